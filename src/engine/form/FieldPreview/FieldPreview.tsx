import { useMemo, useState } from 'react';
import type { ColumnMeta, LineError } from '../../../../domain/api/contract';
import type { Rule } from '../../../../domain/rules';
import { EngineProvider } from '../../engine-context';
import type { LinesDefinition } from '../../../../domain/pages/lines.types';
import { ModalHost } from '../../page/modals/ModalHost/ModalHost';
import type { TableClient } from '../../../services/tables';
import { translate, type Layout } from '../../schema/translate';
import { clearDependents, type FormValues } from '../../schema/values';
import { DefterForm } from '../DefterForm/DefterForm';
import type { FieldErrorMap } from '../form-context';

/** Props of FieldPreview. */
export interface FieldPreviewProps {
  table: string;
  columns: ColumnMeta[];
  tables: TableClient;
  formData?: FormValues;
  displays?: Record<string, string>;
  extraErrors?: FieldErrorMap;
  disabled?: boolean;
  /** Every field read-only (the value shown, not editable; stories' ReadOnly state). */
  readonly?: boolean;
  layout?: Layout;
  /** A document's line grid (the page definition's `lines`) and rules (the line rules run per row). */
  lines?: LinesDefinition;
  rules?: readonly Rule[];
  /** The server's line errors by lines column, shown on their cells. */
  lineErrors?: Record<string, LineError[]>;
  onChange?: (formData: FormValues) => void;
  onSubmit?: (formData: FormValues) => void;
}

/**
 * A themed form over a few columns (stories and widget tests): the engine's form without a page, with the
 * modal host (a select's record buttons open their modal over the same table client).
 */
export function FieldPreview(props: FieldPreviewProps) {
  const { table, columns, tables, layout = 'stacked', lines, rules } = props;
  const { readonly } = props;
  const { schema, uiSchema } = useMemo(() => {
    const translated = translate(columns, { table, layout, lines, rules });
    // The root's ui:readonly reaches every field (RJSF passes an object's readonly down to its properties).
    return readonly
      ? { ...translated, uiSchema: { ...translated.uiSchema, 'ui:readonly': true } }
      : translated;
  }, [columns, table, layout, lines, rules, readonly]);
  const [formData, setFormData] = useState<FormValues>(props.formData ?? {});
  return (
    <EngineProvider tables={tables}>
      <DefterForm
        schema={schema}
        uiSchema={uiSchema}
        formData={formData}
        displays={props.displays}
        extraErrors={props.extraErrors}
        lineErrors={props.lineErrors}
        disabled={props.disabled}
        onChange={(next) => {
          const cleared = clearDependents(formData, next, columns);
          setFormData(cleared);
          props.onChange?.(cleared);
        }}
        onSubmit={(data) => props.onSubmit?.(data)}
      />
      <ModalHost />
    </EngineProvider>
  );
}
