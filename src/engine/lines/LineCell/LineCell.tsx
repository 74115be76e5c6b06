import type { CustomCellRendererProps } from 'ag-grid-react';
import type { LineStore } from '../line-store';
import { linesTexts } from '../texts';
import type { LineRow } from '../../../../domain/pages/lines.types';

/** What the grid gives the cell renderer besides AG Grid's props. */
export interface LineCellParams {
  store: LineStore;
  /** Opens the add-tax dialog of the row (the other-taxes column only). */
  onTaxes?: (rowId: string) => void;
}

/**
 * A line cell at rest: the value as text (select texts, tr-TR numbers), and under it the cell's error
 * ("Bu alan zorunludur.", a server line error). The other-taxes cell also has its "Vergi Ekle" button.
 */
export function LineCell(props: CustomCellRendererProps<LineRow> & LineCellParams) {
  const { data, colDef, valueFormatted, value, store, onTaxes, node } = props;
  if (!data || !colDef?.field) return null;
  const error = store.cellError(data.__id, colDef.field);
  const shown = valueFormatted ?? (value === undefined || value === null ? '' : String(value));
  const line = (node.rowIndex ?? 0) + 1;
  return (
    <span className={`df-line-cell${error ? ' has-error' : ''}`} title={error ?? undefined}>
      <span className="df-line-cell__value">{shown}</span>
      {onTaxes && (
        <button
          type="button"
          className="df-line-cell__button"
          tabIndex={-1}
          aria-label={linesTexts.taxesOf(line)}
          onClick={() => onTaxes(data.__id)}
        >
          {linesTexts.addTax}
        </button>
      )}
      {error && <span className="df-line-cell__error">{error}</span>}
    </span>
  );
}
