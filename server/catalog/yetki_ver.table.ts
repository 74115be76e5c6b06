import { bool, columnIds, select } from './columns';
import { integer } from './document-columns';
import type { TableDef } from './types';

const n = columnIds(250);

/**
 * Authority records: the companies a user may act in (a session is a user plus one of them). Read through
 * the table service by the user switch; each user sees only their own records, across companies. Written
 * by the admin tools, never here.
 */
export const yetki_ver: TableDef = {
  name: 'yetki_ver',
  display_name: 'Yetkili Olduğunuz Firmalar',
  scope: 'company',
  table_id: 250,
  userScope: { column: 'target_user_id' },
  readOnly: true,
  creatable: false,
  deletable: false,
  display_column: 'department_id',
  columns: [
    select(n(7), 'department_id', 'Firma', 'departments', { readOnly: true }),
    integer(n(10), 'target_user_id', 'Kullanıcı', { readOnly: true, visible: false }),
    bool(n(11), 'is_admin', 'Yönetici', { readOnly: true }),
  ],
};
