import { addressParts } from './address-columns';
import { columnIds, text } from './columns';
import type { TableDef } from './types';

const n = columnIds(33);

/**
 * The company's own addresses (head office, branches, warehouses): the invoice's `firma_adres_id` (002 §5), its
 * default the row marked `varsayilan` (one per company).
 */
export const firma_adres: TableDef = {
  name: 'firma_adres',
  display_name: 'Firma Adresleri',
  scope: 'company',
  table_id: 33,
  display_column: 'adres_basligi',
  search_columns: ['sokak_adi', 'mahalle_adi'],
  single_flag: { column: 'varsayilan' },
  columns: [text(n(10), 'adres_basligi', 'Adres Başlığı*', { max_length: 100 }), ...addressParts(n)],
};
