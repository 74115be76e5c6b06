// `npm run bench:start`: how long Defter takes from `node server/main.ts` to serving requests — a first start
// on a fresh embedded database (create, migrate, seed) and later starts on the same data — then the same on
// PostgreSQL when one answers at 127.0.0.1:5432 (a fresh database, dropped afterwards). Prints the numbers.
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';

const root = path.resolve(import.meta.dirname, '..');
const RUNS = Number(process.env.RUNS ?? 3);

/** Starts the server, waits until it answers HTTP, stops it with SIGINT; returns [ready ms, stop ms]. */
function startOnce(env) {
  return new Promise((resolve, reject) => {
    const t0 = performance.now();
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      cwd: root,
      env: { ...process.env, STATIC_DIR: '', HOST: '127.0.0.1', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let ready = 0;
    const onData = async (b) => {
      out += b;
      if (!ready && out.includes('ready in')) {
        const res = await fetch(`http://127.0.0.1:${env.PORT}/api/v1/x`, { method: 'POST' });
        await res.text();
        ready = performance.now() - t0;
        const t1 = performance.now();
        child.once('exit', (code) =>
          code === 0 ? resolve([ready, performance.now() - t1]) : reject(new Error(out)),
        );
        child.kill('SIGINT');
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', (b) => (out += b));
    child.on('error', reject);
  });
}

const fmt = (ms) => `${Math.round(ms)} ms`.padStart(9);

async function series(label, envFor) {
  const first = await startOnce(envFor());
  const later = [];
  for (let i = 0; i < RUNS; i++) later.push(await startOnce(envFor()));
  const med = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  console.log(
    `${label.padEnd(12)} first start ${fmt(first[0])}   later start (median of ${RUNS}) ${fmt(med(later.map((x) => x[0])))}   clean stop ${fmt(med([first, ...later].map((x) => x[1])))}`,
  );
}

const dir = await mkdtemp(path.join(tmpdir(), 'defter-bench-start-'));
try {
  await series('PGlite', () => ({ DATA_DIR: path.join(dir, 'data'), PORT: '3987' }));
} finally {
  await rm(dir, { recursive: true, force: true });
}

const admin = 'postgres://postgres@127.0.0.1:5432/postgres';
const client = new pg.Client({ connectionString: admin, connectionTimeoutMillis: 2000 });
try {
  await client.connect();
} catch {
  console.log('PostgreSQL   not reachable at 127.0.0.1:5432: skipped');
  process.exit(0);
}
const name = `defter_bench_start_${process.pid}`;
await client.query(`create database ${name}`);
try {
  await series('PostgreSQL', () => ({
    DATABASE_URL: `postgres://postgres@127.0.0.1:5432/${name}`,
    PORT: '3988',
  }));
} finally {
  await client.query(`drop database if exists ${name} with (force)`);
  await client.end();
}
