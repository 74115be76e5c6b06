import type { FactoryArg } from 'imask';
import { useEffect, useMemo, useState } from 'react';
import { useTables } from '../../../engine-context';
import { DEFAULT_PHONE_MASK, PHONE_COUNTRY_COLUMN, phonePattern } from '../../../schema/masks';
import type { EngineWidgetProps } from '../../form-context';
import { inputAria, useFormValue } from '../../form-context';
import { useMaskedInput } from '../_parts/useMaskedInput';
import { countryPhoneMask } from './phone-masks';

/** The form field whose country the phone mask follows (the server reads the record's mask the same way). */
export const COUNTRY_FIELD = PHONE_COUNTRY_COLUMN;

/**
 * Phone input masked by the country of the form's `ulkeler_id` (Türkiye's '+90 (###) ### ## ##' by
 * default, 000 §9). The form keeps the text as shown, '+90 (216) 555 12 34'.
 */
export function PhoneWidget(props: EngineWidgetProps) {
  const { id, value, disabled, readonly, autofocus, placeholder, onChange, onBlur, onFocus } = props;
  const tables = useTables();
  const country = useFormValue(props.registry.formContext, COUNTRY_FIELD);
  const countryKey = typeof country === 'string' || typeof country === 'number' ? String(country) : '';
  const [phoneMask, setPhoneMask] = useState(DEFAULT_PHONE_MASK);
  useEffect(() => {
    let live = true;
    void countryPhoneMask(tables, countryKey).then((m) => live && setPhoneMask(m));
    return () => {
      live = false;
    };
  }, [tables, countryKey]);
  const opts = useMemo(() => ({ mask: phonePattern(phoneMask), lazy: true }) as FactoryArg, [phoneMask]);
  const raw = value === undefined || value === null ? '' : String(value);
  const { ref } = useMaskedInput(opts, raw, (next) => onChange(next === '' ? undefined : next), 'masked');
  return (
    <input
      ref={ref}
      id={id}
      name={id}
      className="df-input"
      type="tel"
      inputMode="tel"
      defaultValue={raw}
      placeholder={placeholder || phoneMask}
      disabled={disabled}
      readOnly={readonly}
      autoFocus={autofocus}
      autoComplete="off"
      {...inputAria(props)}
      onBlur={() => onBlur(id, value)}
      onFocus={() => onFocus(id, value)}
    />
  );
}
