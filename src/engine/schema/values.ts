import type { ColumnMeta } from '../../../domain/api/contract';
import type { FieldValues, TableRecord } from '../../services/tables';
import { kindOf } from './column-kind';

/** A form value: strings (decimal strings for numbers, '1'/'0' for booleans) or a select id. */
export type FormValue = string | number | undefined;
/** The form's data, keyed by column name. */
export type FormValues = Record<string, FormValue>;

const TRUE = new Set(['1', 'true', 't', 'on', 'yes']);
const empty = (v: unknown) => v === null || v === undefined || v === '';

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
    if (empty(raw)) {
      formData[c.name] = undefined;
      continue;
    }
    const s = String(raw);
    if (kind === 'date') formData[c.name] = s.slice(0, 10);
    else if (kind === 'datetime') formData[c.name] = s.replace(' ', 'T').slice(0, 19);
    else formData[c.name] = s;
  }
  return { formData, displays };
}

/**
 * Form data → the multipart fields of store/update: column_set_id plus every column as a string
 * (booleans '1'/'0', dates YYYY-MM-DD, datetimes YYYY-MM-DD HH:mm:ss, select = the id, empty = '').
 */
export function encodeFields(formData: FormValues, columns: ColumnMeta[], columnSetId: string): FieldValues {
  const fields: FieldValues = { column_set_id: columnSetId };
  for (const c of columns) {
    const kind = kindOf(c) ?? 'text';
    const v = formData[c.name];
    if (kind === 'boolean') fields[c.name] = TRUE.has(String(v).toLowerCase()) ? '1' : '0';
    else if (empty(v)) fields[c.name] = '';
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
