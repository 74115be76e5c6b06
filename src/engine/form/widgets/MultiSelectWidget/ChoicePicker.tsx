import { useState, type KeyboardEvent } from 'react';
import { useTables } from '../../../engine-context';
import type { FieldOptions } from '../../../schema/translate';
import { OptionList } from '../SelectWidget/OptionList';
import { useSelectOptions, type SelectOption } from '../SelectWidget/useSelectOptions';

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
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(-1);
  const source = {
    tables,
    table: options.table,
    column: options.column,
    staticOptions: options.staticOptions,
  };
  const { items, loading, more, loadMore } = useSelectOptions(source, query, open);
  const listId = `${id}__listbox`;
  const optionId = (i: number) => `${id}__option_${i}`;
  const locked = disabled || readonly;

  const close = () => {
    setOpen(false);
    setQuery('');
    setActive(-1);
  };
  const move = (step: 1 | -1) => {
    if (!items.length) return;
    if (step > 0 && active === items.length - 1 && more) loadMore();
    let i = active;
    for (let n = 0; n < items.length; n++) {
      i = (i + step + items.length) % items.length;
      if (!items[i].disabled) break;
    }
    setActive(i);
    document.getElementById(optionId(i))?.scrollIntoView?.({ block: 'nearest' });
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      if (!open) setOpen(true);
      else move(e.key === 'ArrowDown' ? 1 : -1);
    } else if (e.key === 'Enter' && open) {
      e.preventDefault();
      const o = items[active];
      if (o && !o.disabled) onToggle(o);
    } else if (e.key === 'Escape' && open) {
      e.preventDefault();
      close();
    } else if (e.key === 'Backspace' && query === '') onRemoveLast();
    else if (e.key === 'Tab') close();
  };

  return (
    <div className="df-select">
      <div className="df-select__box">
        <input
          id={id}
          name={id}
          className="df-input df-select__input"
          type="text"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={listId}
          aria-activedescendant={open && active >= 0 ? optionId(active) : undefined}
          value={query}
          placeholder={placeholder}
          disabled={disabled}
          readOnly={readonly}
          autoComplete="off"
          {...aria}
          onChange={(e) => {
            setQuery(e.target.value);
            setActive(-1);
            setOpen(true);
          }}
          onClick={() => !locked && setOpen(true)}
          onKeyDown={locked ? undefined : onKeyDown}
          onFocus={props.onFocus}
          onBlur={() => {
            close();
            props.onBlur();
          }}
        />
      </div>
      {open && (
        <OptionList
          id={listId}
          optionId={optionId}
          items={items}
          active={active}
          loading={loading}
          more={more}
          loadMore={loadMore}
          multiselectable
          isSelected={(o) => chosen.has(String(o.id))}
          onPick={onToggle}
        />
      )}
    </div>
  );
}
