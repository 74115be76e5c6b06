import { sql, type Kysely } from 'kysely';
import { BALANCE_SHEET_SKIPS, INCOME_STATEMENT_SKIPS, type ClosingStep } from '../../domain/ledger/closing';
import { D, toFixedString, type Dec } from '../../domain/money';
import { paramError } from '../reports/report.params';
import type { ReportColumn, ReportDef } from '../reports/types';
import { trDate } from './journal';
import { periodOf } from './reports';

// The year-end statements in the Tekdüzen layout (docs/ledger.md, "Bilanço and gelir tablosu"): both read the
// balances of the main accounts (three-digit codes) from the company's voucher lines — the bilanço everything up to
// the period's end, the gelir tablosu the period itself. Nothing is typed twice: they follow from the vouchers.
// Comparative (issue 25 item 2): the bilanço beside the previous year-end, the gelir tablosu beside the same period
// of the previous year; the geçici vergi periods (cumulative quarters) by `yil` + `gecici_vergi_donemi`.

type Row = Record<string, unknown>;
const money = (v: Dec) => toFixedString(v, 2);

/**
 * Net debit (debit − credit) per main account (three-digit code) of the company's voucher lines in [from, to],
 * leaving out the vouchers of the closing steps `skip` (docs/ledger.md, "Closing the books").
 */
async function mainBalances(
  db: Kysely<any>,
  companyId: number,
  from: string | null,
  to: string,
  skip: readonly ClosingStep[],
): Promise<Map<string, Dec>> {
  const r = await sql<Row>`select left(h.hesap_kodu, 3) as kod,
      (coalesce(sum(s.borc), 0) - coalesce(sum(s.alacak), 0))::text as net
    from fis_satiri s join hesap_plani h on h.id = s.hesap_plani_id
    where s.department_id = ${companyId}::bigint and s.fis_tarihi <= ${to}::date
      and (${from}::date is null or s.fis_tarihi >= ${from}::date)
      and s.fisler_id not in (select f.id from fis f where f.department_id = ${companyId}::bigint
        and f.donem_sonu_adimi = any(${[...skip]}::int[]))
    group by left(h.hesap_kodu, 3)`.execute(db);
  const out = new Map<string, Dec>();
  for (const row of r.rows) out.set(String(row.kod), D(String(row.net)));
  return out;
}

/** The Tekdüzen names of the chart's main and group accounts (shared rows). */
async function chartNames(db: Kysely<any>): Promise<Map<string, string>> {
  const r = await sql<Row>`select hesap_kodu, hesap_adi from hesap_plani
    where department_id is null and hesap_kodu not like '%.%'`.execute(db);
  return new Map(r.rows.map((row) => [String(row.hesap_kodu), String(row.hesap_adi)]));
}

/** The sum of `balances` over the codes starting with one of `prefixes`, times `sign`. */
function sumOf(balances: Map<string, Dec>, prefixes: readonly string[], sign: 1 | -1): Dec {
  let total = D(0);
  for (const [code, net] of balances)
    if (prefixes.some((p) => code.startsWith(p))) total = total.plus(sign === 1 ? net : net.neg());
  return total;
}

/** The end of the geçici vergi periods (cumulative from 1 January): 1 → March, 2 → June, 3 → September, 4 → year. */
const QUARTER_END = ['', '03-31', '06-30', '09-30', '12-31'];

/**
 * The statement's period: `yil` + `gecici_vergi_donemi` (1–3 the geçici vergi periods, cumulative from 1 January as
 * the declaration takes them; 4 the year) when given, else the report's dates (`periodOf`).
 */
export function statementPeriod(params: Record<string, unknown>): { start: string; end: string } {
  const q = params.gecici_vergi_donemi;
  if (q === undefined || q === null || q === '') {
    // A bilanço asks for its day only: the period is then that day's year up to it.
    const end = params.donem_bitis_tarihi;
    const start = params.donem_baslangic_tarihi;
    const year =
      typeof end !== 'string'
        ? null
        : /^\d{4}-/.test(end)
          ? end.slice(0, 4)
          : /^\d{2}\.\d{2}\.(\d{4})/.exec(end)?.[1];
    if ((start === undefined || start === null || start === '') && year)
      return periodOf({ ...params, donem_baslangic_tarihi: `${year}-01-01` });
    return periodOf(params);
  }
  const n = Number(q);
  if (!Number.isInteger(n) || n < 1 || n > 4)
    throw paramError('gecici_vergi_donemi', 'Geçici vergi dönemi 1, 2, 3 veya 4 (yıllık) olmalıdır.');
  const fallback = String(params.donem_bitis_tarihi ?? params.donem_baslangic_tarihi ?? '').slice(0, 4);
  const yil = Number(params.yil ?? (fallback || new Date().getFullYear()));
  if (!Number.isInteger(yil) || yil < 1900 || yil > 2199)
    throw paramError('yil', 'Yıl 1900 ile 2199 arasında olmalıdır.');
  return { start: `${yil}-01-01`, end: `${yil}-${QUARTER_END[n]}` };
}

/** The same day a year earlier (29 February → 28 February). */
function yearBefore(date: string): string {
  const y = Number(date.slice(0, 4)) - 1;
  const md = date.slice(5);
  return md === '02-29' ? `${y}-02-28` : `${y}-${md}`;
}

/** The bilanço's sides: the class (1–5) and its groups (two-digit codes) as the Tekdüzen statement lists them. */
const BILANCO_SECTIONS: readonly { kod: string; title: string; side: 'aktif' | 'pasif' }[] = [
  { kod: '1', title: 'I. Dönen Varlıklar', side: 'aktif' },
  { kod: '2', title: 'II. Duran Varlıklar', side: 'aktif' },
  { kod: '3', title: 'III. Kısa Vadeli Yabancı Kaynaklar', side: 'pasif' },
  { kod: '4', title: 'IV. Uzun Vadeli Yabancı Kaynaklar', side: 'pasif' },
  { kod: '5', title: 'V. Özkaynaklar', side: 'pasif' },
];

/** The row of the bilanço that carries the period's result (group 59 with the unclosed 6 / 7). */
export const NET_RESULT_ROW = 'Dönem Net Kârı (Zararı)';

/**
 * One bilanço: per row code (class, group, main account) its amount on its side. Group 59 (Dönem Net Kârı /
 * Zararı) holds 590 − 591 and the result of the income and cost accounts (6, 7) not closed into them yet: the
 * period's net result, whatever step of the closing the books are at.
 */
function bilancoColumn(balances: Map<string, Dec>) {
  const amounts = new Map<string, Dec>();
  const result = sumOf(balances, ['6', '7'], -1);
  const closed = sumOf(balances, ['59'], -1);
  const totals = { aktif: D(0), pasif: D(0) };
  for (const section of BILANCO_SECTIONS) {
    const sign = section.side === 'aktif' ? 1 : -1;
    const extra = section.kod === '5' ? result : D(0);
    const sectionTotal = sumOf(balances, [section.kod], sign).plus(extra);
    totals[section.side] = totals[section.side].plus(sectionTotal);
    amounts.set(section.kod, sectionTotal);
    for (const code of balances.keys()) {
      if (!code.startsWith(section.kod)) continue;
      const group = code.slice(0, 2);
      if (!amounts.has(group)) amounts.set(group, sumOf(balances, [group], sign));
      amounts.set(code, sign === 1 ? balances.get(code)! : balances.get(code)!.neg());
    }
  }
  amounts.set('59', closed.plus(result));
  amounts.set('59-result', result);
  return { amounts, totals, netResult: closed.plus(result) };
}

/**
 * Bilanço at the period's end (`donem_bitis_tarihi`, or a geçici vergi period's end) beside the previous year-end:
 * every class with its groups and main accounts, aktif as debit − credit, pasif as credit − debit (contra accounts
 * such as 257 lower their side). The kapanış and açılış vouchers are left out (the year-end's bilanço is taken before
 * the kapanış; for a later day the two cancel out). Group 59 "Dönem Net Kârı (Zararı)" is the period's net result:
 * 590 / 591 once the result is closed into them, and the income and cost accounts (6, 7) not closed yet — so aktif
 * and pasif totals are equal, and the result equals the gelir tablosu's.
 */
export const bilanco: ReportDef = {
  name: 'bilanco',
  title: 'Bilanço',
  tables: ['fis'],
  async run({ db, companyId, params }) {
    const { end } = statementPeriod(params);
    const previousEnd = `${Number(end.slice(0, 4)) - 1}-12-31`;
    const [now, before, names] = await Promise.all([
      mainBalances(db, companyId, null, end, BALANCE_SHEET_SKIPS),
      mainBalances(db, companyId, null, previousEnd, BALANCE_SHEET_SKIPS),
      chartNames(db),
    ]);
    const cur = bilancoColumn(now);
    const prev = bilancoColumn(before);
    const columns: ReportColumn[] = [
      { name: 'kod', title: 'Kod', kind: 'text' },
      { name: 'kalem', title: 'Kalem', kind: 'text' },
      { name: 'aktif', title: 'Aktif', kind: 'money' },
      { name: 'pasif', title: 'Pasif', kind: 'money' },
      { name: 'onceki_aktif', title: `Aktif (${trDate(previousEnd)})`, kind: 'money' },
      { name: 'onceki_pasif', title: `Pasif (${trDate(previousEnd)})`, kind: 'money' },
    ];
    const rows: Row[] = [];
    const row = (kod: string, kalem: string, side: 'aktif' | 'pasif', key = kod) => {
      const a = cur.amounts.get(key) ?? D(0);
      const b = prev.amounts.get(key) ?? D(0);
      rows.push({ kod, kalem, [side]: money(a), [`onceki_${side}`]: money(b) });
    };
    const codes = [...new Set([...now.keys(), ...before.keys()])];
    const nonZero = (key: string) =>
      !(cur.amounts.get(key) ?? D(0)).isZero() || !(prev.amounts.get(key) ?? D(0)).isZero();
    for (const section of BILANCO_SECTIONS) {
      row(section.kod, section.title, section.side);
      const groups = [...new Set(codes.filter((c) => c.startsWith(section.kod)).map((c) => c.slice(0, 2)))]
        .filter((g) => g !== '59')
        .sort();
      for (const group of groups) {
        if (!nonZero(group)) continue;
        row(group, names.get(group) ?? group, section.side);
        for (const code of codes.filter((c) => c.startsWith(group)).sort())
          if (nonZero(code)) row(code, names.get(code) ?? code, section.side);
      }
      if (section.kod === '5' && nonZero('59')) {
        row('59', NET_RESULT_ROW, 'pasif');
        for (const code of ['590', '591']) if (nonZero(code)) row(code, names.get(code) ?? code, 'pasif');
        if (nonZero('59-result'))
          row('', 'Kapatılmamış gelir tablosu hesapları (6, 7)', 'pasif', '59-result');
      }
    }
    return {
      columns,
      rows,
      totals: {
        kalem: 'Toplam',
        aktif: money(cur.totals.aktif),
        pasif: money(cur.totals.pasif),
        onceki_aktif: money(prev.totals.aktif),
        onceki_pasif: money(prev.totals.pasif),
      },
    };
  },
};

/**
 * A line of the gelir tablosu: an income (credit − debit) or a deduction (debit − credit, shown negative) over
 * main accounts. The cost accounts of 7/A (71–74 production, 750 / 760 / 770 operating, 780 finance) count where
 * their reflection accounts (62, 630–632, 660) would put them, so an office that does not close them yet still sees
 * its costs; once they are reflected they net to zero.
 */
const GELIR_LINES: readonly { kod: string; title: string; prefixes: readonly string[] }[] = [
  { kod: 'A', title: 'A. Brüt Satışlar', prefixes: ['60'] },
  { kod: 'B', title: 'B. Satış İndirimleri (-)', prefixes: ['61'] },
  { kod: 'D', title: 'D. Satışların Maliyeti (-)', prefixes: ['62', '71', '72', '73', '74'] },
  { kod: 'E', title: 'E. Faaliyet Giderleri (-)', prefixes: ['63', '75', '76', '77'] },
  { kod: 'F', title: 'F. Diğer Faaliyetlerden Olağan Gelir ve Kârlar', prefixes: ['64'] },
  { kod: 'G', title: 'G. Diğer Faaliyetlerden Olağan Gider ve Zararlar (-)', prefixes: ['65'] },
  { kod: 'H', title: 'H. Finansman Giderleri (-)', prefixes: ['66', '78'] },
  { kod: 'I', title: 'I. Olağandışı Gelir ve Kârlar', prefixes: ['67'] },
  { kod: 'J', title: 'J. Olağandışı Gider ve Zararlar (-)', prefixes: ['68'] },
  {
    kod: 'K',
    title: 'K. Dönem Kârı Vergi ve Diğer Yasal Yükümlülük Karşılıkları (-)',
    prefixes: ['691'],
  },
];

/** The statement's figures of one period: every line, subtotal and account as `kod → amount`, and the result. */
function gelirColumn(balances: Map<string, Dec>) {
  const amounts = new Map<string, Dec>();
  const line = (kod: string) => {
    const def = GELIR_LINES.find((l) => l.kod === kod)!;
    // Income as credit − debit; a deduction as −(debit − credit), i.e. the same formula, shown negative.
    const total = sumOf(balances, def.prefixes, -1);
    amounts.set(kod, total);
    for (const code of balances.keys())
      if (def.prefixes.some((p) => code.startsWith(p))) amounts.set(code, balances.get(code)!.neg());
    return total;
  };
  const sub = (kod: string, v: Dec) => {
    amounts.set(kod, v);
    return v;
  };
  const net = sub('C', line('A').plus(line('B')));
  const gross = sub('brut', net.plus(line('D')));
  const operating = sub('faaliyet', gross.plus(line('E')));
  const ordinary = sub('olagan', operating.plus(line('F')).plus(line('G')).plus(line('H')));
  const period = sub('donem', ordinary.plus(line('I')).plus(line('J')));
  const result = period.plus(line('K'));
  return { amounts, result };
}

/**
 * Gelir tablosu of the period (`donem_baslangic_tarihi` – `donem_bitis_tarihi`, or a geçici vergi period) in the
 * Tekdüzen layout, beside the same period of the previous year. The closing vouchers that move the result out of
 * the income accounts (6x → 690, 690 / 691 → 692 → 590 / 591) are left out, so a closed year shows its result.
 */
export const gelir: ReportDef = {
  name: 'gelir',
  title: 'Gelir Tablosu',
  tables: ['fis'],
  async run({ db, companyId, params }) {
    const { start, end } = statementPeriod(params);
    const [pStart, pEnd] = [yearBefore(start), yearBefore(end)];
    const [now, before, names] = await Promise.all([
      mainBalances(db, companyId, start, end, INCOME_STATEMENT_SKIPS),
      mainBalances(db, companyId, pStart, pEnd, INCOME_STATEMENT_SKIPS),
      chartNames(db),
    ]);
    const cur = gelirColumn(now);
    const prev = gelirColumn(before);
    const rows: Row[] = [];
    const row = (kod: string, kalem: string, key = kod) =>
      rows.push({
        kod,
        kalem,
        tutar: money(cur.amounts.get(key) ?? D(0)),
        onceki_tutar: money(prev.amounts.get(key) ?? D(0)),
      });
    const nonZero = (key: string) =>
      !(cur.amounts.get(key) ?? D(0)).isZero() || !(prev.amounts.get(key) ?? D(0)).isZero();
    const codes = [...new Set([...now.keys(), ...before.keys()])].sort();
    const line = (kod: string) => {
      const def = GELIR_LINES.find((l) => l.kod === kod)!;
      row(kod, def.title);
      for (const code of codes.filter((c) => def.prefixes.some((p) => c.startsWith(p))))
        if (nonZero(code)) row(code, names.get(code) ?? code);
    };
    line('A');
    line('B');
    row('C', 'C. Net Satışlar');
    line('D');
    row('', 'Brüt Satış Kârı (Zararı)', 'brut');
    line('E');
    row('', 'Faaliyet Kârı (Zararı)', 'faaliyet');
    line('F');
    line('G');
    line('H');
    row('', 'Olağan Kâr (Zarar)', 'olagan');
    line('I');
    line('J');
    row('', 'Dönem Kârı (Zararı)', 'donem');
    line('K');
    return {
      columns: [
        { name: 'kod', title: 'Kod', kind: 'text' },
        { name: 'kalem', title: 'Kalem', kind: 'text' },
        { name: 'tutar', title: 'Tutar', kind: 'money' },
        { name: 'onceki_tutar', title: `Önceki Yıl (${trDate(pStart)} – ${trDate(pEnd)})`, kind: 'money' },
      ],
      rows,
      totals: { kalem: NET_RESULT_ROW, tutar: money(cur.result), onceki_tutar: money(prev.result) },
    };
  },
};
