import { bool, columnIds, json, phone, text } from './columns';
import type { TableDef } from './types';

const n = columnIds(11);

/** The users of a company (admin only). The password is a KDF hash: written through the hooks, never read. */
export const users: TableDef = {
  name: 'users',
  display_name: 'Kullanıcılar',
  scope: 'company',
  table_id: 11,
  adminOnly: true,
  display_column: 'email',
  search_columns: ['name_basic', 'surname'],
  columns: [
    text(n(10), 'email', 'E-posta*', { check: 'email', lowerCase: true }),
    text(n(11), 'tc', 'TC Kimlik No', { min_length: 11, max_length: 11, check: 'digits', value_kind: 'tc' }),
    text(n(12), 'name_basic', 'Adı'),
    text(n(13), 'surname', 'Soyadı'),
    text(n(14), 'password', 'Şifre', { gui_type_name: 'password', writeOnly: true, max_length: null }),
    phone(n(15), 'phone', 'Telefon'),
    text(n(16), 'firma_sube_adi', 'Şube Adı'),
    bool(n(17), 'telefon_dogrulama', 'Telefon Doğrulama'),
    json(n(18), 'kullanici_ayarlari', 'Kullanıcı Ayarları'),
  ],
};
