import { autoUpdate, flip, offset, shift, size, useFloating, type Placement } from '@floating-ui/react';
import { useCallback, useEffect, useRef, type HTMLAttributes, type ReactNode } from 'react';
import { Popup } from './Popup';

/** Props of Floating. */
export interface FloatingProps extends HTMLAttributes<HTMLElement> {
  /** The element it hangs from. */
  anchor: Element | null;
  placement?: Placement;
  /** Pixels from the anchor. */
  gap?: number;
  /** As wide as the anchor, at most `maxHeight` high (less where the window has less room). */
  matchWidth?: { maxHeight: number };
  as?: 'div' | 'span' | 'ul';
  children: ReactNode;
  /** Also told the element (Downshift's menu ref). */
  nodeRef?: (node: HTMLElement | null) => void;
}

/**
 * A popup positioned by Floating UI beside its anchor (flipped, shifted, following scroll and resize) and drawn
 * in the popup layer. Mounted only while the popup is shown, so a form of 500 fields pays nothing for the
 * popups it does not open.
 */
export function Floating(props: FloatingProps) {
  const { anchor, placement = 'bottom-start', gap = 2, matchWidth, as = 'div', nodeRef, ...rest } = props;
  const { refs, floatingStyles } = useFloating({
    placement,
    strategy: 'fixed',
    elements: { reference: anchor },
    whileElementsMounted: autoUpdate,
    middleware: [
      offset(gap),
      flip({ padding: 8 }),
      shift({ padding: 8 }),
      matchWidth &&
        size({
          padding: 8,
          apply({ rects, availableHeight, elements }) {
            elements.floating.style.width = `${rects.reference.width}px`;
            elements.floating.style.maxHeight = `${Math.max(96, Math.min(matchWidth.maxHeight, availableHeight))}px`;
          },
        }),
    ],
  });
  // One stable ref: a new callback each render would detach and attach the node (and re-position) every time.
  const latest = useRef(nodeRef);
  useEffect(() => {
    latest.current = nodeRef;
  });
  const { setFloating } = refs;
  const setNode = useCallback(
    (node: HTMLElement | null) => {
      setFloating(node);
      latest.current?.(node);
    },
    [setFloating],
  );
  const Tag = as;
  return (
    <Popup>
      <Tag
        {...rest}
        ref={setNode}
        // `ag-custom-component-popup`: AG Grid's mark of a component's popup drawn outside the grid, so a click in it
        // (a line cell's select list) is not a click outside that ends the cell's editing before the pick lands.
        className={`${rest.className ?? ''} df-popup ag-custom-component-popup`}
        style={{ ...rest.style, ...floatingStyles }}
      />
    </Popup>
  );
}
