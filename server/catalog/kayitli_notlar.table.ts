import { columnIds, longText, select, text } from './columns';
import type { TableDef } from './types';

const n = columnIds(459);

/**
 * Saved notes (kayitli_notlar, 002 §5: not and not_basligi required): texts a company writes on its documents again
 * and again ("Ödeme 30 gün vadelidir."). A form that picks one (`kayitli_notlar_id`) reads it with `show` and
 * copies `not` into its description (002 §7).
 */
export const kayitli_notlar: TableDef = {
  name: 'kayitli_notlar',
  display_name: 'Kayıtlı Notlar',
  scope: 'company',
  table_id: 459,
  display_column: 'not_basligi',
  columns: [
    text(n(10), 'not_basligi', 'Not Başlığı*', { max_length: 100 }),
    longText(n(11), 'not', 'Not*'),
    select(n(12), 'kategori_id', 'Kategori', 'kategori'),
  ],
};
