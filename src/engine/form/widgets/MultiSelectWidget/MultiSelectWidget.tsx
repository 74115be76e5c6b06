import type { EngineWidgetProps } from '../../form-context';
import { inputAria } from '../../form-context';
import { widgetTexts } from '../_parts/texts';
import { ChoicePicker } from './ChoicePicker';
import { useChoices } from './useChoices';

/**
 * multiselect: several records of the related table, shown as removable chips above a search box. The form
 * value is the list of ids; the wire gets it as a JSON string ('[3,7]').
 */
export function MultiSelectWidget(props: EngineWidgetProps) {
  const { id, value, options, disabled, readonly, placeholder, onBlur, onFocus } = props;
  const choices = useChoices(props);
  const locked = disabled || readonly;
  return (
    <div className="df-multi">
      {choices.ids.length > 0 && (
        <ul
          className="df-chips"
          aria-label={`${options.labelText}: ${widgetTexts.chosen(choices.ids.length)}`}
        >
          {choices.ids.map((v) => (
            <li key={String(v)} className="df-chip">
              <span>{choices.textOf(v)}</span>
              {!locked && (
                <button
                  type="button"
                  className="df-chip__remove"
                  aria-label={widgetTexts.remove(choices.textOf(v))}
                  onClick={() => choices.remove(v)}
                >
                  ×
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      <ChoicePicker
        id={id}
        options={options}
        chosen={choices.chosen}
        disabled={disabled}
        readonly={readonly}
        placeholder={placeholder}
        aria={inputAria(props)}
        onToggle={choices.toggle}
        onRemoveLast={() => choices.ids.length && choices.remove(choices.ids[choices.ids.length - 1])}
        onFocus={() => onFocus(id, value)}
        onBlur={() => onBlur(id, value)}
      />
    </div>
  );
}
