import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { XsltRunner } from './xslt.runner';

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
