import type { FactoryArg } from 'imask';
import { useRef } from 'react';
import { fromDisplayDate, shortcutValue, toDisplayDate } from '../../../schema/dates';
import type { EngineWidgetProps } from '../../form-context';
import { inputAria } from '../../form-context';
import { DateMenu } from '../_parts/DateMenu';
import { useMaskedInput } from '../_parts/useMaskedInput';

const MASK: FactoryArg = { mask: '00.00.0000', lazy: true };

/** The text a date input shows for a form value: DD.MM.YYYY, or what the user is still typing. */
export const shownDate = (value: unknown) =>
  value === undefined || value === null ? '' : toDisplayDate(value) || String(value);

/**
 * Date input shown DD.MM.YYYY and kept YYYY-MM-DD (001 §5.1), with the shortcut menu and the browser's
 * calendar. An incomplete or impossible date stays in the form as typed, so the form refuses to save it.
 */
export function DateWidget(props: EngineWidgetProps) {
  const { id, value, options, disabled, readonly, autofocus, onChange, onBlur, onFocus } = props;
  const picker = useRef<HTMLInputElement>(null);
  const { ref } = useMaskedInput(
    MASK,
    shownDate(value),
    (typed) => onChange(typed === '' ? undefined : (fromDisplayDate(typed) ?? typed)),
    'masked',
  );
  const locked = disabled || readonly;
  return (
    <span className="df-affix">
      <input
        ref={ref}
        id={id}
        name={id}
        className="df-input df-date"
        type="text"
        inputMode="numeric"
        defaultValue={shownDate(value)}
        placeholder="GG.AA.YYYY"
        disabled={disabled}
        readOnly={readonly}
        autoFocus={autofocus}
        autoComplete="off"
        {...inputAria(props)}
        onBlur={() => onBlur(id, value)}
        onFocus={() => onFocus(id, value)}
      />
      <input
        ref={picker}
        type="date"
        className="df-picker"
        tabIndex={-1}
        aria-hidden="true"
        disabled={locked}
        value={typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : ''}
        onChange={(e) => e.target.value && onChange(e.target.value)}
      />
      <DateMenu
        label={options.labelText}
        disabled={locked}
        onPick={(s) => onChange(shortcutValue(s, false))}
        onCalendar={() => picker.current?.showPicker?.()}
      />
    </span>
  );
}
