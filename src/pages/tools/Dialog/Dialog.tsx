import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { toolTexts } from '../texts';

const FOCUSABLE =
  'button:not(:disabled), [href], input:not(:disabled), select, textarea, [tabindex]:not([tabindex="-1"])';

/**
 * A modal dialog of the shell's tools: a title, a close button, Esc and a click outside close it, Tab
 * stays inside, and the focus goes back where it was when it closes.
 */
export function Dialog({
  title,
  onClose,
  children,
  className = '',
  focusFirst = true,
  onKeyDown,
}: {
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Extra class of the dialog box (e.g. its width). */
  className?: string;
  /** Focus the first field or button (true) or the dialog itself (for keyboard-driven tools). */
  focusFirst?: boolean;
  /** Keys the tool handles itself; Esc and Tab are handled here after it. */
  onKeyDown?: (e: KeyboardEvent<HTMLDivElement>) => void;
}) {
  const titleId = useId();
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const before = document.activeElement as HTMLElement | null;
    const first = focusFirst
      ? box.current?.querySelector('.tool-dialog__body')?.querySelector<HTMLElement>(FOCUSABLE)
      : null;
    (first ?? box.current)?.focus();
    return () => before?.focus?.();
  }, [focusFirst]);

  function handleKeyDown(e: KeyboardEvent<HTMLDivElement>) {
    onKeyDown?.(e);
    if (e.defaultPrevented) return;
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

  return (
    <div
      className="modal-backdrop"
      onMouseDown={(e) => {
        if (e.target === e.currentTarget) onClose();
      }}
    >
      <div
        ref={box}
        className={`modal tool-dialog ${className}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={handleKeyDown}
      >
        <div className="tool-dialog__head">
          <h2 id={titleId} className="modal__title">
            {title}
          </h2>
          <button
            type="button"
            className="btn btn--icon btn--link"
            aria-label={toolTexts.close}
            onClick={onClose}
          >
            ×
          </button>
        </div>
        <div className="tool-dialog__body">{children}</div>
      </div>
    </div>
  );
}
