import { sql, type Kysely } from 'kysely';
import { IN_TABLES, OUT_TABLES, PAYMENT_TARGETS } from '../../money/payment-targets';
import * as previous from './202611280700_balance_papers';

// Payments in another currency (issue 12 item 5; docs/currencies.md "Payments in another currency",
// docs/payments.md): a foreign-currency invoice is paid **in its own currency** and the exchange difference
// (kur farkı) is kept, not lost.
//
// - `gun_kuru(para_birimi_id, tarih)`: the stored selling rate of the day (doviz_kurlari, the newest on or before it,
//   at most 10 days back — the local rate service's rule), null when there is none;
// - each cash / bank transaction gets `belge_tutari` (what it pays of its invoice **in the invoice's currency**) and
//   `kur_farki` (signed TL, 2 decimals: + a gain, − a loss), set before every insert or update by
//   `odeme_kur_farki()`: paid in the invoice's currency, `belge_tutari` is the KDV-included amount (`vergi_tutar`);
//   in another one (TL or a third currency) its TL equivalent at the invoice currency's rate of the payment day;
//   `kur_farki` = TL moved − `belge_tutari` × the invoice's rate (money in), the other way round for money out;
// - an invoice's `<invoice>_odenen(id)` sums `belge_tutari`, and its due (PAYMENT_TARGETS) is the payable in its
//   currency when that is not TL, so `kalan_odeme_tutari` is in the invoice's currency and "Tamamını Öde" closes it
//   to exactly 0; TL invoices are unchanged (`belge_tutari` = the TL equivalent);
// - the customer balance counts `kur_farki` (a gain as a debit of the account, a loss as a credit), so the TL
//   balance of a paid foreign invoice ends at 0 with the difference shown, not lost.

const TRANSACTIONS = [...IN_TABLES, ...OUT_TABLES];
const INVOICES = PAYMENT_TARGETS.filter((t) => t.kind === 'invoice');

/** What an invoice owes: its payable in its own currency when that is not TL, else as before (TL). */
const DUE =
  'case when coalesce(new.para_birimi_id, 1) <> 1 then new.odenecek_tutar when new.dovizli_tutar > 0 then new.dovizli_tutar else new.odenecek_tutar end';

/** The balance items of 202611280700 and the exchange differences: TL, a gain debits the account (+). */
export const BALANCE_ITEMS = [
  ...previous.BALANCE_ITEMS,
  ...TRANSACTIONS.map((table) => ({
    table,
    sign: 1,
    amount: 'd.kur_farki',
    tl: 'd.kur_farki',
    date: 'd.islem_tarihi',
    where: 'and d.kur_farki <> 0 and coalesce(d.tip_id, 0) not in (2, 3) and d.kobi_siparis_id is null',
    currency: '1::bigint',
  })),
];

export async function up(db: Kysely<any>): Promise<void> {
  await sql
    .raw(
      `create function gun_kuru(p_para bigint, p_tarih date) returns numeric language sql stable as $$
        select k.satis from doviz_kurlari k
         where k.para_birimi_id = p_para and k.tarih <= coalesce(p_tarih, current_date)
           and k.tarih > coalesce(p_tarih, current_date) - 11
         order by k.tarih desc limit 1 $$`,
    )
    .execute(db);
  for (const t of TRANSACTIONS) {
    await sql`alter table ${sql.table(t)} add column belge_tutari numeric(18, 3)`.execute(db);
    await sql`alter table ${sql.table(t)} add column kur_farki numeric(18, 2) not null default 0`.execute(db);
  }
  // The invoice a transaction pays (at most one of the link columns is set: tip_id chooses one).
  const cases = (direction: 'in' | 'out') =>
    INVOICES.filter((i) => (direction === 'in' ? IN_TABLES : OUT_TABLES).some((s) => i.sources.includes(s)))
      .map(
        (i) => `if r ? '${i.column}' and r->>'${i.column}' is not null then
                 select coalesce(f.para_birimi_id, 1), coalesce(f."döviz_kuru", 1) into doc_para, doc_kur
                   from ${i.table} f where f.id = (r->>'${i.column}')::bigint;
               end if;`,
      )
      .join('\n');
  for (const direction of ['in', 'out'] as const) {
    await sql
      .raw(
        `create function odeme_kur_farki_${direction}() returns trigger language plpgsql as $$
        declare r jsonb := to_jsonb(new); doc_para bigint; doc_kur numeric; day_kur numeric; tl numeric;
        begin
          ${cases(direction)}
          tl := coalesce(new.dovizli_tutar, 0);
          if doc_para is null or doc_para = 1 then
            new.belge_tutari := tl;
            new.kur_farki := 0;
            return new;
          end if;
          if coalesce(new.para_birimi_id, 1) = doc_para then
            new.belge_tutari := coalesce(new.vergi_tutar, 0);
          else
            day_kur := coalesce(gun_kuru(doc_para, new.islem_tarihi), nullif(doc_kur, 0), 1);
            new.belge_tutari := round(tl / day_kur, 2);
          end if;
          new.kur_farki := ${direction === 'in' ? '' : '-'}(tl - round(new.belge_tutari * doc_kur, 2));
          return new;
        end $$`,
      )
      .execute(db);
  }
  for (const t of TRANSACTIONS) {
    const direction = (IN_TABLES as readonly string[]).includes(t) ? 'in' : 'out';
    // Named to run before the other before-triggers' alphabetical successors; it reads only the row and the invoice.
    await sql
      .raw(
        `create trigger ${t}_kur_farki before insert or update on ${t}
         for each row execute function odeme_kur_farki_${direction}()`,
      )
      .execute(db);
  }
  // What was paid of an invoice, in its currency.
  for (const i of INVOICES) {
    const parts = i.sources.map(
      (s) =>
        `select coalesce(sum(coalesce(belge_tutari, dovizli_tutar)), 0) as s from ${s} where ${i.column} = p_id`,
    );
    await sql
      .raw(
        `create or replace function ${i.table}_odenen(p_id bigint) returns numeric language sql stable as $$
          select coalesce(sum(x.s), 0) from (${parts.join(' union all ')}) x $$`,
      )
      .execute(db);
    await sql
      .raw(
        `create or replace function ${i.table}_kalan() returns trigger language plpgsql as $$
        declare due numeric; rest numeric;
        begin
          due := ${DUE};
          rest := round(due - ${i.table}_odenen(new.id), 2);
          new.kalan_odeme_tutari := greatest(rest, 0);
          new.tahsilat_tamamlandi := due > 0 and rest <= 0;
          return new;
        end $$`,
      )
      .execute(db);
  }
  // The stored payments get their columns, then the invoices their remaining amount.
  for (const t of TRANSACTIONS) await sql`update ${sql.table(t)} set id = id`.execute(db);
  for (const i of INVOICES)
    await sql`update ${sql.table(i.table)} set kalan_odeme_tutari = kalan_odeme_tutari`.execute(db);
  await sql`drop view cari_bakiye_kalemleri`.execute(db);
  await sql.raw(previous.balanceView(BALANCE_ITEMS)).execute(db);
  await sql`update cari_hesap set bakiye = bakiye`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop view cari_bakiye_kalemleri`.execute(db);
  await sql.raw(previous.balanceView(previous.BALANCE_ITEMS)).execute(db);
  const OLD_DUE = 'case when new.dovizli_tutar > 0 then new.dovizli_tutar else new.odenecek_tutar end';
  for (const i of INVOICES) {
    const parts = i.sources.map(
      (s) => `select coalesce(sum(dovizli_tutar), 0) as s from ${s} where ${i.column} = p_id`,
    );
    await sql
      .raw(
        `create or replace function ${i.table}_odenen(p_id bigint) returns numeric language sql stable as $$
          select coalesce(sum(x.s), 0) from (${parts.join(' union all ')}) x $$`,
      )
      .execute(db);
    await sql
      .raw(
        `create or replace function ${i.table}_kalan() returns trigger language plpgsql as $$
        declare due numeric; rest numeric;
        begin
          due := ${OLD_DUE};
          rest := round(due - ${i.table}_odenen(new.id), 2);
          new.kalan_odeme_tutari := greatest(rest, 0);
          new.tahsilat_tamamlandi := due > 0 and rest <= 0;
          return new;
        end $$`,
      )
      .execute(db);
  }
  for (const t of TRANSACTIONS) {
    await sql.raw(`drop trigger ${t}_kur_farki on ${t}`).execute(db);
    await sql`alter table ${sql.table(t)} drop column kur_farki`.execute(db);
    await sql`alter table ${sql.table(t)} drop column belge_tutari`.execute(db);
  }
  await sql`drop function odeme_kur_farki_in()`.execute(db);
  await sql`drop function odeme_kur_farki_out()`.execute(db);
  await sql`drop function gun_kuru(bigint, date)`.execute(db);
  for (const i of INVOICES)
    await sql`update ${sql.table(i.table)} set kalan_odeme_tutari = kalan_odeme_tutari`.execute(db);
  await sql`update cari_hesap set bakiye = bakiye`.execute(db);
}
