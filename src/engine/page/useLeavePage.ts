import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

/**
 * Leaves a page: to `to` when given, else one step back in history — or, when the page was the first
 * one opened (nothing to go back to), to `fallback`, replacing the current entry.
 */
export function useLeavePage(fallback: string) {
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(
    (to?: string) => {
      if (to) navigate(to);
      else if (location.key !== 'default') navigate(-1);
      else navigate(fallback, { replace: true });
    },
    [navigate, location.key, fallback],
  );
}
