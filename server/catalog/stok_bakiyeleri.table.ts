import { PACKAGES } from '../../domain/packages';
import { columnIds, date, select } from './columns';
import { decimal } from './document-columns';
import type { TableDef } from './types';

const n = columnIds(401);

/**
 * The stock report: the balance of every stock card in every warehouse, summed from stok_hareketleri by a
 * database view (docs/stock.md). Read only; the stock card's Stok Durumu tab lists it for one card.
 */
export const stok_bakiyeleri: TableDef = {
  name: 'stok_bakiyeleri',
  display_name: 'Stok Raporu',
  scope: 'company',
  table_id: 401,
  packages: [PACKAGES.onMuhasebe, PACKAGES.kobi, PACKAGES.muhasebe, PACKAGES.sube],
  display_column: 'stok_kartlari_id',
  readOnly: true,
  creatable: false,
  deletable: false,
  columns: [
    select(n(10), 'stok_kartlari_id', 'Stok', 'stok_kartlari', { readOnly: true }, 'stok_adi'),
    select(n(11), 'depo_kartlari_id', 'Depo', 'depo_kartlari', { readOnly: true }, 'depo_adi'),
    decimal(n(12), 'giris_miktari', 'Giren Miktar', 4, { readOnly: true }),
    decimal(n(13), 'cikis_miktari', 'Çıkan Miktar', 4, { readOnly: true }),
    decimal(n(14), 'bakiye', 'Kalan Miktar', 4, { readOnly: true }),
    date(n(15), 'son_hareket_tarihi', 'Son Hareket Tarihi', { readOnly: true }),
    // The unit the quantities are in: the card's exit unit (its entry unit without one), docs/stock.md "Units".
    select(n(16), 'birim_id', 'Birim', 'birimler', { readOnly: true }),
  ],
};
