import { columnIds, date, text } from './columns';
import { documentUuidHooks } from './document-uuid.hooks';
import { eDocumentStatus } from './edocument-status';
import type { TableDef } from './types';

const n = columnIds(213);

/** Outgoing e-waybills. The calendar's columns (spec 000 §3); the e-document issues add the rest. */
export const e_irsaliye: TableDef = {
  name: 'e_irsaliye',
  display_name: 'e-İrsaliye',
  scope: 'company',
  table_id: 213,
  display_column: 'irsaliye_numarasi',
  columns: [
    text(n(10), 'irsaliye_numarasi', 'İrsaliye Numarası', { max_length: 16 }),
    date(n(11), 'irsaliye_tarihi', 'İrsaliye Tarihi*'),
    text(n(12), 'ettn', 'ETTN', { max_length: 36, readOnly: true }),
    eDocumentStatus(n(13)),
  ],
  hooks: documentUuidHooks('ettn'),
};
