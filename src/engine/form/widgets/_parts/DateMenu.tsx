import {
  FloatingFocusManager,
  useDismiss,
  useFloating,
  useInteractions,
  useListNavigation,
} from '@floating-ui/react';
import { useCallback, useId, useRef, useState } from 'react';
import { Floating } from '../../../popups/Floating';
import { useTooltip } from '../../../popups/Tooltip';
import { DATE_SHORTCUTS, type DateShortcut } from '../../../schema/dates';
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

interface Entry {
  key: string;
  text: string;
  run: () => void;
}

/** The open menu: Floating UI's list navigation, dismissal and focus manager, mounted only while open. */
function MenuPopup(props: { id: string; anchor: HTMLElement; entries: Entry[]; close: () => void }) {
  const { id, anchor, entries, close } = props;
  const [active, setActive] = useState<number | null>(null);
  const itemRefs = useRef<(HTMLElement | null)[]>([]);
  const { refs, context } = useFloating({
    open: true,
    onOpenChange: (open) => !open && close(),
    elements: { reference: anchor },
  });
  const { getFloatingProps, getItemProps } = useInteractions([
    useDismiss(context),
    useListNavigation(context, {
      listRef: itemRefs,
      activeIndex: active,
      onNavigate: setActive,
      loop: true,
      focusItemOnOpen: true,
    }),
  ]);
  return (
    <FloatingFocusManager context={context} modal={false} initialFocus={-1}>
      <Floating
        anchor={anchor}
        placement="bottom-end"
        nodeRef={refs.setFloating}
        id={id}
        role="menu"
        aria-label={widgetTexts.dateMenu}
        className="df-menu"
        {...getFloatingProps({
          // Escape closes the menu only (never a modal around it); Tab leaves it closed.
          onKeyDown: (e) => {
            if (e.key === 'Escape') e.stopPropagation();
            if (e.key === 'Escape' || e.key === 'Tab') close();
          },
        })}
      >
        {entries.map((entry, i) => (
          <button
            key={entry.key}
            type="button"
            role="menuitem"
            tabIndex={active === i ? 0 : -1}
            className="df-menu__item"
            ref={(node) => {
              itemRefs.current[i] = node;
            }}
            {...getItemProps({
              onClick: () => {
                entry.run();
                close();
              },
            })}
          >
            {entry.text}
          </button>
        ))}
      </Floating>
    </FloatingFocusManager>
  );
}

/**
 * The date shortcuts of 001 §5.1 (today, yesterday, tomorrow, a week earlier, a week later) and the
 * calendar, as a menu button. The open menu is Floating UI's (list navigation, dismissal, focus manager): the
 * first item takes the focus, arrows / Home / End move, Enter picks, Escape or a click outside closes and the
 * focus returns to the button. It is drawn in the popup layer, and mounted only while open.
 */
export function DateMenu({ label, disabled, onPick, onCalendar }: DateMenuProps) {
  const [open, setOpen] = useState(false);
  const [button, setButton] = useState<HTMLButtonElement | null>(null);
  const menuId = useId();
  // A field without a title (a hand-written schema) names the menu alone, never "undefined: …".
  const name = label ? `${label}: ${widgetTexts.dateMenu}` : widgetTexts.dateMenu;
  const tip = useTooltip(name);
  const { setReference } = tip;
  const setAnchors = useCallback(
    (node: HTMLElement | null) => {
      setButton(node as HTMLButtonElement | null);
      setReference(node);
    },
    [setReference],
  );
  const entries: Entry[] = [
    ...DATE_SHORTCUTS.map((s) => ({ key: s.id, text: widgetTexts.shortcuts[s.id], run: () => onPick(s.id) })),
    ...(onCalendar ? [{ key: 'calendar', text: widgetTexts.calendar, run: onCalendar }] : []),
  ];
  const close = () => {
    setOpen(false);
    button?.focus();
  };

  return (
    <span className="df-iconbtn">
      <button
        type="button"
        className="df-iconbtn__button"
        aria-label={name}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        disabled={disabled}
        {...tip.reference({ ref: setAnchors, onClick: () => setOpen((o) => !o) })}
      >
        ▾
      </button>
      {tip.tooltip}
      {open && button && <MenuPopup id={menuId} anchor={button} entries={entries} close={close} />}
    </span>
  );
}
