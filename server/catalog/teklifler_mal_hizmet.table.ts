import { PACKAGES } from '../../domain/packages';
import { bool, columnIds, select, text } from './columns';
import { computedMoney, decimal, lineOrder, linePrice, lineQuantity, parentLink } from './document-columns';
import type { TableDef } from './types';

const n = columnIds(121);

/**
 * The lines of quotes (002 §3 "Quote line fields"), written through `teklifler.mal_hizmet_json` or row by row. Required
 * as the spec's order lines: miktar, kdv_id, kdv_dahil_buton.
 */
export const teklifler_mal_hizmet: TableDef = {
  name: 'teklifler_mal_hizmet',
  display_name: 'Teklif Satırları',
  scope: 'company',
  table_id: 121,
  packages: [PACKAGES.onMuhasebe, PACKAGES.kobi, PACKAGES.muhasebe, PACKAGES.sube],
  display_column: 'mal_hizmet',
  columns: [
    parentLink(n(10), 'teklifler_id', 'Teklif', 'teklifler', 'teklif_no'),
    lineOrder(n(11)),
    select(n(12), 'mal_hizmet_turu_id', 'Mal / Hizmet Türü', 'mal_hizmet_turleri', { default: 1 }),
    select(n(13), 'stok_kartlari_id', 'Stok', 'stok_kartlari', {}, 'stok_adi'),
    select(n(14), 'depo_kartlari_id', 'Depo', 'depo_kartlari', {}, 'depo_adi'),
    select(
      n(15),
      'hizmet_ve_masraf_kartlari_id',
      'Hizmet / Masraf',
      'hizmet_ve_masraf_kartlari',
      {},
      'hizmet_masraf_adi',
    ),
    select(n(25), 'sabit_kiymet_karti_id', 'Sabit Kıymet', 'sabit_kiymet_kartlari', {}, 'sabit_kiymet_adi'),
    text(n(16), 'mal_hizmet', 'Mal / Hizmet'),
    lineQuantity(n(17)),
    select(n(18), 'birim_id', 'Birim', 'birimler', { default: 1 }),
    linePrice(n(19)),
    decimal(n(20), 'iskonto_orani', 'İskonto Oranı', 2, { min: 0, value_kind: 'discount_rate' }),
    select(n(23), 'kdv_id', 'KDV*', 'kdv_oranlari', { default: 9 }),
    bool(n(24), 'kdv_dahil_buton', 'KDV Dahil*'),
    computedMoney(n(40), 'iskonto_tutari', 'İskonto Tutarı'),
    computedMoney(n(41), 'mal_hizmet_tutari', 'Mal / Hizmet Tutarı'),
    decimal(n(42), 'kdv_orani', 'KDV Oranı', 2, { computed: true }),
    computedMoney(n(43), 'kdv_tutari', 'KDV Tutarı'),
    computedMoney(n(44), 'vergi_tutar', 'Vergiler Dahil Tutar'),
  ],
  parent: { table: 'teklifler', column: 'teklifler_id', order_column: 'sira_no' },
};
