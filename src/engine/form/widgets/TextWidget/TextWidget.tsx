import type { EngineWidgetProps } from '../../form-context';
import { inputAria } from '../../form-context';
import { FieldHint, hintId, useHint } from '../_parts/FieldHint';

/** Single-line text input (string columns without a mask; e-mail addresses). */
export function TextWidget(props: EngineWidgetProps) {
  const { id, value, options, disabled, readonly, autofocus, placeholder, onChange, onBlur, onFocus } = props;
  const hint = useHint(props);
  return (
    <>
      <input
        id={id}
        name={id}
        className="df-input"
        type={options.inputType === 'email' ? 'email' : 'text'}
        value={value ?? ''}
        maxLength={options.maxLength}
        placeholder={placeholder || options.placeholder}
        disabled={disabled}
        readOnly={readonly}
        autoFocus={autofocus}
        autoComplete="off"
        {...inputAria(props, hint ? hintId(id) : undefined)}
        onChange={(e) => onChange(e.target.value === '' ? undefined : e.target.value)}
        onBlur={(e) => onBlur(id, e.target.value)}
        onFocus={(e) => onFocus(id, e.target.value)}
      />
      <FieldHint id={id} text={hint} />
    </>
  );
}
