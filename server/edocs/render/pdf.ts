import { accessSync, constants } from 'node:fs';
import type { Browser } from 'playwright-core';
import { RenderError } from './render.errors';

// A document's HTML to PDF through headless Chromium (docs/e-documents.md, "PDF"): Debian's Chromium, never a
// downloaded browser. One browser per process, launched on the first PDF and closed on shutdown; every PDF gets a
// fresh browser context that may run the page's own JavaScript (GİB's QR code is drawn by script) but reaches no
// network: every request but a data: URL is aborted, the context is offline, service workers are blocked.

/** Debian's Chromium, or CHROMIUM_PATH. */
export const chromiumPath = () => process.env.CHROMIUM_PATH || '/usr/lib/chromium/chromium';

/** The flags Defter runs Chromium with (ARCHITECTURE.md), plus no proxy lookups and no WebRTC outside a proxy. */
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--no-proxy-server',
  '--force-webrtc-ip-handling-policy=disable_non_proxied_udp',
];

/** What "PDF indir" answers on a machine without Chromium. */
export const NO_CHROMIUM =
  'PDF oluşturulamıyor: sunucuda Chromium kurulu değil. Belgeyi HTML olarak görüntüleyebilir ya da indirebilirsiniz ' +
  '(kurulum: README, "Tests").';

/** True when the Chromium binary is there and executable. */
export function pdfAvailable(): boolean {
  try {
    accessSync(chromiumPath(), constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

let launching: Promise<Browser> | null = null;

function browser(): Promise<Browser> {
  // playwright-core is loaded with the first PDF, not with the server.
  launching ??= import('playwright-core')
    .then(({ chromium }) =>
      chromium.launch({ executablePath: chromiumPath(), headless: true, args: CHROMIUM_ARGS }),
    )
    .then((b) => {
      b.on('disconnected', () => {
        launching = null;
      });
      return b;
    })
    .catch((err: Error) => {
      launching = null;
      throw new RenderError(`PDF oluşturulamıyor: Chromium başlatılamadı (${err.message.split('\n')[0]}).`);
    });
  return launching;
}

/** Closes the process's browser (shutdown; tests). */
export async function closePdfBrowser(): Promise<void> {
  const b = launching;
  launching = null;
  if (b) await (await b.catch(() => null))?.close();
}

/** Options of one PDF: its time limit. */
export interface PdfOptions {
  timeoutMs: number;
}

/**
 * The PDF (A4) of an HTML document. Without Chromium: a RenderError with NO_CHROMIUM. A page that does not finish
 * within the time limit (a script that never ends) is closed, and the refusal says so.
 */
export async function htmlToPdf(html: string, options: PdfOptions): Promise<Uint8Array> {
  if (!pdfAvailable()) throw new RenderError(NO_CHROMIUM);
  const b = await browser();
  const context = await b.newContext({
    javaScriptEnabled: true,
    serviceWorkers: 'block',
    offline: true,
    acceptDownloads: false,
  });
  let timer: NodeJS.Timeout | undefined;
  try {
    await context.route('**/*', (route) =>
      route.request().url().startsWith('data:') ? route.continue() : route.abort('blockedbyclient'),
    );
    const page = await context.newPage();
    page.setDefaultTimeout(options.timeoutMs);
    const work = (async () => {
      await page.setContent(html, { waitUntil: 'load' });
      return page.pdf({ format: 'A4', printBackground: true, preferCSSPageSize: true });
    })();
    // When the time limit wins, the page's own failure (its context closed) comes later and means nothing.
    work.catch(() => {});
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () =>
          reject(
            new RenderError(
              `PDF ${Math.round(options.timeoutMs / 1000)} saniye içinde oluşturulamadı; belgenin HTML'i çok büyük ya da ` +
                'içindeki betik bitmiyor.',
            ),
          ),
        options.timeoutMs,
      );
    });
    return new Uint8Array(await Promise.race([work, late]));
  } finally {
    clearTimeout(timer);
    await context.close().catch(() => {});
  }
}
