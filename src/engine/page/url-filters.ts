import type { Filter } from '../../../domain/api/contract';

// A list's address may carry filters (`?filters=` the contract's filters as JSON): a figure elsewhere (the
// dashboard) links to the rows it is made of. The list sends them with every page on top of the user's own, names
// them above the grid (filter-words.ts) and offers to drop them. Only the shape is checked here; the server checks columns and
// values (a bad one is its usual refusal).

/** The URL parameter that carries a list's filters. */
export const FILTERS_PARAM = 'filters';

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** The filters of an address's query, or undefined when it has none or they are not filters. */
export function filtersFromSearch(search: URLSearchParams): Record<string, Filter> | undefined {
  const raw = search.get(FILTERS_PARAM);
  if (!raw) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return undefined;
  }
  if (!isObject(value)) return undefined;
  const out: Record<string, Filter> = {};
  for (const [column, f] of Object.entries(value)) {
    if (!isObject(f) || (typeof f.type !== 'number' && typeof f.type !== 'string')) return undefined;
    out[column] = f as unknown as Filter;
  }
  return Object.keys(out).length ? out : undefined;
}

/** A list address (`route` or `route?tab=…`) with filters. */
export function withFilters(link: string, filters: Record<string, Filter>): string {
  const sep = link.includes('?') ? '&' : '?';
  return `${link}${sep}${FILTERS_PARAM}=${encodeURIComponent(JSON.stringify(filters))}`;
}

/** The address without its filters (the other params kept). */
export function withoutFilters(pathname: string, search: URLSearchParams): string {
  const rest = new URLSearchParams(search);
  rest.delete(FILTERS_PARAM);
  const q = rest.toString();
  return q ? `${pathname}?${q}` : pathname;
}
