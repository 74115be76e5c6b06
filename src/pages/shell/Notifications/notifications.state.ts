import { atom } from 'jotai';

/** Whether the notification drawer is open. */
export const notificationsOpenAtom = atom(false);

/** Unread notifications shown by the top bar's badge; null before the first count. */
export const unreadCountAtom = atom<number | null>(null);
