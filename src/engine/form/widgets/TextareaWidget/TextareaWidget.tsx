import type { EngineWidgetProps } from '../../form-context';
import { inputAria } from '../../form-context';
import { texts } from '../../../texts';

/** Multi-line text with a character counter (1000 characters unless the column says otherwise). */
export function TextareaWidget(props: EngineWidgetProps) {
  const { id, value, options, disabled, readonly, autofocus, placeholder, onChange, onBlur, onFocus } = props;
  const text = String(value ?? '');
  const max = options.maxLength ?? 1000;
  const counterId = `${id}__counter`;
  return (
    <div className="df-textarea">
      <textarea
        id={id}
        name={id}
        className="df-input df-textarea__input"
        rows={3}
        value={text}
        maxLength={max}
        placeholder={placeholder}
        disabled={disabled}
        readOnly={readonly}
        autoFocus={autofocus}
        {...inputAria(props, counterId)}
        onChange={(e) => onChange(e.target.value === '' ? undefined : e.target.value)}
        onBlur={(e) => onBlur(id, e.target.value)}
        onFocus={(e) => onFocus(id, e.target.value)}
      />
      <div id={counterId} className="df-textarea__counter" aria-live="polite">
        {texts.characters(text.length, max)}
      </div>
    </div>
  );
}
