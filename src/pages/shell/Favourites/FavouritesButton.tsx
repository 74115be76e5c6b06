import { useAtom } from 'jotai';
import { ToolButton } from '../TopBar/ToolButton';
import { BookmarkIcon } from '../ShellDataTools/icons';
import { dataTexts } from '../shell-data.texts';
import { favouritesOpenAtom } from './favourites.state';
import { FavouritesDrawer } from './FavouritesDrawer';

/** The top bar's favourites button and the bottom drawer it opens. */
export function FavouritesButton() {
  const [open, setOpen] = useAtom(favouritesOpenAtom);
  return (
    <>
      <ToolButton label={dataTexts.favourites} onClick={() => setOpen(true)}>
        <BookmarkIcon />
      </ToolButton>
      {open && <FavouritesDrawer onClose={() => setOpen(false)} />}
    </>
  );
}
