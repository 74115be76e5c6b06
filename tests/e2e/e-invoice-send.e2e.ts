import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import {
  openBrowser,
  screenshotOnFailure,
  startDefter,
  submitLogin,
  type RunningDefter,
} from './support/defter';

// Issue 13 "Done when", in Debian's Chromium against the real server (its outbox worker on) on a fresh embedded
// database: Demo Ticaret keys in a new e-Fatura for Örnek Gıda (a registered e-invoice user, and a company on the
// same server), previews it, sends it ("Evet & Gönder"), and sees it under Giden with its GİB-form number; Örnek
// Gıda's user finds it under Gelen and answers RED with a reason; the sender's document shows RED. A VKN that is no
// e-invoice user gets the "E-Fatura kesilemez." dialog offering e-Arşiv.
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

async function login(p: Page, email: string) {
  await p.goto(`${defter.url}/login`);
  await submitLogin(p, email, { enter: true });
  await p.waitForURL(`${defter.url}/`);
}

/** Types into a select and clicks the option it offers. */
async function choose(p: Page, label: string, text: string, option: RegExp) {
  const box = p.getByRole('combobox', { name: label, exact: true });
  await box.click();
  if (text) await box.pressSequentially(text, { delay: 15 });
  await p.locator('[role="listbox"]:visible').getByRole('option', { name: option }).first().click();
}

const cell = (row: number, column: string) =>
  page.locator(`.df-lines__grid [row-index="${row}"] [col-id="${column}"]`).first();

/** The grid column of the focused element (a select cell edits in a popup over its cell). */
const focusedColumn = () =>
  page.evaluate(() => {
    const a = document.activeElement as HTMLElement | null;
    const at = a?.closest('.ag-popup-editor')
      ? document.querySelector('.df-lines__grid .ag-cell-popup-editing')
      : a;
    return at?.closest('[col-id]')?.getAttribute('col-id') ?? null;
  });

/** Types into the focused grid select and picks the option matching `option` with the arrows and Enter. */
async function chooseInGrid(text: string, option: RegExp) {
  await page.keyboard.type(text, { delay: 15 });
  await page.waitForTimeout(400);
  const list = page.locator('[role="listbox"]:visible').last();
  let index = -1;
  await expect
    .poll(async () => {
      if ((await list.getAttribute('aria-busy')) === 'true') return -1;
      index = (await list.getByRole('option').allTextContents()).findIndex((t) => option.test(t));
      return index;
    })
    .toBeGreaterThanOrEqual(0);
  for (let i = 0; i <= index; i++) await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
}

const today = new Intl.DateTimeFormat('tr-TR', {
  timeZone: 'Europe/Istanbul',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
}).format(new Date());

describe('an e-Fatura sent to Örnek Gıda and answered RED', () => {
  let id = 0;
  let number = '';
  let ettn = '';

  it('keys in a new e-Fatura for Örnek Gıda and saves it as a draft', async () => {
    // Örnek Gıda becomes a customer of Demo Ticaret (the demo data has none): its card, with its "Merkez" address.
    const token = (await api('/login', { email: 'demo@defter.local', password: 'Demo1234!' })).data.token;
    const office = await api(`/${token}/tables/vergi_daireleri`, {
      params: { limit: 5, filters: { kod: { type: 4, filter: '35207' } } },
    });
    const card = await api(`/${token}/tables/cari_hesap/store`, {
      column_set_id: '0',
      cari_hesap_adi: 'Örnek Gıda',
      cari_tipi: 1,
      tc: '6482053170',
      unvan: 'Örnek Gıda Ltd. Şti.',
      vergi_daireleri_id: office.data.records[0].id,
      ulkeler_id: 1,
      sehirler_id: 35,
      ilceler_id: 3518,
      mahalle_adi: 'Kemalpaşa OSB',
      sokak_adi: 'Ankara Asfaltı Caddesi',
      bina_no: '28',
      posta_kodu: '35730',
    });
    expect(card.data, JSON.stringify(card)).toMatchObject({ message: 'success' });
    await login(page, 'demo@defter.local');
    await page.goto(`${defter.url}/e-donusum/fatura/ekle`);
    await cell(0, 'mal_hizmet_turu_id').waitFor();
    // The customer card fills TC / VKN, title and tax office (002 §4); Örnek Gıda is a registered user: no dialog.
    await choose(page, 'Cari Hesap', 'Örnek', /Örnek Gıda/);
    await expect.poll(() => page.getByLabel('TC / VKN', { exact: true }).inputValue()).toBe('6482053170');
    await choose(page, 'Adres', 'Mer', /^Merkez$/);
    await choose(page, 'Fatura Ön Eki', 'DEF', /DEF/);
    await choose(page, 'Fatura Senaryosu', 'Ticari', /Ticari/);
    await choose(page, 'Fatura Tipi', 'Sat', /^Satış$/);
    const date = page.getByRole('textbox', { name: 'Fatura Tarihi', exact: true });
    if (!(await date.inputValue())) await date.pressSequentially(today, { delay: 15 });
    // One stock line: the card fills unit, price and KDV; the quantity is keyed.
    await cell(0, 'stok_kartlari_id').click();
    await chooseInGrid('A4 Foto', /A4 Fotokopi Kağıdı/);
    await page.keyboard.press('Tab');
    await expect.poll(() => cell(0, 'birim_fiyat').textContent()).toBe('129,90');
    // The warehouse is asked next (the Tab from the card lands in it), then Tab on to the quantity.
    await chooseInGrid('Merkez', /Merkez Depo/);
    for (let i = 0; i < 8 && (await focusedColumn()) !== 'miktar'; i++) {
      await page.keyboard.press('Tab');
      await page.waitForTimeout(60);
    }
    await page.keyboard.type('4', { delay: 15 });
    await page.keyboard.press('Enter');
    await expect.poll(() => cell(0, 'mal_hizmet_tutari').textContent()).toBe('519,60');
    await page.keyboard.press('Escape');
    expect(await page.getByText('Uyarı: E-Fatura kullanıcı olmadığı için kaydedilemiyor!').count()).toBe(0);
    const saved = page.waitForResponse((r) => r.url().endsWith('/tables/e_fatura/store'));
    await page.getByRole('button', { name: 'Kaydet', exact: true }).click();
    const reply = (await (await saved).json()) as { data: { message: string; id?: number } };
    expect(reply.data, JSON.stringify(reply)).toMatchObject({ message: 'success' });
    id = reply.data.id!;
    // 002 §2: a saved e-Fatura goes to the list's first tab, Taslak.
    await page.waitForURL(/\/e-donusum\/fatura\?tab=first$/);
  });

  it('previews it as a PDF, then sends it after "Evet & Gönder"', async () => {
    await page.goto(`${defter.url}/e-donusum/fatura/detay/${id}`);
    // The server's Chromium makes the PDF; the viewer frames it (a blob: URL of the file).
    const preview = page.locator('iframe.df-document-preview');
    await preview.waitFor({ timeout: 60_000 });
    expect(await preview.getAttribute('src')).toMatch(/^blob:/);
    expect(await preview.getAttribute('title')).toMatch(/^DEF\d{4}0{9}\.pdf - Önizleme$/);
    const toolbar = page.getByRole('toolbar', { name: 'Belge' });
    const sent = page.waitForResponse((r) => r.url().endsWith('/tables/e_fatura/sendInvoice'));
    await toolbar.getByRole('button', { name: 'Gönder', exact: true }).click();
    await page.getByRole('button', { name: 'Evet & Gönder' }).click();
    const reply = (await (await sent).json()) as { data: Record<string, string> };
    expect(reply.data, JSON.stringify(reply)).toMatchObject({ message: 'Fatura gönderildi.' });
    number = reply.data.e_fatura_numarasi;
    ettn = reply.data.ettn;
    // The GİB form: prefix, year, 9 digits; the demo data had sent DEF…1 to DEF…4 before it.
    expect(number).toMatch(/^DEF\d{4}000000005$/);
    await page.getByText('Fatura gönderildi.').first().waitFor();
  });

  it('is outgoing (Giden) with its number, and the worker has delivered it', async () => {
    await page.goto(`${defter.url}/e-donusum/fatura?tab=second`);
    await page.locator('.ag-row').filter({ hasText: number }).first().waitFor();
    // The worker hands it to the integrator (which validates it) a moment after the send.
    const token = (await api('/login', { email: 'demo@defter.local', password: 'Demo1234!' })).data.token;
    await expect
      .poll(
        async () =>
          (await api(`/${token}/tables/e_fatura/${id}`, { params: { column_set_id: '0' } })).data.record
            ?.ent_fatura_durumu,
        {
          timeout: 60_000,
        },
      )
      .toBe('BASARIYLA TAMAMLANDI');
    await page.goto(`${defter.url}/e-donusum/fatura/detay/${id}`);
    await expect
      .poll(async () => (await page.locator('.df-detail').textContent()) ?? '', { timeout: 30_000 })
      .toContain('BASARIYLA TAMAMLANDI');
    // A sent document has no Gönder any more.
    expect(await page.getByRole('button', { name: 'Gönder', exact: true }).count()).toBe(0);
  });

  it('is under Gelen for Örnek Gıda’s user, who answers RED with a reason', async () => {
    const other = await browser.newPage({
      viewport: { width: 1400, height: 900 },
      locale: 'tr-TR',
      timezoneId: 'Europe/Istanbul',
    });
    await login(other, 'ornek@defter.local');
    await other.goto(`${defter.url}/e-donusum/fatura?tab=third`);
    await other.locator('.ag-row').filter({ hasText: number }).first().waitFor();
    const token = (await api('/login', { email: 'ornek@defter.local', password: 'Demo1234!' })).data.token;
    const inbox = await api(`/${token}/tables/gelen_efatura`, { params: { limit: 100 } });
    const row = inbox.data.records.find((r: any) => r.document_id === number);
    expect(row).toMatchObject({ document_uuid: ettn, response_code: 'CEVAP VERİLMEDİ' });
    await other.goto(`${defter.url}/e-donusum/fatura/gelen/detay/${row.id}`);
    await other.getByRole('button', { name: 'Yanıtla', exact: true }).click();
    const dialog = other.getByRole('dialog', { name: 'Faturaya Yanıt Ver' });
    // (The label wraps its select, so its text has the options in it: the select itself is taken.)
    await dialog.locator('select').selectOption('RED');
    await dialog.locator('textarea').fill('Birim fiyat teklifle uyuşmuyor.');
    const answered = other.waitForResponse((r) => r.url().endsWith('/tables/e_fatura/inbox/answerInvoice'));
    await dialog.getByRole('button', { name: 'Yanıtı Gönder' }).click();
    const reply = (await (await answered).json()) as { data: Record<string, string> };
    expect(reply.data, JSON.stringify(reply)).toMatchObject({ message: 'Fatura reddedildi.', status: 'RED' });
    await other.getByText('Fatura reddedildi.').first().waitFor();
    await other.close();
  });

  it('shows the sender the answer: RED', async () => {
    await page.goto(`${defter.url}/e-donusum/fatura/detay/${id}`);
    await expect
      .poll(async () => (await page.locator('.df-detail').textContent()) ?? '', { timeout: 15_000 })
      .toMatch(/RED/);
    const token = (await api('/login', { email: 'demo@defter.local', password: 'Demo1234!' })).data.token;
    const shown = await api(`/${token}/tables/e_fatura/${id}`, { params: { column_set_id: '0' } });
    expect(shown.data.record).toMatchObject({
      e_fatura_numarasi: number,
      ent_ticari_fatura_durumu: 'RED',
    });
  });
});

describe('a VKN that is no e-invoice user', () => {
  it('gets the e-Arşiv offer, and the e-Fatura cannot be saved', async () => {
    await page.goto(`${defter.url}/e-donusum/fatura/ekle`);
    await cell(0, 'mal_hizmet_turu_id').waitFor();
    await page.getByLabel('TC / VKN', { exact: true }).pressSequentially('1234567890', { delay: 15 });
    const dialog = page.getByRole('dialog', { name: 'E-Fatura kesilemez.' });
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain(
      'Fatura kesilmek istenilen kullanıcı GİB E-Fatura sisteminde kayıtlı değildir. E-Arşiv Fatura oluşturmak ister misiniz?',
    );
    await dialog.getByRole('button', { name: 'E-Arşiv Fatura Oluştur' }).click();
    await page.waitForURL(/\/e-donusum\/arsiv\/ekle$/);
    expect(errors).toEqual([]);
  });
});
