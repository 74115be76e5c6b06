import { bool, columnIds, longText, text } from './columns';
import type { TableDef } from './types';

const n = columnIds(457);

/**
 * Reminders (002 §5: title and hatirlatici_tarih required): a user's own notes with a date and time, shown on the
 * top bar's calendar (docs/office.md). Each user sees and writes only their own (like notifications).
 */
export const hatirlaticilar: TableDef = {
  name: 'hatirlaticilar',
  display_name: 'Hatırlatıcılar',
  scope: 'company',
  table_id: 457,
  perUser: true,
  display_column: 'title',
  columns: [
    text(n(10), 'title', 'Başlık*'),
    text(n(11), 'hatirlatici_tarih', 'Hatırlatma Zamanı*', {
      gui_type_name: 'datetime',
      db_type_name: 'datetime',
      max_length: null,
    }),
    longText(n(12), 'description', 'Açıklama'),
    bool(n(13), 'tamamlandi', 'Tamamlandı'),
  ],
};
