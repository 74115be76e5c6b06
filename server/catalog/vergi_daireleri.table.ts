import { columnIds, select, text } from './columns';
import type { TableDef } from './types';

const n = columnIds(4);

/**
 * GİB tax offices and revenue offices (malmüdürlükleri) with their 5-digit codes. `name_basic` is the
 * official name, with the province in brackets for the 16 names used in two provinces; `resmi_ad` is always
 * the official name (the one an e-document carries).
 */
export const vergi_daireleri: TableDef = {
  name: 'vergi_daireleri',
  display_name: 'Vergi Daireleri',
  scope: 'global',
  table_id: 4,
  display_column: 'name_basic',
  search_columns: ['kod'],
  columns: [
    text(n(10), 'name_basic', 'Vergi Dairesi Adı*'),
    text(n(14), 'resmi_ad', 'Resmî Adı*'),
    text(n(11), 'kod', 'Vergi Dairesi Kodu*', { max_length: 5 }),
    select(n(12), 'sehirler_id', 'İl', 'sehirler'),
    text(n(13), 'ilce_adi', 'İlçe'),
  ],
};
