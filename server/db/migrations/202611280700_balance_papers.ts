import { sql, type Kysely } from 'kysely';

// The customer balance counts cheques and notes, and small-business order payments move the cards (issue 12;
// docs/finance.md "Customer balance", docs/payments.md "Small-business orders"):
//
// - `cari_bakiye_kalemleri` (202611270410) is replaced so the balance agrees with the statement (cari ekstre,
//   server/reports/statement.report.ts): a customer's cheque or note received lowers what the customer owes, a
//   cheque or note the company gave lowers what it owes the supplier (Turkish practice: 101 / 121 against 120, 103 /
//   321 against 320), except a paper given back (pozisyon 9 İade Edildi); the receipt or payment that later collects
//   or pays the paper (tip_id 2 / 3) moves the card and the paper, not the customer (it would count twice);
// - the four cash / bank transactions get `kobi_siparis_id`: the row a small-business order payment writes
//   (server/money/kobi-orders.routes.ts) so the card's balance and movements follow it. The orders themselves are
//   not in the customer balance, so neither are these rows.

const TRANSACTIONS = [
  'tahsilat_islem',
  'banka_gelen_havale_islemi',
  'odeme_islemi',
  'banka_giden_havale_islem',
];
const PAPERS = ['musteri_cek', 'musteri_senet', 'firma_cek', 'firma_senet'];

const invoice = (table: string, sign: 1 | -1) => ({
  table,
  sign,
  amount: 'coalesce(d.odenecek_tutar, 0)',
  tl: 'round(coalesce(d.odenecek_tutar, 0) * coalesce(d."döviz_kuru", 1), 2)',
  date: 'd.fatura_tarihi',
  where: '',
});
const transaction = (table: string, sign: 1 | -1) => ({
  table,
  sign,
  amount: 'coalesce(d.vergi_tutar, 0)',
  tl: 'coalesce(d.dovizli_tutar, 0)',
  date: 'd.islem_tarihi',
  where: 'and coalesce(d.tip_id, 0) not in (2, 3) and d.kobi_siparis_id is null',
});
const paper = (table: string, sign: 1 | -1) => ({
  table,
  sign,
  amount: 'coalesce(d.tutar, 0)',
  tl: 'coalesce(d.dovizli_tutar, 0)',
  date: 'd.islem_tarihi',
  where: 'and coalesce(d.pozisyon_id, 0) <> 9',
});

/** What moves a customer balance now, with its sign (positive: the account owes us). */
export const BALANCE_ITEMS = [
  invoice('satis_fatura', 1),
  invoice('kobi_satis_fatura', 1),
  invoice('alis_fatura', -1),
  invoice('kobi_alis_fatura', -1),
  transaction('tahsilat_islem', -1),
  transaction('banka_gelen_havale_islemi', -1),
  transaction('odeme_islemi', 1),
  transaction('banka_giden_havale_islem', 1),
  paper('musteri_cek', -1),
  paper('musteri_senet', -1),
  paper('firma_cek', 1),
  paper('firma_senet', 1),
];

/** The view's text for `items` (the columns of 202611270410's view, in its order). */
export function balanceView(
  items: {
    table: string;
    sign: number;
    amount: string;
    tl: string;
    date: string;
    where: string;
    /** The item's currency (default: the row's). */
    currency?: string;
  }[],
) {
  const parts = items.map(
    (i) => `select d.department_id, d.cari_hesap_id, '${i.table}'::text as kaynak_tablo, d.id as kaynak_id,
              ${i.date} as tarih, ${i.currency ?? 'd.para_birimi_id'} as para_birimi_id,
              (${i.sign} * ${i.amount})::numeric(18, 3) as tutar, (${i.sign} * ${i.tl})::numeric(18, 3) as tl_tutar
         from ${i.table} d where d.cari_hesap_id is not null ${i.where}`,
  );
  return `create view cari_bakiye_kalemleri as ${parts.join('\n union all\n')}`;
}

export async function up(db: Kysely<any>): Promise<void> {
  for (const t of TRANSACTIONS) {
    await sql`alter table ${sql.table(t)} add column if not exists kobi_siparis_id bigint`.execute(db);
    // Partial: almost every row has none, and a plain index on it lures the planner into reading the whole table
    // for `kobi_siparis_id is null` (the balance view's filter) before the statistics know better.
    await sql`create index if not exists ${sql.id(`${t}_kobi_siparis_idx`)} on ${sql.table(t)} (kobi_siparis_id)
      where kobi_siparis_id is not null`.execute(db);
  }
  await sql`drop view cari_bakiye_kalemleri`.execute(db);
  await sql.raw(balanceView(BALANCE_ITEMS)).execute(db);
  for (const t of PAPERS) {
    await sql.raw(`create index if not exists ${t}_cari_hesap_idx on ${t} (cari_hesap_id)`).execute(db);
    await sql
      .raw(
        `create trigger ${t}_cari_bakiye after insert or update or delete on ${t}
         for each row execute function cari_belge_bakiye()`,
      )
      .execute(db);
  }
  // The accounts stored so far (the demo's cheques and notes) get the new balance now.
  await sql`update cari_hesap set bakiye = bakiye`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of PAPERS) await sql.raw(`drop trigger ${t}_cari_bakiye on ${t}`).execute(db);
  await sql`drop view cari_bakiye_kalemleri`.execute(db);
  await sql
    .raw(
      balanceView(BALANCE_ITEMS.filter((i) => !PAPERS.includes(i.table)).map((i) => ({ ...i, where: '' }))),
    )
    .execute(db);
  for (const t of TRANSACTIONS)
    await sql`alter table ${sql.table(t)} drop column kobi_siparis_id`.execute(db);
  await sql`update cari_hesap set bakiye = bakiye`.execute(db);
}
