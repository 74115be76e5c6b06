import { useEffect, useRef } from 'react';
import { useAtomValue } from 'jotai';
import { Link } from 'react-router-dom';
import { shellTexts, ui } from '../../../../domain/messages';
import { routeTitle } from '../../../state/history';
import { pagesAtom } from '../../../state/pages';
import { Drawer } from '../Drawer/Drawer';
import { dataTexts } from '../shell-data.texts';
import type { Favourite, FavouriteType } from './favourites';
import { favouritesLoadAtom } from './favourites.state';
import { useFavourites, useReloadFavourites } from './useFavourites';

/** Height of the bottom drawer. */
export const FAVOURITES_DRAWER_SIZE = 340;
const ORDER: FavouriteType[] = ['list', 'create', 'edit', 'detail'];

/** The favourites drawer (at the bottom): the shortcuts by kind, each opens its route or is removed. */
export function FavouritesDrawer({ onClose }: { onClose: () => void }) {
  const pages = useAtomValue(pagesAtom);
  const { favourites, toggle } = useFavourites();
  const load = useAtomValue(favouritesLoadAtom);
  const reload = useReloadFavourites();
  const list = Object.values(favourites?.map ?? {});
  const titleOf = (f: Favourite) => routeTitle(f.link, pages) ?? f.link;
  const failed = favourites === null && load === 'failed';

  // Opening the drawer after a failed load tries again (once per opening; the button for more).
  const retried = useRef(false);
  useEffect(() => {
    if (!failed || retried.current) return;
    retried.current = true;
    void reload();
  }, [failed, reload]);

  return (
    <Drawer title={dataTexts.favourites} side="bottom" size={FAVOURITES_DRAWER_SIZE} onClose={onClose}>
      {failed ? (
        <div role="alert" className="favourites__failed">
          <p>{dataTexts.favouritesLoadFailed}</p>
          <button type="button" className="btn" onClick={() => void reload()}>
            {dataTexts.retry}
          </button>
        </div>
      ) : favourites === null ? (
        <p className="muted" role="status">
          {ui.loading}
        </p>
      ) : list.length === 0 ? (
        <p className="muted">{shellTexts.noFavourites}</p>
      ) : (
        <div className="favourites">
          {ORDER.filter((type) => list.some((f) => f.type === type)).map((type) => (
            <section key={type} className="favourites__group" aria-label={dataTexts.favouriteTypes[type]}>
              <h3 className="favourites__title">{dataTexts.favouriteTypes[type]}</h3>
              <ul className="favourites__list">
                {list
                  .filter((f) => f.type === type)
                  .map((f) => (
                    <li key={`${f.link}${f.table_name}`} className="favourite">
                      <Link to={f.link} onClick={onClose} className="favourite__link">
                        {titleOf(f)}
                      </Link>
                      <button
                        type="button"
                        className="btn btn--icon btn--link"
                        aria-label={dataTexts.removeOne(titleOf(f))}
                        onClick={() => void toggle(f, false)}
                      >
                        ×
                      </button>
                    </li>
                  ))}
              </ul>
            </section>
          ))}
        </div>
      )}
    </Drawer>
  );
}
