import type { RouteObject } from 'react-router-dom';
import { AdminOnly, FormRoute, ListRoute } from '../../app/engine-pages';
import { USERS_ROUTE, usersPage } from './usersPage';

/** Admin-only routes: /ad/users with its add and edit pages (the 404 page for everyone else). */
export function adminRoutes(): RouteObject[] {
  return [
    {
      path: USERS_ROUTE,
      element: (
        <AdminOnly>
          <ListRoute key="users:list" def={usersPage} />
        </AdminOnly>
      ),
    },
    {
      path: `${USERS_ROUTE}/ekle`,
      element: (
        <AdminOnly>
          <FormRoute key="users:new" def={usersPage} />
        </AdminOnly>
      ),
    },
    {
      path: `${USERS_ROUTE}/duzenle/:id`,
      element: (
        <AdminOnly>
          <FormRoute key="users:edit" def={usersPage} />
        </AdminOnly>
      ),
    },
  ];
}
