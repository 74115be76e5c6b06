import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { dataTexts } from '../shell-data.texts';
import '../shell-data.css';

const FOCUSABLE =
  'button:not(:disabled), [href], input:not(:disabled), select, textarea, [tabindex]:not([tabindex="-1"])';

/**
 * A modal drawer of the shell: from the right (notifications, size = its width) or from the bottom
 * (favourites, size = its height). Esc, the close button or a click outside close it; Tab stays inside;
 * the focus goes back where it was.
 */
export function Drawer({
  title,
  side,
  size,
  onClose,
  actions,
  children,
}: {
  title: string;
  side: 'right' | 'bottom';
  /** Width (right) or height (bottom) in px; never more than the screen. */
  size: number;
  onClose: () => void;
  /** Buttons beside the title. */
  actions?: ReactNode;
  children: ReactNode;
}) {
  const titleId = useId();
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const before = document.activeElement as HTMLElement | null;
    box.current?.focus();
    return () => before?.focus?.();
  }, []);

  function onKeyDown(e: KeyboardEvent<HTMLDivElement>) {
    if (e.key === 'Escape') {
      e.preventDefault();
      e.stopPropagation();
      onClose();
      return;
    }
    if (e.key !== 'Tab') return;
    const items = Array.from(box.current?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? []);
    const first = items[0];
    const last = items[items.length - 1];
    if (e.shiftKey && (document.activeElement === first || document.activeElement === box.current)) {
      e.preventDefault();
      last?.focus();
    } else if (!e.shiftKey && document.activeElement === last) {
      e.preventDefault();
      first?.focus();
    }
  }

  const style = side === 'right' ? { width: `min(${size}px, 100vw)` } : { height: `min(${size}px, 85vh)` };
  // A portal: the top bar that opens it is a sticky stacking context of its own.
  return createPortal(
    <div
      className="drawer-backdrop"
      onMouseDown={(e) => {
        if (e.target === e.currentTarget) onClose();
      }}
    >
      <div
        ref={box}
        className={`drawer drawer--${side}`}
        style={style}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        <div className="drawer__head">
          <h2 id={titleId} className="drawer__title">
            {title}
          </h2>
          <div className="drawer__actions">{actions}</div>
          <button
            type="button"
            className="btn btn--icon btn--link"
            aria-label={dataTexts.close}
            onClick={onClose}
          >
            ×
          </button>
        </div>
        <div className="drawer__body">{children}</div>
      </div>
    </div>,
    document.body,
  );
}
