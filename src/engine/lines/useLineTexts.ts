import { useEffect, useRef } from 'react';
import { useTables } from '../engine-context';
import type { GridColumnInput } from './line-grid.columns';
import type { LineStore } from './line-store';
import type { LineRow } from '../../../domain/pages/lines.types';

/** Options asked per select column in one getSelectColumnData call (the spec's select limit). */
const SELECT_LIMIT = 1000;
/** Values still unknown after that are read one by one (show), at most this many per column. */
const SHOW_LIMIT = 50;

const isEmpty = (v: unknown) => v === undefined || v === null || v === '';

/**
 * Looks up the display text of every select value on the lines (stored lines carry ids only): one
 * getSelectColumnData of the LINE table per column ('***', up to 1,000 options, which covers lookups such as
 * units and KDV rates whole), then a show of the related record for any value still unknown. Texts land in
 * the store; the grid redraws once they arrive.
 */
export function useLineTexts(store: LineStore, columns: readonly GridColumnInput[], table: string) {
  const tables = useTables();
  const asked = useRef(new Map<string, Set<string>>());
  const listed = useRef(new Set<string>());
  // How many texts the grid has been told about (a lookup that outlives its effect still gets drawn).
  const drawn = useRef(0);

  useEffect(() => {
    const selects = columns.filter((c) => c.options.kind === 'select' && !c.column.computed);

    /** Values of a column without a text, on every row or on the rows given. */
    const missing = (name: string, rows: readonly LineRow[] = store.rows) => {
      const ids = new Set<string>();
      for (const r of rows) {
        const v = r[name];
        if (!isEmpty(v) && store.textOf(name, v) === undefined) ids.add(String(v));
      }
      return ids;
    };

    /** Values of a column that no lookup has tried yet. */
    const untried = (name: string, rows?: readonly LineRow[]) => {
      const seen = asked.current.get(name);
      return [...missing(name, rows)].filter((id) => !seen?.has(id));
    };
    const pendingWork = (rows?: readonly LineRow[]) =>
      selects.some(
        (c) =>
          !c.options.staticOptions &&
          untried(c.column.name, rows).length > 0 &&
          (!listed.current.has(c.column.name) || c.column.meta.relation),
      );

    /** One column's lookups: the select data list once, then a show of each value still unknown. */
    const resolveColumn = async (c: GridColumnInput) => {
      const name = c.column.name;
      if (c.options.staticOptions) {
        for (const o of c.options.staticOptions) store.rememberText(name, o.id, o.text);
        return;
      }
      if (!missing(name).size) return;
      if (!listed.current.has(name)) {
        listed.current.add(name);
        try {
          const res = await tables.selectData(table, name, { search: '***', page: 1, limit: SELECT_LIMIT });
          for (const o of res.results) if (!o.disabled) store.rememberText(name, o.id, o.text);
        } catch {
          // The cell keeps its id; the select shows the text when opened.
        }
      }
      const relation = c.column.meta.relation;
      if (!relation) return;
      const seen = asked.current.get(name) ?? new Set<string>();
      asked.current.set(name, seen);
      await Promise.all(
        untried(name)
          .slice(0, SHOW_LIMIT)
          .map(async (id) => {
            seen.add(id);
            try {
              const res = await tables.show(relation.table_name, id, '0');
              const display = res.record?.[relation.display_column_name];
              if (display !== undefined && display !== null) store.rememberText(name, id, String(display));
            } catch {
              // Not readable: the id stays.
            }
          }),
      );
    };

    // The columns are looked up side by side; the grid redraws once, when they are all known.
    const resolve = async () => {
      await Promise.all(selects.map(resolveColumn));
      const known = [...store.texts.values()].reduce((n, m) => n + m.size, 0);
      if (known !== drawn.current) {
        drawn.current = known;
        store.textsChanged();
      }
    };

    const run = () => void resolve();
    run();
    // New values (a fill, a load) may need texts too: the rows that changed are looked at (all of them after
    // a load or a reorder). A cell being typed in (a draft) changes no row, so a keystroke costs nothing here:
    // no pass over a document's lines per key.
    let timer: ReturnType<typeof setTimeout> | undefined;
    let changed: Set<string> | 'all' = new Set();
    const unsubscribe = store.subscribe((rows, draft) => {
      if (draft || (rows !== 'all' && rows.length === 0)) return;
      if (rows === 'all') changed = 'all';
      else if (changed !== 'all') for (const id of rows) changed.add(id);
      clearTimeout(timer);
      timer = setTimeout(() => {
        const scope = changed;
        changed = new Set();
        const rowsToCheck = scope === 'all' ? undefined : [...scope].flatMap((id) => store.row(id) ?? []);
        if (pendingWork(rowsToCheck)) run();
      }, 50);
    });
    return () => {
      clearTimeout(timer);
      unsubscribe();
    };
  }, [store, columns, table, tables]);
}
