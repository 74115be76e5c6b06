import { PACKAGES } from '../../domain/packages';
import { definePage } from '../engine/page/definePage';
import { toOrder } from './conversions';
import { quoteLineRules, quoteLines } from '../../domain/pages/document-lines';
import { foreignRateRule, localRateRule } from './invoice.rules';

/** Teklifler: quotes with their lines. */
export default definePage({
  table: 'teklifler',
  route: '/alis-satis-yonetimi/teklif',
  title: 'Teklifler',
  menu: { label: 'Teklifler', order: 20 },
  packages: [PACKAGES.onMuhasebe, PACKAGES.kobi, PACKAGES.muhasebe, PACKAGES.sube],
  layout: 'double',
  groups: [
    { id: 'cari', title: 'Cari Bilgileri', columns: ['cari_hesap_id'] },
    {
      id: 'teklif',
      title: 'Teklif Bilgileri',
      columns: [
        'teklif_no',
        'teklif_tarihi',
        'gecerlilik_tarihi',
        'siparis_numarasi',
        'para_birimi_id',
        'döviz_kuru',
      ],
    },
    { id: 'satirlar', title: 'Fiş-Kalem Ekleme', columns: ['mal_hizmet_json'] },
    { id: 'toplamlar', title: 'Toplamlar', columns: ['toplam_kdv', 'toplam_tutar'] },
    { id: 'aciklama', title: 'Açıklamalar', columns: ['musteri_aciklama', 'description'] },
  ],
  listTotals: { columns: ['toplam_kdv', 'toplam_tutar'], by: 'para_birimi_id' },
  listColumns: [
    'teklif_no',
    'teklif_tarihi',
    'gecerlilik_tarihi',
    'cari_hesap_id',
    'toplam_kdv',
    'toplam_tutar',
  ],
  rules: [
    {
      id: 'teklif-tarihleri',
      note: 'Yeni teklif bugün tarihli, yarına kadar geçerli. 002 §9',
      then: [{ default: { teklif_tarihi: { date: 'today' }, gecerlilik_tarihi: { date: 'tomorrow' } } }],
    },
    localRateRule,
    foreignRateRule,
    ...quoteLineRules,
  ],
  lines: quoteLines,
  // 002 §2 "Redirects after a successful save".
  redirect: '/alis-satis-yonetimi/teklif?tab=first',
  conversions: [
    toOrder('Satış Siparişine Dönüştür', 'satis', {
      lineTable: 'teklifler_mal_hizmet',
      parentColumn: 'teklifler_id',
      keepCustomer: true,
    }),
  ],
});
