import type { CustomCellRendererProps } from 'ag-grid-react';
import { linesTexts } from '../texts';
import type { LineRow } from '../../../../domain/pages/lines.types';

/** The remove button of a line (the keyboard removes with Ctrl+Delete on any cell of the line). */
export function RemoveLineButton(
  props: CustomCellRendererProps<LineRow> & { onRemove: (rowId: string) => void },
) {
  const { data, node, onRemove } = props;
  if (!data) return null;
  return (
    <button
      type="button"
      className="df-line-remove"
      tabIndex={-1}
      aria-label={linesTexts.removeLineOf((node.rowIndex ?? 0) + 1)}
      title={linesTexts.removeLine}
      onClick={() => onRemove(data.__id)}
    >
      ×
    </button>
  );
}
