import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import type { ColumnMeta } from '../../../../domain/api/contract';
import type { RuleSet } from '../../../../domain/rules';
import type { RuleView } from '../../form/DefterForm/field-states';
import type { FormValues } from '../../schema/values';
import { adminTexts } from '../admin-texts';
import { JsonViewer } from '../JsonViewer/JsonViewer';
import { SaveTest } from '../SaveTest/SaveTest';
import './AdminPanel.css';

/** A searched decision keeps who made it, why, and what kind it is. */
const DECISION_NAMING = ['rule', 'note', 'branch', 'kind'];

/**
 * Admin mode under a form (002 §2): JSON viewers of the column metadata, the JSON Schema and uiSchema, the
 * page's rules and what they decided (field states, and each decision with the rule's id and note), the form
 * data; and the save-test.
 */
export function AdminPanel(props: {
  table: string;
  columns: ColumnMeta[];
  schema: RJSFSchema;
  uiSchema: UiSchema;
  rules: RuleSet;
  ruleView: RuleView;
  formData: FormValues;
  displays: Record<string, string>;
  onLoad: (data: FormValues, displays: Record<string, string>) => void;
}) {
  const { decisions, ...ruleState } = props.ruleView;
  return (
    <aside className="df-admin" aria-label={adminTexts.panel}>
      <h2 className="df-admin__title">{adminTexts.panel}</h2>
      <JsonViewer title={adminTexts.formData} value={props.formData} open />
      <JsonViewer title={adminTexts.columns} value={props.columns} />
      <JsonViewer title={adminTexts.schema} value={props.schema} />
      <JsonViewer title={adminTexts.uiSchema} value={props.uiSchema} />
      <JsonViewer title={adminTexts.rules} value={props.rules} />
      <JsonViewer title={adminTexts.ruleState} value={ruleState} />
      <JsonViewer title={adminTexts.decisions} value={decisions ?? []} naming={DECISION_NAMING} />
      <SaveTest table={props.table} data={props.formData} displays={props.displays} onLoad={props.onLoad} />
    </aside>
  );
}
