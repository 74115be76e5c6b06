import { definePage } from '../engine/page/definePage';
import { OFFICE_PAGE_PACKAGES } from './office.packages';

/**
 * Amortisman hesaplamaları: a fixed-asset card's depreciation of one year (issue 11 item 6), computed by the server
 * from the card with domain/assets — normal or declining balance as the card says. Posts nothing yet.
 */
export default definePage({
  table: 'amortisman_hesaplari',
  route: '/sabit-kiymet-yonetimi/amortisman',
  title: 'Amortisman Hesaplamaları',
  menu: { label: 'Amortisman Hesaplamaları', order: 45.2 },
  packages: OFFICE_PAGE_PACKAGES,
  layout: 'page',
  groups: [
    { id: 'donem', title: 'Sabit Kıymet ve Yıl', columns: ['sabit_kiymet_karti_id', 'yil', 'description'] },
    {
      id: 'sonuc',
      title: 'Hesaplanan Amortisman',
      columns: [
        'amortisman_yontemi_id',
        'amortisman_orani',
        'donem_amortismani',
        'birikmis_amortisman',
        'net_deger',
      ],
    },
  ],
  listTotals: { columns: ['donem_amortismani', 'birikmis_amortisman', 'net_deger'] },
  listColumns: [
    'yil',
    'sabit_kiymet_karti_id',
    'amortisman_yontemi_id',
    'amortisman_orani',
    'donem_amortismani',
    'birikmis_amortisman',
    'net_deger',
  ],
  rules: [
    {
      id: 'amortisman-sunucu',
      note: 'Tutarları kayıtta sunucu sabit kıymet kartından hesaplar (domain/assets).',
      then: [
        {
          disable: [
            'amortisman_yontemi_id',
            'amortisman_orani',
            'donem_amortismani',
            'birikmis_amortisman',
            'net_deger',
          ],
        },
      ],
    },
  ],
});
