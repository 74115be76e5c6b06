import { definePage } from '../engine/page/definePage';
import { companyNotePanel } from '../../domain/pages/payment-panels';
import { FINANCE_PAGE_PACKAGES, paperGroups, paperListColumns } from './finance.groups';
import { paperRules } from './finance.rules';

/** Firma Senetleri: the second tab of /finans-yonetimi/senet (firma-ekle, firma-duzenle/{id}). */
export default definePage({
  table: 'firma_senet',
  route: '/finans-yonetimi/senet',
  addPath: 'firma-ekle',
  editPath: 'firma-duzenle',
  detailPath: 'firma-detay',
  title: 'Firma Senetleri',
  packages: FINANCE_PAGE_PACKAGES,
  layout: 'special',
  groups: paperGroups(false),
  listTotals: { columns: ['tutar'], by: 'para_birimi_id' },
  listColumns: paperListColumns(false),
  rules: paperRules,
  // The collection / payment panel of the detail (001 §2.2; docs/payments.md).
  payments: companyNotePanel,
  redirect: '/finans-yonetimi/senet?tab=second',
});
