import { sql, type Kysely, type RawBuilder } from 'kysely';
import { AppError, Codes } from '../lib/errors';
import { ZERO_DEC, dec, money } from './report.sql';
import { dateParam, idParam, periodParam, todayTr } from './report.params';
import type { ReportColumn, ReportDef } from './types';

// The customer statement (cari ekstre) and the ageing of receivables (issue 12 item 6; docs/reports.md).

/**
 * A kind of movement on a customer account: its table, date and number columns, the side it books (`borc`: the
 * customer owes more — we invoiced them or paid them; `alacak`: the other way) and its Turkish name.
 */
interface Source {
  table: string;
  date: string;
  number: string;
  note: string;
  side: 'borc' | 'alacak';
  label: string;
  /** Which rows count (absent: all of the customer's). */
  where?: RawBuilder<unknown>;
  /** The debit and credit of a row when they are not its TL amount (`dovizli_tutar`) on `side`. */
  amounts?: { borc: RawBuilder<unknown>; alacak: RawBuilder<unknown> };
}

// A receipt or payment that collects or pays a cheque or note (tip_id 2 and 3) moves no customer money: the paper
// itself was the movement. A paper given back (pozisyon 9 İade Edildi) never was one. A small-business order's
// payment (kobi_siparis_id, migration 202611280700) moves the card only: the orders are not on the statement.
// The customer balance (cari_bakiye_kalemleri) counts the same rows.
const notForPaper = sql`coalesce(t.tip_id, 0) not in (2, 3) and t.kobi_siparis_id is null`;
const notReturned = sql`coalesce(t.pozisyon_id, 0) <> 9`;

/** Every kind of movement of a customer account, in the order same-day movements are listed. */
export const SOURCES: Source[] = [
  {
    table: 'satis_fatura',
    date: 'fatura_tarihi',
    number: 'fatura_numarasi',
    note: 'description',
    side: 'borc',
    label: 'Satış Faturası',
  },
  {
    table: 'kobi_satis_fatura',
    date: 'fatura_tarihi',
    number: 'fatura_numarasi',
    note: 'description',
    side: 'borc',
    label: 'Satış Faturası',
  },
  {
    table: 'alis_fatura',
    date: 'fatura_tarihi',
    number: 'fatura_numarasi',
    note: 'description',
    side: 'alacak',
    label: 'Alış Faturası',
  },
  {
    table: 'kobi_alis_fatura',
    date: 'fatura_tarihi',
    number: 'fatura_numarasi',
    note: 'description',
    side: 'alacak',
    label: 'Alış Faturası',
  },
  {
    table: 'tahsilat_islem',
    date: 'islem_tarihi',
    number: 'belge_no',
    note: 'aciklama',
    side: 'alacak',
    label: 'Kasa Tahsilatı',
    where: notForPaper,
  },
  {
    table: 'banka_gelen_havale_islemi',
    date: 'islem_tarihi',
    number: 'belge_no',
    note: 'aciklama',
    side: 'alacak',
    label: 'Gelen Havale',
    where: notForPaper,
  },
  {
    table: 'odeme_islemi',
    date: 'islem_tarihi',
    number: 'belge_no',
    note: 'aciklama',
    side: 'borc',
    label: 'Kasa Ödemesi',
    where: notForPaper,
  },
  {
    table: 'banka_giden_havale_islem',
    date: 'islem_tarihi',
    number: 'belge_no',
    note: 'aciklama',
    side: 'borc',
    label: 'Giden Havale',
    where: notForPaper,
  },
  {
    table: 'musteri_cek',
    date: 'islem_tarihi',
    number: 'cek_numarasi',
    note: 'description',
    side: 'alacak',
    label: 'Müşteri Çeki',
    where: notReturned,
  },
  {
    table: 'musteri_senet',
    date: 'islem_tarihi',
    number: 'senet_no',
    note: 'description',
    side: 'alacak',
    label: 'Müşteri Senedi',
    where: notReturned,
  },
  {
    table: 'firma_cek',
    date: 'islem_tarihi',
    number: 'cek_numarasi',
    note: 'description',
    side: 'borc',
    label: 'Firma Çeki',
    where: notReturned,
  },
  {
    table: 'firma_senet',
    date: 'islem_tarihi',
    number: 'senet_no',
    note: 'description',
    side: 'borc',
    label: 'Firma Senedi',
    where: notReturned,
  },
  // The exchange difference of a payment in another currency (kur farkı, migration 202611280710), in TL: a gain
  // debits the account, a loss credits it, so a paid foreign invoice leaves a TL balance of 0.
  ...(
    [
      ['tahsilat_islem', 'alacak'],
      ['banka_gelen_havale_islemi', 'alacak'],
      ['odeme_islemi', 'borc'],
      ['banka_giden_havale_islem', 'borc'],
    ] as const
  ).map(([table, side]): Source => ({
    table,
    date: 'islem_tarihi',
    number: 'belge_no',
    note: 'aciklama',
    side,
    label: 'Kur Farkı',
    where: sql`t.kur_farki <> 0 and ${notForPaper}`,
    amounts: { borc: sql`greatest(t.kur_farki, 0)`, alacak: sql`greatest(-t.kur_farki, 0)` },
  })),
];

/** The tables a statement reads. */
export const STATEMENT_TABLES = [...new Set(SOURCES.map((s) => s.table))];

/**
 * The movements of the company's customer accounts as one query (TL amounts: `dovizli_tutar`), for one account or
 * all; `range` limits the dates (either end optional).
 */
export function movements(
  companyId: number,
  cariId: number | null,
  range: { from?: string; to?: string; before?: string },
  sources: readonly Source[] = SOURCES,
) {
  const parts = sources.map((s, i) => {
    const date = sql.ref(`t.${s.date}`);
    const conds: RawBuilder<unknown>[] = [sql`t.department_id = ${companyId}`];
    if (cariId !== null) conds.push(sql`t.cari_hesap_id = ${cariId}`);
    else conds.push(sql`t.cari_hesap_id is not null`);
    if (range.from) conds.push(sql`${date} >= ${range.from}`);
    if (range.to) conds.push(sql`${date} <= ${range.to}`);
    if (range.before) conds.push(sql`${date} < ${range.before}`);
    if (s.where) conds.push(s.where);
    const amount = sql`coalesce(t.dovizli_tutar, 0)`;
    return sql`select t.cari_hesap_id, ${date} as tarih, ${sql.lit(i)}::int as sira, t.id,
        ${sql.lit(s.table)}::text as kaynak, ${sql.lit(s.label)}::text as belge_turu,
        ${sql.ref(`t.${s.number}`)}::text as belge_no, ${sql.ref(`t.${s.note}`)}::text as aciklama,
        ${s.amounts?.borc ?? (s.side === 'borc' ? amount : sql`0`)}::numeric as borc,
        ${s.amounts?.alacak ?? (s.side === 'alacak' ? amount : sql`0`)}::numeric as alacak
      from ${sql.table(s.table)} t where ${sql.join(conds, sql` and `)}`;
  });
  if (sources === SOURCES) parts.push(ledgerMovements(companyId, cariId, range, parts.length));
  return sql.join(parts, sql` union all `);
}

/** What a voucher line posted from a source of its own is called on the statement (else a manual voucher). */
const LEDGER_LABELS: Record<string, string> = {
  e_fatura: 'e-Fatura',
  e_arsiv_fatura: 'e-Arşiv Fatura',
  serbest_meslek_makbuzu: 'e-Serbest Meslek Makbuzu',
  e_mustahsil_makbuzu: 'e-Müstahsil Makbuzu',
  sabit_kiymet_hareketleri: 'Sabit Kıymet Hareketi',
};

/**
 * The lines on the account's sub-accounts (120.01.x, 320.01.x) that no document above counts — a sent e-document or
 * receipt, a fixed-asset sale, a manual voucher — read from the ledger, as the customer balance counts them
 * (docs/ledger.md "Sub-ledgers and the ledger"). The year-end kapanış and açılış (closing steps 7, 8) are left out.
 */
function ledgerMovements(
  companyId: number,
  cariId: number | null,
  range: { from?: string; to?: string; before?: string },
  sira: number,
) {
  const conds: RawBuilder<unknown>[] = [sql`s.department_id = ${companyId}`];
  if (cariId !== null) conds.push(sql`h.kaynak_id = ${cariId}`);
  if (range.from) conds.push(sql`s.fis_tarihi >= ${range.from}`);
  if (range.to) conds.push(sql`s.fis_tarihi <= ${range.to}`);
  if (range.before) conds.push(sql`s.fis_tarihi < ${range.before}`);
  const label = sql.join(
    Object.entries(LEDGER_LABELS).map(([t, l]) => sql`when ${sql.lit(t)} then ${sql.lit(l)}`),
    sql` `,
  );
  return sql`select h.kaynak_id as cari_hesap_id, s.fis_tarihi as tarih, ${sql.lit(sira)}::int as sira,
      coalesce(f.kaynak_id, f.id) as id, coalesce(f.kaynak_tablo, 'fis')::text as kaynak,
      (case f.kaynak_tablo ${label} else 'Muhasebe Fişi' end)::text as belge_turu,
      coalesce(nullif(s.belge_no, ''), f.fis_no)::text as belge_no,
      coalesce(s.description, f.description)::text as aciklama, s.borc::numeric as borc, s.alacak::numeric as alacak
    from fis_satiri s
      join hesap_plani h on h.id = s.hesap_plani_id and h.department_id = s.department_id
        and h.kaynak_tablo = 'cari_hesap'
      join fis f on f.id = s.fisler_id
    where ${sql.join(conds, sql` and `)}
      and coalesce(f.kaynak_tablo, '') not in (${sql.join(STATEMENT_TABLES.map((t) => sql.lit(t)))})
      and coalesce(f.donem_sonu_adimi, 0) not in (7, 8)`;
}

const STATEMENT_COLUMNS: ReportColumn[] = [
  { name: 'tarih', title: 'Tarih', kind: 'date' },
  { name: 'belge_turu', title: 'Belge Türü', kind: 'text' },
  { name: 'belge_no', title: 'Belge No', kind: 'text' },
  { name: 'aciklama', title: 'Açıklama', kind: 'text' },
  { name: 'borc', title: 'Borç', kind: 'money' },
  { name: 'alacak', title: 'Alacak', kind: 'money' },
  { name: 'bakiye', title: 'Bakiye', kind: 'money' },
  { name: 'bakiye_turu', title: 'B/A', kind: 'text' },
];

/** 'B' (borçlu: the customer owes), 'A' (alacaklı), '' at zero. */
const sideOf = (balance: ReturnType<typeof dec>) => (balance.gt(0) ? 'B' : balance.lt(0) ? 'A' : '');

/** The customer account of the company, or `fail.id`. */
async function customerOf(db: Kysely<any>, companyId: number, id: number) {
  const r = await sql<{ cari_hesap_adi: string }>`select cari_hesap_adi from cari_hesap
    where id = ${id} and department_id = ${companyId}`.execute(db);
  if (!r.rows.length) throw new AppError(Codes.failId, 400);
  return r.rows[0];
}

/**
 * Cari ekstre: an opening row (Devir: the balance of every movement before the period), then every movement of the
 * period in date order with a running balance (positive: the customer owes; `bakiye` is signed, B/A beside it).
 */
export const cariEkstre: ReportDef = {
  name: 'cari-ekstre',
  title: 'Cari Hesap Ekstresi',
  tables: STATEMENT_TABLES,
  async run({ db, companyId, params }) {
    const cariId = idParam(params, 'cari_hesap_id');
    const { from, to } = periodParam(params);
    const customer = await customerOf(db, companyId, cariId);
    const opening = (
      await sql<{ borc: string | null; alacak: string | null }>`
        select sum(borc)::text as borc, sum(alacak)::text as alacak
        from (${movements(companyId, cariId, { before: from })}) m`.execute(db)
    ).rows[0];
    const list = await sql<{
      tarih: string;
      belge_turu: string;
      belge_no: string | null;
      aciklama: string | null;
      borc: string;
      alacak: string;
      kaynak: string;
      id: string;
    }>`select to_char(m.tarih, 'YYYY-MM-DD') as tarih, m.belge_turu, m.belge_no, m.aciklama,
        m.borc::text as borc, m.alacak::text as alacak, m.kaynak, m.id::text as id
      from (${movements(companyId, cariId, { from, to })}) m
      order by m.tarih, m.sira, m.id`.execute(db);

    let balance = dec(opening?.borc).minus(dec(opening?.alacak));
    let debit = balance.gt(0) ? balance : ZERO_DEC;
    let credit = balance.lt(0) ? balance.neg() : ZERO_DEC;
    const rows: Record<string, unknown>[] = [
      {
        tarih: from,
        belge_turu: 'Devir',
        belge_no: '',
        aciklama: 'Önceki dönemden devreden bakiye',
        borc: money(debit),
        alacak: money(credit),
        bakiye: money(balance),
        bakiye_turu: sideOf(balance),
      },
    ];
    for (const m of list.rows) {
      const b = dec(m.borc);
      const a = dec(m.alacak);
      balance = balance.plus(b).minus(a);
      debit = debit.plus(b);
      credit = credit.plus(a);
      rows.push({
        tarih: m.tarih,
        belge_turu: m.belge_turu,
        belge_no: m.belge_no ?? '',
        aciklama: m.aciklama ?? '',
        borc: money(b),
        alacak: money(a),
        bakiye: money(balance),
        bakiye_turu: sideOf(balance),
        kaynak_tablo: m.kaynak,
        kaynak_id: Number(m.id),
      });
    }
    return {
      columns: STATEMENT_COLUMNS,
      rows,
      totals: {
        tarih: to,
        belge_turu: 'Toplam',
        aciklama: customer.cari_hesap_adi,
        borc: money(debit),
        alacak: money(credit),
        bakiye: money(balance),
        bakiye_turu: sideOf(balance),
      },
    };
  },
};

const AGEING_COLUMNS: ReportColumn[] = [
  { name: 'cari_hesap_adi', title: 'Cari Hesap', kind: 'text' },
  { name: 'bakiye', title: 'Alacak Bakiyesi', kind: 'money' },
  { name: 'gun_0_30', title: '0–30 Gün', kind: 'money' },
  { name: 'gun_31_60', title: '31–60 Gün', kind: 'money' },
  { name: 'gun_61_90', title: '61–90 Gün', kind: 'money' },
  { name: 'gun_90_uzeri', title: '90+ Gün', kind: 'money' },
];

const BUCKETS = ['gun_0_30', 'gun_31_60', 'gun_61_90', 'gun_90_uzeri'] as const;
const bucketOf = (days: number) => (days <= 30 ? 0 : days <= 60 ? 1 : days <= 90 ? 2 : 3);
const dayNumber = (ymd: string) =>
  Date.UTC(+ymd.slice(0, 4), +ymd.slice(5, 7) - 1, +ymd.slice(8, 10)) / 86_400_000;

/**
 * Yaşlandırma: the receivables of each customer with a debit balance on `donem_bitis_tarihi` (today when empty), aged
 * first-in first-out — every credit pays the oldest debits first, so what is open are the newest debits — by days
 * from the debit's date: 0–30, 31–60, 61–90, 90+.
 */
export const yaslandirma: ReportDef = {
  name: 'yaslandirma',
  title: 'Alacak Yaşlandırma',
  tables: STATEMENT_TABLES,
  async run({ db, companyId, params }) {
    const asOf = dateParam(params, 'donem_bitis_tarihi', todayTr());
    const r = await sql<{
      cari_hesap_id: string;
      cari_hesap_adi: string;
      tarih: string;
      borc: string;
      alacak: string;
    }>`
      select m.cari_hesap_id::text as cari_hesap_id, c.cari_hesap_adi, to_char(m.tarih, 'YYYY-MM-DD') as tarih,
        sum(m.borc)::text as borc, sum(m.alacak)::text as alacak
      from (${movements(companyId, null, { to: asOf })}) m join cari_hesap c on c.id = m.cari_hesap_id
      group by m.cari_hesap_id, c.cari_hesap_adi, m.tarih
      order by c.cari_hesap_adi, m.cari_hesap_id, m.tarih desc`.execute(db);
    const byCustomer = new Map<string, typeof r.rows>();
    for (const row of r.rows) {
      const list = byCustomer.get(row.cari_hesap_id) ?? [];
      list.push(row);
      byCustomer.set(row.cari_hesap_id, list);
    }
    const today = dayNumber(asOf);
    const rows: Record<string, unknown>[] = [];
    const totals = [ZERO_DEC, ZERO_DEC, ZERO_DEC, ZERO_DEC];
    let total = ZERO_DEC;
    for (const days of byCustomer.values()) {
      const balance = days.reduce((a, d) => a.plus(dec(d.borc)).minus(dec(d.alacak)), ZERO_DEC);
      if (!balance.gt(0)) continue;
      // Newest debits first: they are what the balance still holds.
      let open = balance;
      const buckets = [ZERO_DEC, ZERO_DEC, ZERO_DEC, ZERO_DEC];
      for (const d of days) {
        if (!open.gt(0)) break;
        const debit = dec(d.borc);
        if (!debit.gt(0)) continue;
        const part = debit.lt(open) ? debit : open;
        const b = bucketOf(today - dayNumber(d.tarih));
        buckets[b] = buckets[b].plus(part);
        open = open.minus(part);
      }
      const row: Record<string, unknown> = { cari_hesap_adi: days[0].cari_hesap_adi, bakiye: money(balance) };
      BUCKETS.forEach((k, i) => {
        row[k] = money(buckets[i]);
        totals[i] = totals[i].plus(buckets[i]);
      });
      total = total.plus(balance);
      rows.push(row);
    }
    const totalRow: Record<string, unknown> = { cari_hesap_adi: 'Toplam', bakiye: money(total) };
    BUCKETS.forEach((k, i) => (totalRow[k] = money(totals[i])));
    return { columns: AGEING_COLUMNS, rows, totals: totalRow };
  },
};
