import type { ValueKind } from '../../../domain/masks';

// Per-column behaviour of the spec that is not a mask (001 §5.1, §2.1; 002 §4, §9), as data.

import { TR_MONTHS } from './day';

/** Labels of a '1'/'0' toggle: `on` is '1', `off` is '0' (001 §5.1; 'Satılan' as 001 §2.1 spells it). */
export const TOGGLE_LABELS: Readonly<Record<string, { on: string; off: string }>> = {
  kobi_alinan_satilan: { on: 'Satılan', off: 'Alınan' },
  kasa_banka: { on: 'Kasa', off: 'Banka' },
  kdv_dahil_buton: { on: 'Dahil', off: 'Hariç' },
  iskonto_arttirim: { on: 'Arttırım', off: 'İskonto' },
};

/** Columns chosen with the month picker (1–12), e.g. the trial balance's month (002 §4). */
export const MONTH_COLUMNS: ReadonlySet<string> = new Set(['ay', 'donem_ay', 'mizan_ayi']);

/** Turkish month names, January first: dayjs's Turkish locale. */
export const MONTH_NAMES = TR_MONTHS;

// File columns that hold pictures (only PNG / JPEG, cropped to 300×300 PNG in the browser) and the formats
// and size of files (001 §5.1): one copy for the browser and the server, in domain/files.
export {
  acceptOf,
  extensionsOf,
  FILE_RULES,
  IMAGE_COLUMNS,
  SINGLE_FILE_COLUMNS,
  XSLT_COLUMNS,
} from '../../../domain/files';

/** Calendar limits: `notBefore` / `notAfter` now (001 §5.1). */
export const DATE_LIMITS: Readonly<Record<string, { notBefore?: 'now'; notAfter?: 'now' }>> = {
  gecerlilik_tarihi: { notBefore: 'now' },
  duzenleme_tarihi: { notAfter: 'now' },
};

/** Extra buttons of a select (001 §5.1): fill another field from the chosen record or the day's rates. */
export interface SelectButtons {
  /** "Tamamını Öde": copies `from` of the chosen record into `target`. */
  payInFull?: { target: string; from: string };
  /** Exchange rate: the TCMB selling rate of the chosen currency into `target`. */
  exchangeRate?: { target: string };
}

/** Select buttons per column name. */
export const SELECT_BUTTONS: Readonly<Record<string, SelectButtons>> = {
  para_birimi_id: { exchangeRate: { target: 'döviz_kuru' } },
  satis_fatura_id: { payInFull: { target: 'tutar', from: 'kalan_odeme_tutari' } },
  alis_fatura_id: { payInFull: { target: 'tutar', from: 'kalan_odeme_tutari' } },
  kobi_satis_fatura_id: { payInFull: { target: 'tutar', from: 'kalan_odeme_tutari' } },
  kobi_alis_fatura_id: { payInFull: { target: 'tutar', from: 'kalan_odeme_tutari' } },
};

/** Which hint a column shows (texts and conditions in hints.ts). */
export type HintId = 'tc' | 'iban' | 'rate';

/** Hints per declared value kind (`ColumnMeta.value_kind`), never per column name. */
export const HINTS: Readonly<Partial<Record<ValueKind, HintId>>> = {
  tc: 'tc',
  iban: 'iban',
  exchange_rate: 'rate',
};

/** The hint of a column, by its declared value kind. */
export const hintOf = (kind: ValueKind | null | undefined): HintId | undefined =>
  kind ? lookup(HINTS, kind) : undefined;

/** Own-key lookup in one of the tables above. */
export function lookup<T>(table: Readonly<Record<string, T>>, name: string): T | undefined {
  return Object.prototype.hasOwnProperty.call(table, name) ? table[name] : undefined;
}
