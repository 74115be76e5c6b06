import { useEffect, useId, useRef, useState, type ReactNode } from 'react';

/** How long the pointer or focus rests on a control before its tooltip shows (000 §9). */
export const TOOLTIP_DELAY_MS = 500;

/** Props of IconButton. */
export interface IconButtonProps {
  /** The accessible name, also shown as the tooltip. */
  label: string;
  onClick: () => void;
  children: ReactNode;
  disabled?: boolean;
  className?: string;
  /** Keeps the focus where it is on a mouse click (buttons beside a text input). */
  keepFocus?: boolean;
  [aria: `aria-${string}`]: string | boolean | undefined;
}

/** A small button with an icon, its name as aria-label and a tooltip after 500 ms of hover or focus. */
export function IconButton({
  label,
  onClick,
  children,
  disabled,
  className,
  keepFocus,
  ...aria
}: IconButtonProps) {
  const tipId = useId();
  const [shown, setShown] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const show = () => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setShown(true), TOOLTIP_DELAY_MS);
  };
  const hide = () => {
    clearTimeout(timer.current);
    setShown(false);
  };
  useEffect(() => () => clearTimeout(timer.current), []);
  return (
    <span className="df-iconbtn">
      <button
        type="button"
        className={`df-iconbtn__button ${className ?? ''}`}
        aria-label={label}
        disabled={disabled}
        onClick={onClick}
        onMouseDown={keepFocus ? (e) => e.preventDefault() : undefined}
        onMouseEnter={show}
        onMouseLeave={hide}
        onFocus={show}
        onBlur={hide}
        onKeyDown={(e) => {
          if (e.key !== 'Escape' || !shown) return;
          e.stopPropagation();
          hide();
        }}
        {...aria}
      >
        {children}
      </button>
      {shown && (
        <span id={tipId} role="tooltip" className="df-tooltip">
          {label}
        </span>
      )}
    </span>
  );
}
