import { useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useDialogKeys } from '../../../engine/popups/useDialogKeys';
import { dataTexts } from '../shell-data.texts';
import '../shell-data.css';

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
  const onKeyDown = useDialogKeys(box, { onClose });

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
