import type { RuleSet } from '../../domain/rules/types';
import type { LinesDefinition } from '../../domain/pages/lines.types';
import type { PageDefinition } from '../../domain/pages/page.types';
import { foreignRateRule, localRateRule } from './invoice.rules';

// Purchase and sales waybills (issue 11 item 2; 002 §2, §3, §4, §5; docs/stock.md): groups like the e-waybill's
// (customer, address, İrsaliye Bilgileri, Sipariş Bilgileri, Taşıyıcı Bilgileri, drivers, plates, Teslimat
// Bilgileri), the stock lines and the carrier rules, which the server runs too.

/** The delivery address (`t_…`, 002 §3). */
const DELIVERY = [
  't_ulkeler_id',
  't_sehirler_id',
  't_ilceler_id',
  't_kasaba',
  't_mahalle_adi',
  't_sokak_adi',
  't_bina_adi',
  't_bina_no',
  't_kapi_no',
  't_posta_kodu',
];

export const waybillGroups: NonNullable<PageDefinition['groups']> = [
  { id: 'cari', title: 'Cari Bilgileri', columns: ['cari_hesap_id', 'tc', 'adres_id', 'firma_adres_id'] },
  {
    id: 'irsaliye',
    title: 'İrsaliye Bilgileri',
    columns: [
      'irsaliye_numarasi',
      'irsaliye_tarihi',
      'irsaliye_zamani',
      'irsaliye_tipi_id',
      'kopya_bilgisi_id',
      'para_birimi_id',
      'döviz_kuru',
    ],
  },
  { id: 'siparis', title: 'Sipariş Bilgileri', columns: ['siparis_numarasi', 'siparis_tarihi'] },
  {
    id: 'tasiyici',
    title: 'Taşıyıcı Bilgileri',
    columns: ['tasiyici_turu_id', 'tasiyici_vkn', 'tasiyici_unvan', 'sevk_tarihi', 'sevk_zamani', 'plaka'],
  },
  { id: 'soforler', title: 'Şoför Bilgileri', columns: ['sofor_bilgileri'] },
  { id: 'dorseler', title: 'Dorse Plakaları', columns: ['dorse_plaka'] },
  { id: 'teslimat', title: 'Teslimat Bilgileri', columns: DELIVERY },
  { id: 'satirlar', title: 'Stok Satırları', columns: ['mal_hizmet_json'] },
  { id: 'diger', title: 'Açıklama', columns: ['description'] },
];

export const waybillListColumns = [
  'irsaliye_numarasi',
  'irsaliye_tarihi',
  'cari_hesap_id',
  'tasiyici_turu_id',
  'plaka',
  'sevk_tarihi',
];

/** The stock lines: warehouse, stock, quantity, unit (002 §5); no amounts. */
export const waybillLines: LinesDefinition = {
  columns: ['depo_kartlari_id', 'stok_kartlari_id', 'mal_hizmet', 'miktar', 'birim_id', 'kunye_numarasi'],
  totals: {},
  panel: [],
  firstColumn: 'depo_kartlari_id',
};

/** A waybill line's stock card fills its name, unit (entry unit on purchases, exit unit on sales) and warehouse. */
const waybillStockFill = (side: 'alis' | 'satis'): RuleSet[number] => ({
  id: 'irsaliye-satir-stok-doldur',
  scope: 'line',
  note: 'Stok seçilince adı, birimi ve varsayılan deposu gelir. 002 §4',
  then: [
    {
      fill: {
        from: 'stok_kartlari_id',
        table: 'stok_kartlari',
        columns: {
          mal_hizmet: 'stok_adi',
          birim_id: side === 'satis' ? 'cikis_birimi_id' : 'giris_birimi_id',
          depo_kartlari_id: 'depo_kartlari_id',
        },
      },
    },
  ],
});

/** The rules of a purchase (`alis`) or sales (`satis`) waybill. */
export const waybillRulesOf = (side: 'alis' | 'satis'): RuleSet => [...waybillRules, waybillStockFill(side)];

export const waybillRules: RuleSet = [
  localRateRule,
  foreignRateRule,
  {
    id: 'irsaliye-tarihi',
    note: 'Yeni irsaliyenin tarihi bugün; irsaliye tipi Sevk, kopya Asıl, taşıyıcı türü 1. 002 §9',
    then: [
      {
        default: {
          irsaliye_tarihi: { date: 'today' },
          irsaliye_tipi_id: '1',
          kopya_bilgisi_id: '1',
          tasiyici_turu_id: '1',
        },
      },
    ],
  },
  {
    id: 'irsaliye-cari-tc',
    note: 'Cari seçilince VKN / TCKN carinin kaydından gelir. 002 §7 (show: cari_hesap tc)',
    then: [{ fill: { from: 'cari_hesap_id', table: 'cari_hesap', columns: { tc: 'tc' } } }],
  },
  {
    id: 'irsaliye-cari-adres',
    note: 'Cari seçilince adres açılır; cari değişince adres temizlenir.',
    when: { field: 'cari_hesap_id', notEmpty: true },
    then: [{ enable: ['adres_id'] }, { clearOnChange: ['adres_id'], of: 'cari_hesap_id' }],
    otherwise: [{ disable: ['adres_id'] }, { clear: ['adres_id'] }],
  },
  {
    id: 'tasiyici-turu',
    note: 'Taşıyıcı türü 2: şoför listesi açılır, taşıyıcı VKN ve unvanı gizlenip temizlenir; diğer türlerde VKN ve unvan zorunlu, şoför listesi boşaltılır. 002 §4',
    when: { field: 'tasiyici_turu_id', equals: 2 },
    then: [
      { hide: ['tasiyici_vkn', 'tasiyici_unvan'] },
      { clear: ['tasiyici_vkn', 'tasiyici_unvan'] },
      { showGroups: ['soforler'] },
      { require: ['sofor_bilgileri'] },
    ],
    otherwise: [
      { require: ['tasiyici_vkn', 'tasiyici_unvan'] },
      { hideGroups: ['soforler'] },
      { clear: ['sofor_bilgileri'] },
    ],
  },
];

/** An invoice's groups with the waybill it was made from (`alis_irsaliye_id` / `satis_irsaliye_id`). */
export const withWaybillLink = (
  groups: NonNullable<PageDefinition['groups']>,
  column: string,
): NonNullable<PageDefinition['groups']> =>
  groups.map((g) => (g.id === 'irsaliye' ? { ...g, columns: [column, ...g.columns] } : g));
