import { atom } from 'jotai';
import type { FavouritesRow } from './favourites.api';

/** The session user's favourites; null until loaded. */
export const favouritesAtom = atom<FavouritesRow | null>(null);

/** Whether the favourites drawer is open. */
export const favouritesOpenAtom = atom(false);
