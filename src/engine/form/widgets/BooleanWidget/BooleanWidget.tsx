import type { EngineWidgetProps } from '../../form-context';
import { inputAria } from '../../form-context';
import { texts } from '../../../texts';

/** The labels of a '1'/'0' field: the column's own (field-data.ts) or Evet / Hayır. */
export const toggleLabels = (options: EngineWidgetProps['options']) =>
  options.toggle ?? { on: texts.yes, off: texts.no };

/** On/off switch; the value is '1' or '0' as the contract encodes booleans, shown with the column's labels. */
export function BooleanWidget(props: EngineWidgetProps) {
  const { id, value, options, disabled, readonly, autofocus, onChange, onBlur, onFocus } = props;
  const on = String(value) === '1';
  const labels = toggleLabels(options);
  return (
    <span className="df-switch">
      <input
        id={id}
        name={id}
        type="checkbox"
        role="switch"
        className="df-switch__input"
        checked={on}
        disabled={disabled || readonly}
        autoFocus={autofocus}
        {...inputAria(props)}
        onChange={(e) => onChange(e.target.checked ? '1' : '0')}
        onBlur={() => onBlur(id, value)}
        onFocus={() => onFocus(id, value)}
      />
      <span className="df-switch__text" aria-hidden="true">
        {on ? labels.on : labels.off}
      </span>
    </span>
  );
}
