import type { Rule } from '../../domain/rules/types';
import type { PageDefinition } from '../../domain/pages/page.types';
import { foreignRateRule, localRateRule } from './invoice.rules';

// The form groups, list columns and header rules shared by the purchase and sales order pages (docs/orders.md).

/** Groups of an order form; the lines field is the line table (Fiş-Kalem Ekleme). */
export const orderGroups: NonNullable<PageDefinition['groups']> = [
  { id: 'cari', title: 'Cari Bilgileri', columns: ['cari_hesap_id'] },
  {
    id: 'siparis',
    title: 'Sipariş Bilgileri',
    columns: [
      'siparis_numarasi',
      'siparis_tarihi',
      'teslim_tarihi',
      'siparis_durumu',
      'para_birimi_id',
      'döviz_kuru',
    ],
  },
  { id: 'satirlar', title: 'Fiş-Kalem Ekleme', columns: ['mal_hizmet_json'] },
  {
    id: 'toplamlar',
    title: 'Toplamlar',
    columns: [
      'urun_hizmet_toplam_tutar',
      'toplam_iskonto',
      'hesaplanan_kdv',
      'odenecek_tutar',
      'dovizli_tutar',
    ],
  },
  { id: 'aciklama', title: 'Açıklamalar', columns: ['description'] },
];

/** The list columns of both order lists. */
export const orderListColumns = [
  'siparis_numarasi',
  'siparis_tarihi',
  'teslim_tarihi',
  'cari_hesap_id',
  'siparis_durumu',
  'odenecek_tutar',
];

/** The header rules of an order. */
export const orderRules: Rule[] = [
  {
    id: 'siparis-tarihleri',
    note: 'Yeni sipariş bugün tarihli, teslimi yarın. Teslim tarihi sipariş tarihinden önce olamaz (sunucu denetler).',
    then: [{ default: { siparis_tarihi: { date: 'today' }, teslim_tarihi: { date: 'tomorrow' } } }],
  },
  localRateRule,
  foreignRateRule,
];
