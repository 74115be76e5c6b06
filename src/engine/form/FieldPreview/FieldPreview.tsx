import { useMemo, useState } from 'react';
import type { ColumnMeta } from '../../../../domain/api/contract';
import { EngineProvider } from '../../engine-context';
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
  layout?: Layout;
  onChange?: (formData: FormValues) => void;
  onSubmit?: (formData: FormValues) => void;
}

/**
 * A themed form over a few columns (stories and widget tests): the engine's form without a page, with the
 * modal host (a select's record buttons open their modal over the same table client).
 */
export function FieldPreview(props: FieldPreviewProps) {
  const { table, columns, tables, layout = 'stacked' } = props;
  const { schema, uiSchema } = useMemo(() => translate(columns, { table, layout }), [columns, table, layout]);
  const [formData, setFormData] = useState<FormValues>(props.formData ?? {});
  return (
    <EngineProvider tables={tables}>
      <DefterForm
        schema={schema}
        uiSchema={uiSchema}
        formData={formData}
        displays={props.displays}
        extraErrors={props.extraErrors}
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
