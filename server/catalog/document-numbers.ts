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

/**
 * A sales waybill's own number: GİB's 16 characters like the invoices (the mask of 001 §3), filled from the
 * company's series of the waybill date's year when left empty.
 */
export const ownWaybillNumber: NumberSeriesDef = {
  column: 'irsaliye_numarasi',
  format: 'gib',
  prefix: 'IRS',
  date_column: 'irsaliye_tarihi',
};

/**
 * A purchase waybill's number: the one printed on the supplier's waybill, typed as it is (a paper waybill's
 * `A-004512` as well as an e-İrsaliye's GİB number), unique per supplier, never filled.
 */
export const supplierWaybillNumber: NumberSeriesDef = {
  column: 'irsaliye_numarasi',
  format: 'free',
  prefix: '',
  auto: false,
  unique_per: ['cari_hesap_id'],
};

/**
 * A cash receipt's or payment's own number (tahsilat makbuzu THS-2026-0001, tediye makbuzu TDY-…), filled from
 * the company's series of the transaction date's year when left empty.
 */
export const cashReceiptNumber = (prefix: string): NumberSeriesDef => ({
  column: 'belge_no',
  format: 'dashed',
  prefix,
  date_column: 'islem_tarihi',
});

/**
 * A cheque's number: the serial printed on the leaf by its bank (the company's own chequebook too), typed, unique
 * per bank in the company.
 */
export const chequeNumber: NumberSeriesDef = {
  column: 'cek_numarasi',
  format: 'free',
  prefix: '',
  auto: false,
  unique_per: ['bankalar_id'],
  duplicate_message: 'Bu çek numarası aynı bankanın başka bir çekinde kullanılıyor.',
};

/** A customer's promissory note: its number is the drawer's, typed, unique per customer. */
export const customerNoteNumber: NumberSeriesDef = {
  column: 'senet_no',
  format: 'free',
  prefix: '',
  auto: false,
  unique_per: ['cari_hesap_id'],
  duplicate_message: 'Bu senet numarası aynı cari hesabın başka bir senedinde kullanılıyor.',
};

/** The company's own promissory note: SNT-2026-0001, filled from the series of the issue date's year. */
export const ownNoteNumber: NumberSeriesDef = {
  column: 'senet_no',
  format: 'dashed',
  prefix: 'SNT',
  date_column: 'islem_tarihi',
  duplicate_message:
    'Bu senet numarası başka bir senette kullanılıyor. Boş bırakırsanız sıradaki numara verilir.',
};
