import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { DATE_SHORTCUTS, type DateShortcut } from '../../../schema/dates';
import { IconButton } from './IconButton';
import { widgetTexts } from './texts';

/** Props of DateMenu. */
export interface DateMenuProps {
  /** The field's label, to name the menu. */
  label: string;
  disabled?: boolean;
  onPick: (shortcut: DateShortcut) => void;
  /** Opens the browser's calendar; absent = no calendar entry. */
  onCalendar?: () => void;
}

/**
 * The date shortcuts of 001 §5.1 (today, yesterday, tomorrow, a week earlier, a week later) and the
 * calendar, as a menu button: arrows move, Enter picks, Escape closes and returns the focus.
 */
export function DateMenu({ label, disabled, onPick, onCalendar }: DateMenuProps) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const menu = useRef<HTMLDivElement>(null);
  const wrap = useRef<HTMLSpanElement>(null);

  useEffect(() => {
    if (!open) return;
    menu.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
    const onDown = (e: MouseEvent) => {
      if (!wrap.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', onDown);
    return () => document.removeEventListener('mousedown', onDown);
  }, [open]);

  const close = () => {
    setOpen(false);
    wrap.current?.querySelector<HTMLElement>('button')?.focus();
  };
  const onKeyDown = (e: KeyboardEvent) => {
    const items = Array.from(menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);
    const at = items.indexOf(document.activeElement as HTMLElement);
    const to = { ArrowDown: at + 1, ArrowUp: at - 1, Home: 0, End: items.length - 1 }[e.key];
    if (to !== undefined) {
      e.preventDefault();
      items[(to + items.length) % items.length]?.focus();
    } else if (e.key === 'Escape' || e.key === 'Tab') {
      e.preventDefault();
      e.stopPropagation();
      close();
    }
  };
  const pick = (run: () => void) => {
    run();
    close();
  };

  return (
    <span className="df-datemenu" ref={wrap}>
      <IconButton
        label={`${label}: ${widgetTexts.dateMenu}`}
        disabled={disabled}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((o) => !o)}
      >
        ▾
      </IconButton>
      {open && (
        <div
          id={menuId}
          ref={menu}
          role="menu"
          aria-label={widgetTexts.dateMenu}
          className="df-menu"
          onKeyDown={onKeyDown}
        >
          {DATE_SHORTCUTS.map((s) => (
            <button
              key={s.id}
              type="button"
              role="menuitem"
              tabIndex={-1}
              className="df-menu__item"
              onClick={() => pick(() => onPick(s.id))}
            >
              {widgetTexts.shortcuts[s.id]}
            </button>
          ))}
          {onCalendar && (
            <button
              type="button"
              role="menuitem"
              tabIndex={-1}
              className="df-menu__item"
              onClick={() => pick(onCalendar)}
            >
              {widgetTexts.calendar}
            </button>
          )}
        </div>
      )}
    </span>
  );
}
