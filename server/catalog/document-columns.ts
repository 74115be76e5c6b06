import { MAX_EXCHANGE_RATE, NUMERIC_PRECISION } from '../../domain/money';
import { json, select, text } from './columns';
import type { CatalogColumn } from './types';

// Column builders of the stock, service and document tables: exact decimals (numeric), money, computed
// amounts and the lines JSON. Built on the shared builders of columns.ts.

type Extra = Partial<CatalogColumn>;

/**
 * An exact decimal (quantities, rates, exchange rates): numeric(precision, scale) in the database — precision 18
 * unless told (domain/money `NUMERIC_PRECISION`) — and a decimal string at its scale on the wire. The catalogue is
 * the one source of both: migration 202611251000 and the schema test read them from here.
 */
export const decimal = (
  id: number,
  name: string,
  display_name: string,
  scale: number,
  extra: Extra = {},
) => ({
  ...text(id, name, display_name),
  max_length: null,
  gui_type_name: 'numeric' as const,
  db_type_name: 'numeric' as const,
  scale,
  precision: NUMERIC_PRECISION,
  ...extra,
});

/** The SQL type of a numeric column of the catalogue: `numeric(18, 2)`. */
export const numericType = (c: Pick<CatalogColumn, 'precision' | 'scale'>) =>
  `numeric(${c.precision ?? NUMERIC_PRECISION}, ${c.scale ?? 0})`;

/** A money amount (`numeric`), shown with the money format; 2 decimals unless told. */
export const money = (id: number, name: string, display_name: string, extra: Extra = {}) =>
  decimal(id, name, display_name, 2, { gui_type_name: 'money', format: 'money', ...extra });

/** An amount the server computes from the lines (docs/line-tables.md). */
export const computedMoney = (id: number, name: string, display_name: string, extra: Extra = {}) =>
  money(id, name, display_name, { computed: true, ...extra });

/**
 * The exchange rate of a document (`döviz_kuru`, 4 decimals, 1 by default): above 0 for a foreign currency (the
 * calculation checks), at most `MAX_EXCHANGE_RATE`.
 */
export const exchangeRate = (id: number) =>
  decimal(id, 'döviz_kuru', 'Döviz Kuru*', 4, {
    default: '1',
    min: 0,
    max: MAX_EXCHANGE_RATE,
    value_kind: 'exchange_rate',
  });

/**
 * A line's quantity or unit price: never below zero on the documents Defter keeps (a return is an İade invoice of
 * positive amounts; docs/line-tables.md, "Bounds").
 */
export const lineQuantity = (id: number) =>
  decimal(id, 'miktar', 'Miktar*', 4, { default: '1', min: 0, value_kind: 'quantity' });
export const linePrice = (id: number) =>
  decimal(id, 'birim_fiyat', 'Birim Fiyat', 4, { gui_type_name: 'money', format: 'money', min: 0 });

/** A whole number. */
export const integer = (id: number, name: string, display_name: string, extra: Extra = {}) => ({
  ...text(id, name, display_name),
  max_length: null,
  gui_type_name: 'numeric' as const,
  db_type_name: 'integer' as const,
  ...extra,
});

/** The lines of a document as JSON: shown (the form sends it), never in list answers. */
export const linesJson = (id: number, name: string, display_name: string) =>
  json(id, name, display_name, { visible: true, listed: false });

/** The header link of a line table: written by the server only, filterable in lists, not a grid column. */
export const parentLink = (id: number, name: string, display_name: string, table: string, display: string) =>
  select(id, name, display_name, table, { readOnly: true, visible: false }, display);

/** The 1-based position of a line in its document (lists sort on it). */
export const lineOrder = (id: number) =>
  integer(id, 'sira_no', 'Sıra No', { readOnly: true, computed: true, visible: false });
