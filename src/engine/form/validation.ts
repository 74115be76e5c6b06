import { customizeValidator } from '@rjsf/validator-ajv8';
import type { CustomValidator, ErrorTransformer, RJSFSchema } from '@rjsf/utils';
import Decimal from 'decimal.js';
import { validation } from '../../../domain/messages';
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

/** Smallest / largest value of numeric columns, compared as decimals (never floats). */
export const decimalLimits: CustomValidator<FormValues> = (formData, errors, uiSchema) => {
  for (const [name, ui] of Object.entries(uiSchema ?? {})) {
    const o = (ui as { 'ui:options'?: FieldOptions } | undefined)?.['ui:options'];
    const v = formData?.[name];
    if (!o || (o.min == null && o.max == null) || v === undefined || !/^-?\d+(\.\d+)?$/.test(String(v)))
      continue;
    const d = new Decimal(String(v));
    const title = o.labelText ?? name;
    const field = (errors as unknown as Record<string, { addError(m: string): void }>)[name];
    if (o.min != null && d.lessThan(o.min)) field?.addError(validation.minValue(title, o.min));
    if (o.max != null && d.greaterThan(o.max)) field?.addError(validation.maxValue(title, o.max));
  }
  return errors;
};
