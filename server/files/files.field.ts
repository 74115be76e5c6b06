import {
  acceptOf,
  FILE_RULES,
  fileProblem,
  kindOfName,
  MIME_OF,
  SINGLE_FILE_COLUMNS,
  SNIFF_BYTES,
  type StoredFileRef,
} from '../../domain/files';
import { validation } from '../../domain/messages';
import { isRequired } from '../catalog/columns';
import type { CatalogColumn, TableDef } from '../catalog/types';
import type { Db } from '../db/database';
import { readJson } from '../lib/json.read';
import type { FileStore } from './file.store';

// A files column on store/update (docs/table-service.md, "Files"): `col[]` carries the new files, `col_old`
// the JSON list of the stored files to keep. The column stores the JSON list of the files it holds; the bytes
// go to the file store in the save's transaction.

type Row = Record<string, unknown>;
type FieldErrors = Record<string, string[]>;

/** A checked upload: its cleaned name, the MIME type its content proved, the bytes. */
export interface Upload {
  name: string;
  mime: string;
  bytes: Uint8Array;
}

/** What a save does to one files column: the stored files it keeps and the new ones, in that order. */
export class FilesChange {
  constructor(
    readonly kept: StoredFileRef[],
    readonly added: Upload[],
  ) {}
}

/** True for a column of gui type `files`. */
export const isFileColumn = (c: CatalogColumn) => c.gui_type_name === 'files';

const isBlob = (v: unknown): v is Blob =>
  typeof v === 'object' && v !== null && typeof (v as Blob).arrayBuffer === 'function';

const listOf = (v: unknown): unknown[] => (v === undefined ? [] : Array.isArray(v) ? v : [v]);

/** A JSON text (or the value itself) parsed; `undefined` when it does not parse. */
function parsed(v: unknown): unknown {
  if (typeof v !== 'string') return v;
  if (v.trim() === '') return [];
  const read = readJson(v);
  return read.ok ? read.value : undefined;
}

/** The stored files a column value names (the JSON list of the column, as the database gives it). */
export function storedRefs(v: unknown): StoredFileRef[] {
  const list = listOf(parsed(v) ?? []);
  return list.filter(
    (f): f is StoredFileRef =>
      !!f && typeof f === 'object' && Number.isSafeInteger(Number((f as StoredFileRef).id)),
  );
}

/**
 * Which stored files a client's keep list names: by `id`, else by `destination_path`, else by `file_name`
 * (clients that only echo the spec's three fields). Entries that name no stored file of the record are
 * ignored: a client cannot attach another record's file by naming it.
 */
function keptOf(stored: StoredFileRef[], wanted: unknown[]): StoredFileRef[] {
  const left = [...stored];
  const out: StoredFileRef[] = [];
  for (const w of wanted) {
    const x = (typeof w === 'number' || typeof w === 'string' ? { id: w } : w) as Partial<StoredFileRef>;
    if (!x || typeof x !== 'object') continue;
    const i = left.findIndex((s) =>
      x.id !== undefined && x.id !== null && String(x.id) !== ''
        ? String(s.id) === String(x.id)
        : x.destination_path
          ? s.destination_path === x.destination_path
          : x.file_name !== undefined && s.file_name === x.file_name,
    );
    if (i >= 0) out.push(...left.splice(i, 1));
  }
  return out;
}

/** A file name as stored: the last path part, no control characters, NFC, at most 200 characters. */
export function cleanFileName(raw: string): string {
  // eslint-disable-next-line no-control-regex
  const base = (raw.split(/[\\/]/).pop() ?? '').replace(/[\u0000-\u001f\u007f]/g, '').trim();
  const name = base.normalize('NFC');
  if ([...name].length <= 200) return name;
  const dot = name.lastIndexOf('.');
  const ext = dot > 0 ? name.slice(dot) : '';
  return [...name.slice(0, name.length - ext.length)].slice(0, 200 - ext.length).join('') + ext;
}

const add = (errors: FieldErrors, column: string, message: string) => {
  const list = (errors[column] ??= []);
  if (!list.includes(message)) list.push(message);
};

/** One picked file checked by name, size and content (domain/files); the spec's text when refused. */
async function readUpload(c: CatalogColumn, blob: Blob): Promise<Upload | string> {
  const name = cleanFileName(blob instanceof File ? blob.name : '');
  // A file over the limit is never read whole: its first bytes are enough to refuse it.
  const bytes = new Uint8Array(
    await (blob.size <= FILE_RULES.maxBytes ? blob : blob.slice(0, SNIFF_BYTES)).arrayBuffer(),
  );
  const problem = fileProblem(
    { name, size: blob.size, head: bytes.subarray(0, SNIFF_BYTES) },
    acceptOf(c.name),
  );
  if (problem) return problem;
  return { name, mime: MIME_OF[kindOfName(name)!], bytes };
}

/**
 * Reads every files column of a store/update body into `values` (a `FilesChange`, or null when the column
 * ends up empty) or `errors` (the spec's two texts, required). A column is written when the body names
 * `col[]`, `col_old` or `col`; on update without `col_old` the stored files stay and the new ones are added.
 * An image column that holds one picture (`image`, `logo`) keeps only the first new one, replacing the old.
 */
export async function readFileFields(
  columns: CatalogColumn[],
  body: Row,
  ctx: { old?: Row },
  values: Row,
  errors: FieldErrors,
): Promise<void> {
  const creating = ctx.old === undefined;
  for (const c of columns) {
    if (!isFileColumn(c)) continue;
    const has = (k: string) => Object.prototype.hasOwnProperty.call(body, k);
    const newKey = `${c.name}[]`;
    const oldKey = `${c.name}_old`;
    if (!has(newKey) && !has(oldKey) && !has(c.name)) {
      if (creating && isRequired(c)) add(errors, c.name, validation.required(c.display_name));
      continue;
    }
    const own = listOf(body[c.name]);
    const blobs = [...listOf(body[newKey]), ...own].filter(isBlob);
    // What to keep: `col_old`, else a stored list the client sent back as `col`, else (update) everything.
    const keepSource = has(oldKey)
      ? body[oldKey]
      : has(c.name) && !own.some(isBlob)
        ? body[c.name]
        : undefined;
    const stored = storedRefs(ctx.old?.[c.name]);
    let kept: StoredFileRef[];
    if (keepSource === undefined) kept = creating ? [] : stored;
    else {
      const wanted = parsed(keepSource);
      if (wanted === undefined) {
        add(errors, c.name, validation.invalid(c.display_name));
        continue;
      }
      kept = keptOf(stored, listOf(wanted === null ? [] : wanted));
    }
    const single = SINGLE_FILE_COLUMNS.has(c.name);
    const added: Upload[] = [];
    let refused = false;
    for (const blob of single ? blobs.slice(0, 1) : blobs) {
      const upload = await readUpload(c, blob);
      if (typeof upload === 'string') {
        add(errors, c.name, upload);
        refused = true;
      } else added.push(upload);
    }
    if (refused) continue;
    if (single && added.length) kept = [];
    if (!kept.length && !added.length) {
      if (isRequired(c)) add(errors, c.name, validation.required(c.display_name));
      else values[c.name] = null;
      continue;
    }
    values[c.name] = new FilesChange(kept, added);
  }
}

/**
 * Stores the new files of every `FilesChange` in `values` for the record `recordId` and replaces each change
 * by the JSON list the column keeps (kept files first, then the new ones). Runs inside the save's
 * transaction (`db`).
 */
export async function saveFiles(
  db: Db,
  store: FileStore,
  table: TableDef,
  recordId: number,
  values: Row,
  ctx: { departmentId: number; userId: number },
): Promise<Row> {
  const out: Row = { ...values };
  for (const [column, v] of Object.entries(values)) {
    if (!(v instanceof FilesChange)) continue;
    const refs = [...v.kept];
    // One at a time: the embedded database has one connection.
    for (const f of v.added)
      refs.push(
        await store.put(db, {
          departmentId: ctx.departmentId,
          userId: ctx.userId,
          table: table.name,
          column,
          recordId,
          fileName: f.name,
          mime: f.mime,
          bytes: f.bytes,
        }),
      );
    out[column] = refs;
  }
  return out;
}
