import { columnIds, json, text } from './columns';
import type { TableDef } from './types';

const n = columnIds(201);

/**
 * Favourites of one user (spec 000 §3): `name` holds the user id, `description` the JSON map keyed by link
 * plus table name, each entry `{type: create|list|detail|edit, link, table_name, id, state}`.
 */
export const favoriler: TableDef = {
  name: 'favoriler',
  display_name: 'Favoriler',
  scope: 'company',
  table_id: 201,
  perUser: true,
  display_column: 'name',
  columns: [text(n(10), 'name', 'Kullanıcı', { readOnly: true }), json(n(11), 'description', 'Favoriler')],
};
