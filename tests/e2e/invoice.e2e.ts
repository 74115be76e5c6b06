import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { calculateDocument } from '../../domain/documents';
import { amountInWords } from '../../domain/words';
import {
  openBrowser,
  screenshotOnFailure,
  startDefter,
  submitLogin,
  type RunningDefter,
} from './support/defter';

// Issue 4 end to end, in Debian's Chromium against the real server on a fresh embedded database: a TEVKIFAT
// sales invoice with three lines (a discounted stock line, a stock line with a KDV-included price, a service
// line with KDV withholding) is keyed in with the keyboard only, saved, reopened, and shows the same totals
// and amount in words; a tampered total sent straight to the API is refused with a Turkish field error.
let defter: RunningDefter;
let browser: Browser;
let page: Page;
let errors: string[];

beforeAll(async () => {
  // E2E_STATIC_DIR serves another build than dist/ (while others rebuild dist/ on a shared checkout).
  defter = await startDefter(process.env.E2E_STATIC_DIR ? { STATIC_DIR: process.env.E2E_STATIC_DIR } : {});
  ({ browser, page, errors } = await openBrowser());
  if (process.env.E2E_DEBUG)
    page.on('response', async (r) => {
      if (r.url().includes('getSelect') || r.url().includes('/edit'))
        console.log(
          'RES',
          r.url().split('/tables/')[1],
          r.status(),
          (await r.text().catch(() => '')).slice(0, 400),
        );
    });
});

afterEach((ctx) => screenshotOnFailure(page, ctx));

afterAll(async () => {
  await browser?.close();
  await defter?.stop();
});

// The lines as the demo cards give them (server/db/seed/demo-documents.ts), and what they must add up to.
const LINES = [
  { miktar: '10', birim_fiyat: '129.90', iskonto_orani: '10', kdv_id: 9, kdv_dahil_buton: '0' },
  { miktar: '2', birim_fiyat: '899.00', kdv_id: 9, kdv_dahil_buton: '1' },
  {
    miktar: '3',
    birim_fiyat: '850.000',
    kdv_id: 9,
    kdv_dahil_buton: '0',
    diger_vergiler: [{ id: 19, oran: '5' }],
  },
];
const expected = calculateDocument({
  fatura_tipi_id: 3,
  para_birimi_id: 1,
  döviz_kuru: '1',
  lines: LINES,
}).totals;
const tl = (v: string) =>
  `${new Intl.NumberFormat('tr-TR', { minimumFractionDigits: 2 }).format(v as never)} ₺`;

/** What has the keyboard focus: its accessible name (label or aria-label), role, and grid position. */
async function focused() {
  return page.evaluate(() => {
    const a = document.activeElement as HTMLElement | null;
    const label =
      a?.getAttribute('aria-label') ??
      (a?.id ? document.querySelector(`label[for="${CSS.escape(a.id)}"]`)?.textContent : null) ??
      a?.textContent ??
      '';
    // A select cell edits in a popup over its cell: its place is the cell marked as popup-editing.
    const at = a?.closest('.ag-popup-editor')
      ? document.querySelector('.df-lines__grid .ag-cell-popup-editing')
      : a;
    return {
      label: label.trim(),
      role: a?.getAttribute('role') ?? a?.tagName.toLowerCase() ?? '',
      column: at?.closest('[col-id]')?.getAttribute('col-id') ?? null,
      row: at?.closest('[row-index]')?.getAttribute('row-index') ?? null,
    };
  });
}

/** Presses Tab (or Shift+Tab) until the focus is where `wanted` says. */
async function tabTo(wanted: (f: Awaited<ReturnType<typeof focused>>) => boolean, key = 'Tab', max = 60) {
  for (let i = 0; i < max; i++) {
    const now = await focused();
    if (process.env.E2E_DEBUG) console.log('FOCUS', key, JSON.stringify(now));
    if (wanted(now)) return;
    await page.keyboard.press(key);
    // A person looks before pressing again: let the focus land (a new line opens a moment after its Tab).
    await page.waitForTimeout(40);
  }
  throw new Error(`focus never reached the wanted element; it is on ${JSON.stringify(await focused())}`);
}

/** Types like a quick clerk (a few ms between keys; the grid keeps keys typed while an editor opens). */
const typeKeys = (text: string) => page.keyboard.type(text, { delay: 15 });

/**
 * Types into the focused select and chooses the option matching `option` with the arrow keys and Enter, once
 * the list shows the answer to the whole text (the select asks the server 300 ms after the last key).
 */
async function choose(text: string, option: RegExp) {
  await typeKeys(text);
  await page.waitForTimeout(400);
  const list = page.locator('[role="listbox"]:visible').last();
  let index = -1;
  await expect
    .poll(async () => {
      if ((await list.getAttribute('aria-busy')) === 'true') return -1;
      const texts = await list.getByRole('option').allTextContents();
      index = texts.findIndex((t) => option.test(t));
      return index;
    })
    .toBeGreaterThanOrEqual(0);
  for (let i = 0; i <= index; i++) await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
}

const cell = (row: number, column: string) =>
  page.locator(`.df-lines__grid [row-index="${row}"] [col-id="${column}"]`).first();
const total = (column: string) => page.locator(`[data-total="${column}"]`);
const inGrid = (column: string, row: number) => (f: Awaited<ReturnType<typeof focused>>) =>
  f.column === column && f.row === String(row);

describe('A TEVKIFAT sales invoice keyed in by keyboard', () => {
  let invoiceUrl = '';

  it('logs in and opens a new sales invoice', async () => {
    await page.goto(`${defter.url}/login`);
    await submitLogin(page, 'demo@defter.local', { enter: true });
    await page.waitForURL(`${defter.url}/`);
    await page.goto(`${defter.url}/alis-satis-yonetimi/fatura/satis-ekle`);
    await cell(0, 'mal_hizmet_turu_id').waitFor();
    // This clerk keys every line column (discount, KDV-included, other taxes): "Sütunlar" → "Tümünü göster"
    // (the grid shows the typed-first columns by default; docs/design-system.md).
    await page.getByRole('button', { name: /^Sütunlar/ }).click();
    await page.getByRole('button', { name: 'Tümünü göster' }).click();
    await cell(0, 'iskonto_orani').waitFor();
    await page.keyboard.press('Escape');
  });

  it('keys in the header: customer, its address, TEVKIFAT type, number', async () => {
    // The one pointer-free start: the focus is put on the first field, everything after it is keys.
    await page.locator('[id="root_cari_hesap_id"]').focus();
    // The company's address is its default one already (Merkez); the customer's must be chosen (002 §5).
    await expect.poll(() => page.getByRole('combobox', { name: 'Firma Adresi' }).inputValue()).toBe('Merkez');
    await choose('Başkent', /Başkent Bilişim/);
    // Choosing the customer enables its address select (002 §4); picking the address fills the parts.
    await tabTo((f) => f.label === 'Adres');
    await choose('Mer', /^Merkez$/);
    await expect
      .poll(() => page.getByRole('combobox', { name: 'İl', exact: true }).inputValue())
      .toBe('Ankara');
    await expect.poll(() => page.getByLabel('Cadde / Sokak').inputValue()).toBe('Atatürk Bulvarı');
    await tabTo((f) => f.label === 'Fatura Tipi');
    await choose('Tevk', /^Tevkifat$/);
    await tabTo((f) => f.label === 'Fatura Numarası');
    await typeKeys('DMO2026000000777');
    await expect
      .poll(() => page.getByRole('combobox', { name: 'Fatura Tipi' }).inputValue())
      .toBe('Tevkifat');
  });

  it('keys in a discounted stock line', async () => {
    await tabTo((f) => f.column !== null);
    // From the grid's header, down into the first line and across to the stock card.
    await page.keyboard.press('ArrowDown');
    await tabTo(inGrid('stok_kartlari_id', 0), 'ArrowRight', 10);
    await typeKeys('A');
    await choose('4 Foto', /A4 Fotokopi Kağıdı/);
    await page.keyboard.press('Tab');
    // The card fills unit, price, KDV and the KDV-included flag.
    await expect.poll(() => cell(0, 'birim_fiyat').textContent()).toBe('129,90');
    await choose('Merkez', /Merkez Depo/);
    await tabTo((f) => f.column === 'miktar', 'Tab', 6);
    await typeKeys('10');
    await tabTo((f) => f.column === 'iskonto_orani', 'Tab', 6);
    await typeKeys('10');
    // Tab on across the line: at its last cell a new line opens.
    await tabTo((f) => f.row === '1', 'Tab', 12);
    await expect.poll(() => cell(0, 'mal_hizmet_tutari').textContent()).toBe('1.169,10');
  });

  it('keys in a stock line whose price includes KDV', async () => {
    await tabTo(inGrid('stok_kartlari_id', 1), 'Tab', 4);
    await typeKeys('K');
    await choose('ablosuz', /Kablosuz Klavye Mouse Seti/);
    await page.keyboard.press('Tab');
    await expect.poll(() => cell(1, 'kdv_dahil_buton').textContent()).toBe('Dahil');
    await choose('Merkez', /Merkez Depo/);
    await tabTo((f) => f.column === 'miktar', 'Tab', 6);
    await typeKeys('2');
    await tabTo((f) => f.row === '2', 'Tab', 14);
    await expect.poll(() => cell(1, 'vergi_tutar').textContent()).toBe('1.798,00');
  });

  it('keys in a service line with KDV withholding through the add-tax dialog', async () => {
    await typeKeys('Hiz');
    await choose('met', /Hizmet \/ Masraf/);
    await tabTo(inGrid('hizmet_ve_masraf_kartlari_id', 2), 'Tab', 6);
    await typeKeys('Y');
    await choose('azıcı', /Yazıcı Bakım ve Onarım Hizmeti/);
    await page.keyboard.press('Tab');
    await expect.poll(() => cell(2, 'birim_fiyat').textContent()).toBe('850,00');
    await tabTo((f) => f.column === 'miktar', 'Tab', 6);
    await typeKeys('3');
    // Enter commits (and stays: there is no line below); the other taxes are beside.
    await page.keyboard.press('Enter');
    // The other taxes are a list: Enter on their cell opens the dialog.
    await tabTo(inGrid('diger_vergiler', 2), 'ArrowRight', 12);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Diğer Vergiler (3. satır)' });
    await dialog.waitFor();
    await choose('Tevkif', /Katma Değer Vergisi Tevkifatı/);
    await page.keyboard.press('Tab');
    await typeKeys('5');
    await tabTo((f) => f.label === 'Tamam');
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'detached' });
    await expect
      .poll(() => cell(2, 'diger_vergiler').textContent())
      .toContain('Katma Değer Vergisi Tevkifatı 5/10');
    await tabTo(inGrid('tevkifat_kodlari_listesi_id', 2), 'ArrowRight', 6);
    await typeKeys('6');
    await choose('03', /603.*5\/10/);
    await page.keyboard.press('Enter');
    await expect.poll(() => cell(2, 'tevkifat_kodlari_listesi_id').textContent()).toContain('603');
  });

  it('shows the totals of calculateDocument and the payable amount in words', async () => {
    await expect.poll(() => total('odenecek_tutar').textContent()).toBe(tl(expected.odenecek_tutar));
    expect(await total('urun_hizmet_toplam_tutar').textContent()).toBe(tl(expected.urun_hizmet_toplam_tutar));
    expect(await total('hesaplanan_kdv').textContent()).toBe(tl(expected.hesaplanan_kdv));
    expect(await total('tevkifat_toplami').textContent()).toBe(tl(expected.tevkifat_toplami));
    expect(await total('vergiler_dahil_toplam_tutar').textContent()).toBe(
      tl(expected.vergiler_dahil_toplam_tutar),
    );
    await page.getByText(amountInWords(expected.odenecek_tutar, 'TRY')).waitFor();
  });

  it('saves with the keyboard and reopens with the same totals and words', async () => {
    // Esc leaves the grid; Tab reaches the save button; Enter presses it.
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    const saved = page.waitForResponse((r) => r.url().endsWith('/tables/satis_fatura/store'));
    await tabTo((f) => f.label === 'Kaydet');
    await page.keyboard.press('Enter');
    const body = (await (await saved).json()) as { data: { message: string; id?: number; errors?: object } };
    expect(body.data).toMatchObject({ message: 'success' });
    await page.getByText('Başarıyla kaydedildi.').first().waitFor();
    // 002 §2: a saved sales invoice goes to the invoice list's second tab, Satış Faturaları.
    await page.waitForURL(/\/alis-satis-yonetimi\/fatura\?tab=second$/);
    const tabs = page.getByRole('navigation', { name: 'Liste sekmeleri' });
    expect(await tabs.getByRole('link', { name: 'Satış Faturaları' }).getAttribute('aria-current')).toBe(
      'page',
    );

    invoiceUrl = `${defter.url}/alis-satis-yonetimi/fatura/satis-duzenle/${body.data.id}`;
    // Last week's address of the invoice still opens it.
    await page.goto(`${defter.url}/alis-satis-yonetimi/fatura/satis/duzenle/${body.data.id}`);
    await page.waitForURL(invoiceUrl);
    // Stored lines carry ids: the grid looks their texts up once it is drawn.
    await expect
      .poll(() => cell(2, 'tevkifat_kodlari_listesi_id').textContent(), { timeout: 15_000 })
      .toContain('603');
    await expect.poll(() => total('odenecek_tutar').textContent()).toBe(tl(expected.odenecek_tutar));
    expect(await total('vergiler_dahil_toplam_tutar').textContent()).toBe(
      tl(expected.vergiler_dahil_toplam_tutar),
    );
    expect(await total('tevkifat_toplami').textContent()).toBe(tl(expected.tevkifat_toplami));
    await page.getByText(amountInWords(expected.odenecek_tutar, 'TRY')).waitFor();
    expect(await cell(0, 'iskonto_orani').textContent()).toBe('10');
    await expect
      .poll(() => page.getByRole('combobox', { name: 'Adres', exact: true }).inputValue())
      .toBe('Merkez');
    expect(await page.getByLabel('Posta Kodu').inputValue()).toBe('06420');
    expect(await cell(1, 'kdv_dahil_buton').textContent()).toBe('Dahil');
  });

  it('refuses a tampered total sent straight to the API, with a Turkish field error', async () => {
    const id = invoiceUrl.split('/').pop();
    const token = await page.evaluate(() => {
      for (let i = 0; i < localStorage.length; i++) {
        const key = localStorage.key(i)!;
        if (/token/i.test(key)) return localStorage.getItem(key);
      }
      return null;
    });
    expect(token).toBeTruthy();
    const res = await fetch(`${defter.url}/api/v1/${token}/tables/satis_fatura/${id}/update`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ column_set_id: '0', odenecek_tutar: '1.00' }),
    });
    const answer = (await res.json()) as { data: { message: string; errors: Record<string, string[]> } };
    expect(answer.data.message).toBe('error');
    expect(answer.data.errors.odenecek_tutar[0]).toMatch(
      /Ödenecek Tutar satırlardan hesaplanan tutarla uyuşmuyor/,
    );
    // The stored invoice is unchanged.
    await page.reload();
    await expect.poll(() => total('odenecek_tutar').textContent()).toBe(tl(expected.odenecek_tutar));
    expect(errors).toEqual([]);
  });

  it('saves a confirmed override of the payable from the totals panel (002 §8)', async () => {
    // The invoice is open (reloaded above). The totals are editable only after the warning.
    await page.getByRole('button', { name: 'Toplamları Düzenle' }).click();
    await page.getByRole('button', { name: 'Onayla' }).click();
    const payable = page.getByLabel('Ödenecek Tutar', { exact: true });
    await payable.fill('');
    // A rounding correction of the lines' 6 005,92 (the server takes up to 1,00 either way on three lines).
    await payable.pressSequentially('6005,5', { delay: 15 });
    await page.getByText(amountInWords('6005.50', 'TRY')).waitFor();
    const saved = page.waitForResponse((r) => r.url().endsWith('/update'));
    await page.getByRole('button', { name: 'Kaydet' }).click();
    const body = (await (await saved).json()) as { data: { message: string; errors?: object } };
    expect(body.data).toMatchObject({ message: 'success', id: Number(invoiceUrl.split('/').pop()) });
    await page.waitForURL(/\/alis-satis-yonetimi\/fatura\?tab=second$/);
    const edit = page.waitForResponse((r) => r.url().endsWith('/edit'));
    await page.goto(invoiceUrl);
    const record = ((await (await edit).json()) as { data: { record: Record<string, unknown> } }).data.record;
    expect(record).toMatchObject({
      toplam_duzenlendi: '1',
      odenecek_tutar: '6005.50',
      dovizli_tutar: '6005.50',
      hesaplanan_kdv: expected.hesaplanan_kdv,
    });
    // Reopened, the override stays on: the typed payable and its words; every other total is the lines'.
    await page.getByText(amountInWords('6005.50', 'TRY')).waitFor({ timeout: 15_000 });
    expect(await total('hesaplanan_kdv').textContent()).toBe(tl(expected.hesaplanan_kdv));
    expect(errors).toEqual([]);
  });
});
