import { currencyTexts, formTexts, ui } from '../../../../../domain/messages';
import { CURRENCY_CODES } from '../../../../../domain/money';
import { toast } from '../../../../services/notify';
import { getDayRate } from '../../../../services/rates';
import { formatDate } from '../../../schema/format';
import type { FormValues } from '../../../schema/values';

// Issue 12 item 5 (docs/currencies.md): "Exchange-rate data is loaded the first time a non-local currency is
// chosen" (002 §10). Choosing a foreign currency fills döviz_kuru with the rate of the document's date (the last
// business day's on a weekend or holiday) — while the rate is still the local 1, empty, or the rate this form
// filled in itself, so a rate the user typed is never overwritten. The bulletin's date is shown by the field.

/** The document date a rate is asked for: the first of these the form has (none: today). */
export const DOCUMENT_DATE_FIELDS = [
  'fatura_tarihi',
  'siparis_tarihi',
  'irsaliye_tarihi',
  'teklif_tarihi',
  'islem_tarihi',
  'belge_tarihi',
] as const;

const isDate = (v: unknown): v is string => typeof v === 'string' && /^\d{4}-\d{2}-\d{2}/.test(v);

/** The date of the document the form holds (YYYY-MM-DD), if any. */
export function documentDate(values: FormValues): string | undefined {
  for (const f of DOCUMENT_DATE_FIELDS) if (isDate(values[f])) return String(values[f]).slice(0, 10);
  return undefined;
}

/** True when the rate field may be filled: empty, the local 1, or what was filled automatically before. */
export function rateIsUntouched(current: unknown, filled: string | undefined): boolean {
  if (current === undefined || current === null || current === '') return true;
  const s = String(current);
  return /^1(\.0*)?$/.test(s) || (filled !== undefined && s === filled);
}

/**
 * Loads the rate of a newly chosen currency into `target`. Returns the text to show by the field ("Kur tarihi:
 * 23.11.2026"), '' when nothing is to be shown (TL, a typed rate), or undefined when no rate was found.
 */
export async function loadFirstRate(a: {
  currencyId: unknown;
  target: string;
  values: FormValues;
  filled: string | undefined;
  setValues: ((patch: FormValues) => void) | undefined;
}): Promise<{ note: string; rate?: string }> {
  const id = Number(a.currencyId);
  const code = CURRENCY_CODES[id];
  if (!code || code === 'TRY' || !rateIsUntouched(a.values[a.target], a.filled)) return { note: '' };
  let answer;
  try {
    answer = await getDayRate(id, documentDate(a.values));
  } catch (err) {
    toast.error(err instanceof Error ? err.message : String(err), { title: ui.errorToastTitle });
    return { note: '' };
  }
  if (!answer) return { note: '' };
  if ('error' in answer) {
    toast.warning(answer.error, { title: formTexts.warningTitle });
    return { note: '' };
  }
  const patch: FormValues = { [a.target]: answer.kur };
  // A cheque or note keeps the rate's date in its own column (kur_tarihi).
  if (answer.tarih && 'kur_tarihi' in a.values) patch.kur_tarihi = answer.tarih;
  a.setValues?.(patch);
  return { note: answer.tarih ? currencyTexts.rateDate(formatDate(answer.tarih)) : '', rate: answer.kur };
}
