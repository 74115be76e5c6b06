import { D, toFixedString, type Dec } from '../money';

// Form Ba / Form Bs (docs/ba-bs.md): bilanço esasına göre defter tutan mükellefler report, per month and per
// counterparty, their purchases (Ba: "Mal ve Hizmet Alımlarına İlişkin Bildirim Formu") and sales (Bs: "Mal ve
// Hizmet Satışlarına İlişkin Bildirim Formu") whose KDV-excluded total in the month reaches the threshold, with the
// number of documents. The threshold is data with its legal source, never a literal in code.

/** One threshold of the forms, valid for the months from `from` on (until the next row's `from`). */
export interface BaBsThreshold {
  /** First day of the first month it applies to, `YYYY-MM-DD`. */
  from: string;
  /** The KDV-excluded monthly total per counterparty at and above which it is reported, in TL. */
  amount: string;
  /** The official text that sets it. */
  source: string;
}

/**
 * The thresholds, oldest first. 396 Sıra No.lu Vergi Usul Kanunu Genel Tebliği (Resmî Gazete 04.02.2010, sayı
 * 27483) set 5.000 TL (KDV hariç) for the forms of January 2010 onwards; no later tebliğ has changed it.
 */
export const BA_BS_THRESHOLDS: readonly BaBsThreshold[] = [
  {
    from: '2010-01-01',
    amount: '5000.00',
    source: '396 Sıra No.lu Vergi Usul Kanunu Genel Tebliği (RG 04.02.2010, sayı 27483)',
  },
];

/** The threshold of the month a date falls in, or null before the first one. */
export function baBsThresholdOn(date: string): BaBsThreshold | null {
  let found: BaBsThreshold | null = null;
  for (const t of BA_BS_THRESHOLDS) if (t.from <= date) found = t;
  return found;
}

/** One document of the month: the counterparty and its KDV-excluded amount in TL (negative for none here). */
export interface BaBsDocument {
  /** VKN (10 digits) or TCKN (11 digits) of the counterparty. */
  vkn: string;
  name: string;
  country: string;
  amount: string;
}

/** One line of the form: a counterparty whose month reaches the threshold. */
export interface BaBsLine {
  vkn: string;
  name: string;
  country: string;
  /** Belge Sayısı. */
  count: number;
  /** Mal ve Hizmet Toplam Tutarı (KDV hariç), 2 decimals. */
  amount: string;
}

/** A VKN or TCKN that identifies a counterparty: 10 or 11 digits, not the e-Arşiv's anonymous 11111111111. */
export function isReportableId(id: string | null | undefined): boolean {
  const v = (id ?? '').trim();
  return /^(\d{10}|\d{11})$/.test(v) && v !== '11111111111';
}

/**
 * The lines of one form: documents grouped by counterparty (VKN / TCKN — two cards of one taxpayer are one
 * counterparty), the total and the count per counterparty, kept when the total reaches `threshold`. Documents
 * without a usable VKN / TCKN cannot be reported and are left out. Sorted by name (Turkish order), then VKN.
 */
export function baBsLines(documents: readonly BaBsDocument[], threshold: string): BaBsLine[] {
  const byId = new Map<string, { name: string; country: string; count: number; amount: Dec }>();
  for (const d of documents) {
    if (!isReportableId(d.vkn)) continue;
    const key = d.vkn.trim();
    const seen = byId.get(key);
    if (seen) {
      seen.count += 1;
      seen.amount = seen.amount.plus(D(d.amount));
    } else byId.set(key, { name: d.name, country: d.country, count: 1, amount: D(d.amount) });
  }
  const limit = D(threshold);
  const out: BaBsLine[] = [];
  for (const [vkn, s] of byId)
    if (s.amount.gte(limit))
      out.push({ vkn, name: s.name, country: s.country, count: s.count, amount: toFixedString(s.amount, 2) });
  return out.sort((a, b) => a.name.localeCompare(b.name, 'tr') || a.vkn.localeCompare(b.vkn));
}
