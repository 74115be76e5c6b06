// The JSON viewer's search: Turkish-case-insensitive matching of keys and values, a pruned copy of the value
// that keeps what matched (with the path to it), and the places of the matches in a text to highlight them.

/**
 * Text folded for comparison, one character for one (so places in the folded text are places in the original):
 * lower case by Turkish rules (İ → i, I → ı), then dotted and dotless i are one letter — an admin typing `ID`
 * finds `id`, and `ilçe` finds `İlçe`.
 */
export function foldTr(text: string): string {
  let out = '';
  for (const ch of text) {
    const lower = ch.toLocaleLowerCase('tr-TR');
    const one = lower.length === ch.length ? lower : ch;
    out += one === 'ı' ? 'i' : one;
  }
  return out;
}

const NONE = Symbol('none');

/** Keys kept beside a match inside an object, so a pruned rule or column still says which one it is. */
export const NAMING_KEYS: readonly string[] = ['id', 'name', 'rule'];

/** What a search left of a value: the pruned value and how many keys and values matched. */
export interface JsonSearch {
  value: unknown;
  matches: number;
}

const isPlain = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

const textOf = (v: unknown) => (typeof v === 'string' ? v : (JSON.stringify(v) ?? String(v)));

/**
 * The parts of `value` whose keys or values contain `query` (folded): a matching key keeps its whole value, a
 * matching primitive keeps itself, objects and arrays keep the parts with matches (arrays close up). `value` is
 * undefined when nothing matched. An object with a match keeps its `naming` keys too (its id, name, rule).
 */
export function searchJson(value: unknown, query: string, naming = NAMING_KEYS): JsonSearch {
  const q = foldTr(query.trim());
  let matches = 0;
  const walk = (v: unknown): unknown => {
    if (Array.isArray(v)) {
      const kept = v.map(walk).filter((x) => x !== NONE);
      return kept.length ? kept : NONE;
    }
    if (isPlain(v)) {
      const out: Record<string, unknown> = {};
      let found = false;
      for (const [k, x] of Object.entries(v)) {
        if (foldTr(k).includes(q)) {
          matches++;
          found = true;
          out[k] = x;
          continue;
        }
        const kept = walk(x);
        if (kept !== NONE) {
          found = true;
          out[k] = kept;
        }
      }
      if (!found) return NONE;
      // The object's own name goes with its match (listed first, as in the value).
      const named: Record<string, unknown> = {};
      for (const k of naming) if (k in v && !(k in out) && !isPlain(v[k])) named[k] = v[k];
      return Object.keys(named).length ? { ...named, ...out } : out;
    }
    if (v === undefined || typeof v === 'function') return NONE;
    if (foldTr(textOf(v)).includes(q)) {
      matches++;
      return v;
    }
    return NONE;
  };
  if (!q) return { value, matches: 0 };
  const kept = walk(value);
  return { value: kept === NONE ? undefined : kept, matches };
}

/** The text cut into plain and matching pieces (Turkish-case-insensitive), for `<mark>`. */
export function highlightPieces(text: string, query: string): { text: string; match: boolean }[] {
  const q = foldTr(query.trim());
  if (!q) return [{ text, match: false }];
  const folded = foldTr(text);
  const pieces: { text: string; match: boolean }[] = [];
  let at = 0;
  for (let i = folded.indexOf(q); i !== -1; i = folded.indexOf(q, i + q.length)) {
    if (i > at) pieces.push({ text: text.slice(at, i), match: false });
    pieces.push({ text: text.slice(i, i + q.length), match: true });
    at = i + q.length;
  }
  if (at < text.length) pieces.push({ text: text.slice(at), match: false });
  return pieces;
}
