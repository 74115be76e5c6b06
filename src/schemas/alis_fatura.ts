import { PACKAGES } from '../../domain/packages';
import { definePage } from '../engine/page/definePage';
import { purchaseInvoicePanel, paymentStateHidden } from '../../domain/pages/payment-panels';
import { invoiceGroups, invoiceListColumns } from './invoice.groups';
import { invoiceLines, purchaseLineRules } from '../../domain/pages/document-lines';
import { invoiceRules } from './invoice.rules';
import { withWaybillLink } from './waybill';
import { savedNoteRule } from './office.rules';

/**
 * Alış faturaları (002 §2): /alis-satis-yonetimi/fatura lists both invoice kinds in tabs, first the purchase
 * invoices (this page's own list), second the sales invoices; add and edit at alis-ekle, alis-duzenle/{id}.
 */
export default definePage({
  table: 'alis_fatura',
  route: '/alis-satis-yonetimi/fatura',
  addPath: 'alis-ekle',
  editPath: 'alis-duzenle',
  detailPath: 'alis-detay',
  formerRoute: '/alis-satis-yonetimi/fatura/alis',
  title: 'Alış Faturaları',
  listTitle: 'Faturalar',
  menu: { label: 'Alış Faturaları', order: 24 },
  packages: [PACKAGES.onMuhasebe, PACKAGES.muhasebe, PACKAGES.sube],
  tabs: [
    { id: 'first', label: 'Alış Faturaları' },
    { id: 'second', label: 'Satış Faturaları', page: 'satis_fatura' },
  ],
  layout: 'double',
  groups: withWaybillLink(invoiceGroups, 'alis_irsaliye_id'),
  listTotals: { columns: ['hesaplanan_kdv', 'odenecek_tutar', 'kalan_odeme_tutari'], by: 'para_birimi_id' },
  listColumns: invoiceListColumns,
  rules: [
    ...invoiceRules,
    savedNoteRule,
    ...purchaseLineRules,
    ...paymentStateHidden(['kalan_odeme_tutari', 'tahsilat_tamamlandi']),
  ],
  lines: invoiceLines,
  // The collection / payment panel of the detail (001 §2.2; docs/payments.md).
  payments: purchaseInvoicePanel,
  redirect: '/alis-satis-yonetimi/fatura?tab=first',
});
