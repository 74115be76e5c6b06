import { useState } from 'react';
import type { EngineWidgetProps } from '../../form-context';
import { inputAria } from '../../form-context';
import { formatAmount } from '../../../schema/format';
import { acceptDecimal, finishDecimal } from './decimal-input';

/**
 * Decimal input for numeric and money columns. The value is always a decimal STRING with a dot
 * ('1234.56'), never a JS number; a typed comma turns into a dot. Money shows tr-TR grouping and ₺
 * when the field is not being edited.
 */
export function NumericWidget(props: EngineWidgetProps) {
  const { id, value, options, disabled, readonly, autofocus, placeholder, onChange, onBlur, onFocus } = props;
  const [focused, setFocused] = useState(false);
  const raw = value === undefined || value === null ? '' : String(value);
  const scale = options.scale ?? 4;
  const shown = options.money && !focused ? formatAmount(raw, scale) : raw;
  return (
    <span className={options.money ? 'df-number df-number--money' : 'df-number'}>
      <input
        id={id}
        name={id}
        className="df-input df-number__input"
        type="text"
        inputMode="decimal"
        value={shown}
        maxLength={options.maxLength}
        placeholder={placeholder}
        disabled={disabled}
        readOnly={readonly}
        autoFocus={autofocus}
        autoComplete="off"
        {...inputAria(props)}
        onChange={(e) => {
          const next = acceptDecimal(e.target.value, scale);
          if (next !== null) onChange(next === '' ? undefined : next);
        }}
        onFocus={() => {
          setFocused(true);
          onFocus(id, raw);
        }}
        onBlur={() => {
          setFocused(false);
          const done = finishDecimal(raw);
          if (done !== (raw === '' ? undefined : raw)) onChange(done);
          onBlur(id, done);
        }}
      />
      {options.money && (
        <span className="df-number__suffix" aria-hidden="true">
          ₺
        </span>
      )}
    </span>
  );
}
