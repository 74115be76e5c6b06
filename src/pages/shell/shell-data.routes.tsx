import type { RouteObject } from 'react-router-dom';
import { ui } from '../../../domain/messages';
import { chunk, chunkComponent } from '../../engine/chunk';

// The notifications page and the help are a chunk of their own, loaded when first shown (docs/web-delivery.md).
/** The notifications and help pages' chunk. */
export const loadShellDataPages = chunk(() => import('./shell-data.pages'));
const loading = (
  <p className="muted" role="status">
    {ui.loading}
  </p>
);
const HelpPage = chunkComponent(loadShellDataPages, (m) => m.HelpPage, loading);
const NotificationsPage = chunkComponent(loadShellDataPages, (m) => m.NotificationsPage, loading);

/** The shell's data routes: the notifications page and the help (`/docs` plus a path). */
export function shellDataRoutes(): RouteObject[] {
  return [
    { path: '/bildirimler', element: <NotificationsPage /> },
    { path: '/docs', element: <HelpPage /> },
    { path: '/docs/*', element: <HelpPage /> },
  ];
}
