import type { RouteObject } from 'react-router-dom';
import { ui } from '../../../domain/messages';
import { chunk, chunkComponent } from '../../engine/chunk';
import { ComingSoonPage } from './ComingSoonPage/ComingSoonPage';

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

/**
 * The shell's data routes: the notifications page, the help (`/docs` plus a path) and the marketplace order pages
 * a marketplace notification opens (000 §2: /trendyol/siparisler, /hepsiburada/siparisler). No marketplace is
 * connected yet, so they say the page is being prepared instead of answering 404 (issue 16).
 */
export function shellDataRoutes(): RouteObject[] {
  return [
    { path: '/bildirimler', element: <NotificationsPage /> },
    { path: '/trendyol/siparisler', element: <ComingSoonPage title="Trendyol Siparişleri" /> },
    { path: '/hepsiburada/siparisler', element: <ComingSoonPage title="Hepsiburada Siparişleri" /> },
    { path: '/docs', element: <HelpPage /> },
    { path: '/docs/*', element: <HelpPage /> },
  ];
}
