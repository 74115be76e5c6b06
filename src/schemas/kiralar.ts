import { definePage } from '../engine/page/definePage';
import { OFFICE_PAGE_PACKAGES } from './office.packages';

/** Kiralar (002 §2 /buro-yonetimi/kiralar): rent contracts, with the withholding and net the server computes. */
export default definePage({
  table: 'kiralar',
  route: '/buro-yonetimi/kiralar',
  title: 'Kiralar',
  menu: { label: 'Kiralar', order: 70 },
  packages: OFFICE_PAGE_PACKAGES,
  layout: 'page',
  groups: [
    {
      id: 'kira',
      title: 'Kira Bilgileri',
      columns: [
        'kira_adi',
        'kira_turu_id',
        'cari_hesap_id',
        'baslangic_tarihi',
        'bitis_tarihi',
        'odeme_gunu',
      ],
    },
    {
      id: 'tutar',
      title: 'Tutar ve Stopaj',
      columns: ['tutar', 'para_birimi_id', 'stopaj_orani', 'stopaj_tutari', 'net_tutar'],
    },
    { id: 'diger', title: 'Açıklama', columns: ['description'] },
  ],
  listTotals: { columns: ['tutar', 'stopaj_tutari', 'net_tutar'], by: 'para_birimi_id' },
  listColumns: [
    'kira_adi',
    'cari_hesap_id',
    'baslangic_tarihi',
    'odeme_gunu',
    'tutar',
    'stopaj_tutari',
    'net_tutar',
  ],
  rules: [
    {
      id: 'kira-hesap',
      note: 'Stopaj tutarı ve net ödenecek tutarı kayıtta sunucu hesaplar (domain/office); kiraya veren şirketse (VKN) stopaj uygulanmaz (GVK 94/5-a).',
      then: [{ disable: ['stopaj_tutari', 'net_tutar'] }],
    },
  ],
});
