import { ui } from '../../../../../domain/messages';
import type { SelectOption } from './useSelectOptions';

/** Props of OptionList. */
export interface OptionListProps {
  id: string;
  /** The id of the i-th option (the combobox points at the active one). */
  optionId: (i: number) => string;
  items: SelectOption[];
  active: number;
  loading: boolean;
  more: boolean;
  loadMore: () => void;
  multiselectable?: boolean;
  isSelected: (option: SelectOption) => boolean;
  onPick: (option: SelectOption) => void;
}

/**
 * The open list of a select or multiselect: options, "Yükleniyor...", "Veri bulunamadı", the next page when
 * scrolled near its end. A press on it never takes the focus from the search box.
 */
export function OptionList(props: OptionListProps) {
  const { id, optionId, items, active, loading, more, loadMore, isSelected, onPick } = props;
  return (
    <ul
      id={id}
      role="listbox"
      aria-multiselectable={props.multiselectable || undefined}
      className="df-select__list"
      aria-busy={loading || undefined}
      onMouseDown={(e) => e.preventDefault()}
      onScroll={(e) => {
        const el = e.currentTarget;
        if (more && el.scrollTop + el.clientHeight >= el.scrollHeight - 24) loadMore();
      }}
    >
      {items.map((o, i) => (
        <li
          key={`${o.id}-${i}`}
          id={optionId(i)}
          role="option"
          aria-selected={isSelected(o)}
          aria-disabled={o.disabled || undefined}
          className={`df-select__option${i === active ? ' is-active' : ''}`}
          onClick={() => !o.disabled && onPick(o)}
        >
          {o.text}
        </li>
      ))}
      {loading && (
        <li role="presentation" className="df-select__status">
          {ui.loading}
        </li>
      )}
      {!loading && items.length === 0 && (
        <li role="presentation" className="df-select__status">
          {ui.noData}
        </li>
      )}
    </ul>
  );
}
