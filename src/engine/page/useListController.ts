import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { ColumnMeta, Filter, ListData, ListParams } from '../../../domain/api/contract';
import { codeTexts, ui } from '../../../domain/messages';
import { confirmDialog, toast } from '../../services/notify';
import { useColumnSetId, useTables } from '../engine-context';
import { listColumnsOf, totalRows } from '../grid/column-defs';
import { buildListParams, initialListState, type ListState } from '../grid/list-params';
import { texts } from '../texts';
import type { PageDefinition } from '../../../domain/pages/page.types';

/**
 * The text of a refused delete: the contract code's Turkish text, the server's own Turkish message, or (no
 * reason given, the network) the generic 'Silme işlemi başarısız.'.
 */
function refusal(message: string | undefined): string {
  if (!message) return ui.deleteFailure;
  if (codeTexts[message]) return codeTexts[message];
  if (message === 'network') return ui.offline;
  // A bare code the browser has no text for (`fail.x`, `error`) says nothing to the user.
  return /^[a-z]+(\.[a-z.]+)?$/.test(message) ? ui.deleteFailure : message;
}

/**
 * The headless list of a page definition: holds page, size, sorts and filters, asks the server for the
 * page, and deletes a row after the spec's confirmation (with its success, failure and cancel toasts).
 * `fixed` filters (a tab's) go with every page, on top of the user's.
 */
export function useListController(def: PageDefinition, fixed?: Record<string, Filter>) {
  const tables = useTables();
  const columnArrayId = useColumnSetId(def.table, 'lists');
  const queryArrayId = useColumnSetId(def.table, 'queries');
  const [state, setState] = useState<ListState>(initialListState);
  const [data, setData] = useState<ListData | null>(null);
  const [loading, setLoading] = useState(true);
  // The params of the last answered (or failed) request: admin mode shows them and reads them in words.
  const [sent, setSent] = useState<ListParams | null>(null);
  const [version, setVersion] = useState(0);
  const fixedKey = JSON.stringify(fixed ?? {});

  useEffect(() => {
    let live = true;
    setLoading(true);
    const params = buildListParams(state, columnArrayId, queryArrayId);
    params.filters = { ...params.filters, ...(JSON.parse(fixedKey) as Record<string, Filter>) };
    if (def.listTotals?.columns.length) {
      params.totals = def.listTotals.columns;
      if (def.listTotals.by) params.totals_by = def.listTotals.by;
    }
    tables.list(def.table, params).then(
      (res) => {
        if (!live) return;
        // The last row of the last page was deleted: show the page before it.
        if (res.records.length === 0 && state.page > 1 && res.all_records_count > 0)
          setState((s) => ({ ...s, page: Math.max(1, res.pages) }));
        setData(res);
        setSent(params);
        setLoading(false);
      },
      (err) => {
        if (!live) return;
        const message = err instanceof Error ? err.message : String(err);
        toast.error(codeTexts[message] ?? message, { title: texts.errorTitle });
        setSent(params);
        setLoading(false);
      },
    );
    return () => {
      live = false;
    };
  }, [tables, def.table, def.listTotals, state, columnArrayId, queryArrayId, version, fixedKey]);

  // New column objects arrive with every page; the grid keeps its sort and filter state only when the
  // column list itself stays the same.
  const columnsRef = useRef<{ key: string; columns: ColumnMeta[] }>({ key: '', columns: [] });
  const columns = useMemo(() => {
    const next = data ? listColumnsOf(data.columns, def.listColumns) : [];
    const key = JSON.stringify(next.map((c) => [c.name, c.display_name, c.gui_type_name]));
    if (key !== columnsRef.current.key) columnsRef.current = { key, columns: next };
    return columnsRef.current.columns;
  }, [data, def.listColumns]);

  // The totals rows pinned under the grid: one per currency, "Toplam" in the first column not summed.
  const totals = useMemo(
    () => (data?.totals && def.listTotals ? totalRows(data.totals, columns, def.listTotals) : undefined),
    [data, columns, def.listTotals],
  );

  const refresh = useCallback(() => setVersion((v) => v + 1), []);
  const setSorts = useCallback(
    (sorts: Record<string, boolean>) => setState((s) => ({ ...s, sorts, page: 1 })),
    [],
  );
  const setFilters = useCallback(
    (filters: Record<string, Filter>) => setState((s) => ({ ...s, filters, page: 1 })),
    [],
  );
  const setPage = useCallback((page: number) => setState((s) => ({ ...s, page })), []);
  const setLimit = useCallback((limit: number) => setState((s) => ({ ...s, limit, page: 1 })), []);

  const remove = useCallback(
    async (id: string) => {
      const yes = await confirmDialog({ text: ui.deleteConfirm, yes: ui.deleteYes, no: ui.deleteNo });
      if (!yes) {
        toast.info(ui.deleteCancelled);
        return;
      }
      try {
        const res = await tables.delete(def.table, id);
        if (res?.message === 'success') toast.success(ui.deleteSuccess);
        else toast.error(refusal(res?.message));
      } catch (err) {
        // The server's reason ("Bu kayıt başka kayıtlarda kullanıldığı için silinemez."), not a generic one.
        toast.error(refusal(err instanceof Error ? err.message : undefined));
      }
      refresh();
    },
    [tables, def.table, refresh],
  );

  return {
    state,
    data,
    sent,
    columns,
    totals,
    loading,
    setSorts,
    setFilters,
    setPage,
    setLimit,
    remove,
    refresh,
  };
}
