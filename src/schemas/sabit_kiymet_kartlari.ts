import { PACKAGES } from '../../domain/packages';
import { definePage } from '../engine/page/definePage';

/** Sabit kıymet kartları: fixed assets (002 §2 /sabit-kiymet-yonetimi/kart), picked by invoice lines of type 3. */
export default definePage({
  table: 'sabit_kiymet_kartlari',
  route: '/sabit-kiymet-yonetimi/kart',
  title: 'Sabit Kıymet Kartları',
  menu: { label: 'Sabit Kıymet Kartları', order: 45 },
  packages: [PACKAGES.onMuhasebe, PACKAGES.kobi, PACKAGES.muhasebe, PACKAGES.sube],
  layout: 'page',
  groups: [
    {
      id: 'kiymet',
      title: 'Sabit Kıymet Bilgileri',
      columns: ['sabit_kiymet_adi', 'sabit_kiymet_kodu', 'alis_tarihi', 'giris_birimi_id', 'cikis_birimi_id'],
    },
    {
      id: 'amortisman',
      title: 'Bedel ve Amortisman',
      columns: [
        'alis_bedeli',
        'amortisman_listesi_id',
        'faydali_omur',
        'normal_amortisman_oran',
        'amortisman_yontemi_id',
        'birikmis_amortisman',
        'net_deger',
      ],
    },
    { id: 'kdv', title: 'KDV', columns: ['kdv_id', 'kdv_dahil_buton'] },
    { id: 'diger', title: 'Diğer', columns: ['muhasebe_hesap_kodu', 'description'] },
  ],
  listTotals: { columns: ['alis_bedeli', 'birikmis_amortisman', 'net_deger'] },
  listColumns: [
    'sabit_kiymet_kodu',
    'sabit_kiymet_adi',
    'alis_tarihi',
    'alis_bedeli',
    'birikmis_amortisman',
    'net_deger',
  ],
  rules: [
    {
      id: 'net-deger',
      note: 'Net değer = alış bedeli − birikmiş amortisman; kayıtta sunucu hesaplar (domain/assets).',
      then: [{ disable: ['net_deger'] }],
    },
    {
      id: 'amortisman-listesi',
      note: 'Amortisman listesinden seçilen kıymetin faydalı ömrü ve normal oranı karta gelir (show). 002 §7',
      then: [
        {
          fill: {
            from: 'amortisman_listesi_id',
            table: 'amortisman_listesi',
            columns: { faydali_omur: 'faydali_omur', normal_amortisman_oran: 'normal_amortisman_oran' },
          },
        },
      ],
    },
  ],
});
