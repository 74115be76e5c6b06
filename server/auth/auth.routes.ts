// Placeholder: replaced by the login/session work.
import { Hono, type MiddlewareHandler } from 'hono';
import type { AppDeps, AppEnv } from '../app-env';

export function authRoutes(_deps: AppDeps) {
  return new Hono<AppEnv>();
}
export function sessionMiddleware(_deps: AppDeps): MiddlewareHandler<AppEnv> {
  return async (_c, next) => next();
}
export function sessionRoutes(_deps: AppDeps) {
  return new Hono<AppEnv>();
}
