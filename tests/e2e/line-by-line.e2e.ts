import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import {
  openBrowser,
  screenshotOnFailure,
  startDefter,
  submitLogin,
  type RunningDefter,
} from './support/defter';

// The line-by-line page (002 §4: "Other line-based tables save lines one at a time after the header; a failed
// line is marked in error and blocks the redirect"; docs/line-tables.md "Pages that save line by line"), in
// Debian's Chromium against the real server on a fresh embedded database: Demo Ticaret's admin opens the demo
// e-MM draft and keys one more good in the company's own unit "Deneme Çuval" — which another user deletes before
// the save (the grid cannot know; only the server refuses the line). The save writes the header and the lines
// before it, the new line's unit cell is marked, a toast names the line and the form stays. The unit changed to
// Kilogram and saved again, only that line is stored and the form goes to the list; the receipt has every line.
let defter: RunningDefter;
let browser: Browser;
let page: Page;
let errors: string[];
let token: string | null;
let id: number;
/** The demo receipt's lines: the new line is the next one. */
let before: number;

type Row = Record<string, any>;

beforeAll(async () => {
  defter = await startDefter(process.env.E2E_STATIC_DIR ? { STATIC_DIR: process.env.E2E_STATIC_DIR } : {});
  ({ browser, page, errors } = await openBrowser());
});
afterEach((ctx) => screenshotOnFailure(page, ctx));
afterAll(async () => {
  await browser?.close();
  await defter?.stop();
});

const cell = (row: number, column: string) =>
  page.locator(`.df-lines__grid [row-index="${row}"] [col-id="${column}"]`).first();

/** Types like a quick clerk, then chooses the option matching `option` once the select's list shows it. */
async function choose(text: string, option: RegExp) {
  await page.keyboard.type(text, { delay: 15 });
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

async function call(path: string, body: unknown) {
  const res = await fetch(`${defter.url}/api/v1/${token}/tables/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return (await res.json()) as { data: Row };
}

/** Types into a line cell: the first key opens its editor with that key, the rest follows, Enter commits. */
async function key(row: number, column: string, text: string) {
  await cell(row, column).click();
  await page.keyboard.type(text.slice(0, 1));
  if (text.length > 1) await page.keyboard.insertText(text.slice(1));
  await page.keyboard.press('Enter');
}

/** The e-MM's line rows, in order, as the server holds them. */
async function lineRows(): Promise<Row[]> {
  const r = await call('e_mustahsil_malhizmet', {
    params: {
      page: 1,
      limit: 50,
      sorts: { sira_no: true },
      filters: { bagli_efatura_id: { type: 1, guiType: 'select', filter: [id] } },
    },
  });
  return r.data.records as Row[];
}

describe('an e-MM saved line by line', () => {
  it('logs in as Demo Ticaret’s admin and opens the demo e-MM draft', async () => {
    await page.goto(`${defter.url}/login`);
    await submitLogin(page, 'demo@defter.local', { enter: true });
    await page.waitForURL(`${defter.url}/`);
    token = await page.evaluate(() => {
      for (let i = 0; i < localStorage.length; i++) {
        const k = localStorage.key(i)!;
        if (/token/i.test(k)) return localStorage.getItem(k);
      }
      return null;
    });
    // A draft: the demo data also holds a sent e-MM, which no longer takes changes.
    const list = await call('e_mustahsil_makbuzu', {
      params: { limit: 50, filters: { e_fatura_durumu_id: { type: 1, filter: ['1'] } } },
    });
    id = Number((list.data.records as Row[])[0].id);
    before = (await lineRows()).length;
    expect(before).toBeGreaterThan(0);
    await page.goto(`${defter.url}/e-donusum/e-mm/duzenle/${id}`);
    await cell(0, 'mal_hizmet').waitFor();
  });

  it('marks the line the server refuses and stays on the form; the lines before it are saved', async () => {
    // The company's own unit, standing for GİB's sack.
    const made = await call('birimler/store', {
      column_set_id: '0',
      name_basic: 'Deneme Çuval',
      gib_birim_id: 1,
    });
    expect(made.data.message, JSON.stringify(made.data)).toBe('success');
    const unit = Number(made.data.id);

    await page.getByRole('button', { name: 'Satır Ekle' }).click();
    await cell(before, 'mal_hizmet').waitFor();
    await key(before, 'mal_hizmet', 'Arpa');
    await key(before, 'miktar', '250');
    await key(before, 'mal_hizmet_tutari', '1000');
    await cell(before, 'birim_id').click();
    await choose('Deneme', /Deneme Çuval/);
    await page.keyboard.press('Tab');
    await expect.poll(() => cell(before, 'birim_id').textContent()).toContain('Deneme Çuval');

    // Another user deletes the unit meanwhile.
    expect((await call(`birimler/${unit}/delete`, {})).data.message).toBe('success');

    const refused = page.waitForResponse((r) => r.url().endsWith('/tables/e_mustahsil_malhizmet/store'));
    await page.getByRole('button', { name: 'Kaydet' }).click();
    const body = (await (await refused).json()) as { data: Row };
    expect(body.data.message, JSON.stringify(body.data)).toBe('error');
    expect(Object.keys(body.data.errors)).toEqual(['birim_id']);

    // The cell is marked, the line's error is named under the grid (and in a toast), and there is no redirect.
    await expect.poll(() => cell(before, 'birim_id').getAttribute('class')).toContain('df-line-cell--error');
    await page
      .getByText(`${before + 1}. satır: Birim için geçerli bir seçim yapınız.`)
      .first()
      .waitFor();
    await page.waitForTimeout(500);
    expect(new URL(page.url()).pathname).toBe(`/e-donusum/e-mm/duzenle/${id}`);
    // The server holds the header and the lines before it; the refused line is not there.
    expect(await lineRows()).toHaveLength(before);
  });

  it('saves the fixed line on the next save and goes to the list; the receipt has every line and their totals', async () => {
    await cell(before, 'birim_id').click();
    await choose('Kilogram', /Kilogram/);
    await page.keyboard.press('Tab');
    await expect.poll(() => cell(before, 'birim_id').textContent()).toContain('Kilogram');
    const stored = page.waitForResponse((r) => r.url().endsWith('/tables/e_mustahsil_malhizmet/store'));
    await page.getByRole('button', { name: 'Kaydet' }).click();
    const body = (await (await stored).json()) as { data: Row };
    expect(body.data, JSON.stringify(body.data)).toMatchObject({ message: 'success' });
    await page.waitForURL(`${defter.url}/e-donusum/e-mm`);

    const lines = await lineRows();
    expect(lines).toHaveLength(before + 1);
    expect(lines[before].mal_hizmet).toBe('Arpa');
    expect(Number(lines[before].mal_hizmet_tutari)).toBe(1000);
    const header = (await call(`e_mustahsil_makbuzu/${id}/edit`, { params: { column_set_id: '0' } })).data
      .record as Row;
    const sum = lines.reduce((s, l) => s + Number(l.mal_hizmet_tutari), 0);
    expect(Number(header.urun_hizmet_toplam_tutar)).toBeCloseTo(sum, 2);
    expect(errors).toEqual([]);
  });
});
