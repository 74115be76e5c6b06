/**
 * npm run bench:render — rendering one 100-line e-Fatura as HTML and PDF (issue 13, "Done when").
 *
 * Builds the same 100-line TEMELFATURA / SATIS as bench:ubl (tests/fixtures/edocs.ts data), then:
 *  - HTML: GİB's general.xslt (compiled SEF) in the XSLT worker — the first call starts the worker and reads the SEF;
 *  - PDF: that HTML through headless Chromium — the first call launches the browser (skipped without Chromium);
 *  - HTML + PDF: what "PDF indir" costs once both are warm;
 *  - compiling a user template the size of general.xslt (once: what saving such a template costs);
 *  - a received document with its integrator's stylesheet embedded (issue 26: general.xslt-sized, base64 in an
 *    AdditionalDocumentReference), shown through renderIncomingHtml: the first render compiles it (the SEF kept by its
 *    sha256 in xslt_derlemeleri, in an embedded PGlite database here), every later one finds it compiled.
 *  - fairness (issue 22 item 3): company 1 keeps a looping template running (and three more waiting) while company 2
 *    renders the invoice BENCH_RUNS times through general.xslt on the same pool: each of company 2's wall times
 *    (they should stay near the plain HTML's, not wait for the loop's limit). `BENCH_ONLY=fair` runs only this.
 * The first (cold) call of each is reported apart, then the median of BENCH_RUNS runs (default 7): wall time, the
 * process's CPU time (all threads, the XSLT worker included) and, on Linux, the CPU time of its child processes
 * ("children": Chromium — the browser, its zygotes and the renderers they reaped — and tsx's idle esbuild, from /proc).
 */
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import type { InvoiceLineModel } from '../domain/edocs';
import { closePdfBrowser, htmlToPdf, pdfAvailable } from '../server/edocs/render/pdf';
import { sql } from 'kysely';
import { openDatabase } from '../server/db/database';
import { databaseFileStore } from '../server/files/file.store';
import { renderIncomingHtml } from '../server/edocs/render/render.service';
import { sefFile } from '../server/edocs/render/stylesheets';
import { XsltRunner } from '../server/edocs/render/xslt.runner';
import { buildInvoice } from '../server/edocs/ubl';
import { invoiceModel } from '../tests/fixtures/edocs';
import { descendantCpuMs } from './lib/proc-cpu';

const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const LINES = 100;

const med = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const ms = (n: number) => `${n.toFixed(0)} ms`.padStart(8);

async function time(run: () => unknown): Promise<{ wall: number; cpu: number; child: number }> {
  const cpu = process.cpuUsage();
  const child = descendantCpuMs();
  const start = performance.now();
  await run();
  const used = process.cpuUsage(cpu);
  return {
    wall: performance.now() - start,
    cpu: (used.user + used.system) / 1000,
    child: Math.max(0, descendantCpuMs() - child),
  };
}

async function measure(label: string, run: () => unknown, runs = RUNS): Promise<void> {
  const cold = await time(run);
  const warm: { wall: number; cpu: number; child: number }[] = [];
  for (let i = 0; i < runs; i++) warm.push(await time(run));
  const cpus = (t: { cpu: number; child: number }) =>
    `cpu ${ms(t.cpu)}${t.child ? `, children ${ms(t.child)}` : ''}`;
  const tail = runs
    ? `   median ${ms(med(warm.map((w) => w.wall)))} (${cpus({
        cpu: med(warm.map((w) => w.cpu)),
        child: med(warm.map((w) => w.child)),
      })})`
    : '';
  console.log(`  ${label.padEnd(34)} first ${ms(cold.wall)} (${cpus(cold)})${tail}`);
}

const base = invoiceModel('TEMELFATURA', 'SATIS', randomUUID());
const lines: InvoiceLineModel[] = Array.from({ length: LINES }, (_, i) => {
  const line = base.lines[i % base.lines.length];
  return {
    ...line,
    name: `${line.name} #${i + 1}`,
    amounts: { ...line.amounts, miktar: String((i % 9) + 1), kdv_id: [9, 8, 2][i % 3] },
  };
});
const xml = buildInvoice({ ...base, lines });
const runner = new XsltRunner({ transformMs: 120_000, compileMs: 300_000, memoryMb: 512 });
const general = { key: 'general', file: sefFile('general') };

const only = process.env.BENCH_ONLY;
console.log(
  `bench:render — one ${LINES}-line e-Fatura (${(xml.length / 1024).toFixed(0)} KiB XML), Node ${process.version}, ${RUNS} runs`,
);
let html = '';
if (only !== 'fair') {
  await measure('HTML (general.xslt, XSLT worker)', async () => {
    html = await runner.transform(general, xml);
  });
  console.log(`  HTML: ${(html.length / 1024).toFixed(0)} KiB`);
  if (pdfAvailable()) {
    let pdf: Uint8Array = new Uint8Array();
    await measure('PDF of that HTML (Chromium)', async () => {
      pdf = await htmlToPdf(html, { timeoutMs: 120_000 });
    });
    console.log(`  PDF: ${(pdf.byteLength / 1024).toFixed(0)} KiB`);
    await measure('HTML + PDF', async () =>
      htmlToPdf(await runner.transform(general, xml), { timeoutMs: 120_000 }),
    );
  } else console.log('  PDF: skipped (no Chromium; see README)');
  const source = readFileSync(new URL('../server/edocs/gib/xslt/general.xslt', import.meta.url), 'utf8');
  await measure('compile a general.xslt-sized template', () => runner.compile(source), 0);

  // A received e-Fatura whose integrator embedded its own stylesheet (a general.xslt variant, as many do).
  const embedded = xml.replace(
    /(\s*)<cac:Signature>/,
    `$1<cac:AdditionalDocumentReference><cbc:ID>${randomUUID()}</cbc:ID><cbc:IssueDate>${base.issueDate}</cbc:IssueDate><cbc:DocumentType>XSLT</cbc:DocumentType><cac:Attachment><cbc:EmbeddedDocumentBinaryObject characterSetCode="UTF-8" encodingCode="Base64" filename="entegrator.xslt" mimeCode="application/xml">${Buffer.from(source.replace('version="4.0"', 'version="5.0"')).toString('base64')}</cbc:EmbeddedDocumentBinaryObject></cac:Attachment></cac:AdditionalDocumentReference>$1<cac:Signature>`,
  );
  const database = await openDatabase({});
  await sql`create table xslt_derlemeleri (sha256 text not null, derleyici text not null, sef text not null,
  created_at timestamptz not null default now(), primary key (sha256, derleyici))`.execute(database.db);
  const ctx = { db: database.db, files: databaseFileStore, departmentId: 1, runner };
  await measure('received: first render (compiles)', () => renderIncomingHtml(ctx, embedded), 0);
  await measure('received: cached render (by sha256)', () => renderIncomingHtml(ctx, embedded));
  await database.close();
}
await runner.close();

// Fairness: one company's endless template against another company's invoices, on a pool of the default size.
{
  const pool = new XsltRunner({ transformMs: 120_000, compileMs: 300_000, memoryMb: 512 });
  const loop = {
    key: 'loop',
    sef: await pool.compile(
      '<xsl:stylesheet version="3.0" xmlns:xsl="http://www.w3.org/1999/XSL/Transform"><xsl:template match="/">' +
        '<xsl:iterate select="1 to 100000000000"><xsl:param name="n" select="0"/><xsl:next-iteration>' +
        '<xsl:with-param name="n" select="$n + 1"/></xsl:next-iteration></xsl:iterate></xsl:template></xsl:stylesheet>',
    ),
  };
  const loops = [1, 2, 3, 4].map(() =>
    pool.transform(loop, xml, undefined, { company: 1 }).catch(() => 'ended'),
  );
  const busy = await pool.transform(loop, xml, undefined, { company: 1 }).catch((e: Error) => e.message);
  const walls: number[] = [];
  for (let i = 0; i < Math.max(1, RUNS); i++) {
    const start = performance.now();
    await pool.transform(general, xml, undefined, { company: 2 });
    walls.push(performance.now() - start);
  }
  console.log(
    `  fairness (${pool.workers} workers): company 1 loops (1 running, 3 waiting, a 5th refused: ${busy}); ` +
      `company 2's ${walls.length} invoices: first ${ms(walls[0])}, median ${ms(med(walls))}, max ${ms(Math.max(...walls))}`,
  );
  await pool.close();
  await Promise.all(loops);
}
await closePdfBrowser();
