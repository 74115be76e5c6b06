import { atomWithStorage } from 'jotai/utils';
import { localJsonAtom } from './storage';

/** Whether the side menu is collapsed to its icons (desktop); kept across reloads. */
export const menuCollapsedAtom = atomWithStorage('defter.menuCollapsed', false);

const isStringList = (v: unknown): v is string[] => Array.isArray(v) && v.every((x) => typeof x === 'string');

/** The side menu groups the user closed (all open by default; the current page's group always is). */
export const menuClosedGroupsAtom = localJsonAtom<string[]>('defter.menu.closedGroups', [], isStringList);
