import { atom } from 'jotai';
import type { FavouritesRow } from './favourites.api';

/** The session user's favourites; null until loaded. */
export const favouritesAtom = atom<FavouritesRow | null>(null);

/** The load of the favourites: not started or done (`idle`), on its way, or failed (the drawer retries). */
export const favouritesLoadAtom = atom<'idle' | 'loading' | 'failed'>('idle');

/** Whether the favourites drawer is open. */
export const favouritesOpenAtom = atom(false);
