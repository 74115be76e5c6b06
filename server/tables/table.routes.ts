// Placeholder: replaced by the generic table service.
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../app-env';

export function tableRoutes(_deps: AppDeps) {
  return new Hono<AppEnv>();
}
