import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import {
  openBrowser,
  screenshotOnFailure,
  startDefter,
  submitLogin,
  type RunningDefter,
} from './support/defter';

// A company's own unit and a customer's second address, in Chromium against the real server on a fresh embedded
// database: GİB's units are listed with Detay only, the company adds "Paket (6'lı)" standing for GİB's Paket;
// a customer's new address is offered on a new invoice once the customer is chosen.
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

/** Types into a select and clicks the option the server answers. */
async function choose(label: string, text: string, option: RegExp) {
  const box = page.getByRole('combobox', { name: label, exact: true });
  await box.click();
  await box.pressSequentially(text, { delay: 15 });
  await page.locator('[role="listbox"]:visible').getByRole('option', { name: option }).first().click();
}

/** The list row whose unit name is `name` (its cells and its buttons). */
const row = (name: string) =>
  page
    .locator('.ag-row:has(.ag-cell[col-id="__actions"])')
    .filter({ has: page.locator('.ag-cell[col-id="name_basic"]', { hasText: name }) })
    .first();

describe('units and addresses', () => {
  it('logs in', async () => {
    await page.goto(`${defter.url}/login`);
    await submitLogin(page, 'demo@defter.local', { enter: true });
    await page.waitForURL(`${defter.url}/`);
  });

  it("adds the company's own unit for a GİB unit; the form has no code field, the list shows it", async () => {
    await page.goto(`${defter.url}/stok-hizmet-yonetimi/birimler/ekle`);
    await page.getByLabel('Birim Adı').fill("Paket (6'lı)");
    expect(await page.getByLabel('Birim Kodu').count()).toBe(0);
    await choose('GİB Birimi', 'PA', /^Paket$/);
    const saved = page.waitForResponse((r) => r.url().endsWith('/tables/birimler/store'));
    await page.getByRole('button', { name: 'Kaydet' }).click();
    expect(((await (await saved).json()) as { data: { message: string } }).data.message).toBe('success');
    await page.waitForURL(/\/stok-hizmet-yonetimi\/birimler$/);
    // The list the save went back to asks for its page too: let that answer arrive first, so the one read here
    // is the reload's (a body of the page that the reload replaced is gone).
    await page.waitForLoadState('networkidle');
    const list = page.waitForResponse((r) => r.url().endsWith('/tables/birimler'));
    await page.goto(`${defter.url}/stok-hizmet-yonetimi/birimler`);
    const body = (await (await list).json()) as { data: { records: Record<string, unknown>[] } };
    expect(body.data.records.find((r) => r.name_basic === "Paket (6'lı)")).toMatchObject({ kod: 'PA' });
    await row("Paket (6'lı)").waitFor();
  });

  it("offers Detay only on GİB's units, and every button on the company's own", async () => {
    const buttonsOf = (name: string) => row(name).getByRole('button').allTextContents();
    await expect.poll(() => buttonsOf("Paket (6'lı)")).toEqual(['Detay', 'Düzenle', 'Sil']);
    // The first page lists the newest rows: the demo company's "Koli", then GİB's units from the last (Hektar).
    await expect.poll(() => buttonsOf('Koli')).toEqual(['Detay', 'Düzenle', 'Sil']);
    await expect.poll(() => buttonsOf('Hektar')).toEqual(['Detay']);
  });

  it("adds a customer's second address and offers it on a new invoice once the customer is chosen", async () => {
    await page.goto(`${defter.url}/cari-hesaplar/adresler/ekle`);
    await choose('Cari Hesap', 'Ege', /Ege Zeytincilik/);
    await page.getByLabel('Adres Başlığı').fill('Torbalı Depo');
    await choose('İl', 'İzmir', /^İzmir$/);
    await choose('İlçe', 'Torbalı', /^Torbalı$/);
    await page.getByLabel('Cadde / Sokak').fill('Torbalı Organize Sanayi Caddesi');
    await page.getByLabel('Posta Kodu').fill('35860');
    const saved = page.waitForResponse((r) => r.url().endsWith('/tables/adres/store'));
    await page.getByRole('button', { name: 'Kaydet' }).click();
    expect(((await (await saved).json()) as { data: { message: string } }).data.message).toBe('success');

    await page.goto(`${defter.url}/alis-satis-yonetimi/fatura/satis-ekle`);
    await expect
      .poll(() => page.getByRole('combobox', { name: 'Adres', exact: true }).isDisabled())
      .toBe(true);
    await choose('Cari Hesap', 'Ege', /Ege Zeytincilik/);
    await choose('Adres', 'Torbalı', /Torbalı Depo/);
    await expect
      .poll(() => page.getByLabel('Cadde / Sokak').inputValue())
      .toBe('Torbalı Organize Sanayi Caddesi');
    await expect
      .poll(() => page.getByRole('combobox', { name: 'İlçe', exact: true }).inputValue())
      .toBe('Torbalı');
    expect(errors).toEqual([]);
  });
});
