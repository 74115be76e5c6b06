import { PACKAGES } from '../../domain/packages';
import { definePage } from '../engine/page/definePage';
import { salesInvoicePanel, paymentStateHidden } from '../../domain/pages/payment-panels';
import { invoiceGroups, invoiceListColumns } from './invoice.groups';
import { invoiceLines, salesLineRules } from '../../domain/pages/document-lines';
import { invoiceRules } from './invoice.rules';
import { withWaybillLink } from './waybill';
import { savedNoteRule } from './office.rules';

/**
 * Satış faturaları (002 §2): listed in the second tab of /alis-satis-yonetimi/fatura (the purchase invoices'
 * page owns the route); add and edit at satis-ekle, satis-duzenle/{id}.
 */
export default definePage({
  table: 'satis_fatura',
  route: '/alis-satis-yonetimi/fatura',
  addPath: 'satis-ekle',
  editPath: 'satis-duzenle',
  detailPath: 'satis-detay',
  formerRoute: '/alis-satis-yonetimi/fatura/satis',
  title: 'Satış Faturaları',
  menu: { label: 'Satış Faturaları', order: 22 },
  packages: [PACKAGES.onMuhasebe, PACKAGES.muhasebe, PACKAGES.sube],
  // Money comes in: the paid-state tag says Tahsilat (001 §2.1).
  paidState: 'collection',
  layout: 'double',
  groups: withWaybillLink(invoiceGroups, 'satis_irsaliye_id'),
  listTotals: { columns: ['hesaplanan_kdv', 'odenecek_tutar', 'kalan_odeme_tutari'], by: 'para_birimi_id' },
  listColumns: invoiceListColumns,
  rules: [
    ...invoiceRules,
    savedNoteRule,
    ...salesLineRules,
    ...paymentStateHidden(['kalan_odeme_tutari', 'tahsilat_tamamlandi']),
  ],
  lines: invoiceLines,
  // The collection / payment panel of the detail (001 §2.2; docs/payments.md).
  payments: salesInvoicePanel,
  // Paylaş and Tekrarla under the detail (docs/mail.md).
  invoiceTools: { share: true, recurring: true },
  redirect: '/alis-satis-yonetimi/fatura?tab=second',
  // Its e-document files on the detail: Görüntüle, PDF / XML / HTML indir (docs/e-documents.md, "The calls").
  media: true,
});
