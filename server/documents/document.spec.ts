import type { DocumentTotals } from '../../domain/documents';
import { SCALES } from '../../domain/money';

/**
 * What the server needs to recompute a document with lines (docs/line-tables.md): its scale, which header
 * columns hold which totals of `calculateDocument`, and the confirmed override of the editable totals.
 */
export interface DocumentSpec {
  /** Decimals of every amount (002 §9: 2 for invoices, quotes and orders). */
  scale: number;
  /** Header column → the total of calculateDocument it holds. */
  totals: Record<string, keyof DocumentTotals>;
  /** The payable total's column (the base of the foreign-currency amount). */
  payableColumn: string;
  /** The column of `payable × döviz_kuru`, when the document has one. */
  foreignColumn?: string;
  /**
   * The amount still to be paid or collected (`kalan_odeme_tutari`, 001 §2.2), when the document has one: a
   * read-only column the server writes with the amount at the rate (`foreignColumn`, else the payable) whenever
   * it recomputes the document. No payment is recorded against a document yet; the payment panels will lower it.
   */
  remainingColumn?: string;
  /** The invoice type column (fatura_tipi_id), when the document has types. */
  typeColumn?: string;
  currencyColumn: string;
  rateColumn: string;
  /**
   * The flag the browser sends after the user confirmed the totals-edit warning (002 §8, Onayla): with it
   * '1', the `editable` totals may differ from the computed ones; every other total must still agree.
   */
  override?: { column: string; editable: string[] };
}

/** Purchase and sales invoices: every total of 002 §3; `toplam_duzenlendi` unlocks the two editable totals. */
export const invoiceDocument: DocumentSpec = {
  scale: SCALES.invoice,
  totals: {
    urun_hizmet_toplam_tutar: 'urun_hizmet_toplam_tutar',
    toplam_iskonto: 'toplam_iskonto',
    hesaplanan_kdv: 'hesaplanan_kdv',
    diger_vergiler_toplami: 'diger_vergiler_toplami',
    toplam_vergi_tutari: 'toplam_vergi_tutari',
    tevkifat_toplami: 'tevkifat_toplami',
    ozel_matrah_toplami: 'ozel_matrah_toplami',
    vergiler_dahil_toplam_tutar: 'vergiler_dahil_toplam_tutar',
    odenecek_tutar: 'odenecek_tutar',
  },
  payableColumn: 'odenecek_tutar',
  foreignColumn: 'dovizli_tutar',
  typeColumn: 'fatura_tipi_id',
  currencyColumn: 'para_birimi_id',
  rateColumn: 'döviz_kuru',
  override: { column: 'toplam_duzenlendi', editable: ['odenecek_tutar', 'vergiler_dahil_toplam_tutar'] },
};

/**
 * Small-business invoices (kobi_satis_fatura, kobi_alis_fatura): no types, no other taxes, withholding or special
 * base (docs/line-tables.md, "Small-business invoices"); 2 decimals like every invoice (002 §9); the same override
 * of the two editable totals; `kalan_odeme_tutari` holds what is left to pay.
 */
export const kobiInvoiceDocument: DocumentSpec = {
  scale: SCALES.invoice,
  totals: {
    urun_hizmet_toplam_tutar: 'urun_hizmet_toplam_tutar',
    toplam_iskonto: 'toplam_iskonto',
    hesaplanan_kdv: 'hesaplanan_kdv',
    vergiler_dahil_toplam_tutar: 'vergiler_dahil_toplam_tutar',
    odenecek_tutar: 'odenecek_tutar',
  },
  payableColumn: 'odenecek_tutar',
  foreignColumn: 'dovizli_tutar',
  remainingColumn: 'kalan_odeme_tutari',
  currencyColumn: 'para_birimi_id',
  rateColumn: 'döviz_kuru',
  override: { column: 'toplam_duzenlendi', editable: ['odenecek_tutar', 'vergiler_dahil_toplam_tutar'] },
};

/** Quotes: `toplam_kdv` (the KDV) and `toplam_tutar` (the payable); no types, no override. */
export const quoteDocument: DocumentSpec = {
  scale: SCALES.invoice,
  totals: { toplam_kdv: 'hesaplanan_kdv', toplam_tutar: 'odenecek_tutar' },
  payableColumn: 'toplam_tutar',
  currencyColumn: 'para_birimi_id',
  rateColumn: 'döviz_kuru',
};

/**
 * Purchase and sales orders (docs/orders.md): the goods/service total, discount, KDV and the total of the order,
 * and the amount at the rate; no types, no override.
 */
export const orderDocument: DocumentSpec = {
  scale: SCALES.invoice,
  totals: {
    urun_hizmet_toplam_tutar: 'urun_hizmet_toplam_tutar',
    toplam_iskonto: 'toplam_iskonto',
    hesaplanan_kdv: 'hesaplanan_kdv',
    odenecek_tutar: 'odenecek_tutar',
  },
  payableColumn: 'odenecek_tutar',
  foreignColumn: 'dovizli_tutar',
  currencyColumn: 'para_birimi_id',
  rateColumn: 'döviz_kuru',
};
