import { sql, type Kysely } from 'kysely';

// Closed periods (issue 14 item 6; docs/ledger.md, "Period close").
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create table donem_kapanislari (id bigserial primary key, own_id bigint, user_id bigint,
    state boolean not null default true, created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(), department_id bigint not null,
    kapanis_tarihi date, description text)`.execute(db);
  await sql`create index donem_kapanislari_department_id_idx on donem_kapanislari (department_id, kapanis_tarihi)`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table donem_kapanislari`.execute(db);
}
