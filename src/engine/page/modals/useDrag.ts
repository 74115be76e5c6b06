import { useCallback, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';

/** Pixels an arrow key moves a modal (Shift: four times as far). */
export const KEY_STEP = 16;

/**
 * Moves a modal by its title bar: with the pointer (drag), or with the arrow keys on the move handle.
 * Returns the offset from the modal's resting place and the handlers.
 */
export function useDrag() {
  const [offset, setOffset] = useState({ x: 0, y: 0 });
  const start = useRef<{ x: number; y: number; ox: number; oy: number } | null>(null);

  const onPointerDown = useCallback(
    (e: PointerEvent<HTMLElement>) => {
      if (e.button !== 0 || (e.target as HTMLElement).closest('button:not([data-drag-handle])')) return;
      start.current = { x: e.clientX, y: e.clientY, ox: offset.x, oy: offset.y };
      e.currentTarget.setPointerCapture?.(e.pointerId);
    },
    [offset],
  );
  const onPointerMove = useCallback((e: PointerEvent<HTMLElement>) => {
    const s = start.current;
    if (!s) return;
    setOffset({ x: s.ox + e.clientX - s.x, y: s.oy + e.clientY - s.y });
  }, []);
  const onPointerUp = useCallback(() => {
    start.current = null;
  }, []);
  const onKeyDown = useCallback((e: KeyboardEvent) => {
    const step = e.shiftKey ? KEY_STEP * 4 : KEY_STEP;
    const move = {
      ArrowLeft: [-step, 0],
      ArrowRight: [step, 0],
      ArrowUp: [0, -step],
      ArrowDown: [0, step],
    }[e.key];
    if (!move) return;
    e.preventDefault();
    setOffset((o) => ({ x: o.x + move[0], y: o.y + move[1] }));
  }, []);
  const reset = useCallback(() => setOffset({ x: 0, y: 0 }), []);

  return { offset, reset, handle: { onPointerDown, onPointerMove, onPointerUp }, onKeyDown };
}
