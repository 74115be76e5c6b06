import {
  calculateDocument,
  type DocumentLineInput,
  type DocumentLineResult,
  type DocumentResult,
} from '../../domain/documents';
import { documentTexts, labelOf, validation } from '../../domain/messages';
import { CalculationInputError, effectiveRate, type Dec, type NumberInput } from '../../domain/money';
import {
  defaultKdvExemptionId,
  defaultOtvExemptionId,
  needsKdvExemption,
  needsOtvExemption,
  WITHHOLDING_INVOICE_TYPE_ID,
  WITHHOLDING_VERGI_ID,
  ZERO_KDV_ID,
} from '../../domain/tax';
import { allColumns } from '../catalog/columns';
import type { CatalogColumn, TableDef } from '../catalog/types';
import { lineErrorKey, lineTableOf } from '../tables/table.lines';
import type { DocumentSpec } from './document.spec';

// Recomputes a document the way the browser does, with the same domain functions: the line rules of 002 §4
// (line type, withholding, KDV and ÖTV exemptions), then calculateDocument. Errors come back keyed like the
// service's field errors (header columns, or `lineErrorKey` for a line cell).

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

/** The cards a line type needs (002 §4 "Line type switching"); the other cards are cleared. */
const CARDS_BY_TYPE: Record<number, string[]> = {
  1: ['stok_kartlari_id', 'depo_kartlari_id'],
  2: ['hizmet_ve_masraf_kartlari_id'],
  3: [],
};
const CARD_COLUMNS = ['stok_kartlari_id', 'depo_kartlari_id', 'hizmet_ve_masraf_kartlari_id'];

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

interface LineRuleContext {
  columns: Set<string>;
  /** fatura_tipi_id, or undefined for documents without types. */
  type: unknown;
  hasTypes: boolean;
  json: string;
  errors: FieldErrors;
}

/** The line rules of 002 §4 and §5 on one line; returns the line with cleared cards and exemption defaults. */
function applyLineRules(source: Row, i: number, ctx: LineRuleContext): Row {
  const line = { ...source };
  const { columns, errors } = ctx;
  const key = (column: string) => lineErrorKey(ctx.json, i, column);
  const typeId = Number(line.mal_hizmet_turu_id);
  if (columns.has('mal_hizmet_turu_id') && !empty(line.mal_hizmet_turu_id) && CARDS_BY_TYPE[typeId]) {
    const needed = CARDS_BY_TYPE[typeId];
    for (const card of CARD_COLUMNS.filter((c) => columns.has(c))) {
      if (!needed.includes(card)) line[card] = null;
      else if (empty(line[card])) add(errors, key(card), validation.requiredOnLine);
    }
  }
  const entries = taxEntries(line.diger_vergiler);
  if (ctx.hasTypes) {
    const type = Number(ctx.type);
    if (type !== WITHHOLDING_INVOICE_TYPE_ID && entries.some((e) => Number(e.id) === WITHHOLDING_VERGI_ID))
      add(errors, key('diger_vergiler'), documentTexts.withholdingNeedsType);
    if (type === WITHHOLDING_INVOICE_TYPE_ID && Number(line.kdv_id) === ZERO_KDV_ID)
      add(errors, key('kdv_id'), documentTexts.zeroKdvOnWithholding);
  }
  const exemption = (column: string, needed: boolean, fallback: number | null) => {
    if (!columns.has(column)) return;
    if (!needed) line[column] = null;
    else if (empty(line[column])) {
      if (fallback === null) add(errors, key(column), validation.requiredOnLine);
      else line[column] = fallback;
    }
  };
  exemption(
    'kdv_istisna_muafiyet_sebebi_id',
    needsKdvExemption(num(line.kdv_id)),
    defaultKdvExemptionId(num(ctx.type)),
  );
  exemption(
    'otv_istisna_muafiyet_sebebi_id',
    entries.some((e) => needsOtvExemption(num(e.id), num(e.oran))),
    defaultOtvExemptionId(num(ctx.type)),
  );
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
  const lines = sent.map((line, i) => applyLineRules(line, i, ruleCtx));
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

  const computed = lineColumns.filter((c) => c.computed && !c.readOnly).map((c) => c.name);
  const stored = lines.map((line, i) => {
    const amounts = result.lines[i] as unknown as Row & DocumentLineResult;
    const out: Row = { ...line };
    for (const name of computed) if (name in amounts) out[name] = amounts[name];
    if (ruleCtx.columns.has('diger_vergiler') && !empty(line.diger_vergiler))
      out.diger_vergiler = amounts.diger_vergiler;
    return out;
  });
  const totals = Object.fromEntries(
    Object.entries(spec.totals).map(([column, total]) => [column, result.totals[total]]),
  );
  return { lines: stored, totals, rate, errors };
}

/** The display label of a header column (for messages). */
export const headerLabel = (table: TableDef, column: string) =>
  labelOf(allColumns(table).find((c) => c.name === column)?.display_name ?? column);
