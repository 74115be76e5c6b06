// The list params in words, without SQL (admin mode on a list page): what the filters, the sorts and the paging
// sent to the server ask for, read with the column metadata the server sent. The server answers no echo of its
// own, so the browser builds it from the same params and metadata; the words follow the server's reading
// (server/tables/list.query.ts): "between" with one date is "≥", a filter without a value is not applied.

import type { ColumnMeta, Filter, ListData, ListParams } from '../../../../domain/api/contract';
import { labelOf } from '../../../../domain/messages';
import { filterKindOf } from '../../schema/column-kind';
import { formatDate, formatNumber } from '../../schema/format';
import { texts } from '../../texts';

/** The echo's words. */
export const echoTexts = {
  contains: (l: string, v: string) => `${l} içerir ${v}`,
  startsWith: (l: string, v: string) => `${l} ${v} ile başlar`,
  endsWith: (l: string, v: string) => `${l} ${v} ile biter`,
  notContains: (l: string, v: string) => `${l} içermez ${v}`,
  empty: (l: string) => `${l} boş`,
  notEmpty: (l: string) => `${l} boş değil`,
  anyOf: (l: string, v: string) => `${l}: şunlardan biri: ${v}`,
  allOf: (l: string, v: string) => `${l}: şunların hepsi: ${v}`,
  noValue: (l: string) => `${l}: değer yok, uygulanmadı`,
  unknown: (l: string, type: string, v: string) => `${l}: bilinmeyen filtre türü ${type} (${v})`,
  ascending: 'artan',
  descending: 'azalan',
  defaultSort: 'en yeni kayıt önce (id azalan, varsayılan)',
  page: (page: number, pages: number | undefined, limit: number | undefined) =>
    `Sayfa ${page}${pages ? ` / ${pages}` : ''}, sayfa başına ${limit ?? '—'} kayıt`,
  count: (n: number) => `${n} kayıt`,
  totals: (cols: string, by?: string) => `Toplamlar: ${cols}${by ? ` (${by} değerine göre ayrı)` : ''}`,
} as const;

const blank = (v: unknown) =>
  v === undefined ||
  v === null ||
  (typeof v === 'string' && v.trim() === '') ||
  (Array.isArray(v) && !v.length);

const asList = (v: unknown): unknown[] => (Array.isArray(v) ? v : blank(v) ? [] : [v]);
const scalar = (v: unknown) => (Array.isArray(v) && v.length === 1 ? v[0] : v);

/** A column's label ("Fatura Tarihi"), or the name itself when the server sent no metadata for it. */
const labelFor = (name: string, column?: ColumnMeta) => (column ? labelOf(column.display_name) : name);

/** A value as the list shows it: dates DD.MM.YYYY, numbers in Turkish, yes / no, option texts, quoted text. */
function shown(column: ColumnMeta | undefined, kind: string, value: unknown): string {
  const v = scalar(value);
  if (kind === 'date') {
    const withTime = column?.gui_type_name === 'datetime' || column?.db_type_name === 'datetime';
    return formatDate(v, withTime);
  }
  if (kind === 'number') return formatNumber(v);
  if (kind === 'boolean') return String(v) === '1' || v === true ? texts.yes : texts.no;
  if (kind === 'select')
    return asList(value)
      .map((id) => column?.options?.find((o) => String(o.id) === String(id))?.text ?? `#${String(id)}`)
      .join(', ');
  return `"${String(v)}"`;
}

/** The contract's comparison types, by filter kind (api-contract.md "Filters"): type n is SIGNS[kind][n - 1]. */
const SIGNS: Record<string, string[]> = {
  number: ['=', '≠', '<', '>'],
  date: ['=', '<', '>'],
  time: ['=', '<', '>'],
  boolean: ['='],
};

/** One filter in words: "Fatura Tarihi ≥ 01.11.2026", "Cari Hesap Adı içerir "Deniz"". */
export function filterSentence(name: string, filter: Filter, column?: ColumnMeta): string {
  const label = labelFor(name, column);
  const type = Number(filter.type);
  if (type === 100) return echoTexts.empty(label);
  if (type === 101) return echoTexts.notEmpty(label);
  const time = column?.gui_type_name === 'time' || column?.db_type_name === 'time';
  // Without metadata (a column the answer did not describe) the filter's own guiType tells the kind.
  const meta =
    column ??
    ({ name, gui_type_name: filter.guiType ?? 'string', db_type_name: '' } as unknown as ColumnMeta);
  const kind = time ? 'time' : filterKindOf(meta);
  if (blank(filter.filter)) return echoTexts.noValue(label);
  const v = kind === 'time' ? String(scalar(filter.filter)) : shown(column, kind, filter.filter);
  const op = (sign: string) => `${label} ${sign} ${v}`;
  const unknown = () => echoTexts.unknown(label, String(filter.type), v);
  if (kind === 'text') {
    const words = [echoTexts.contains, echoTexts.startsWith, echoTexts.endsWith, null, echoTexts.notContains];
    if (type === 4) return op('=');
    return words[type - 1]?.(label, v) ?? unknown();
  }
  if ((kind === 'date' || kind === 'time') && type === 4) {
    if (blank(filter.filter2)) return op('≥');
    const v2 = kind === 'time' ? String(scalar(filter.filter2)) : shown(column, 'date', filter.filter2);
    return `${op('≥')} ve ≤ ${v2}`;
  }
  if (kind === 'select')
    return type === 1 ? echoTexts.anyOf(label, v) : type === 2 ? echoTexts.allOf(label, v) : unknown();
  const sign = SIGNS[kind]?.[type - 1];
  return sign ? op(sign) : unknown();
}

/** The columns the server described in a list answer, by name (the query array's too: filters may name them). */
export const listColumnsByName = (data: ListData | null | undefined): Record<string, ColumnMeta> => ({
  ...(data?.query_columns ?? {}),
  ...(data?.columns ?? {}),
});

/** The filters of the params in words, one sentence each (none: an empty list). */
export function filterEcho(params: ListParams, columns: Record<string, ColumnMeta>): string[] {
  return Object.entries(params.filters ?? {}).map(([name, f]) => filterSentence(name, f, columns[name]));
}

/** The sorts in words: "Fatura Tarihi azalan, Tutar artan", or the server's default order. */
export function sortEcho(params: ListParams, columns: Record<string, ColumnMeta>): string {
  const sorts = Array.isArray(params.sorts) ? {} : (params.sorts ?? {});
  const list = Object.entries(sorts).map(
    ([name, asc]) => `${labelFor(name, columns[name])} ${asc ? echoTexts.ascending : echoTexts.descending}`,
  );
  return list.length ? list.join(', ') : echoTexts.defaultSort;
}

/** Page, size, the record count and the totals asked, in words. */
export function pageEcho(
  params: ListParams,
  data: Pick<ListData, 'pages' | 'all_records_count'> | null | undefined,
  columns: Record<string, ColumnMeta>,
): string[] {
  const out = [echoTexts.page(params.page ?? 1, data?.pages, params.limit)];
  if (data) out.push(echoTexts.count(data.all_records_count));
  if (params.totals?.length)
    out.push(
      echoTexts.totals(
        params.totals.map((n) => labelFor(n, columns[n])).join(', '),
        params.totals_by ? labelFor(params.totals_by, columns[params.totals_by]) : undefined,
      ),
    );
  return out;
}
