import type { AppDeps } from '../app-env';

/** The server's current time: the injected clock in tests, the real one otherwise. */
export function nowOf(deps: AppDeps): Date {
  return deps.now?.() ?? new Date();
}

/** `time` moved by `seconds`. */
export function addSeconds(time: Date, seconds: number): Date {
  return new Date(time.getTime() + seconds * 1000);
}
