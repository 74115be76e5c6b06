import type { FactoryArg } from 'imask';
import { useMemo } from 'react';
import { MASK_DEFINITIONS } from '../../../schema/masks';
import type { EngineWidgetProps } from '../../form-context';
import { inputAria } from '../../form-context';
import { FieldHint, hintId, useHint } from '../_parts/FieldHint';
import { useMaskedInput } from '../_parts/useMaskedInput';

/**
 * imask options of a column mask: the placeholders of domain/masks (`0` a digit, `a` a letter, `#` a letter or
 * digit; the server checks the same), letters upper-cased when the mask says so.
 */
export function patternMask(pattern: string, upper?: boolean): FactoryArg {
  return {
    mask: pattern,
    lazy: true,
    definitions: { ...MASK_DEFINITIONS },
    ...(upper ? { prepareChar: (s: string) => s.toUpperCase() } : {}),
  } as FactoryArg;
}

/**
 * Text input with one of the spec's masks (masks.ts: TC / VKN, IBAN in groups of 4, invoice numbers…). The
 * form keeps what the user typed without the mask's fixed characters (IBAN 'TR33000…', no spaces).
 */
export function MaskedWidget(props: EngineWidgetProps) {
  const { id, value, options, disabled, readonly, autofocus, placeholder, onChange, onBlur, onFocus } = props;
  const raw = value === undefined || value === null ? '' : String(value);
  const pattern = options.mask?.pattern ?? '';
  const upper = options.mask?.upper;
  const opts = useMemo(() => (pattern ? patternMask(pattern, upper) : null), [pattern, upper]);
  const { ref } = useMaskedInput(opts, raw, (next) => onChange(next === '' ? undefined : next));
  const hint = useHint(props);
  return (
    <>
      <input
        ref={ref}
        id={id}
        name={id}
        className="df-input df-masked"
        type="text"
        inputMode={/^0+$/.test(pattern) ? 'numeric' : 'text'}
        defaultValue={raw}
        placeholder={placeholder || options.placeholder}
        disabled={disabled}
        readOnly={readonly}
        autoFocus={autofocus}
        autoComplete="off"
        spellCheck={false}
        {...inputAria(props, hint ? hintId(id) : undefined)}
        onBlur={() => onBlur(id, value)}
        onFocus={() => onFocus(id, value)}
      />
      <FieldHint id={id} text={hint} />
    </>
  );
}
