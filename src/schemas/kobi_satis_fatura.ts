import { PACKAGES } from '../../domain/packages';
import { definePage } from '../engine/page/definePage';
import { kobiSalesInvoicePanel, paymentStateHidden } from '../../domain/pages/payment-panels';
import { kobiInvoiceLines, kobiSalesLineRules } from '../../domain/pages/document-lines';
import { kobiInvoiceRules } from './invoice.rules';
import { kobiInvoiceGroups, kobiInvoiceListColumns } from './kobi-invoice.groups';

/** The rules of a small-business sales invoice: this page's and the quick receipt's (the server runs them). */
export const kobiSalesRules = [
  ...kobiInvoiceRules,
  ...kobiSalesLineRules,
  ...paymentStateHidden(['tahsilat_tamamlandi']),
];

/**
 * Satış faturaları of the Kobi package (000 §2 menu link, 002 §2): list at /satis-faturalar, add at
 * /satis-faturalar/ekle, edit at /satis-faturalar/duzenle/{id}; saves go back to the list (002 §2 redirects).
 */
export default definePage({
  table: 'kobi_satis_fatura',
  route: '/satis-faturalar',
  title: 'Satış Faturaları',
  menu: { label: 'Satış Faturaları', order: 21 },
  packages: [PACKAGES.kobi],
  // Money comes in: the paid-state tag says Tahsilat (001 §2.1).
  paidState: 'collection',
  layout: 'double',
  groups: kobiInvoiceGroups,
  listTotals: { columns: ['hesaplanan_kdv', 'odenecek_tutar', 'kalan_odeme_tutari'], by: 'para_birimi_id' },
  listColumns: kobiInvoiceListColumns,
  rules: kobiSalesRules,
  lines: kobiInvoiceLines,
  // The collection / payment panel of the detail (001 §2.2; docs/payments.md).
  payments: kobiSalesInvoicePanel,
  redirect: '/satis-faturalar',
});
