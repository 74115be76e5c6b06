import { columnIds, longText, staticSelect, text } from './columns';
import type { TableDef } from './types';

const n = columnIds(202);

/** Announcement types; the home page shows type 5 as an alert (spec 000 §2). */
export const DUYURU_TIPLERI = [
  { id: '1', text: 'Genel' },
  { id: '2', text: 'Yenilik' },
  { id: '3', text: 'Bakım' },
  { id: '4', text: 'Kampanya' },
  { id: '5', text: 'Ana sayfa uyarısı' },
];

/** Defter's announcements to every company: a global table, read by all, written by no one through the API. */
export const duyurular: TableDef = {
  name: 'duyurular',
  display_name: 'Duyurular',
  scope: 'global',
  table_id: 202,
  display_column: 'title',
  columns: [
    text(n(10), 'title', 'Başlık*'),
    longText(n(11), 'announcement', 'Duyuru*'),
    staticSelect(n(12), 'duyuru_tipleri_id', 'Duyuru Tipi*', DUYURU_TIPLERI, { default: '1' }),
  ],
};
