/**
 * Where the browser fetches a stored file: the server's download route under the session token
 * (docs/table-service.md, "Files").
 *
 *   fileHref(file)                  GET /api/v1/{token}/files/{id}/{file_name}            (a download)
 *   fileHref(file, {inline: true})  GET /api/v1/{token}/files/{id}/{file_name}?inline=1   (a picture shown in the page)
 *
 * A link cannot carry a POST body, so the token rides in the path as in every call; the file name at the end
 * names the saved file and makes the address readable.
 */
import { tokenStore } from './http';

/** A stored file as a files column gives it (`id`, or `destination_path` `files/{id}`), or an address. */
export interface FileLike {
  id?: unknown;
  file_name?: string;
  destination_path?: string;
  url?: string;
}

/** The id of a stored file: `id`, else the one `destination_path` `files/{id}` names. */
export function storedFileId(f: FileLike): number | undefined {
  const raw = f.id ?? /^\/?files\/(\d+)\/?$/.exec(f.destination_path ?? '')?.[1];
  const id = Number(raw);
  return raw !== undefined && raw !== null && raw !== '' && Number.isSafeInteger(id) && id > 0
    ? id
    : undefined;
}

/**
 * The address of a stored file for a link or an `<img>`: the download route with the session's token, the
 * file's own `url` when it has one, or undefined (not logged in, or a file the server does not serve).
 */
export function fileHref(f: FileLike, opts: { inline?: boolean } = {}): string | undefined {
  const id = storedFileId(f);
  const token = tokenStore.get();
  if (id === undefined || !token) return f.url;
  const name = f.file_name ? `/${encodeURIComponent(f.file_name)}` : '';
  return `/api/v1/${encodeURIComponent(token)}/files/${id}${name}${opts.inline ? '?inline=1' : ''}`;
}
