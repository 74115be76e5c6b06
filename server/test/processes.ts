import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import path from 'node:path';
import pg from 'pg';

// Real Defter server processes for the multi-process tests (server/ops/processes.test.ts) and the load bench:
// `node --import tsx server/main.ts` (or server/cluster.ts) as child processes, each with its JSON log.

const ROOT = path.resolve(import.meta.dirname, '../..');

/** A free TCP port on 127.0.0.1. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => resolve(port));
    });
    s.on('error', reject);
  });
}

/** A fresh PostgreSQL database on the server of `adminUrl`, and its dropping. */
export async function freshDatabase(
  adminUrl: string,
  prefix = 'defter_proc',
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const u = new URL(adminUrl);
  u.pathname = `/${name}`;
  return {
    url: u.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      try {
        await c.query(`drop database if exists ${name} with (force)`);
      } finally {
        await c.end();
      }
    },
  };
}

/** A running server process. */
export interface DefterProcess {
  url: string;
  child: ChildProcess;
  /** Its stdout and stderr, line by line (JSON lines from the logger). */
  lines: string[];
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>;
  /** The parsed JSON lines whose message includes `text`. */
  logged(text: string): Record<string, any>[];
  /** Waits (up to 30 s) until `count` lines include `text` (a line arrives a moment after the answer); returns them. */
  waitFor(text: string, count?: number): Promise<Record<string, any>[]>;
  /** SIGTERM (or `signal`), then waits for the exit; returns the exit code. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

/** Starts `server/main.ts` (or `script`) with `env` on a free port; does not wait for it to be ready. */
export async function spawnDefter(
  env: Record<string, string>,
  script = 'server/main.ts',
): Promise<DefterProcess> {
  const port = env.PORT ? Number(env.PORT) : await freePort();
  const lines: string[] = [];
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      STATIC_DIR: '',
      OTP_FIXED_CODE: '',
      ...env,
      PORT: String(port),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let rest = '';
  const onData = (b: Buffer) => {
    const parts = (rest + b.toString()).split('\n');
    rest = parts.pop() ?? '';
    lines.push(...parts.filter(Boolean));
  };
  child.stdout!.on('data', onData);
  child.stderr!.on('data', onData);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const p: DefterProcess = {
    url: `http://127.0.0.1:${port}`,
    child,
    lines,
    exited,
    logged: (text) =>
      lines
        .filter((l) => l.includes(text))
        .map((l) => {
          try {
            return JSON.parse(l);
          } catch {
            return { msg: l };
          }
        }),
    async waitFor(text, count = 1) {
      for (let i = 0; i < 300; i++) {
        const found = p.logged(text);
        if (found.length >= count) return found;
        await new Promise((r) => setTimeout(r, 100));
      }
      throw new Error(`no ${count} line(s) with ${text}:\n${lines.join('\n')}`);
    },
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
  return p;
}

/** Waits until `GET /readyz` answers 200 (or the process ends, or `ms` pass: an error with its log). */
export async function waitReady(p: DefterProcess, ms = 180_000): Promise<void> {
  const deadline = Date.now() + ms;
  let ended = false;
  void p.exited.then(() => (ended = true));
  while (Date.now() < deadline) {
    if (ended) throw new Error(`the server exited with ${p.child.exitCode}:\n${p.lines.join('\n')}`);
    const ok = await fetch(`${p.url}/readyz`)
      .then((r) => r.status === 200)
      .catch(() => false);
    if (ok) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`the server was not ready in ${ms} ms:\n${p.lines.join('\n')}`);
}

/** POSTs JSON to `url` + `/api/v1` + `p`; status and parsed body. */
export async function postJson(
  url: string,
  p: string,
  body: unknown = {},
): Promise<{ status: number; json: any }> {
  const res = await fetch(`${url}/api/v1${p}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  try {
    return { status: res.status, json: JSON.parse(text) };
  } catch {
    return { status: res.status, json: text };
  }
}
