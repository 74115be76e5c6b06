import { rawIdKey, type ColumnMeta } from '../../../../domain/api/contract';
import { detailTexts, labelOf } from '../../../../domain/messages';
import { fileHref, type FileLike } from '../../../services/files';
import { isHidden } from '../../schema/column-kind';
import { amountCurrency, formatDate, formatMoney, formatNumber } from '../../schema/format';
import { texts } from '../../texts';

/** Colours of a tag (001 §2.1: success, warning, danger, info). */
export type Tone = 'success' | 'warning' | 'danger' | 'info';

/** How the panel shows one value. */
export type DetailValue =
  | { type: 'empty' }
  | { type: 'text'; text: string }
  | { type: 'tag'; text: string; tone: Tone }
  | { type: 'relation'; items: { id: string; text: string }[]; table: string }
  | { type: 'lines'; items: string[] }
  | { type: 'files'; files: { name: string; href?: string }[] }
  | { type: 'html'; html: string };

/** One row of the panel: the label without `*`, the technical name, the value. */
export interface DetailRow {
  name: string;
  label: string;
  value: DetailValue;
}

type Row = Record<string, unknown>;

const IMAGE_COLUMNS = new Set(['images', 'image']);
const FILE_COLUMNS = new Set(['xslt_dosya', 'fatura_dosyasi']);
const HTML_COLUMNS = new Set(['document']);
const PAID_COLUMNS = new Set(['tahsilat_tamamlandi', 'odeme_tamamlandi', 'kobi_odendi']);
/** What the paid-state tag says: a collection (tahsilat) on the sales side, else a payment (page data). */
export type PaidState = 'collection' | 'payment';

const blank = (v: unknown) =>
  v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0);
const truthy = (v: unknown) => v === true || v === 1 || ['1', 'true', 't'].includes(String(v).toLowerCase());
const isFlag = (v: unknown) =>
  typeof v === 'boolean' || ['0', '1', 'true', 'false', 't', 'f'].includes(String(v));

function json(v: unknown): unknown {
  if (typeof v !== 'string') return v;
  try {
    return JSON.parse(v);
  } catch {
    return undefined;
  }
}

/** The columns the panel lists: not hidden (visible false, banned, the server's own fields) and not images. */
export const detailColumns = (columns: ColumnMeta[]) =>
  columns.filter((c) => !isHidden(c) && !IMAGE_COLUMNS.has(c.name));

/** A relation of a show answer: its display text, and its id beside it in `{col}__id`. */
function relationItem(c: ColumnMeta, v: unknown, record: Row) {
  const id = record[rawIdKey(c.name)];
  return blank(id) ? undefined : { id: String(id), text: String(v) };
}

/** A multiselect's values: display texts, or ids where the answer gives no text. */
function multiTexts(v: unknown): string[] {
  const list = json(v);
  return (Array.isArray(list) ? list : [list])
    .filter((x) => !blank(x))
    .map((x) =>
      x && typeof x === 'object' ? String((x as Row).display ?? (x as Row).source ?? '') : String(x),
    );
}

function paidTag(paidState: PaidState | undefined, record: Row, v: unknown): DetailValue {
  const collection =
    paidState === 'collection' ||
    (record.kobi_alinan_satilan !== undefined &&
      (truthy(record.kobi_alinan_satilan) || record.kobi_alinan_satilan === detailTexts.sold));
  const done = truthy(v);
  const text = collection
    ? done
      ? detailTexts.collectionDone
      : detailTexts.collectionNotDone
    : done
      ? detailTexts.paymentDone
      : detailTexts.paymentNotDone;
  return { type: 'tag', text, tone: done ? 'success' : 'danger' };
}

/** Named yes/no columns of 001 §2.1 and §5.1: their two words. */
const FLAG_WORDS: Record<string, [string, string]> = {
  kasa_banka: [detailTexts.cash, detailTexts.bank],
  kdv_dahil_buton: [detailTexts.vatIncluded, detailTexts.vatExcluded],
  kobi_alinan_satilan: [detailTexts.sold, detailTexts.bought],
  varsayilan: [detailTexts.isDefault, detailTexts.notDefault],
};

function filesOf(v: unknown): { name: string; href?: string }[] {
  const list = json(v) ?? v;
  const items = Array.isArray(list) ? list : [list];
  return items.flatMap((f) => {
    if (typeof f === 'string' && f) return [{ name: f.split('/').pop() ?? f, href: f }];
    if (!f || typeof f !== 'object') return [];
    const x = f as FileLike;
    const name = x.file_name ?? x.url ?? '';
    if (!name) return [];
    // The server's download route (by the stored file's id), or the file's own address.
    return [{ name, href: fileHref(x) }];
  });
}

function linesOf(v: unknown, currency = 'TRY'): string[] | undefined {
  const list = json(v);
  if (!Array.isArray(list)) return undefined;
  return list.map((line, i) => {
    const amount = line && typeof line === 'object' ? (line as Row).mal_hizmet_tutari : undefined;
    return `${i + 1}. ${blank(amount) ? '—' : formatMoney(amount, currency)}`;
  });
}

/**
 * How the panel shows a column's value of a show answer (display values, as a list gives them: a relation's
 * or static select's text, its id in `{col}__id`).
 */
export function detailValue(c: ColumnMeta, v: unknown, record: Row, paidState?: PaidState): DetailValue {
  const gui = String(c.gui_type_name);
  if (PAID_COLUMNS.has(c.name)) return paidTag(paidState, record, v);
  if (blank(v)) return { type: 'empty' };
  if (c.name === 'pozisyon_id') {
    const text = String(v);
    const tone = (detailTexts.positions as Record<string, Tone>)[text];
    return tone ? { type: 'tag', text, tone } : { type: 'text', text };
  }
  if (c.name === 'mal_hizmet_json') {
    const lines = linesOf(v, amountCurrency(c.name, record));
    if (lines) return { type: 'lines', items: lines };
  }
  if (c.name === 'diger_vergiler_toplami') {
    const list = json(v);
    if (list && typeof list === 'object') {
      const items = (Array.isArray(list) ? list : [list]) as Row[];
      return {
        type: 'lines',
        items: items.map((t) => `${String(t.display ?? '')} (%${String(t.oran ?? '')})`),
      };
    }
  }
  if (FILE_COLUMNS.has(c.name) || gui === 'files') return { type: 'files', files: filesOf(v) };
  if (HTML_COLUMNS.has(c.name)) return { type: 'html', html: String(v) };
  if (FLAG_WORDS[c.name] && isFlag(v)) {
    const [yes, no] = FLAG_WORDS[c.name];
    return { type: 'text', text: truthy(v) ? yes : no };
  }
  if (gui.startsWith('multiselect')) return { type: 'text', text: multiTexts(v).join(', ') };
  if (c.relation) {
    const item = relationItem(c, v, record);
    if (item) return { type: 'relation', items: [item], table: c.relation.table_name };
  }
  if (gui.startsWith('boolean') || c.db_type_name === 'boolean')
    return { type: 'text', text: truthy(v) ? texts.yes : texts.no };
  if (gui === 'money' || c.format === 'money')
    return { type: 'text', text: formatMoney(v, amountCurrency(c.name, record)) };
  if (gui === 'numeric') return { type: 'text', text: formatNumber(v) };
  if (gui === 'date') return { type: 'text', text: formatDate(v) };
  if (gui === 'datetime') return { type: 'text', text: formatDate(v, true) };
  if (typeof v === 'object') return { type: 'text', text: JSON.stringify(v) };
  return { type: 'text', text: String(v) };
}

/** The rows of a record's detail panel, in the column set's order. */
export function detailRows(columns: ColumnMeta[], record: Row, paidState?: PaidState): DetailRow[] {
  return detailColumns(columns).map((c) => ({
    name: c.name,
    label: labelOf(c.display_name),
    value: detailValue(c, record[c.name], record, paidState),
  }));
}
