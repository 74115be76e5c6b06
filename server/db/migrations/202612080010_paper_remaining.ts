import { sql, type Kysely } from 'kysely';
import { PAYMENT_TARGETS, type PaymentTarget } from '../../money/payment-targets';

// A cheque's or note's remaining amount (QA rows 116–117 of 2026-12-07; docs/payments.md "Cheques and notes"): the
// panel under a paper showed its face value as "Kalan Tutar" and "Tamamını Öde" filled it, so after 2.000 of 12.000
// it still offered 12.000 and the server refused it ("Kalan tutar: 10.000,00 ₺"). Papers now keep `kalan_tutar`
// like the invoices keep `kalan_odeme_tutari`: their TL equivalent less what the transactions pointing at them paid,
// never below zero, set by a trigger on the paper's own writes and refreshed by `{paper}_odeme_yenile` (the
// transactions' trigger of 202611270300) before it moves the paper's position.

const PAPERS = PAYMENT_TARGETS.filter((t) => t.kind === 'paper');

/** `{paper}_odeme_yenile` as 202611270300 wrote it; with `remaining`, it first refreshes `kalan_tutar`. */
function refreshFunction(t: PaymentTarget, remaining: boolean): string {
  const { paid, open } = t.positions!;
  const archive = `insert into archive (table_name, record_id, department_id, action, data, user_id)
      select '${t.table}', d.id, d.department_id, 'update', to_jsonb(d), d.user_id from ${t.table} d
      where d.id = p_id;`;
  return `create or replace function ${t.table}_odeme_yenile(p_id bigint) returns void language plpgsql as $$
    declare due numeric; pos int; paid numeric;
    begin
      ${remaining ? `update ${t.table} set kalan_tutar = kalan_tutar where id = p_id;` : ''}
      select ${t.due}, pozisyon_id into due, pos from ${t.table} where id = p_id;
      if not found then return; end if;
      paid := ${t.table}_odenen(p_id);
      if due > 0 and paid >= due and pos is distinct from ${paid} and pos is distinct from 9 then
        ${archive}
        update ${t.table} set pozisyon_id = ${paid}, updated_at = now() where id = p_id;
      elsif paid < due and pos = ${paid} then
        ${archive}
        update ${t.table} set pozisyon_id = ${open}, updated_at = now() where id = p_id;
      end if;
    end $$`;
}

export async function up(db: Kysely<any>): Promise<void> {
  for (const t of PAPERS) {
    await sql`alter table ${sql.table(t.table)} add column if not exists kalan_tutar numeric(18, 3) not null default 0`.execute(
      db,
    );
    await sql
      .raw(
        `create function ${t.table}_kalan() returns trigger language plpgsql as $$
        begin
          new.kalan_tutar := greatest(round(coalesce(new.dovizli_tutar, 0) - ${t.table}_odenen(new.id), 3), 0);
          return new;
        end $$`,
      )
      .execute(db);
    await sql
      .raw(
        `create trigger ${t.table}_kalan before insert or update on ${t.table}
         for each row execute function ${t.table}_kalan()`,
      )
      .execute(db);
    // As 202611270300 wrote it, with the remaining amount refreshed first (the update fires the trigger above).
    await sql.raw(refreshFunction(t, true)).execute(db);
    // The papers stored so far (the demo's) get theirs now.
    await sql`update ${sql.table(t.table)} set kalan_tutar = kalan_tutar`.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of PAPERS) {
    await sql.raw(refreshFunction(t, false)).execute(db);
    await sql.raw(`drop trigger ${t.table}_kalan on ${t.table}`).execute(db);
    await sql.raw(`drop function ${t.table}_kalan()`).execute(db);
    await sql`alter table ${sql.table(t.table)} drop column kalan_tutar`.execute(db);
  }
}
