import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text files worth compressing (fonts in woff2 and images other than SVG are compressed already). */
const COMPRESSIBLE = /\.(js|mjs|css|svg|json|txt|xml|map)$/;
/** Below this a compressed copy saves less than a packet's headers. */
const MIN_BYTES = 1024;

/**
 * Writes `<file>.br` (brotli, quality 11) and `<file>.gz` (gzip, level 9) beside every compressible file under
 * `dir` (index.html aside: it is tiny and sent with no-cache), once at build time, so the server sends them as
 * they are (server/web/static.ts). A copy that is not smaller than the file is not written. Returns the files
 * compressed.
 */
export async function precompressDir(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((e) => e.isFile() && COMPRESSIBLE.test(e.name))
    .map((e) => path.join(e.parentPath, e.name));
  // zlib's asynchronous calls run on libuv's thread pool: the files compress side by side.
  const done = await Promise.all(
    files.map(async (file) => {
      const data = await readFile(file);
      if (data.length < MIN_BYTES) return null;
      const [br, gz] = await Promise.all([
        brotliAsync(data, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
          },
        }),
        gzipAsync(data, { level: 9 }),
      ]);
      if (br.length < data.length) await writeFile(`${file}.br`, br);
      if (gz.length < data.length) await writeFile(`${file}.gz`, gz);
      return path.relative(dir, file);
    }),
  );
  return done.filter((f): f is string => f !== null);
}
