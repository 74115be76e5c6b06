import { randomBytes } from 'node:crypto';
import type { Context } from 'hono';

// Server-made pages outside the browser app (the local mailbox, the shared invoice): one look, one policy.

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
/** Escapes text for HTML text and attribute values. */
export const esc = (s: unknown) => String(s ?? '').replace(/[&<>"']/g, (ch) => ESCAPES[ch]);

const STYLE = `
  :root{color-scheme:light dark}
  body{margin:0;font:14px/1.5 system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif;color:#1f2933;background:#f4f6f9}
  main{max-width:960px;margin:0 auto;padding:20px}
  h1{font-size:20px;margin:0 0 8px} h2{font-size:16px;margin:0 0 4px}
  .muted{color:#5f6b7a} .card{background:#fff;border:1px solid #d5dbe3;border-radius:8px;padding:14px 16px;margin:12px 0}
  pre{white-space:pre-wrap;word-break:break-word;font:inherit;margin:8px 0 0}
  a{color:#1f5fbf} .btn{display:inline-block;padding:9px 14px;border-radius:6px;background:#1f5fbf;color:#fff;text-decoration:none;font-weight:600;border:0;font:inherit;cursor:pointer}
  .btn--ghost{background:transparent;color:#1f5fbf;border:1px solid #1f5fbf}
  .row{display:flex;gap:10px;flex-wrap:wrap;align-items:center} .amount{font-size:22px;font-weight:600}
  .tag{display:inline-block;padding:2px 8px;border-radius:10px;background:#e8eef8;color:#1f5fbf;font-size:12px}
  .ok{color:#2e7d32} .error{color:#c62828}
  iframe{width:100%;min-height:70vh;border:1px solid #d5dbe3;border-radius:8px;background:#fff}
  @media (prefers-color-scheme: dark){body{background:#11161c;color:#e4e8ee}.card{background:#1a2129;border-color:#2c3642}.muted{color:#9aa7b6}a{color:#8cb4ff}}`;

/** A whole page: title, body (already escaped HTML) and the nonce of its style. */
export function publicPage(title: string, body: string, nonce: string): string {
  return `<!doctype html><html lang="tr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow"><title>${esc(title)}</title><style nonce="${nonce}">${STYLE}</style></head><body><main>${body}</main></body></html>`;
}

/** A fresh nonce for a page's style. */
export const newNonce = () => randomBytes(16).toString('base64');

/**
 * Answers a server-made page: no script at all, its style by nonce, frames only of its own origin (`frameSrc`),
 * not framed by anyone, never cached, no referrer (a share link's token must not leak to another site).
 */
export function sendPage(
  c: Context,
  html: string,
  nonce: string,
  status: 200 | 400 | 403 | 404 | 410 | 429 = 200,
  opts: { frameSrc?: string; formAction?: string } = {},
) {
  c.header(
    'Content-Security-Policy',
    [
      "default-src 'none'",
      `style-src 'nonce-${nonce}'`,
      `frame-src ${opts.frameSrc ?? "'none'"}`,
      `form-action ${opts.formAction ?? "'none'"}`,
      "frame-ancestors 'none'",
      "base-uri 'none'",
    ].join('; '),
  );
  c.header('Cache-Control', 'no-store');
  c.header('Referrer-Policy', 'no-referrer');
  c.header('X-Frame-Options', 'DENY');
  return c.html(html, status);
}
