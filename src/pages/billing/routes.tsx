import type { RouteObject } from 'react-router-dom';
import { ui } from '../../../domain/messages';
import { chunk, chunkComponent } from '../../engine/chunk';

// The payment page comes with the logged-in frame's chunk (the subscription gate shows it); its own route loads it
// the same way, so that /login does not carry it (docs/web-delivery.md).
/** The payment page's chunk. */
export const loadPaymentPage = chunk(() => import('./PaymentPage/PaymentPage'));
const PaymentPage = chunkComponent(
  loadPaymentPage,
  (m) => m.PaymentPage,
  <p className="muted" role="status">
    {ui.loading}
  </p>,
);

/** The subscription page, reachable before the subscription ends too. */
export function billingRoutes(): RouteObject[] {
  return [{ path: '/abonelik', element: <PaymentPage /> }];
}
