import { useState } from 'react';
import { ui } from '../../../../domain/messages';
import { useSelectOptions, type SelectSource } from '../../form/widgets/SelectWidget/useSelectOptions';
import { texts } from '../../texts';

/** Several options of a select column, searched through select data and ticked (the "any of" filter). */
export function SelectChoices(props: {
  source: SelectSource;
  chosen: (string | number)[];
  onChange: (ids: (string | number)[]) => void;
}) {
  const [search, setSearch] = useState('');
  const { items, loading } = useSelectOptions(props.source, search, true);
  const isChosen = (id: string | number) => props.chosen.some((c) => String(c) === String(id));
  return (
    <div className="df-filter__choices">
      <input
        className="df-input"
        type="search"
        aria-label={texts.search}
        value={search}
        onChange={(e) => setSearch(e.target.value)}
      />
      <div
        className="df-filter__options"
        role="group"
        aria-label={texts.value}
        aria-busy={loading || undefined}
      >
        {items.map((o) => (
          <label key={String(o.id)} className="df-filter__option">
            <input
              type="checkbox"
              disabled={o.disabled}
              checked={isChosen(o.id)}
              onChange={(e) =>
                props.onChange(
                  e.target.checked
                    ? [...props.chosen, o.id]
                    : props.chosen.filter((c) => String(c) !== String(o.id)),
                )
              }
            />
            {o.text}
          </label>
        ))}
        {loading && <span className="df-filter__status">{ui.loading}</span>}
        {!loading && items.length === 0 && <span className="df-filter__status">{ui.noData}</span>}
      </div>
    </div>
  );
}
