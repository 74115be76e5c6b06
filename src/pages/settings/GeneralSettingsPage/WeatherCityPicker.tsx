import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { codeTexts, ui } from '../../../../domain/messages';
import { ApiError } from '../../../services/http';
import { weatherService, type WeatherCity } from '../../../services/weather';
import { settingsPageTexts as t } from '../settings.texts';

/** Wait after the last keystroke before asking for cities. */
export const CITY_SEARCH_DEBOUNCE_MS = 300;

type Search =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'done'; cities: WeatherCity[] }
  | { status: 'failed'; message: string };

const cityLabel = (c: WeatherCity) => (c.bolge && c.bolge !== c.ad ? `${c.ad} (${c.bolge})` : c.ad);

/**
 * The weather city of the settings (spec 000 §7: "city autocomplete, then hourly forecast"): typing asks the
 * server's city search, a chosen city becomes `value`; "Şirket şehrini kullan" sets null (the company's city).
 */
export function WeatherCityPicker(props: {
  value: WeatherCity | null;
  onChange: (city: WeatherCity | null) => void;
  error?: string;
}) {
  const { value, onChange, error } = props;
  const inputId = useId();
  const listId = useId();
  const noteId = useId();
  const [text, setText] = useState('');
  const [search, setSearch] = useState<Search>({ status: 'idle' });
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const seq = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  function find(raw: string) {
    clearTimeout(timer.current);
    const term = raw.trim();
    const id = ++seq.current;
    if (!term) {
      setSearch({ status: 'idle' });
      setOpen(false);
      return;
    }
    setSearch({ status: 'loading' });
    setOpen(true);
    setActive(-1);
    weatherService.searchCities(term).then(
      (cities) => id === seq.current && setSearch({ status: 'done', cities }),
      (err: unknown) => {
        if (id !== seq.current) return;
        const message = err instanceof ApiError ? (codeTexts[err.message] ?? err.message) : ui.unknownError;
        setSearch({ status: 'failed', message });
      },
    );
  }

  function choose(city: WeatherCity) {
    seq.current++;
    setText('');
    setSearch({ status: 'idle' });
    setOpen(false);
    onChange(city);
  }

  const cities = search.status === 'done' ? search.cities : [];
  function onKeyDown(e: KeyboardEvent<HTMLInputElement>) {
    if (e.key === 'Enter') {
      // Enter chooses, never submits the settings form.
      e.preventDefault();
      if (open && active >= 0 && cities[active]) choose(cities[active]);
      else find(text);
    } else if (e.key === 'ArrowDown' && cities.length) {
      e.preventDefault();
      setOpen(true);
      setActive((i) => (i + 1) % cities.length);
    } else if (e.key === 'ArrowUp' && cities.length) {
      e.preventDefault();
      setActive((i) => (i <= 0 ? cities.length - 1 : i - 1));
    } else if (e.key === 'Escape' && open) {
      e.preventDefault();
      setOpen(false);
    }
  }

  return (
    <div
      className="field city-picker"
      onBlur={(e) => !e.currentTarget.contains(e.relatedTarget) && setOpen(false)}
    >
      <label htmlFor={inputId}>{t.weatherCity}</label>
      <p id={noteId} className={error ? 'field__error' : 'muted'}>
        {error ?? (value ? t.chosenCity(cityLabel(value)) : t.companyCity)}
      </p>
      <input
        id={inputId}
        type="search"
        role="combobox"
        autoComplete="off"
        aria-expanded={open}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-describedby={noteId}
        aria-invalid={error ? true : undefined}
        aria-activedescendant={active >= 0 ? `${listId}-${active}` : undefined}
        placeholder={t.cityPlaceholder}
        value={text}
        onChange={(e) => {
          const v = e.target.value;
          setText(v);
          clearTimeout(timer.current);
          timer.current = setTimeout(() => find(v), CITY_SEARCH_DEBOUNCE_MS);
        }}
        onKeyDown={onKeyDown}
      />
      {open && (
        <div className="city-picker__panel">
          {search.status === 'loading' && (
            <p className="muted" role="status">
              {t.searchingCities}
            </p>
          )}
          {search.status === 'failed' && <p className="field__error">{search.message}</p>}
          {search.status === 'done' && cities.length === 0 && <p className="muted">{t.noCity}</p>}
          <ul id={listId} role="listbox" aria-label={t.cityResults} className="city-picker__list">
            {cities.map((c, i) => (
              <li
                key={`${c.ad}|${c.bolge ?? ''}|${c.enlem ?? ''}`}
                id={`${listId}-${i}`}
                role="option"
                aria-selected={i === active}
                className={i === active ? 'city-picker__option is-active' : 'city-picker__option'}
                onMouseDown={(e) => e.preventDefault()}
                onClick={() => choose(c)}
              >
                {cityLabel(c)}
              </li>
            ))}
          </ul>
        </div>
      )}
      {value && (
        <button type="button" className="btn btn--link city-picker__reset" onClick={() => onChange(null)}>
          {t.useCompanyCity}
        </button>
      )}
    </div>
  );
}
