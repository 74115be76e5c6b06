import { useCallback, useEffect } from 'react';
import { useAtom, useAtomValue } from 'jotai';
import { codeTexts } from '../../../../domain/messages';
import { ApiError } from '../../../services/http';
import { toast } from '../../../services/notify';
import { authsAtom, userAtom } from '../../../state/session';
import { dataTexts } from '../shell-data.texts';
import { toggleFavourite, type Favourite } from './favourites';
import { loadFavourites, saveFavourites } from './favourites.api';
import { favouritesAtom } from './favourites.state';

/** Loads the user's favourites once per session (the shell calls it). */
export function useLoadFavourites() {
  const auths = useAtomValue(authsAtom);
  const user = useAtomValue(userAtom);
  const [favourites, setFavourites] = useAtom(favouritesAtom);
  const userId = user?.id;
  const loaded = favourites !== null;
  useEffect(() => {
    if (userId === undefined || loaded) return;
    let live = true;
    loadFavourites(auths, userId).then(
      (row) => live && setFavourites(row),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [auths, userId, loaded, setFavourites]);
}

/** The favourites and `toggle`, which adds or removes one and saves the map (undone if saving fails). */
export function useFavourites() {
  const auths = useAtomValue(authsAtom);
  const user = useAtomValue(userAtom);
  const [favourites, setFavourites] = useAtom(favouritesAtom);

  const toggle = useCallback(
    async (f: Favourite) => {
      if (!user) return;
      const before = favourites ?? (await loadFavourites(auths, user.id));
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
    [auths, user, favourites, setFavourites],
  );

  return { favourites, toggle };
}
