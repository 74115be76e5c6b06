import { useCallback } from 'react';
import { useSetAtom } from 'jotai';
import { getUserInfo } from '../../services/auth';
import { userInfoAtom } from '../../state/session';

/** Fetches getLoggedInUserInfo again, so the shell uses what was just saved (name, shortcuts, pinTime). */
export function useRefreshUserInfo() {
  const setInfo = useSetAtom(userInfoAtom);
  return useCallback(async () => {
    try {
      setInfo(await getUserInfo());
    } catch {
      // The saved data stays saved; the shell shows it after the next load.
    }
  }, [setInfo]);
}
