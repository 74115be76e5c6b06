import type { EngineFormContext, EngineWidgetProps } from '../form/form-context';
import type { FieldOptions } from '../schema/translate';

/** What the line field tells a theme widget it renders outside a form (cell editors, dialog, totals). */
export interface OwnWidgetProps {
  id: string;
  label: string;
  value: unknown;
  options: FieldOptions;
  onChange: (value: unknown) => void;
  required?: boolean;
  autofocus?: boolean;
  /** What the widget may read of a form (a select's up column, known texts). */
  formContext?: Partial<EngineFormContext>;
}

/** The props of an engine widget rendered by the line field: RJSF's shape, with no RJSF form around it. */
export function widgetProps(p: OwnWidgetProps): EngineWidgetProps {
  return {
    id: p.id,
    name: p.id,
    label: p.label,
    value: p.value === '' || p.value === null ? undefined : p.value,
    options: p.options,
    required: Boolean(p.required),
    disabled: false,
    readonly: false,
    autofocus: Boolean(p.autofocus),
    placeholder: '',
    schema: {},
    uiSchema: {},
    rawErrors: [],
    registry: { formContext: { formData: {}, displays: {}, ...p.formContext } },
    onChange: p.onChange,
    onBlur: () => undefined,
    onFocus: () => undefined,
  } as unknown as EngineWidgetProps;
}
