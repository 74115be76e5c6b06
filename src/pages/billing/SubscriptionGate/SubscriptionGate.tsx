import { useEffect } from 'react';
import { useAtomValue } from 'jotai';
import { Outlet } from 'react-router-dom';
import { installServerRates } from '../../../services/rates.http';
import { departmentAtom } from '../../../state/session';
import { PaymentPage } from '../PaymentPage/PaymentPage';
import { useInboxPolling } from './useInboxPolling';

/**
 * Wraps the logged-in pages: once the subscription has ended (days left below 0) the payment page replaces
 * the content (000 §4, 002 §4); otherwise the page shows, the inbox is polled every 60 s and the form's
 * exchange buttons read the server's rates.
 */
export function SubscriptionGate() {
  const department = useAtomValue(departmentAtom);
  const expired = typeof department?.kalan_gun === 'number' && department.kalan_gun < 0;
  useInboxPolling(!expired);
  useEffect(() => installServerRates(), []);
  return expired ? <PaymentPage expired /> : <Outlet />;
}
