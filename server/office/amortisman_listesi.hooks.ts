import { straightLineRate } from '../../domain/assets';
import type { TableHooks } from '../tables/table.hooks';

const empty = (v: unknown) => v === null || v === undefined || v === '';

/** The hooks of `amortisman_listesi`: an empty rate becomes the straight-line rate of the life (100 / years). */
export const amortismanListesiHooks: TableHooks = {
  async beforeWrite(values, ctx) {
    const row = { ...ctx.old, ...values };
    if (!empty(row.normal_amortisman_oran)) return values;
    const rate = straightLineRate(empty(row.faydali_omur) ? null : String(row.faydali_omur));
    return rate === null ? values : { ...values, normal_amortisman_oran: rate };
  },
};
