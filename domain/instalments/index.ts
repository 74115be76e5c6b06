import { D } from '../money';

// Small-business order instalments (001 §4): what the next instalment pays and when the one after it falls due.

/** Texts of the order and bulk payments (001 §2.2, §5; Defter's own where the spec is silent). */
export const instalmentTexts = {
  button: (n: number, cash: boolean) => `${n}. Taksit ${cash ? 'Kasadan' : 'Bankadan'} Öde`,
  bulkHint: 'Toplu ödeme, taksitsiz siparişler için hızlı ödemedir.',
  bulkZero: 'Tutar sıfırdan büyük olmalıdır.',
  bulkRequired: 'Tutar alanı zorunludur.',
  bulkOverOpen: (open: string) => `Tutar, açık siparişlerin toplamından büyük olamaz. Açık tutar: ${open} ₺.`,
  bulkNothingOpen: 'Bu cari hesabın ödenmemiş taksitsiz siparişi yok.',
  alreadyPaid: 'Bu siparişin ödemesi tamamlanmış.',
  bought: 'Alınan Ürün',
  sold: 'Satılan Ürün',
  paid: 'Ödeme işlemi başarılı.',
} as const;

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * The due date after `due` (YYYY-MM-DD): the following month on the starting day (`startDay`, 1–31: the day of
 * vade_baslangi, else of the due date itself), clipped to the month's end, rolling to January of the next year
 * after December.
 */
export function nextDueDate(due: string, startDay?: number): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(due);
  if (!m) throw new Error(`bad date ${due}`);
  let year = Number(m[1]);
  let month = Number(m[2]) + 1;
  if (month > 12) {
    month = 1;
    year += 1;
  }
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const day = Math.min(startDay ?? Number(m[3]), last);
  return `${year}-${pad(month)}-${pad(day)}`;
}

/**
 * What the current instalment pays (TL, 2 decimals): the instalment amount, the last one (`current` ≥ `count`) the
 * total minus what was paid so far; never more than what remains.
 */
export function instalmentDue(o: {
  total: string;
  paid: string;
  instalment: string;
  current: number;
  count: number;
}): string {
  const remaining = D(o.total).minus(D(o.paid));
  if (remaining.lte(0)) return '0.00';
  const amount = o.current >= o.count ? remaining : D(o.instalment);
  return (amount.gt(remaining) ? remaining : amount).toFixed(2);
}
