import { sql } from 'kysely';
import type { ColumnMeta, LineError } from '../../domain/api/contract';
import { labelOf, validation } from '../../domain/messages';
import { findTable } from '../catalog';
import { allColumns, isRequired, publicMeta, SYSTEM_COLUMNS } from '../catalog/columns';
import type { CatalogColumn, TableDef } from '../catalog/types';
import type { Db } from '../db/database';
import { kindOf } from './column.kind';
import { existingRows } from './table.repository';
import { coerceValue } from './values.coerce';

// The line-table capability of the generic service (docs/line-tables.md), driven by the catalogue: a table
// with `lines` receives its lines as JSON in one column; they are read against the line table's columns,
// stored in that column (the source of truth) and mirrored, in the same transaction, as rows of the line
// table so that they can be listed. It never names a table.

type Row = Record<string, unknown>;
type FieldErrors = Record<string, string[]>;

/** Most lines one document may hold. */
export const MAX_LINES = 10_000;
const INSERT_BATCH = 500;

const add = (errors: FieldErrors, key: string, message: string) => (errors[key] ??= []).push(message);
const isObject = (v: unknown): v is Row => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The key a line cell's error travels under until the answer: `mal_hizmet_json[2].miktar` (0-based). */
export const lineErrorKey = (jsonColumn: string, index: number, column: string) =>
  `${jsonColumn}[${index}].${column}`;

/** The line table of a document table, or undefined when the table has no lines. */
export function lineTableOf(table: TableDef): TableDef | undefined {
  return table.lines ? findTable(table.lines.table) : undefined;
}

/**
 * The header of a line table whose rows may also be written one by one (server/tables/line-rows.ts): the table
 * its `parent` names, when that table keeps its lines in a lines column pointing back here. Undefined otherwise.
 */
export function lineHeaderOf(table: TableDef): TableDef | undefined {
  if (!table.parent) return undefined;
  const header = findTable(table.parent.table);
  return header?.lines?.table === table.name ? header : undefined;
}

/** The line columns a request writes: not the common fields, the header link, the order or computed amounts. */
export const lineInputColumns = (lineTable: TableDef): CatalogColumn[] =>
  allColumns(lineTable).filter((c) => !SYSTEM_COLUMNS.has(c.name) && !c.readOnly && !c.computed);

const rejected = new WeakSet<object>();

/** True when `readLines` found an error in the lines of these values (document hooks then skip the totals). */
export const linesRejected = (values: Row) => rejected.has(values);

/** A coerced cell as a line of the JSON column keeps it: booleans '1'/'0' like the forms send them. */
export const wireValue = (c: CatalogColumn, v: unknown) =>
  kindOf(c) === 'boolean' && v !== null ? (v ? '1' : '0') : v;

/** The lines of a body value: a list, or an object of entries (`{"0": {...}}`); null when neither. */
function linesOf(raw: unknown): unknown[] | null {
  if (raw === null || raw === undefined) return [];
  if (Array.isArray(raw)) return raw;
  if (isObject(raw) && Object.values(raw).every(isObject)) return Object.values(raw);
  return null;
}

/**
 * Reads the lines of a document body (already JSON-parsed into `values[json_column]`) against the line table:
 * required cells ("Bu alan zorunludur."), types, limits and select ids of the caller's company. Replaces the
 * value with the coerced lines (only line columns, booleans '1'/'0'); line errors go to `errors` under
 * `lineErrorKey`. Nothing happens when the body does not carry the lines column.
 */
export async function readLines(
  db: Db,
  table: TableDef,
  values: Row,
  departmentId: number,
  errors: FieldErrors,
): Promise<void> {
  const lineTable = lineTableOf(table);
  if (!table.lines || !lineTable || !(table.lines.json_column in values)) return;
  const json = table.lines.json_column;
  const label = allColumns(table).find((c) => c.name === json)?.display_name ?? json;
  const list = linesOf(values[json]);
  if (list === null || list.length > MAX_LINES) {
    add(errors, json, list === null ? validation.invalid(label) : documentLimitText());
    rejected.add(values);
    return;
  }
  const columns = lineInputColumns(lineTable);
  const lines: Row[] = [];
  let bad = false;
  list.forEach((item, i) => {
    const line: Row = {};
    lines.push(line);
    if (!isObject(item)) {
      add(errors, json, `${i + 1}. satır geçerli değil.`);
      bad = true;
      return;
    }
    for (const c of columns) {
      const present = Object.prototype.hasOwnProperty.call(item, c.name);
      const result = coerceValue(c, present ? item[c.name] : (c.default ?? null));
      if (!result.ok) {
        add(errors, lineErrorKey(json, i, c.name), result.error);
        bad = true;
      } else if (result.value === null && isRequired(c)) {
        add(errors, lineErrorKey(json, i, c.name), validation.requiredOnLine);
        bad = true;
      } else line[c.name] = wireValue(c, result.value);
    }
  });
  // Select ids must name rows the caller may see: one query per select column, whatever the line count.
  for (const c of columns) {
    const target = c.relation ? findTable(c.relation.table_name) : undefined;
    if (!target || kindOf(c) !== 'relation') continue;
    const ids = [...new Set(lines.map((l) => l[c.name]).filter((v) => v !== null && v !== undefined))];
    if (!ids.length) continue;
    const found = new Set(
      (await existingRows(db, target, ids.map(Number), departmentId)).map((r) => Number(r.id)),
    );
    lines.forEach((l, i) => {
      const id = l[c.name];
      if (id === null || id === undefined || found.has(Number(id))) return;
      add(errors, lineErrorKey(json, i, c.name), validation.invalidChoice(c.display_name));
      delete l[c.name];
      bad = true;
    });
  }
  values[json] = lines;
  if (bad) rejected.add(values);
}

function documentLimitText() {
  return `Bir belgede en fazla ${MAX_LINES.toLocaleString('tr-TR')} satır olabilir.`;
}

/**
 * Splits the errors of an answer: cell errors of the lines (`mal_hizmet_json[2].miktar`) become
 * `line_errors[json_column]` (by 0-based index, sorted) plus one summary per message under the lines column
 * ("3. satır, Miktar: Bu alan zorunludur."), which is what a client that knows nothing of lines shows.
 */
export function foldLineErrors(
  table: TableDef,
  errors: FieldErrors,
): { errors: FieldErrors; line_errors?: Record<string, LineError[]> } {
  const lineTable = lineTableOf(table);
  if (!table.lines || !lineTable) return { errors };
  const json = table.lines.json_column;
  const labels = new Map(allColumns(lineTable).map((c) => [c.name, labelOf(c.display_name)]));
  const out: FieldErrors = {};
  const byIndex = new Map<number, FieldErrors>();
  for (const [key, messages] of Object.entries(errors)) {
    const m = key.startsWith(`${json}[`) ? /^\[(\d+)\]\.(.+)$/.exec(key.slice(json.length)) : null;
    if (!m) {
      out[key] = [...(out[key] ?? []), ...messages];
      continue;
    }
    const cells = byIndex.get(Number(m[1])) ?? {};
    byIndex.set(Number(m[1]), cells);
    cells[m[2]] = [...(cells[m[2]] ?? []), ...messages];
  }
  if (!byIndex.size) return { errors: out };
  const lines = [...byIndex.entries()].sort(([a], [b]) => a - b);
  const summary = lines.flatMap(([index, cells]) =>
    Object.entries(cells).flatMap(([column, messages]) => {
      const label = labels.get(column) ?? column;
      // "2. satır, Miktar: Bu alan zorunludur." — or without the label when the message already names it.
      return messages.map((msg) =>
        msg.startsWith(label) ? `${index + 1}. satır: ${msg}` : `${index + 1}. satır, ${label}: ${msg}`,
      );
    }),
  );
  out[json] = [...(out[json] ?? []), ...summary];
  return { errors: out, line_errors: { [json]: lines.map(([index, cells]) => ({ index, errors: cells })) } };
}

/** The lines column's metadata with its line table (`line_table`), for create, edit and show answers. */
export function withLineTable(
  table: TableDef,
  columns: Record<string, ColumnMeta>,
): Record<string, ColumnMeta> {
  const lineTable = lineTableOf(table);
  const json = table.lines?.json_column;
  if (!json || !lineTable?.parent || !columns[json]) return columns;
  // Like the header's own column set: without the common fields the server fills itself.
  const lineColumns = lineTable.columns.filter((c) => !c.writeOnly);
  return {
    ...columns,
    [json]: {
      ...columns[json],
      line_table: {
        table_name: lineTable.name,
        parent_column: lineTable.parent.column,
        order_column: lineTable.parent.order_column,
        columns: Object.fromEntries(lineColumns.map((c) => [c.name, publicMeta(c)])),
      },
    },
  };
}

interface LineWrite {
  departmentId: number;
  userId: number;
}

/** Copies the line rows of a header to the archive (action `delete`: the rows go) and deletes them. */
async function dropLineRows(db: Db, lineTable: TableDef, headerId: number, w: LineWrite) {
  const parent = lineTable.parent!.column;
  await sql`
    insert into archive (table_name, record_id, department_id, action, data, user_id)
    select ${lineTable.name}, t.id, t.department_id, 'delete', to_jsonb(t), ${w.userId}::bigint
    from ${sql.table(lineTable.name)} as t
    where t.${sql.id(parent)} = ${headerId}::bigint and t.department_id = ${w.departmentId}::bigint`.execute(
    db,
  );
  await sql`delete from ${sql.table(lineTable.name)}
    where ${sql.id(parent)} = ${headerId}::bigint and department_id = ${w.departmentId}::bigint`.execute(db);
}

/** A line value as SQL: booleans from '1'/'0', JSON cast to jsonb. */
function lineSql(c: CatalogColumn, v: unknown): unknown {
  if (v === null || v === undefined) return null;
  if (kindOf(c) === 'boolean') return v === true || v === '1' || v === 1;
  if (c.db_type_name === 'jsonb') return sql`${JSON.stringify(v)}::jsonb`;
  return v;
}

/** A line as a row of the line table (SQL values), at a 1-based position of its header. */
function lineRow(
  lineTable: TableDef,
  headerId: number,
  line: Row,
  position: number,
  id: number,
  w: LineWrite,
  absent: ReadonlySet<string>,
) {
  const parent = lineTable.parent!;
  const row: Row = {
    id,
    own_id: id,
    user_id: w.userId,
    department_id: w.departmentId,
    [parent.column]: headerId,
    [parent.order_column]: position,
  };
  for (const c of lineColumnsOf(lineTable)) {
    if (absent.has(c.name) && line[c.name] === undefined) continue;
    row[c.name] = lineSql(c, line[c.name]);
  }
  return row;
}

/**
 * The catalogue's line columns the database does not have yet. Only while an older migration upgrades a seeded
 * database and writes its demo documents through this code, before a later migration adds a column (the
 * conversions' links, 202611270700); a line that sets such a column still fails, as it must. Empty otherwise.
 */
async function absentColumns(db: Db, lineTable: TableDef): Promise<Set<string>> {
  const r = await sql<{ attname: string }>`select attname from pg_attribute
    where attrelid = to_regclass(${lineTable.name}) and attnum > 0 and not attisdropped`.execute(db);
  const stored = new Set(r.rows.map((x) => x.attname));
  return new Set(
    lineColumnsOf(lineTable)
      .map((c) => c.name)
      .filter((n) => !stored.has(n)),
  );
}

/** The stored line columns: inputs and computed amounts, not the common fields, the header link or the order. */
const lineColumnsOf = (lineTable: TableDef) =>
  allColumns(lineTable).filter((c) => !SYSTEM_COLUMNS.has(c.name) && !c.readOnly);

/** `n` new ids of the line table's sequence. */
async function lineIds(db: Db, lineTable: TableDef, n: number): Promise<number[]> {
  const ids = await sql<{ id: string | number }>`
    select nextval(pg_get_serial_sequence(${lineTable.name}, 'id'))::int8 as id
    from generate_series(1, ${n}::int)`.execute(db);
  return ids.rows.map((r) => Number(r.id));
}

/** Inserts the lines as rows of the line table in batches, with ids from its sequence and the order 1…n. */
async function insertLineRows(db: Db, lineTable: TableDef, headerId: number, lines: Row[], w: LineWrite) {
  if (!lines.length) return;
  const ids = await lineIds(db, lineTable, lines.length);
  const absent = await absentColumns(db, lineTable);
  const rows = lines.map((line, i) => lineRow(lineTable, headerId, line, i + 1, ids[i], w, absent));
  for (let i = 0; i < rows.length; i += INSERT_BATCH) {
    await db
      .insertInto(lineTable.name)
      .values(rows.slice(i, i + INSERT_BATCH))
      .execute();
  }
}

/**
 * Row by row (server/tables/line-rows.ts): brings the header's line rows in line with its new lines while keeping
 * the ids of the lines that stay. `origin[i]` is the position the new line `i` had among the old lines (`oldLines`,
 * the header's lines column before the write), or null for a new line. A row whose line changed is archived
 * (`update`) and rewritten, a row whose line went is archived (`delete`) and deleted, new lines are inserted;
 * a mere change of position (`sira_no`) is not archived. When the stored rows do not mirror the old lines (a
 * database written by hand), every row is replaced as `writeLines` does. Answers the row id of each new line.
 */
export async function syncLineRows(
  db: Db,
  table: TableDef,
  headerId: number,
  change: { oldLines: Row[]; lines: Row[]; origin: (number | null)[] },
  w: LineWrite,
): Promise<number[]> {
  const lineTable = lineTableOf(table)!;
  const parent = lineTable.parent!;
  const stored = await sql<{ id: string | number; position: number }>`
    select id, ${sql.id(parent.order_column)} as position from ${sql.table(lineTable.name)}
    where ${sql.id(parent.column)} = ${headerId}::bigint and department_id = ${w.departmentId}::bigint
    order by ${sql.id(parent.order_column)}, id`.execute(db);
  const rows = stored.rows.map((r) => ({ id: Number(r.id), position: Number(r.position) }));
  const mirrors = rows.length === change.oldLines.length && rows.every((r, i) => r.position === i + 1);
  if (!mirrors) {
    await dropLineRows(db, lineTable, headerId, w);
    await insertLineRows(db, lineTable, headerId, change.lines, w);
    const all = await sql<{ id: string | number }>`
      select id from ${sql.table(lineTable.name)}
      where ${sql.id(parent.column)} = ${headerId}::bigint and department_id = ${w.departmentId}::bigint
      order by ${sql.id(parent.order_column)}`.execute(db);
    return all.rows.map((r) => Number(r.id));
  }
  const kept = new Set(change.origin.filter((o): o is number => o !== null));
  const scope = (id: number) => sql`id = ${id}::bigint and department_id = ${w.departmentId}::bigint`;
  for (const [i, r] of rows.entries()) {
    if (kept.has(i)) continue;
    await sql`insert into archive (table_name, record_id, department_id, action, data, user_id)
      select ${lineTable.name}, t.id, t.department_id, 'delete', to_jsonb(t), ${w.userId}::bigint
      from ${sql.table(lineTable.name)} as t where t.${scope(r.id)}`.execute(db);
    await sql`delete from ${sql.table(lineTable.name)} where ${scope(r.id)}`.execute(db);
  }
  const fresh = change.origin.filter((o) => o === null).length;
  const newIds = fresh ? await lineIds(db, lineTable, fresh) : [];
  let absent: Set<string> | undefined;
  const absentOnce = async () => (absent ??= await absentColumns(db, lineTable));
  const ids: number[] = [];
  let next = 0;
  for (const [i, line] of change.lines.entries()) {
    const o = change.origin[i];
    if (o === null) {
      const id = newIds[next++];
      await db
        .insertInto(lineTable.name)
        .values(lineRow(lineTable, headerId, line, i + 1, id, w, await absentOnce()))
        .execute();
      ids.push(id);
      continue;
    }
    const row = rows[o];
    ids.push(row.id);
    if (sameLine(change.oldLines[o], line)) {
      if (row.position !== i + 1)
        await sql`update ${sql.table(lineTable.name)} set ${sql.id(parent.order_column)} = ${i + 1}::int
          where ${scope(row.id)}`.execute(db);
      continue;
    }
    await sql`insert into archive (table_name, record_id, department_id, action, data, user_id)
      select ${lineTable.name}, t.id, t.department_id, 'update', to_jsonb(t), ${w.userId}::bigint
      from ${sql.table(lineTable.name)} as t where t.${scope(row.id)}`.execute(db);
    const values = lineRow(lineTable, headerId, line, i + 1, row.id, w, await absentOnce());
    delete values.id;
    delete values.own_id;
    delete values.department_id;
    await db
      .updateTable(lineTable.name)
      .set({ ...values, updated_at: sql`now()` })
      .where('id', '=', row.id)
      .where('department_id', '=', w.departmentId)
      .execute();
  }
  return ids;
}

/** Two stored lines alike, whatever their key order. */
function sameLine(a: unknown, b: unknown): boolean {
  const canonical = (v: unknown): unknown =>
    Array.isArray(v)
      ? v.map(canonical)
      : isObject(v)
        ? Object.fromEntries(
            Object.keys(v)
              .sort()
              .map((k) => [k, canonical(v[k])]),
          )
        : v;
  return JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));
}

/**
 * After a header was inserted or updated (same transaction): when the write carried the lines column, the
 * header's line rows are archived and replaced by the new lines. Nothing else changes them.
 */
export async function writeLines(db: Db, table: TableDef, headerId: number, values: Row, w: LineWrite) {
  const lineTable = lineTableOf(table);
  if (!table.lines || !lineTable?.parent || !(table.lines.json_column in values)) return;
  await dropLineRows(db, lineTable, headerId, w);
  const raw = values[table.lines.json_column];
  const lines = (linesOf(raw) ?? []).filter(isObject);
  if (!lines.length) return;
  // The header row was just written with these very lines (every caller writes it first, in this transaction): a
  // list of line objects is read from there instead of travelling a second time (10 MB on 10,000 lines).
  const stored = Array.isArray(raw) && raw.length === lines.length ? table : undefined;
  await insertLineRowsInSql(db, lineTable, headerId, lines, w, stored);
}

/**
 * `insertLineRows` in one statement: the lines travel as ONE JSON parameter and the database turns each into a row
 * of the line table (`jsonb_populate_record`: every value through its column type's own input, numerics exact,
 * '1' / '0' as booleans), takes the ids from the sequence in line order and numbers the lines 1…n. A 10,000-line
 * invoice bound 20 statements of 500 rows × 40 parameters and fetched its ids first (issue 29 item 4). Falls back to
 * `insertLineRows` while a catalogue column is not in the database yet (an older migration upgrading a database).
 */
async function insertLineRowsInSql(
  db: Db,
  lineTable: TableDef,
  headerId: number,
  lines: Row[],
  w: LineWrite,
  /** The header table when its row holds exactly these lines in its lines column (read from there). */
  header?: TableDef,
) {
  const absent = await absentColumns(db, lineTable);
  if (absent.size) return insertLineRows(db, lineTable, headerId, lines, w);
  const source = header
    ? sql`(select h.${sql.id(header.lines!.json_column)} from ${sql.table(header.name)} as h
        where h.id = ${headerId}::bigint and h.department_id = ${w.departmentId}::bigint)`
    : sql`${JSON.stringify(lines)}::jsonb`;
  const parent = lineTable.parent!;
  const names = lineColumnsOf(lineTable).map((c) => c.name);
  const ids = (prefix: string) => sql.join(names.map((n) => sql.id(prefix, n)));
  const r = await sql`insert into ${sql.table(lineTable.name)}
      (id, own_id, user_id, department_id, ${sql.id(parent.column)}, ${sql.id(parent.order_column)},
       ${sql.join(names.map((n) => sql.id(n)))})
    select x.id, x.id, ${w.userId}::bigint, ${w.departmentId}::bigint, ${headerId}::bigint, x.position, ${ids('x')}
    from (
      select nextval(pg_get_serial_sequence(${lineTable.name}, 'id')) as id, p.*
      from (
        select e.n::int as position, ${ids('r')}
        from jsonb_array_elements(${source}) with ordinality as e(line, n)
        cross join lateral jsonb_populate_record(null::${sql.table(lineTable.name)}, e.line) as r
        order by e.n
      ) p
    ) x`.execute(db);
  // Never fewer rows than lines (a header row not found would give none): the save fails and rolls back instead.
  if (Number(r.numAffectedRows ?? -1) !== lines.length)
    throw new Error(
      `${lineTable.name}: ${String(r.numAffectedRows)} line rows written for ${lines.length} lines`,
    );
}

/** Before a header is deleted (same transaction): its line rows are archived and deleted. */
export async function dropLines(db: Db, table: TableDef, headerId: number, w: LineWrite) {
  const lineTable = lineTableOf(table);
  if (lineTable?.parent) await dropLineRows(db, lineTable, headerId, w);
}

/** After a header was restored (same transaction): its line rows are rebuilt from the restored lines column. */
export async function rebuildLines(db: Db, table: TableDef, headerId: number, w: LineWrite) {
  const lineTable = lineTableOf(table);
  if (!table.lines || !lineTable?.parent) return;
  const r = await sql<{ lines: unknown }>`
    select ${sql.id(table.lines.json_column)} as lines from ${sql.table(table.name)}
    where id = ${headerId}::bigint and department_id = ${w.departmentId}::bigint`.execute(db);
  await writeLines(db, table, headerId, { [table.lines.json_column]: r.rows[0]?.lines ?? null }, w);
}
