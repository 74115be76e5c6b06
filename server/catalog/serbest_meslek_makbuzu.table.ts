import { columnIds, date, text } from './columns';
import { documentUuidHooks } from './document-uuid.hooks';
import type { TableDef } from './types';

const n = columnIds(215);

/** Freelance receipts (e-SMM). The calendar's columns (spec 000 §3); the e-document issues add the rest. */
export const serbest_meslek_makbuzu: TableDef = {
  name: 'serbest_meslek_makbuzu',
  display_name: 'e-Serbest Meslek Makbuzu',
  scope: 'company',
  table_id: 215,
  display_column: 'makbuz_numarasi',
  columns: [
    text(n(10), 'makbuz_numarasi', 'Makbuz Numarası', { max_length: 16 }),
    date(n(11), 'duzenleme_tarihi', 'Düzenleme Tarihi*'),
    text(n(12), 'ettn', 'ETTN', { max_length: 36, readOnly: true }),
    text(n(13), 'unvan', 'Unvan'),
  ],
  hooks: documentUuidHooks('ettn'),
};
