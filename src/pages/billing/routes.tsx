import type { RouteObject } from 'react-router-dom';
import { PaymentPage } from './PaymentPage/PaymentPage';

/** The subscription page, reachable before the subscription ends too. */
export function billingRoutes(): RouteObject[] {
  return [{ path: '/abonelik', element: <PaymentPage /> }];
}
