import { useCombobox, type UseComboboxState, type UseComboboxStateChangeOptions } from 'downshift';
import { useState, type ChangeEvent } from 'react';
import { OptionList } from './OptionList';
import { useSelectOptions, type SelectOption, type SelectSource } from './useSelectOptions';

/** What a combobox over a select's options needs. */
export interface OptionComboboxArgs {
  /** The input's id; the list is `${id}__listbox`, its options `${id}__option_${i}`. */
  id: string;
  source: SelectSource;
  /** A multiselect: the list stays open after a pick and says aria-multiselectable. */
  multiple?: boolean;
  /** Disabled or read-only: the list never opens. */
  locked?: boolean;
  isSelected: (option: SelectOption) => boolean;
  onPick: (option: SelectOption) => void;
}

const types = useCombobox.stateChangeTypes;

/**
 * The keyboard and ARIA of a select's search box and option list, by Downshift's useCombobox (ARIA 1.2
 * combobox: arrows move over the enabled options, Enter picks, Escape closes, Home / End / Page keys), with
 * Defter's choices on top: a click or the first arrow opens without highlighting, leaving the field (Tab or
 * a click elsewhere) never picks, a multiselect stays open; the next page loads at the list's end. The list is
 * positioned by Floating UI and drawn in the popup layer (a portal), so no grid cell or `contain` clips it.
 */
export function useOptionCombobox({ id, source, multiple, locked, isSelected, onPick }: OptionComboboxArgs) {
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(-1);
  const shown = open && !locked;
  const { items, loading, more, loadMore } = useSelectOptions(source, query, shown);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);

  const stateReducer = (
    state: UseComboboxState<SelectOption>,
    { type, changes }: UseComboboxStateChangeOptions<SelectOption>,
  ): Partial<UseComboboxState<SelectOption>> => {
    switch (type) {
      case types.InputKeyDownEnter:
      case types.ItemClick:
        return multiple
          ? {
              ...changes,
              isOpen: true,
              inputValue: state.inputValue,
              highlightedIndex: state.highlightedIndex,
            }
          : { ...changes, isOpen: false, inputValue: '', highlightedIndex: -1 };
      case types.InputKeyDownArrowDown:
        // At the end of a list with more pages: load the next one rather than wrap around.
        if (state.isOpen && state.highlightedIndex === items.length - 1 && more) {
          loadMore();
          return { ...changes, highlightedIndex: state.highlightedIndex };
        }
        return state.isOpen ? changes : { ...changes, highlightedIndex: -1 };
      case types.InputKeyDownArrowUp:
        return state.isOpen ? changes : { ...changes, highlightedIndex: -1 };
      case types.InputClick:
        return { ...changes, isOpen: true, highlightedIndex: state.isOpen ? state.highlightedIndex : -1 };
      case types.InputBlur:
      case types.InputKeyDownEscape:
        return { ...changes, selectedItem: null, isOpen: false, inputValue: '', highlightedIndex: -1 };
      default:
        return changes;
    }
  };

  const combobox = useCombobox<SelectOption>({
    items,
    inputId: id,
    menuId: `${id}__listbox`,
    getItemId: (i) => `${id}__option_${i}`,
    isOpen: shown,
    inputValue: query,
    highlightedIndex: active,
    // Always null: every pick is a change (a multiselect's second pick of an option removes it).
    selectedItem: null,
    itemToString: (o) => o?.text ?? '',
    isItemDisabled: (o) => Boolean(o.disabled),
    stateReducer,
    onStateChange: (c) => {
      if (c.selectedItem) onPick(c.selectedItem);
      if (c.isOpen !== undefined) setOpen(c.isOpen);
      if (c.inputValue !== undefined) setQuery(c.inputValue);
      if (c.highlightedIndex !== undefined) {
        setActive(c.highlightedIndex);
        if (c.highlightedIndex === items.length - 1 && more) loadMore();
      }
    },
  });

  /** Closes the list and forgets the search. */
  const close = () => {
    setOpen(false);
    setQuery('');
    setActive(-1);
  };

  const list = (
    <OptionList
      open={shown}
      getMenuProps={combobox.getMenuProps}
      getItemProps={combobox.getItemProps}
      anchor={anchor}
      items={items}
      active={active}
      loading={loading}
      more={more}
      loadMore={loadMore}
      multiselectable={multiple}
      isSelected={isSelected}
    />
  );
  return {
    open: shown,
    query,
    items,
    close,
    /** The element the list hangs under (the input's box). */
    anchor: setAnchor,
    /**
     * The input's props: Downshift's, then the widget's own (which win). A typed change also sets the search
     * at once: Downshift tells its changes in an effect, one render late, and a controlled input would put the
     * old text back in between (keys typed quickly, e.g. ahead of a grid cell's editor, were lost).
     */
    inputProps: (own: Parameters<typeof combobox.getInputProps>[0] = {}) =>
      combobox.getInputProps({
        ...own,
        onChange: (e: ChangeEvent<HTMLInputElement>) => {
          own.onChange?.(e);
          setQuery(e.target.value);
          setActive(-1);
          setOpen(true);
        },
      }),
    list,
  };
}
