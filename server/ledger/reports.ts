import { sql, type Kysely } from 'kysely';
import { accountAncestors, accountLevel } from '../../domain/ledger';
import { D, toFixedString, type Dec } from '../../domain/money';
import { paramError } from '../reports/report.params';
import type { ReportColumn, ReportDef } from '../reports/types';

// The ledger's reports as pure server functions (docs/ledger.md): mizan (trial balance), yevmiye (journal) and
// büyük defter (ledger per account), SQL over the company's voucher lines. Another module serves them over HTTP
// (`POST /api/v1/{token}/reports/{name}`, server/reports/registry.ts); here each is a `ReportDef` whose run() answers columns, rows, totals.

type Row = Record<string, unknown>;
const money = (v: Dec) => toFixedString(v, 2);
const ISO = /^\d{4}-\d{2}-\d{2}$/;

/** A report's bad parameter: `fail.report.params` with the Turkish message on its field (docs/reports.md). */
const badParam = (column: string, explanation: string) => paramError(column, explanation);

/** The period of the params: dates `YYYY-MM-DD` (or `DD.MM.YYYY`); mizan_turu_id 2 takes month `ay` of the year. */
export function periodOf(
  params: Record<string, unknown>,
  today = new Date(),
): { start: string; end: string } {
  const read = (name: string): string | null => {
    const v = params[name];
    if (v === undefined || v === null || v === '') return null;
    const s = String(v).trim();
    const tr = /^(\d{2})\.(\d{2})\.(\d{4})$/.exec(s);
    const iso = tr ? `${tr[3]}-${tr[2]}-${tr[1]}` : s.slice(0, 10);
    // A calendar day: Date.parse rolls 2025-02-29 over to 1 March, so the day must read back the same.
    const at = Date.parse(`${iso}T00:00:00Z`);
    if (!ISO.test(iso) || Number.isNaN(at) || new Date(at).toISOString().slice(0, 10) !== iso)
      throw badParam(name, 'Tarih GG.AA.YYYY biçiminde olmalıdır.');
    return iso;
  };
  const year = today.getFullYear();
  let start = read('donem_baslangic_tarihi') ?? `${year}-01-01`;
  let end = read('donem_bitis_tarihi') ?? `${start.slice(0, 4)}-12-31`;
  if (Number(params.mizan_turu_id) === 2) {
    // The month: `ay`, else the month the period starts in (the page sends its dates), else this month.
    const given = params.ay ?? (read('donem_baslangic_tarihi') ? Number(start.slice(5, 7)) : undefined);
    const ay = Number(given ?? today.getMonth() + 1);
    if (!Number.isInteger(ay) || ay < 1 || ay > 12) throw badParam('ay', 'Ay 1 ile 12 arasında olmalıdır.');
    const y = Number(start.slice(0, 4));
    start = `${y}-${String(ay).padStart(2, '0')}-01`;
    const last = new Date(Date.UTC(y, ay, 0)).getUTCDate();
    end = `${y}-${String(ay).padStart(2, '0')}-${String(last).padStart(2, '0')}`;
  }
  if (end < start)
    throw badParam('donem_bitis_tarihi', 'Dönem bitiş tarihi başlangıç tarihinden önce olamaz.');
  return { start, end };
}

/** Names of the codes: the company's rows over the Tekdüzen rows. */
async function accountNames(
  db: Kysely<any>,
  companyId: number,
  codes: string[],
): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  if (!codes.length) return out;
  const r =
    await sql<Row>`select hesap_kodu, hesap_adi from hesap_plani where hesap_kodu = any(${codes}::text[])
    and (department_id is null or department_id = ${companyId}::bigint) order by department_id nulls first`.execute(
      db,
    );
  for (const row of r.rows) out.set(String(row.hesap_kodu), String(row.hesap_adi));
  return out;
}

const MIZAN_COLUMNS: ReportColumn[] = [
  { name: 'hesap_kodu', title: 'Hesap Kodu', kind: 'text' },
  { name: 'hesap_adi', title: 'Hesap Adı', kind: 'text' },
  { name: 'seviye', title: 'Seviye', kind: 'number' },
  { name: 'acilis_borc', title: 'Açılış Borç', kind: 'money' },
  { name: 'acilis_alacak', title: 'Açılış Alacak', kind: 'money' },
  { name: 'donem_borc', title: 'Dönem Borç', kind: 'money' },
  { name: 'donem_alacak', title: 'Dönem Alacak', kind: 'money' },
  { name: 'bakiye_borc', title: 'Borç Bakiye', kind: 'money' },
  { name: 'bakiye_alacak', title: 'Alacak Bakiye', kind: 'money' },
];

interface Sums {
  ob: Dec;
  oa: Dec;
  pb: Dec;
  pa: Dec;
}

/** Net debit / credit of a debit and a credit: one of them, the other zero. */
const split = (b: Dec, a: Dec): [Dec, Dec] => (b.gte(a) ? [b.minus(a), D(0)] : [D(0), a.minus(b)]);

/**
 * Mizan: per account code at every level (1, 12, 120, 120.01, 120.01.0001), the opening balance (everything
 * before the period), the period's debit and credit and the closing balance. Params: donem_baslangic_tarihi,
 * donem_bitis_tarihi, mizan_turu_id (2 = monthly with `ay`), seviye (the deepest level listed; all by default).
 * Totals are over the main accounts (level 3), as a Tekdüzen mizan adds them.
 */
export const mizan: ReportDef = {
  name: 'mizan',
  title: 'Mizan',
  tables: ['fis'],
  async run({ db, companyId, params }) {
    const { start, end } = periodOf(params);
    // The closing vouchers of the period (docs/ledger.md, "Closing the books"): the açılış and the carry-forward
    // are the year's opening, so they fill the opening columns; the kapanış is left out unless asked for
    // (`kapanis_dahil`), so the year's mizan shows the balances the kapanış closes.
    const marked = await sql<Row>`select id, donem_sonu_adimi as adim from fis
      where department_id = ${companyId}::bigint and donem_sonu_adimi in (7, 8, 9)
        and fis_tarihi between ${start}::date and ${end}::date`.execute(db);
    const opening = marked.rows.filter((x) => Number(x.adim) !== 7).map((x) => Number(x.id));
    const closing = ['1', 'true', true, 1].includes(params.kapanis_dahil as never)
      ? []
      : marked.rows.filter((x) => Number(x.adim) === 7).map((x) => Number(x.id));
    const before = sql`(s.fis_tarihi < ${start}::date or s.fisler_id = any(${opening}::bigint[]))`;
    const r = await sql<Row>`select s.hesap_plani_id as id,
        sum(case when ${before} then s.borc else 0 end)::text as ob,
        sum(case when ${before} then s.alacak else 0 end)::text as oa,
        sum(case when ${before} then 0 else s.borc end)::text as pb,
        sum(case when ${before} then 0 else s.alacak end)::text as pa
      from fis_satiri s
      where s.department_id = ${companyId}::bigint and s.fis_tarihi <= ${end}::date
        and not (s.fisler_id = any(${closing}::bigint[]))
      group by s.hesap_plani_id`.execute(db);
    const ids = r.rows.map((row) => Number(row.id));
    const codes = new Map<number, string>();
    if (ids.length) {
      const c =
        await sql<Row>`select id, hesap_kodu from hesap_plani where id = any(${ids}::bigint[])`.execute(db);
      for (const row of c.rows) codes.set(Number(row.id), String(row.hesap_kodu));
    }
    const byCode = new Map<string, Sums>();
    for (const row of r.rows) {
      const code = codes.get(Number(row.id));
      if (!code) continue;
      for (const a of accountAncestors(code)) {
        const s = byCode.get(a) ?? { ob: D(0), oa: D(0), pb: D(0), pa: D(0) };
        s.ob = s.ob.plus(D(String(row.ob)));
        s.oa = s.oa.plus(D(String(row.oa)));
        s.pb = s.pb.plus(D(String(row.pb)));
        s.pa = s.pa.plus(D(String(row.pa)));
        byCode.set(a, s);
      }
    }
    const deepest = params.seviye ? Number(params.seviye) : Infinity;
    const names = await accountNames(db, companyId, [...byCode.keys()]);
    const sorted = [...byCode.keys()]
      .filter((c) => accountLevel(c) <= deepest)
      .sort((a, b) => (a < b ? -1 : 1));
    const t = { ob: D(0), oa: D(0), pb: D(0), pa: D(0), bb: D(0), ba: D(0) };
    const rows = sorted.map((code) => {
      const s = byCode.get(code)!;
      const [ob, oa] = split(s.ob, s.oa);
      const [bb, ba] = split(s.ob.plus(s.pb), s.oa.plus(s.pa));
      if (accountLevel(code) === 3) {
        t.ob = t.ob.plus(ob);
        t.oa = t.oa.plus(oa);
        t.pb = t.pb.plus(s.pb);
        t.pa = t.pa.plus(s.pa);
        t.bb = t.bb.plus(bb);
        t.ba = t.ba.plus(ba);
      }
      return {
        hesap_kodu: code,
        hesap_adi: names.get(code) ?? '',
        seviye: accountLevel(code),
        acilis_borc: money(ob),
        acilis_alacak: money(oa),
        donem_borc: money(s.pb),
        donem_alacak: money(s.pa),
        bakiye_borc: money(bb),
        bakiye_alacak: money(ba),
      };
    });
    return {
      columns: MIZAN_COLUMNS,
      rows,
      totals: {
        acilis_borc: money(t.ob),
        acilis_alacak: money(t.oa),
        donem_borc: money(t.pb),
        donem_alacak: money(t.pa),
        bakiye_borc: money(t.bb),
        bakiye_alacak: money(t.ba),
      },
    };
  },
};

/** The most rows a journal or ledger answer holds (a year of a busy company; the xlsx export pages beyond). */
export const MAX_REPORT_ROWS = 100_000;

/** Yevmiye defteri: every voucher line of the period in yevmiye order. */
export const yevmiye: ReportDef = {
  name: 'yevmiye',
  title: 'Yevmiye Defteri',
  tables: ['fis'],
  async run({ db, companyId, params }) {
    const { start, end } = periodOf(params);
    const r = await sql<Row>`select f.yevmiye_no, to_char(f.fis_tarihi, 'YYYY-MM-DD') as fis_tarihi, f.fis_no,
        h.hesap_kodu, h.hesap_adi, coalesce(s.description, f.description) as aciklama,
        s.borc::text as borc, s.alacak::text as alacak
      from fis f join fis_satiri s on s.fisler_id = f.id and s.department_id = f.department_id
        join hesap_plani h on h.id = s.hesap_plani_id
      where f.department_id = ${companyId}::bigint and f.fis_tarihi between ${start}::date and ${end}::date
      order by f.yevmiye_no, s.sira_no limit ${MAX_REPORT_ROWS}`.execute(db);
    let b = D(0);
    let a = D(0);
    for (const row of r.rows) {
      b = b.plus(D(String(row.borc)));
      a = a.plus(D(String(row.alacak)));
    }
    return {
      columns: [
        { name: 'yevmiye_no', title: 'Yevmiye No', kind: 'number' },
        { name: 'fis_tarihi', title: 'Tarih', kind: 'date' },
        { name: 'fis_no', title: 'Fiş No', kind: 'text' },
        { name: 'hesap_kodu', title: 'Hesap Kodu', kind: 'text' },
        { name: 'hesap_adi', title: 'Hesap Adı', kind: 'text' },
        { name: 'aciklama', title: 'Açıklama', kind: 'text' },
        { name: 'borc', title: 'Borç', kind: 'money' },
        { name: 'alacak', title: 'Alacak', kind: 'money' },
      ],
      rows: r.rows.map((row) => ({ ...row, yevmiye_no: Number(row.yevmiye_no) })),
      totals: { borc: money(b), alacak: money(a) },
    };
  },
};

/** Büyük defter: the lines of one account (and its sub-accounts) with a running balance after the opening. */
export const buyukDefter: ReportDef = {
  name: 'buyuk-defter',
  title: 'Büyük Defter',
  tables: ['fis'],
  async run({ db, companyId, params }) {
    const { start, end } = periodOf(params);
    const hesap = String(params.hesap ?? '').trim();
    if (!hesap) throw badParam('hesap', 'Hesap alanı zorunludur.');
    const like = `${hesap}.%`;
    const match = sql`(h.hesap_kodu = ${hesap} or h.hesap_kodu like ${like})`;
    const opening =
      await sql<Row>`select coalesce(sum(s.borc), 0)::text as b, coalesce(sum(s.alacak), 0)::text as a
      from fis_satiri s join fis f on f.id = s.fisler_id join hesap_plani h on h.id = s.hesap_plani_id
      where s.department_id = ${companyId}::bigint and f.fis_tarihi < ${start}::date and ${match}`.execute(
        db,
      );
    const r = await sql<Row>`select to_char(f.fis_tarihi, 'YYYY-MM-DD') as fis_tarihi, f.yevmiye_no, f.fis_no,
        h.hesap_kodu, coalesce(s.description, f.description) as aciklama, s.borc::text as borc,
        s.alacak::text as alacak
      from fis_satiri s join fis f on f.id = s.fisler_id join hesap_plani h on h.id = s.hesap_plani_id
      where s.department_id = ${companyId}::bigint and f.fis_tarihi between ${start}::date and ${end}::date
        and ${match}
      order by f.fis_tarihi, f.yevmiye_no, s.sira_no limit ${MAX_REPORT_ROWS}`.execute(db);
    let balance = D(String(opening.rows[0].b)).minus(D(String(opening.rows[0].a)));
    const rows: Row[] = [
      {
        fis_tarihi: start,
        yevmiye_no: null,
        fis_no: null,
        hesap_kodu: hesap,
        aciklama: 'Devir',
        borc: money(D(String(opening.rows[0].b))),
        alacak: money(D(String(opening.rows[0].a))),
        bakiye: money(balance),
      },
    ];
    let b = D(String(opening.rows[0].b));
    let a = D(String(opening.rows[0].a));
    for (const row of r.rows) {
      balance = balance.plus(D(String(row.borc))).minus(D(String(row.alacak)));
      b = b.plus(D(String(row.borc)));
      a = a.plus(D(String(row.alacak)));
      rows.push({ ...row, yevmiye_no: Number(row.yevmiye_no), bakiye: money(balance) });
    }
    return {
      columns: [
        { name: 'fis_tarihi', title: 'Tarih', kind: 'date' },
        { name: 'yevmiye_no', title: 'Yevmiye No', kind: 'number' },
        { name: 'fis_no', title: 'Fiş No', kind: 'text' },
        { name: 'hesap_kodu', title: 'Hesap Kodu', kind: 'text' },
        { name: 'aciklama', title: 'Açıklama', kind: 'text' },
        { name: 'borc', title: 'Borç', kind: 'money' },
        { name: 'alacak', title: 'Alacak', kind: 'money' },
        { name: 'bakiye', title: 'Bakiye', kind: 'money' },
      ],
      rows,
      totals: { borc: money(b), alacak: money(a), bakiye: money(balance) },
    };
  },
};

/** The ledger's reports, for the reports framework to register. */
export const ledgerReports: readonly ReportDef[] = [mizan, yevmiye, buyukDefter];
