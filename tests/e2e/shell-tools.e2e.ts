import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { openBrowser, startDefter, submitLogin, type RunningDefter } from './support/defter';

// The shell's tools against the real server in Chromium: log in, set a PIN, lock, a wrong PIN, unlock;
// the dark theme kept across a reload, applied before the app starts.
let defter: RunningDefter;
let browser: Browser;
let page: Page;
let errors: string[];

beforeAll(async () => {
  defter = await startDefter();
  ({ browser, page, errors } = await openBrowser());
});

afterAll(async () => {
  await browser?.close();
  await defter?.stop();
});

async function logIn() {
  await page.goto(`${defter.url}/login`);
  await submitLogin(page, 'demo@defter.local');
  await page.getByRole('banner').waitFor();
}

const lockScreen = () => page.getByRole('dialog', { name: 'Ekran kilidi' });

describe('shell tools in Chromium', () => {
  it('sets a PIN, locks, refuses a wrong PIN and unlocks with the right one', async () => {
    await logIn();
    await page.getByRole('button', { name: 'Ekranı kilitle (Ctrl+Y)' }).click();
    const setup = page.getByRole('dialog', { name: 'Ekran Kilidi PIN Kodu' });
    await setup.getByLabel('PIN kodu (4 hane)').fill('12');
    await setup.getByRole('button', { name: 'Kaydet ve kilitle' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Pin kodunuzu kontrol ediniz.' }).textContent(),
    ).resolves.toContain('Dikkat');
    await setup.getByLabel('PIN kodu (4 hane)').fill('4821');
    await setup.getByRole('button', { name: 'Kaydet ve kilitle' }).click();

    await lockScreen().waitFor();
    expect(await page.getByRole('banner').count()).toBe(0);
    const cookies = await page.context().cookies();
    expect(cookies.find((c) => c.name === 'defter_lock')?.value).toBe('1');

    // The lock survives a reload: the flag is a cookie.
    await page.reload();
    await lockScreen().waitFor();
    expect(await page.getByRole('banner').count()).toBe(0);

    await lockScreen().click();
    await page.keyboard.type('4822');
    await page.getByRole('alert').filter({ hasText: 'Yanlış pin girdiniz!' }).waitFor();
    await page.keyboard.type('4821');
    await page.getByRole('banner').waitFor();
    expect(await lockScreen().count()).toBe(0);
    expect((await page.context().cookies()).some((c) => c.name === 'defter_lock' && c.value === '1')).toBe(
      false,
    );
  });

  it('keeps the dark theme across a reload, from the first paint', async () => {
    await page.getByRole('button', { name: 'Koyu temaya geç' }).click();
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');

    // Record the theme as soon as the document exists, before the app's script runs.
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        (window as unknown as { firstTheme?: string }).firstTheme = document.documentElement.dataset.theme;
      });
    });
    await page.reload();
    await page.getByRole('banner').waitFor();
    expect(await page.evaluate(() => (window as unknown as { firstTheme?: string }).firstTheme)).toBe('dark');
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
    const background = await page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);
    expect(background).toBe('rgb(16, 21, 28)');
    await page.getByRole('button', { name: 'Açık temaya geç' }).waitFor();
    expect(errors).toEqual([]);
  });
});
