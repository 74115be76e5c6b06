import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import {
  openBrowser,
  screenshotOnFailure,
  startDefter,
  submitLogin,
  type RunningDefter,
} from './support/defter';

// e-Document rendering end to end (issue 13, item 4), against the real server on a fresh embedded database: the
// server makes a sales invoice's PDF in its own headless Chromium (the server suites skip PDFs where Chromium is
// missing; CI installs it before this suite), and an XSLT template added on /ayarlar/xslt/yeni — a file picked in
// the form, checked and compiled on save — becomes the company's E-Fatura default that the invoice's HTML uses.
let defter: RunningDefter;
let browser: Browser;
let page: Page;
let errors: string[];
let token = '';
let invoiceId = 0;

beforeAll(async () => {
  defter = await startDefter(process.env.E2E_STATIC_DIR ? { STATIC_DIR: process.env.E2E_STATIC_DIR } : {});
  ({ browser, page, errors } = await openBrowser());
});

afterEach((ctx) => screenshotOnFailure(page, ctx));

afterAll(async () => {
  await browser?.close();
  await defter?.stop();
});

/** POST to the API from the test (JSON); the parsed envelope, or the raw text of a file answer. */
async function api(path: string, body: unknown) {
  const res = await fetch(`${defter.url}/api/v1${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { res, text: await res.text() };
}

const TEMPLATE = `<?xml version="1.0" encoding="UTF-8"?>
<xsl:stylesheet version="2.0" xmlns:xsl="http://www.w3.org/1999/XSL/Transform"
  xmlns:cbc="urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2">
  <xsl:output version="4.0" method="html" encoding="UTF-8"/>
  <xsl:template match="/"><html><body><h1>KURUMSAL ŞABLON</h1><p><xsl:value-of select="/*/cbc:ID"/></p></body></html>
  </xsl:template>
</xsl:stylesheet>`;

describe('e-Document rendering', () => {
  it('makes the PDF of a sales invoice in the server’s Chromium', async () => {
    const login = await api('/login', { email: 'demo@defter.local', password: 'Demo1234!' });
    token = JSON.parse(login.text).data.token;
    const list = await api(`/${token}/tables/satis_fatura`, { params: { limit: 1, sorts: { id: true } } });
    const first = JSON.parse(list.text).data.records[0];
    invoiceId = first.id;
    const pdf = await api(`/${token}/tables/satis_fatura/downloadMedia`, { id: invoiceId, mediaType: 'pdf' });
    expect(pdf.res.status, pdf.text.slice(0, 300)).toBe(200);
    expect(pdf.res.headers.get('content-disposition')).toContain(`${first.fatura_numarasi}.pdf`);
    const bytes = Buffer.from(pdf.text, 'base64');
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(bytes.byteLength).toBeGreaterThan(10_000);
  });

  it('adds an XSLT template on /ayarlar/xslt/yeni as the E-Fatura default', async () => {
    await page.goto(`${defter.url}/login`);
    await submitLogin(page, 'demo@defter.local', { enter: true });
    await page.waitForURL(`${defter.url}/`);
    await page.goto(`${defter.url}/ayarlar/xslt/yeni`);
    await page.getByLabel('Şablon Adı').fill('Kurumsal Fatura');
    await page.getByRole('switch', { name: 'Varsayılan' }).check();
    await page
      .getByLabel('XSLT Dosyası')
      .setInputFiles({ name: 'kurumsal.xslt', mimeType: 'application/xml', buffer: Buffer.from(TEMPLATE) });
    await page.locator('.df-files__item').filter({ hasText: 'kurumsal.xslt' }).waitFor();
    const saved = page.waitForResponse((r) => r.url().endsWith('/tables/xslt/store'));
    await page.getByRole('button', { name: 'Kaydet', exact: true }).click();
    const reply = await (await saved).json();
    expect(reply.data, JSON.stringify(reply)).toMatchObject({ message: 'success' });
    await page.waitForURL(/\/ayarlar\/xslt$/);
    await page.locator('.ag-row').filter({ hasText: 'Kurumsal Fatura' }).first().waitFor();
    expect(errors).toEqual([]);
  });

  it('shows the invoice through that template', async () => {
    const html = await api(`/${token}/tables/satis_fatura/downloadMedia`, {
      id: invoiceId,
      mediaType: 'html',
    });
    expect(html.res.status).toBe(200);
    const text = Buffer.from(html.text, 'base64').toString('utf8');
    expect(text).toContain('KURUMSAL ŞABLON');
  });

  it('on the invoice’s detail: Görüntüle shows it in a sandboxed frame, PDF indir downloads the PDF', async () => {
    await page.goto(`${defter.url}/alis-satis-yonetimi/fatura/satis-detay/${invoiceId}`);
    const toolbar = page.getByRole('toolbar', { name: 'Belge' });
    await toolbar.getByRole('button', { name: 'Görüntüle' }).click();
    const frame = page.getByRole('dialog').locator('iframe.df-document-frame');
    await frame.waitFor();
    expect(await frame.getAttribute('sandbox')).toBe('');
    await page.frameLocator('iframe.df-document-frame').getByText('KURUMSAL ŞABLON').waitFor();
    await page.keyboard.press('Escape');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      toolbar.getByRole('button', { name: 'PDF indir' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^[A-Z0-9]{3}20\d{11}\.pdf$/);
    await page.getByText('PDF oluşturuldu.').first().waitFor();
    expect(errors).toEqual([]);
  });
});
