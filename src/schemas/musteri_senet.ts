import { definePage } from '../engine/page/definePage';
import { customerNotePanel } from '../../domain/pages/payment-panels';
import { FINANCE_PAGE_PACKAGES, paperGroups, paperListColumns } from './finance.groups';
import { paperRules } from './finance.rules';

/**
 * Müşteri Senetleri (002 §2 /finans-yonetimi/…; issue 11): /finans-yonetimi/senet lists the customers' (first tab) and
 * the company's (second); add at musteri-ekle, edit at musteri-duzenle/{id}. Positions: docs/finance.md.
 */
export default definePage({
  table: 'musteri_senet',
  route: '/finans-yonetimi/senet',
  addPath: 'musteri-ekle',
  editPath: 'musteri-duzenle',
  detailPath: 'musteri-detay',
  title: 'Müşteri Senetleri',
  listTitle: 'Senetler',
  menu: { label: 'Senetler', order: 96 },
  tabs: [
    { id: 'first', label: 'Müşteri Senetleri' },
    { id: 'second', label: 'Firma Senetleri', page: 'firma_senet' },
  ],
  packages: FINANCE_PAGE_PACKAGES,
  layout: 'special',
  groups: paperGroups(false),
  listTotals: { columns: ['tutar'], by: 'para_birimi_id' },
  listColumns: paperListColumns(false),
  rules: paperRules,
  // The collection / payment panel of the detail (001 §2.2; docs/payments.md).
  payments: customerNotePanel,
  redirect: '/finans-yonetimi/senet?tab=first',
});
