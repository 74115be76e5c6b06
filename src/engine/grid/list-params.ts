import type { Filter, ListParams } from '../../../domain/api/contract';
import type { FilterKind } from '../schema/column-kind';

/** Page sizes of the list's selector. */
export const PAGE_SIZES = [25, 50, 100] as const;

/** What the user has chosen on a list: page, page size, sorts in order, filters by column. */
export interface ListState {
  page: number;
  limit: number;
  sorts: Record<string, boolean>;
  filters: Record<string, Filter>;
}

/** The first state of a list: page 1 of 25, the server's default order (id descending), no filters. */
export const initialListState = (): ListState => ({ page: 1, limit: PAGE_SIZES[0], sorts: {}, filters: {} });

/** The contract's list params for a state and the permitted column array. */
export function buildListParams(
  state: ListState,
  columnArrayId: string,
  queryArrayId = columnArrayId,
): ListParams {
  return {
    page: state.page,
    limit: state.limit,
    column_array_id: columnArrayId,
    column_array_id_query: queryArrayId,
    sorts: state.sorts,
    filters: state.filters,
  };
}

/** AG Grid's column state → the contract's sorts (`true` ascending), in the grid's sort order. */
export function sortsFromColumnState(
  state: readonly { colId: string; sort?: 'asc' | 'desc' | null; sortIndex?: number | null }[],
): Record<string, boolean> {
  return Object.fromEntries(
    state
      .filter((c) => c.sort === 'asc' || c.sort === 'desc')
      .sort((a, b) => (a.sortIndex ?? 0) - (b.sortIndex ?? 0))
      .map((c) => [c.colId, c.sort === 'asc']),
  );
}

const blank = (v: unknown) =>
  v === undefined ||
  v === null ||
  (typeof v === 'string' && v.trim() === '') ||
  (Array.isArray(v) && v.length === 0);

/** Whether a filter can be sent: empty / not-empty need no value, "between" needs both. */
export function isCompleteFilter(f: Filter | null | undefined): f is Filter {
  if (!f) return false;
  const type = Number(f.type);
  if (type === 100 || type === 101) return true;
  if (blank(f.filter)) return false;
  return !(['date', 'datetime'].includes(String(f.guiType)) && type === 4 && blank(f.filter2));
}

/** AG Grid's filter model (our filters' models are contract filters already) → the filters to send. */
export function filtersFromModel(model: Record<string, Filter | null | undefined>): Record<string, Filter> {
  return Object.fromEntries(Object.entries(model).filter(([, f]) => isCompleteFilter(f))) as Record<
    string,
    Filter
  >;
}

/** A contract filter from the filter UI's choice (values trimmed; select ids as an array). */
export function makeFilter(
  kind: FilterKind,
  guiType: string,
  type: number,
  value?: unknown,
  value2?: unknown,
): Filter {
  const clean = (v: unknown) => (typeof v === 'string' ? v.trim() : v);
  const f: Filter = { type, guiType };
  if (type === 100 || type === 101) return f;
  f.filter = kind === 'select' ? (Array.isArray(value) ? value : blank(value) ? [] : [value]) : clean(value);
  if (kind === 'date' && type === 4) f.filter2 = clean(value2);
  return f;
}
