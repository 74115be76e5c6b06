import type { EngineWidgetProps } from '../../form/form-context';
import { LineField } from '../LineField/LineField';

/** The widget of a document's lines column (a column whose metadata carries `line_table`). */
export function LineTableWidget(props: EngineWidgetProps) {
  return <LineField {...props} />;
}
