import type { FactoryArg } from 'imask';
import { useMemo } from 'react';
import type { EngineWidgetProps } from '../../form-context';
import { inputAria, useFormValue } from '../../form-context';
import { amountCurrency, currencySymbol } from '../../../schema/format';
import { FieldHint, hintId, useHint } from '../_parts/FieldHint';
import { useMaskedInput } from '../_parts/useMaskedInput';

/**
 * The imask options of a decimal input. Money reads tr-TR ('1.234,56', a typed dot becomes the decimal
 * comma, two decimals padded at rest); other numbers keep the dot and a typed comma becomes a dot (001 §5.1,
 * miktar). Unbounded min/max keep imask from rounding through a JS number: the value stays a decimal STRING.
 */
export function numberMask(o: { money?: boolean; scale?: number; maxDigits?: number }): FactoryArg {
  const limit = o.maxDigits ? Number('9'.repeat(o.maxDigits)) : Infinity;
  return {
    mask: Number,
    scale: o.scale ?? 4,
    radix: o.money ? ',' : '.',
    mapToRadix: o.money ? ['.'] : [','],
    thousandsSeparator: o.money ? '.' : '',
    padFractionalZeros: Boolean(o.money) && (o.scale ?? 4) > 0,
    normalizeZeros: true,
    min: o.maxDigits ? 0 : -Infinity,
    max: limit,
    autofix: false,
  } as FactoryArg;
}

/**
 * Decimal input for numeric and money columns (imask). The form value is always a decimal STRING with a
 * dot ('1234.56'), never a JS number; money shows tr-TR grouping and the form's currency symbol (₺, $, €).
 */
export function NumericWidget(props: EngineWidgetProps) {
  const { id, value, options, disabled, readonly, autofocus, placeholder, onChange, onBlur, onFocus } = props;
  const paraBirimi = useFormValue(props.registry?.formContext, options.money ? 'para_birimi_id' : undefined);
  const symbol = currencySymbol(amountCurrency(String(props.name ?? id), { para_birimi_id: paraBirimi }));
  const raw = value === undefined || value === null ? '' : String(value);
  const { money, scale, maxDigits } = options;
  const opts = useMemo(() => numberMask({ money, scale, maxDigits }), [money, scale, maxDigits]);
  const { ref } = useMaskedInput(opts, raw, (next) =>
    onChange(next === '' || next === '-' ? undefined : next),
  );
  const hint = useHint(props);
  return (
    <>
      <span className={money ? 'df-number df-number--money' : 'df-number'}>
        <input
          ref={ref}
          id={id}
          name={id}
          className="df-input df-number__input"
          type="text"
          inputMode="decimal"
          defaultValue={raw}
          maxLength={money ? undefined : options.maxLength}
          placeholder={placeholder || options.placeholder}
          disabled={disabled}
          readOnly={readonly}
          autoFocus={autofocus}
          autoComplete="off"
          {...inputAria(props, hint ? hintId(id) : undefined)}
          onBlur={() => onBlur(id, value)}
          onFocus={() => onFocus(id, value)}
        />
        {money && (
          <span className="df-number__suffix" aria-hidden="true">
            {symbol}
          </span>
        )}
      </span>
      <FieldHint id={id} text={hint} />
    </>
  );
}
