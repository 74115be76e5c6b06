import { ariaDescribedByIds, type WidgetProps } from '@rjsf/utils';
import type { FormValues } from '../schema/values';
import type { FieldOptions } from '../schema/translate';

/** What the engine puts in RJSF's formContext: the whole form data and the known relation texts. */
export interface EngineFormContext {
  formData: FormValues;
  /** Display text of a chosen relation, by column (from the edit load). */
  displays: Record<string, string>;
  saving?: boolean;
}

/** The engine's widget props: RJSF's, with our `ui:options`. */
export type EngineWidgetProps = WidgetProps<FormValues, any, EngineFormContext> & { options: FieldOptions };

/** Server field errors as the form shows them: the first message of each field. */
export type FieldErrorMap = Record<string, { __errors?: string[] }>;

/** ARIA attributes every input of the theme carries (required, invalid, described by help and error). */
export function inputAria(props: { id: string; required?: boolean; rawErrors?: string[] }, extra?: string) {
  return {
    'aria-required': props.required || undefined,
    'aria-invalid': props.rawErrors?.length ? true : undefined,
    'aria-describedby': [ariaDescribedByIds(props.id), extra].filter(Boolean).join(' '),
  };
}
