import { PACKAGES } from '../../domain/packages';
import { definePage } from '../engine/page/definePage';
import { invoiceGroups, invoiceListColumns } from './invoice.groups';
import { invoiceLines, purchaseLineRules } from './document-lines';
import { invoiceRules } from './invoice.rules';

/** Alış faturaları: purchase invoices (their own list route, like the sales invoices). */
export default definePage({
  table: 'alis_fatura',
  route: '/alis-satis-yonetimi/fatura/alis',
  title: 'Alış Faturaları',
  menu: { label: 'Alış Faturaları', order: 24 },
  packages: [PACKAGES.onMuhasebe, PACKAGES.muhasebe, PACKAGES.sube],
  layout: 'double',
  groups: invoiceGroups,
  listColumns: invoiceListColumns,
  rules: [...invoiceRules, ...purchaseLineRules],
  lines: invoiceLines,
  redirect: '/alis-satis-yonetimi/fatura/alis',
});
