import { Navigate, type RouteObject } from 'react-router-dom';
import type { PageDefinition } from '../engine/page/types';
import { LoginPage } from '../pages/auth/LoginPage/LoginPage';
import { VerificationPage } from '../pages/auth/VerificationPage/VerificationPage';
import { adminRoutes } from '../pages/admin/routes';
import { billingRoutes } from '../pages/billing/routes';
import { SubscriptionGate } from '../pages/billing/SubscriptionGate/SubscriptionGate';
import { settingsRoutes } from '../pages/settings/routes';
import { shellDataRoutes } from '../pages/shell/shell-data.routes';
import { HomePage } from '../pages/shell/HomePage/HomePage';
import { Layout } from '../pages/shell/Layout/Layout';
import { NotFoundPage } from '../pages/shell/NotFoundPage/NotFoundPage';
import { DetailRoute, FormRoute, ListRoute } from './engine-pages';
import { GuestOnly } from './GuestOnly';
import { RequireSession } from './RequireSession';
import { Root } from './Root';
import { RouteError } from './RouteError';

function pageRoutes(def: PageDefinition): RouteObject[] {
  const list = { path: def.route, element: <ListRoute key={`${def.table}:list`} def={def} /> };
  const detail = {
    path: `${def.route}/detay/:id`,
    element: <DetailRoute key={`${def.table}:detail`} def={def} />,
  };
  // A read-only list (taxes, incoming documents) has no add or edit page; one whose creating is still
  // to come keeps its add route (spec links, Ctrl+M), which opens the list and its notice.
  if (def.readOnly)
    return def.addNotice
      ? [list, detail, { path: `${def.route}/ekle`, element: <Navigate to={def.route} replace /> }]
      : [list, detail];
  return [
    list,
    detail,
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
                  // Once the subscription has ended the payment page replaces every page (000 §4).
                  element: <SubscriptionGate />,
                  errorElement: <RouteError />,
                  children: [
                    { index: true, element: <HomePage /> },
                    ...defs.flatMap(pageRoutes),
                    ...settingsRoutes(),
                    ...shellDataRoutes(),
                    ...adminRoutes(),
                    ...billingRoutes(),
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
