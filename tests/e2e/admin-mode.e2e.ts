import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import cariHesap from '../../src/schemas/cari_hesap';
import {
  openBrowser,
  screenshotOnFailure,
  startDefter,
  submitLogin,
  type RunningDefter,
} from './support/defter';

// Issue 15 item 5 end to end, in Debian's Chromium against the real server as the demo admin: admin mode on a
// list page (the list params sent, the filter echo in words, the column metadata as the server sent it) and on
// a form page (each rule decision with the rule's id and note), the JSON viewers' search and copy.
let defter: RunningDefter;
let browser: Browser;
let page: Page;
let errors: string[];

beforeAll(async () => {
  defter = await startDefter(process.env.E2E_STATIC_DIR ? { STATIC_DIR: process.env.E2E_STATIC_DIR } : {});
  ({ browser, page, errors } = await openBrowser());
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: defter.url });
  await page.goto(`${defter.url}/login`);
  await submitLogin(page, 'demo@defter.local');
  await page.waitForURL(`${defter.url}/`);
});

afterEach(async (ctx) => {
  await screenshotOnFailure(page, ctx);
  if ((await toggle().getAttribute('aria-pressed')) === 'true') await toggle().click();
});

afterAll(async () => {
  await browser?.close();
  await defter?.stop();
});

const toggle = () => page.getByRole('banner').getByRole('button', { name: 'Yönetici modu' });
const panel = () => page.getByRole('complementary', { name: 'Yönetici görünümü' });
/** Opens a JSON viewer and answers its parsed content. */
async function viewer(title: string): Promise<unknown> {
  const body = panel().getByLabel(title, { exact: true });
  if (!(await body.isVisible())) await panel().getByText(title, { exact: true }).click();
  const text = (await body.textContent()) ?? '';
  return text ? JSON.parse(text) : undefined;
}

describe('admin mode', () => {
  it('on a list page: the params as sent, the filter echo in words, the columns as the server sent them', async () => {
    await page.goto(`${defter.url}/alis-satis-yonetimi/fatura`);
    await page.locator('.ag-header-cell[col-id="fatura_tarihi"]').waitFor();
    expect(await panel().count()).toBe(0);
    await toggle().click();
    await panel().waitFor();
    await expect.poll(() => panel().getByText('Filtre yok: bütün kayıtlar.').count()).toBe(1);

    // A date filter "between" two dates: the server reads ≥ and ≤, and so does the echo.
    await page.locator('.ag-header-cell[col-id="fatura_tarihi"] .ag-header-cell-filter-button').click();
    const form = page.getByRole('form', { name: 'Fatura Tarihi filtresi' });
    await form.getByLabel('Koşul').selectOption({ label: 'Arasında' });
    await form.getByLabel('Değer', { exact: true }).fill('2026-01-01');
    await form.getByLabel('İkinci değer', { exact: true }).fill('2026-01-20');
    await form.getByRole('button', { name: 'Uygula' }).click();
    const echo = panel().getByRole('list', { name: 'Filtreler' });
    await expect.poll(() => echo.textContent()).toBe('Fatura Tarihi ≥ 01.01.2026 ve ≤ 20.01.2026');

    const params = (await viewer('Gönderilen liste parametreleri')) as Record<string, unknown>;
    expect(params).toMatchObject({
      page: 1,
      filters: { fatura_tarihi: { type: 4, guiType: 'date', filter: '2026-01-01', filter2: '2026-01-20' } },
      totals: expect.any(Array),
    });
    const columns = (await viewer('Sütun bilgileri')) as Record<string, { display_name: string }>;
    expect(columns.fatura_tarihi.display_name).toBe('Fatura Tarihi*');
    const answer = (await viewer('Liste yanıtı')) as { all_records_count: number };
    await page.getByText(`Toplam ${answer.all_records_count} kayıt`).waitFor();
    expect(errors).toEqual([]);
    await toggle().click();
    expect(await panel().count()).toBe(0);
  });

  it('on a form page: each rule decision with its rule id and note; search and copy in the viewers', async () => {
    await page.goto(`${defter.url}/cari-hesaplar/ekle`);
    await page.getByRole('button', { name: 'Kaydet', exact: true }).waitFor();
    await toggle().click();
    await panel().waitFor();
    await page.getByLabel('TC / VKN', { exact: true }).fill('10000000146');
    const note = cariHesap.rules!.find((r) => r.id === 'tc-sirket-sahis')!.note;
    await expect
      .poll(() => viewer('Kural kararları'))
      .toContainEqual({
        rule: 'tc-sirket-sahis',
        note,
        branch: 'otherwise',
        kind: 'require',
        fields: ['name_basic', 'surname'],
      });

    // Search by a field: the decisions about it, with who made them.
    await panel().getByRole('searchbox', { name: 'Kural kararları içinde ara' }).fill('UNVAN');
    expect(await viewer('Kural kararları')).toEqual([
      { rule: 'tc-sirket-sahis', note, branch: 'otherwise', kind: 'disable', fields: ['unvan'] },
    ]);
    expect(await panel().locator('mark').first().textContent()).toBe('unvan');

    // Copy: the whole JSON Schema, whatever the search shows.
    await viewer('JSON Schema');
    await panel().getByRole('searchbox', { name: 'JSON Schema içinde ara' }).fill('tc');
    const schema = panel().getByLabel('JSON Schema', { exact: true }).locator('xpath=ancestor::details[1]');
    await schema.getByRole('button', { name: 'Kopyala' }).click();
    await page
      .getByRole('status')
      .or(page.getByRole('alert'))
      .filter({ hasText: 'Kopyalandı' })
      .first()
      .waitFor();
    const copied = JSON.parse(await page.evaluate(() => navigator.clipboard.readText())) as {
      properties: Record<string, unknown>;
    };
    expect(Object.keys(copied.properties)).toEqual(expect.arrayContaining(['tc', 'cari_hesap_adi', 'unvan']));
    expect(errors).toEqual([]);
    await toggle().click();
  });
});
