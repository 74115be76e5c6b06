import { useEffect, useRef, useState, type DOMAttributes, type KeyboardEvent } from 'react';
import { Floating } from './Floating';
import type { Placement } from '@floating-ui/react';

/** How long the pointer or focus rests on a control before its tooltip shows (000 §9). */
export const TOOLTIP_DELAY_MS = 500;

/**
 * A tooltip for a control: it shows after TOOLTIP_DELAY_MS of hover or keyboard focus and hides when the
 * pointer leaves, the focus goes, the control is pressed or Escape is pressed (that Escape goes no further: a
 * modal around it stays open). Floating UI places it beside the control, in the popup layer, only while shown.
 * Spread `reference(ownProps)` on the control and render `tooltip` next to it.
 */
export function useTooltip(label: string, opts: { className?: string; placement?: Placement } = {}) {
  const [shown, setShown] = useState(false);
  const [anchor, setAnchor] = useState<Element | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const show = () => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setShown(true), TOOLTIP_DELAY_MS);
  };
  const hide = () => {
    clearTimeout(timer.current);
    setShown(false);
  };
  /** The control's props: its own, with the tooltip's handlers run after them. */
  const reference = (
    own: DOMAttributes<HTMLElement> & { ref?: (node: HTMLElement | null) => void } = {},
  ) => ({
    ...own,
    // Stable refs (setState is): a new callback each render would detach and attach the node every time.
    ref: own.ref ?? (setAnchor as (node: HTMLElement | null) => void),
    onMouseEnter: (e: React.MouseEvent<HTMLElement>) => {
      own.onMouseEnter?.(e);
      show();
    },
    onMouseLeave: (e: React.MouseEvent<HTMLElement>) => {
      own.onMouseLeave?.(e);
      hide();
    },
    onFocus: (e: React.FocusEvent<HTMLElement>) => {
      own.onFocus?.(e);
      show();
    },
    onBlur: (e: React.FocusEvent<HTMLElement>) => {
      own.onBlur?.(e);
      hide();
    },
    onPointerDown: (e: React.PointerEvent<HTMLElement>) => {
      own.onPointerDown?.(e);
      hide();
    },
    onKeyDown: (e: KeyboardEvent<HTMLElement>) => {
      if (e.key === 'Escape' && shown) {
        e.stopPropagation();
        hide();
      }
      own.onKeyDown?.(e);
    },
  });
  const tooltip = shown ? (
    <Floating
      as="span"
      anchor={anchor}
      placement={opts.placement ?? 'top'}
      gap={6}
      role="tooltip"
      className={opts.className ?? 'df-tooltip'}
    >
      {label}
    </Floating>
  ) : null;
  return { reference, setReference: setAnchor, tooltip, hide };
}
