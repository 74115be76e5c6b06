// Rounding scales of 002 §9: how many decimals each kind of amount keeps.

/** Decimals per kind of amount (002 §9 "Rounding"). */
export const SCALES = {
  /** Invoices, e-documents, quotes, orders. */
  invoice: 2,
  /** Freelance and producer receipts. */
  receipt: 2,
  /** Small-business orders (kobi_siparis) except the instalment amount. */
  smeOrder: 2,
  /** Cash and bank transactions. */
  finance: 3,
  /** Cheques and promissory notes. */
  cheque: 3,
  /** Service and expense cards. */
  service: 3,
  /** Instalment amounts (kobi_taksit_tutari). */
  instalment: 3,
} as const;

/** The scale used when a caller gives none: invoices' 2 decimals. */
export const DEFAULT_SCALE = SCALES.invoice;
