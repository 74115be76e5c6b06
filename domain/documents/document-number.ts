// Document numbers (issue 11 item 10, docs/document-numbers.md): the shapes a per-company series writes and reads.
// Pure: the server's series (server/tables/table.numbers.ts) and the tests use the same functions.

/**
 * How a series writes its numbers:
 * - `gib`: GİB's 16 characters, a 3-character prefix (letters or digits), the year and a 9-digit sequence
 *   (`DTC2026000000001`), for invoices;
 * - `dashed`: the prefix, the year and a 4-digit (or longer) sequence with dashes (`TKL-2026-0001`), for quotes,
 *   orders and the other documents that never reach GİB;
 * - `free`: a number typed as printed on someone else's paper (a supplier's waybill, a bank's cheque): any text
 *   the column takes, never written by a series (only with `auto: false`).
 */
export type NumberFormat = 'gib' | 'dashed' | 'free';

/** One number of a series taken apart. */
export interface SeriesNumber {
  prefix: string;
  year: number;
  seq: number;
}

const GIB = /^([A-Z0-9]{3})(\d{4})(\d{9})$/;
const DASHED = /^([A-Z0-9]{1,10})-(\d{4})-(\d{4,9})$/;

/** The number of a series: `formatNumber('gib', 'DTC', 2026, 4)` → `DTC2026000000004`. */
export function formatNumber(format: NumberFormat, prefix: string, year: number, seq: number): string {
  return format === 'gib'
    ? `${prefix}${year}${String(seq).padStart(9, '0')}`
    : `${prefix}-${year}-${String(seq).padStart(4, '0')}`;
}

/** A number in the series' shape taken apart, or null when it has another shape (typed by hand). */
export function parseNumber(format: NumberFormat, value: string): SeriesNumber | null {
  if (format === 'free') return null;
  const m = (format === 'gib' ? GIB : DASHED).exec(value);
  return m ? { prefix: m[1], year: Number(m[2]), seq: Number(m[3]) } : null;
}

/** The largest sequence a format holds (9 digits). */
export const MAX_SEQUENCE = 999_999_999;

/** Why a GİB invoice number is refused (Turkish, under the field), or null when it is right. */
export function gibNumberProblem(value: string, label: string, dateYear?: number): string | null {
  const n = parseNumber('gib', value);
  if (!n)
    return `${label} GİB biçiminde olmalıdır: 3 karakterlik ön ek, yıl ve 9 haneli sıra numarası (ör. ABC2026000000001).`;
  if (n.seq < 1) return `${label} sıra numarası 000000001 veya büyük olmalıdır.`;
  if (dateYear !== undefined && n.year !== dateYear)
    return `${label} içindeki yıl (${n.year}) belge tarihinin yılıyla (${dateYear}) aynı olmalıdır.`;
  return null;
}
