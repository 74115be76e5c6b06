import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { trAmount } from '../../domain/money/tr-amount';
import type { AppDeps } from '../app-env';
import { nowOf } from '../auth/auth.clock';
import { clientAddress } from '../auth/client-address';
import { admitCapped } from '../auth/throttle.service';
import { findTable } from '../catalog';
import { databaseFileStore } from '../files/file.store';
import { renderHtml, renderPdf } from '../edocs/render/render.service';
import { storedDocumentXml } from '../edocs/receipt.adapter';
import { refuseNul } from '../lib/request.guard';
import { esc, newNonce, publicPage, sendPage } from '../web/public-page';
import { openShare, shareTexts, startSharePayment, type SharedInvoice } from './share.service';

// The public page of a share link (docs/mail.md, "Share links"): no session; the signed token names one invoice,
// and the page shows that invoice only. Throttled per address; a wrong token counts more.

const HOUR_S = 3600;
/** Openings (page, its HTML, PDF, payment) from one address an hour. */
export const SHARE_PER_ADDRESS = { max: 300, windowS: HOUR_S };
/** Refused tokens from one address an hour (a guess costs). */
export const SHARE_BAD_PER_ADDRESS = { max: 30, windowS: HOUR_S };

const trDate = (d: string | null) => (d ? d.split('-').reverse().join('.') : '—');
const money = (v: string | null, cur: string) =>
  v === null ? '—' : `${trAmount(v)} ${cur === 'TRY' ? '₺' : cur}`;

function invoicePage(inv: SharedInvoice, token: string, nonce: string, notice?: string): string {
  const paid = inv.kalan !== null && Number(inv.kalan) <= 0;
  const pay =
    inv.payable && !paid
      ? `<form method="post" action="/paylas/${esc(token)}/ode"><button class="btn" type="submit">Kartla Öde</button></form>`
      : '';
  return publicPage(
    `${inv.firma} — ${inv.no ?? 'Fatura'}`,
    `<p class="muted">${esc(inv.firma)}</p>
<h1>Fatura ${esc(inv.no ?? '')}</h1>
${notice ? `<p class="error" role="alert">${esc(notice)}</p>` : ''}
<div class="card">
  <p>Sayın ${esc(inv.musteri)},</p>
  <div class="row"><span class="muted">Fatura Tarihi:</span> <strong>${esc(trDate(inv.tarih))}</strong>
    <span class="muted">Vade Tarihi:</span> <strong>${esc(trDate(inv.vade))}</strong></div>
  <div class="row"><span class="muted">Fatura Tutarı:</span> <span class="amount">${esc(money(inv.tutar, inv.paraBirimi))}</span></div>
  ${
    inv.kalan === null
      ? ''
      : paid
        ? '<p class="ok"><strong>Ödendi</strong></p>'
        : `<div class="row"><span class="muted">Kalan Tutar:</span> <span class="amount" data-kalan>${esc(money(inv.kalan, inv.paraBirimi))}</span></div>`
  }
  <div class="row">${pay}<a class="btn btn--ghost" href="/paylas/${esc(token)}/pdf">PDF indir</a></div>
</div>
<iframe title="Fatura" sandbox src="/paylas/${esc(token)}/html"></iframe>`,
    nonce,
  );
}

function gone(c: Context, status: 404 | 429 = 404) {
  const nonce = newNonce();
  const text =
    status === 429 ? 'Çok fazla deneme yapıldı. Lütfen daha sonra tekrar deneyiniz.' : shareTexts.gone;
  return sendPage(c, publicPage('Bağlantı geçersiz', `<h1>${esc(text)}</h1>`, nonce), nonce, status);
}

/**
 *   GET  /paylas/{token}        the invoice: company, number, dates, amount, what is left, "Kartla Öde", "PDF indir"
 *   GET  /paylas/{token}/html   the invoice's HTML (its XSLT), framed by the page in a sandbox
 *   GET  /paylas/{token}/pdf    the invoice's PDF
 *   POST /paylas/{token}/ode    a card payment of what is left → the payment provider's card page
 */
export function sharePages(deps: AppDeps) {
  const r = new Hono();
  r.use('*', bodyLimit({ maxSize: 4 * 1024, onError: (c) => c.text('İstek boyutu sınırı aştı.', 413) }));
  r.use('*', refuseNul());
  /** The invoice of the path's token, or an answer refusing it (throttled per address). */
  const open = async (c: Context, count = false): Promise<SharedInvoice | Response> => {
    const address = clientAddress(c, deps.config.trustProxy);
    const now = nowOf(deps);
    const ok = await admitCapped(deps.db, now, [
      { key: `share:address:${address}`, rule: SHARE_PER_ADDRESS },
    ]);
    if ('retryAfter' in ok) return gone(c, 429);
    const inv = await openShare(deps, c.req.param('token') ?? '', count);
    if (inv) return inv;
    const bad = await admitCapped(deps.db, now, [
      { key: `share:bad:${address}`, rule: SHARE_BAD_PER_ADDRESS },
    ]);
    return gone(c, 'retryAfter' in bad ? 429 : 404);
  };
  const xmlOf = async (inv: SharedInvoice) =>
    storedDocumentXml(deps.db, findTable(inv.table)!, inv.id, inv.departmentId);
  const ctxOf = (inv: SharedInvoice) => ({
    db: deps.db,
    files: deps.files ?? databaseFileStore,
    departmentId: inv.departmentId,
  });

  r.get('/:token', async (c) => {
    const inv = await open(c, true);
    if (inv instanceof Response) return inv;
    const nonce = newNonce();
    return sendPage(c, invoicePage(inv, c.req.param('token'), nonce), nonce, 200, {
      frameSrc: "'self'",
      formAction: "'self'",
    });
  });
  r.get('/:token/html', async (c) => {
    const inv = await open(c);
    if (inv instanceof Response) return inv;
    const xml = await xmlOf(inv);
    if (!xml) return gone(c);
    const html = await renderHtml(ctxOf(inv), xml);
    // Made by a stylesheet: its inline styles only; no script, no request, a sandbox of its own; only Defter frames it.
    c.header(
      'Content-Security-Policy',
      "default-src 'none'; style-src 'unsafe-inline'; img-src data:; sandbox; frame-ancestors 'self'",
    );
    c.header('Cache-Control', 'no-store');
    c.header('Referrer-Policy', 'no-referrer');
    c.header('X-Frame-Options', 'SAMEORIGIN');
    return c.html(html);
  });
  r.get('/:token/pdf', async (c) => {
    const inv = await open(c);
    if (inv instanceof Response) return inv;
    const xml = await xmlOf(inv);
    if (!xml) return gone(c);
    const pdf = await renderPdf(await renderHtml(ctxOf(inv), xml));
    c.header('Content-Type', 'application/pdf');
    c.header(
      'Content-Disposition',
      `attachment; filename="${(inv.no ?? 'fatura').replace(/[^\w.-]/g, '_')}.pdf"`,
    );
    c.header('Cache-Control', 'no-store');
    c.header('Referrer-Policy', 'no-referrer');
    return c.body(Buffer.from(pdf));
  });
  r.post('/:token/ode', async (c) => {
    const inv = await open(c);
    if (inv instanceof Response) return inv;
    const token = c.req.param('token');
    const started = await startSharePayment(deps, token);
    if ('url' in started) return c.redirect(started.url, 303);
    const nonce = newNonce();
    return sendPage(c, invoicePage(inv, token, nonce, started.refused), nonce, 400, {
      frameSrc: "'self'",
      formAction: "'self'",
    });
  });
  return r;
}
