import {
  autoUpdate,
  flip,
  offset,
  shift,
  useDismiss,
  useFloating,
  useFocus,
  useHover,
  useInteractions,
  type Placement,
} from '@floating-ui/react';
import { useEffect, useRef, useState, type HTMLProps, type KeyboardEvent } from 'react';
import { Popup } from './Popup';

/** How long the pointer or focus rests on a control before its tooltip shows (000 §9). */
export const TOOLTIP_DELAY_MS = 500;

/**
 * A tooltip for a control, by Floating UI: it shows after TOOLTIP_DELAY_MS of hover or keyboard focus, hides
 * when the pointer leaves, the focus goes or Escape is pressed (that Escape goes no further: a modal around it
 * stays open), and is drawn in the popup layer beside the control, flipped and shifted to stay on screen.
 * Spread `reference(ownProps)` on the control and render `tooltip` next to it.
 */
export function useTooltip(label: string, opts: { className?: string; placement?: Placement } = {}) {
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const { refs, floatingStyles, context } = useFloating({
    open,
    onOpenChange: (next, _event, reason) => {
      clearTimeout(timer.current);
      // Hover waits by useHover's delay; the keyboard's focus waits as long.
      if (next && reason === 'focus') timer.current = setTimeout(() => setOpen(true), TOOLTIP_DELAY_MS);
      else setOpen(next);
    },
    placement: opts.placement ?? 'top',
    whileElementsMounted: autoUpdate,
    middleware: [offset(6), flip({ padding: 4 }), shift({ padding: 4 })],
  });
  const { getReferenceProps, getFloatingProps } = useInteractions([
    useHover(context, { delay: { open: TOOLTIP_DELAY_MS, close: 0 } }),
    useFocus(context),
    useDismiss(context, { referencePress: true }),
  ]);
  /**
   * The control's props: its own (handlers are merged with the tooltip's; an own `ref` must include
   * `setReference`), the tooltip's ref and keys.
   */
  const reference = (own: HTMLProps<Element> = {}) =>
    getReferenceProps({
      ref: refs.setReference,
      ...own,
      onKeyDown: (e: KeyboardEvent<Element>) => {
        if (e.key === 'Escape' && open) e.stopPropagation();
        own.onKeyDown?.(e);
      },
    });
  const tooltip = open ? (
    <Popup>
      <span
        {...getFloatingProps({ ref: refs.setFloating })}
        role="tooltip"
        className={`${opts.className ?? 'df-tooltip'} df-popup`}
        style={floatingStyles}
      >
        {label}
      </span>
    </Popup>
  ) : null;
  return { reference, setReference: refs.setReference, tooltip, hide: () => setOpen(false) };
}
