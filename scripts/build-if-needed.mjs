// `npm start` runs this first: builds the browser app when dist/ is missing or older than its sources (the build
// also writes the .br / .gz copies the server sends, docs/web-delivery.md).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const built = path.join(root, 'dist', 'index.html');

function newest(p) {
  const st = statSync(p);
  if (!st.isDirectory()) return st.mtimeMs;
  let m = 0;
  for (const e of readdirSync(p))
    if (!e.endsWith('.test.ts') && !e.endsWith('.test.tsx')) m = Math.max(m, newest(path.join(p, e)));
  return m;
}

// What the build reads: the app's sources, its public files, the config and the plugin that compresses the output.
const sources = [
  'src',
  'domain',
  'public',
  'index.html',
  'vite.config.ts',
  'server/web/precompress.ts',
  'package-lock.json',
]
  .map((p) => path.join(root, p))
  .filter(existsSync);
const stale = !existsSync(built) || Math.max(...sources.map(newest)) > statSync(built).mtimeMs;
if (stale && process.env.SKIP_BUILD !== '1') {
  console.log('[defter] building the browser app…');
  const r = spawnSync(
    process.execPath,
    [path.join(root, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '--logLevel', 'warn'],
    {
      cwd: root,
      stdio: 'inherit',
    },
  );
  if (r.status !== 0) process.exit(r.status ?? 1);
}
