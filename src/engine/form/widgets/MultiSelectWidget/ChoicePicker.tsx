import { useTables } from '../../../engine-context';
import type { FieldOptions } from '../../../schema/translate';
import { useOptionCombobox } from '../SelectWidget/useOptionCombobox';
import type { SelectOption } from '../SelectWidget/useSelectOptions';

/** Props of ChoicePicker. */
export interface ChoicePickerProps {
  id: string;
  options: FieldOptions;
  /** The chosen ids, as strings. */
  chosen: ReadonlySet<string>;
  disabled?: boolean;
  readonly?: boolean;
  placeholder?: string;
  aria: Record<string, unknown>;
  /** An option was picked: add it, or remove it when already chosen. */
  onToggle: (option: SelectOption) => void;
  /** Backspace in the empty search: remove the last choice. */
  onRemoveLast: () => void;
  onFocus: () => void;
  onBlur: () => void;
}

/**
 * The search box of a multiselect: a combobox over getSelectColumnData (debounced, '***' when empty, pages on
 * scroll) whose list stays open while the user picks; chosen options are marked selected and a second pick
 * removes them.
 */
export function ChoicePicker(props: ChoicePickerProps) {
  const { id, options, chosen, disabled, readonly, placeholder, aria, onToggle, onRemoveLast } = props;
  const tables = useTables();
  const combobox = useOptionCombobox({
    id,
    source: { tables, table: options.table, column: options.column, staticOptions: options.staticOptions },
    multiple: true,
    locked: disabled || readonly,
    isSelected: (o) => chosen.has(String(o.id)),
    onPick: onToggle,
  });

  return (
    <div className="df-select">
      <div className="df-select__box" ref={combobox.anchor}>
        <input
          {...combobox.inputProps({
            name: id,
            className: 'df-input df-select__input',
            type: 'text',
            placeholder,
            disabled,
            readOnly: readonly,
            ...aria,
            'aria-labelledby': undefined,
            onKeyDown: (e) => {
              if (e.key === 'Backspace' && combobox.query === '' && !readonly) onRemoveLast();
            },
            onFocus: props.onFocus,
            onBlur: props.onBlur,
          })}
        />
      </div>
      {combobox.list}
    </div>
  );
}
