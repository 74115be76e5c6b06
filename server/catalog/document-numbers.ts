import type { NumberSeriesDef } from './types';

// The number series of the numbered documents (docs/document-numbers.md). A table switches its series on with
// `number: …` in its catalogue entry and one unique index in its migration (`numberIndexSql`).

/**
 * A company's own invoice number, GİB's 16 characters (`SAT2026000000001`); left empty it is the company's next
 * number of the invoice date's year.
 */
export const ownInvoiceNumber = (prefix: string): NumberSeriesDef => ({
  column: 'fatura_numarasi',
  format: 'gib',
  prefix,
  date_column: 'fatura_tarihi',
});

/**
 * A supplier's invoice number: typed from the supplier's invoice, in GİB's form, unique per supplier (two
 * suppliers may both issue `ABC2026000000001`); never filled by a series.
 */
export const supplierInvoiceNumber: NumberSeriesDef = {
  column: 'fatura_numarasi',
  format: 'gib',
  prefix: '',
  date_column: 'fatura_tarihi',
  auto: false,
  unique_per: ['cari_hesap_id'],
};
