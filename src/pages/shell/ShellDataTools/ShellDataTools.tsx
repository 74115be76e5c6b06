import { useEffect } from 'react';
import { useAtomValue } from 'jotai';
import { setErrorLogUser } from '../../../services/errorLog';
import { userAtom } from '../../../state/session';
import { CalendarButton } from '../Calendar/CalendarButton';
import { FavouriteButton } from '../Favourites/FavouriteButton';
import { FavouritesButton } from '../Favourites/FavouritesButton';
import { useLoadFavourites } from '../Favourites/useFavourites';
import { HelpButton } from '../HelpPage/HelpButton';
import { NotificationsButton } from '../Notifications/NotificationsButton';
import '../shell-data.css';

/**
 * The top bar's data tools: the current page's favourite star, help, favourites, calendar and
 * notifications (with their badge). Also loads the favourites and tells the error log who is logged in.
 */
export function ShellDataTools() {
  const user = useAtomValue(userAtom);
  useLoadFavourites();
  useEffect(() => {
    setErrorLogUser(
      user
        ? {
            id: user.id,
            email: user.email,
            department_id: user.department_id,
            name: `${user.name_basic} ${user.surname}`,
          }
        : null,
    );
  }, [user]);
  return (
    <>
      <FavouriteButton />
      <HelpButton />
      <FavouritesButton />
      <CalendarButton />
      <NotificationsButton />
    </>
  );
}
