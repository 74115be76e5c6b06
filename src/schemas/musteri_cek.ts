import { definePage } from '../engine/page/definePage';
import { customerChequePanel } from '../../domain/pages/payment-panels';
import { FINANCE_PAGE_PACKAGES, paperGroups, paperListColumns } from './finance.groups';
import { paperRules } from './finance.rules';

/**
 * Müşteri Çekleri (002 §2 /finans-yonetimi/…; issue 11): /finans-yonetimi/cek lists the customers' (first tab) and
 * the company's (second); add at musteri-ekle, edit at musteri-duzenle/{id}. Positions: docs/finance.md.
 */
export default definePage({
  table: 'musteri_cek',
  route: '/finans-yonetimi/cek',
  addPath: 'musteri-ekle',
  editPath: 'musteri-duzenle',
  detailPath: 'musteri-detay',
  title: 'Müşteri Çekleri',
  listTitle: 'Çekler',
  menu: { label: 'Çekler', order: 95 },
  tabs: [
    { id: 'first', label: 'Müşteri Çekleri' },
    { id: 'second', label: 'Firma Çekleri', page: 'firma_cek' },
  ],
  packages: FINANCE_PAGE_PACKAGES,
  layout: 'special',
  groups: paperGroups(true),
  listTotals: { columns: ['tutar'], by: 'para_birimi_id' },
  listColumns: paperListColumns(true),
  rules: paperRules,
  // The collection / payment panel of the detail (001 §2.2; docs/payments.md).
  payments: customerChequePanel,
  redirect: '/finans-yonetimi/cek?tab=first',
});
