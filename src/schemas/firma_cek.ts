import { definePage } from '../engine/page/definePage';
import { companyChequePanel } from '../../domain/pages/payment-panels';
import { FINANCE_PAGE_PACKAGES, paperGroups, paperListColumns } from './finance.groups';
import { paperRules } from './finance.rules';

/** Firma Çekleri: the second tab of /finans-yonetimi/cek (firma-ekle, firma-duzenle/{id}). */
export default definePage({
  table: 'firma_cek',
  route: '/finans-yonetimi/cek',
  addPath: 'firma-ekle',
  editPath: 'firma-duzenle',
  detailPath: 'firma-detay',
  title: 'Firma Çekleri',
  packages: FINANCE_PAGE_PACKAGES,
  layout: 'special',
  groups: paperGroups(true),
  listTotals: { columns: ['tutar'], by: 'para_birimi_id' },
  listColumns: paperListColumns(true),
  rules: paperRules,
  // The collection / payment panel of the detail (001 §2.2; docs/payments.md).
  payments: companyChequePanel,
  redirect: '/finans-yonetimi/cek?tab=second',
});
