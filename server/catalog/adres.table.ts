import { addressParts } from './address-columns';
import { columnIds, select, text } from './columns';
import type { TableDef } from './types';

const n = columnIds(34);

/**
 * The addresses of current accounts (a customer's head office, warehouse, branch): the invoice's `adres_id`
 * (002 §5), a select that depends on its customer; one default (`varsayilan`) per customer.
 */
export const adres: TableDef = {
  name: 'adres',
  display_name: 'Cari Hesap Adresleri',
  scope: 'company',
  table_id: 34,
  display_column: 'adres_basligi',
  search_columns: ['sokak_adi', 'mahalle_adi'],
  single_flag: { column: 'varsayilan', per: 'cari_hesap_id' },
  columns: [
    select(n(10), 'cari_hesap_id', 'Cari Hesap*', 'cari_hesap', {}, 'cari_hesap_adi'),
    text(n(11), 'adres_basligi', 'Adres Başlığı*', { max_length: 100 }),
    ...addressParts(n),
  ],
};
