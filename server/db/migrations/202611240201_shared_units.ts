import { sql, type Kysely } from 'kysely';

/**
 * Units become a shared table (docs/table-service.md, "Scope"): GİB's units stay global rows (department_id
 * NULL, ids 1–1000 kept for them), and each company may add its own (ids from 1001), each pointing at the GİB
 * unit whose code it carries. GİB codes stay unique among the global rows.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table birimler
    add column own_id bigint,
    add column user_id bigint,
    add column state boolean not null default true,
    add column created_at timestamptz not null default now(),
    add column updated_at timestamptz not null default now(),
    add column department_id bigint,
    add column gib_birim_id integer references birimler (id)`.execute(db);
  await sql`alter table birimler drop constraint birimler_kod_key`.execute(db);
  await sql`create unique index birimler_global_kod_key on birimler (kod) where department_id is null`.execute(
    db,
  );
  await sql`create index birimler_department_id_idx on birimler (department_id, id)`.execute(db);
  await sql`create sequence birimler_id_seq as integer start 1001 owned by birimler.id`.execute(db);
  await sql`alter table birimler alter column id set default nextval('birimler_id_seq')`.execute(db);
}

/** Back to GİB's units only: whatever points at a company unit points at the GİB unit it stands for. */
export async function down(db: Kysely<any>): Promise<void> {
  const refs = await sql<{ table_name: string; column_name: string }>`
    select kcu.table_name, kcu.column_name
    from information_schema.referential_constraints rc
    join information_schema.key_column_usage kcu
      on kcu.constraint_name = rc.constraint_name and kcu.constraint_schema = rc.constraint_schema
    join information_schema.constraint_column_usage ccu
      on ccu.constraint_name = rc.unique_constraint_name and ccu.constraint_schema = rc.unique_constraint_schema
    where ccu.table_name = 'birimler' and kcu.table_name <> 'birimler'
      and kcu.constraint_schema = current_schema()`.execute(db);
  for (const r of refs.rows) {
    const col = sql.id(r.column_name);
    await sql`update ${sql.table(r.table_name)} as x set ${col} = b.gib_birim_id
      from birimler b where b.id = x.${col} and b.department_id is not null`.execute(db);
  }
  await sql`delete from birimler where department_id is not null`.execute(db);
  await sql`alter table birimler alter column id drop default`.execute(db);
  await sql`drop sequence birimler_id_seq`.execute(db);
  await sql`drop index birimler_department_id_idx`.execute(db);
  await sql`drop index birimler_global_kod_key`.execute(db);
  await sql`alter table birimler add constraint birimler_kod_key unique (kod)`.execute(db);
  await sql`alter table birimler drop column gib_birim_id, drop column department_id, drop column updated_at,
    drop column created_at, drop column state, drop column user_id, drop column own_id`.execute(db);
}
