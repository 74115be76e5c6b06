import { useEffect, useState } from 'react';

/** Modal widths follow these breakpoints (002 §2: 368, 768, 992, 1200, 1400 px). */
export const BREAKPOINTS = [368, 768, 992, 1200, 1400] as const;
/** One of the breakpoints: the widest a modal may grow. */
export type Breakpoint = (typeof BREAKPOINTS)[number];

/** Space kept free on each side of a modal. */
export const MODAL_MARGIN = 16;

/**
 * A modal's width: the widest breakpoint that is at most `max` and fits the viewport with its margins; on a
 * viewport narrower than the smallest breakpoint, all the room there is.
 */
export function modalWidth(viewport: number, max: Breakpoint = 992): number {
  const room = Math.max(0, Math.floor(viewport) - 2 * MODAL_MARGIN);
  const fits = BREAKPOINTS.filter((b) => b <= Math.min(room, max));
  return fits.length ? fits[fits.length - 1] : room;
}

/** The viewport's width, following resizes. */
export function useViewportWidth(): number {
  const [width, setWidth] = useState(() => (typeof window === 'undefined' ? 1400 : window.innerWidth));
  useEffect(() => {
    const onResize = () => setWidth(window.innerWidth);
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
  return width;
}
