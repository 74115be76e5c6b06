import { sql, type RawBuilder } from 'kysely';
import { allColumns } from '../catalog/columns';
import type { CatalogColumn, TableDef } from '../catalog/types';
import type { Db } from '../db/database';
import { TIME_ZONE } from './column.kind';
import { allOf, ref, type Selection } from './list.query';

// The only module that runs the table service's SQL. Table and column names come from the catalogue;
// values are parameters.

type Sql = RawBuilder<unknown>;
type Row = Record<string, unknown>;

/** What a list reads from: a FROM item aliased `t` and the conditions that always hold (company scope). */
export interface Source {
  from: Sql;
  where: Sql[];
}

/**
 * What the caller reads of a table (`t`): a company table's rows of the company; a shared table's global rows
 * (department_id NULL) and the company's own; every row of a global lookup. `globalOnly`: the global rows of a
 * shared table only.
 */
export function readScope(table: TableDef, departmentId: number, globalOnly = false): Sql | null {
  if (table.scope === 'company') return sql`t.department_id = ${departmentId}`;
  if (table.scope === 'shared')
    return globalOnly
      ? sql`t.department_id is null`
      : sql`(t.department_id is null or t.department_id = ${departmentId})`;
  return null;
}

/** What the caller writes of a table: the company's own rows (never a shared table's global rows). */
const writeScope = (table: TableDef, departmentId: number) =>
  table.scope === 'global' ? sql`` : sql`and t.department_id = ${departmentId}`;

/** The live rows of a table, scoped to what the caller reads (company tables: the company's rows). */
export function liveSource(table: TableDef, departmentId: number): Source {
  const scope = readScope(table, departmentId);
  return { from: sql`${sql.table(table.name)} as t`, where: scope ? [scope] : [] };
}

/** True when the id is one of a shared table's global rows (readable by all, written by no one). */
export async function isGlobalRow(db: Db, table: TableDef, id: number): Promise<boolean> {
  if (table.scope !== 'shared') return false;
  const r = await sql`select 1 from ${sql.table(table.name)} as t
    where t.id = ${id}::bigint and t.department_id is null`.execute(db);
  return r.rows.length > 0;
}

/**
 * Archived versions read as rows of the table: `id` is the archive row's id, `record_id` the record's.
 * `deletedOnly`: the newest delete of each record that does not exist any more. Otherwise the versions of
 * `recordId`.
 */
export function archiveSource(
  table: TableDef,
  departmentId: number,
  opts: { deletedOnly: true } | { recordId: number },
): Source {
  const columns = allColumns(table).filter((c) => c.name !== 'id');
  const names = [
    ...columns.map((c) => c.name),
    ...columns.flatMap((c) => (c.sort_key_column ? [c.sort_key_column] : [])),
  ];
  const fields = names.map((n) => sql`r.${sql.id(n)}`);
  const which =
    'recordId' in opts
      ? sql`a.record_id = ${opts.recordId}`
      : sql`a.action = 'delete'
          and not exists (select 1 from ${sql.table(table.name)} x where x.id = a.record_id)
          and a.id = (select max(a2.id) from archive a2
                      where a2.table_name = a.table_name and a2.record_id = a.record_id and a2.action = 'delete')`;
  return {
    from: sql`(select a.id, a.record_id, a.action as archive_action,
                      to_char(a.archived_at at time zone ${TIME_ZONE}, 'YYYY-MM-DD HH24:MI:SS') as archived_at,
                      ${sql.join(fields)}
               from archive a
               cross join lateral jsonb_populate_record(null::${sql.table(table.name)}, a.data) r
               where a.table_name = ${table.name} and a.department_id = ${departmentId} and ${which}) as t`,
    where: [],
  };
}

/**
 * One page of rows read through `selection`, filtered and sorted. The lookups are joined to the rows of the
 * page only (a subquery picks them first), unless the order itself needs a joined display text
 * (`joinFirst`).
 */
export async function selectPage(
  db: Db,
  q: {
    source: Source;
    selection: Selection;
    extra?: Sql[];
    where: Sql[];
    orderBy: Sql[];
    limit: number;
    offset: number;
    joinFirst?: boolean;
  },
): Promise<Row[]> {
  const select = sql.join([sql`t.id`, ...(q.extra ?? []), ...q.selection.select]);
  const joins = sql.join(q.selection.joins, sql` `);
  const where = allOf([...q.source.where, ...q.where]);
  const order = sql.join(q.orderBy);
  const r = q.joinFirst
    ? await sql<Row>`
        select ${select} from ${q.source.from} ${joins}
        where ${where} order by ${order} limit ${q.limit} offset ${q.offset}`.execute(db)
    : await sql<Row>`
        select ${select}
        from (select t.* from ${q.source.from} where ${where} order by ${order} limit ${q.limit} offset ${q.offset}) as t
        ${joins}
        order by ${order}`.execute(db);
  return r.rows;
}

/** How many rows the filters leave. */
export async function countRows(db: Db, q: { source: Source; where: Sql[] }): Promise<number> {
  const r = await sql<{ n: number }>`
    select count(*)::int as n from ${q.source.from} where ${allOf([...q.source.where, ...q.where])}`.execute(
    db,
  );
  return Number(r.rows[0]?.n ?? 0);
}

/**
 * The sums of number columns over every row the filters leave, in SQL over the stored values (numeric sums are
 * exact), split by the values of `by` when given (ordered by it, rows without one first). Without `by` there is
 * always one line (sums 0 over no rows).
 */
export async function sumRows(
  db: Db,
  q: { source: Source; where: Sql[]; columns: string[]; by: string | null },
): Promise<{ by: string | null; count: number; sums: Record<string, string> }[]> {
  const sums = q.columns.map((c, i) => sql`coalesce(sum(${ref(c)}), 0)::text as ${sql.id(`s${i}`)}`);
  const where = allOf([...q.source.where, ...q.where]);
  const r = q.by
    ? await sql<Row>`
        select ${ref(q.by)}::text as grp, count(*)::int as n, ${sql.join(sums)}
        from ${q.source.from} where ${where}
        group by ${ref(q.by)} order by ${ref(q.by)} nulls first`.execute(db)
    : await sql<Row>`
        select null::text as grp, count(*)::int as n, ${sql.join(sums)}
        from ${q.source.from} where ${where}`.execute(db);
  return r.rows.map((row) => ({
    by: row.grp === null || row.grp === undefined ? null : String(row.grp),
    count: Number(row.n),
    sums: Object.fromEntries(q.columns.map((c, i) => [c, String(row[`s${i}`])])),
  }));
}

/** The stored row (all columns, raw) of the caller's company, locked for update when asked; undefined if none. */
export async function findStoredRow(
  db: Db,
  table: TableDef,
  id: number,
  departmentId: number,
  lock = false,
): Promise<Row | undefined> {
  const scope = writeScope(table, departmentId);
  const r = await sql<{ data: Row }>`
    select to_jsonb(t) as data from ${sql.table(table.name)} as t where t.id = ${id}::bigint ${scope}
    ${lock ? sql`for update` : sql``}`.execute(db);
  return r.rows[0]?.data;
}

/**
 * Copies the stored row into the archive before it changes or goes. The copy is made in SQL (to_jsonb), so
 * numeric values never pass through JS numbers.
 */
export async function archiveStoredRow(
  db: Db,
  a: {
    table: TableDef;
    id: number;
    departmentId: number;
    action: 'update' | 'delete' | 'restore';
    userId: number;
  },
): Promise<void> {
  await sql`
    insert into archive (table_name, record_id, department_id, action, data, user_id)
    select ${a.table.name}, t.id, t.department_id, ${a.action}, to_jsonb(t), ${a.userId}::bigint
    from ${sql.table(a.table.name)} as t where t.id = ${a.id}::bigint and t.department_id = ${a.departmentId}::bigint`.execute(
    db,
  );
}

/**
 * Writes an archived version back: updates the live record, or inserts it again with its old id when it is
 * gone. Values go from the archive's jsonb to the row in SQL (exact numerics); updated_at becomes now.
 */
export async function restoreArchiveRow(
  db: Db,
  a: {
    table: TableDef;
    archiveId: number;
    recordId: number;
    departmentId: number;
    userId: number;
    live: boolean;
  },
): Promise<void> {
  const names = allColumns(a.table)
    .map((c) => c.name)
    .filter((n) => !['id', 'department_id', 'user_id', 'updated_at'].includes(n));
  const cols = sql.join(names.map((n) => sql.id(n)));
  const fromArchive = sql`jsonb_populate_record(null::${sql.table(a.table.name)},
    (select data from archive where id = ${a.archiveId} and department_id = ${a.departmentId}))`;
  if (a.live) {
    const picked = sql.join(names.map((n) => sql`r.${sql.id(n)}`));
    await sql`
      update ${sql.table(a.table.name)} as t set (${cols}) = (select ${picked} from ${fromArchive} r),
        user_id = ${a.userId}::bigint, updated_at = now()
      where t.id = ${a.recordId} and t.department_id = ${a.departmentId}`.execute(db);
  } else {
    await sql`
      insert into ${sql.table(a.table.name)} (id, department_id, user_id, updated_at, ${cols})
      select ${a.recordId}::bigint, ${a.departmentId}::bigint, ${a.userId}::bigint, now(), ${cols}
      from ${fromArchive} r`.execute(db);
  }
}

/** An archive row of the caller's company for a table; undefined if none. */
export async function findArchiveRow(
  db: Db,
  table: string,
  archiveId: number,
  departmentId: number,
): Promise<{ record_id: number; owner_id: string | null } | undefined> {
  // owner_id: the archived row's user_id, which owns a per-user table's row.
  return db
    .selectFrom('archive')
    .select(['record_id', sql<string | null>`data->>'user_id'`.as('owner_id')])
    .where('id', '=', archiveId)
    .where('table_name', '=', table)
    .where('department_id', '=', departmentId)
    .executeTakeFirst() as Promise<{ record_id: number; owner_id: string | null } | undefined>;
}

/** True when the company has archived versions of the record. */
export async function hasArchive(
  db: Db,
  table: string,
  recordId: number,
  departmentId: number,
): Promise<boolean> {
  const r = await db
    .selectFrom('archive')
    .select('id')
    .where('table_name', '=', table)
    .where('record_id', '=', recordId)
    .where('department_id', '=', departmentId)
    .limit(1)
    .executeTakeFirst();
  return r !== undefined;
}

/** The value as SQL: JSON and datetimes need a cast the driver cannot guess. */
function valueSql(c: CatalogColumn | undefined, v: unknown): unknown {
  if (v === null || v === undefined || !c) return v ?? null;
  if (c.db_type_name === 'jsonb') return sql`${JSON.stringify(v)}::jsonb`;
  if (c.db_type_name === 'datetime') return sql`(${String(v)}::timestamp at time zone ${TIME_ZONE})`;
  return v;
}

function toSqlValues(table: TableDef, values: Row): Row {
  const byName = new Map(allColumns(table).map((c) => [c.name, c]));
  return Object.fromEntries(Object.entries(values).map(([k, v]) => [k, valueSql(byName.get(k), v)]));
}

/** The next id of a table's sequence (a record's id known before its row is written). */
export async function nextId(db: Db, table: TableDef): Promise<number> {
  const seq = await sql<{
    id: number;
  }>`select nextval(pg_get_serial_sequence(${table.name}, 'id'))::int8 as id`.execute(db);
  return Number(seq.rows[0].id);
}

/** Inserts a record with the server's common fields (`meta.id`, else the next id); returns its id (own_id too). */
export async function insertRow(
  db: Db,
  table: TableDef,
  values: Row,
  meta: { departmentId: number; userId: number; id?: number },
): Promise<number> {
  const id = meta.id ?? (await nextId(db, table));
  await db
    .insertInto(table.name)
    .values({
      ...toSqlValues(table, values),
      id,
      own_id: id,
      user_id: meta.userId,
      department_id: meta.departmentId,
    })
    .execute();
  return id;
}

/** Updates a record of the company with `values` and the server's common fields. */
export async function updateRow(
  db: Db,
  table: TableDef,
  id: number,
  values: Row,
  meta: { departmentId: number; userId: number },
): Promise<void> {
  await db
    .updateTable(table.name)
    .set({ ...toSqlValues(table, values), user_id: meta.userId, updated_at: sql`now()` })
    .where('id', '=', id)
    .where('department_id', '=', meta.departmentId)
    .execute();
}

/** Deletes a record of the company. */
export async function deleteRow(db: Db, table: TableDef, id: number, departmentId: number): Promise<void> {
  await db.deleteFrom(table.name).where('id', '=', id).where('department_id', '=', departmentId).execute();
}

/**
 * Which of `ids` the caller may read in `table` (the company's rows of a company table; the global and own rows
 * of a shared one, or only its global rows with `globalOnly`), with the named extra columns.
 */
export async function existingRows(
  db: Db,
  table: TableDef,
  ids: number[],
  departmentId: number,
  columns: string[] = [],
  globalOnly = false,
): Promise<Row[]> {
  if (!ids.length) return [];
  const read = readScope(table, departmentId, globalOnly);
  const scope = read ? sql`and ${read}` : sql``;
  const extra = columns.map((c) => sql`${ref(c)} as ${sql.id(c)}`);
  const r = await sql<Row>`
    select ${sql.join([sql`t.id`, ...extra])} from ${sql.table(table.name)} as t
    where t.id = any(${ids.map(String)}::bigint[]) ${scope}`.execute(db);
  return r.rows;
}

/**
 * The caller's default row of `table` (`CatalogColumn.default_flag`): the row with the boolean `flag` set, else
 * the first row; among the rows whose `parent.column` is `parent.value` when given. Undefined when none.
 */
export async function defaultRow(
  db: Db,
  table: TableDef,
  departmentId: number,
  flag: string,
  display: string,
  parent?: { column: string; value: number },
): Promise<{ id: number; display: string } | undefined> {
  const read = readScope(table, departmentId);
  const where = [
    ...(read ? [read] : []),
    ...(parent ? [sql`t.${sql.id(parent.column)} = ${parent.value}::bigint`] : []),
  ];
  const r = await sql<{ id: number; display: string | null }>`
    select t.id, t.${sql.id(display)}::text as display from ${sql.table(table.name)} as t
    where ${allOf(where)}
    order by t.${sql.id(flag)} desc nulls last, t.id limit 1`.execute(db);
  const row = r.rows[0];
  return row ? { id: Number(row.id), display: row.display ?? '' } : undefined;
}

/**
 * `TableDef.single_flag`: when the row `id` holds the flag, the other rows of the company (of the same `per`
 * value) that hold it are archived and cleared, so that one row keeps it.
 */
export async function keepFlagSingle(
  db: Db,
  table: TableDef,
  id: number,
  meta: { departmentId: number; userId: number },
): Promise<void> {
  const single = table.single_flag;
  if (!single) return;
  const flag = sql.id(single.column);
  const per = single.per
    ? sql`and t.${sql.id(single.per)} is not distinct from me.${sql.id(single.per)}`
    : sql``;
  const others = sql`from ${sql.table(table.name)} as t, ${sql.table(table.name)} as me
    where me.id = ${id}::bigint and me.department_id = ${meta.departmentId}::bigint and me.${flag}
      and t.department_id = me.department_id and t.id <> me.id and t.${flag} ${per}`;
  await sql`
    insert into archive (table_name, record_id, department_id, action, data, user_id)
    select ${table.name}, t.id, t.department_id, 'update', to_jsonb(t), ${meta.userId}::bigint ${others}`.execute(
    db,
  );
  await sql`
    update ${sql.table(table.name)} as x set ${flag} = false, user_id = ${meta.userId}::bigint, updated_at = now()
    where x.id in (select t.id ${others})`.execute(db);
}

/** `TableDef.children`: archives and deletes the company's rows that belong to the row `id` (before it goes). */
export async function dropChildren(
  db: Db,
  table: TableDef,
  id: number,
  meta: { departmentId: number; userId: number },
): Promise<void> {
  for (const child of table.children ?? []) {
    const rows = sql`from ${sql.table(child.table)} as t
      where t.${sql.id(child.column)} = ${id}::bigint and t.department_id = ${meta.departmentId}::bigint`;
    await sql`
      insert into archive (table_name, record_id, department_id, action, data, user_id)
      select ${child.table}, t.id, t.department_id, 'delete', to_jsonb(t), ${meta.userId}::bigint ${rows}`.execute(
      db,
    );
    await sql`delete ${rows}`.execute(db);
  }
}
