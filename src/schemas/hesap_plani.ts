import { PACKAGES } from '../../domain/packages';
import { definePage } from '../engine/page/definePage';

/**
 * Hesap Planı: the Tekdüzen chart and the company's sub-accounts (docs/ledger.md). The list is the tree: ordered
 * by code, each account indented by its level (`seviye`).
 */
export default definePage({
  table: 'hesap_plani',
  route: '/muhasebe/hesap-plani',
  title: 'Hesap Planı',
  menu: { label: 'Hesap Planı', order: 300, group: 'muhasebe' },
  packages: [PACKAGES.muhasebe],
  layout: 'special',
  groups: [
    {
      id: 'hesap',
      title: 'Hesap Bilgileri',
      columns: ['hesap_kodu', 'hesap_adi', 'seviye', 'ust_hesap_kodu', 'hesap_turu'],
    },
  ],
  listColumns: ['hesap_kodu', 'hesap_adi', 'seviye', 'hesap_turu'],
  listIndent: { column: 'hesap_adi', level: 'seviye' },
});
