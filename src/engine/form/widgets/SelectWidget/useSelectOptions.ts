import { useCallback, useEffect, useRef, useState } from 'react';
import { codeTexts } from '../../../../../domain/messages';
import { reportError } from '../../../../services/errorLog';
import { ApiError } from '../../../../services/http';
import { toast } from '../../../../services/notify';
import type { TableClient } from '../../../../services/tables';
import { texts } from '../../../texts';

/** One choice of a select. */
export interface SelectOption {
  id: string | number;
  text: string;
  disabled?: boolean;
}

/** Where a select's options come from. */
export interface SelectSource {
  tables: TableClient;
  table: string;
  column: string;
  /** Dependent select: the parent column and its current value. */
  upColumn?: string;
  upValue?: string | number;
  /** select:static: chosen locally, no call. */
  staticOptions?: SelectOption[];
}

/** Wait after the last keystroke before asking the server. */
export const SEARCH_DEBOUNCE_MS = 300;
/** Options per page of getSelectColumnData. */
export const SELECT_PAGE_SIZE = 50;
/** The search term meaning "everything" (001 §9). */
export const SEARCH_ALL = '***';

const lower = (s: string) => s.toLocaleLowerCase('tr-TR');

/** Loads options page by page while `enabled`; a changed search waits SEARCH_DEBOUNCE_MS. */
export function useSelectOptions(source: SelectSource, search: string, enabled: boolean) {
  const { tables, table, column, upColumn, upValue, staticOptions } = source;
  const [debounced, setDebounced] = useState(search);
  // `query` is the search the items were loaded for.
  const [state, setState] = useState({
    items: [] as SelectOption[],
    query: '',
    page: 0,
    more: false,
    loading: false,
  });
  const request = useRef(0);

  useEffect(() => {
    if (search === debounced) return;
    const t = setTimeout(() => setDebounced(search), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(t);
  }, [search, debounced]);

  const upKey = upValue === undefined || upValue === null ? '' : String(upValue);
  const fetchPage = useCallback(
    async (page: number, append: boolean) => {
      const id = ++request.current;
      // A new search keeps the shown options (narrowed below) until its answer comes: an option under the
      // pointer must not vanish and come back between the keystroke and the click.
      setState((s) => ({ ...s, loading: true, ...(append ? {} : { page: 0, more: false }) }));
      try {
        const res = await tables.selectData(table, column, {
          search: debounced.trim() === '' ? SEARCH_ALL : debounced.trim(),
          page,
          limit: SELECT_PAGE_SIZE,
          ...(upColumn ? { upColumnName: upColumn, upColumnData: upKey } : {}),
        });
        if (id !== request.current) return;
        setState((s) => ({
          items: append ? [...s.items, ...res.results] : res.results,
          query: debounced.trim(),
          page,
          more: Boolean(res.pagination?.more),
          loading: false,
        }));
      } catch (err) {
        if (id !== request.current) return;
        const message = err instanceof Error ? err.message : String(err);
        toast.error(codeTexts[message] ?? message, { title: texts.errorTitle });
        reportError({
          message: `Seçenekler yüklenemedi: ${message}`,
          link: `tables/${table}/getSelectColumnData/${column}`,
          table_name: table,
          payload: { search: debounced, page, upColumnName: upColumn, upColumnData: upKey },
          response: err instanceof ApiError ? err.data : undefined,
          error: err,
        });
        setState({ items: [], query: '', page: 0, more: false, loading: false });
      }
    },
    [tables, table, column, upColumn, upKey, debounced],
  );

  // A changed parent makes the loaded options stale even while the list is closed.
  const lastUpKey = useRef(upKey);
  useEffect(() => {
    if (lastUpKey.current === upKey) return;
    lastUpKey.current = upKey;
    request.current++;
    setState({ items: [], query: '', page: 0, more: false, loading: false });
  }, [upKey]);

  useEffect(() => {
    if (!enabled || staticOptions) return;
    void fetchPage(1, false);
  }, [enabled, staticOptions, fetchPage]);

  const loadMore = useCallback(() => {
    if (state.more && !state.loading) void fetchPage(state.page + 1, true);
  }, [state.more, state.loading, state.page, fetchPage]);

  if (staticOptions) {
    if (!search.trim()) return { items: staticOptions, loading: false, more: false, loadMore };
    const needle = lower(search.trim());
    return {
      items: staticOptions.filter((o) => lower(o.text).includes(needle)),
      loading: false,
      more: false,
      loadMore,
    };
  }
  if (state.query !== search.trim()) {
    // While the server is asked, the loaded options narrow locally so that nothing stale can be chosen.
    const needle = lower(search.trim());
    return {
      items: state.items.filter((o) => lower(o.text).includes(needle)),
      loading: true,
      more: false,
      loadMore,
    };
  }
  return { items: state.items, loading: state.loading, more: state.more, loadMore };
}
