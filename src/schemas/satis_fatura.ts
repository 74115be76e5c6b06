import { PACKAGES } from '../../domain/packages';
import { definePage } from '../engine/page/definePage';
import { invoiceGroups, invoiceListColumns } from './invoice.groups';
import { invoiceLines, salesLineRules } from './document-lines';
import { invoiceRules } from './invoice.rules';

/**
 * Satış faturaları. The spec lists both invoice kinds on /alis-satis-yonetimi/fatura with tabs; Defter gives
 * each its own list route under it (docs/line-tables.md, "Pages").
 */
export default definePage({
  table: 'satis_fatura',
  route: '/alis-satis-yonetimi/fatura/satis',
  title: 'Satış Faturaları',
  menu: { label: 'Satış Faturaları', order: 22 },
  packages: [PACKAGES.onMuhasebe, PACKAGES.muhasebe, PACKAGES.sube],
  layout: 'double',
  groups: invoiceGroups,
  listColumns: invoiceListColumns,
  rules: [...invoiceRules, ...salesLineRules],
  lines: invoiceLines,
  redirect: '/alis-satis-yonetimi/fatura/satis',
});
