import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useAtomValue } from 'jotai';
import { useNavigate } from 'react-router-dom';
import { codeTexts } from '../../../../domain/messages';
import { editLink } from '../../../engine/page/paths';
import { ApiError } from '../../../services/http';
import { pageInPackage, pagesAtom } from '../../../state/pages';
import { authsAtom, packageIdAtom } from '../../../state/session';
import { mayList } from '../shell-data.api';
import { dataTexts } from '../shell-data.texts';
import { SearchIcon } from '../ShellDataTools/icons';
import { searchCustomers, type CustomerHit } from './customerSearch.api';

/** Wait after the last keystroke before searching. */
export const CUSTOMER_SEARCH_DEBOUNCE_MS = 300;

type State =
  | { status: 'idle' }
  | { status: 'loading'; term: string }
  | { status: 'done'; term: string; hits: CustomerHit[] }
  | { status: 'failed'; term: string; message: string };

/**
 * The customer-account search of the top bar: an empty text does nothing; otherwise the accounts whose
 * name contains it drop down (at most 100), and choosing one opens its edit page.
 */
export function CustomerSearch() {
  const auths = useAtomValue(authsAtom);
  const pages = useAtomValue(pagesAtom);
  const packageId = useAtomValue(packageIdAtom);
  const navigate = useNavigate();
  const listId = useId();
  const [text, setText] = useState('');
  const [state, setState] = useState<State>({ status: 'idle' });
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const seq = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const page = pages.find((d) => d.table === 'cari_hesap' && pageInPackage(d, packageId));

  useEffect(() => () => clearTimeout(timer.current), []);
  if (!page || !mayList(auths, 'cari_hesap')) return null;

  function search(raw: string) {
    clearTimeout(timer.current);
    const term = raw.trim();
    // An empty search does nothing (spec 000 §2).
    if (!term) {
      seq.current++;
      setState({ status: 'idle' });
      setOpen(false);
      return;
    }
    const id = ++seq.current;
    setState({ status: 'loading', term });
    setOpen(true);
    setActive(-1);
    searchCustomers(auths, term).then(
      (hits) => id === seq.current && setState({ status: 'done', term, hits }),
      (err: unknown) => {
        if (id !== seq.current) return;
        const message = err instanceof ApiError ? (codeTexts[err.message] ?? err.message) : String(err);
        setState({ status: 'failed', term, message });
      },
    );
  }

  function choose(hit: CustomerHit) {
    setOpen(false);
    setText('');
    setState({ status: 'idle' });
    void navigate(editLink(page!, hit.id));
  }

  const hits = state.status === 'done' ? state.hits : [];
  function onKeyDown(e: KeyboardEvent<HTMLInputElement>) {
    if (e.key === 'Enter') {
      e.preventDefault();
      if (open && active >= 0 && hits[active]) choose(hits[active]);
      else search(text);
    } else if (e.key === 'ArrowDown' && hits.length) {
      e.preventDefault();
      setOpen(true);
      setActive((i) => (i + 1) % hits.length);
    } else if (e.key === 'ArrowUp' && hits.length) {
      e.preventDefault();
      setActive((i) => (i <= 0 ? hits.length - 1 : i - 1));
    } else if (e.key === 'Escape' && open) {
      e.preventDefault();
      e.stopPropagation();
      setOpen(false);
    }
  }

  return (
    <div
      className="customer-search"
      onBlur={(e) => !e.currentTarget.contains(e.relatedTarget) && setOpen(false)}
    >
      <span className="customer-search__icon" aria-hidden="true">
        <SearchIcon />
      </span>
      <input
        type="search"
        role="combobox"
        aria-label={dataTexts.customerSearch}
        aria-expanded={open}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={active >= 0 ? `${listId}-${active}` : undefined}
        placeholder={dataTexts.customerSearchPlaceholder}
        value={text}
        onChange={(e) => {
          const v = e.target.value;
          setText(v);
          clearTimeout(timer.current);
          timer.current = setTimeout(() => search(v), CUSTOMER_SEARCH_DEBOUNCE_MS);
        }}
        onFocus={() => state.status !== 'idle' && setOpen(true)}
        onKeyDown={onKeyDown}
      />
      {open && (
        <div className="customer-search__panel">
          {state.status === 'loading' && (
            <p className="muted" role="status">
              {dataTexts.searching}
            </p>
          )}
          {state.status === 'failed' && <p className="field__error">{state.message}</p>}
          {state.status === 'done' && hits.length === 0 && <p className="muted">{dataTexts.noCustomer}</p>}
          <ul
            id={listId}
            role="listbox"
            aria-label={dataTexts.customerResults}
            className="customer-search__list"
          >
            {hits.map((hit, i) => (
              <li
                key={hit.id}
                id={`${listId}-${i}`}
                role="option"
                aria-selected={i === active}
                className={i === active ? 'customer-search__hit is-active' : 'customer-search__hit'}
                onMouseDown={(e) => e.preventDefault()}
                onClick={() => choose(hit)}
              >
                <span>{hit.cari_hesap_adi}</span>
                {(hit.unvan || hit.tc) && <span className="muted">{hit.unvan || hit.tc}</span>}
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
