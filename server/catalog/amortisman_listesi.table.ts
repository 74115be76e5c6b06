import { columnIds, text } from './columns';
import { decimal, integer } from './document-columns';
import type { TableDef } from './types';

const n = columnIds(450);

/**
 * The depreciation list (amortisman_listesi, 002 §3 "Fixed asset": faydali_omur, normal_amortisman_oran): the
 * Ministry's useful lives (VUK Genel Tebliği 333 and its amendments) as global rows every company reads, plus a
 * company's own rows. A fixed-asset card that picks one is filled with its life and rate (`show`, 002 §7).
 */
export const amortisman_listesi: TableDef = {
  name: 'amortisman_listesi',
  display_name: 'Amortisman Listesi',
  scope: 'shared',
  table_id: 450,
  display_column: 'name_basic',
  search_columns: ['kod'],
  columns: [
    text(n(10), 'kod', 'Sıra No', { max_length: 20 }),
    text(n(11), 'name_basic', 'İktisadi Kıymet*'),
    integer(n(12), 'faydali_omur', 'Faydalı Ömür (Yıl)*', { min: 1, max: 9999, value_kind: 'useful_life' }),
    // Left empty, the server writes 100 / faydali_omur (domain/assets).
    decimal(n(13), 'normal_amortisman_oran', 'Normal Amortisman Oranı (%)', 2, { min: 0, max: 100 }),
  ],
};
