import type { MiddlewareHandler } from 'hono';

/**
 * The browser app's policy (index.html, deep links, its assets): scripts only from Defter's own files — no inline
 * script —, styles from its files and inline (AG Grid and React set style attributes and inject <style>), images
 * and fonts also as data: / blob: URIs (files shown in the app), requests to the same origin only, frames of the
 * same origin (the local card page) and blob: documents, and no framing by another origin.
 * 'unsafe-eval': the form's validator (ajv, through @rjsf/validator-ajv8) compiles each JSON Schema to a function
 * with `new Function`; without it no form validates (docs/web-delivery.md).
 */
export const APP_CSP = [
  "default-src 'self'",
  "script-src 'self' 'unsafe-eval'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "frame-src 'self' blob:",
  "worker-src 'self' blob:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'self'",
].join('; ');

/** The API's policy: its answers are data, never a document that runs or loads anything. */
export const API_CSP = "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'self'";

/**
 * Security headers on every answer (docs/web-delivery.md): the content security policy (the API's under /api,
 * else the app's), no framing by another origin, no MIME sniffing, referrers only within Defter, a browsing
 * context of its own; HSTS only on an answer that went out over HTTPS (directly or behind a proxy that says
 * `X-Forwarded-Proto: https`) — over plain HTTP a browser ignores it anyway.
 * A header a route has set itself (the card page's own policy with its nonce) is kept.
 */
export function securityHeaders(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const api = c.req.path === '/api' || c.req.path.startsWith('/api/');
    const https =
      new URL(c.req.url).protocol === 'https:' ||
      c.req.header('x-forwarded-proto')?.split(',')[0].trim() === 'https';
    const headers: [string, string][] = [
      ['Content-Security-Policy', api ? API_CSP : APP_CSP],
      ['X-Frame-Options', 'SAMEORIGIN'],
      ['X-Content-Type-Options', 'nosniff'],
      // Nothing to another origin. Not no-referrer: under it the Fetch standard sends `Origin: null` on a
      // same-origin POST (Chromium sends the origin anyway), which the API's cross-origin check would refuse.
      ['Referrer-Policy', 'same-origin'],
      ['Cross-Origin-Opener-Policy', 'same-origin'],
      ['Cross-Origin-Resource-Policy', 'same-origin'],
      ...(https ? [['Strict-Transport-Security', 'max-age=31536000'] as [string, string]] : []),
    ];
    for (const [name, value] of headers) if (!c.res.headers.has(name)) c.res.headers.set(name, value);
  };
}
