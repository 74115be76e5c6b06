import type { RouteObject } from 'react-router-dom';
import { ui } from '../../../domain/messages';
import { chunk, chunkComponent } from '../../engine/chunk';

// The Muhasebe area's own pages, a chunk of their own loaded when first shown (docs/web-delivery.md).
export const loadClosingPage = chunk(() => import('./ClosingPage/ClosingPage'));
const ClosingPage = chunkComponent(
  loadClosingPage,
  (m) => m.ClosingPage,
  <p className="muted" role="status">
    {ui.loading}
  </p>,
);

/** The routes of the ledger's pages (docs/ledger.md, "Closing the books"). */
export function ledgerRoutes(): RouteObject[] {
  return [{ path: '/muhasebe/donem-sonu', element: <ClosingPage /> }];
}
