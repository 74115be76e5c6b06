import { paymentTexts as p } from '../messages';
import type { RuleSet } from '../rules/types';
import type { OrderPaymentDefinition, PaymentPanelDefinition } from './page.types';

// The collection and payment panels of the invoices' details (001 §2.2; docs/payments.md): plain data the detail
// panel draws. The server owns the money: the panel only stores a transaction row pointing at the invoice.

/** The bank / cash card column of the four transaction tables. */
const cardColumns = { bank: 'banka_karti2_id', cash: 'kasa_karti2_id' };

const collection = (
  column: string,
  tip: number,
  toasts: { bank: string; cash: string },
): PaymentPanelDefinition => ({
  direction: 'in',
  tables: { bank: 'banka_gelen_havale_islemi', cash: 'tahsilat_islem' },
  cardColumns,
  tip,
  column,
  remaining: 'kalan_odeme_tutari',
  switchLabels: { bank: p.collectBank, cash: p.collectCash },
  buttons: { bank: p.collectBankButton, cash: p.collectCashButton },
  toasts,
});

const payment = (
  column: string,
  tip: number,
  toasts: { bank: string; cash: string },
): PaymentPanelDefinition => ({
  direction: 'out',
  tables: { bank: 'banka_giden_havale_islem', cash: 'odeme_islemi' },
  cardColumns,
  tip,
  column,
  remaining: 'kalan_odeme_tutari',
  switchLabels: { bank: p.payBank, cash: p.payCash },
  buttons: { bank: p.payBankButton, cash: p.payCashButton },
  toasts,
});

/** Sales invoice: "Bankadan / Kasadan Tahsilat", "Banka / Kasa Tahsilat" (001 §2.2 item 1). */
export const salesInvoicePanel = collection('satis_fatura_id', 1, {
  bank: p.collectedBank,
  cash: p.collectedCash,
});
/** Purchase invoice: "Bankadan / Kasadan Öde", "Banka / Kasa Ödeme". */
export const purchaseInvoicePanel = payment('alis_fatura_id', 1, { bank: p.paidBank, cash: p.paidCash });
/** Small-business sales invoice (transactions' tip 5, `kobi_satis_fatura_id`). */
export const kobiSalesInvoicePanel = collection('kobi_satis_fatura_id', 5, {
  bank: p.kobiCollectedBank,
  cash: p.kobiCollectedCash,
});
/** Small-business purchase invoice (tip 5, `kobi_alis_fatura_id`). */
export const kobiPurchaseInvoicePanel = payment('kobi_alis_fatura_id', 5, {
  bank: p.kobiPaidBank,
  cash: p.kobiPaidCash,
});

/** The payment state is the server's: the invoice form does not show it (its detail and list do). */
export const paymentStateHidden = (columns: string[]): RuleSet => [
  {
    id: 'odeme-durumu-formda-yok',
    note: 'Kalan tutar ve ödeme durumu ödemelerden hesaplanır; formda gösterilmez. docs/payments.md',
    then: [{ hide: columns }],
  },
];

/**
 * Cheques and notes (001 §2.2): a receipt or payment of the paper (transactions' tip 2 cheque, 3 note); "Tamamını
 * Öde" fills its `kalan_tutar` (its TL equivalent less what was paid, kept by the database; the server refuses more
 * than what remains and moves the paper to Tahsil Edildi / Ödendi when it is paid in full).
 */
const paper = (direction: 'in' | 'out', column: string, tip: number): PaymentPanelDefinition => ({
  ...(direction === 'in'
    ? collection(column, tip, { bank: p.collectedBank, cash: p.collectedCash })
    : payment(column, tip, { bank: p.paidBank, cash: p.paidCash })),
  remaining: 'kalan_tutar',
});
export const customerChequePanel = paper('in', 'musteri_cek_id', 2);
export const companyChequePanel = paper('out', 'firma_cek_id', 2);
export const customerNotePanel = paper('out', 'musteri_senet_id', 3);
export const companyNotePanel = paper('in', 'firma_senet_id', 3);

/**
 * Small-business orders (001 §2.2 items 3–4): a partial amount ("Kasa Ödeme" / "Banka Ödeme"), or with instalments
 * the current one ("{n}. Taksit Kasadan Öde"); the server route pays under a row lock (docs/payments.md).
 */
export const kobiOrderPanel: OrderPaymentDefinition = {
  kind: 'order',
  path: 'kobi-siparis/{id}/odeme',
  cards: { table: 'kobi_siparis', cash: 'kasa_karti_id', bank: 'banka_karti_id' },
  columns: {
    total: 'vergi_tutar',
    paid: 'kobi_odenmis_tutar',
    done: 'kobi_odendi',
    instalment: 'taksitli',
    current: 'kobi_taksit',
  },
  needs: 'kobi_siparis',
};
/** A customer account's bulk payment of its open non-instalment small-business orders (001 §2.2 item 5). */
export const kobiBulkPanel: OrderPaymentDefinition = {
  kind: 'bulk',
  path: 'cari-hesap/{id}/toplu-odeme',
  cards: { table: 'kobi_siparis', cash: 'kasa_karti_id', bank: 'banka_karti_id' },
  needs: 'kobi_siparis',
};
