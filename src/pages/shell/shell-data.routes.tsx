import type { RouteObject } from 'react-router-dom';
import { HelpPage } from './HelpPage/HelpPage';
import { NotificationsPage } from './Notifications/NotificationsPage';

/** The shell's data routes: the notifications page and the help (`/docs` plus a path). */
export function shellDataRoutes(): RouteObject[] {
  return [
    { path: '/bildirimler', element: <NotificationsPage /> },
    { path: '/docs', element: <HelpPage /> },
    { path: '/docs/*', element: <HelpPage /> },
  ];
}
