import { Navigate, type RouteObject } from 'react-router-dom';
import { addLink, detailLink, editLink, listHost, listLink, routePatterns } from '../engine/page/paths';
import type { PageDefinition } from '../../domain/pages/page.types';
import { LoginPage } from '../pages/auth/LoginPage/LoginPage';
import { VerificationPage } from '../pages/auth/VerificationPage/VerificationPage';
import { ConfirmRegistrationPage, InviteAcceptPage, RegisterPage } from '../pages/auth/signup.routes';
import { adminRoutes } from '../pages/admin/routes';
import { billingRoutes } from '../pages/billing/routes';
import { reportRoutes } from '../pages/reports/routes';
import { ledgerRoutes } from '../pages/ledger/routes';
import { settingsRoutes } from '../pages/settings/routes';
import { shellDataRoutes } from '../pages/shell/shell-data.routes';
import { NotFoundPage } from '../pages/shell/NotFoundPage/NotFoundPage';
import { DetailRoute, FormRoute, ListRoute, MovedRoute } from './engine-pages';
import { GuestOnly } from './GuestOnly';
import { RequireSession } from './RequireSession';
import { Root } from './Root';
import { RouteError } from './RouteError';
import { HomePage, Layout, SubscriptionGate } from './shell.chunk';

/** The redirects of a page's former list route and its add, edit and detail routes to the current ones. */
function formerRoutes(def: PageDefinition, defs: readonly PageDefinition[]): RouteObject[] {
  const from = def.formerRoute;
  if (!from) return [];
  return [
    { path: from, element: <Navigate to={listLink(def, defs)} replace /> },
    { path: `${from}/ekle`, element: <Navigate to={addLink(def)} replace /> },
    { path: `${from}/duzenle/:id`, element: <MovedRoute to={(id) => editLink(def, id)} /> },
    { path: `${from}/detay/:id`, element: <MovedRoute to={(id) => detailLink(def, id)} /> },
  ];
}

function pageRoutes(def: PageDefinition, defs: readonly PageDefinition[]): RouteObject[] {
  // A create-only page (a quick entry) is its create form, at its route; its records are another page's.
  if (def.createOnly)
    return [
      { path: def.route, element: <FormRoute key={`${def.table}:${def.route}`} def={def} /> },
      ...formerRoutes(def, defs),
    ];
  const paths = routePatterns(def);
  // A page whose list another page's tab shows under the same route has no list route of its own.
  const list = listHost(def, defs)
    ? []
    : [{ path: def.route, element: <ListRoute key={`${def.table}:list`} def={def} /> }];
  const detail = {
    path: paths.detail,
    element: <DetailRoute key={`${def.table}:detail`} def={def} />,
  };
  const moved = formerRoutes(def, defs);
  // A read-only list (taxes, incoming documents) has no add or edit page; one whose creating is still to come
  // keeps its add route (spec links, Ctrl+M), which opens the list and its notice.
  if (def.readOnly)
    return def.addNotice
      ? [...list, detail, { path: paths.add, element: <Navigate to={def.route} replace /> }, ...moved]
      : [...list, detail, ...moved];
  return [
    ...list,
    detail,
    { path: paths.add, element: <FormRoute key={`${def.table}:new`} def={def} /> },
    { path: paths.edit, element: <FormRoute key={`${def.table}:edit`} def={def} /> },
    ...moved,
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
            { path: '/register', element: <RegisterPage /> },
            { path: '/register/onay/:token', element: <ConfirmRegistrationPage /> },
          ],
        },
        // An invite may be opened logged in too (a user of another company joins this one).
        { path: '/new-invite-users/:id', element: <InviteAcceptPage /> },
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
                    ...defs.flatMap((def) => pageRoutes(def, defs)),
                    ...settingsRoutes(),
                    ...shellDataRoutes(),
                    ...adminRoutes(),
                    ...billingRoutes(),
                    ...reportRoutes(),
                    ...ledgerRoutes(),
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
