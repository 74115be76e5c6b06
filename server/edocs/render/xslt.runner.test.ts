import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { codeTexts } from '../../../domain/messages';
import { AppError } from '../../lib/errors';
import { XsltRunner, type StylesheetRef } from './xslt.runner';

// The XSLT worker on its own: its time limit, and its lock-down for a stylesheet that did not come through the
// upload checks (compiled elsewhere): no file, no JavaScript, no environment.

const runner = new XsltRunner({ transformMs: 2000, compileMs: 60_000, memoryMb: 256, outputChars: 100_000 });
afterAll(() => runner.close());

const XSL = 'xmlns:xsl="http://www.w3.org/1999/XSL/Transform"';
const SOURCE = '<belge><satir/></belge>';

/** A stylesheet compiled by xslt3 (SaxonJS's own command line), past Defter's checks. */
function compiledElsewhere(text: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'defter-xslt-test-'));
  try {
    writeFileSync(path.join(dir, 's.xslt'), text);
    const bin = path.resolve('node_modules/xslt3/xslt3.js');
    execFileSync(process.execPath, [bin, `-xsl:${dir}/s.xslt`, `-export:${dir}/s.sef.json`, '-nogo'], {
      stdio: 'pipe',
    });
    return readFileSync(path.join(dir, 's.sef.json'), 'utf8');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('XSLT worker', () => {
  it('stops a stylesheet that runs past its time limit with a Turkish error, then runs the next one', async () => {
    const endless = await runner.compile(
      `<xsl:stylesheet version="3.0" ${XSL}><xsl:template match="/"><xsl:iterate select="1 to 100000000000">` +
        `<xsl:param name="n" select="0"/><xsl:next-iteration><xsl:with-param name="n" select="$n + 1"/>` +
        `</xsl:next-iteration></xsl:iterate></xsl:template></xsl:stylesheet>`,
    );
    await expect(runner.transform({ key: 'endless', sef: endless }, SOURCE)).rejects.toThrow(
      'XSLT şablonu 2 saniye içinde sonuç vermedi (sonsuz döngü ya da özyineleme olabilir); belge oluşturulamadı.',
    );
    const count = await runner.compile(
      `<xsl:stylesheet version="3.0" ${XSL}><xsl:template match="/"><n><xsl:value-of select="count(//*)"/></n>` +
        `</xsl:template></xsl:stylesheet>`,
    );
    expect(await runner.transform({ key: 'count', sef: count }, SOURCE)).toContain('<n>2</n>');
  });

  it('refuses a result too big to hand over', async () => {
    const big = await runner.compile(
      `<xsl:stylesheet version="3.0" ${XSL}><xsl:template match="/"><out><xsl:for-each select="1 to 20000">` +
        `<p>satır</p></xsl:for-each></out></xsl:template></xsl:stylesheet>`,
    );
    await expect(runner.transform({ key: 'big', sef: big }, SOURCE)).rejects.toThrow(
      'XSLT şablonunun ürettiği belge çok büyük (100.000 karakterden fazla); belge oluşturulamadı.',
    );
  });

  it('gives a stylesheet compiled elsewhere no file, no JavaScript and no environment', async () => {
    const run = (body: string, ns = '') =>
      runner.transform(
        {
          key: body,
          sef: compiledElsewhere(
            `<xsl:stylesheet version="3.0" ${XSL} ${ns}><xsl:template match="/"><out>${body}</out></xsl:template>` +
              `</xsl:stylesheet>`,
          ),
        },
        SOURCE,
      );
    const readRefused =
      'XSLT şablonu dosya ya da ağ kaynağı okumaya çalıştı; Defter şablonların dış kaynaklara erişmesine izin vermez.';
    await expect(run(`<xsl:value-of select="unparsed-text('file:///etc/passwd')"/>`)).rejects.toThrow(
      readRefused,
    );
    await expect(run(`<xsl:copy-of select="doc('file:///etc/passwd')"/>`)).rejects.toThrow(readRefused);
    const js =
      'xmlns:js="http://saxonica.com/ns/globalJS" xmlns:ixsl="http://saxonica.com/ns/interactiveXSLT"';
    await expect(run(`<xsl:value-of select="ixsl:eval('process.pid')"/>`, js)).rejects.toThrow(
      'XSLT şablonu JavaScript çalıştırmaya çalıştı; Defter şablonlarda JavaScript çalıştırmaz.',
    );
    await expect(run(`<xsl:value-of select="js:eval('process.pid')"/>`, js)).rejects.toThrow(/eval/);
    const env = await run(`<xsl:value-of select="string-join(available-environment-variables(), ',')"/>`);
    expect(env).toMatch(/<out\s*\/>|<out><\/out>/);
  });
});

// Fair and bounded (issue 22 item 3; docs/e-documents.md, "Fair and bounded"): a company's jobs are capped, a slow
// job of one company never holds up another's, a template that overran is refused at once until it changes.
describe('XSLT workers between companies', () => {
  const LOOP =
    `<xsl:stylesheet version="3.0" ${XSL}><xsl:template match="/"><xsl:iterate select="1 to 100000000000">` +
    `<xsl:param name="n" select="0"/><xsl:next-iteration><xsl:with-param name="n" select="$n + 1"/>` +
    `</xsl:next-iteration></xsl:iterate></xsl:template></xsl:stylesheet>`;
  const COUNT =
    `<xsl:stylesheet version="3.0" ${XSL}><xsl:template match="/"><n><xsl:value-of select="count(//*)"/></n>` +
    `</xsl:template></xsl:stylesheet>`;
  let loop: StylesheetRef;
  let count: StylesheetRef;
  // A long limit: nothing here waits for it; the runner is closed at the end (which ends the loops).
  const pool = new XsltRunner({
    transformMs: 120_000,
    compileMs: 60_000,
    memoryMb: 256,
    workers: 2,
    perCompanyRunning: 1,
    perCompanyQueued: 2,
  });
  afterAll(() => pool.close());

  /** A promise's outcome so far. */
  const watch = <T>(p: Promise<T>) => {
    const state = { settled: false, error: undefined as unknown };
    p.then(
      () => (state.settled = true),
      (err: unknown) => ((state.settled = true), (state.error = err)),
    );
    return state;
  };

  it("answers another company's document while one company's looping template runs, and caps that company", async () => {
    loop = { key: 'loop', sef: await runner.compile(LOOP) };
    count = { key: 'count', sef: await runner.compile(COUNT) };
    // Company 1: one loop running, two waiting (its cap), a fourth refused at once.
    const a = [1, 2, 3].map(() => watch(pool.transform(loop, SOURCE, undefined, { company: 1 })));
    const busy = await pool.transform(loop, SOURCE, undefined, { company: 1 }).catch((e: unknown) => e);
    expect(busy).toBeInstanceOf(AppError);
    expect((busy as AppError).status).toBe(429);
    expect((busy as AppError).message).toBe('fail.render.busy');
    expect(codeTexts[(busy as AppError).message]).toBe(
      'Belge görüntüleme şu anda yoğun; lütfen biraz sonra tekrar deneyiniz.',
    );
    expect((busy as AppError).data?.retry_after).toBeGreaterThanOrEqual(1);
    // Company 2's documents go past company 1's waiting jobs, on the other thread, while company 1's loop still runs.
    for (let i = 0; i < 3; i++)
      expect(await pool.transform(count, SOURCE, undefined, { company: 2 })).toContain('<n>2</n>');
    expect(a.every((s) => !s.settled)).toBe(true);
    await pool.close();
    expect(a.every((s) => s.settled)).toBe(true);
  });

  it('refuses at once a template that overran, for every job with no longer a limit, until it changes', async () => {
    const quick = new XsltRunner({
      transformMs: 60_000,
      previewMs: 1_000,
      compileMs: 60_000,
      memoryMb: 256,
      workers: 2,
    });
    try {
      const overran =
        'XSLT şablonu 1 saniye içinde sonuç vermedi (sonsuz döngü ya da özyineleme olabilir); belge oluşturulamadı.';
      const refused =
        'Bu XSLT şablonu daha önce 1 saniye içinde sonuç vermediği için (sonsuz döngü ya da özyineleme olabilir) ' +
        'yeniden çalıştırılmıyor; şablon değiştirilene kadar belge bu şablonla oluşturulamaz.';
      // Two previews of a looping template: the first overruns the preview limit, the second (waiting behind it,
      // same company) is refused without running.
      const first = quick.transform(loop, SOURCE, undefined, { company: 1, preview: true });
      const second = quick.transform(loop, SOURCE, undefined, { company: 1, preview: true });
      await expect(first).rejects.toThrow(overran);
      await expect(second).rejects.toThrow(refused);
      // Asked again (another company, the same file): refused before any thread takes it — a third job of company 1
      // would not even be queued behind a running one.
      const again = watch(quick.transform(loop, SOURCE, undefined, { company: 3, preview: true }));
      await Promise.resolve();
      await Promise.resolve();
      expect(again.settled).toBe(true);
      expect((again.error as Error).message).toBe(refused);
      // Changed (another content hash): it runs again.
      expect(await quick.transform(count, SOURCE, undefined, { company: 1, preview: true })).toContain(
        '<n>2</n>',
      );
    } finally {
      await quick.close();
    }
  });
});
