import { sql, type Kysely } from 'kysely';

// The customer balance (issue 12 item 6, the list's balance column; docs/finance.md "Customer balance"):
// cari_hesap.bakiye in TL, positive when the customer owes us (borçlu, "B"), negative when we owe them
// (alacaklı, "A"), cari_hesap.borc_alacak, the side as the list shows it, and cari_hesap.doviz_bakiyeleri, the
// foreign-currency positions in their own currencies. Kept by the database like the cash
// and bank cards' balance (202611260200_finance): the view cari_bakiye_kalemleri lists every invoice and
// cash/bank transaction of an account with its signed TL amount; a trigger recomputes an account's balance
// whenever the account is written, and every insert, update or delete of such a document touches the accounts
// it names (before and after the change), so the balance stays right on every write, delete and restore.

/** The documents that move a balance, the sign they move it with, and their TL amount. */
const ITEMS: { table: string; sign: 1 | -1; tl: string; amount: string; date: string }[] = [
  // Sales invoices: the customer owes the payable, in TL at the invoice's rate (dovizli_tutar becomes the
  // remaining amount once payments exist, so it is not read here).
  ...['satis_fatura', 'kobi_satis_fatura'].map((table) => ({
    table,
    sign: 1 as const,
    amount: 'coalesce(d.odenecek_tutar, 0)',
    tl: 'round(coalesce(d.odenecek_tutar, 0) * coalesce(d."döviz_kuru", 1), 2)',
    date: 'd.fatura_tarihi',
  })),
  // Purchase invoices: we owe the supplier.
  ...['alis_fatura', 'kobi_alis_fatura'].map((table) => ({
    table,
    sign: -1 as const,
    amount: 'coalesce(d.odenecek_tutar, 0)',
    tl: 'round(coalesce(d.odenecek_tutar, 0) * coalesce(d."döviz_kuru", 1), 2)',
    date: 'd.fatura_tarihi',
  })),
  // Money in from the account (cash receipt, incoming transfer) lowers what it owes; money out raises it.
  ...['tahsilat_islem', 'banka_gelen_havale_islemi'].map((table) => ({
    table,
    sign: -1 as const,
    amount: 'coalesce(d.vergi_tutar, 0)',
    tl: 'coalesce(d.dovizli_tutar, 0)',
    date: 'd.islem_tarihi',
  })),
  ...['odeme_islemi', 'banka_giden_havale_islem'].map((table) => ({
    table,
    sign: 1 as const,
    amount: 'coalesce(d.vergi_tutar, 0)',
    tl: 'coalesce(d.dovizli_tutar, 0)',
    date: 'd.islem_tarihi',
  })),
];

export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table cari_hesap add column bakiye numeric(18, 2) not null default 0`.execute(db);
  await sql`alter table cari_hesap add column borc_alacak text`.execute(db);
  await sql`alter table cari_hesap add column doviz_bakiyeleri text`.execute(db);
  const parts = ITEMS.map(
    (i) => `select d.department_id, d.cari_hesap_id, '${i.table}'::text as kaynak_tablo, d.id as kaynak_id,
              ${i.date} as tarih, d.para_birimi_id,
              (${i.sign} * ${i.amount})::numeric(18, 3) as tutar, (${i.sign} * ${i.tl})::numeric(18, 3) as tl_tutar
         from ${i.table} d where d.cari_hesap_id is not null`,
  );
  await sql.raw(`create view cari_bakiye_kalemleri as ${parts.join('\n union all\n')}`).execute(db);

  await sql
    .raw(
      `create function cari_hesap_bakiye() returns trigger language plpgsql as $$
      begin
        new.bakiye := coalesce((select round(sum(k.tl_tutar), 2) from cari_bakiye_kalemleri k
                                 where k.cari_hesap_id = new.id and k.department_id = new.department_id), 0);
        new.borc_alacak := case when new.bakiye > 0 then 'B' when new.bakiye < 0 then 'A' end;
        -- The foreign-currency positions in their own currency, tr-TR: 'USD 1.200,00 B · EUR 50,00 A'.
        new.doviz_bakiyeleri := (
          select string_agg(p.kod || ' ' || translate(to_char(abs(x.s), 'FM999,999,999,999,999,990.00'), ',.', '.,')
                            || ' ' || case when x.s > 0 then 'B' else 'A' end, ' · ' order by p.kod)
            from (select k.para_birimi_id, round(sum(k.tutar), 2) as s from cari_bakiye_kalemleri k
                   where k.cari_hesap_id = new.id and k.department_id = new.department_id and k.para_birimi_id <> 1
                   group by k.para_birimi_id) x
            join para_birimleri p on p.id = x.para_birimi_id
           where x.s <> 0);
        return new;
      end $$`,
    )
    .execute(db);
  await sql
    .raw(
      `create trigger cari_hesap_bakiye before insert or update on cari_hesap
      for each row execute function cari_hesap_bakiye()`,
    )
    .execute(db);
  await sql
    .raw(
      `create function cari_belge_bakiye() returns trigger language plpgsql as $$
      begin
        if tg_op <> 'INSERT' then
          update cari_hesap set bakiye = bakiye where id = old.cari_hesap_id;
        end if;
        if tg_op = 'INSERT' then
          update cari_hesap set bakiye = bakiye where id = new.cari_hesap_id;
        elsif tg_op = 'UPDATE' and new.cari_hesap_id is distinct from old.cari_hesap_id then
          update cari_hesap set bakiye = bakiye where id = new.cari_hesap_id;
        end if;
        return null;
      end $$`,
    )
    .execute(db);
  for (const i of ITEMS) {
    await sql
      .raw(`create index if not exists ${i.table}_cari_hesap_idx on ${i.table} (cari_hesap_id)`)
      .execute(db);
    await sql
      .raw(
        `create trigger ${i.table}_cari_bakiye after insert or update or delete on ${i.table}
      for each row execute function cari_belge_bakiye()`,
      )
      .execute(db);
  }
  // The accounts that exist already (the demo's) get their balance now.
  await sql`update cari_hesap set bakiye = bakiye`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const i of ITEMS) await sql.raw(`drop trigger ${i.table}_cari_bakiye on ${i.table}`).execute(db);
  await sql`drop function cari_belge_bakiye()`.execute(db);
  await sql`drop trigger cari_hesap_bakiye on cari_hesap`.execute(db);
  await sql`drop function cari_hesap_bakiye()`.execute(db);
  await sql`drop view cari_bakiye_kalemleri`.execute(db);
  await sql`alter table cari_hesap drop column doviz_bakiyeleri`.execute(db);
  await sql`alter table cari_hesap drop column borc_alacak`.execute(db);
  await sql`alter table cari_hesap drop column bakiye`.execute(db);
}
