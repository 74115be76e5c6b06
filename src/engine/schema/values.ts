import type { ColumnMeta } from '../../../domain/api/contract';
import type { FieldValues, TableRecord } from '../../services/tables';
import { kindOf } from './column-kind';
import { stringifyKnown } from './json';

/** A file the record already holds, as the server describes it (001 §2.1: disk, destination_path, file_name). */
export interface StoredFile {
  file_name: string;
  disk?: string;
  destination_path?: string;
  [key: string]: unknown;
}

/** One entry of a files field: a file the record keeps, or a new one picked in the browser. */
export type FileEntry = StoredFile | File;

/**
 * A form value: strings (decimal strings for numbers, '1'/'0' for booleans, JSON text for jsonb), a select
 * id, the ids of a multiselect (in order), or the entries of a files field.
 */
export type FormValue = string | number | undefined | (string | number)[] | FileEntry[];
/** The form's data, keyed by column name. */
export type FormValues = Record<string, FormValue>;

const TRUE = new Set(['1', 'true', 't', 'on', 'yes']);
const empty = (v: unknown) => v === null || v === undefined || v === '';

/** True for a file picked in the browser (not yet on the server). */
export const isNewFile = (f: unknown): f is File => typeof Blob !== 'undefined' && f instanceof Blob;

/** The key of a multiselect option's text in `displays`: `column#id`. */
export const displayKey = (column: string, id: string | number) => `${column}#${id}`;

/** A JSON text of the edit load (or the value itself) parsed; undefined when it does not parse. */
function parsed(v: unknown): unknown {
  if (typeof v !== 'string') return v;
  try {
    return JSON.parse(v);
  } catch {
    return undefined;
  }
}

/** A multiselect on edit load: `[{source, display}]`, `[id]`, a JSON string of either, or one id. */
function idsOf(v: unknown): { ids: (string | number)[]; texts: Record<string, string> } {
  const list = parsed(v);
  const items = Array.isArray(list) ? list : empty(list) ? [] : [list];
  const ids: (string | number)[] = [];
  const texts: Record<string, string> = {};
  for (const item of items) {
    const { id, display } = relationOf(item);
    if (id === undefined || Array.isArray(id)) continue;
    ids.push(id as string | number);
    if (display !== undefined) texts[String(id)] = display;
  }
  return { ids, texts };
}

/** A files column on edit load: a list (or JSON text of a list) of stored files, or one of them. */
function storedFiles(v: unknown): StoredFile[] {
  const list = parsed(v);
  const items = Array.isArray(list) ? list : list && typeof list === 'object' ? [list] : [];
  return items.filter((f): f is StoredFile => !!f && typeof f === 'object' && 'file_name' in f);
}

/** A relation as the edit load sends it: `[{source, display}]`, `{source, display}` or a bare id. */
function relationOf(v: unknown): { id: FormValue; display?: string } {
  const first = Array.isArray(v) ? v[0] : v;
  if (first && typeof first === 'object' && 'source' in first) {
    const { source, display } = first as { source: string | number; display?: unknown };
    return { id: empty(source) ? undefined : source, display: display == null ? undefined : String(display) };
  }
  return { id: empty(first) ? undefined : (first as string | number) };
}

/**
 * A create template or an edit record → form data, plus the display text of each chosen relation (so a
 * select shows its text without asking the server again).
 */
export function decodeRecord(
  record: TableRecord | null | undefined,
  columns: ColumnMeta[],
): { formData: FormValues; displays: Record<string, string> } {
  const formData: FormValues = {};
  const displays: Record<string, string> = {};
  for (const c of columns) {
    const kind = kindOf(c) ?? 'text';
    const raw = record && c.name in record ? record[c.name] : c.default;
    if (kind === 'select') {
      const { id, display } = relationOf(raw);
      formData[c.name] = id;
      if (display !== undefined && id !== undefined) displays[c.name] = display;
      continue;
    }
    if (kind === 'boolean') {
      formData[c.name] = TRUE.has(String(raw).toLowerCase()) ? '1' : '0';
      continue;
    }
    if (kind === 'multiselect' || kind === 'sortable') {
      const { ids, texts } = idsOf(raw);
      formData[c.name] = ids.length ? ids : undefined;
      for (const [id, text] of Object.entries(texts)) displays[displayKey(c.name, id)] = text;
      continue;
    }
    if (kind === 'files') {
      const files = storedFiles(raw);
      formData[c.name] = files.length ? files : undefined;
      continue;
    }
    if (empty(raw)) {
      formData[c.name] = undefined;
      continue;
    }
    const s = String(raw);
    if (kind === 'date') formData[c.name] = s.slice(0, 10);
    else if (kind === 'datetime') formData[c.name] = s.replace(' ', 'T').slice(0, 19);
    // A document's lines (a line table's JSON column, shown by the line grid, never as text): compact, and the
    // grid takes the parsed lines instead of parsing this text again.
    else if (kind === 'jsonb' && typeof raw === 'object' && c.line_table)
      formData[c.name] = stringifyKnown(raw);
    else if (kind === 'jsonb' && typeof raw === 'object') formData[c.name] = JSON.stringify(raw, null, 2);
    else formData[c.name] = s;
  }
  return { formData, displays };
}

/**
 * Form data → the multipart fields of store/update: column_set_id plus every column as a string
 * (booleans '1'/'0', dates YYYY-MM-DD, datetimes YYYY-MM-DD HH:mm:ss, times HH:mm:ss, select = the id,
 * multiselect = JSON of the ids in order, empty = ''); a files column as `col[]` (the new files) and
 * `col_old` (JSON of the stored files to keep).
 */
export function encodeFields(formData: FormValues, columns: ColumnMeta[], columnSetId: string): FieldValues {
  const fields: FieldValues = { column_set_id: columnSetId };
  for (const c of columns) {
    const kind = kindOf(c) ?? 'text';
    const v = formData[c.name];
    if (kind === 'boolean') fields[c.name] = TRUE.has(String(v).toLowerCase()) ? '1' : '0';
    else if (kind === 'files') {
      const entries = Array.isArray(v) ? (v as FileEntry[]) : [];
      const added = entries.filter(isNewFile);
      fields[`${c.name}_old`] = JSON.stringify(entries.filter((f) => !isNewFile(f)));
      if (added.length) fields[`${c.name}[]`] = added;
    } else if (kind === 'multiselect' || kind === 'sortable')
      fields[c.name] = Array.isArray(v) && v.length ? JSON.stringify(v) : '';
    else if (empty(v)) fields[c.name] = '';
    else if (kind === 'time') fields[c.name] = String(v).length === 5 ? `${String(v)}:00` : String(v);
    else if (kind === 'datetime') {
      const s = String(v).replace('T', ' ');
      fields[c.name] = s.length === 16 ? `${s}:00` : s;
    } else fields[c.name] = String(v);
  }
  return fields;
}

/**
 * Clears the dependent selects whose parent changed between two versions of the form data (and their
 * own dependents, transitively).
 */
export function clearDependents(prev: FormValues, next: FormValues, columns: ColumnMeta[]): FormValues {
  const changed = new Set(columns.filter((c) => prev[c.name] !== next[c.name]).map((c) => c.name));
  let out = next;
  let grew = true;
  while (grew) {
    grew = false;
    for (const c of columns) {
      if (!c.up_column_name || !changed.has(c.up_column_name) || changed.has(c.name)) continue;
      changed.add(c.name);
      grew = true;
      if (out[c.name] !== undefined) out = { ...out, [c.name]: undefined };
    }
  }
  return out;
}
