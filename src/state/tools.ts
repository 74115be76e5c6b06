import { atom } from 'jotai';

/** The shell's dialogs; one is open at a time. */
export type ToolDialog = 'calculator' | 'shortcuts' | 'pin' | 'mobileApps';

/** The open tool dialog, or null. */
export const openToolAtom = atom<ToolDialog | null>(null);
