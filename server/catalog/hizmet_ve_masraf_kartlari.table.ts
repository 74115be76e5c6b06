import { PACKAGES } from '../../domain/packages';
import { SCALES } from '../../domain/money';
import { bool, columnIds, longText, select, staticSelect, text } from './columns';
import { decimal } from './document-columns';
import type { TableDef } from './types';

const n = columnIds(112);

/** Service and expense cards; a line that picks one takes its unit, price, KDV and KDV-included flag (002 §4). */
export const hizmet_ve_masraf_kartlari: TableDef = {
  name: 'hizmet_ve_masraf_kartlari',
  display_name: 'Hizmet ve Masraf Kartları',
  scope: 'company',
  table_id: 112,
  packages: [PACKAGES.onMuhasebe, PACKAGES.kobi, PACKAGES.muhasebe, PACKAGES.sube],
  display_column: 'hizmet_masraf_adi',
  search_columns: ['hizmet_masraf_kodu'],
  columns: [
    text(n(10), 'hizmet_masraf_kodu', 'Hizmet / Masraf Kodu*', { max_length: 50 }),
    text(n(11), 'hizmet_masraf_adi', 'Hizmet / Masraf Adı*'),
    staticSelect(
      n(12),
      'hizmet_masraf_turu',
      'Tür',
      [
        { id: '1', text: 'Hizmet' },
        { id: '2', text: 'Masraf' },
      ],
      { default: '1' },
    ),
    select(n(13), 'birim_id', 'Birim', 'birimler', { default: 1 }),
    decimal(n(14), 'birim_fiyat', 'Birim Fiyat', SCALES.service, {
      gui_type_name: 'money',
      format: 'money',
      min: 0,
    }),
    select(n(15), 'kdv_id', 'KDV*', 'kdv_oranlari', { default: 9 }),
    bool(n(16), 'kdv_dahil_buton', 'KDV Dahil*'),
    select(n(17), 'para_birimi_id', 'Para Birimi*', 'para_birimleri', { default: 1 }),
    longText(n(18), 'description', 'Açıklama'),
    // Issue 24: the card's own account (docs/ledger.md, "Per-card accounts"): freight → 760, office → 770.
    text(n(60), 'muhasebe_hesap_kodu', 'Muhasebe Hesabı', { max_length: 30 }),
  ],
};
