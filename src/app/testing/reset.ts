/** Clears what a test may leave behind in the browser: storage, toasts, confirmations, stubs (tests only). */
import { vi } from 'vitest';
import { dismissToast, getConfirms, getToasts } from '../../services/notify';
import { writeLockCookie } from '../../state/lock';

/** Call in afterEach (and beforeEach) of tests that render the app. */
export function resetBrowserState() {
  localStorage.clear();
  sessionStorage.clear();
  writeLockCookie(false);
  delete document.documentElement.dataset.theme;
  for (const t of getToasts()) dismissToast(t.id);
  for (const c of getConfirms()) c.resolve(false);
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
}
