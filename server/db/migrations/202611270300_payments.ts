import { sql, type Kysely } from 'kysely';
import { IN_TABLES, OUT_TABLES, PAYMENT_TARGETS } from '../../money/payment-targets';

/**
 * Payments lower what a document owes (issue 12 item 4, docs/payments.md). The database keeps it, like the cards'
 * balances (202611260200_finance), so every writer — the table service, a restore, the demo seed — agrees:
 *
 * - sales and purchase invoices get `kalan_odeme_tutari` and `tahsilat_tamamlandi` (the small-business invoices had
 *   the first already and get the flag); the transactions get `kobi_satis_fatura_id` (money in) and
 *   `kobi_alis_fatura_id` (money out), the link fields of 001 §3;
 * - `<document>_odenen(id)` sums the TL equivalents (`dovizli_tutar`) of the transactions that pay a document;
 * - before every insert or update of an invoice its remaining amount is its due minus that sum (never below 0,
 *   2 decimals) and the flag says whether nothing remains: a full sum, never an increment;
 * - after every insert, update or delete of a transaction the documents it pointed at (before and after) are
 *   refreshed: an invoice recomputes; a cheque or note paid in full moves to its paid position (Tahsil Edildi /
 *   Ödendi) and back to its open one when a payment is taken back; a fixed expense gets `odendi`. Those two are
 *   the user's own fields, so their change is archived first.
 * The overpayment refusal is the transactions' hooks' (a field error, under a row lock).
 */
const INVOICES = PAYMENT_TARGETS.filter((t) => t.kind === 'invoice');

export async function up(db: Kysely<any>): Promise<void> {
  for (const t of ['satis_fatura', 'alis_fatura'])
    await sql`alter table ${sql.table(t)} add column kalan_odeme_tutari numeric(18, 2) not null default 0`.execute(
      db,
    );
  for (const t of INVOICES)
    await sql`alter table ${sql.table(t.table)} add column tahsilat_tamamlandi boolean not null default false`.execute(
      db,
    );
  for (const [tables, column, target] of [
    [IN_TABLES, 'kobi_satis_fatura_id', 'kobi_satis_fatura'],
    [OUT_TABLES, 'kobi_alis_fatura_id', 'kobi_alis_fatura'],
  ] as const)
    for (const t of tables) {
      await sql`alter table ${sql.table(t)} add column ${sql.ref(column)} bigint references ${sql.table(target)} (id)`.execute(
        db,
      );
      await sql`create index ${sql.id(`${t}_${column}_idx`)} on ${sql.table(t)} (${sql.ref(column)})`.execute(
        db,
      );
    }

  for (const t of PAYMENT_TARGETS) {
    const parts = t.sources.map(
      (s) => `select coalesce(sum(dovizli_tutar), 0) as s from ${s} where ${t.column} = p_id`,
    );
    await sql
      .raw(
        `create function ${t.table}_odenen(p_id bigint) returns numeric language sql stable as $$
          select coalesce(sum(x.s), 0) from (${parts.join(' union all ')}) x $$`,
      )
      .execute(db);
    const archive = (action: string) =>
      `insert into archive (table_name, record_id, department_id, action, data, user_id)
         select '${t.table}', d.id, d.department_id, '${action}', to_jsonb(d), d.user_id from ${t.table} d
         where d.id = p_id;`;
    if (t.kind === 'invoice') {
      await sql
        .raw(
          `create function ${t.table}_kalan() returns trigger language plpgsql as $$
          declare due numeric; rest numeric;
          begin
            due := case when new.dovizli_tutar > 0 then new.dovizli_tutar else new.odenecek_tutar end;
            rest := round(due - ${t.table}_odenen(new.id), 2);
            new.kalan_odeme_tutari := greatest(rest, 0);
            new.tahsilat_tamamlandi := due > 0 and rest <= 0;
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
      await sql
        .raw(
          `create function ${t.table}_odeme_yenile(p_id bigint) returns void language plpgsql as $$
          begin
            update ${t.table} set kalan_odeme_tutari = kalan_odeme_tutari where id = p_id;
          end $$`,
        )
        .execute(db);
    } else if (t.kind === 'paper') {
      const { paid, open } = t.positions!;
      await sql
        .raw(
          `create function ${t.table}_odeme_yenile(p_id bigint) returns void language plpgsql as $$
          declare due numeric; pos int; paid numeric;
          begin
            select ${t.due}, pozisyon_id into due, pos from ${t.table} where id = p_id;
            if not found then return; end if;
            paid := ${t.table}_odenen(p_id);
            if due > 0 and paid >= due and pos is distinct from ${paid} and pos is distinct from 9 then
              ${archive('update')}
              update ${t.table} set pozisyon_id = ${paid}, updated_at = now() where id = p_id;
            elsif paid < due and pos = ${paid} then
              ${archive('update')}
              update ${t.table} set pozisyon_id = ${open}, updated_at = now() where id = p_id;
            end if;
          end $$`,
        )
        .execute(db);
    } else {
      await sql
        .raw(
          `create function ${t.table}_odeme_yenile(p_id bigint) returns void language plpgsql as $$
          declare due numeric; done boolean; now_paid boolean;
          begin
            select ${t.due}, odendi into due, done from ${t.table} where id = p_id;
            if not found then return; end if;
            now_paid := due > 0 and ${t.table}_odenen(p_id) >= due;
            if done is distinct from now_paid then
              ${archive('update')}
              update ${t.table} set odendi = now_paid, updated_at = now() where id = p_id;
            end if;
          end $$`,
        )
        .execute(db);
    }
  }

  const refresh = PAYMENT_TARGETS.map(
    (t) => `if r ? '${t.column}' and r->>'${t.column}' is not null then
              perform ${t.table}_odeme_yenile((r->>'${t.column}')::bigint);
            end if;`,
  ).join('\n');
  await sql
    .raw(
      `create function odeme_hedef_yenile() returns trigger language plpgsql as $$
      declare r jsonb;
      begin
        for r in select x from (values (case when tg_op <> 'INSERT' then to_jsonb(old) end),
                                       (case when tg_op <> 'DELETE' then to_jsonb(new) end)) v(x)
                 where x is not null loop
          ${refresh}
        end loop;
        return null;
      end $$`,
    )
    .execute(db);
  for (const t of [...IN_TABLES, ...OUT_TABLES])
    await sql
      .raw(
        `create trigger ${t}_odeme after insert or update or delete on ${t}
         for each row execute function odeme_hedef_yenile()`,
      )
      .execute(db);

  // The invoices stored so far (the demo receipts included) get their remaining amount and flag.
  for (const t of INVOICES)
    await sql`update ${sql.table(t.table)} set kalan_odeme_tutari = kalan_odeme_tutari`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of [...IN_TABLES, ...OUT_TABLES]) await sql.raw(`drop trigger ${t}_odeme on ${t}`).execute(db);
  await sql`drop function odeme_hedef_yenile()`.execute(db);
  for (const t of PAYMENT_TARGETS) {
    if (t.kind === 'invoice') {
      await sql.raw(`drop trigger ${t.table}_kalan on ${t.table}`).execute(db);
      await sql.raw(`drop function ${t.table}_kalan()`).execute(db);
    }
    await sql.raw(`drop function ${t.table}_odeme_yenile(bigint)`).execute(db);
    await sql.raw(`drop function ${t.table}_odenen(bigint)`).execute(db);
  }
  for (const t of IN_TABLES)
    await sql`alter table ${sql.table(t)} drop column kobi_satis_fatura_id`.execute(db);
  for (const t of OUT_TABLES)
    await sql`alter table ${sql.table(t)} drop column kobi_alis_fatura_id`.execute(db);
  for (const t of INVOICES)
    await sql`alter table ${sql.table(t.table)} drop column tahsilat_tamamlandi`.execute(db);
  for (const t of ['satis_fatura', 'alis_fatura'])
    await sql`alter table ${sql.table(t)} drop column kalan_odeme_tutari`.execute(db);
}
