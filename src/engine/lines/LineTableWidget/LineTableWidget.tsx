import { ui } from '../../../../domain/messages';
import { chunkComponent } from '../../chunk';
import { inputAria, type EngineWidgetProps } from '../../form/form-context';
import { loadLineField } from '../chunk';

// AG Grid and the line grid load with the first form that has lines (its route preloads them), not with every form.
const LineField = chunkComponent(
  loadLineField,
  (m) => m.LineField,
  <p role="status" className="df-lines__loading">
    {ui.loading}
  </p>,
);

/**
 * The widget of a document's lines column (a column whose metadata carries `line_table`). The field's id names
 * the whole field — grid, buttons and totals — as a group: its label names it, and its error and the grid's key
 * help describe it, as they do a single control.
 */
export function LineTableWidget(props: EngineWidgetProps) {
  const { 'aria-describedby': describedBy, 'aria-invalid': invalid } = inputAria(props);
  return (
    <div
      id={props.id}
      className="df-lines-field"
      role="group"
      aria-label={props.label}
      aria-describedby={describedBy}
      aria-invalid={invalid}
    >
      <LineField {...props} />
    </div>
  );
}
