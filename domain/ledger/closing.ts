import { D, round, toFixedString, type Dec } from '../money';

// Period-end and year-end closing entries (docs/ledger.md, "Closing the books"), as the Tekdüzen Muhasebe Sistemi
// Uygulama Genel Tebliği (MSUGT, 1 Sıra No.lu, RG 26.12.1992 / 21447 mükerrer) describes the accounts' working:
// the 7/A cost accounts are reflected into the 6 group through their yansıtma accounts (7x1) and closed against
// them; the income statement accounts (60–68) are closed into 690 Dönem Kârı veya Zararı; 690 and 691 (the tax
// provision, against 370; the prepaid taxes of 193 offset through 371) into 692 Dönem Net Kârı veya Zararı, and 692
// into 590 Dönem Net Kârı or 591 Dönem Net Zararı. The kapanış voucher closes every balance left; the next year's
// açılış opens them again; then 590 / 591 move to 570 Geçmiş Yıllar Kârları / 580 Geçmiş Yıllar Zararları. Pure: the
// server reads the balances and writes the vouchers.

/** The closing steps (`fis.donem_sonu_adimi`). */
export const CLOSING_STEP = {
  maliyet: 1,
  amortisman: 2,
  yansitma: 3,
  gelirKapanis: 4,
  vergiKarsiligi: 5,
  donemSonucu: 6,
  kapanis: 7,
  acilis: 8,
  devir: 9,
} as const;
export type ClosingStep = (typeof CLOSING_STEP)[keyof typeof CLOSING_STEP];

/** One step: its Turkish name, whether it belongs to the year-end (one per year, in order) and its order in a day. */
export interface ClosingStepDef {
  id: ClosingStep;
  title: string;
  /** The accounts it moves, as the page shows them. */
  accounts: string;
  /** Period steps (cost of sales, depreciation) run at any month's end; year-end steps once a year, in order. */
  kind: 'period' | 'yearEnd' | 'nextYear';
  /**
   * The voucher's place among the vouchers of its day in the yevmiye: the açılış is the year's first entry, the
   * carry-forward follows it; the period-end and year-end entries follow the day's other vouchers, the kapanış is
   * the year's last entry (GİB's e-Defter guide wants the açılış first and the kapanış last).
   */
  rank: number;
}

export const CLOSING_STEPS: readonly ClosingStepDef[] = [
  { id: 1, title: 'Satışların Maliyeti', accounts: '621 / 153', kind: 'period', rank: 60 },
  { id: 2, title: 'Dönem Amortismanı', accounts: '770 / 257', kind: 'period', rank: 61 },
  {
    id: 3,
    title: 'Yansıtma Hesaplarının Kapatılması',
    accounts: '63x, 622, 660 / 7x1 / 7x0',
    kind: 'yearEnd',
    rank: 70,
  },
  {
    id: 4,
    title: 'Gelir Tablosu Hesaplarının Kapatılması',
    accounts: '60–68 → 690',
    kind: 'yearEnd',
    rank: 71,
  },
  { id: 5, title: 'Dönem Kârı Vergi Karşılığı', accounts: '691 / 370, 371 / 193', kind: 'yearEnd', rank: 72 },
  {
    id: 6,
    title: 'Dönem Net Kârı veya Zararı',
    accounts: '690, 691 → 692 → 590 / 591',
    kind: 'yearEnd',
    rank: 73,
  },
  { id: 7, title: 'Kapanış Fişi', accounts: 'bilanço hesapları', kind: 'yearEnd', rank: 99 },
  { id: 8, title: 'Açılış Fişi', accounts: 'bilanço hesapları', kind: 'nextYear', rank: 1 },
  {
    id: 9,
    title: 'Geçmiş Yıl Kârı / Zararı Devri',
    accounts: '590 → 570, 591 → 580',
    kind: 'nextYear',
    rank: 2,
  },
];

/** The steps as a static select's options (`fis.donem_sonu_adimi`). */
export const CLOSING_STEP_OPTIONS = CLOSING_STEPS.map((s) => ({ id: String(s.id), text: s.title }));

/** The step of an id, or undefined. */
export const closingStep = (id: number): ClosingStepDef | undefined => CLOSING_STEPS.find((s) => s.id === id);

/** The yevmiye order of a voucher within its day: its step's rank, 50 for every other voucher. */
export const ORDINARY_RANK = 50;

/**
 * Steps whose vouchers the gelir tablosu leaves out: they move the period's result into 690 / 692 / 590 / 591, so
 * counting them would show a closed year as zero. The tax provision (5) stays in: it is line K of the statement.
 */
export const INCOME_STATEMENT_SKIPS: readonly ClosingStep[] = [
  CLOSING_STEP.gelirKapanis,
  CLOSING_STEP.donemSonucu,
  CLOSING_STEP.kapanis,
  CLOSING_STEP.acilis,
];

/**
 * Steps whose vouchers the bilanço leaves out: the kapanış zeroes every account at the year's last day (the bilanço
 * of that day is taken before it), and the next year's açılış opens exactly what it closed — so for any later day
 * leaving both out is the same as counting both.
 */
export const BALANCE_SHEET_SKIPS: readonly ClosingStep[] = [CLOSING_STEP.kapanis, CLOSING_STEP.acilis];

/** One line of a closing voucher, by account code (2 decimals, one side above zero). */
export interface ClosingLine {
  code: string;
  borc: string;
  alacak: string;
}

const money = (v: Dec) => toFixedString(v, 2);

/** A line that moves `amount` (positive: borç, negative: alacak) on `code`; null for zero. */
function line(code: string, amount: Dec): ClosingLine | null {
  if (amount.isZero()) return null;
  return amount.gt(0)
    ? { code, borc: money(amount), alacak: '0.00' }
    : { code, borc: '0.00', alacak: money(amount.neg()) };
}

const present = (lines: (ClosingLine | null)[]): ClosingLine[] =>
  lines.filter((l): l is ClosingLine => l !== null);

/** The main account (three digits) of a code. */
const mainOf = (code: string) => code.slice(0, 3);

/** Balances: net debit (borç − alacak) per account code as the ledger holds it (leaf accounts). */
export type Balances = ReadonlyMap<string, Dec>;

const sortedCodes = (balances: Balances) => [...balances.keys()].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));

/**
 * The 7/A cost accounts and where the MSUGT reflects them: 740 Hizmet Üretim Maliyeti → 741 → 622 Satılan Hizmet
 * Maliyeti; 750 Araştırma ve Geliştirme → 751 → 630; 760 Pazarlama Satış ve Dağıtım → 761 → 631; 770 Genel Yönetim →
 * 771 → 632; 780 Finansman → 781 → 660 Kısa Vadeli Borçlanma Giderleri.
 */
export const REFLECTIONS: readonly { cost: string; reflection: string; target: string }[] = [
  { cost: '740', reflection: '741', target: '622' },
  { cost: '750', reflection: '751', target: '630' },
  { cost: '760', reflection: '761', target: '631' },
  { cost: '770', reflection: '771', target: '632' },
  { cost: '780', reflection: '781', target: '660' },
];

/**
 * Cost accounts Defter cannot close for the company: production costs (710–730 flow into 151 / 152 work in progress
 * and products, which Defter does not keep) and the 7/B accounts (790–798). Their balances must be cleared by hand
 * before the year-end.
 */
export function unclosableCostAccounts(balances: Balances): string[] {
  return sortedCodes(balances).filter((c) => {
    const b = balances.get(c)!;
    return !b.isZero() && /^(71|72|73|79)/.test(c);
  });
}

/**
 * Step 3: for each 7x0 with a balance, what is not yet reflected (7x0 + 7x1 net) goes borç target / alacak 7x1,
 * then 7x1 closes against the 7x0 accounts (borç 7x1 / alacak each 7x0 account): 7x0 and 7x1 are zero after it,
 * the cost sits in 622 / 63x / 660.
 */
export function reflectionLines(balances: Balances): ClosingLine[] {
  const out: (ClosingLine | null)[] = [];
  const codes = sortedCodes(balances);
  for (const r of REFLECTIONS) {
    const costs = codes.filter((c) => mainOf(c) === r.cost && !balances.get(c)!.isZero());
    const reflections = codes.filter((c) => mainOf(c) === r.reflection && !balances.get(c)!.isZero());
    const costTotal = costs.reduce((s, c) => s.plus(balances.get(c)!), D(0));
    const reflected = reflections.reduce((s, c) => s.plus(balances.get(c)!), D(0));
    // What the year's reflections (an office may reflect monthly) left unreflected.
    const toReflect = costTotal.plus(reflected);
    out.push(line(r.target, toReflect), line(r.reflection, toReflect.neg()));
    // Each 7x1 account closed: the main one now holds its balance less what was just reflected.
    const main = balances.get(r.reflection) ?? D(0);
    out.push(line(r.reflection, main.minus(toReflect).neg()));
    for (const c of reflections) if (c !== r.reflection) out.push(line(c, balances.get(c)!.neg()));
    for (const c of costs) out.push(line(c, balances.get(c)!.neg()));
  }
  return present(out);
}

/** Step 4: every account of 60–68 (after step 3) reversed into 690. */
export function incomeClosingLines(balances: Balances): ClosingLine[] {
  const out: (ClosingLine | null)[] = [];
  let total = D(0);
  for (const c of sortedCodes(balances)) {
    const main = Number(mainOf(c));
    if (main < 600 || main > 689) continue;
    const b = balances.get(c)!;
    total = total.plus(b);
    out.push(line(c, b.neg()));
  }
  out.push(line('690', total));
  return present(out);
}

/**
 * Step 5: the tax provision keyed on the page (kurumlar / gelir vergisi on the year's profit): borç 691 / alacak 370;
 * the taxes paid in advance (193: geçici vergi, stopaj) are offset up to it: borç 371 / alacak 193.
 */
export function provisionLines(provision: Dec, balances: Balances): ClosingLine[] {
  if (!provision.gt(0)) return [];
  const prepaid = sortedCodes(balances)
    .filter((c) => mainOf(c) === '193')
    .reduce((s, c) => s.plus(balances.get(c)!), D(0));
  const offset = prepaid.gt(0) ? (prepaid.lt(provision) ? prepaid : provision) : D(0);
  return present([
    line('691', provision),
    line('370', provision.neg()),
    line('371', offset),
    line('193', offset.neg()),
  ]);
}

/**
 * Step 6: 690 (the result before tax) and 691 (the provision) into 692; 692 into 590 (profit, alacak) or 591 (loss,
 * borç). Answers the lines and the net result (positive = profit).
 */
export function resultLines(balances: Balances): { lines: ClosingLine[]; result: Dec } {
  const sumOf = (main: string) =>
    sortedCodes(balances)
      .filter((c) => mainOf(c) === main)
      .reduce((s, c) => s.plus(balances.get(c)!), D(0));
  const b690 = sumOf('690');
  const b691 = sumOf('691');
  const net = b690.plus(b691);
  const lines = present([
    line('690', b690.neg()),
    line('692', b690),
    line('692', b691),
    line('691', b691.neg()),
    net.lt(0) ? line('692', net.neg()) : line('591', net),
    net.lt(0) ? line('590', net) : line('692', net.neg()),
  ]);
  return { lines, result: net.neg() };
}

/**
 * Step 7: the kapanış voucher, every account with a balance reversed (bilanço accounts and the memorandum ones), in
 * code order. The income and cost accounts (6, 7) must be closed by then: their codes are answered as `open`.
 */
export function closingVoucherLines(balances: Balances): { lines: ClosingLine[]; open: string[] } {
  const open: string[] = [];
  const out: (ClosingLine | null)[] = [];
  for (const c of sortedCodes(balances)) {
    const b = balances.get(c)!;
    if (b.isZero()) continue;
    if (c.startsWith('6') || c.startsWith('7')) open.push(c);
    else out.push(line(c, b.neg()));
  }
  return { lines: present(out), open };
}

/** Step 8: the açılış voucher, the kapanış's lines with their sides swapped. */
export function openingVoucherLines(closing: readonly ClosingLine[]): ClosingLine[] {
  return closing.map((l) => ({ code: l.code, borc: l.alacak, alacak: l.borc }));
}

/** Step 9: the previous year's result out of 590 / 591 into 570 Geçmiş Yıllar Kârları / 580 Geçmiş Yıllar Zararları. */
export function carryForwardLines(balances: Balances): ClosingLine[] {
  const out: (ClosingLine | null)[] = [];
  for (const c of sortedCodes(balances)) {
    const b = balances.get(c)!;
    if (mainOf(c) === '590') out.push(line('570', b), line(c, b.neg()));
    if (mainOf(c) === '591') out.push(line('580', b), line(c, b.neg()));
  }
  return present(out);
}

/** Σ borç and Σ alacak of closing lines. */
export function closingTotals(lines: readonly ClosingLine[]): { borc: string; alacak: string } {
  let b = D(0);
  let a = D(0);
  for (const l of lines) {
    b = b.plus(D(l.borc));
    a = a.plus(D(l.alacak));
  }
  return { borc: money(b), alacak: money(a) };
}

/**
 * A period's depreciation share for geçici vergi (ara dönem): the year's depreciation of the card (VUK 315 / 316,
 * the schedule of domain/assets) spread evenly over its months in the year — from January, or from the month it was
 * acquired — so the months up to `month` (1–12) carry `elapsed / span` of it and December the whole year.
 */
export function depreciationShare(yearAmount: Dec, acquiredMonth: number | null, month: number): Dec {
  const start = acquiredMonth && acquiredMonth >= 1 && acquiredMonth <= 12 ? acquiredMonth : 1;
  if (month < start) return D(0);
  const span = 12 - start + 1;
  const elapsed = Math.min(month, 12) - start + 1;
  return round(yearAmount.times(elapsed).div(span), 2);
}
