import {
  calculateDocument,
  type DocumentLineInput,
  type DocumentLineResult,
  type DocumentResult,
} from '../../domain/documents';
import { documentTexts, labelOf, validation } from '../../domain/messages';
import {
  CalculationInputError,
  D,
  effectiveRate,
  fitsNumeric,
  NUMERIC_PRECISION,
  numericMax,
  toFixedString,
  type Dec,
  type NumberInput,
} from '../../domain/money';
import {
  defaultOtvExemptionId,
  needsOtvExemption,
  WITHHOLDING_INVOICE_TYPE_ID,
  WITHHOLDING_VERGI_ID,
} from '../../domain/tax';
import { allColumns } from '../catalog/columns';
import type { CatalogColumn, TableDef } from '../catalog/types';
import { applyLineRules } from '../tables/page.rules';
import { lineErrorKey, lineTableOf } from '../tables/table.lines';
import type { DocumentSpec } from './document.spec';

// Recomputes a document the way the browser does, with the same domain functions: the line rules of 002 §4
// (the page definition's, through domain/rules; then the other-tax rules), then calculateDocument. Errors
// come back keyed like the service's field errors (header columns, or `lineErrorKey` for a line cell).

/** A stored or request value as the domain reads a number (ids, decimal strings, numbers, or nothing). */
const num = (v: unknown) => v as NumberInput | null | undefined;

type Row = Record<string, unknown>;
type FieldErrors = Record<string, string[]>;

/** What a document recomputes to. */
export interface Recalculated {
  /** The lines as stored: what was sent (after the rules) plus every computed line column. */
  lines: Row[];
  /** Header column → computed total (decimal string at the document's scale). */
  totals: Record<string, string>;
  /** The exchange rate in effect (1 for TL). */
  rate: Dec | null;
  errors: FieldErrors;
}

const empty = (v: unknown) => v === null || v === undefined || v === '';
const add = (errors: FieldErrors, key: string, message: string) => (errors[key] ??= []).push(message);

/** The entries of a line's other taxes when they are a readable list; anything else is left to the calculator. */
function taxEntries(raw: unknown): Row[] {
  const list = Array.isArray(raw) ? raw : typeof raw === 'object' && raw !== null ? Object.values(raw) : [];
  return list.filter((e): e is Row => typeof e === 'object' && e !== null);
}

/** The reason of a CalculationInputError without its field path and value. */
function reasonOf(err: CalculationInputError): string {
  return err.message
    .slice(err.field.length + 2)
    .replace(/ \([\s\S]*\)$/, '')
    .trim();
}

interface TaxRuleContext {
  columns: Set<string>;
  /** fatura_tipi_id, or undefined for documents without types. */
  type: unknown;
  hasTypes: boolean;
  json: string;
  errors: FieldErrors;
}

/**
 * The rules over a line's other-tax LIST (002 §4, §5), which the rule language cannot express (it reads single
 * fields, not the entries of a list); the line grid keeps the same two in src/engine/lines/tax-rules.ts, over
 * the same domain/tax functions: a withholding entry (id 19) only on a withholding invoice, and an ÖTV at rate
 * 0 needs its exemption reason (default 9 unless the invoice type is 4; emptied when no such ÖTV is left).
 * Every other line rule is the page definition's, run by `applyLineRules`.
 */
function applyTaxRules(source: Row, i: number, ctx: TaxRuleContext): Row {
  const line = { ...source };
  const { columns, errors } = ctx;
  const key = (column: string) => lineErrorKey(ctx.json, i, column);
  const entries = taxEntries(line.diger_vergiler);
  if (ctx.hasTypes) {
    const type = Number(ctx.type);
    if (type !== WITHHOLDING_INVOICE_TYPE_ID && entries.some((e) => Number(e.id) === WITHHOLDING_VERGI_ID))
      add(errors, key('diger_vergiler'), documentTexts.withholdingNeedsType);
  }
  const otv = 'otv_istisna_muafiyet_sebebi_id';
  if (columns.has(otv)) {
    const needed = entries.some((e) => needsOtvExemption(num(e.id), num(e.oran)));
    const fallback = defaultOtvExemptionId(num(ctx.type));
    if (!needed) line[otv] = null;
    else if (empty(line[otv])) {
      if (fallback === null) add(errors, key(otv), validation.requiredOnLine);
      else line[otv] = fallback;
    }
  }
  return line;
}

/** A calculator error as a field error: on the line cell it names, or on the header column. */
function calculationError(
  err: CalculationInputError,
  index: number | null,
  labels: { header: Map<string, CatalogColumn>; line: Map<string, CatalogColumn> },
  json: string,
  errors: FieldErrors,
) {
  const m = /^lines\[(\d+)\]\.([^.[]+)/.exec(err.field);
  if (m) {
    const column = m[2];
    const label = labels.line.get(column)?.display_name ?? column;
    add(
      errors,
      lineErrorKey(json, index ?? Number(m[1]), column),
      documentTexts.notCalculable(label, reasonOf(err)),
    );
  } else {
    const column = labels.header.has(err.field) ? err.field : json;
    const label = labels.header.get(column)?.display_name ?? column;
    add(errors, column, documentTexts.notCalculable(label, reasonOf(err)));
  }
}

/**
 * Recomputes a document from its header (stored row merged with the request) and lines: the line rules,
 * then calculateDocument. A line the calculator refuses is reported on its cell; every such line is found
 * (the lines are retried one by one only when the whole document fails).
 */
export function recalculate(table: TableDef, spec: DocumentSpec, header: Row, sent: Row[]): Recalculated {
  const lineTable = lineTableOf(table)!;
  const json = table.lines!.json_column;
  const lineColumns = allColumns(lineTable);
  const labels = {
    header: new Map(allColumns(table).map((c) => [c.name, c])),
    line: new Map(lineColumns.map((c) => [c.name, c])),
  };
  const errors: FieldErrors = {};
  const type = spec.typeColumn ? header[spec.typeColumn] : undefined;
  const ruleCtx = {
    columns: new Set(lineColumns.map((c) => c.name)),
    type,
    hasTypes: Boolean(spec.typeColumn),
    json,
    errors,
  };
  // The page definition's line rules first (the same ones the line grid runs), then the other-tax rules.
  const ruled = applyLineRules(table, header, sent, errors);
  const lines = ruled.map((line, i) => applyTaxRules(line, i, ruleCtx));
  const failed = (): Recalculated => ({ lines, totals: {}, rate: null, errors });

  let rate: Dec;
  try {
    rate = effectiveRate(num(header[spec.currencyColumn]), num(header[spec.rateColumn]));
  } catch (err) {
    if (!(err instanceof CalculationInputError)) throw err;
    calculationError(err, null, labels, json, errors);
    return failed();
  }
  const input = (of: Row[]) => ({
    fatura_tipi_id: num(type),
    para_birimi_id: num(header[spec.currencyColumn]),
    döviz_kuru: num(header[spec.rateColumn]),
    scale: spec.scale,
    lines: of as DocumentLineInput[],
  });
  let result: DocumentResult;
  try {
    result = calculateDocument(input(lines));
  } catch (err) {
    if (!(err instanceof CalculationInputError)) throw err;
    lines.forEach((line, i) => {
      try {
        calculateDocument(input([line]));
      } catch (one) {
        if (!(one instanceof CalculationInputError)) throw one;
        calculationError(one, i, labels, json, errors);
      }
    });
    if (!Object.keys(errors).length) calculationError(err, null, labels, json, errors);
    return failed();
  }
  if (Object.keys(errors).length) return failed();

  const computed = lineColumns.filter((c) => c.computed && !c.readOnly);
  const stored = lines.map((line, i) => {
    const amounts = result.lines[i] as unknown as Row & DocumentLineResult;
    const out: Row = { ...line };
    // At the line column's scale, like the line row the database keeps (a KDV rate of 20 is "20.00").
    for (const c of computed) if (c.name in amounts) out[c.name] = atScale(c, amounts[c.name]);
    if (ruleCtx.columns.has('diger_vergiler') && !empty(line.diger_vergiler))
      out.diger_vergiler = amounts.diger_vergiler;
    return out;
  });
  const totals = Object.fromEntries(
    Object.entries(spec.totals).map(([column, total]) => [column, result.totals[total]]),
  );
  // Amounts their columns cannot hold (numeric(precision, scale)): the first one of a line on its cell; the totals
  // on their columns when every line fits.
  stored.forEach((line, i) => {
    const over = computed.find((c) => !fitsColumn(c, line[c.name]));
    if (over) add(errors, lineErrorKey(json, i, over.name), tooLarge(over));
  });
  if (!Object.keys(errors).length)
    for (const [column, value] of Object.entries(totals)) {
      const c = labels.header.get(column);
      if (c && !fitsColumn(c, value)) add(errors, column, tooLarge(c));
    }
  return { lines: stored, totals, rate, errors };
}

/** True unless `v` is a number its numeric column cannot hold. */
export function fitsColumn(c: CatalogColumn, v: unknown): boolean {
  if (c.db_type_name !== 'numeric' || c.scale === undefined || c.scale === null) return true;
  if (typeof v !== 'number' && !(typeof v === 'string' && /^-?\d+(\.\d+)?$/.test(v))) return true;
  const precision = c.precision ?? NUMERIC_PRECISION;
  // A decimal text with fewer whole digits than the column holds fits whatever its rounding (below 10^(w−1), it
  // rounds to at most 10^(w−1)): no decimal arithmetic for the 10,000 × 20 amounts of a big invoice (issue 29).
  if (typeof v === 'string') {
    const whole = v.replace(/^-/, '').split('.')[0].replace(/^0+/, '');
    if (whole.length < precision - c.scale) return true;
  }
  return fitsNumeric(v, precision, c.scale);
}

/** "{Label} en fazla 9.999.999.999.999.999,99 değerini almalıdır." for a numeric column. */
export const tooLarge = (c: CatalogColumn) =>
  validation.maxValue(c.display_name, numericMax(c.precision ?? NUMERIC_PRECISION, c.scale ?? 0));

/** A computed number as its column stores it: a decimal string at the column's scale (others as they are). */
export function atScale(c: CatalogColumn | undefined, v: unknown): unknown {
  if (!c || c.scale === undefined || c.scale === null) return v;
  if (typeof v !== 'number' && !(typeof v === 'string' && /^-?\d+(\.\d+)?$/.test(v))) return v;
  // Already written at the scale (what the calculator answers): the same text toFixedString would give.
  if (
    typeof v === 'string' &&
    (c.scale > 0 ? atScaleText(c.scale) : /^-?(0|[1-9]\d*)$/).test(v) &&
    !/^-0(\.0*)?$/.test(v)
  )
    return v;
  return toFixedString(D(v), c.scale);
}

const atScaleTexts = new Map<number, RegExp>();
/** A decimal text with exactly `scale` decimals and no leading zeros. */
function atScaleText(scale: number): RegExp {
  let re = atScaleTexts.get(scale);
  if (!re) atScaleTexts.set(scale, (re = new RegExp(`^-?(0|[1-9]\\d*)\\.\\d{${scale}}$`)));
  return re;
}

/** The display label of a header column (for messages). */
export const headerLabel = (table: TableDef, column: string) =>
  labelOf(allColumns(table).find((c) => c.name === column)?.display_name ?? column);
