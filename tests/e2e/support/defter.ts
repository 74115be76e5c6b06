import { spawn, type ChildProcess } from 'node:child_process';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';

/** Debian's Chromium, never a downloaded browser (ARCHITECTURE.md). */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/lib/chromium/chromium';
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => resolve(port));
    });
    s.on('error', reject);
  });
}

/** A running Defter server (the real `server/main.ts` on a fresh PGlite data dir) and its log. */
export interface RunningDefter {
  url: string;
  log: string[];
  /** The last one-time code the local SMS sender wrote to the log. */
  lastOtpCode(): string | undefined;
  stop(): Promise<void>;
}

/** The e2e run's seeded data directory; nothing outside Vitest (the bench scripts start on a fresh one). */
async function seededDataDir(): Promise<string | undefined> {
  if (!process.env.VITEST) return undefined;
  const { inject } = await import('vitest');
  return inject('defterE2eDataDir') || undefined;
}

export async function startDefter(env: Record<string, string> = {}): Promise<RunningDefter> {
  const root = path.resolve(import.meta.dirname, '../../..');
  const dataDir = await mkdtemp(path.join(tmpdir(), 'defter-e2e-'));
  // The run's seeded data directory (support/global-setup.ts), copied: this server starts on data of its own.
  const template = env.DATA_DIR ? undefined : await seededDataDir();
  if (template) await cp(template, path.join(dataDir, 'data'), { recursive: true });
  const port = await freePort();
  const log: string[] = [];
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      // A test server whatever the caller's process says (Vite's build() sets NODE_ENV=production in the bench
      // scripts, and production refuses the local card page and fixed one-time codes).
      NODE_ENV: 'test',
      DATA_DIR: path.join(dataDir, 'data'),
      PORT: String(port),
      HOST: '127.0.0.1',
      STATIC_DIR: 'dist',
      OTP_FIXED_CODE: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const onData = (b: Buffer) => log.push(...b.toString().split('\n').filter(Boolean));
  child.stdout!.on('data', onData);
  child.stderr!.on('data', onData);
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`Defter did not start:\n${log.join('\n')}`)), 120_000);
    const poll = setInterval(() => {
      if (log.some((l) => l.includes('ready in'))) {
        clearInterval(poll);
        clearTimeout(timer);
        resolve();
      }
    }, 100);
    child.on('exit', (code) => {
      clearInterval(poll);
      clearTimeout(timer);
      reject(new Error(`Defter exited with ${code}:\n${log.join('\n')}`));
    });
  });
  return {
    url: `http://127.0.0.1:${port}`,
    log,
    lastOtpCode() {
      const lines = log.filter((l) => l.includes('[sms]'));
      return lines.at(-1)?.match(/\b(\d{6})\b/)?.[1];
    },
    async stop() {
      child.removeAllListeners('exit');
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGINT');
        await exited;
      }
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Launches headless Chromium and opens a page that records browser errors. */
export async function openBrowser(): Promise<{ browser: Browser; page: Page; errors: string[] }> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS });
  const page = await browser.newPage({
    viewport: { width: 1400, height: 900 },
    locale: 'tr-TR',
    timezoneId: 'Europe/Istanbul',
  });
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  // Whatever the server's Content-Security-Policy blocks (an inline script, an eval, a style, a frame…) is an
  // error of the page too (docs/web-delivery.md).
  await page.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (e) =>
      console.error(
        `[csp] ${e.effectiveDirective} blocked ${e.blockedURI || 'inline'} (${e.sourceFile}:${e.lineNumber})`,
      ),
    ),
  );
  page.on('console', (m) => {
    if (m.type() === 'error' && m.text().startsWith('[csp]')) errors.push(m.text());
  });
  return { browser, page, errors };
}

/** Saves a screenshot of `page` into test-results/ when the current test failed (call from afterEach). */
export async function screenshotOnFailure(
  page: Page | undefined,
  ctx: { task: { name: string; result?: { state?: string } } },
) {
  if (!page || ctx.task.result?.state !== 'fail') return;
  const name = ctx.task.name.replace(/[^\p{L}\p{N}]+/gu, '-').slice(0, 80);
  await page
    .screenshot({
      path: path.resolve(import.meta.dirname, '../../../test-results', `${name}.png`),
      fullPage: true,
    })
    .catch(() => {});
}

/** The demo users' password (server/db/seed). */
export const DEMO_PASSWORD = 'Demo1234!';

/**
 * Logs in on the login page `page` shows: the e-mail (or TC), the password (the demo users' by default), then
 * "Giriş Yap" — or Enter in the password field (`enter`). The one login of every e2e file (each waits afterwards
 * for what it needs).
 */
export async function submitLogin(
  page: Page,
  email: string,
  opts: { password?: string; enter?: boolean } = {},
): Promise<void> {
  await page.getByLabel('E-posta veya TC Kimlik No').fill(email);
  await page.getByLabel('Şifre').fill(opts.password ?? DEMO_PASSWORD);
  if (opts.enter) await page.keyboard.press('Enter');
  else await page.getByRole('button', { name: 'Giriş Yap' }).click();
}

/**
 * Switches the session to another company of the user through the top bar's "Diğer hesaplar" drawer
 * (Hesaplarım → "<company>: Bu hesaba geç") and waits until the top bar names it.
 */
export async function switchCompany(page: Page, company: string): Promise<void> {
  await page.getByRole('banner').getByRole('button', { name: 'Diğer hesaplar' }).click();
  const drawer = page.getByRole('dialog', { name: 'Hesaplarım' });
  await drawer.getByText('Şu anki hesap').waitFor();
  await drawer.getByRole('button', { name: `${company}: Bu hesaba geç` }).click();
  await page.locator('.top-bar__company').filter({ hasText: company }).waitFor();
}
