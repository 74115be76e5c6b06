import { useEffect, useState } from 'react';
import { useAtom } from 'jotai';
import { Navigate, Outlet, useNavigate } from 'react-router-dom';
import { ui } from '../../domain/messages';
import { getUserInfo } from '../services/auth';
import { ApiError, tokenStore } from '../services/http';
import { userInfoAtom } from '../state/session';
import { loadShell } from './shell.chunk';
import { useSystemCheck } from './useSystemCheck';

/**
 * Guards every logged-in route: no token → /login; with a token the user info is fetched once (a 400
 * removes the token and goes to /login), then the 60 s system check runs.
 */
export function RequireSession() {
  const token = tokenStore.get();
  const [info, setInfo] = useAtom(userInfoAtom);
  const [failure, setFailure] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const navigate = useNavigate();

  // The logged-in frame's code arrives while the user info is asked for, not after it.
  useEffect(() => {
    if (token) loadShell().catch(() => undefined);
  }, [token]);

  useEffect(() => {
    if (!token || info) return;
    let live = true;
    getUserInfo().then(
      (data) => live && setInfo(data),
      (err: unknown) => {
        if (!live) return;
        if (err instanceof ApiError && err.code === 400) {
          tokenStore.clear();
          navigate('/login', { replace: true });
        } else setFailure(err instanceof ApiError && err.code === 0 ? ui.offline : ui.unknownError);
      },
    );
    return () => {
      live = false;
    };
  }, [token, info, attempt, navigate, setInfo]);

  useSystemCheck(Boolean(token && info));

  if (!token) return <Navigate to="/login" replace />;
  if (failure)
    return (
      <div className="center-box" role="alert">
        <p>{failure}</p>
        <button
          type="button"
          className="btn btn--primary"
          onClick={() => {
            setFailure(null);
            setAttempt((n) => n + 1);
          }}
        >
          Tekrar dene
        </button>
      </div>
    );
  if (!info)
    return (
      <p className="center-box" role="status">
        {ui.loading}
      </p>
    );
  return <Outlet />;
}
