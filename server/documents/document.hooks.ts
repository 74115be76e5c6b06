import { overrideProblem } from '../../domain/documents';
import { documentTexts, validation } from '../../domain/messages';
import { amountAtRate, D, LOCAL_CURRENCY_ID, toFixedString, trAmount } from '../../domain/money';
import { allColumns } from '../catalog/columns';
import type { CatalogColumn, TableDef } from '../catalog/types';
import type { HookContext, TableHooks } from '../tables/table.hooks';
import { linesRejected } from '../tables/table.lines';
import { atScale, fitsColumn, headerLabel, recalculate, tooLarge } from './document.calculate';
import type { DocumentSpec } from './document.spec';

// The document behaviour of a table with lines (invoices, quotes): on store and update the server recomputes
// every line and total with domain's calculateDocument, refuses totals that differ from it (except the
// confirmed override of the editable totals) and writes what it computed (docs/line-tables.md).

type Row = Record<string, unknown>;
type FieldErrors = Record<string, string[]>;

interface Outcome {
  errors: FieldErrors;
  /** What the write stores besides the request's values: lines with amounts, totals, the rate of TL. */
  write: Row;
}

const isYes = (v: unknown) => v === true || v === 1 || v === '1' || v === 't';
const DECIMAL = /^-?\d+(\.\d+)?$/;

/** Whether a request value equals the stored one (1 = "1" = "1.00"; ids, dates and flags as they are). */
function sameValue(sent: unknown, stored: unknown): boolean {
  if ((sent ?? null) === (stored ?? null)) return true;
  const a = typeof sent === 'number' ? String(sent) : sent;
  const b = typeof stored === 'number' ? String(stored) : stored;
  return (
    typeof a === 'string' && typeof b === 'string' && DECIMAL.test(a) && DECIMAL.test(b) && D(a).eq(D(b))
  );
}

/** JSON equality whatever the key order (jsonb stores keys in its own order). */
function sameJson(a: unknown, b: unknown): boolean {
  const canonical = (v: unknown): unknown =>
    Array.isArray(v)
      ? v.map(canonical)
      : typeof v === 'object' && v !== null
        ? Object.fromEntries(
            Object.keys(v)
              .sort()
              .map((k) => [k, canonical((v as Row)[k])]),
          )
        : v;
  return JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));
}
const add = (errors: FieldErrors, key: string, message: string) => (errors[key] ??= []).push(message);
const columnOf = (table: TableDef, name: string): CatalogColumn | undefined =>
  allColumns(table).find((c) => c.name === name);

/** The lines of a header value: the stored JSON list, or none. */
const linesOf = (v: unknown): Row[] => (Array.isArray(v) ? (v as Row[]) : []);

/** Columns whose change makes the document recompute. */
function inputsOf(spec: DocumentSpec, json: string): string[] {
  return [
    json,
    spec.typeColumn,
    spec.currencyColumn,
    spec.rateColumn,
    spec.override?.column,
    spec.foreignColumn,
    ...Object.keys(spec.totals),
  ].filter((c): c is string => Boolean(c));
}

function decide(spec: DocumentSpec, values: Row, ctx: HookContext): Outcome {
  const table = ctx.table;
  const json = table.lines!.json_column;
  const header = { ...(ctx.old ?? {}), ...values };
  const lines = linesOf(json in values ? values[json] : ctx.old?.[json]);
  const r = recalculate(table, spec, header, lines);
  if (Object.keys(r.errors).length) return { errors: r.errors, write: {} };

  const errors: FieldErrors = {};
  const write: Row = { [json]: r.lines };
  const overridden = spec.override ? isYes(header[spec.override.column]) : false;
  const check = (column: string, expected: string) => {
    const sent = values[column];
    if (sent === null || sent === undefined) write[column] = expected;
    else if (overridden && spec.override!.editable.includes(column)) {
      // A rounding correction only: never below zero, within the band around the lines' total.
      const problem = overrideProblem(sent as string, expected, r.lines.length, spec.scale);
      const label = headerLabel(table, column);
      if (problem?.kind === 'negative') add(errors, column, validation.minValue(label, 0));
      else if (problem) add(errors, column, documentTexts.overrideBand(label, problem.tolerance, expected));
      else write[column] = toFixedString(D(sent as string), spec.scale);
    } else if (!D(sent as string).eq(D(expected)))
      add(errors, column, documentTexts.totalMismatch(headerLabel(table, column), trAmount(expected)));
    else write[column] = expected;
  };
  for (const [column, expected] of Object.entries(r.totals)) check(column, expected);
  if (spec.foreignColumn && r.rate && !errors[spec.payableColumn]) {
    // The same derivation as the form's (domain amountAtRate), also from an overridden payable.
    const payable = String(write[spec.payableColumn] ?? r.totals[spec.payableColumn] ?? 0);
    const atRate = amountAtRate(payable, r.rate, spec.scale);
    const foreign = columnOf(table, spec.foreignColumn);
    if (foreign && !fitsColumn(foreign, atRate)) add(errors, spec.foreignColumn, tooLarge(foreign));
    else check(spec.foreignColumn, atRate);
  }
  if (spec.remainingColumn && !Object.keys(errors).length) {
    // Read-only: what a request sends for it never reaches the hooks; the amount due is the one at the rate.
    const due = spec.foreignColumn ? write[spec.foreignColumn] : write[spec.payableColumn];
    write[spec.remainingColumn] = due ?? r.totals[spec.payableColumn];
  }
  // The rate of the local currency is locked at 1 (002 §9), whatever was typed.
  const currency = header[spec.currencyColumn];
  if (currency === null || currency === undefined || Number(currency) === LOCAL_CURRENCY_ID)
    write[spec.rateColumn] = atScale(columnOf(table, spec.rateColumn), '1');
  return { errors, write };
}

/**
 * The hooks of a document table: `validate` recomputes and answers the field errors (line rules, amounts the
 * calculator refuses, totals that differ); `beforeWrite` stores the computed lines and totals. An update that
 * touches none of the document's inputs (lines, type, currency, rate, totals, override flag) skips both.
 */
export function documentHooks(spec: DocumentSpec): TableHooks {
  const outcomes = new WeakMap<object, Outcome>();
  const outcome = (values: Row, ctx: HookContext) => {
    let o = outcomes.get(values);
    if (!o) outcomes.set(values, (o = decide(spec, values, ctx)));
    return o;
  };
  // An update that sends its inputs unchanged (the form sends every field) does not recompute.
  const touched = (values: Row, ctx: HookContext) => {
    const json = ctx.table.lines!.json_column;
    const old = ctx.old;
    return (
      !old || inputsOf(spec, json).some((c) => c in values && (c === json || !sameValue(values[c], old[c])))
    );
  };
  return {
    async validate(values, ctx) {
      // A document has at least one line (issue 11 item 10) whenever its lines are sent: a store or update with an
      // empty line list is refused. A header stored without the lines column is the first step of writing lines one
      // at a time (the row-by-row API and the line-by-line page mode, docs/line-tables.md "Row by row").
      const json = ctx.table.lines!.json_column;
      const sentLines = json in values;
      if (
        sentLines &&
        !ctx.errors?.[json] &&
        !linesOf(json in values ? values[json] : ctx.old?.[json]).length
      )
        return { [json]: [documentTexts.noLines] };
      // Nothing to recompute from while the lines or another input were refused (their errors say why).
      const refused = inputsOf(spec, ctx.table.lines!.json_column).some((c) => ctx.errors?.[c]);
      if (!touched(values, ctx) || linesRejected(values) || refused) return {};
      return outcome(values, ctx).errors;
    },
    async beforeWrite(values, ctx) {
      if (!touched(values, ctx)) return values;
      const out = { ...values, ...outcome(values, ctx).write };
      // Lines that come out as they are stored keep their rows (and row ids).
      const json = ctx.table.lines!.json_column;
      if (ctx.old && sameJson(out[json], ctx.old[json])) delete out[json];
      return out;
    },
  };
}
