import { useSetAtom } from 'jotai';
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { forgetRouteAtom } from '../../state/history';

/**
 * Leaves a page: to `to` when given, else one step back in history — or, when the page was the first
 * one opened (nothing to go back to), to `fallback`, replacing the current entry. With `forget`, the page
 * is also dropped from the saved history tabs (a record that cannot be loaded: no.auth / fail.id).
 */
export function useLeavePage(fallback: string) {
  const navigate = useNavigate();
  const location = useLocation();
  const forgetRoute = useSetAtom(forgetRouteAtom);
  return useCallback(
    (to?: string, opts: { forget?: boolean } = {}) => {
      if (opts.forget) forgetRoute(location.pathname);
      if (to) navigate(to);
      else if (location.key !== 'default') navigate(-1);
      else navigate(fallback, { replace: true });
    },
    [navigate, location.key, location.pathname, fallback, forgetRoute],
  );
}
