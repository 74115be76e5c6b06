import { PHONE_COUNTRY_COLUMN, PHONE_MASK_COLUMN, phoneMaskOr } from '../../domain/masks';
import { labelOf, validation } from '../../domain/messages';
import { findTable } from '../catalog';
import { allColumns, isRequired, SYSTEM_COLUMNS } from '../catalog/columns';
import type { CatalogColumn, TableDef } from '../catalog/types';
import type { Db } from '../db/database';
import { isFileColumn, readFileFields } from '../files/files.field';
import { kindOf } from './column.kind';
import { applyPageRules } from './page.rules';
import { readLines } from './table.lines';
import { checkNumber } from './table.numbers';
import { defaultRow, existingRows } from './table.repository';
import { coerceValue, relationId, type Coerced, type CoerceOptions } from './values.coerce';
import { hooksOf } from './table.hooks';

type Row = Record<string, unknown>;
export type FieldErrors = Record<string, string[]>;

/** The columns a store/update may write: not the server's common fields, not read-only ones. */
export const writableColumns = (table: TableDef) =>
  allColumns(table).filter(
    // A common field the table declares itself is its own column (bildirimler.state: unread).
    (c) => (!SYSTEM_COLUMNS.has(c.name) || table.columns.includes(c)) && !c.readOnly,
  );

const add = (errors: FieldErrors, column: string, message: string) => (errors[column] ??= []).push(message);

/** The `{column}` names of a message template. */
const placeholdersOf = (template: string) => [...template.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);

/** A message template filled from a row of `table`: a static select's value as its option text. */
function fillMessage(template: string, table: TableDef, row: Row): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = row[name];
    const option = table.columns
      .find((x) => x.name === name)
      ?.options?.find((o) => String(o.id) === String(value));
    return option ? String(option.text) : String(value ?? '');
  });
}

/** The default of a column as a body value would carry it. */
const defaultOf = (c: CatalogColumn): unknown =>
  c.default === null || c.default === undefined ? null : c.default;

/**
 * Reads the body against the catalogue: on store every writable column (left out = its catalogue default, or
 * the database's), on update only the columns the body names. Returns the coerced values and the Turkish
 * field errors.
 */
export function readBody(
  table: TableDef,
  body: Row,
  creating: boolean,
  opts: CoerceOptions = {},
): { values: Row; errors: FieldErrors } {
  const values: Row = {};
  const errors: FieldErrors = {};
  for (const c of writableColumns(table)) {
    // Files columns come as `col[]` / `col_old` (readFileFields).
    if (isFileColumn(c)) continue;
    const present = Object.prototype.hasOwnProperty.call(body, c.name);
    if (!present && !creating) continue;
    // Left out of a store with no catalogue default: the database default applies, unless it is required.
    if (!present && defaultOf(c) === null) {
      // A computed amount left out (or empty) is filled by the table's calculation (docs/line-tables.md).
      if (isRequired(c) && !c.computed) add(errors, c.name, validation.required(c.display_name));
      continue;
    }
    const result: Coerced = coerceValue(c, present ? body[c.name] : defaultOf(c), opts);
    if (!result.ok) {
      add(errors, c.name, result.error);
      continue;
    }
    if (result.value === null && isRequired(c) && !c.computed)
      add(errors, c.name, validation.required(c.display_name));
    else values[c.name] = result.value;
  }
  return { values, errors };
}

/**
 * The phone mask of the record's country, as the form's phone input follows it: the table's country column
 * (`PHONE_COUNTRY_COLUMN`: the body's value, else the stored one, else its default) read in its related table's
 * `PHONE_MASK_COLUMN`. Undefined (Türkiye's mask) when the table has no phone, no such country or the country no
 * mask.
 */
async function phoneMaskOf(db: Db, table: TableDef, body: Row, old: Row | undefined, departmentId: number) {
  if (!writableColumns(table).some((c) => c.gui_type_name === 'phone')) return undefined;
  const country = allColumns(table).find((c) => c.name === PHONE_COUNTRY_COLUMN && c.relation);
  const target = country?.relation ? findTable(country.relation.table_name) : undefined;
  if (!country || !target || !allColumns(target).some((c) => c.name === PHONE_MASK_COLUMN)) return undefined;
  const id = relationId(
    Object.prototype.hasOwnProperty.call(body, country.name)
      ? body[country.name]
      : (old?.[country.name] ?? defaultOf(country)),
  );
  if (id === null) return undefined;
  const rows = await existingRows(db, target, [id], departmentId, [PHONE_MASK_COLUMN]);
  return rows.length ? phoneMaskOr(rows[0][PHONE_MASK_COLUMN]) : undefined;
}

/** Select ids must name rows the caller may see: the lookup's rows, or its own company's rows. */
async function checkRelations(
  db: Db,
  table: TableDef,
  values: Row,
  old: Row | undefined,
  departmentId: number,
  errors: FieldErrors,
) {
  const related = new Map<string, Row>();
  for (const c of writableColumns(table)) {
    const kind = kindOf(c);
    if ((kind !== 'relation' && kind !== 'multi') || !c.relation || errors[c.name]) continue;
    const target = findTable(c.relation.table_name);
    const finalValue = c.name in values ? values[c.name] : old?.[c.name];
    if (!target || finalValue === null || finalValue === undefined) continue;
    const ids = (Array.isArray(finalValue) ? finalValue : [finalValue]).map(Number);
    const upColumn = c.up_filter_column ?? c.up_column_name;
    const limits = Object.entries(c.relation_where ?? {});
    const extra = [
      ...(upColumn && target.columns.some((x) => x.name === upColumn) ? [upColumn] : []),
      ...limits.map(([name]) => name),
    ];
    const named = c.relation_where_message ? placeholdersOf(c.relation_where_message) : [];
    const found = await existingRows(
      db,
      target,
      ids,
      departmentId,
      [...new Set([...extra, ...named.filter((n) => target.columns.some((x) => x.name === n))])],
      c.global_rows_only,
    );
    // A select limited to some related rows (relation_where) accepts only those.
    const rows = found.filter((r) => limits.every(([name, value]) => String(r[name]) === String(value)));
    if (rows.length !== new Set(ids).size) {
      const other = found.find((r) => !rows.includes(r));
      if (c.name in values)
        add(
          errors,
          c.name,
          other && c.relation_where_message
            ? fillMessage(c.relation_where_message, target, other)
            : validation.invalidChoice(c.display_name),
        );
      continue;
    }
    if (kind === 'relation') related.set(c.name, rows[0]);
  }
  // A dependent select must agree with its parent (an ilçe of the chosen il), whenever either changed.
  for (const c of writableColumns(table)) {
    if (!c.up_column_name || !related.has(c.name) || errors[c.name]) continue;
    if (!(c.name in values) && !(c.up_column_name in values)) continue;
    const parent = allColumns(table).find((x) => x.name === c.up_column_name);
    const parentValue = c.up_column_name in values ? values[c.up_column_name] : old?.[c.up_column_name];
    const upColumn = c.up_filter_column ?? c.up_column_name;
    const childParent = related.get(c.name)?.[upColumn];
    if (parentValue === null || parentValue === undefined || String(childParent) !== String(parentValue)) {
      add(
        errors,
        c.name,
        `${labelOf(c.display_name)} seçimi ${labelOf(parent?.display_name ?? c.up_column_name)} seçimiyle uyumlu değil.`,
      );
    }
  }
}

/**
 * A store that leaves out a select with `default_flag` gets the caller's default row of the related table (for
 * a dependent select, the parent's default row: a customer's default address), like a catalogue default.
 */
async function withDefaultRows(db: Db, table: TableDef, body: Row, departmentId: number): Promise<Row> {
  let out = body;
  for (const c of writableColumns(table)) {
    if (!c.default_flag || !c.relation || Object.prototype.hasOwnProperty.call(body, c.name)) continue;
    const target = findTable(c.relation.table_name);
    const parentValue = c.up_column_name ? relationId(body[c.up_column_name]) : null;
    if (!target || (c.up_column_name && parentValue === null)) continue;
    const parent =
      c.up_column_name && parentValue !== null
        ? { column: c.up_filter_column ?? c.up_column_name, value: parentValue }
        : undefined;
    const row = await defaultRow(
      db,
      target,
      departmentId,
      c.default_flag,
      c.relation.display_column_name,
      parent,
    );
    if (row) out = { ...out, [c.name]: row.id };
  }
  return out;
}

/** A body value as text for comparing with the stored one (a one-element array of a form field is its element). */
const asText = (v: unknown): string => {
  const one = Array.isArray(v) && v.length === 1 ? v[0] : v;
  if (one === null || one === undefined) return '';
  return typeof one === 'object' ? JSON.stringify(one) : String(one).trim();
};

/**
 * A read-only column with `refuse_change` (a company's tax number): on update, a body that gives it another value
 * than the stored one gets that field error; the same value (a form sending the whole record) passes, ignored.
 */
function refuseLockedChanges(table: TableDef, body: Row, old: Row | undefined, errors: FieldErrors): void {
  for (const c of allColumns(table)) {
    if (!c.readOnly || !c.refuse_change || !Object.prototype.hasOwnProperty.call(body, c.name)) continue;
    if (!old || asText(body[c.name]) !== asText(old[c.name])) add(errors, c.name, c.refuse_change);
  }
}

/**
 * Every check of a store/update: the catalogue (required, lengths, types, checks), the ids of selects, the
 * dependent selects and the table's hooks. `old` is the stored row on update.
 */
export async function validateWrite(
  db: Db,
  table: TableDef,
  body: Row,
  ctx: { departmentId: number; userId: number; id?: number; old?: Row; freshNumber?: boolean },
): Promise<{ values: Row; errors: FieldErrors }> {
  const creating = ctx.id === undefined;
  body = creating ? await withDefaultRows(db, table, body, ctx.departmentId) : body;
  const phoneMask = await phoneMaskOf(db, table, body, ctx.old, ctx.departmentId);
  const { values, errors } = readBody(table, body, creating, { phoneMask });
  refuseLockedChanges(table, body, ctx.old, errors);
  // An update that changes only the country keeps the stored phone, which must fit the new country's mask too.
  if (ctx.old && Object.prototype.hasOwnProperty.call(body, PHONE_COUNTRY_COLUMN))
    for (const c of writableColumns(table).filter((x) => x.gui_type_name === 'phone' && !(x.name in body))) {
      const kept = coerceValue(c, ctx.old[c.name], { phoneMask });
      if (!kept.ok) add(errors, c.name, kept.error);
    }
  await readFileFields(writableColumns(table), body, ctx, values, errors);
  // The rules of the table's page definition (domain/rules; docs/rules.md) run here too, so that "required
  // when visible" is enforced by the server as well; what they clear or set is checked like the body.
  await applyPageRules(db, table, body, values, errors, ctx);
  await checkRelations(db, table, values, ctx.old, ctx.departmentId, errors);
  await readLines(db, table, values, ctx.departmentId, errors);
  await checkNumber(db, table, values, ctx, errors, ctx.freshNumber);
  const hooks = hooksOf(table);
  if (hooks?.validate) {
    const more = await hooks.validate(values, { db, table, ...ctx, errors });
    for (const [column, messages] of Object.entries(more)) for (const m of messages) add(errors, column, m);
  }
  return { values, errors };
}
