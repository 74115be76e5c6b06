import { sql, type Kysely } from 'kysely';
import {
  addDays,
  monthOf,
  type AgeingBucket,
  type AgeingRow,
  type BalanceRow,
  type Currency,
  type DashboardData,
  type DueGroup,
  type DueItem,
  type EDocWaiting,
  type Figure,
  type FigureLink,
  type KdvOfMonth,
  type MonthCompare,
} from '../../domain/api/dashboard';
import type { Filter } from '../../domain/api/contract';
import { YANIT_DURUMLARI } from '../../domain/edocs/waybill';
import { POSITIONS } from '../../domain/finance/positions';
import type { Session } from '../app-env';
import { findTable } from '../catalog';
import { ENT_STATUS, NO_ANSWER } from '../edocs/integrator/integrator';
import { permittedSets, tableAllowed } from '../tables/table.access';
import { kdv1 } from './kdv.report';

// The dashboard (issue 28 item 1, docs/dashboard.md): SQL aggregates over the caller's company, each figure with
// the list filters that select the same rows, so the browser links it to its list and tests hold the two equal.

type Row = Record<string, unknown>;
type Db = Kysely<any>;

/** How many days ahead "due soon" looks. */
export const DUE_WINDOW_DAYS = 14;
/** How many of the coming items the dashboard lists. */
export const DUE_ITEMS = 12;
/** A TICARIFATURA may be answered up to this many days after its date (docs/e-documents.md). */
const ANSWER_DAYS = 8;

/** The caller may list the table: its package has it and the user holds a list permission on it. */
export function mayList(session: Session, name: string): boolean {
  const table = findTable(name);
  return Boolean(table && tableAllowed(session, table) && permittedSets(session, table, 'list').length > 0);
}

/** A contract filter on a column, with the column's gui type (what the list's filter UI shows). */
function filter(table: string, column: string, f: Omit<Filter, 'guiType'>): Filter {
  const col = findTable(table)?.columns.find((c) => c.name === column);
  return { ...f, guiType: col?.gui_type_name ?? 'string' };
}

const currencyFilter = (table: string, id: number) =>
  filter(table, 'para_birimi_id', { type: 1, filter: [id] });
const between = (table: string, column: string, from: string, to: string) =>
  filter(table, column, { type: 4, filter: from, filter2: to });

const figure = (amount: unknown, count: unknown, link: FigureLink): Figure => ({
  amount: String(amount ?? '0'),
  count: Number(count ?? 0),
  link,
});

const currencyOf = (r: Row): Currency => ({ id: Number(r.pb), code: String(r.kod ?? '') });

/** The sales and purchase invoice tables and which side they are on. */
const INVOICES = {
  in: ['satis_fatura', 'kobi_satis_fatura'],
  out: ['alis_fatura', 'kobi_alis_fatura'],
} as const;

/** The ageing buckets: the due-date range of each (inclusive), as days before today. */
function bucketRanges(today: string): Record<AgeingBucket, { from?: string; to?: string }> {
  return {
    not_due: { from: today },
    d1_30: { from: addDays(today, -30), to: addDays(today, -1) },
    d31_60: { from: addDays(today, -60), to: addDays(today, -31) },
    d61_90: { from: addDays(today, -90), to: addDays(today, -61) },
    d90_plus: { to: addDays(today, -91) },
  };
}

/** The list filter of a due-date range: between, from (≥) or before (<, the day after `to`). */
function rangeFilter(table: string, column: string, r: { from?: string; to?: string }): Filter {
  if (r.from && r.to) return between(table, column, r.from, r.to);
  if (r.from) return filter(table, column, { type: 4, filter: r.from });
  return filter(table, column, { type: 2, filter: addDays(r.to!, 1) });
}

function rangeSql(column: string, r: { from?: string; to?: string }) {
  const c = sql.ref(`t.${column}`);
  if (r.from && r.to) return sql`${c} between ${r.from}::date and ${r.to}::date`;
  if (r.from) return sql`${c} >= ${r.from}::date`;
  return sql`${c} <= ${r.to!}::date`;
}

/** Open invoices of one table by currency and age (days past `vade_tarihi`). */
async function ageing(db: Db, companyId: number, table: string, today: string): Promise<AgeingRow[]> {
  const ranges = bucketRanges(today);
  const keys = Object.keys(ranges) as AgeingBucket[];
  const parts = keys.flatMap((k, i) => [
    sql`count(*) filter (where ${rangeSql('vade_tarihi', ranges[k])}) as ${sql.ref(`n${i}`)}`,
    sql`coalesce(sum(t.kalan_odeme_tutari) filter (where ${rangeSql('vade_tarihi', ranges[k])}), 0) as ${sql.ref(`s${i}`)}`,
  ]);
  const rows = (
    await sql<Row>`select t.para_birimi_id as pb, p.kod, count(*) as n, sum(t.kalan_odeme_tutari) as s,
        ${sql.join(parts)}
      from ${sql.table(table)} t left join para_birimleri p on p.id = t.para_birimi_id
      where t.department_id = ${companyId} and t.kalan_odeme_tutari > 0
      group by t.para_birimi_id, p.kod order by t.para_birimi_id`.execute(db)
  ).rows;
  return rows.map((r) => {
    const currency = currencyOf(r);
    const base = {
      kalan_odeme_tutari: filter(table, 'kalan_odeme_tutari', { type: 4, filter: '0' }),
      para_birimi_id: currencyFilter(table, currency.id),
    };
    const link = (extra: Record<string, Filter>): FigureLink => ({
      table,
      filters: { ...base, ...extra },
      sum: 'kalan_odeme_tutari',
    });
    const buckets = Object.fromEntries(
      keys.map((k, i) => [
        k,
        figure(r[`s${i}`], r[`n${i}`], link({ vade_tarihi: rangeFilter(table, 'vade_tarihi', ranges[k]) })),
      ]),
    ) as Record<AgeingBucket, Figure>;
    return { table, currency, buckets, total: figure(r.s, r.n, link({})) };
  });
}

/** The balances of the cash or bank cards by currency. */
async function balances(db: Db, companyId: number, table: string): Promise<BalanceRow[]> {
  const rows = (
    await sql<Row>`select t.para_birimi_id as pb, p.kod, count(*) as n, coalesce(sum(t.bakiye), 0) as s
      from ${sql.table(table)} t left join para_birimleri p on p.id = t.para_birimi_id
      where t.department_id = ${companyId}
      group by t.para_birimi_id, p.kod order by t.para_birimi_id`.execute(db)
  ).rows;
  return rows.map((r) => {
    const currency = currencyOf(r);
    return {
      table,
      currency,
      figure: figure(r.s, r.n, {
        table,
        filters: { para_birimi_id: currencyFilter(table, currency.id) },
        sum: 'bakiye',
      }),
    };
  });
}

/** The TL total (taxes included: `dovizli_tutar`) of a table's invoices dated within a range. */
async function invoicedIn(
  db: Db,
  companyId: number,
  table: string,
  from: string,
  to: string,
): Promise<Figure> {
  const r = (
    await sql<Row>`select count(*) as n, coalesce(sum(t.dovizli_tutar), 0) as s from ${sql.table(table)} t
      where t.department_id = ${companyId} and t.fatura_tarihi between ${from}::date and ${to}::date`.execute(
      db,
    )
  ).rows[0];
  return figure(r.s, r.n, {
    table,
    filters: { fatura_tarihi: between(table, 'fatura_tarihi', from, to) },
    sum: 'dovizli_tutar',
  });
}

/** What falls due in the window, per source: the table, its open condition, its date, amount and title. */
interface DueSource {
  table: string;
  direction: 'in' | 'out';
  date: string;
  amount: string;
  title: string;
  /** SQL of "still open", and the same as list filters. */
  open: ReturnType<typeof sql>;
  openFilters: (table: string) => Record<string, Filter>;
}

function dueSources(): DueSource[] {
  const invoice = (table: string, direction: 'in' | 'out'): DueSource => ({
    table,
    direction,
    date: 'vade_tarihi',
    amount: 'kalan_odeme_tutari',
    title: 'fatura_numarasi',
    open: sql`t.kalan_odeme_tutari > 0`,
    openFilters: (t) => ({ kalan_odeme_tutari: filter(t, 'kalan_odeme_tutari', { type: 4, filter: '0' }) }),
  });
  const paper = (table: string, direction: 'in' | 'out', positions: number[]): DueSource => ({
    table,
    direction,
    date: 'vade_tarihi',
    amount: 'tutar',
    title: table.endsWith('_cek') ? 'cek_numarasi' : 'senet_no',
    open: sql`t.pozisyon_id::text = any(${positions.map(String)}::text[])`,
    openFilters: (t) => ({
      pozisyon_id: filter(t, 'pozisyon_id', { type: 1, filter: positions.map(String) }),
    }),
  });
  const P = POSITIONS;
  return [
    ...INVOICES.in.map((t) => invoice(t, 'in')),
    paper('musteri_cek', 'in', [P.portfoyde, P.tahsileVerildi, P.teminataVerildi]),
    paper('musteri_senet', 'in', [P.portfoyde, P.tahsileVerildi, P.teminataVerildi]),
    ...INVOICES.out.map((t) => invoice(t, 'out')),
    paper('firma_cek', 'out', [P.verildi, P.karsiliksiz]),
    paper('firma_senet', 'out', [P.verildi, P.protestolu]),
    {
      table: 'sabit_isletme_giderleri',
      direction: 'out',
      date: 'son_odeme_tarihi',
      amount: 'tutar',
      title: 'gider_adi',
      open: sql`t.odendi = false`,
      openFilters: (t) => ({ odendi: filter(t, 'odendi', { type: 1, filter: '0' }) }),
    },
  ];
}

/** What falls due from today to `until` from every source the caller may list, and the first items. */
async function dueSoon(db: Db, session: Session, today: string, until: string) {
  const groups: DueGroup[] = [];
  const items: DueItem[] = [];
  for (const s of dueSources().filter((x) => mayList(session, x.table))) {
    const t = sql.table(s.table);
    const date = sql.ref(`t.${s.date}`);
    const amount = sql.ref(`t.${s.amount}`);
    const where = sql`t.department_id = ${session.departmentId} and ${s.open}
      and ${date} between ${today}::date and ${until}::date`;
    const sums = (
      await sql<Row>`select t.para_birimi_id as pb, p.kod, count(*) as n, coalesce(sum(${amount}), 0) as s
        from ${t} t left join para_birimleri p on p.id = t.para_birimi_id where ${where}
        group by t.para_birimi_id, p.kod order by t.para_birimi_id`.execute(db)
    ).rows;
    for (const r of sums) {
      const currency = currencyOf(r);
      groups.push({
        table: s.table,
        direction: s.direction,
        currency,
        figure: figure(r.s, r.n, {
          table: s.table,
          filters: {
            ...s.openFilters(s.table),
            [s.date]: between(s.table, s.date, today, until),
            para_birimi_id: currencyFilter(s.table, currency.id),
          },
          sum: s.amount,
        }),
      });
    }
    const first = (
      await sql<Row>`select t.id, to_char(${date}, 'YYYY-MM-DD') as d, ${sql.ref(`t.${s.title}`)} as title,
          c.cari_hesap_adi as party, ${amount} as amount, t.para_birimi_id as pb, p.kod
        from ${t} t left join para_birimleri p on p.id = t.para_birimi_id
          left join cari_hesap c on c.id = t.cari_hesap_id
        where ${where} order by ${date}, t.id limit ${DUE_ITEMS}`.execute(db)
    ).rows;
    for (const r of first)
      items.push({
        table: s.table,
        id: Number(r.id),
        date: String(r.d),
        title: String(r.title ?? ''),
        party: r.party === null || r.party === undefined ? null : String(r.party),
        amount: String(r.amount ?? '0'),
        currency: currencyOf(r),
      });
  }
  items.sort((a, b) => a.date.localeCompare(b.date) || a.table.localeCompare(b.table) || a.id - b.id);
  return { groups, items: items.slice(0, DUE_ITEMS) };
}

/** The outgoing e-document tables (drafts, failed sends) and the incoming ones waiting for an answer. */
const OUTGOING = [
  'e_fatura',
  'e_arsiv_fatura',
  'e_irsaliye',
  'serbest_meslek_makbuzu',
  'e_mustahsil_makbuzu',
];

async function counted(db: Db, companyId: number, table: string, where: ReturnType<typeof sql>) {
  const r = (
    await sql<Row>`select count(*) as n from ${sql.table(table)} t
      where t.department_id = ${companyId} and ${where}`.execute(db)
  ).rows[0];
  return Number(r.n);
}

async function edocsWaiting(db: Db, session: Session, today: string): Promise<EDocWaiting[]> {
  const out: EDocWaiting[] = [];
  const company = session.departmentId;
  const push = (table: string, kind: EDocWaiting['kind'], n: number, filters: Record<string, Filter>) =>
    out.push({ table, kind, figure: figure(n, n, { table, filters }) });
  for (const table of OUTGOING.filter((t) => mayList(session, t))) {
    push(table, 'draft', await counted(db, company, table, sql`t.e_fatura_durumu_id::text = '1'`), {
      e_fatura_durumu_id: filter(table, 'e_fatura_durumu_id', { type: 1, filter: ['1'] }),
    });
    // A send given up leaves the document Giden (2) with its number (docs/e-documents.md, "Resending").
    const failed = sql`t.e_fatura_durumu_id::text = '2' and t.ent_fatura_durumu = ${ENT_STATUS.failed}`;
    push(table, 'failed', await counted(db, company, table, failed), {
      e_fatura_durumu_id: filter(table, 'e_fatura_durumu_id', { type: 1, filter: ['2'] }),
      ent_fatura_durumu: filter(table, 'ent_fatura_durumu', { type: 4, filter: ENT_STATUS.failed }),
    });
  }
  if (mayList(session, 'gelen_efatura')) {
    // A commercial invoice not answered while it still may be (8 days from its date, the 8th included).
    const since = addDays(today, -ANSWER_DAYS);
    const n = await counted(
      db,
      company,
      'gelen_efatura',
      sql`t.response_code = ${NO_ANSWER} and t.document_issue_date >= ${since}::date`,
    );
    push('gelen_efatura', 'unanswered', n, {
      response_code: filter('gelen_efatura', 'response_code', { type: 4, filter: NO_ANSWER }),
      document_issue_date: filter('gelen_efatura', 'document_issue_date', { type: 4, filter: since }),
    });
  }
  if (mayList(session, 'gelen_eirsaliye')) {
    const waiting = YANIT_DURUMLARI.none;
    const n = await counted(db, company, 'gelen_eirsaliye', sql`t.yanit_durumu = ${waiting}`);
    push('gelen_eirsaliye', 'unanswered', n, {
      yanit_durumu: filter('gelen_eirsaliye', 'yanit_durumu', { type: 4, filter: waiting }),
    });
  }
  return out;
}

/** KDV 1 of this month so far (the report's own figures). */
async function kdvOfMonth(db: Db, companyId: number, from: string, to: string): Promise<KdvOfMonth> {
  const result = await kdv1.run({
    db,
    companyId,
    params: { donem_baslangic_tarihi: from, donem_bitis_tarihi: to },
  });
  const r = result.rows[0] ?? {};
  const s = (k: string) => String(r[k] ?? '0.00');
  return {
    from,
    to,
    calculated: s('hesaplanan_kdv'),
    withheld: s('satis_tevkifati'),
    deductible: s('indirilecek_kdv'),
    carriedIn: s('onceki_devreden_kdv'),
    payable: s('odenecek_kdv'),
    carriedOut: s('sonraki_doneme_devreden_kdv'),
  };
}

/**
 * The dashboard of the caller's company on `today` (Türkiye's day): each part only when the caller may list every
 * table it reads (the parts over several tables take those the caller may list).
 */
export async function dashboard(db: Db, session: Session, today: string): Promise<DashboardData> {
  const company = session.departmentId;
  const month = monthOf(today);
  const lastYear = monthOf(today, 1);
  const dueUntil = addDays(today, DUE_WINDOW_DAYS);
  const data: DashboardData = {
    today,
    dueUntil,
    month: { from: month.from, to: month.to, lastYearFrom: lastYear.from, lastYearTo: lastYear.to },
  };
  const sales = INVOICES.in.filter((t) => mayList(session, t));
  const purchases = INVOICES.out.filter((t) => mayList(session, t));
  if (sales.length)
    data.receivables = (await Promise.all(sales.map((t) => ageing(db, company, t, today)))).flat();
  if (purchases.length)
    data.payables = (await Promise.all(purchases.map((t) => ageing(db, company, t, today)))).flat();
  if (mayList(session, 'kasa_karti')) data.cash = await balances(db, company, 'kasa_karti');
  if (mayList(session, 'banka_karti')) data.bank = await balances(db, company, 'banka_karti');
  const months: MonthCompare[] = [];
  for (const [kind, tables] of [
    ['sales', sales],
    ['purchases', purchases],
  ] as const)
    for (const table of tables)
      months.push({
        table,
        kind,
        current: await invoicedIn(db, company, table, month.from, month.to),
        lastYear: await invoicedIn(db, company, table, lastYear.from, lastYear.to),
      });
  if (months.length) data.months = months;
  const due = await dueSoon(db, session, today, dueUntil);
  if (due.groups.length || dueSources().some((s) => mayList(session, s.table))) data.due = due;
  const edocs = await edocsWaiting(db, session, today);
  if (edocs.length) data.edocs = edocs;
  // KDV 1 reads the sales and purchase invoices: shown to whoever may list them (as the report's own access).
  if (sales.length && purchases.length) data.kdv = await kdvOfMonth(db, company, month.from, today);
  return data;
}
