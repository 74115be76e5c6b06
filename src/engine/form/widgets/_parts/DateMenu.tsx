import {
  autoUpdate,
  flip,
  FloatingFocusManager,
  offset,
  shift,
  useClick,
  useDismiss,
  useFloating,
  useInteractions,
  useListNavigation,
  useMergeRefs,
  useRole,
} from '@floating-ui/react';
import { useRef, useState } from 'react';
import { Popup } from '../../../popups/Popup';
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

/**
 * The date shortcuts of 001 §5.1 (today, yesterday, tomorrow, a week earlier, a week later) and the
 * calendar, as a menu button by Floating UI (useRole 'menu', useListNavigation, FloatingFocusManager): the
 * first item takes the focus, arrows / Home / End move, Enter picks, Escape or a click outside closes and the
 * focus returns to the button. The menu is drawn in the popup layer.
 */
export function DateMenu({ label, disabled, onPick, onCalendar }: DateMenuProps) {
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState<number | null>(null);
  const itemRefs = useRef<(HTMLElement | null)[]>([]);
  const { refs, floatingStyles, context } = useFloating({
    open,
    onOpenChange: setOpen,
    placement: 'bottom-end',
    whileElementsMounted: autoUpdate,
    middleware: [offset(2), flip({ padding: 8 }), shift({ padding: 8 })],
  });
  const { getReferenceProps, getFloatingProps, getItemProps } = useInteractions([
    useClick(context),
    useDismiss(context),
    useRole(context, { role: 'menu' }),
    useListNavigation(context, {
      listRef: itemRefs,
      activeIndex: active,
      onNavigate: setActive,
      loop: true,
      focusItemOnOpen: true,
    }),
  ]);
  const tip = useTooltip(`${label}: ${widgetTexts.dateMenu}`);
  const ref = useMergeRefs([refs.setReference, tip.setReference]);
  const entries = [
    ...DATE_SHORTCUTS.map((s) => ({ key: s.id, text: widgetTexts.shortcuts[s.id], run: () => onPick(s.id) })),
    ...(onCalendar ? [{ key: 'calendar', text: widgetTexts.calendar, run: onCalendar }] : []),
  ];

  return (
    <span className="df-iconbtn">
      <button
        type="button"
        className="df-iconbtn__button"
        aria-label={`${label}: ${widgetTexts.dateMenu}`}
        disabled={disabled}
        {...tip.reference(getReferenceProps({ ref }))}
      >
        ▾
      </button>
      {tip.tooltip}
      {open && (
        <Popup>
          <FloatingFocusManager context={context} modal={false} initialFocus={-1}>
            <div
              ref={refs.setFloating}
              aria-label={widgetTexts.dateMenu}
              className="df-menu df-popup"
              style={floatingStyles}
              {...getFloatingProps({
                // Escape closes the menu only (never a modal around it); Tab leaves it closed.
                onKeyDown: (e) => {
                  if (e.key === 'Escape') e.stopPropagation();
                  if (e.key === 'Escape' || e.key === 'Tab') setOpen(false);
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
                      setOpen(false);
                    },
                  })}
                >
                  {entry.text}
                </button>
              ))}
            </div>
          </FloatingFocusManager>
        </Popup>
      )}
    </span>
  );
}
