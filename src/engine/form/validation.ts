import { customizeValidator } from '@rjsf/validator-ajv8';
import type { CustomValidator, ErrorTransformer, RJSFSchema } from '@rjsf/utils';
import { validation } from '../../../domain/messages';
import { brokenDateLimit } from '../schema/dates';
import { numberLimitError } from '../schema/limits';
import { parseJson } from '../schema/json';
import type { FieldOptions } from '../schema/translate';
import type { FormValues } from '../schema/values';

/** The ajv validator of every engine form. */
export const validator = customizeValidator<FormValues>();

/** ajv's English errors → the spec's Turkish texts (002 §5), with the field's label. */
export function turkishErrors(schema: RJSFSchema): ErrorTransformer<FormValues> {
  return (errors) =>
    errors.map((e) => {
      const name =
        e.name === 'required'
          ? String(e.params?.missingProperty ?? '')
          : (e.property ?? '').replace(/^\./, '');
      const title = (schema.properties?.[name] as RJSFSchema | undefined)?.title ?? e.title ?? name;
      let message: string;
      switch (e.name) {
        case 'required':
        case 'contains':
          // `contains` is how translate() makes a list (multiselect, files) required.
          message = validation.required(title);
          break;
        case 'maxLength':
          message = validation.maxLength(title, e.params?.limit);
          break;
        case 'minLength':
          message = validation.minLength(title, e.params?.limit);
          break;
        case 'enum':
          message = validation.invalidChoice(title);
          break;
        default:
          message = validation.invalid(title);
      }
      return { ...e, property: e.name === 'required' ? `.${name}` : e.property, message, stack: message };
    });
}

/**
 * Checks beyond JSON Schema, per field's `ui:options`: smallest / largest value of numeric columns and what their
 * numeric(precision, scale) holds, compared as decimals (never floats), dates not before / after now (001 §5.1),
 * JSON text that parses.
 */
export const fieldLimits: CustomValidator<FormValues> = (formData, errors, uiSchema) => {
  for (const [name, ui] of Object.entries(uiSchema ?? {})) {
    const o = (ui as { 'ui:options'?: FieldOptions } | undefined)?.['ui:options'];
    const v = formData?.[name];
    if (!o || v === undefined || v === null || v === '' || typeof v === 'object') continue;
    const field = (errors as unknown as Record<string, { addError(m: string): void }>)[name];
    const title = o.labelText ?? name;
    const text = String(v);
    const limit = numberLimitError(title, text, o);
    if (limit) field?.addError(limit);
    if (o.dateLimit && /^\d{4}-\d{2}-\d{2}/.test(text)) {
      const broken = brokenDateLimit(text, o.dateLimit);
      if (broken === 'notBefore') field?.addError(validation.notBeforeNow(title));
      if (broken === 'notAfter') field?.addError(validation.notAfterNow(title));
    }
    if (o.kind === 'jsonb' && !parseJson(text).ok) field?.addError(validation.json(title));
  }
  return errors;
};

/** The earlier name of fieldLimits (DefterForm passes it as customValidate). */
export const decimalLimits = fieldLimits;
