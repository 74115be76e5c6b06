import { sql } from 'kysely';
import {
  LEDGER_KIND,
  PARTY_ROLES,
  postDepreciation,
  postFixedAssetMovement,
  postFreelanceReceipt,
  postPaper,
  postPersonnelPayment,
  postProducerReceipt,
  postPurchaseInvoice,
  postSalesInvoice,
  postTransaction,
  ledgerTexts,
  ROLE,
  voucherTotals,
  type LedgerKind,
  type Party,
  type Role,
  type RoleEntry,
} from '../../domain/ledger';
import { D, round, toFixedString } from '../../domain/money';
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
  /** The kind whose rules a row posts with when it depends on the row (a fixed-asset movement's type). */
  kindOf?(row: Row): LedgerKind;
  dateColumn: string;
  /** The posting date when it is no date column (a year's depreciation: 31 December of `yil`); constant SQL. */
  dateSql?: string;
  /** fis_turu_id of its voucher: 1 Mahsup, 2 Tahsil, 3 Tediye. */
  fisTuru: 1 | 2 | 3;
  /** belge_tipi_id of its lines (2 Fatura, 7 Makbuz, 8 Diğer). */
  belgeTipi: number;
  label: string;
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

const invoice = (
  table: string,
  kind: 'satis' | 'alis',
  label: string,
  numberColumn = 'fatura_numarasi',
): PostingSource => ({
  table,
  kind: kind === 'satis' ? LEDGER_KIND.satis : LEDGER_KIND.alis,
  dateColumn: 'fatura_tarihi',
  numberColumn,
  fisTuru: 1,
  belgeTipi: 2,
  label,
  async build(db, row) {
    const party: Party = { table: 'cari_hesap', id: Number(row.cari_hesap_id) };
    const amounts = {
      rate: rateOf(row),
      urun_hizmet_toplam_tutar: row.urun_hizmet_toplam_tutar as string,
      toplam_iskonto: row.toplam_iskonto as string,
      hesaplanan_kdv: row.hesaplanan_kdv as string,
      diger_vergiler_toplami: (row.diger_vergiler_toplami as string) ?? null,
      tevkifat_toplami: (row.tevkifat_toplami as string) ?? null,
      dovizli_tutar: row.dovizli_tutar as string,
    };
    if (kind === 'satis') return postSalesInvoice(amounts, party);
    // The purchase's cost accounts by line type: the lines' net amounts (with their other taxes where kept).
    const lineTable = `${table}_hizmet`;
    const hasOther = await sql<Row>`select 1 from information_schema.columns where table_name = ${lineTable}
      and column_name = 'diger_vergiler_toplam_tutar'`.execute(db);
    const other = hasOther.rows.length ? sql`+ coalesce(l.diger_vergiler_toplam_tutar, 0)` : sql``;
    const lines = await sql<Row>`select coalesce(l.mal_hizmet_turu_id, 1) as type,
        sum(coalesce(l.mal_hizmet_tutari, 0) ${other})::text as amount
      from ${sql.table(lineTable)} l where l.${sql.ref(`${table}_id`)} = ${Number(row.id)}::bigint
        and l.department_id = ${Number(row.department_id)}::bigint
      group by 1 order by 1`.execute(db);
    return postPurchaseInvoice(
      {
        ...amounts,
        linesByType: lines.rows.map((l) => ({ type: Number(l.type), amount: String(l.amount) })),
      },
      party,
    );
  },
});

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
  label,
  async build(_db, row) {
    const islemTipi = Number(row.islem_tipi_id);
    const paperTarget = paperTargets(table, row)[0];
    const counterColumn =
      islemTipi === 1 ? 'kasa_karti_id' : islemTipi === 2 ? 'banka_karti_id' : 'cari_hesap_id';
    const counterTable = islemTipi === 1 ? 'kasa_karti' : islemTipi === 2 ? 'banka_karti' : 'cari_hesap';
    const counterId = row[counterColumn];
    const rate = rateOf(row);
    return postTransaction({
      direction,
      card: { table: card, id: Number(row[`${card}2_id`]) },
      cardRole: card === 'kasa_karti' ? ROLE.kasa : ROLE.banka,
      islemTipi,
      counter: counterId ? { table: counterTable, id: Number(counterId) } : undefined,
      ...(paperTarget && islemTipi === 4 ? { paperKind: PAPER_KIND[paperTarget.table] } : {}),
      total: row.dovizli_tutar as string,
      kdv: toFixedString(round(D((row.kdv_tutari as string) ?? 0).times(rate), 2), 2),
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
  const base = invoice(table, 'satis', label, 'e_fatura_numarasi');
  return {
    ...base,
    async build(db, row, options) {
      if (Number(row.e_fatura_durumu_id ?? 1) === 1) return [];
      if (String(row.ent_ticari_fatura_durumu ?? '') === 'RED') return [];
      return base.build(db, row, options);
    },
  };
};

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
    async build(_db, row) {
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
  satis_fatura: invoice('satis_fatura', 'satis', 'Satış Faturası'),
  alis_fatura: invoice('alis_fatura', 'alis', 'Alış Faturası'),
  kobi_satis_fatura: invoice('kobi_satis_fatura', 'satis', 'Satış Faturası'),
  kobi_alis_fatura: invoice('kobi_alis_fatura', 'alis', 'Alış Faturası'),
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
    belgeTipi: 8,
    label: 'Personel Ödemesi',
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

/** The company's posting rules of one kind: its own rows over the global defaults. */
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
  for (const row of r.rows) out.set(Number(row.rol_id) as Role, String(row.hesap_kodu));
  return out;
}

/** Removes a document's voucher (its delete; the first step of every repost). Answers the removed date, if any. */
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

/** The lines of a voucher as its JSON column and its line rows keep them. */
interface VoucherLine {
  hesap_plani_id: number;
  description: string | null;
  borc: string;
  alacak: string;
  belge_tipi_id: number;
  belge_aciklamasi: string | null;
  belge_no: string | null;
  belge_tarihi: string | null;
}

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
  const json = JSON.stringify(lines);
  const r = await sql<Row>`insert into fis (user_id, department_id, fis_turu_id, fis_tarihi, description,
      fis_satiri_json, borc_toplami, alacak_toplami, kaynak_tablo, kaynak_id)
    values (${who.userId}::bigint, ${who.departmentId}::bigint, ${v.fis_turu_id}::int, ${v.fis_tarihi}::date,
      ${v.description}, ${json}::jsonb, ${totals.borc}::numeric, ${totals.alacak}::numeric,
      ${v.source?.table ?? null}, ${v.source?.id ?? null}::bigint) returning id`.execute(db);
  const fisId = Number(r.rows[0].id);
  await sql`update fis set own_id = id where id = ${fisId}::bigint`.execute(db);
  if (lines.length)
    await sql`insert into fis_satiri (own_id, user_id, department_id, fisler_id, sira_no, hesap_plani_id,
        description, borc, alacak, belge_tipi_id, belge_aciklamasi, belge_no, belge_tarihi)
      select null, ${who.userId}::bigint, ${who.departmentId}::bigint, ${fisId}::bigint, x.sira_no, x.hesap_plani_id,
        x.description, x.borc, x.alacak, x.belge_tipi_id, x.belge_aciklamasi, x.belge_no, x.belge_tarihi
      from jsonb_to_recordset(${JSON.stringify(lines.map((l, i) => ({ ...l, sira_no: i + 1 })))}::jsonb)
        as x(sira_no int, hesap_plani_id bigint, description text, borc numeric, alacak numeric,
          belge_tipi_id int, belge_aciklamasi text, belge_no text, belge_tarihi date)`.execute(db);
  await sql`update fis_satiri set own_id = id where fisler_id = ${fisId}::bigint and own_id is null`.execute(
    db,
  );
  return fisId;
}

/** The account of one entry: the party's sub-account under the rule's code, else the rule's account. */
async function accountOf(
  db: Db,
  who: Who,
  rulesOf: (kind?: LedgerKind) => Promise<Map<Role, string>>,
  e: RoleEntry,
): Promise<number> {
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

/**
 * Rewrites the voucher of one document from its stored row: drops the old one, builds the entries, resolves the
 * accounts and writes a balanced voucher linked to the document; renumbers the journal. Call it after the
 * document (and its lines) are stored, in the save's transaction. Tables that do not post are ignored.
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
  const before = await dropPosting(db, table, id, who, false);
  const dateExpr = s.dateSql ? sql.raw(s.dateSql) : sql`t.${sql.ref(s.dateColumn)}`;
  const r = await sql<Row>`select t.*, to_char(${dateExpr}, 'YYYY-MM-DD') as posting_date
    from ${sql.table(table)} t where t.id = ${id}::bigint and t.department_id = ${who.departmentId}::bigint`.execute(
    db,
  );
  const row = r.rows[0];
  let after: unknown = null;
  if (row && row.posting_date) {
    const entries = await s.build(db, row, options);
    if (entries.length) {
      const kind = s.kindOf?.(row) ?? s.kind;
      const cache = new Map<LedgerKind, Promise<Map<Role, string>>>();
      const rulesOf = (k: LedgerKind = kind) => {
        if (!cache.has(k)) cache.set(k, postingRules(db, who.departmentId, k));
        return cache.get(k)!;
      };
      const number = row[s.numberColumn] ? String(row[s.numberColumn]) : null;
      const text = [s.label, number].filter(Boolean).join(' ');
      const lines: VoucherLine[] = [];
      for (const e of entries)
        lines.push({
          hesap_plani_id: await accountOf(db, who, rulesOf, e),
          description: text,
          borc: e.borc,
          alacak: e.alacak,
          belge_tipi_id: s.belgeTipi,
          belge_aciklamasi: s.belgeTipi === 8 ? s.label : null,
          belge_no: number ? number.slice(0, 50) : null,
          belge_tarihi: String(row.posting_date),
        });
      after = row.posting_date;
      await insertVoucher(
        db,
        who,
        { fis_turu_id: s.fisTuru, fis_tarihi: String(after), description: text, source: { table, id } },
        lines,
      );
    }
  }
  await renumberAfterChange(db, who.departmentId, before, after);
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
  const r =
    await sql<Row>`select to_char(${sql.ref(source.dateColumn)}, 'YYYY-MM-DD') as d from ${sql.table(table)}
    where id = ${id}::bigint and department_id = ${who.departmentId}::bigint`.execute(db);
  const until = await closedUntil(db, who.departmentId);
  if (inClosedPeriod(until, r.rows[0]?.d))
    throw new AppError(Codes.periodClosed, 400, { explanation: ledgerTexts.locked(trDate(until!)) });
  await syncPosting(db, table, id, who);
}
