import { sql, type Kysely } from 'kysely';
import { NUMERIC_PRECISION, numericMax } from '../../../domain/money';
import { allTables } from '../../catalog';
import { allColumns } from '../../catalog/columns';
import { numericType } from '../../catalog/document-columns';
import type { CatalogColumn } from '../../catalog/types';

// Every numeric column of the catalogue becomes numeric(precision, scale) as its catalogue entry says (issue 10,
// "decimal scale"): the database then stores and answers every amount at its scale ("28278.00", never "28278").
// The catalogue is the one source of the types (docs/calculations.md, "Numeric columns"). The lines JSON of the
// documents is brought to the same scales, so that the edit load answers what the line rows hold.

interface Stored {
  table_name: string;
  column_name: string;
  numeric_precision: number | null;
  numeric_scale: number | null;
}

const numericColumns = (columns: CatalogColumn[]) =>
  columns.filter((c) => c.db_type_name === 'numeric' && c.scale !== undefined && c.scale !== null);

/** The numeric columns of the database, by `table.column`. */
async function storedTypes(db: Kysely<any>): Promise<Map<string, Stored>> {
  const r = await sql<Stored>`select table_name, column_name, numeric_precision, numeric_scale
    from information_schema.columns where table_schema = current_schema() and data_type = 'numeric'`.execute(
    db,
  );
  return new Map(r.rows.map((x) => [`${x.table_name}.${x.column_name}`, x]));
}

/** Refuses to go on when a stored value does not fit its new type (an amount up to 10³² was accepted before). */
async function checkFits(db: Kysely<any>, table: string, columns: CatalogColumn[]) {
  for (const c of columns) {
    const max = numericMax(c.precision ?? NUMERIC_PRECISION, c.scale!);
    const r = await sql<{ id: string }>`select id::text from ${sql.table(table)}
      where abs(round(${sql.ref(c.name)}, ${c.scale!}::int)) > ${max}::numeric order by id limit 5`.execute(
      db,
    );
    if (r.rows.length)
      throw new Error(
        `${table}.${c.name} holds values ${numericType(c)} cannot hold (ids ${r.rows.map((x) => x.id).join(', ')}); ` +
          'correct them, then start again.',
      );
  }
}

/** Writes every number of the document lines in `json` at the line column's scale ('2' → '2.0000'). */
async function scaleLines(db: Kysely<any>, table: string, json: string, columns: CatalogColumn[]) {
  if (!columns.length) return;
  const scales = sql.join(columns.map((c) => sql`(${c.name}::text, ${c.scale!}::int)`));
  await sql`
    update ${sql.table(table)} as t set ${sql.ref(json)} = (
      select jsonb_agg(
        case when jsonb_typeof(x.e) = 'object' then x.e || coalesce((
          select jsonb_object_agg(s.k, to_jsonb(round((x.e ->> s.k)::numeric, s.n)::text))
          from (values ${scales}) as s(k, n)
          where jsonb_typeof(x.e -> s.k) in ('string', 'number') and (x.e ->> s.k) ~ '^-?[0-9]+(\\.[0-9]+)?$'
        ), '{}'::jsonb) else x.e end
        order by x.i)
      from jsonb_array_elements(t.${sql.ref(json)}) with ordinality as x(e, i))
    where jsonb_typeof(t.${sql.ref(json)}) = 'array' and jsonb_array_length(t.${sql.ref(json)}) > 0`.execute(
    db,
  );
}

export async function up(db: Kysely<any>): Promise<void> {
  const stored = await storedTypes(db);
  for (const table of allTables()) {
    const changed = numericColumns(allColumns(table)).filter((c) => {
      const s = stored.get(`${table.name}.${c.name}`);
      return s && (s.numeric_precision !== (c.precision ?? NUMERIC_PRECISION) || s.numeric_scale !== c.scale);
    });
    if (!changed.length) continue;
    await checkFits(db, table.name, changed);
    const alter = sql.join(
      changed.map((c) => sql`alter column ${sql.ref(c.name)} type ${sql.raw(numericType(c))}`),
    );
    await sql`alter table ${sql.table(table.name)} ${alter}`.execute(db);
  }
  // Tables of later migrations (in the catalogue, not yet in the database) are made at their scales already.
  const existing = await sql<{ table_name: string }>`select table_name from information_schema.tables
    where table_schema = current_schema()`.execute(db);
  const made = new Set(existing.rows.map((r) => r.table_name));
  for (const table of allTables()) {
    const lineTable = table.lines ? allTables().find((x) => x.name === table.lines!.table) : undefined;
    if (!table.lines || !lineTable || !stored.size || !made.has(table.name)) continue;
    await scaleLines(db, table.name, table.lines.json_column, numericColumns(allColumns(lineTable)));
  }
}

/** Back to plain `numeric` (the values keep their digits); the lines JSON keeps its scales. */
export async function down(db: Kysely<any>): Promise<void> {
  const stored = await storedTypes(db);
  for (const table of allTables()) {
    // Only what `up` made: numeric(18, s). The payment flow's numeric(12, 2) columns predate it.
    const back = numericColumns(allColumns(table)).filter((c) => {
      const s = stored.get(`${table.name}.${c.name}`);
      return (
        s &&
        s.numeric_precision === NUMERIC_PRECISION &&
        (c.precision ?? NUMERIC_PRECISION) === NUMERIC_PRECISION
      );
    });
    if (!back.length) continue;
    const alter = sql.join(back.map((c) => sql`alter column ${sql.ref(c.name)} type numeric`));
    await sql`alter table ${sql.table(table.name)} ${alter}`.execute(db);
  }
}
