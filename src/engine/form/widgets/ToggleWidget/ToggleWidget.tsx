import type { EngineWidgetProps } from '../../form-context';
import { inputAria } from '../../form-context';
import { toggleLabels } from '../BooleanWidget/BooleanWidget';

/**
 * boolean:fastchange: both choices side by side (e.g. Alınan | Satılan), switched with one click or the
 * arrow keys; the value is '0' (first) or '1' (second).
 */
export function ToggleWidget(props: EngineWidgetProps) {
  const { id, value, options, disabled, readonly, autofocus, onChange, onBlur, onFocus } = props;
  const labels = toggleLabels(options);
  const current = String(value) === '1' ? '1' : '0';
  const aria = inputAria(props);
  return (
    <div
      id={id}
      role="radiogroup"
      className="df-toggle"
      aria-label={options.labelText}
      aria-required={aria['aria-required']}
      aria-invalid={aria['aria-invalid']}
      aria-describedby={aria['aria-describedby']}
    >
      {(['0', '1'] as const).map((v) => (
        <label key={v} className={`df-toggle__option${current === v ? ' is-on' : ''}`}>
          <input
            id={`${id}__${v}`}
            type="radio"
            name={id}
            value={v}
            checked={current === v}
            disabled={disabled || readonly}
            autoFocus={autofocus && v === current}
            onChange={() => onChange(v)}
            onBlur={() => onBlur(id, value)}
            onFocus={() => onFocus(id, value)}
          />
          <span>{v === '1' ? labels.on : labels.off}</span>
        </label>
      ))}
    </div>
  );
}
