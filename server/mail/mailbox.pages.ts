import { Hono } from 'hono';
import type { AppDeps } from '../app-env';
import { esc, newNonce, publicPage, sendPage } from '../web/public-page';
import { localMails } from './mail.local';

const KINDS: Record<string, string> = {
  kayit: 'Kayıt',
  davet: 'Davet',
  hatirlatma: 'Hatırlatma',
  paylasim: 'Paylaşım',
  deneme: 'Deneme',
};

const when = new Intl.DateTimeFormat('tr-TR', {
  dateStyle: 'short',
  timeStyle: 'medium',
  timeZone: 'Europe/Istanbul',
});

/** Plain text with its http(s) links made clickable (everything escaped). */
function linked(text: string): string {
  return text
    .split(/(https?:\/\/[^\s<>"']+)/g)
    .map((part, i) => (i % 2 ? `<a href="${esc(part)}">${esc(part)}</a>` : esc(part)))
    .join('');
}

/**
 * GET /yerel-posta[?kime=adres]: the local mailbox (docs/mail.md) — the newest 50 mails Defter would have sent,
 * each with its recipient, subject and text. Only while no SMTP server is set (SMTP_URL empty); with one, and in
 * production (which requires one), the page does not exist.
 */
export function mailboxPages(deps: AppDeps) {
  const r = new Hono();
  r.get('/', async (c) => {
    const nonce = newNonce();
    if (deps.config.mail.smtpUrl)
      return sendPage(c, publicPage('Bulunamadı', '<h1>Sayfa bulunamadı</h1>', nonce), nonce, 404);
    const to = (c.req.query('kime') ?? '').slice(0, 254);
    const mails = await localMails(deps.db, { to: to || undefined });
    const items = mails
      .map(
        (m) => `<article class="card" aria-label="${esc(m.konu)}">
  <div class="row"><span class="tag">${esc(KINDS[m.tur] ?? m.tur)}</span><h2>${esc(m.konu)}</h2></div>
  <div class="muted">Kime: <span data-kime>${esc(m.kime)}</span> · Kimden: ${esc(m.kimden)} · ${esc(when.format(new Date(m.created_at)))}</div>
  <pre>${linked(m.metin)}</pre></article>`,
      )
      .join('');
    const body = `<h1>Yerel Posta Kutusu</h1>
<p class="muted">SMTP sunucusu tanımlı olmadığı için (SMTP_URL) Defter e-postaları göndermez; gönderilecek olanlar burada gösterilir.${
      to ? ` Yalnızca <strong>${esc(to)}</strong> adresine gidenler.` : ''
    }</p>${items || '<p class="muted">Gösterilecek e-posta yok.</p>'}`;
    return sendPage(c, publicPage('Yerel Posta Kutusu', body, nonce), nonce);
  });
  return r;
}
