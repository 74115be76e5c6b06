import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import {
  openBrowser,
  screenshotOnFailure,
  startDefter,
  submitLogin,
  type RunningDefter,
} from './support/defter';

// Issue 13, "İrsaliye Yanıtla" (002 §2 "Document viewers"), in Debian's Chromium against the real server on a fresh
// embedded database: the demo data's e-İrsaliye that Demo Ticaret sent today is in Örnek Gıda's Gelen tab, waiting
// for its reply; Örnek Gıda's user opens it, answers KISMEN KABUL (part of the first line refused, with a reason) in
// the dialog, and the viewer shows the state and no second reply; the sender's e-İrsaliye shows the same state.
let defter: RunningDefter;
let browser: Browser;
let page: Page;
let errors: string[];

beforeAll(async () => {
  defter = await startDefter(process.env.E2E_STATIC_DIR ? { STATIC_DIR: process.env.E2E_STATIC_DIR } : {});
  ({ browser, page, errors } = await openBrowser());
});

afterEach((ctx) => screenshotOnFailure(page, ctx));

afterAll(async () => {
  await browser?.close();
  await defter?.stop();
});

/** POST to the API from the test (JSON): the parsed envelope. */
async function api(path: string, body: unknown = {}) {
  const res = await fetch(`${defter.url}/api/v1${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return (await res.json()) as { status: string; data: any };
}

const tokenOf = async (email: string) =>
  (await api('/login', { email, password: 'Demo1234!' })).data.token as string;

async function login(p: Page, email: string) {
  await p.goto(`${defter.url}/login`);
  await submitLogin(p, email, { enter: true });
  await p.waitForURL(`${defter.url}/`);
}

describe('an incoming e-İrsaliye answered with İrsaliye Yanıtla', () => {
  let incoming: Record<string, any>;

  it('is under Gelen for Örnek Gıda, waiting for its reply', async () => {
    const token = await tokenOf('ornek@defter.local');
    const inbox = await api(`/${token}/tables/gelen_eirsaliye`, { params: { limit: 100 } });
    const waiting = inbox.data.records.filter(
      (r: any) => r.gonderen_unvan === 'Demo Ticaret A.Ş.' && r.yanit_durumu === 'YANIT BEKLENİYOR',
    );
    expect(waiting.length, JSON.stringify(inbox.data.records)).toBeGreaterThan(0);
    incoming = waiting[0];
    await login(page, 'ornek@defter.local');
    await page.goto(`${defter.url}/e-donusum/irsaliye?tab=third`);
    await page.locator('.ag-row').filter({ hasText: incoming.document_id }).first().waitFor();
  });

  it('answers KISMEN KABUL in the dialog: the waybill’s lines, a refused part with its reason', async () => {
    await page.goto(`${defter.url}/e-donusum/irsaliye/gelen/detay/${incoming.id}`);
    await page.getByRole('button', { name: 'İrsaliye Yanıtla', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'İrsaliye Yanıtla' });
    await dialog.waitFor();
    const select = (label: string) => dialog.locator('label', { hasText: label }).locator('select');
    // Every delivered line is in the dialog, received in full by default (KABUL).
    const rows = dialog.locator('tbody tr');
    await expect.poll(() => rows.count()).toBe(2);
    await expect.poll(() => dialog.getByRole('status').textContent()).toBe('Yanıt Durumu: KABUL EDİLDİ');
    // The company's address and the waybill prefix are chosen for it.
    await expect.poll(() => select('Firma Adresi').inputValue()).not.toBe('');
    await expect.poll(() => select('Ön Ek').inputValue()).not.toBe('');

    await select('Yanıt Türü').selectOption('KISMEN KABUL');
    const rejected = dialog.getByLabel('1. satır Kabul Edilmeyen', { exact: true });
    await rejected.fill('2');
    await dialog.getByRole('button', { name: 'Yanıtı Gönder' }).click();
    // No reason for the refused part: refused in the dialog, nothing sent.
    await page
      .getByText(
        '1. satır: Reddedilecekse açıklama girilmek zorundadır. En az 3 hane olacak şekilde giriniz.',
      )
      .first()
      .waitFor();
    await dialog.getByLabel('1. satır Açıklama', { exact: true }).fill('İki koli hasarlı geldi.');
    await expect
      .poll(() => dialog.getByRole('status').textContent())
      .toBe('Yanıt Durumu: KISMEN KABUL EDİLDİ');
    await dialog.locator('textarea').fill('Hasarlı koliler iade edildi.');
    const sent = page.waitForResponse((r) =>
      r.url().endsWith('/tables/gelen_eirsaliye/inbox/sendReceiptAdvice'),
    );
    await dialog.getByRole('button', { name: 'Yanıtı Gönder' }).click();
    const reply = (await (await sent).json()) as { data: Record<string, string> };
    expect(reply.data, JSON.stringify(reply)).toMatchObject({
      message: 'İrsaliye yanıtı gönderildi (KISMEN KABUL EDİLDİ).',
      yanit_durumu: 'KISMEN KABUL EDİLDİ',
    });
    await page.getByText('İrsaliye yanıtı gönderildi (KISMEN KABUL EDİLDİ).').first().waitFor();
  });

  it('shows the state in the viewer and offers no second reply', async () => {
    await page.goto(`${defter.url}/e-donusum/irsaliye/gelen/detay/${incoming.id}`);
    await expect
      .poll(async () => (await page.locator('.df-detail').textContent()) ?? '', { timeout: 30_000 })
      .toContain('KISMEN KABUL EDİLDİ');
    expect(await page.getByRole('button', { name: 'İrsaliye Yanıtla', exact: true }).count()).toBe(0);
  });

  it('shows the sender the state of its e-İrsaliye', async () => {
    const token = await tokenOf('demo@defter.local');
    const sent = await api(`/${token}/tables/e_irsaliye`, {
      params: { limit: 100, filters: { e_fatura_durumu_id: { type: 1, filter: ['2'] } } },
    });
    const own = sent.data.records.find((r: any) => r.irsaliye_numarasi === incoming.document_id);
    expect(own, JSON.stringify(sent.data.records)).toBeTruthy();
    const shown = await api(`/${token}/tables/e_irsaliye/${own.id}`, { params: { column_set_id: '0' } });
    expect(shown.data.record).toMatchObject({ yanit_durumu: 'KISMEN KABUL EDİLDİ' });
    const sender = await browser.newPage({
      viewport: { width: 1400, height: 900 },
      locale: 'tr-TR',
      timezoneId: 'Europe/Istanbul',
    });
    await login(sender, 'demo@defter.local');
    await sender.goto(`${defter.url}/e-donusum/irsaliye/detay/${own.id}`);
    await expect
      .poll(async () => (await sender.locator('.df-detail').textContent()) ?? '', { timeout: 30_000 })
      .toContain('KISMEN KABUL EDİLDİ');
    await sender.close();
    expect(errors).toEqual([]);
  });
});
