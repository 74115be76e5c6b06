import { useId, useRef, type ReactNode } from 'react';
import { modalWidth, useViewportWidth, type Breakpoint } from '../breakpoints';
import { PopupLayer } from '../../../popups/Popup';
import { modalTexts } from '../texts';
import { firstField, useDialogKeys } from '../../../popups/useDialogKeys';

/** Props of RightModal. */
export interface RightModalProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** The widest it may grow (768 unless told). */
  size?: Breakpoint;
  layer?: number;
}

/**
 * The right-side modal of 001 §2.1: a panel at the right edge with a title and a close button; Escape or a
 * click on the dimmed page closes it, Tab stays inside.
 */
export function RightModal({ title, onClose, children, size = 768, layer = 0 }: RightModalProps) {
  const titleId = useId();
  const dialog = useRef<HTMLDivElement>(null);
  const body = useRef<HTMLDivElement>(null);
  const onKeyDown = useDialogKeys(dialog, { onClose, initialFocus: () => firstField(body.current) });
  const width = modalWidth(useViewportWidth(), size);
  return (
    <div
      className="df-modal-backdrop df-modal-backdrop--right"
      style={{ zIndex: 999 + layer }}
      onMouseDown={(e) => e.target === e.currentTarget && onClose()}
    >
      <div
        ref={dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className="df-modal df-modal--right"
        data-width={width}
        style={{ width, zIndex: 1000 + layer }}
        onKeyDown={onKeyDown}
      >
        <div className="df-modal__head">
          <h2 id={titleId} className="df-modal__title">
            {title}
          </h2>
          <button type="button" className="df-modal__tool" aria-label={modalTexts.close} onClick={onClose}>
            ×
          </button>
        </div>
        {/* The popups of its fields are drawn inside the dialog: part of the aria-modal dialog. */}
        <PopupLayer>
          <div ref={body} className="df-modal__body">
            {children}
          </div>
        </PopupLayer>
      </div>
    </div>
  );
}
