import { useAtomValue } from 'jotai';
import { useLocation } from 'react-router-dom';
import { pageInPackage, pagesAtom } from '../../../state/pages';
import { packageIdAtom } from '../../../state/session';
import { StarIcon } from '../ShellDataTools/icons';
import { dataTexts } from '../shell-data.texts';
import { favouriteKey, favouriteOf } from './favourites';
import { favouritesLoadAtom } from './favourites.state';
import { useFavourites } from './useFavourites';

/**
 * The star of the current route: on a page's list, add, edit or detail route it adds the route to the
 * favourites, or removes it. (It sits in the top bar while the generic pages belong to the engine.)
 */
export function FavouriteButton() {
  const { pathname } = useLocation();
  const pages = useAtomValue(pagesAtom);
  const packageId = useAtomValue(packageIdAtom);
  const { favourites, toggle } = useFavourites();
  const load = useAtomValue(favouritesLoadAtom);
  const current = favouriteOf(
    pathname,
    pages.filter((d) => pageInPackage(d, packageId)),
  );
  if (!current) return null;
  const on = Boolean(favourites?.map[favouriteKey(current)]);
  const label = on ? dataTexts.removeFavourite : dataTexts.addFavourite;
  return (
    <button
      type="button"
      className={on ? 'btn btn--icon favourite-star is-on' : 'btn btn--icon favourite-star'}
      aria-label={label}
      aria-pressed={on}
      title={label}
      // Waits for the first load; after a failed one a click tries to load again.
      disabled={favourites === null && load !== 'failed'}
      onClick={() => void toggle(current, !on)}
    >
      <StarIcon filled={on} />
    </button>
  );
}
