/**
 * npm run bench:ubl — building and validating one 100-line e-Fatura (issue 13, "Done when").
 *
 * Builds a TEMELFATURA / SATIS of 100 lines (goods and services, discounts, KDV-included prices, 1 / 10 / 20 % KDV,
 * tests/fixtures/edocs.ts data) with the UBL-TR builder, then validates it:
 *  - build: model → calculateDocument → XML text (xmlbuilder2);
 *  - XSD: GİB's schema set through xmllint-wasm (each run starts a worker, compiles the wasm and reads the schemas);
 *  - schematron: GİB's compiled schematron through SaxonJS, the SEF read once per process;
 *  - validateUbl: both, as the integrator will call it.
 * The first (cold) run of each is reported apart; then the median of BENCH_RUNS runs (default 7). Beside the wall
 * time, the process's CPU time (all threads), which a busy machine inflates less.
 */
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import type { InvoiceLineModel } from '../domain/edocs';
import { buildInvoice } from '../server/edocs/ubl';
import { validateSchematron, validateUbl, validateXsd } from '../server/edocs/validate';
import { invoiceModel } from '../tests/fixtures/edocs';

const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const LINES = 100;

const med = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const ms = (n: number) => `${n.toFixed(1)} ms`.padStart(10);

/** Wall time and CPU time (user + system, every thread of the process: the XSD runs in a worker) of one run. */
async function time(run: () => unknown): Promise<{ wall: number; cpu: number }> {
  const cpu = process.cpuUsage();
  const start = performance.now();
  await run();
  const used = process.cpuUsage(cpu);
  return { wall: performance.now() - start, cpu: (used.user + used.system) / 1000 };
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
const model = { ...base, lines };

async function measure(label: string, run: () => unknown): Promise<void> {
  const cold = await time(run);
  const warm: { wall: number; cpu: number }[] = [];
  for (let i = 0; i < RUNS; i++) warm.push(await time(run));
  const wall = med(warm.map((w) => w.wall));
  const cpu = med(warm.map((w) => w.cpu));
  console.log(
    `  ${label.padEnd(32)} first ${ms(cold.wall)} (cpu ${ms(cold.cpu)})   median ${ms(wall)} (cpu ${ms(cpu)})`,
  );
}

const xml = buildInvoice(model);
console.log(
  `bench:ubl — one ${LINES}-line e-Fatura (${(xml.length / 1024).toFixed(0)} KiB XML), Node ${process.version}, ${RUNS} runs`,
);
await measure('build (model → XML)', () => buildInvoice(model));
await measure('XSD (xmllint-wasm)', () => validateXsd([{ name: 'bench', xml, root: 'Invoice' }]));
await measure('schematron (SaxonJS)', () => validateSchematron(xml));
await measure('validateUbl (XSD + schematron)', () => validateUbl(xml));
await measure('build + validateUbl', async () => validateUbl(buildInvoice(model)));
const check = await validateUbl(xml);
if (!check.valid) throw new Error(`the benchmark invoice is not valid: ${JSON.stringify(check.issues)}`);
console.log("  the invoice passes GİB's XSD and schematron");
