// The documents a cash or bank transaction pays or collects (docs/payments.md): which transaction tables point at
// each one and with which column, what it owes (its "due", in TL) and what a payment changes on it. Plain data,
// read by the migration that builds the database triggers (202611270300_payments), by the transactions' hooks
// (the overpayment check under a row lock) and by the tests.

/** The four cash and bank transaction tables by direction (docs/finance.md). */
export const IN_TABLES = ['tahsilat_islem', 'banka_gelen_havale_islemi'] as const;
export const OUT_TABLES = ['odeme_islemi', 'banka_giden_havale_islem'] as const;

export type PaymentTargetKind = 'invoice' | 'paper' | 'expense';

export interface PaymentTarget {
  /** The document table. */
  table: string;
  /** The column of the transaction tables that points at it. */
  column: string;
  /** The transaction tables whose rows pay it (money in for what is ours to collect, out for what we owe). */
  sources: readonly string[];
  kind: PaymentTargetKind;
  /**
   * SQL over the document's row (alias-free column names) giving what it owes in TL: an invoice's amount at its
   * rate (`dovizli_tutar`; the payable when that is 0), a cheque's or note's TL equivalent, an expense's amount at
   * its rate. Payments are summed by their `dovizli_tutar` (TL equivalent, docs/finance.md).
   */
  due: string;
  /** A cheque or note: its position when paid in full, and the one it goes back to when no longer paid. */
  positions?: { paid: number; open: number };
}

/** What an invoice owed before migration 202611280710: its TL (an older migration upgrading still reads this). */
export const INVOICE_DUE_TL = 'case when dovizli_tutar > 0 then dovizli_tutar else odenecek_tutar end';

// A foreign-currency invoice owes its payable in its own currency (migration 202611280710); a TL invoice its TL.
const INVOICE_DUE =
  'case when coalesce(para_birimi_id, 1) <> 1 then odenecek_tutar when dovizli_tutar > 0 then dovizli_tutar else odenecek_tutar end';

export const PAYMENT_TARGETS: readonly PaymentTarget[] = [
  { table: 'satis_fatura', column: 'satis_fatura_id', sources: IN_TABLES, kind: 'invoice', due: INVOICE_DUE },
  { table: 'alis_fatura', column: 'alis_fatura_id', sources: OUT_TABLES, kind: 'invoice', due: INVOICE_DUE },
  {
    table: 'kobi_satis_fatura',
    column: 'kobi_satis_fatura_id',
    sources: IN_TABLES,
    kind: 'invoice',
    due: INVOICE_DUE,
  },
  {
    table: 'kobi_alis_fatura',
    column: 'kobi_alis_fatura_id',
    sources: OUT_TABLES,
    kind: 'invoice',
    due: INVOICE_DUE,
  },
  // Positions: docs/finance.md (5 Tahsil Edildi, 6 Ödendi; 1 Portföyde, 10 Verildi).
  {
    table: 'musteri_cek',
    column: 'musteri_cek_id',
    sources: IN_TABLES,
    kind: 'paper',
    due: 'dovizli_tutar',
    positions: { paid: 5, open: 1 },
  },
  {
    table: 'firma_senet',
    column: 'firma_senet_id',
    sources: IN_TABLES,
    kind: 'paper',
    due: 'dovizli_tutar',
    positions: { paid: 6, open: 10 },
  },
  {
    table: 'firma_cek',
    column: 'firma_cek_id',
    sources: OUT_TABLES,
    kind: 'paper',
    due: 'dovizli_tutar',
    positions: { paid: 6, open: 10 },
  },
  {
    table: 'musteri_senet',
    column: 'musteri_senet_id',
    sources: OUT_TABLES,
    kind: 'paper',
    due: 'dovizli_tutar',
    positions: { paid: 5, open: 1 },
  },
  // A fixed operating expense is paid by money going out (a refund coming in is not a payment of it).
  {
    table: 'sabit_isletme_giderleri',
    column: 'sabit_isletme_giderleri_id',
    sources: OUT_TABLES,
    kind: 'expense',
    due: 'round(tutar * coalesce("döviz_kuru", 1), 3)',
  },
];

/** The target a row of `transactionTable` pays through `column`, if that column pays anything from there. */
export const targetOf = (transactionTable: string, column: string) =>
  PAYMENT_TARGETS.find((t) => t.column === column && t.sources.includes(transactionTable));

/** The targets a transaction table pays. */
export const targetsOf = (transactionTable: string) =>
  PAYMENT_TARGETS.filter((t) => t.sources.includes(transactionTable));
