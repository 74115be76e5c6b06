import { columnIds, date, longText, select, text } from './columns';
import { decimal } from './document-columns';
import { FINANCE_PACKAGES } from './finance-columns';
import type { TableDef } from './types';

const n = columnIds(179);

/**
 * Banka Hareketleri: every movement of the company's banka cards, read-only — a database view over the cash and bank
 * transactions (migration 202611260200), one row per card a transaction moves (a transfer between own cards moves
 * two). `giris` / `cikis` are in the card's currency; the card's `bakiye` is their sum (docs/finance.md).
 */
export const banka_hareketleri: TableDef = {
  name: 'banka_hareketleri',
  display_name: 'Banka Hareketleri',
  scope: 'company',
  table_id: 179,
  packages: FINANCE_PACKAGES,
  display_column: 'islem_turu',
  readOnly: true,
  creatable: false,
  deletable: false,
  columns: [
    select(n(10), 'banka_karti_id', 'Banka', 'banka_karti', {}, 'banka_tanımı'),
    date(n(11), 'islem_tarihi', 'İşlem Tarihi'),
    text(n(12), 'islem_turu', 'İşlem Türü'),
    text(n(13), 'belge_no', 'Belge No', { max_length: 50 }),
    select(n(14), 'cari_hesap_id', 'Cari Hesap', 'cari_hesap', {}, 'cari_hesap_adi'),
    decimal(n(15), 'giris', 'Giriş', 3, { gui_type_name: 'money', format: 'money' }),
    decimal(n(16), 'cikis', 'Çıkış', 3, { gui_type_name: 'money', format: 'money' }),
    select(n(17), 'para_birimi_id', 'Para Birimi', 'para_birimleri'),
    longText(n(18), 'aciklama', 'Açıklama'),
    text(n(19), 'kaynak_tablo', 'Kaynak Tablo', { visible: false }),
    decimal(n(20), 'kaynak_id', 'Kaynak Kayıt', 0, { visible: false }),
  ],
};
