import { atom } from 'jotai';
import { isAdminAtom } from './session';
import { localStringAtom } from './storage';

/** The admin's own choice, kept in this browser ('1' on); null = off. */
export const adminModeStoredAtom = localStringAtom<'1'>('defter.adminMode', (v): v is '1' => v === '1');

/**
 * Admin mode (002 §2, 001 §2.1, 000 §6): technical names beside labels, JSON viewers and the save-test. Only
 * an admin can have it on; writing toggles the stored choice.
 */
export const adminModeAtom = atom(
  (get) => get(isAdminAtom) && get(adminModeStoredAtom) === '1',
  (get, set, on: boolean) => {
    if (!get(isAdminAtom)) return;
    set(adminModeStoredAtom, on ? '1' : null);
  },
);
