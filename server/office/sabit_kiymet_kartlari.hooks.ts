import { fixedAssetNetValue, straightLineRate } from '../../domain/assets';
import { documentTexts, labelOf } from '../../domain/messages';
import { CalculationInputError } from '../../domain/money';
import type { TableHooks } from '../tables/table.hooks';

// A fixed-asset card's derived values, computed with domain/assets on every store and update: the net value
// (alis_bedeli − birikmis_amortisman, never below zero) and, when left empty, the normal depreciation rate of its
// useful life (100 / faydali_omur). Not rules: the rule language has no arithmetic.

type Row = Record<string, unknown>;

const LABELS: Record<string, string> = {
  alis_bedeli: 'Alış Bedeli',
  birikmis_amortisman: 'Birikmiş Amortisman',
};
const empty = (v: unknown) => v === null || v === undefined || v === '';
const amount = (v: unknown) => (empty(v) ? null : String(v));

/** The net value of the card these values leave, or the field error that stops it. */
function netValue(row: Row): { value: string } | { errors: Record<string, string[]> } {
  try {
    return { value: fixedAssetNetValue(amount(row.alis_bedeli), amount(row.birikmis_amortisman)) };
  } catch (err) {
    if (!(err instanceof CalculationInputError)) throw err;
    const reason = err.message.slice(err.field.length + 2).replace(/ \([\s\S]*\)$/, '');
    const label = labelOf(LABELS[err.field] ?? err.field);
    return { errors: { [err.field]: [documentTexts.notCalculable(label, reason)] } };
  }
}

/** The hooks of `sabit_kiymet_kartlari`. */
export const sabitKiymetKartlariHooks: TableHooks = {
  async validate(values, ctx) {
    const out = netValue({ ...ctx.old, ...values });
    return 'errors' in out ? out.errors : {};
  },
  async beforeWrite(values, ctx) {
    const row = { ...ctx.old, ...values };
    const out = netValue(row);
    const write: Row = { ...values };
    if ('value' in out) write.net_deger = out.value;
    if (empty(row.normal_amortisman_oran)) {
      const rate = straightLineRate(amount(row.faydali_omur));
      if (rate !== null) write.normal_amortisman_oran = rate;
    }
    return write;
  },
};
