import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { focusables, useDialogKeys } from '../../../engine/popups/useDialogKeys';
import { toolTexts } from '../texts';

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
  const keys = useDialogKeys(box, {
    onClose,
    initialFocus: (dialog) =>
      focusFirst ? focusables(dialog.querySelector('.tool-dialog__body'))[0] : undefined,
  });

  function handleKeyDown(e: KeyboardEvent<HTMLDivElement>) {
    onKeyDown?.(e);
    if (!e.defaultPrevented) keys(e);
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
