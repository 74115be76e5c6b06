import { sql } from 'kysely';
import {
  DEFAULT_POSTING_RULES,
  LEDGER_KIND,
  PARTY_ROLES,
  postDepreciation,
  postFixedAssetMovement,
  postPaper,
  postPersonnelPayment,
  postProducerReceipt,
  ledgerTexts,
  ROLE,
  voucherTotals,
  type LedgerKind,
  type Party,
  type Role,
  type RoleEntry,
} from '../../domain/ledger';
import {
  postFreelanceReceipt,
  postPurchase,
  postPurchaseReturnIssued,
  postSale,
  postSalesReturnReceived,
  postTransactionEntries,
  type CostLine,
  type InvoicePosting,
  type KdvGroup,
} from '../../domain/ledger/document-posting';
import { KDV_RATES } from '../../domain/tax';
import { D, round, toFixedString } from '../../domain/money';
import { findTable } from '../catalog';
import type { Db } from '../db/database';
import { PAYMENT_TARGETS } from '../money/payment-targets';
import { accountId, ensureSubAccount, lockLedger } from './accounts';
import { AppError, Codes } from '../lib/errors';
import { closedUntil, inClosedPeriod, renumberAfterChange, trDate } from './journal';

// Automatic posting (docs/ledger.md): every save of a posting document rewrites ITS voucher from the stored row
// (and its stored lines) inside the document's own transaction — one voucher per document, never two, never
// stale; a delete removes it. The accounts come from the posting rules (`muhasebe_kurallari`: the company's rows
// over the global defaults), the amounts from domain/ledger's pure posters, in TL.

type Row = Record<string, unknown>;

interface Who {
  departmentId: number;
  userId: number;
}

/** What a build may be told: a transaction being deleted, which no longer counts as a payment. */
interface BuildOptions {
  skip?: { table: string; id: number };
}

/** A document that posts: what kind it is, where its date and number are, how its entries are built. */
export interface PostingSource {
  table: string;
  kind: LedgerKind;
  /** The kind whose rules a row posts with when it depends on the row (a return, a fixed-asset movement's type). */
  kindOf?(row: Row): LedgerKind;
  dateColumn: string;
  /** The posting date when it is no date column (a year's depreciation: 31 December of `yil`); constant SQL. */
  dateSql?: string;
  /** fis_turu_id of its voucher: 1 Mahsup, 2 Tahsil, 3 Tediye (`fisTuruOf` when it depends on the row). */
  fisTuru: 1 | 2 | 3;
  fisTuruOf?(row: Row): 1 | 2 | 3;
  /** belge_tipi_id of its lines (2 Fatura, 7 Makbuz, 8 Diğer; `belgeTipiOf` when it depends on the row). */
  belgeTipi: number;
  belgeTipiOf?(row: Row): number;
  label: string;
  /** What the voucher text calls the document ("satış faturası"); `textOf` when it depends on the row. */
  text: string;
  textOf?(row: Row): string;
  numberColumn: string;
  build(db: Db, row: Row, options: BuildOptions): Promise<RoleEntry[]>;
  /** Documents whose voucher reads this row and is rebuilt with it (the cheque a transfer collects …). */
  dependents?(db: Db, row: Row): Promise<{ table: string; id: number }[]>;
}

/** The ledger kind of each cheque and note table. */
const PAPER_KIND: Readonly<Record<string, LedgerKind>> = {
  musteri_cek: LEDGER_KIND.musteriCek,
  firma_cek: LEDGER_KIND.firmaCek,
  musteri_senet: LEDGER_KIND.musteriSenet,
  firma_senet: LEDGER_KIND.firmaSenet,
};

/** The cheques and notes a cash or bank transaction row pays or collects (its tip_id target, docs/payments.md). */
export function paperTargets(table: string, row: Row | null | undefined): { table: string; id: number }[] {
  if (!row) return [];
  const out: { table: string; id: number }[] = [];
  for (const t of PAYMENT_TARGETS)
    if (t.kind === 'paper' && t.sources.includes(table) && row[t.column] != null && row[t.column] !== '')
      out.push({ table: t.table, id: Number(row[t.column]) });
  return out;
}

/**
 * Whether cash or bank transactions pay or collect this cheque or note (other than `skip`, the one being deleted):
 * then they carry its settlement (102.01.x / 101) and the paper's own voucher keeps only its first leg, so that the
 * customer is credited once (docs/ledger.md, "Cheques collected by a transaction").
 */
async function paidByTransactions(db: Db, table: string, row: Row, skip?: BuildOptions['skip']) {
  const target = PAYMENT_TARGETS.find((t) => t.table === table);
  if (!target) return false;
  for (const source of target.sources) {
    if (skip && skip.table === source && skip.id > 0) return true;
    const has = await sql<Row>`select 1 from information_schema.columns where table_name = ${source}
      and column_name = ${target.column}`.execute(db);
    if (!has.rows.length) continue;
    const r =
      await sql<Row>`select 1 from ${sql.table(source)} where ${sql.ref(target.column)} = ${Number(row.id)}::bigint
      and department_id = ${Number(row.department_id)}::bigint limit 1`.execute(db);
    if (r.rows.length) return true;
  }
  return false;
}

const rateOf = (row: Row) =>
  Number(row.para_birimi_id ?? 1) === 1 || !row['döviz_kuru'] ? '1' : String(row['döviz_kuru']);

/** Whether a column exists (a cached yes: an older migration upgrading runs this code before later columns). */
const seenColumns = new Set<string>();
export async function hasColumn(db: Db, table: string, column: string): Promise<boolean> {
  const key = `${table}.${column}`;
  if (seenColumns.has(key)) return true;
  const r = await sql<Row>`select 1 from information_schema.columns where table_name = ${table}
    and column_name = ${column}`.execute(db);
  if (r.rows.length) seenColumns.add(key);
  return r.rows.length > 0;
}

/** The line table of each invoice table, its parent column, and whether its lines keep withholding / other taxes. */
const INVOICE_LINES: Readonly<Record<string, { table: string; parent: string; full: boolean }>> = {
  satis_fatura: { table: 'satis_fatura_hizmet', parent: 'satis_fatura_id', full: true },
  alis_fatura: { table: 'alis_fatura_hizmet', parent: 'alis_fatura_id', full: true },
  kobi_satis_fatura: { table: 'kobi_satis_fatura_hizmet', parent: 'kobi_satis_fatura_id', full: false },
  kobi_alis_fatura: { table: 'kobi_alis_fatura_hizmet', parent: 'kobi_alis_fatura_id', full: false },
  e_fatura: { table: 'e_fatura_mal_hizmet', parent: 'bagli_efatura_id', full: true },
  e_arsiv_fatura: { table: 'e_arsiv_mal_hizmet', parent: 'bagli_efatura_id', full: true },
};

/** fatura_tipi_id 1: an İade invoice (docs/ledger.md, "Posting rules by document kind and direction"). */
const isReturn = (row: Row) => Number(row.fatura_tipi_id ?? 2) === 1;

/**
 * An invoice's KDV by rate and withholding code (its lines summed, in its currency), reconciled to the header's
 * totals (a document whose totals were edited by hand keeps the header's KDV: the largest group takes the change).
 */
async function kdvGroups(db: Db, table: string, row: Row): Promise<KdvGroup[]> {
  const l = INVOICE_LINES[table];
  const withholding = l.full ? sql`coalesce(l.kdv_tevkifat_tutari, 0)` : sql`0::numeric`;
  const code = l.full
    ? sql`left join tevkifat_kodlari k on k.id = l.tevkifat_kodlari_listesi_id and coalesce(l.kdv_tevkifat_tutari, 0) <> 0`
    : sql`left join (select null::text as kod, null::text as oran, null::int as id) k on false`;
  const r =
    await sql<Row>`select coalesce(l.kdv_orani, 0)::text as oran, sum(coalesce(l.kdv_matrahi, 0))::text as matrah,
      sum(coalesce(l.kdv_tutari, 0))::text as kdv, sum(${withholding})::text as tevkifat, k.kod, k.oran as orani
    from ${sql.table(l.table)} l ${code}
    where l.${sql.ref(l.parent)} = ${Number(row.id)}::bigint and l.department_id = ${Number(row.department_id)}::bigint
    group by 1, k.kod, k.oran order by 1 desc, k.kod nulls first`.execute(db);
  const groups = r.rows.map((g) => ({
    oran: String(g.oran),
    matrah: String(g.matrah),
    kdv: String(g.kdv),
    tevkifat: String(g.tevkifat),
    kod: (g.kod as string | null) ?? null,
    // "5/10" as GİB's code lists it; the tenths otherwise.
    onda: g.orani ? String(g.orani).split('/')[0] : null,
  }));
  const reconcile = (key: 'kdv' | 'tevkifat', header: unknown) => {
    if (header === null || header === undefined || header === '' || !groups.length) return;
    const sum = groups.reduce((s, g) => s.plus(D(g[key])), D(0));
    const diff = D(String(header)).minus(sum);
    if (diff.isZero()) return;
    const target = groups.reduce((m, g) => (D(g.kdv).abs().gt(D(m.kdv).abs()) ? g : m), groups[0]);
    target[key] = D(target[key]).plus(diff).toString();
  };
  reconcile('kdv', row.hesaplanan_kdv);
  if (l.full) reconcile('tevkifat', row.tevkifat_toplami ?? 0);
  if (!groups.length && D(String(row.hesaplanan_kdv ?? 0)).gt(0))
    groups.push({
      oran: '0',
      matrah: String(row.urun_hizmet_toplam_tutar ?? 0),
      kdv: String(row.hesaplanan_kdv),
      tevkifat: String(row.tevkifat_toplami ?? 0),
      kod: null,
      onda: null,
    });
  return groups;
}

const TYPE_ROLE: Readonly<Record<number, Role>> = { 1: ROLE.stok, 2: ROLE.hizmet, 3: ROLE.sabitKiymet };

/**
 * A purchase's (or an issued return's) lines by cost account: the role of the line type (1 stock, 2 service /
 * expense, 3 fixed asset) and the card's own account where its card names one (`muhasebe_hesap_kodu`).
 */
async function costLines(db: Db, table: string, row: Row): Promise<CostLine[]> {
  const l = INVOICE_LINES[table];
  const other = l.full ? sql`+ coalesce(l.diger_vergiler_toplam_tutar, 0)` : sql``;
  const cards = await hasColumn(db, 'stok_kartlari', 'muhasebe_hesap_kodu');
  const account = cards
    ? sql`coalesce(nullif(s.muhasebe_hesap_kodu, ''), nullif(h.muhasebe_hesap_kodu, ''), nullif(k.muhasebe_hesap_kodu, ''))`
    : sql`null::text`;
  const asset = l.full || table.startsWith('kobi') ? sql`l.sabit_kiymet_karti_id` : sql`null::bigint`;
  const r = await sql<Row>`select coalesce(l.mal_hizmet_turu_id, 1) as type, ${account} as account,
      sum(coalesce(l.mal_hizmet_tutari, 0) ${other})::text as amount
    from ${sql.table(l.table)} l
      left join stok_kartlari s on s.id = l.stok_kartlari_id
      left join hizmet_ve_masraf_kartlari h on h.id = l.hizmet_ve_masraf_kartlari_id
      left join sabit_kiymet_kartlari k on k.id = ${asset}
    where l.${sql.ref(l.parent)} = ${Number(row.id)}::bigint and l.department_id = ${Number(row.department_id)}::bigint
    group by 1, 2 order by 1, 2 nulls first`.execute(db);
  return r.rows.map((c) => ({
    role: TYPE_ROLE[Number(c.type)] ?? ROLE.stok,
    account: (c.account as string | null) ?? null,
    amount: String(c.amount),
  }));
}

/** An invoice row's amounts as the posters read them. */
async function invoicePosting(db: Db, table: string, row: Row, costs: boolean): Promise<InvoicePosting> {
  const l = INVOICE_LINES[table];
  const vergilerDahil = row.vergiler_dahil_toplam_tutar;
  // What the buyer withholds besides KDV (an income-tax stopaj line): vergiler dahil − tevkifat − ödenecek.
  const deductions =
    l.full && vergilerDahil !== null && vergilerDahil !== undefined && row.odenecek_tutar !== null
      ? D(String(vergilerDahil))
          .minus(D(String(row.tevkifat_toplami ?? 0)))
          .minus(D(String(row.odenecek_tutar ?? 0)))
      : D(0);
  return {
    rate: rateOf(row),
    currency: Number(row.para_birimi_id ?? 1),
    payable: (row.odenecek_tutar as string) ?? '0',
    payableTl: row.dovizli_tutar as string,
    discount: row.toplam_iskonto as string,
    otherTaxes: (row.diger_vergiler_toplami as string) ?? null,
    // Only a real deduction: a special base's KDV (not in the payable) makes the difference negative.
    deductions: deductions.gt(0) && Number(row.fatura_tipi_id) !== 5 ? deductions.toString() : '0',
    kdv: await kdvGroups(db, table, row),
    ...(costs ? { costs: await costLines(db, table, row) } : {}),
  };
}

const invoice = (
  table: string,
  kind: 'satis' | 'alis',
  label: string,
  text: string,
  numberColumn = 'fatura_numarasi',
): PostingSource => ({
  table,
  kind: kind === 'satis' ? LEDGER_KIND.satis : LEDGER_KIND.alis,
  // An İade invoice posts by its direction: issued (a sales table) is a purchase return, received a sales return.
  kindOf: (row) =>
    !isReturn(row)
      ? kind === 'satis'
        ? LEDGER_KIND.satis
        : LEDGER_KIND.alis
      : kind === 'satis'
        ? LEDGER_KIND.alisIade
        : LEDGER_KIND.satisIade,
  dateColumn: 'fatura_tarihi',
  numberColumn,
  fisTuru: 1,
  belgeTipi: 2,
  label,
  text,
  textOf: (row) => (isReturn(row) ? (kind === 'satis' ? 'alış iade faturası' : 'satış iade faturası') : text),
  async build(db, row) {
    const party: Party = { table: 'cari_hesap', id: Number(row.cari_hesap_id) };
    const ret = isReturn(row);
    if (kind === 'satis') {
      const a = await invoicePosting(db, table, row, ret);
      return ret ? postPurchaseReturnIssued(a, party) : postSale(a, party);
    }
    const a = await invoicePosting(db, table, row, !ret);
    return ret ? postSalesReturnReceived(a, party) : postPurchase(a, party);
  },
});

/** The invoice a cash or bank transaction pays or collects, with its currency and rate. */
async function paidInvoice(db: Db, table: string, row: Row): Promise<Row | undefined> {
  for (const t of PAYMENT_TARGETS) {
    if (t.kind !== 'invoice' || !t.sources.includes(table)) continue;
    const id = row[t.column];
    if (id === null || id === undefined || id === '') continue;
    const r = await sql<Row>`select coalesce(para_birimi_id, 1) as para_birimi_id, "döviz_kuru"::text as kur
      from ${sql.table(t.table)} where id = ${Number(id)}::bigint and department_id = ${Number(row.department_id)}::bigint`.execute(
      db,
    );
    if (r.rows[0]) return r.rows[0];
  }
  return undefined;
}

const transaction = (
  table: string,
  kind: LedgerKind,
  card: 'kasa_karti' | 'banka_karti',
  direction: 'in' | 'out',
  label: string,
): PostingSource => ({
  table,
  kind,
  dateColumn: 'islem_tarihi',
  numberColumn: 'belge_no',
  fisTuru: card === 'kasa_karti' ? (direction === 'in' ? 2 : 3) : 1,
  dependents: async (_db, row) => paperTargets(table, row),
  belgeTipi: card === 'kasa_karti' ? 7 : 8,
  // An income or expense with KDV is on an invoice (KDVK 29/1-a): its lines are Fatura and it counts in KDV 1.
  belgeTipiOf: (row) =>
    Number(row.islem_tipi_id) === 3 && D(String(row.kdv_tutari ?? 0)).gt(0)
      ? 2
      : card === 'kasa_karti'
        ? 7
        : 8,
  label,
  text: label.toLocaleLowerCase('tr-TR'),
  async build(db, row) {
    const islemTipi = Number(row.islem_tipi_id);
    const paperTarget = paperTargets(table, row)[0];
    const counterColumn =
      islemTipi === 1 ? 'kasa_karti_id' : islemTipi === 2 ? 'banka_karti_id' : 'cari_hesap_id';
    const counterTable = islemTipi === 1 ? 'kasa_karti' : islemTipi === 2 ? 'banka_karti' : 'cari_hesap';
    const counterId = row[counterColumn];
    const rate = rateOf(row);
    const currency = Number(row.para_birimi_id ?? 1);
    const cardFx =
      currency !== 1
        ? { currency, amount: String(row.vergi_tutar ?? row.tutar ?? 0), rate: String(row['döviz_kuru']) }
        : undefined;
    let counterFx = cardFx;
    let kurFarki: string | undefined;
    if (islemTipi === 4 && !paperTarget) {
      const inv = await paidInvoice(db, table, row);
      if (inv && Number(inv.para_birimi_id) !== 1) {
        kurFarki = String(row.kur_farki ?? 0);
        counterFx = {
          currency: Number(inv.para_birimi_id),
          amount: String(row.belge_tutari ?? 0),
          rate: String(inv.kur),
        };
      }
    }
    let account: string | null = null;
    if (
      islemTipi === 3 &&
      row.hizmet_ve_masraf_kartlari_id &&
      (await hasColumn(db, 'hizmet_ve_masraf_kartlari', 'muhasebe_hesap_kodu'))
    ) {
      const r = await sql<Row>`select nullif(muhasebe_hesap_kodu, '') as kod from hizmet_ve_masraf_kartlari
        where id = ${Number(row.hizmet_ve_masraf_kartlari_id)}::bigint`.execute(db);
      account = (r.rows[0]?.kod as string | null) ?? null;
    }
    return postTransactionEntries({
      direction,
      card: { table: card, id: Number(row[`${card}2_id`]) },
      cardRole: card === 'kasa_karti' ? ROLE.kasa : ROLE.banka,
      islemTipi,
      counter: counterId ? { table: counterTable, id: Number(counterId) } : undefined,
      ...(paperTarget && islemTipi === 4 ? { paperKind: PAPER_KIND[paperTarget.table] } : {}),
      orderAdvance: islemTipi === 4 && row.kobi_siparis_id !== null && row.kobi_siparis_id !== undefined,
      total: row.dovizli_tutar as string,
      kdv: toFixedString(round(D((row.kdv_tutari as string) ?? 0).times(rate), 2), 2),
      kdvOran: KDV_RATES[Number(row.kdv_id)] ?? '0',
      account,
      kurFarki,
      cardFx,
      counterFx,
    });
  },
});

const paper = (
  table: 'musteri_cek' | 'firma_cek' | 'musteri_senet' | 'firma_senet',
  kind: LedgerKind,
  label: string,
): PostingSource => ({
  table,
  kind,
  dateColumn: 'islem_tarihi',
  numberColumn: table.endsWith('_cek') ? 'cek_numarasi' : 'senet_no',
  fisTuru: 1,
  belgeTipi: table.endsWith('_cek') ? 1 : 6,
  label,
  text: label.toLocaleLowerCase('tr-TR'),
  async build(db, row, options) {
    // dovizli_tutar is the TL amount the hooks keep; only a TL paper may fall back on tutar. A foreign paper
    // without a TL amount (a customer's cheque keyed without its rate) posts nothing until it gets one.
    const tl = Number(row.para_birimi_id ?? 1) === 1;
    const amount = row.dovizli_tutar ?? (tl ? row.tutar : null);
    let position = Number(row.pozisyon_id);
    // Collected (5) or paid (6) by cash / bank transactions: they post the settlement; the paper keeps its first leg.
    const target = PAYMENT_TARGETS.find((t) => t.table === table);
    if (
      target?.positions &&
      position === target.positions.paid &&
      (await paidByTransactions(db, table, row, options.skip))
    )
      position = target.positions.open;
    return postPaper({
      received: table.startsWith('musteri'),
      position,
      amount: amount as string,
      party: row.cari_hesap_id ? { table: 'cari_hesap', id: Number(row.cari_hesap_id) } : undefined,
    });
  },
});

/**
 * An e-Fatura / e-Arşiv Fatura posts like a sales invoice once it is issued — sent (`e_fatura_durumu_id` ≠ 1); a
 * draft is no invoice yet. A commercial invoice its receiver rejected (RED) is void: its voucher goes.
 */
const eInvoice = (table: 'e_fatura' | 'e_arsiv_fatura', label: string): PostingSource => {
  const base = invoice(table, 'satis', label, label, 'e_fatura_numarasi');
  return {
    ...base,
    async build(db, row, options) {
      if (Number(row.e_fatura_durumu_id ?? 1) === 1) return [];
      if (String(row.ent_ticari_fatura_durumu ?? '') === 'RED') return [];
      return base.build(db, row, options);
    },
  };
};

/** An e-SMM's KDV by rate and withholding code (its lines summed; receipts are in TL). */
async function freelanceKdv(db: Db, row: Row): Promise<KdvGroup[]> {
  const r =
    await sql<Row>`select coalesce(l.kdv_orani, 0)::text as oran, sum(coalesce(l.brut_ucret, 0))::text as matrah,
      sum(coalesce(l.kdv_tutari, 0))::text as kdv, sum(coalesce(l.kdv_tevkifat_tutari, 0))::text as tevkifat,
      k.kod, max(l.kdv_tevkifat_orani::text) as onda
    from serbest_meslek_malhizmet l
      left join tevkifat_kodlari k on k.id = l.tevkifat_kodlari_listesi_id and coalesce(l.kdv_tevkifat_tutari, 0) <> 0
    where l.bagli_efatura_id = ${Number(row.id)}::bigint and l.department_id = ${Number(row.department_id)}::bigint
    group by 1, k.kod order by 1 desc`.execute(db);
  return r.rows.map((g) => ({
    oran: String(g.oran),
    matrah: String(g.matrah),
    kdv: String(g.kdv),
    tevkifat: String(g.tevkifat),
    kod: (g.kod as string | null) ?? null,
    // The receipt's own ratio in tenths (kdv_tevkifat_orani).
    onda: String(g.onda ?? 0),
  }));
}

/**
 * An e-SMM / e-MM posts once it is issued — sent (`e_fatura_durumu_id` ≠ 1), in the send's transaction like an
 * e-invoice; a draft posts nothing (docs/ledger.md, "e-SMM and e-MM"). Amounts are the header's totals, computed on
 * the server by the receipt calculators (receipts are in TL).
 */
const eReceipt = (table: 'serbest_meslek_makbuzu' | 'e_mustahsil_makbuzu'): PostingSource => {
  const freelance = table === 'serbest_meslek_makbuzu';
  return {
    table,
    kind: freelance ? LEDGER_KIND.serbestMeslekMakbuzu : LEDGER_KIND.mustahsilMakbuzu,
    dateColumn: 'duzenleme_tarihi',
    numberColumn: 'makbuz_numarasi',
    fisTuru: 1,
    belgeTipi: 7,
    label: freelance ? 'e-Serbest Meslek Makbuzu' : 'e-Müstahsil Makbuzu',
    text: freelance ? 'e-Serbest Meslek Makbuzu' : 'e-Müstahsil Makbuzu',
    async build(db, row) {
      if (Number(row.e_fatura_durumu_id ?? 1) === 1 || !row.cari_hesap_id) return [];
      const party: Party = { table: 'cari_hesap', id: Number(row.cari_hesap_id) };
      const v = (name: string) => (row[name] ?? null) as string | null;
      return freelance
        ? postFreelanceReceipt(
            {
              brut_ucret: v('brut_ucret'),
              gv_stopaj_tutari: v('gv_stopaj_tutari'),
              kdv_tutari: v('kdv_tutari'),
              kdv_tevkifat_tutari: v('kdv_tevkifat_tutari'),
              net_tahsilat: v('net_tahsilat'),
              kdv: await freelanceKdv(db, row),
            },
            party,
          )
        : postProducerReceipt(
            {
              urun_hizmet_toplam_tutar: v('urun_hizmet_toplam_tutar'),
              gv_stopaj_tutari: v('gv_stopaj_tutari'),
              mera_fonu_tutari: v('mera_fonu_tutari'),
              sgk_prim_kesintisi_tutari: v('sgk_prim_kesintisi_tutari'),
              borsa_tescil_ucreti_tutari: v('borsa_tescil_ucreti_tutari'),
              odenecek_tutar: v('odenecek_tutar'),
            },
            party,
          );
    },
  };
};

/** Every document that posts, by table. */
export const POSTING_SOURCES: Readonly<Record<string, PostingSource>> = {
  satis_fatura: invoice('satis_fatura', 'satis', 'Satış Faturası', 'satış faturası'),
  alis_fatura: invoice('alis_fatura', 'alis', 'Alış Faturası', 'alış faturası'),
  kobi_satis_fatura: invoice('kobi_satis_fatura', 'satis', 'Satış Faturası', 'satış faturası'),
  kobi_alis_fatura: invoice('kobi_alis_fatura', 'alis', 'Alış Faturası', 'alış faturası'),
  e_fatura: eInvoice('e_fatura', 'e-Fatura'),
  e_arsiv_fatura: eInvoice('e_arsiv_fatura', 'e-Arşiv Fatura'),
  serbest_meslek_makbuzu: eReceipt('serbest_meslek_makbuzu'),
  e_mustahsil_makbuzu: eReceipt('e_mustahsil_makbuzu'),
  tahsilat_islem: transaction('tahsilat_islem', LEDGER_KIND.tahsilat, 'kasa_karti', 'in', 'Kasa Tahsilatı'),
  odeme_islemi: transaction('odeme_islemi', LEDGER_KIND.odeme, 'kasa_karti', 'out', 'Kasa Ödemesi'),
  banka_gelen_havale_islemi: transaction(
    'banka_gelen_havale_islemi',
    LEDGER_KIND.gelenHavale,
    'banka_karti',
    'in',
    'Gelen Havale',
  ),
  banka_giden_havale_islem: transaction(
    'banka_giden_havale_islem',
    LEDGER_KIND.gidenHavale,
    'banka_karti',
    'out',
    'Giden Havale',
  ),
  musteri_cek: paper('musteri_cek', LEDGER_KIND.musteriCek, 'Müşteri Çeki'),
  firma_cek: paper('firma_cek', LEDGER_KIND.firmaCek, 'Firma Çeki'),
  musteri_senet: paper('musteri_senet', LEDGER_KIND.musteriSenet, 'Müşteri Senedi'),
  firma_senet: paper('firma_senet', LEDGER_KIND.firmaSenet, 'Firma Senedi'),
  personel_odeme: {
    table: 'personel_odeme',
    kind: LEDGER_KIND.personelOdeme,
    dateColumn: 'islem_tarihi',
    numberColumn: 'id',
    fisTuru: 3,
    // Cash paid out is a Tediye; a salary paid from the bank is a Mahsup (no cash moves).
    fisTuruOf: (row) => (String(row.kasa_banka) === '1' || row.kasa_banka === true ? 3 : 1),
    belgeTipi: 8,
    label: 'Personel Ödemesi',
    text: 'personel ödemesi',
    textOf: (row) =>
      `${
        { 1: 'maaş', 2: 'avans', 3: 'prim / ikramiye', 4: 'yol / yemek', 5: 'personel' }[
          Number(row.odeme_turu_id)
        ] ?? 'personel'
      } ödemesi`,
    async build(_db, row) {
      const cash = String(row.kasa_banka) === '1' || row.kasa_banka === true;
      const cardId = cash ? row.kasa_karti_id : row.banka_karti_id;
      return postPersonnelPayment({
        advance: Number(row.odeme_turu_id) === 2,
        amount: (row.dovizli_tutar ?? row.tutar) as string,
        cash,
        card: cardId ? { table: cash ? 'kasa_karti' : 'banka_karti', id: Number(cardId) } : undefined,
      });
    },
  },
  sabit_kiymet_hareketleri: {
    table: 'sabit_kiymet_hareketleri',
    kind: LEDGER_KIND.sabitKiymetAlis,
    kindOf: (row) =>
      Number(row.hareket_turu_id) === 1 ? LEDGER_KIND.sabitKiymetAlis : LEDGER_KIND.sabitKiymetSatis,
    dateColumn: 'belge_tarihi',
    numberColumn: 'belge_no',
    fisTuru: 1,
    belgeTipi: 8,
    label: 'Sabit Kıymet Hareketi',
    text: 'sabit kıymet hareketi',
    async build(db, row, options) {
      const type = Number(row.hareket_turu_id);
      const party = row.cari_hesap_id
        ? ({ table: 'cari_hesap', id: Number(row.cari_hesap_id) } as const)
        : undefined;
      const dept = Number(row.department_id);
      if (type === 1) {
        // Without its supplier a purchase is the register's entry only (an asset bought before Defter: the opening
        // voucher has it). Bought on a purchase invoice keyed in Defter (its number in belge_no): the invoice's
        // fixed-asset line posted it (255 / 191 / 320).
        if (!party) return [];
        if (row.belge_no && (await purchaseInvoiceNumbered(db, dept, String(row.belge_no), party?.id)))
          return [];
        return postFixedAssetMovement({ type, amount: row.tutar as string, cost: 0, accumulated: 0, party });
      }
      const card = await sql<Row>`select k.alis_bedeli::text as cost,
          (select coalesce(sum(a.donem_amortismani), 0)::text from amortisman_hesaplari a
            where a.sabit_kiymet_karti_id = k.id and a.department_id = k.department_id
              and a.yil <= extract(year from ${String(row.belge_tarihi)}::date)
              and a.id <> ${options.skip?.table === 'amortisman_hesaplari' ? options.skip.id : 0}::bigint)
            as accumulated
        from sabit_kiymet_kartlari k where k.id = ${Number(row.sabit_kiymet_karti_id)}::bigint
          and k.department_id = ${dept}::bigint`.execute(db);
      const c = card.rows[0];
      if (!c) return [];
      // Sold on a sales invoice keyed in Defter (its number in belge_no): that invoice owes the price (120 / 600 /
      // 391); the movement takes the price out of 600 into the gain or loss.
      const invoiced =
        type === 2 &&
        Boolean(row.belge_no) &&
        (await salesInvoiceNumbered(db, dept, String(row.belge_no), party?.id));
      return postFixedAssetMovement({
        type,
        amount: row.tutar as string,
        cost: c.cost as string,
        accumulated: c.accumulated as string,
        party,
        invoiced,
      });
    },
  },
  amortisman_hesaplari: {
    table: 'amortisman_hesaplari',
    kind: LEDGER_KIND.amortisman,
    dateColumn: 'yil',
    dateSql: 'make_date(t.yil::int, 12, 31)',
    numberColumn: 'yil',
    fisTuru: 1,
    belgeTipi: 8,
    label: 'Amortisman',
    text: 'amortisman',
    // A sale or scrapping of the asset takes out the depreciation accumulated on it.
    async dependents(db, row) {
      const r = await sql<Row>`select id from sabit_kiymet_hareketleri
        where sabit_kiymet_karti_id = ${Number(row.sabit_kiymet_karti_id)}::bigint
          and department_id = ${Number(row.department_id)}::bigint and hareket_turu_id::int in (2, 3)
        order by id`.execute(db);
      return r.rows.map((x) => ({ table: 'sabit_kiymet_hareketleri', id: Number(x.id) }));
    },
    async build(_db, row) {
      return postDepreciation(row.donem_amortismani as string);
    },
  },
};

/** Whether the company has a purchase invoice of this number (of this supplier, when given). */
async function purchaseInvoiceNumbered(db: Db, dept: number, number: string, cari?: number) {
  for (const table of ['alis_fatura', 'kobi_alis_fatura']) {
    const exists = await sql<Row>`select to_regclass(${table}) as t`.execute(db);
    if (!exists.rows[0]?.t) continue;
    const r = await sql<Row>`select 1 from ${sql.table(table)} where department_id = ${dept}::bigint
      and fatura_numarasi = ${number} and (${cari ?? null}::bigint is null or cari_hesap_id = ${cari ?? null}::bigint)
      limit 1`.execute(db);
    if (r.rows.length) return true;
  }
  return false;
}

/** Whether the company has a sales invoice (paper or a sent e-document) of this number (of this customer, when given). */
async function salesInvoiceNumbered(db: Db, dept: number, number: string, cari?: number) {
  const tables: [string, string][] = [
    ['satis_fatura', 'fatura_numarasi'],
    ['kobi_satis_fatura', 'fatura_numarasi'],
    ['e_fatura', 'e_fatura_numarasi'],
    ['e_arsiv_fatura', 'e_fatura_numarasi'],
  ];
  for (const [table, column] of tables) {
    const exists = await sql<Row>`select 1 from information_schema.columns where table_name = ${table}
      and column_name = ${column}`.execute(db);
    if (!exists.rows.length) continue;
    const r = await sql<Row>`select 1 from ${sql.table(table)} where department_id = ${dept}::bigint
      and ${sql.ref(column)} = ${number} and (${cari ?? null}::bigint is null or cari_hesap_id = ${cari ?? null}::bigint)
      limit 1`.execute(db);
    if (r.rows.length) return true;
  }
  return false;
}

/**
 * The company's posting rules of one kind: its own rows over the global rows over the code's defaults
 * (`DEFAULT_POSTING_RULES`; a database an older migration is upgrading may lack the newer kinds' rows).
 */
export async function postingRules(
  db: Db,
  departmentId: number,
  kind: LedgerKind,
): Promise<Map<Role, string>> {
  const r =
    await sql<Row>`select rol_id, hesap_kodu from muhasebe_kurallari where belge_turu_id = ${kind}::int
    and (department_id is null or department_id = ${departmentId}::bigint)
    order by department_id nulls first, id`.execute(db);
  const out = new Map<Role, string>();
  for (const [k, role, code] of DEFAULT_POSTING_RULES) if (k === kind) out.set(role, code);
  for (const row of r.rows) out.set(Number(row.rol_id) as Role, String(row.hesap_kodu));
  return out;
}

/** Removes a document's voucher (its delete). Answers the removed date, if any. */
export async function dropPosting(
  db: Db,
  table: string,
  id: number,
  who: Who,
  renumber = true,
): Promise<unknown> {
  // The company's ledger lock first, before any voucher row is touched: two saves of one company then meet at the
  // lock, never at each other's voucher rows (which renumbering writes), so they cannot deadlock.
  await lockLedger(db, who.departmentId);
  const r = await sql<Row>`delete from fis where kaynak_tablo = ${table} and kaynak_id = ${id}::bigint
    and department_id = ${who.departmentId}::bigint returning id, to_char(fis_tarihi, 'YYYY-MM-DD') as tarih`.execute(
    db,
  );
  if (!r.rows.length) return null;
  // fis_satiri rows go with their header (on delete cascade).
  const date = r.rows[0].tarih;
  if (renumber) await renumberAfterChange(db, who.departmentId, date, null);
  return date;
}

/** The lines of a voucher as its JSON column and its line rows keep them (the KDV and currency parts: rows only). */
export interface VoucherLine {
  hesap_plani_id: number;
  description: string | null;
  borc: string;
  alacak: string;
  belge_tipi_id: number;
  belge_aciklamasi: string | null;
  belge_no: string | null;
  belge_tarihi: string | null;
  /** KDV 1 / KDV 2 (domain/ledger/kdv.ts): the line's KDV kind, rate, base, withheld part, code and ratio. */
  kdv_islem?: number | null;
  kdv_orani?: string | null;
  kdv_matrahi?: string | null;
  kdv_tevkifat?: string | null;
  tevkifat_kodu?: string | null;
  tevkifat_orani?: string | null;
  /** Dövizli muavin: the currency, the amount in it and the rate. */
  para_birimi_id?: number | null;
  doviz_tutari?: string | null;
  doviz_kuru?: string | null;
}

/** The line columns of the JSON (what the voucher form shows). */
const JSON_KEYS = [
  'hesap_plani_id',
  'description',
  'borc',
  'alacak',
  'belge_tipi_id',
  'belge_aciklamasi',
  'belge_no',
  'belge_tarihi',
] as const;
/** Writes the line rows of a voucher (its JSON is the header's). */
async function insertLines(db: Db, who: Who, fisId: number, lines: readonly VoucherLine[]): Promise<void> {
  if (!lines.length) return;
  const extra = await hasColumn(db, 'fis_satiri', 'kdv_islem');
  const rows = JSON.stringify(lines.map((l, i) => ({ ...l, sira_no: i + 1 })));
  if (extra)
    await sql`insert into fis_satiri (own_id, user_id, department_id, fisler_id, sira_no, hesap_plani_id,
        description, borc, alacak, belge_tipi_id, belge_aciklamasi, belge_no, belge_tarihi, kdv_islem, kdv_orani,
        kdv_matrahi, kdv_tevkifat, tevkifat_kodu, tevkifat_orani, para_birimi_id, doviz_tutari, doviz_kuru)
      select null, ${who.userId}::bigint, ${who.departmentId}::bigint, ${fisId}::bigint, x.sira_no, x.hesap_plani_id,
        x.description, x.borc, x.alacak, x.belge_tipi_id, x.belge_aciklamasi, x.belge_no, x.belge_tarihi, x.kdv_islem,
        x.kdv_orani, x.kdv_matrahi, x.kdv_tevkifat, x.tevkifat_kodu, x.tevkifat_orani, x.para_birimi_id,
        x.doviz_tutari, x.doviz_kuru
      from jsonb_to_recordset(${rows}::jsonb)
        as x(sira_no int, hesap_plani_id bigint, description text, borc numeric, alacak numeric,
          belge_tipi_id int, belge_aciklamasi text, belge_no text, belge_tarihi date, kdv_islem smallint,
          kdv_orani numeric, kdv_matrahi numeric, kdv_tevkifat numeric, tevkifat_kodu text, tevkifat_orani text,
          para_birimi_id int, doviz_tutari numeric, doviz_kuru numeric)`.execute(db);
  else
    await sql`insert into fis_satiri (own_id, user_id, department_id, fisler_id, sira_no, hesap_plani_id,
        description, borc, alacak, belge_tipi_id, belge_aciklamasi, belge_no, belge_tarihi)
      select null, ${who.userId}::bigint, ${who.departmentId}::bigint, ${fisId}::bigint, x.sira_no, x.hesap_plani_id,
        x.description, x.borc, x.alacak, x.belge_tipi_id, x.belge_aciklamasi, x.belge_no, x.belge_tarihi
      from jsonb_to_recordset(${rows}::jsonb)
        as x(sira_no int, hesap_plani_id bigint, description text, borc numeric, alacak numeric,
          belge_tipi_id int, belge_aciklamasi text, belge_no text, belge_tarihi date)`.execute(db);
  await sql`update fis_satiri set own_id = id where fisler_id = ${fisId}::bigint and own_id is null`.execute(
    db,
  );
}

const jsonLines = (lines: readonly VoucherLine[]) =>
  lines.map((l) => Object.fromEntries(JSON_KEYS.map((k) => [k, l[k]])));

/** Writes a voucher with its lines; answers its id. `source` links it to its document. */
export async function insertVoucher(
  db: Db,
  who: Who,
  v: {
    fis_turu_id: number;
    fis_tarihi: string;
    description: string | null;
    source?: { table: string; id: number };
  },
  lines: VoucherLine[],
): Promise<number> {
  const totals = voucherTotals(lines);
  const json = JSON.stringify(jsonLines(lines));
  const r = await sql<Row>`insert into fis (user_id, department_id, fis_turu_id, fis_tarihi, description,
      fis_satiri_json, borc_toplami, alacak_toplami, kaynak_tablo, kaynak_id)
    values (${who.userId}::bigint, ${who.departmentId}::bigint, ${v.fis_turu_id}::int, ${v.fis_tarihi}::date,
      ${v.description}, ${json}::jsonb, ${totals.borc}::numeric, ${totals.alacak}::numeric,
      ${v.source?.table ?? null}, ${v.source?.id ?? null}::bigint) returning id`.execute(db);
  const fisId = Number(r.rows[0].id);
  await sql`update fis set own_id = id where id = ${fisId}::bigint`.execute(db);
  await insertLines(db, who, fisId, lines);
  return fisId;
}

/**
 * Replaces a voucher's content in place (same id, so its yevmiye number stays while its date stays): header and
 * lines. The caller renumbers when the date moved.
 */
export async function replaceVoucher(
  db: Db,
  who: Who,
  fisId: number,
  v: { fis_turu_id: number; fis_tarihi: string; description: string | null },
  lines: VoucherLine[],
): Promise<void> {
  const totals = voucherTotals(lines);
  await sql`update fis set fis_turu_id = ${v.fis_turu_id}::int, fis_tarihi = ${v.fis_tarihi}::date,
      description = ${v.description}, fis_satiri_json = ${JSON.stringify(jsonLines(lines))}::jsonb,
      borc_toplami = ${totals.borc}::numeric, alacak_toplami = ${totals.alacak}::numeric, updated_at = now()
    where id = ${fisId}::bigint`.execute(db);
  await sql`delete from fis_satiri where fisler_id = ${fisId}::bigint`.execute(db);
  await insertLines(db, who, fisId, lines);
}

/** A line's content as one comparable text (amounts at their scale; empty and null alike). */
function lineKey(l: Partial<VoucherLine> & Record<string, unknown>): string {
  const num = (v: unknown, scale: number) =>
    v === null || v === undefined || v === '' ? '' : D(String(v)).toFixed(scale);
  const str = (v: unknown) => (v === null || v === undefined ? '' : String(v));
  return [
    str(l.hesap_plani_id),
    str(l.description),
    num(l.borc, 2),
    num(l.alacak, 2),
    str(l.belge_tipi_id),
    str(l.belge_aciklamasi),
    str(l.belge_no),
    str(l.belge_tarihi).slice(0, 10),
    str(l.kdv_islem),
    num(l.kdv_orani, 2),
    num(l.kdv_matrahi, 2),
    num(l.kdv_tevkifat, 2),
    str(l.tevkifat_kodu),
    str(l.tevkifat_orani),
    str(l.para_birimi_id),
    num(l.doviz_tutari, 3),
    num(l.doviz_kuru, 6),
  ].join('|');
}

/** The voucher a document posted, with its lines as comparable texts. */
async function storedVoucher(db: Db, table: string, id: number, departmentId: number) {
  const f =
    await sql<Row>`select id, fis_turu_id, to_char(fis_tarihi, 'YYYY-MM-DD') as tarih, description from fis
    where kaynak_tablo = ${table} and kaynak_id = ${id}::bigint and department_id = ${departmentId}::bigint
    order by id`.execute(db);
  if (!f.rows.length) return null;
  const extra = await hasColumn(db, 'fis_satiri', 'kdv_islem');
  const cols = extra
    ? sql`, kdv_islem, kdv_orani::text, kdv_matrahi::text, kdv_tevkifat::text, tevkifat_kodu, tevkifat_orani,
        para_birimi_id, doviz_tutari::text, doviz_kuru::text`
    : sql``;
  const l = await sql<Row>`select hesap_plani_id, description, borc::text, alacak::text, belge_tipi_id,
      belge_aciklamasi, belge_no, to_char(belge_tarihi, 'YYYY-MM-DD') as belge_tarihi ${cols}
    from fis_satiri where fisler_id = ${Number(f.rows[0].id)}::bigint order by sira_no, id`.execute(db);
  return {
    id: Number(f.rows[0].id),
    extra: f.rows.slice(1).map((r) => Number(r.id)),
    fis_turu_id: Number(f.rows[0].fis_turu_id),
    tarih: String(f.rows[0].tarih),
    description: (f.rows[0].description as string | null) ?? null,
    lines: l.rows.map((x) => lineKey(x)),
  };
}

/** The account of one entry: the card's own account, else the party's sub-account under the rule's code, else the rule's. */
async function accountOf(
  db: Db,
  who: Who,
  rulesOf: (kind?: LedgerKind) => Promise<Map<Role, string>>,
  e: RoleEntry,
): Promise<number> {
  if (e.account) {
    const own = await accountId(db, who.departmentId, e.account);
    if (own !== null) return own;
  }
  const code = (await rulesOf(e.kind)).get(e.role);
  if (!code) throw new Error(`posting rule missing for role ${e.role}`);
  if (e.party && PARTY_ROLES.has(e.role)) {
    const sub = await ensureSubAccount(db, who, code, e.party);
    if (sub !== null) return sub;
  }
  const id = await accountId(db, who.departmentId, code);
  if (id === null) throw new Error(`account ${code} missing from the chart`);
  return id;
}

/** The name a voucher text starts with: the document's customer, person, card or asset (docs/ledger.md, "Texts"). */
async function partyName(db: Db, table: string, row: Row): Promise<string | null> {
  const one = async (q: ReturnType<typeof sql<Row>>) => {
    const r = await q.execute(db);
    const v = r.rows[0]?.ad;
    return v === null || v === undefined || v === '' ? null : String(v);
  };
  const dept = Number(row.department_id);
  if (row.cari_hesap_id)
    return one(sql<Row>`select cari_hesap_adi as ad from cari_hesap where id = ${Number(row.cari_hesap_id)}::bigint
      and department_id = ${dept}::bigint`);
  if (table === 'personel_odeme' && row.personel_kartlari_id)
    return one(sql<Row>`select adi_soyadi as ad from personel_kartlari
      where id = ${Number(row.personel_kartlari_id)}::bigint and department_id = ${dept}::bigint`);
  if (row.sabit_kiymet_karti_id)
    return one(sql<Row>`select sabit_kiymet_adi as ad from sabit_kiymet_kartlari
      where id = ${Number(row.sabit_kiymet_karti_id)}::bigint and department_id = ${dept}::bigint`);
  if (row.hizmet_ve_masraf_kartlari_id && Number(row.islem_tipi_id) === 3)
    return one(sql<Row>`select hizmet_masraf_adi as ad from hizmet_ve_masraf_kartlari
      where id = ${Number(row.hizmet_ve_masraf_kartlari_id)}::bigint`);
  return null;
}

/**
 * Writes the voucher of one document from its stored row, in the save's transaction (docs/ledger.md, "Stable
 * vouchers"): builds the entries, resolves the accounts; a voucher whose content did not change is left as it is
 * (id, fiş no, yevmiye no); a changed one is rewritten in place (same id: same yevmiye number while its date stays);
 * a document that no longer posts (a draft, a rejected e-invoice, a deleted row) loses its voucher. Renumbers the
 * journal when a date moved. Tables that do not post are ignored.
 */
export async function syncPosting(
  db: Db,
  table: string,
  id: number,
  who: Who,
  options: BuildOptions = {},
): Promise<void> {
  const s = POSTING_SOURCES[table];
  if (!s) return;
  await lockLedger(db, who.departmentId);
  const stored = await storedVoucher(db, table, id, who.departmentId);
  const dateExpr = s.dateSql ? sql.raw(s.dateSql) : sql`t.${sql.ref(s.dateColumn)}`;
  // A document's lines JSON (megabytes on a 10,000-line invoice) is no input of a voucher, which reads the line
  // rows: the row comes without it (null), instead of travelling to the server and being parsed for nothing.
  const json = findTable(table)?.lines?.json_column;
  const r =
    await sql<Row>`select ${json ? sql`r.*` : sql`t.*`}, to_char(${dateExpr}, 'YYYY-MM-DD') as posting_date
    from ${sql.table(table)} t
    ${json ? sql`cross join lateral jsonb_populate_record(t, jsonb_build_object(${json}::text, null)) as r` : sql``}
    where t.id = ${id}::bigint and t.department_id = ${who.departmentId}::bigint`.execute(db);
  const row = r.rows[0];
  const entries = row && row.posting_date ? await s.build(db, row, options) : [];
  if (!entries.length) {
    if (stored) await dropPosting(db, table, id, who);
    return;
  }
  const kind = s.kindOf?.(row) ?? s.kind;
  const cache = new Map<LedgerKind, Promise<Map<Role, string>>>();
  const rulesOf = (k: LedgerKind = kind) => {
    if (!cache.has(k)) cache.set(k, postingRules(db, who.departmentId, k));
    return cache.get(k)!;
  };
  const number = s.numberColumn !== 'id' && row[s.numberColumn] ? String(row[s.numberColumn]) : null;
  const what = [number, s.textOf?.(row) ?? s.text].filter(Boolean).join(' ');
  const name = await partyName(db, table, row);
  const text = name ? `${name} – ${what}` : what.charAt(0).toLocaleUpperCase('tr-TR') + what.slice(1);
  const belgeTipi = s.belgeTipiOf?.(row) ?? s.belgeTipi;
  const date = String(row.posting_date);
  const lines: VoucherLine[] = [];
  for (const e of entries)
    lines.push({
      hesap_plani_id: await accountOf(db, who, rulesOf, e),
      description: text,
      borc: e.borc,
      alacak: e.alacak,
      belge_tipi_id: belgeTipi,
      belge_aciklamasi: belgeTipi === 8 ? s.label : null,
      belge_no: number ? number.slice(0, 50) : null,
      belge_tarihi: date,
      kdv_islem: e.kdv?.islem ?? null,
      kdv_orani: e.kdv ? e.kdv.oran : null,
      kdv_matrahi: e.kdv ? e.kdv.matrah : null,
      kdv_tevkifat: e.kdv ? e.kdv.tevkifat : null,
      tevkifat_kodu: e.kdv?.kod ?? null,
      tevkifat_orani: e.kdv?.orani ?? null,
      para_birimi_id: e.fx?.currency ?? null,
      doviz_tutari: e.fx?.amount ?? null,
      doviz_kuru: e.fx?.rate ?? null,
    });
  const header = { fis_turu_id: s.fisTuruOf?.(row) ?? s.fisTuru, fis_tarihi: date, description: text };
  if (stored) {
    // A second voucher of one document (left by an older repost) goes; the first one is kept.
    for (const extra of stored.extra) await sql`delete from fis where id = ${extra}::bigint`.execute(db);
    const same =
      !stored.extra.length &&
      stored.fis_turu_id === header.fis_turu_id &&
      stored.tarih === date &&
      stored.description === text &&
      stored.lines.length === lines.length &&
      lines.every((l, i) => stored.lines[i] === lineKey(l as VoucherLine & Record<string, unknown>));
    if (same) return;
    await replaceVoucher(db, who, stored.id, header, lines);
    if (stored.tarih !== date || stored.extra.length)
      await renumberAfterChange(db, who.departmentId, stored.tarih, date);
    return;
  }
  await insertVoucher(db, who, { ...header, source: { table, id } }, lines);
  await renumberAfterChange(db, who.departmentId, null, date);
}

/**
 * Rebuilds the vouchers that read a document (`PostingSource.dependents`) of its rows before and after a change;
 * `options.skip` names the document when it is being deleted (it no longer counts).
 */
export async function syncDependents(
  db: Db,
  table: string,
  rows: (Row | null | undefined)[],
  who: Who,
  options: BuildOptions = {},
): Promise<void> {
  const s = POSTING_SOURCES[table];
  if (!s?.dependents) return;
  const seen = new Set<string>();
  for (const row of rows) {
    if (!row) continue;
    for (const d of await s.dependents(db, row)) {
      const key = `${d.table}:${d.id}`;
      if (seen.has(key)) continue;
      seen.add(key);
      const exists = await sql<Row>`select to_regclass(${d.table}) as t`.execute(db);
      if (exists.rows[0]?.t) await syncPosting(db, d.table, d.id, who, options);
    }
  }
}

/** Posts every document of a company that has no voucher yet (the migration's and the seed's demo data). */
export async function postAll(db: Db, who: Who): Promise<void> {
  for (const table of Object.keys(POSTING_SOURCES)) {
    // An older migration runs this before a later one creates some of the tables: those post when they exist.
    const exists = await sql<Row>`select to_regclass(${table}) as t`.execute(db);
    if (!exists.rows[0]?.t) continue;
    const r =
      await sql<Row>`select t.id from ${sql.table(table)} t where t.department_id = ${who.departmentId}::bigint
      and not exists (select 1 from fis f where f.kaynak_tablo = ${table} and f.kaynak_id = t.id)
      order by t.id`.execute(db);
    for (const row of r.rows) await syncPosting(db, table, Number(row.id), who);
  }
}

/**
 * Posts an e-Fatura / e-Arşiv Fatura / e-SMM / e-MM as it is issued (the send's transaction, server/edocs/send.service.ts): refused
 * with the period close's Turkish text when its date is in a closed period (nothing is numbered or queued then).
 */
export async function postIssuedInvoice(db: Db, table: string, id: number, who: Who): Promise<void> {
  // Only what posts: a waybill sent through the same path has no posting source.
  const source = POSTING_SOURCES[table];
  if (!source) return;
  const ready =
    await sql<Row>`select to_regclass('fis') is not null and to_regclass('donem_kapanislari') is not null
    as ok`.execute(db);
  if (!ready.rows[0]?.ok) return;
  // The close is read under the ledger lock the posting takes (issue 22 item 2): a close stored meanwhile is seen.
  await lockLedger(db, who.departmentId);
  const r =
    await sql<Row>`select to_char(${sql.ref(source.dateColumn)}, 'YYYY-MM-DD') as d from ${sql.table(table)}
    where id = ${id}::bigint and department_id = ${who.departmentId}::bigint`.execute(db);
  const until = await closedUntil(db, who.departmentId);
  if (inClosedPeriod(until, r.rows[0]?.d))
    throw new AppError(Codes.periodClosed, 400, { explanation: ledgerTexts.locked(trDate(until!)) });
  await syncPosting(db, table, id, who);
}
