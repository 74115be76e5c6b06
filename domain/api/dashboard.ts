import type { Filter } from './contract';

// The dashboard's answer (`GET /api/v1/{token}/dashboard`, docs/dashboard.md): every figure carries the list it
// comes from — the table, the list filters that select its rows and the column it sums — so the browser links the
// figure to that list and a test can check that the list's totals equal the figure.

/** The list behind a figure: `filters` in the contract's form; `sum` the column whose total is the amount. */
export interface FigureLink {
  table: string;
  filters: Record<string, Filter>;
  sum?: string;
}

/** One figure: an amount (a decimal string, in `currency`), how many rows make it, and its list. */
export interface Figure {
  amount: string;
  count: number;
  link: FigureLink;
}

/** A currency as the figures name it: the id of `para_birimleri` and its code (TRY, USD…). */
export interface Currency {
  id: number;
  code: string;
}

/** The ageing buckets by days past the due date: not due, 1–30, 31–60, 61–90, over 90. */
export const AGEING_BUCKETS = ['not_due', 'd1_30', 'd31_60', 'd61_90', 'd90_plus'] as const;
export type AgeingBucket = (typeof AGEING_BUCKETS)[number];

/** The open invoices of one table in one currency, split by age, and their total. */
export interface AgeingRow {
  table: string;
  currency: Currency;
  buckets: Record<AgeingBucket, Figure>;
  total: Figure;
}

/** Cash or bank cards of one currency: the sum of their balances. */
export interface BalanceRow {
  table: string;
  currency: Currency;
  figure: Figure;
}

/** The sales or purchases of a table in a month (TL, taxes included) and the same month a year before. */
export interface MonthCompare {
  table: string;
  kind: 'sales' | 'purchases';
  current: Figure;
  lastYear: Figure;
}

/** Something falling due in the coming days: an open invoice, a cheque or note, a fixed expense. */
export interface DueItem {
  table: string;
  id: number;
  date: string;
  title: string;
  party: string | null;
  amount: string;
  currency: Currency;
}

/** What falls due in the window from one table in one currency, and the first items of it. */
export interface DueGroup {
  table: string;
  direction: 'in' | 'out';
  currency: Currency;
  figure: Figure;
}

/** e-Documents waiting for someone: drafts, received ones not answered, sends given up. */
export interface EDocWaiting {
  table: string;
  kind: 'draft' | 'unanswered' | 'failed';
  figure: Figure;
}

/** The month's KDV so far (KDV 1 of the month: docs/reports.md), and its report page's period. */
export interface KdvOfMonth {
  from: string;
  to: string;
  calculated: string;
  withheld: string;
  deductible: string;
  carriedIn: string;
  payable: string;
  carriedOut: string;
}

/** The dashboard: each part present only when the caller may list what it is made of. */
export interface DashboardData {
  /** The day the figures are of (Türkiye), and the window of the coming payments. */
  today: string;
  dueUntil: string;
  /** This month and the same month a year before (first and last days). */
  month: { from: string; to: string; lastYearFrom: string; lastYearTo: string };
  receivables?: AgeingRow[];
  payables?: AgeingRow[];
  cash?: BalanceRow[];
  bank?: BalanceRow[];
  months?: MonthCompare[];
  due?: { groups: DueGroup[]; items: DueItem[] };
  edocs?: EDocWaiting[];
  kdv?: KdvOfMonth;
}

/** The day `days` after a YYYY-MM-DD day (negative: before). */
export function addDays(day: string, days: number): string {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** The first and last day of the month of a YYYY-MM-DD day, `yearsBack` years earlier. */
export function monthOf(day: string, yearsBack = 0): { from: string; to: string } {
  const [y, m] = day.split('-').map(Number);
  const year = y - yearsBack;
  const last = new Date(Date.UTC(year, m, 0)).getUTCDate();
  const mm = String(m).padStart(2, '0');
  return { from: `${year}-${mm}-01`, to: `${year}-${mm}-${String(last).padStart(2, '0')}` };
}
