import { definePage } from '../../engine/page/definePage';

/** The admin users pages' route (spec 000 §2: /ad/users, admins only). */
export const USERS_ROUTE = '/ad/users';

/**
 * The users of the company for admins: the generic list, add and edit pages of the `users` table. Not in
 * the page registry (no menu entry of its own: the side menu's "Admin Menü" leads here); routed by
 * src/pages/admin/routes.tsx behind the admin check.
 */
export const usersPage = definePage({
  table: 'users',
  route: USERS_ROUTE,
  title: 'Kullanıcılar',
  layout: 'special',
  drafts: false,
  groups: [
    {
      id: 'kimlik',
      title: 'Kullanıcı Bilgileri',
      columns: ['name_basic', 'surname', 'email', 'tc', 'phone'],
    },
    { id: 'giris', title: 'Giriş', columns: ['password', 'telefon_dogrulama', 'firma_sube_adi'] },
  ],
  listColumns: ['name_basic', 'surname', 'email', 'phone', 'firma_sube_adi', 'telefon_dogrulama'],
  redirect: USERS_ROUTE,
});
