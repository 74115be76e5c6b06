import { MONTH_NAMES } from '../../../schema/field-data';
import type { EngineWidgetProps } from '../../form-context';
import { inputAria } from '../../form-context';
import { widgetTexts } from '../_parts/texts';

/** Month picker 1–12 with the Turkish month names (001 §5.1); the value is '1' … '12'. */
export function MonthWidget(props: EngineWidgetProps) {
  const { id, value, disabled, readonly, autofocus, onChange, onBlur, onFocus } = props;
  const current = value === undefined || value === null ? '' : String(Number(value) || '');
  return (
    <select
      id={id}
      name={id}
      className="df-input df-month"
      value={current}
      disabled={disabled || readonly}
      autoFocus={autofocus}
      {...inputAria(props)}
      onChange={(e) => onChange(e.target.value === '' ? undefined : e.target.value)}
      onBlur={() => onBlur(id, value)}
      onFocus={() => onFocus(id, value)}
    >
      <option value="">{widgetTexts.chooseMonth}</option>
      {MONTH_NAMES.map((name, i) => (
        <option key={name} value={String(i + 1)}>
          {name}
        </option>
      ))}
    </select>
  );
}
