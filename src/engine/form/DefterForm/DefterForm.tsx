import { withTheme } from '@rjsf/core';
import type { ErrorSchema, RJSFSchema, RJSFValidationError, UiSchema } from '@rjsf/utils';
import { useMemo } from 'react';
import type { FormValues } from '../../schema/values';
import type { EngineFormContext, FieldErrorMap } from '../form-context';
import { createDefterTheme } from '../theme';
import { decimalLimits, turkishErrors, validator } from '../validation';

const ThemedForm = withTheme<FormValues, RJSFSchema, EngineFormContext>(createDefterTheme());

/** Props of the engine's form: the translated schema, the data, and the server's field errors. */
export interface DefterFormProps {
  schema: RJSFSchema;
  uiSchema: UiSchema;
  formData: FormValues;
  displays?: Record<string, string>;
  saving?: boolean;
  disabled?: boolean;
  /** Server field errors, `{col: {__errors: [text]}}`. */
  extraErrors?: FieldErrorMap;
  onChange: (formData: FormValues, fieldId?: string) => void;
  onSubmit: (formData: FormValues) => void;
  /** Client validation stopped the submit (one entry per failing field). */
  onError?: (errors: RJSFValidationError[]) => void;
}

/** RJSF with the Defter theme, ajv, Turkish messages, no HTML5 validation and no error list on top. */
export function DefterForm(props: DefterFormProps) {
  const { schema, uiSchema, formData, displays, saving, disabled, extraErrors, onChange, onSubmit, onError } =
    props;
  const transformErrors = useMemo(() => turkishErrors(schema), [schema]);
  const formContext = useMemo(
    () => ({ formData, displays: displays ?? {}, saving }),
    [formData, displays, saving],
  );
  return (
    <ThemedForm
      schema={schema}
      uiSchema={uiSchema as UiSchema<FormValues, RJSFSchema, EngineFormContext>}
      formData={formData}
      formContext={formContext}
      disabled={disabled}
      validator={validator}
      noHtml5Validate
      showErrorList={false}
      transformErrors={transformErrors}
      customValidate={decimalLimits}
      extraErrors={extraErrors as ErrorSchema<FormValues> | undefined}
      onChange={(e, id) => onChange(e.formData ?? {}, id)}
      onSubmit={(e) => onSubmit(e.formData ?? {})}
      onError={onError}
    />
  );
}
