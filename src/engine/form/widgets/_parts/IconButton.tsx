import type { ReactNode } from 'react';
import { useTooltip } from '../../../popups/Tooltip';

export { TOOLTIP_DELAY_MS } from '../../../popups/Tooltip';

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

/** A small button with an icon, its name as aria-label and a tooltip (useTooltip) after 500 ms of hover or focus. */
export function IconButton({
  label,
  onClick,
  children,
  disabled,
  className,
  keepFocus,
  ...aria
}: IconButtonProps) {
  const tip = useTooltip(label);
  return (
    <span className="df-iconbtn">
      <button
        type="button"
        className={`df-iconbtn__button ${className ?? ''}`}
        aria-label={label}
        disabled={disabled}
        {...tip.reference({ onClick, onMouseDown: keepFocus ? (e) => e.preventDefault() : undefined })}
        {...aria}
      >
        {children}
      </button>
      {tip.tooltip}
    </span>
  );
}
