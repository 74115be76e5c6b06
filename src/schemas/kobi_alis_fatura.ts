import { PACKAGES } from '../../domain/packages';
import { definePage } from '../engine/page/definePage';
import { kobiPurchaseInvoicePanel, paymentStateHidden } from '../../domain/pages/payment-panels';
import { kobiInvoiceLines, kobiPurchaseLineRules } from '../../domain/pages/document-lines';
import { kobiInvoiceRules } from './invoice.rules';
import { kobiInvoiceGroups, kobiInvoiceListColumns } from './kobi-invoice.groups';

/**
 * Alış faturaları of the Kobi package (000 §2 menu link, 002 §2): list at /alis-faturalar, add at
 * /alis-faturalar/ekle, edit at /alis-faturalar/duzenle/{id}; saves go back to the list (002 §2 redirects).
 */
export default definePage({
  table: 'kobi_alis_fatura',
  route: '/alis-faturalar',
  title: 'Alış Faturaları',
  menu: { label: 'Alış Faturaları', order: 23 },
  packages: [PACKAGES.kobi],
  layout: 'double',
  groups: kobiInvoiceGroups,
  listTotals: { columns: ['hesaplanan_kdv', 'odenecek_tutar', 'kalan_odeme_tutari'], by: 'para_birimi_id' },
  listColumns: kobiInvoiceListColumns,
  rules: [...kobiInvoiceRules, ...kobiPurchaseLineRules, ...paymentStateHidden(['tahsilat_tamamlandi'])],
  lines: kobiInvoiceLines,
  // The collection / payment panel of the detail (001 §2.2; docs/payments.md).
  payments: kobiPurchaseInvoicePanel,
  redirect: '/alis-faturalar',
});
