import { useCallback, useEffect } from 'react';
import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { codeTexts } from '../../../../domain/messages';
import { ApiError } from '../../../services/http';
import { toast } from '../../../services/notify';
import { authsAtom, userAtom } from '../../../state/session';
import { dataTexts } from '../shell-data.texts';
import { favouriteKey, toggleFavourite, type Favourite } from './favourites';
import { loadFavourites, saveFavourites, type FavouritesRow } from './favourites.api';
import { favouritesAtom, favouritesLoadAtom } from './favourites.state';

/**
 * Loads the user's favourites into the atoms; answers the row, or null when the load failed (the state is
 * then `failed`, so that the drawer shows it and tries again when it opens).
 */
export function useReloadFavourites() {
  const auths = useAtomValue(authsAtom);
  const user = useAtomValue(userAtom);
  const setFavourites = useSetAtom(favouritesAtom);
  const setLoad = useSetAtom(favouritesLoadAtom);
  const userId = user?.id;
  return useCallback(async (): Promise<FavouritesRow | null> => {
    if (userId === undefined) return null;
    setLoad('loading');
    try {
      const row = await loadFavourites(auths, userId);
      setFavourites(row);
      setLoad('idle');
      return row;
    } catch {
      setLoad('failed');
      return null;
    }
  }, [auths, userId, setFavourites, setLoad]);
}

/** Loads the user's favourites once per session (the shell calls it); a failure waits for the drawer. */
export function useLoadFavourites() {
  const user = useAtomValue(userAtom);
  const favourites = useAtomValue(favouritesAtom);
  const load = useAtomValue(favouritesLoadAtom);
  const reload = useReloadFavourites();
  const start = user !== null && favourites === null && load === 'idle';
  useEffect(() => {
    if (start) void reload();
  }, [start, reload]);
}

/**
 * The favourites and `toggle`, which adds or removes one and saves the map (undone if saving fails); `want`
 * (add or remove) makes it do nothing when the map already is that way.
 */
export function useFavourites() {
  const auths = useAtomValue(authsAtom);
  const user = useAtomValue(userAtom);
  const [favourites, setFavourites] = useAtom(favouritesAtom);

  const reload = useReloadFavourites();

  const toggle = useCallback(
    async (f: Favourite, want?: boolean) => {
      if (!user) return;
      // After a failed load the star tries once more before changing anything.
      const before = favourites ?? (await reload());
      if (!before) {
        toast.error(dataTexts.favouritesLoadFailed, { title: dataTexts.favouriteFailed });
        return;
      }
      // What the user asked for (the star said "ekle" or "çıkar") is there already, as the fresh load shows.
      if (want !== undefined && Boolean(before.map[favouriteKey(f)]) === want) return;
      const map = toggleFavourite(before.map, f);
      const added = Object.keys(map).length > Object.keys(before.map).length;
      setFavourites({ ...before, map });
      try {
        const rowId = await saveFavourites(auths, user.id, before.rowId, map);
        setFavourites({ rowId, map });
        toast.success(added ? dataTexts.favouriteAdded : dataTexts.favouriteRemoved);
      } catch (err) {
        setFavourites(before);
        const message =
          err instanceof ApiError ? (codeTexts[err.message] ?? err.message) : dataTexts.favouriteFailed;
        toast.error(message, { title: dataTexts.favouriteFailed });
      }
    },
    [auths, user, favourites, setFavourites, reload],
  );

  return { favourites, toggle };
}
