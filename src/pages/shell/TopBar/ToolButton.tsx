import { useEffect, useRef, useState, type ReactNode } from 'react';

/** Milliseconds before a top-bar button's tooltip appears (spec 000 §9). */
export const TOOLTIP_DELAY_MS = 500;

/** An icon button of the top bar: its Turkish label is its accessible name and, after 500 ms, its tooltip. */
export function ToolButton({
  label,
  onClick,
  children,
}: {
  label: string;
  onClick: () => void;
  children: ReactNode;
}) {
  const [tip, setTip] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const show = () => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setTip(true), TOOLTIP_DELAY_MS);
  };
  const hide = () => {
    clearTimeout(timer.current);
    setTip(false);
  };
  useEffect(() => () => clearTimeout(timer.current), []);

  return (
    <span className="tool-button">
      <button
        type="button"
        className="btn btn--icon top-bar__tool"
        aria-label={label}
        onMouseEnter={show}
        onMouseLeave={hide}
        onFocus={show}
        onBlur={hide}
        onKeyDown={(e) => e.key === 'Escape' && hide()}
        onClick={() => {
          hide();
          onClick();
        }}
      >
        {children}
      </button>
      {tip && (
        <span role="tooltip" className="tooltip">
          {label}
        </span>
      )}
    </span>
  );
}
