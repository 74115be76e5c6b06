import IMask, { type FactoryArg } from 'imask';
import type { EngineWidgetProps } from '../../form-context';
import { inputAria } from '../../form-context';
import { useMaskedInput } from '../_parts/useMaskedInput';

const range = (to: number) => ({ mask: IMask.MaskedRange, from: 0, to, maxLength: 2 });
const MASK: FactoryArg = {
  mask: 'HH:mm:ss',
  lazy: true,
  blocks: { HH: range(23), mm: range(59), ss: range(59) },
} as FactoryArg;

/** Time input HH:mm:ss (001 §5.1): hours 00–23, minutes and seconds 00–59; 'HH:mm' is completed with ':00'. */
export function TimeWidget(props: EngineWidgetProps) {
  const { id, value, disabled, readonly, autofocus, onChange, onBlur, onFocus } = props;
  const raw = value === undefined || value === null ? '' : String(value);
  const { ref } = useMaskedInput(MASK, raw, (typed) => onChange(typed === '' ? undefined : typed), 'masked');
  return (
    <input
      ref={ref}
      id={id}
      name={id}
      className="df-input df-time"
      type="text"
      inputMode="numeric"
      defaultValue={raw}
      placeholder="SS:DD:ss"
      disabled={disabled}
      readOnly={readonly}
      autoFocus={autofocus}
      autoComplete="off"
      {...inputAria(props)}
      onBlur={() => {
        if (/^\d{2}:\d{2}$/.test(raw)) onChange(`${raw}:00`);
        onBlur(id, value);
      }}
      onFocus={() => onFocus(id, value)}
    />
  );
}
