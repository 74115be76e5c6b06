import { useId, useMemo, useState } from 'react';
import { toast } from '../../../services/notify';
import { adminTexts } from '../admin-texts';
import { highlightPieces, NAMING_KEYS, searchJson } from './json-search';
import './JsonViewer.css';

/** Pretty JSON of a value; files picked in the browser are shown by name. */
export const jsonText = (value: unknown): string =>
  JSON.stringify(
    value,
    (_, v) => (typeof File !== 'undefined' && v instanceof File ? `[dosya: ${v.name}]` : v),
    2,
  ) ?? 'undefined';

/** Writes the text to the clipboard: the Clipboard API, or (an http page, an old browser) a selected textarea. */
async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Refused (no permission, not a secure context): try the old way below.
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  try {
    return typeof document.execCommand === 'function' && document.execCommand('copy');
  } catch {
    return false;
  } finally {
    area.remove();
  }
}

/**
 * A JSON value, pretty-printed, in a collapsible section, with a search (keys and values, Turkish casing: the
 * matching parts of the value with their path, matches marked; Escape clears it) and "Kopyala" (the whole
 * value, whatever the search shows).
 */
export function JsonViewer({
  title,
  value,
  open,
  naming = NAMING_KEYS,
}: {
  title: string;
  value: unknown;
  open?: boolean;
  /** Keys an object keeps beside a match in a search, to say which one it is (default id, name, rule). */
  naming?: readonly string[];
}) {
  const [query, setQuery] = useState('');
  const ids = useId();
  const full = useMemo(() => jsonText(value), [value]);
  const searched = useMemo(
    () => (query.trim() ? searchJson(value, query, naming) : null),
    [value, query, naming],
  );
  const shown = useMemo(
    () => (searched ? (searched.value === undefined ? '' : jsonText(searched.value)) : full),
    [searched, full],
  );
  const pieces = useMemo(() => (searched ? highlightPieces(shown, query) : null), [searched, shown, query]);
  const copy = async () => {
    if (await copyText(full)) toast.success(adminTexts.copied);
    else toast.error(adminTexts.copyFailed);
  };
  return (
    <details className="df-json" open={open}>
      <summary className="df-json__title">{title}</summary>
      <div className="df-json__tools">
        <input
          type="search"
          className="df-input df-json__search"
          aria-label={adminTexts.searchIn(title)}
          aria-describedby={`${ids}-count`}
          placeholder={adminTexts.search}
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          onKeyDown={(e) => {
            // Escape clears the search here; it must not close a modal around the panel.
            if (e.key === 'Escape' && query) {
              e.preventDefault();
              e.stopPropagation();
              setQuery('');
            }
            // Enter here must not submit the form the panel sits under.
            if (e.key === 'Enter') e.preventDefault();
          }}
        />
        <span id={`${ids}-count`} className="df-json__count" role="status">
          {searched ? (searched.matches ? adminTexts.matches(searched.matches) : adminTexts.noMatch) : ''}
        </span>
        <button type="button" className="df-button df-json__copy" onClick={() => void copy()}>
          {adminTexts.copy}
        </button>
      </div>
      <pre className="df-json__body" aria-label={title} tabIndex={0}>
        {pieces ? pieces.map((p, i) => (p.match ? <mark key={i}>{p.text}</mark> : p.text)) : shown}
      </pre>
    </details>
  );
}
