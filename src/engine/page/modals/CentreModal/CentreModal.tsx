import { useId, useRef, useState, type ReactNode } from 'react';
import { modalWidth, useViewportWidth, type Breakpoint } from '../breakpoints';
import { PopupLayer } from '../../../popups/Popup';
import { modalTexts } from '../texts';
import { useDrag } from '../useDrag';
import { firstField, useDialogKeys } from '../../../popups/useDialogKeys';

/** Props of CentreModal. */
export interface CentreModalProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** The widest it may grow (a breakpoint; 992 unless told). */
  size?: Breakpoint;
  /** Starts in full screen. */
  fullscreen?: boolean;
  /** False: a window that does not block the page (no backdrop, no focus trap). */
  blocking?: boolean;
  /** Stacking order among open modals. */
  layer?: number;
  /** The window was clicked or focused (bring it to the front). */
  onActivate?: () => void;
}

/**
 * The centre modal of 002 §2: a title bar that drags it (or the move handle with the arrow keys), a full
 * screen toggle, a close button; Escape closes it, Tab stays inside, the width follows the breakpoints.
 */
export function CentreModal(props: CentreModalProps) {
  const { title, onClose, children, size = 992, blocking = true, layer = 0, onActivate } = props;
  const titleId = useId();
  const helpId = useId();
  const dialog = useRef<HTMLDivElement>(null);
  const body = useRef<HTMLDivElement>(null);
  const [full, setFull] = useState(Boolean(props.fullscreen));
  const viewport = useViewportWidth();
  const drag = useDrag();
  const onKeyDown = useDialogKeys(dialog, {
    onClose,
    trap: blocking,
    initialFocus: () => firstField(body.current),
  });
  const width = modalWidth(viewport, size);
  const style = full
    ? { zIndex: 1000 + layer }
    : {
        width,
        zIndex: 1000 + layer,
        transform: `translate(calc(-50% + ${drag.offset.x}px), ${drag.offset.y}px)`,
      };

  const box = (
    <div
      ref={dialog}
      role="dialog"
      aria-modal={blocking}
      aria-labelledby={titleId}
      tabIndex={-1}
      className={`df-modal df-modal--centre${full ? ' is-fullscreen' : ''}${blocking ? '' : ' df-modal--window'}`}
      data-width={full ? 'full' : width}
      style={style}
      onKeyDown={onKeyDown}
      onMouseDown={onActivate}
      onFocus={onActivate}
    >
      <div className="df-modal__head" {...(full ? {} : drag.handle)}>
        <h2 id={titleId} className="df-modal__title">
          {title}
        </h2>
        {!full && (
          <button
            type="button"
            className="df-modal__tool"
            data-drag-handle
            aria-label={modalTexts.move}
            aria-describedby={helpId}
            onKeyDown={drag.onKeyDown}
          >
            ✥
          </button>
        )}
        <span id={helpId} hidden>
          {modalTexts.moveHelp}
        </span>
        <button
          type="button"
          className="df-modal__tool"
          aria-label={full ? modalTexts.exitFullscreen : modalTexts.fullscreen}
          aria-pressed={full}
          onClick={() => {
            setFull((f) => !f);
            drag.reset();
          }}
        >
          {full ? '🗗' : '🗖'}
        </button>
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
  );
  return blocking ? (
    <div className="df-modal-backdrop" style={{ zIndex: 999 + layer }}>
      {box}
    </div>
  ) : (
    box
  );
}
