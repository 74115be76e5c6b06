import { bool, columnIds, longText, text } from './columns';
import type { TableDef } from './types';

const n = columnIds(200);

/**
 * Notifications of one user (docs/shell-data.md). The server writes them; the owner reads them and only
 * marks them read (`state` false) through the table service. `state` true means unread (spec 000 §3);
 * `start_time` is when it shows; `bildirim_json` is JSON text whose `table` may open a page.
 */
export const bildirimler: TableDef = {
  name: 'bildirimler',
  display_name: 'Bildirimler',
  scope: 'company',
  table_id: 200,
  perUser: true,
  creatable: false,
  display_column: 'title',
  columns: [
    text(n(10), 'title', 'Başlık*', { readOnly: true }),
    longText(n(11), 'description', 'Açıklama', { readOnly: true }),
    // The common field `state` is this table's own column: the unread flag.
    bool(n(4), 'state', 'Okunmadı', { default: '1' }),
    text(n(12), 'start_time', 'Başlangıç Zamanı', {
      gui_type_name: 'datetime',
      db_type_name: 'datetime',
      max_length: null,
      readOnly: true,
    }),
    longText(n(13), 'bildirim_json', 'Bildirim Verisi', { readOnly: true, visible: false }),
  ],
};
