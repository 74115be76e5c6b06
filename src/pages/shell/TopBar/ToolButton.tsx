import type { ReactNode } from 'react';
import { useTooltip } from '../../../engine/popups/Tooltip';

export { TOOLTIP_DELAY_MS } from '../../../engine/popups/Tooltip';

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
  const tip = useTooltip(label, { className: 'tooltip', placement: 'bottom-end' });
  return (
    <span className="tool-button">
      <button
        type="button"
        className="btn btn--icon top-bar__tool"
        aria-label={label}
        {...tip.reference({
          onClick: () => {
            tip.hide();
            onClick();
          },
        })}
      >
        {children}
      </button>
      {tip.tooltip}
    </span>
  );
}
