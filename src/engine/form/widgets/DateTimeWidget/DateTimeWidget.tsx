import type { FactoryArg } from 'imask';
import { fromDisplayDateTime, shortcutValue, toDisplayDateTime } from '../../../schema/dates';
import type { EngineWidgetProps } from '../../form-context';
import { inputAria } from '../../form-context';
import { DateMenu } from '../_parts/DateMenu';
import { useMaskedInput } from '../_parts/useMaskedInput';

const MASK: FactoryArg = { mask: '00.00.0000 00:00:00', lazy: true };

/** The text a datetime input shows: DD.MM.YYYY HH:mm:ss, or what the user is still typing. */
export const shownDateTime = (value: unknown) =>
  value === undefined || value === null ? '' : toDisplayDateTime(value) || String(value);

/**
 * Date and time shown 'DD.MM.YYYY HH:mm:ss', kept 'YYYY-MM-DDTHH:mm:ss' (sent 'YYYY-MM-DD HH:mm:ss'), with
 * the date shortcuts at the current time of day.
 */
export function DateTimeWidget(props: EngineWidgetProps) {
  const { id, value, options, disabled, readonly, autofocus, onChange, onBlur, onFocus } = props;
  const { ref } = useMaskedInput(
    MASK,
    shownDateTime(value),
    (typed) => onChange(typed === '' ? undefined : (fromDisplayDateTime(typed) ?? typed)),
    'masked',
  );
  return (
    <span className="df-affix">
      <input
        ref={ref}
        id={id}
        name={id}
        className="df-input df-datetime"
        type="text"
        inputMode="numeric"
        defaultValue={shownDateTime(value)}
        placeholder="GG.AA.YYYY SS:DD:ss"
        disabled={disabled}
        readOnly={readonly}
        autoFocus={autofocus}
        autoComplete="off"
        {...inputAria(props)}
        onBlur={() => onBlur(id, value)}
        onFocus={() => onFocus(id, value)}
      />
      <DateMenu
        label={options.labelText}
        disabled={disabled || readonly}
        onPick={(s) => onChange(shortcutValue(s, true))}
      />
    </span>
  );
}
