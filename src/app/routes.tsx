import type { RouteObject } from 'react-router-dom';
import type { PageDefinition } from '../engine/page/types';
import { LoginPage } from '../pages/auth/LoginPage/LoginPage';
import { VerificationPage } from '../pages/auth/VerificationPage/VerificationPage';
import { ComingSoonPage } from '../pages/shell/ComingSoonPage/ComingSoonPage';
import { HomePage } from '../pages/shell/HomePage/HomePage';
import { Layout } from '../pages/shell/Layout/Layout';
import { NotFoundPage } from '../pages/shell/NotFoundPage/NotFoundPage';
import { AdminOnly, FormRoute, ListRoute } from './engine-pages';
import { GuestOnly } from './GuestOnly';
import { RequireSession } from './RequireSession';
import { Root } from './Root';
import { RouteError } from './RouteError';

function pageRoutes(def: PageDefinition): RouteObject[] {
  return [
    { path: def.route, element: <ListRoute key={`${def.table}:list`} def={def} /> },
    { path: `${def.route}/ekle`, element: <FormRoute key={`${def.table}:new`} def={def} /> },
    { path: `${def.route}/duzenle/:id`, element: <FormRoute key={`${def.table}:edit`} def={def} /> },
  ];
}

/** The route table: guest pages, then every logged-in page inside the shell, then the 404 page. */
export function createAppRoutes(defs: readonly PageDefinition[]): RouteObject[] {
  return [
    {
      element: <Root />,
      errorElement: <RouteError />,
      children: [
        {
          element: <GuestOnly />,
          children: [
            { path: '/login', element: <LoginPage /> },
            { path: '/verification', element: <VerificationPage /> },
          ],
        },
        {
          element: <RequireSession />,
          children: [
            {
              element: <Layout />,
              children: [
                {
                  errorElement: <RouteError />,
                  children: [
                    { index: true, element: <HomePage /> },
                    ...defs.flatMap(pageRoutes),
                    { path: '/ayarlar/genel', element: <ComingSoonPage title="Ayarlar" /> },
                    { path: '/firma', element: <ComingSoonPage title="Profil" /> },
                    {
                      path: '/ad/users',
                      element: (
                        <AdminOnly>
                          <ComingSoonPage title="Admin Menü" />
                        </AdminOnly>
                      ),
                    },
                    { path: '*', element: <NotFoundPage /> },
                  ],
                },
              ],
            },
          ],
        },
      ],
    },
  ];
}
