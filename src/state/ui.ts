import { atomWithStorage } from 'jotai/utils';

/** Whether the side menu is collapsed to its icons (desktop); kept across reloads. */
export const menuCollapsedAtom = atomWithStorage('defter.menuCollapsed', false);
