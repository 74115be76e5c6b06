import type { ColumnMeta, Filter } from '../../../domain/api/contract';
import { rawIdKey } from '../../../domain/api/contract';
import { filterKindOf } from '../schema/column-kind';
import { filterOperators, texts } from '../texts';

// A list's filters in words, for the note above a list opened with `?filters=` (url-filters.ts). Apart from
// url-filters so that the route table (the first chunk) does not carry the column kinds and their dates.

const trDate = (v: unknown) => {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(String(v));
  return m ? `${m[3]}.${m[2]}.${m[1]}` : String(v);
};

const label = (meta: ColumnMeta | undefined, column: string) =>
  (meta?.display_name ?? column).replace(/\*$/, '').trim();

/**
 * One filter in words for the note above a list: "Vade Tarihi: 01.11.2026 – 30.11.2026", "Kalan Ödeme Tutarı
 * Büyüktür 0", "Para Birimi: TRY". A relation's ids are named by the listed rows that hold them when there are any.
 */
export function describeFilter(
  column: string,
  f: Filter,
  meta: ColumnMeta | undefined,
  records: readonly Record<string, unknown>[] = [],
): string {
  const name = label(meta, column);
  const type = Number(f.type);
  if (type === 100) return `${name}: boş`;
  if (type === 101) return `${name}: boş değil`;
  const kind = meta ? filterKindOf(meta) : 'text';
  const values = Array.isArray(f.filter) ? f.filter : [f.filter];
  if (kind === 'date') {
    if (type === 4 && f.filter2 !== undefined && f.filter2 !== '')
      return `${name}: ${trDate(f.filter)} – ${trDate(f.filter2)}`;
    const op = type === 1 ? '=' : type === 2 ? '<' : type === 3 ? '>' : '≥';
    return `${name} ${op} ${trDate(f.filter)}`;
  }
  if (kind === 'select') {
    const names = values.map((v) => {
      const option = meta?.options?.find((o) => String(o.id) === String(v));
      if (option) return option.text;
      const row = records.find((r) => String(r[rawIdKey(column)]) === String(v));
      return row ? String(row[column] ?? v) : `#${String(v)}`;
    });
    return `${name}: ${names.join(', ')}`;
  }
  if (kind === 'boolean')
    return `${name}: ${['1', 'true'].includes(String(values[0])) ? texts.yes : texts.no}`;
  const ops = filterOperators[kind as keyof typeof filterOperators] as readonly {
    type: number;
    label: string;
  }[];
  const op = ops?.find((o) => o.type === type)?.label ?? '=';
  return `${name} ${op.toLocaleLowerCase('tr-TR')} ${String(values[0] ?? '')}`;
}
