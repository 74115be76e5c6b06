import { sql } from 'kysely';
import { validation } from '../../domain/messages';
import { PAGE_RULES } from '../../domain/api/page-rules';
import {
  evaluate,
  isEmpty,
  ruleNames,
  type PageRules,
  test,
  type Rule,
  type RuleContext,
  type RuleData,
} from '../../domain/rules';
import { findTable } from '../catalog';
import { allColumns } from '../catalog/columns';
import type { CatalogColumn, TableDef } from '../catalog/types';
import type { Db } from '../db/database';
import { isRequired } from '../catalog/columns';
import { lineErrorKey, lineInputColumns, lineTableOf, wireValue } from './table.lines';
import { existingRows } from './table.repository';
import { coerceValue } from './values.coerce';

type Row = Record<string, unknown>;
type FieldErrors = Record<string, string[]>;

// The server runs the same rules the form runs: the page definitions' rules, read as data (domain/api/page-rules.ts,
// written from src/schemas by `npm run catalogue:types`; the server imports nothing of src/).
const byTable = new Map<string, PageRules>(Object.entries(PAGE_RULES));

/**
 * The rules of the page definition that guards a table's saves (the first one naming the table that is not a
 * create-only quick entry, whose rules must be the same), if any.
 */
export const pageRulesOf = (table: string): PageRules | undefined => byTable.get(table);

/** Reads the named columns of one row of `tableName`, only those the catalogue knows and a reader may see. */
async function readColumns(db: Db, tableName: string, id: number, names: string[]): Promise<Row> {
  const table = findTable(tableName);
  const known = new Set(
    table ? table.columns.filter((c) => !c.writeOnly).map((c) => c.name) : ['name_basic'],
  );
  const wanted = [...new Set(names)].filter((n) => known.has(n));
  if (!wanted.length) return {};
  const r = await sql<Row>`select ${sql.join(wanted.map((n) => sql.ref(n)))} from ${sql.table(tableName)}
    where id = ${id}::bigint`.execute(db);
  return r.rows[0] ?? {};
}

/** What value sources read: the clock, and the user's and company's columns the rules name. */
async function contextFor(db: Db, def: PageRules, ctx: SaveContext): Promise<RuleContext> {
  const names = ruleNames(def.rules ?? []);
  return {
    user: names.user.length ? await readColumns(db, 'users', ctx.userId, names.user) : {},
    company: names.company.length
      ? await readColumns(db, 'departments', ctx.departmentId, names.company)
      : {},
  };
}

/** The caller and the row a save touches. */
export interface SaveContext {
  departmentId: number;
  userId: number;
  /** The stored row on update. */
  old?: Row;
}

const add = (errors: FieldErrors, column: string, message: string) => {
  const list = (errors[column] ??= []);
  if (!list.includes(message)) list.push(message);
};

/**
 * Runs the table's page rules over the row a store/update would leave (the stored row with the body's
 * values over it): values the rules set, clear or reset are written too; defaults fill the columns a store
 * leaves out; a field the rules make required (and do not hide) must hold a value; the invalid effects
 * answer their messages; a catalogue-required field the rules hide is not required. Changes `values` and
 * `errors` in place.
 */
export async function applyPageRules(
  db: Db,
  table: TableDef,
  body: Row,
  values: Row,
  errors: FieldErrors,
  ctx: SaveContext,
): Promise<void> {
  const def = pageRulesOf(table.name);
  if (def) await runPageRules(db, def, { table, body, values, errors }, ctx);
}

/** `applyPageRules` with the page definition given (tests run rule sets no page uses yet). */
export async function runPageRules(
  db: Db,
  def: PageRules,
  save: { table: TableDef; body: Row; values: Row; errors: FieldErrors },
  ctx: SaveContext,
): Promise<void> {
  const { table, body, values, errors } = save;
  if (!def.rules?.length) return;
  const columns = new Map<string, CatalogColumn>(allColumns(table).map((c) => [c.name, c]));
  const creating = ctx.old === undefined;
  const context = await contextFor(db, def, ctx);
  const groups = def.groups ?? [];
  const merged: RuleData = { ...(ctx.old ?? {}), ...values };
  await applyFills(db, def.rules, { table, body, values, errors, merged }, ctx);

  let outcome = evaluate(def.rules, merged, { phase: 'save', groups, context });
  const defaulted = new Set<string>();
  if (creating) {
    for (const [field, value] of Object.entries(outcome.defaults)) {
      if (!columns.has(field) || field in body || !isEmpty(merged[field])) continue;
      merged[field] = value;
      defaulted.add(field);
    }
    if (defaulted.size) outcome = evaluate(def.rules, merged, { phase: 'save', groups, context });
  }

  // The evaluator hands back untouched values as they were: anything else is a rule's doing.
  for (const [name, c] of columns) {
    if (c.readOnly || c.writeOnly || !(name in outcome.data)) continue;
    const next = outcome.data[name];
    if (!defaulted.has(name) && next === merged[name]) continue;
    const coerced = coerceValue(c, isEmpty(next) ? null : next);
    if (coerced.ok) values[name] = coerced.value;
    else add(errors, name, coerced.error);
  }

  for (const [name, state] of Object.entries(outcome.fields)) {
    const c = columns.get(name);
    if (!c) continue;
    if (state.hidden) {
      const kept = (errors[name] ?? []).filter((m) => m !== validation.required(c.display_name));
      if (kept.length) errors[name] = kept;
      else delete errors[name];
    } else if (state.required && isEmpty(outcome.data[name]) && !errors[name]?.length) {
      add(errors, name, validation.required(c.display_name));
    }
  }
  for (const [name, message] of Object.entries(outcome.invalid))
    if (columns.has(name)) add(errors, name, message);
}

/**
 * The header's `fill` rules on a save (issue 26, item 6): a store or update that names the related record (an address
 * id) and none of the fields its fill writes gets them from that record, as the form does when the user picks it —
 * the related row read in the caller's company (or a shared table's global rows), its values coerced like a sent
 * field. A save that sends any of the filled fields keeps what it sent; an update fills only when the id changed.
 */
async function applyFills(
  db: Db,
  rules: readonly Rule[],
  save: { table: TableDef; body: Row; values: Row; errors: FieldErrors; merged: RuleData },
  ctx: SaveContext,
): Promise<void> {
  const columns = new Map<string, CatalogColumn>(allColumns(save.table).map((c) => [c.name, c]));
  for (const rule of rules) {
    if (rule.scope === 'line' || !test(rule.when, { own: save.merged })) continue;
    for (const effect of rule.then ?? []) {
      if (!('fill' in effect)) continue;
      const { from, table: source, columns: map } = effect.fill;
      const id = Number(save.values[from]);
      if (!(from in save.body) || !Number.isInteger(id) || id <= 0 || save.errors[from]?.length) continue;
      if (ctx.old && String(ctx.old[from] ?? '') === String(save.values[from])) continue;
      const targets = Object.keys(map).filter((f) => columns.has(f));
      if (!targets.length || targets.some((f) => f in save.body)) continue;
      const related = findTable(source);
      if (!related) continue;
      const known = new Set(related.columns.filter((c) => !c.writeOnly).map((c) => c.name));
      const wanted = [...new Set(targets.map((f) => map[f]))].filter((c) => known.has(c));
      if (!wanted.length) continue;
      const [row] = await existingRows(db, related, [id], ctx.departmentId, wanted);
      if (!row) continue;
      for (const f of targets) {
        const c = columns.get(f)!;
        if (c.readOnly || c.writeOnly || !known.has(map[f])) continue;
        const coerced = coerceValue(c, isEmpty(row[map[f]]) ? null : row[map[f]]);
        if (!coerced.ok) continue;
        save.values[f] = coerced.value;
        save.merged[f] = coerced.value as RuleData[string];
      }
    }
  }
}

/** The line rules (`scope: 'line'`) of the page definition that guards a table's saves; none without one. */
export const lineRulesOf = (table: string): Rule[] =>
  (pageRulesOf(table)?.rules ?? []).filter((r) => r.scope === 'line');

/**
 * Runs the table's line rules (the page definition's `scope: 'line'` rules, the ones the line grid runs) over
 * every line, in the save phase, with `header` as what `of: 'header'` reads: values the rules clear, set or
 * reset are written (coerced like a sent cell), defaults fill the cells left empty (a line has no "left out":
 * the grid's rules default a cell as soon as their branch applies, so a sent line with the cell empty gets it
 * too), and the cell errors go to `errors` under `lineErrorKey`: a cell the rules or the catalogue require
 * (and the rules do not hide) that is empty answers "Bu alan zorunludur." — or the warning whose reset
 * emptied it —, and `invalid` effects their messages. Returns the lines as the rules leave them.
 */
export function applyLineRules(table: TableDef, header: Row, lines: Row[], errors: FieldErrors): Row[] {
  const lineTable = lineTableOf(table);
  const rules = lineRulesOf(table.name);
  if (!table.lines || !lineTable || !rules.length) return lines;
  return runLineRules(rules, { table, lineTable, header, lines, errors });
}

/** `applyLineRules` with the rules given (tests run rule sets no page uses yet). */
export function runLineRules(
  rules: readonly Rule[],
  run: { table: TableDef; lineTable: TableDef; header: Row; lines: Row[]; errors: FieldErrors },
): Row[] {
  const { header, errors } = run;
  const json = run.table.lines!.json_column;
  const columns = lineInputColumns(run.lineTable);
  const byName = new Map(columns.map((c) => [c.name, c]));
  const opts = { phase: 'save', scope: 'line', header } as const;
  return run.lines.map((sent, i) => {
    const key = (column: string) => lineErrorKey(json, i, column);
    let outcome = evaluate(rules, sent, opts);
    const defaulted = Object.entries(outcome.defaults).filter(
      ([f, v]) => byName.has(f) && isEmpty(outcome.data[f]) && !isEmpty(v),
    );
    if (defaulted.length)
      outcome = evaluate(rules, { ...outcome.data, ...Object.fromEntries(defaulted) }, opts);
    const line: Row = { ...sent };
    for (const c of columns) {
      if (!(c.name in outcome.data) && !(c.name in sent)) continue;
      const next = outcome.data[c.name];
      if (next === sent[c.name]) continue;
      const coerced = coerceValue(c, isEmpty(next) ? null : next);
      if (coerced.ok) line[c.name] = wireValue(c, coerced.value);
      else add(errors, key(c.name), coerced.error);
    }
    for (const c of columns) {
      const state = outcome.fields[c.name] ?? {};
      if (state.hidden || !isEmpty(line[c.name])) continue;
      if (state.required || isRequired(c))
        add(errors, key(c.name), outcome.resets[c.name] ?? validation.requiredOnLine);
    }
    for (const [name, message] of Object.entries(outcome.invalid))
      if (byName.has(name)) add(errors, key(name), message);
    return line;
  });
}
