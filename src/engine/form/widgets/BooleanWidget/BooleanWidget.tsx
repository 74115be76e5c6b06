import type { EngineWidgetProps } from '../../form-context';
import { inputAria } from '../../form-context';
import { texts } from '../../../texts';

/** On/off switch; the value is '1' or '0' as the contract encodes booleans. */
export function BooleanWidget(props: EngineWidgetProps) {
  const { id, value, disabled, readonly, autofocus, onChange, onBlur, onFocus } = props;
  const on = String(value) === '1';
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
        {on ? texts.yes : texts.no}
      </span>
    </span>
  );
}
