import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTables } from '../../../engine-context';
import { displayKey } from '../../../schema/values';
import type { EngineWidgetProps } from '../../form-context';
import { SEARCH_ALL, type SelectOption } from '../SelectWidget/useSelectOptions';

/** How many options the text look-up of ids without a known text reads. */
const LOOKUP_LIMIT = 1000;

/**
 * The chosen ids of a multiselect (the form value, in order) with their texts — from the edit load, the
 * static options, what the user picked, or one look-up for ids without a text — and the changes.
 */
export function useChoices(props: EngineWidgetProps) {
  const { value, options, onChange, registry } = props;
  const tables = useTables();
  const displays = registry.formContext?.displays;
  const ids = useMemo(
    () => (Array.isArray(value) ? (value as (string | number)[]).filter((v) => typeof v !== 'object') : []),
    [value],
  );
  const [picked, setPicked] = useState<Record<string, string>>({});
  const textOf = useCallback(
    (id: string | number) =>
      picked[String(id)] ??
      displays?.[displayKey(options.column, id)] ??
      options.staticOptions?.find((o) => String(o.id) === String(id))?.text,
    [picked, displays, options.column, options.staticOptions],
  );
  const missing = ids.filter((id) => textOf(id) === undefined).map(String);
  const missingKey = missing.join(',');
  const asked = useRef('');
  useEffect(() => {
    if (!missingKey || asked.current === missingKey) return;
    asked.current = missingKey;
    tables
      .selectData(options.table, options.column, { search: SEARCH_ALL, page: 1, limit: LOOKUP_LIMIT })
      .then(
        (res) => {
          const found = Object.fromEntries(res.results.map((o) => [String(o.id), o.text]));
          setPicked((p) => ({
            ...p,
            ...Object.fromEntries(missingKey.split(',').map((id) => [id, found[id] ?? id])),
          }));
        },
        () => undefined,
      );
  }, [missingKey, tables, options.table, options.column]);

  const set = (next: (string | number)[]) => onChange(next.length ? next : undefined);
  const toggle = (o: SelectOption) => {
    setPicked((p) => ({ ...p, [String(o.id)]: o.text }));
    registry.formContext?.remember?.(displayKey(options.column, o.id), o.text);
    const has = ids.some((id) => String(id) === String(o.id));
    set(has ? ids.filter((id) => String(id) !== String(o.id)) : [...ids, o.id]);
  };
  const remove = (id: string | number) => set(ids.filter((x) => String(x) !== String(id)));
  const move = (from: number, to: number) => {
    if (to < 0 || to >= ids.length || from === to) return;
    const next = [...ids];
    const [item] = next.splice(from, 1);
    next.splice(to, 0, item);
    set(next);
  };
  return {
    ids,
    chosen: new Set(ids.map(String)),
    textOf: (id: string | number) => textOf(id) ?? '…',
    toggle,
    remove,
    move,
  };
}
