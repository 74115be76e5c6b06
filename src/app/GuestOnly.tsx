import { Navigate, Outlet } from 'react-router-dom';
import { tokenStore } from '../services/http';

/** Guards /login and /verification: a logged-in user is sent to `/`. */
export function GuestOnly() {
  return tokenStore.get() ? <Navigate to="/" replace /> : <Outlet />;
}
