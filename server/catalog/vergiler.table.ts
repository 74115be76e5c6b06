import type { VergiKind } from '../../domain/tax';
import { columnIds, staticSelect, text } from './columns';
import type { TableDef } from './types';

const n = columnIds(101);

/** The kind of an other tax as the `vergiler` list shows it (docs/calculations.md §4). */
export const VERGI_KIND_TEXT: Record<VergiKind, string> = {
  otv: 'ÖTV (KDV matrahına dahil)',
  kdv_base: 'KDV matrahına dahil',
  added: 'Toplama eklenen',
  deduction: 'Ödenecek tutardan düşülen',
  withholding: 'KDV tevkifatı',
};

/** Other taxes of a line (diger_vergiler), built from domain's VERGILER: ids, GİB codes and kinds agree. */
export const vergiler: TableDef = {
  name: 'vergiler',
  display_name: 'Vergiler',
  scope: 'global',
  table_id: 101,
  display_column: 'name_basic',
  search_columns: ['kod', 'kisa_ad'],
  columns: [
    text(n(10), 'name_basic', 'Vergi Adı*'),
    text(n(11), 'kod', 'Vergi Kodu*', { max_length: 4 }),
    text(n(12), 'kisa_ad', 'Kısa Adı'),
    staticSelect(
      n(13),
      'vergi_turu',
      'Vergi Türü*',
      Object.entries(VERGI_KIND_TEXT).map(([id, text]) => ({ id, text })),
      { db_type_name: 'string' },
    ),
  ],
};
