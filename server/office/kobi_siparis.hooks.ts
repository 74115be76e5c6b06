import { calculateSmeOrder, type SmeOrderResult } from '../../domain/documents';
import { CalculationInputError, D } from '../../domain/money';
import type { TableHooks } from '../tables/table.hooks';

// A small-business order's amounts, computed on every store and update (domain/documents calculateSmeOrder): KDV,
// total, instalment amount and flag; what was paid so far and the paid state. Not rules: they need arithmetic.

type Row = Record<string, unknown>;

/** 002 §5 "Small-business order" texts. */
export const smeOrderTexts = {
  overpaid: 'Ürün fiyatından daha fazla ödeyemezsiniz!',
  negativeInstalments: 'Sıfırdan küçük taksit girilemez.',
} as const;

const str = (v: unknown) => (v === null || v === undefined ? '' : String(v));

function calculate(row: Row): SmeOrderResult | null {
  try {
    return calculateSmeOrder({
      tutar: str(row.tutar),
      kdv_id: str(row.kdv_id) || null,
      kdv_dahil_buton: str(row.kdv_dahil_buton) === 'true' || str(row.kdv_dahil_buton) === '1' ? '1' : '0',
      kobi_odenen_tutar: str(row.kobi_odenen_tutar),
      kobi_taksit_sayisi: str(row.kobi_taksit_sayisi) || '0',
    });
  } catch (err) {
    if (err instanceof CalculationInputError) return null;
    throw err;
  }
}

/** Paid so far: what payments added (stored paid-so-far less the stored up-front amount) plus the new up-front amount. */
function paidSoFar(row: Row, old: Row | undefined): string {
  const earlier = old ? D(str(old.kobi_odenmis_tutar)).minus(D(str(old.kobi_odenen_tutar))) : D(0);
  return earlier.plus(D(str(row.kobi_odenen_tutar))).toFixed(2);
}

/** The hooks of `kobi_siparis`. */
export const kobiSiparisHooks: TableHooks = {
  async validate(values, ctx): Promise<Record<string, string[]>> {
    // A refused amount, or the page rule's own text already on the field: nothing more to say.
    if (['tutar', 'kdv_id', 'kobi_odenen_tutar', 'kobi_taksit_sayisi'].some((k) => ctx.errors?.[k]))
      return {};
    const row = { ...ctx.old, ...values };
    const out = calculate(row);
    if (!out) return {};
    if (D(paidSoFar(row, ctx.old)).gt(D(out.vergi_tutar)))
      return { kobi_odenen_tutar: [smeOrderTexts.overpaid] };
    return {};
  },
  async beforeWrite(values, ctx) {
    const row = { ...ctx.old, ...values };
    const out = calculate(row);
    if (!out) return values;
    const paid = paidSoFar(row, ctx.old);
    const write: Row = {
      ...values,
      kdv_tutari: out.kdv_tutari,
      vergi_tutar: out.vergi_tutar,
      kobi_taksit_tutari: out.kobi_taksit_tutari,
      taksitli: out.taksitli === '1',
      kobi_odenmis_tutar: paid,
      kobi_odendi: D(paid).gte(D(out.vergi_tutar)),
    };
    if (!ctx.old) write.kobi_taksit = out.taksitli === '1' ? 1 : null;
    return write;
  },
};
