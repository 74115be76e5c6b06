import { Hono, type Context } from 'hono';
import type { AppDeps, AppEnv, Session } from '../app-env';
import { findTable } from '../catalog';
import { AppError, Codes } from '../lib/errors';
import { mayUse, tableAllowed } from '../tables/table.access';
import { parseId } from '../tables/table.service';
import { databaseFileStore } from './file.store';

const TURKISH_ASCII: Record<string, string> = {
  ç: 'c',
  Ç: 'C',
  ğ: 'g',
  Ğ: 'G',
  ı: 'i',
  İ: 'I',
  ö: 'o',
  Ö: 'O',
  ş: 's',
  Ş: 'S',
  ü: 'u',
  Ü: 'U',
};

/** The plain-ASCII `filename` for old clients: Turkish letters as their base letter, anything else odd as `_`. */
export function asciiFileName(name: string): string {
  return [...name]
    .map((ch) => TURKISH_ASCII[ch] ?? ch.normalize('NFD').replace(/[\u0300-\u036f]/g, ''))
    .join('')
    .replace(/[^\x20-\x7e]|["\\]/g, '_');
}

/** RFC 5987 `ext-value` of a UTF-8 file name: percent-encoded, also `'()*` which encodeURIComponent leaves. */
export const rfc5987 = (name: string) =>
  `UTF-8''${encodeURIComponent(name).replace(/['()*]/g, (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`)}`;

/** `attachment` (or `inline`) with both file names (RFC 6266): plain ASCII and UTF-8 (`filename*`). */
export const contentDisposition = (name: string, inline = false) =>
  `${inline ? 'inline' : 'attachment'}; filename="${asciiFileName(name)}"; filename*=${rfc5987(name)}`;

const failId = () => new AppError(Codes.failId, 400);

/**
 * GET or POST /{token}/files/{id}[/{name}]: the bytes of a stored file of the caller's company, with its
 * type and name. Another company's file, or a missing one, answers `fail.id`; a file of a table the caller
 * may neither show nor edit answers `no.auth`. Pictures are shown in the page with `?inline=1`; everything
 * else is a download. The trailing name is only for the browser's sake (saved file name, readable links).
 */
export function fileRoutes(deps: AppDeps) {
  const r = new Hono<AppEnv>();
  const download = async (c: Context<AppEnv>) => {
    const session = c.get('session') as Session | undefined;
    if (!session) throw new AppError(Codes.failToken, 400);
    const id = parseId(c.req.param('id') ?? '');
    const file = await (deps.files ?? databaseFileStore).get(deps.db, id, session.departmentId);
    if (!file) throw failId();
    const table = findTable(file.table);
    if (!table || !tableAllowed(session, table)) throw new AppError(Codes.noAuth, 400);
    // A per-user table's files belong to their user, like its rows.
    if (table.perUser && file.userId !== session.userId) throw failId();
    if (!mayUse(session, table, 'show') && !mayUse(session, table, 'edit'))
      throw new AppError(Codes.noAuth, 400);
    const inline = ['1', 'true'].includes(c.req.query('inline') ?? '') && file.ref.mime.startsWith('image/');
    return c.body(file.bytes as Uint8Array<ArrayBuffer>, 200, {
      'Content-Type': file.ref.mime,
      'Content-Length': String(file.bytes.byteLength),
      'Content-Disposition': contentDisposition(file.ref.file_name, inline),
      'X-Content-Type-Options': 'nosniff',
      // The token is in the address: nothing is kept by a shared cache, nor by the browser after logout.
      'Cache-Control': 'private, no-store',
      // A file is shown, never run.
      'Content-Security-Policy': "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox",
    });
  };
  r.on(['GET', 'POST'], '/files/:id', download);
  r.on(['GET', 'POST'], '/files/:id/:name', download);
  return r;
}
