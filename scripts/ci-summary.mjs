// Sums vitest JSON reports (and the lint/typecheck/build checks) into CI's last line: "N passed, N failed".
// Each suite's and each step's wall time (times.tsv, written by .ci/run) is printed above it (docs/ci.md).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const [dir, checksPassed = '0', checksFailed = '0'] = process.argv.slice(2);

/** Seconds as CI prints them: "12m 05s", "41s". */
const duration = (s) => (s >= 60 ? `${Math.floor(s / 60)}m ${String(s % 60).padStart(2, '0')}s` : `${s}s`);
/** label → seconds, from times.tsv (the last entry of a label wins). */
const times = new Map(
  existsSync(path.join(dir, 'times.tsv'))
    ? readFileSync(path.join(dir, 'times.tsv'), 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((l) => l.split('\t'))
        .map(([label, s]) => [label, Number(s)])
    : [],
);
const timeOf = (label) => (times.has(label) ? ` in ${duration(times.get(label))}` : '');
let passed = Number(checksPassed);
let failed = Number(checksFailed);
// CI's record keeps only the tail of the output: name every failed test here, just above the totals.
const failures = [];
for (const f of readdirSync(dir).filter((f) => f.endsWith('.json'))) {
  try {
    const r = JSON.parse(readFileSync(path.join(dir, f), 'utf8'));
    const p = r.numPassedTests ?? 0;
    // A file that failed to load has no tests in it; count it as one failure.
    const broken = (r.testResults ?? []).filter(
      (t) => t.status === 'failed' && (t.assertionResults ?? []).length === 0,
    ).length;
    const x = (r.numFailedTests ?? 0) + broken;
    const label = f.replace(/\.json$/, '');
    for (const t of r.testResults ?? []) {
      const file = path.relative(process.cwd(), t.name ?? '');
      if (t.status === 'failed' && (t.assertionResults ?? []).length === 0)
        failures.push(`${label}: ${file}: ${(t.message ?? '').split('\n')[0].slice(0, 200)}`);
      for (const a of t.assertionResults ?? [])
        if (a.status === 'failed')
          failures.push(
            `${label}: ${file} > ${a.fullName}: ${(a.failureMessages?.[0] ?? '').split('\n')[0].slice(0, 200)}`,
          );
    }
    console.log(`${label}: ${p} passed, ${x} failed${timeOf(label)}`);
    passed += p;
    failed += x;
  } catch (e) {
    console.log(`${f}: unreadable report (${e.message})`);
    failed += 1;
  }
}
for (const line of failures.slice(0, 30)) console.log(`FAILED ${line}`);
// Every timed step in the order it ran (npm ci, lint, typecheck, the suites, build), then the whole run.
const steps = [...times].filter(([label]) => label !== 'total');
if (steps.length) console.log(`times: ${steps.map(([l, s]) => `${l} ${duration(s)}`).join(', ')}`);
if (times.has('total')) console.log(`total time: ${duration(times.get('total'))}`);
console.log(`checks (lint, typecheck, build): ${checksPassed} passed, ${checksFailed} failed`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
