import type { EngineWidgetProps } from '../../form-context';
import { inputAria } from '../../form-context';

/** Single-line input for text, phone, password, e-mail, date (YYYY-MM-DD) and time columns. */
export function TextWidget(props: EngineWidgetProps) {
  const { id, value, options, disabled, readonly, autofocus, placeholder, onChange, onBlur, onFocus } = props;
  const type = options.inputType ?? 'text';
  return (
    <input
      id={id}
      name={id}
      className="df-input"
      type={type}
      step={type === 'time' || type === 'datetime-local' ? 1 : undefined}
      value={value ?? ''}
      maxLength={
        type === 'text' || type === 'tel' || type === 'email' || type === 'password'
          ? options.maxLength
          : undefined
      }
      placeholder={placeholder}
      disabled={disabled}
      readOnly={readonly}
      autoFocus={autofocus}
      autoComplete="off"
      {...inputAria(props)}
      onChange={(e) => onChange(e.target.value === '' ? undefined : e.target.value)}
      onBlur={(e) => onBlur(id, e.target.value)}
      onFocus={(e) => onFocus(id, e.target.value)}
    />
  );
}
