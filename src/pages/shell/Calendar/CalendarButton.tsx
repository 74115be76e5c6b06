import { useState } from 'react';
import { createPortal } from 'react-dom';
import { ToolButton } from '../TopBar/ToolButton';
import { CalendarIcon } from '../ShellDataTools/icons';
import { dataTexts } from '../shell-data.texts';
import { CalendarDialog } from './CalendarDialog';

/** The top bar's calendar button and its dialog. */
export function CalendarButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <ToolButton label={dataTexts.calendar} onClick={() => setOpen(true)}>
        <CalendarIcon />
      </ToolButton>
      {open && createPortal(<CalendarDialog onClose={() => setOpen(false)} />, document.body)}
    </>
  );
}
