import { sql, type Kysely } from 'kysely';

/**
 * Invoices get a due date (issue 28, the dashboard's ageing and the next days' collections and payments;
 * docs/dashboard.md): `vade_tarihi` on the sales, purchase and small-business invoices. Optional in the form; the
 * database fills it with the invoice date when it is left empty (a `before insert or update` trigger, so every
 * writer — the form, an import, the demo seed, a restore — gives a due date), and the rows already there get their
 * invoice date. A partial index per table serves the open invoices by due date. `if not exists`: safe again.
 */
const TABLES = ['satis_fatura', 'alis_fatura', 'kobi_satis_fatura', 'kobi_alis_fatura'];

export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create or replace function fatura_vade_tarihi() returns trigger language plpgsql as $$
      begin
        new.vade_tarihi := coalesce(new.vade_tarihi, new.fatura_tarihi);
        return new;
      end $$`.execute(db);
  for (const t of TABLES) {
    const table = sql.table(t);
    await sql`alter table ${table} add column if not exists vade_tarihi date`.execute(db);
    await sql`update ${table} set vade_tarihi = fatura_tarihi where vade_tarihi is null`.execute(db);
    await sql`drop trigger if exists ${sql.raw(`${t}_vade_tarihi`)} on ${table}`.execute(db);
    await sql`create trigger ${sql.raw(`${t}_vade_tarihi`)} before insert or update on ${table}
      for each row execute function fatura_vade_tarihi()`.execute(db);
    await sql`create index if not exists ${sql.raw(`${t}_acik_vade_idx`)} on ${table} (department_id, vade_tarihi)
      where kalan_odeme_tutari > 0`.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of TABLES) {
    await sql`drop trigger if exists ${sql.raw(`${t}_vade_tarihi`)} on ${sql.table(t)}`.execute(db);
    await sql`drop index if exists ${sql.raw(`${t}_acik_vade_idx`)}`.execute(db);
    await sql`alter table ${sql.table(t)} drop column if exists vade_tarihi`.execute(db);
  }
  await sql`drop function if exists fatura_vade_tarihi()`.execute(db);
}
