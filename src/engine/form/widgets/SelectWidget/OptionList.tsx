import type { UseComboboxPropGetters } from 'downshift';
import { ui } from '../../../../../domain/messages';
import { Floating } from '../../../popups/Floating';

/** The list's greatest height (px), less where the window has less room. */
const LIST_HEIGHT = 256;
import type { SelectOption } from './useSelectOptions';

/** Props of OptionList. */
export interface OptionListProps {
  open: boolean;
  getMenuProps: UseComboboxPropGetters<SelectOption>['getMenuProps'];
  getItemProps: UseComboboxPropGetters<SelectOption>['getItemProps'];
  /** The search box's frame, the list hangs under it. */
  anchor: HTMLElement | null;
  items: SelectOption[];
  active: number;
  loading: boolean;
  more: boolean;
  loadMore: () => void;
  multiselectable?: boolean;
  isSelected: (option: SelectOption) => boolean;
}

/**
 * The open list of a select or multiselect, in the popup layer: options, "Yükleniyor...", "Veri bulunamadı",
 * the next page when scrolled near its end. A press on it never takes the focus from the search box.
 */
export function OptionList(props: OptionListProps) {
  const { open, getMenuProps, getItemProps, items, active, loading, more, loadMore, isSelected } = props;
  // Downshift wants its menu props applied on every render; while closed there is no element for them.
  const menu = getMenuProps(
    {
      'aria-labelledby': undefined,
      'aria-multiselectable': props.multiselectable || undefined,
      'aria-busy': loading || undefined,
    },
    { suppressRefError: true },
  );
  if (!open) return null;
  return (
    <Floating
      as="ul"
      anchor={props.anchor}
      matchWidth={{ maxHeight: LIST_HEIGHT }}
      {...menu}
      nodeRef={menu.ref as (node: HTMLElement | null) => void}
      className="df-select__list"
      onMouseDown={(e) => e.preventDefault()}
      onScroll={(e) => {
        const el = e.currentTarget;
        if (more && el.scrollTop + el.clientHeight >= el.scrollHeight - 24) loadMore();
      }}
    >
      {items.map((o, i) => (
        <li
          key={`${o.id}-${i}`}
          {...getItemProps({ item: o, index: i })}
          aria-selected={isSelected(o)}
          className={`df-select__option${i === active ? ' is-active' : ''}`}
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
    </Floating>
  );
}
