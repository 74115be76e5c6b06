import { rentAmounts } from '../../domain/office';
import { CalculationInputError } from '../../domain/money';
import type { TableHooks } from '../tables/table.hooks';

type Row = Record<string, unknown>;
const str = (v: unknown) => (v === null || v === undefined ? '' : String(v));

function amounts(row: Row) {
  try {
    return rentAmounts(str(row.tutar), str(row.stopaj_orani));
  } catch (err) {
    if (err instanceof CalculationInputError) return null;
    throw err;
  }
}

/** The hooks of `kiralar`: the withholding and the net rent (domain/office), an end date not before the start. */
export const kiralarHooks: TableHooks = {
  async validate(values, ctx): Promise<Record<string, string[]>> {
    const row = { ...ctx.old, ...values };
    const start = str(row.baslangic_tarihi).slice(0, 10);
    const end = str(row.bitis_tarihi).slice(0, 10);
    if (start && end && end < start)
      return { bitis_tarihi: ['Bitiş tarihi başlangıç tarihinden önce olamaz.'] };
    return {};
  },
  async beforeWrite(values, ctx) {
    const out = amounts({ ...ctx.old, ...values });
    return out ? { ...values, stopaj_tutari: out.stopaj_tutari, net_tutar: out.net_tutar } : values;
  },
};
