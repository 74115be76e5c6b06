import { PACKAGES } from '../../domain/packages';
import { definePage } from '../engine/page/definePage';
import { kobiQuickLines } from '../../domain/pages/document-lines';
import { kobiQuickGroups } from './kobi-invoice.groups';
import { kobiSalesRules } from './kobi_satis_fatura';

/**
 * Hızlı Fiş / Fatura (000 §2 menu link /hizli-fis-fatura; the spec names only the route): a counter sale in one
 * step from the menu — customer, date, number, the lines and the totals — saved as a small-business sales
 * invoice (kobi_satis_fatura), which /satis-faturalar then lists and edits (docs/line-tables.md, "Quick receipt").
 * The route is the form itself (`createOnly`); the rules are the sales invoice's, which the server runs on save.
 */
export default definePage({
  table: 'kobi_satis_fatura',
  route: '/hizli-fis-fatura',
  createOnly: true,
  title: 'Hızlı Fiş / Fatura',
  menu: { label: 'Hızlı Fiş / Fatura', order: 25 },
  packages: [PACKAGES.kobi],
  // Money comes in: the paid-state tag says Tahsilat (001 §2.1).
  paidState: 'collection',
  layout: 'double',
  groups: kobiQuickGroups,
  rules: kobiSalesRules,
  lines: kobiQuickLines,
  // A quick entry keeps no drafts: the full form at /satis-faturalar/ekle keeps them for long invoices.
  drafts: false,
  redirect: '/satis-faturalar',
});
