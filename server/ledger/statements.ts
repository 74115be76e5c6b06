import { sql, type Kysely } from 'kysely';
import { D, toFixedString, type Dec } from '../../domain/money';
import type { ReportColumn, ReportDef } from '../reports/types';
import { periodOf } from './reports';

// The year-end statements in the Tekdüzen layout (docs/ledger.md, "Bilanço and gelir tablosu"): both read the
// balances of the main accounts (three-digit codes) from the company's voucher lines — the bilanço everything up to
// the period's end, the gelir tablosu the period itself. Nothing is typed twice: they follow from the vouchers.

type Row = Record<string, unknown>;
const money = (v: Dec) => toFixedString(v, 2);

/** Net debit (debit − credit) per main account (three-digit code) of the company's voucher lines in [from, to]. */
async function mainBalances(
  db: Kysely<any>,
  companyId: number,
  from: string | null,
  to: string,
): Promise<Map<string, Dec>> {
  const r = await sql<Row>`select left(h.hesap_kodu, 3) as kod,
      (coalesce(sum(s.borc), 0) - coalesce(sum(s.alacak), 0))::text as net
    from fis_satiri s join hesap_plani h on h.id = s.hesap_plani_id
    where s.department_id = ${companyId}::bigint and s.fis_tarihi <= ${to}::date
      and (${from}::date is null or s.fis_tarihi >= ${from}::date)
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

const BILANCO_COLUMNS: ReportColumn[] = [
  { name: 'kod', title: 'Kod', kind: 'text' },
  { name: 'kalem', title: 'Kalem', kind: 'text' },
  { name: 'aktif', title: 'Aktif', kind: 'money' },
  { name: 'pasif', title: 'Pasif', kind: 'money' },
];

/** The bilanço's sides: the class (1–5) and its groups (two-digit codes) as the Tekdüzen statement lists them. */
const BILANCO_SECTIONS: readonly { kod: string; title: string; side: 'aktif' | 'pasif' }[] = [
  { kod: '1', title: 'I. Dönen Varlıklar', side: 'aktif' },
  { kod: '2', title: 'II. Duran Varlıklar', side: 'aktif' },
  { kod: '3', title: 'III. Kısa Vadeli Yabancı Kaynaklar', side: 'pasif' },
  { kod: '4', title: 'IV. Uzun Vadeli Yabancı Kaynaklar', side: 'pasif' },
  { kod: '5', title: 'V. Özkaynaklar', side: 'pasif' },
];

/**
 * Bilanço at the period's end (`donem_bitis_tarihi`): every class of the balance sheet with its groups and main
 * accounts, aktif as debit − credit, pasif as credit − debit (contra accounts such as 257 Birikmiş Amortismanlar
 * lower their side). The period's result that is not closed into 590 / 591 yet (the income and cost accounts 6 and
 * 7) is shown as "Dönem Net Kârı (Zararı)" under the özkaynaklar, so aktif and pasif totals are equal.
 */
export const bilanco: ReportDef = {
  name: 'bilanco',
  title: 'Bilanço',
  tables: ['fis'],
  async run({ db, companyId, params }) {
    const { end } = periodOf(params);
    const [balances, names] = await Promise.all([mainBalances(db, companyId, null, end), chartNames(db)]);
    const rows: Row[] = [];
    const totals = { aktif: D(0), pasif: D(0) };
    const result = sumOf(balances, ['6', '7'], -1);
    for (const section of BILANCO_SECTIONS) {
      const sign = section.side === 'aktif' ? 1 : -1;
      const extra = section.kod === '5' ? result : D(0);
      const sectionTotal = sumOf(balances, [section.kod], sign).plus(extra);
      totals[section.side] = totals[section.side].plus(sectionTotal);
      rows.push({ kod: section.kod, kalem: section.title, [section.side]: money(sectionTotal) });
      const groups = [
        ...new Set([...balances.keys()].filter((c) => c.startsWith(section.kod)).map((c) => c.slice(0, 2))),
      ].sort();
      for (const group of groups) {
        const groupTotal = sumOf(balances, [group], sign);
        if (groupTotal.isZero()) continue;
        rows.push({ kod: group, kalem: names.get(group) ?? group, [section.side]: money(groupTotal) });
        for (const code of [...balances.keys()].filter((c) => c.startsWith(group)).sort()) {
          const amount = sign === 1 ? balances.get(code)! : balances.get(code)!.neg();
          if (!amount.isZero())
            rows.push({ kod: code, kalem: names.get(code) ?? code, [section.side]: money(amount) });
        }
      }
      if (section.kod === '5' && !result.isZero())
        rows.push({ kod: '', kalem: 'Dönem Net Kârı (Zararı)', pasif: money(result) });
    }
    return {
      columns: BILANCO_COLUMNS,
      rows,
      totals: { kalem: 'Toplam', aktif: money(totals.aktif), pasif: money(totals.pasif) },
    };
  },
};

const GELIR_COLUMNS: ReportColumn[] = [
  { name: 'kod', title: 'Kod', kind: 'text' },
  { name: 'kalem', title: 'Kalem', kind: 'text' },
  { name: 'tutar', title: 'Tutar', kind: 'money' },
];

/**
 * A line of the gelir tablosu: an income (credit − debit) or a deduction (debit − credit, shown negative) over
 * main accounts. The cost accounts of 7/A (71–74 production, 750 / 760 / 770 operating, 780 finance) count where
 * their reflection accounts (62, 630–632, 660) would put them, so an office that does not close them yet still sees
 * its costs; once they are reflected they net to zero.
 */
const GELIR_LINES: readonly { kod: string; title: string; prefixes: readonly string[]; income: boolean }[] = [
  { kod: 'A', title: 'A. Brüt Satışlar', prefixes: ['60'], income: true },
  { kod: 'B', title: 'B. Satış İndirimleri (-)', prefixes: ['61'], income: false },
  { kod: 'D', title: 'D. Satışların Maliyeti (-)', prefixes: ['62', '71', '72', '73', '74'], income: false },
  { kod: 'E', title: 'E. Faaliyet Giderleri (-)', prefixes: ['63', '75', '76', '77'], income: false },
  { kod: 'F', title: 'F. Diğer Faaliyetlerden Olağan Gelir ve Kârlar', prefixes: ['64'], income: true },
  {
    kod: 'G',
    title: 'G. Diğer Faaliyetlerden Olağan Gider ve Zararlar (-)',
    prefixes: ['65'],
    income: false,
  },
  { kod: 'H', title: 'H. Finansman Giderleri (-)', prefixes: ['66', '78'], income: false },
  { kod: 'I', title: 'I. Olağandışı Gelir ve Kârlar', prefixes: ['67'], income: true },
  { kod: 'J', title: 'J. Olağandışı Gider ve Zararlar (-)', prefixes: ['68'], income: false },
  {
    kod: 'K',
    title: 'K. Dönem Kârı Vergi ve Diğer Yasal Yükümlülük Karşılıkları (-)',
    prefixes: ['691'],
    income: false,
  },
];

/** Gelir tablosu of the period (`donem_baslangic_tarihi` – `donem_bitis_tarihi`) in the Tekdüzen layout. */
export const gelir: ReportDef = {
  name: 'gelir',
  title: 'Gelir Tablosu',
  tables: ['fis'],
  async run({ db, companyId, params }) {
    const { start, end } = periodOf(params);
    const [balances, names] = await Promise.all([mainBalances(db, companyId, start, end), chartNames(db)]);
    const rows: Row[] = [];
    const line = (kod: string) => {
      const def = GELIR_LINES.find((l) => l.kod === kod)!;
      // Income as credit − debit; a deduction as −(debit − credit), i.e. the same formula, shown negative.
      const total = sumOf(balances, def.prefixes, -1);
      rows.push({ kod, kalem: def.title, tutar: money(total) });
      for (const code of [...balances.keys()]
        .filter((c) => def.prefixes.some((p) => c.startsWith(p)))
        .sort()) {
        const amount = balances.get(code)!.neg();
        if (!amount.isZero()) rows.push({ kod: code, kalem: names.get(code) ?? code, tutar: money(amount) });
      }
      return total;
    };
    const subtotal = (kod: string, kalem: string, value: Dec) => {
      rows.push({ kod, kalem, tutar: money(value) });
      return value;
    };
    const net = subtotal('C', 'C. Net Satışlar', line('A').plus(line('B')));
    const gross = subtotal('', 'Brüt Satış Kârı (Zararı)', net.plus(line('D')));
    const operating = subtotal('', 'Faaliyet Kârı (Zararı)', gross.plus(line('E')));
    const ordinary = subtotal(
      '',
      'Olağan Kâr (Zarar)',
      operating.plus(line('F')).plus(line('G')).plus(line('H')),
    );
    const period = subtotal('', 'Dönem Kârı (Zararı)', ordinary.plus(line('I')).plus(line('J')));
    const result = period.plus(line('K'));
    return {
      columns: GELIR_COLUMNS,
      rows,
      totals: { kalem: 'Dönem Net Kârı (Zararı)', tutar: money(result) },
    };
  },
};
