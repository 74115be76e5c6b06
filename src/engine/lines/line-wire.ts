import type { LineTableMeta } from '../../../domain/api/contract';
import { kindOf, type ColumnKind } from '../schema/column-kind';
import { parsedText } from '../schema/json';
import { inputColumnsOf } from './line-columns';

// The lines column on the wire (docs/line-tables.md): a JSON list of line objects in the header's `*_json`
// field, booleans '1'/'0', selects as ids, numbers as decimal strings, other taxes as a list, empty as null.

type Line = Record<string, unknown>;
const isObject = (v: unknown): v is Line => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The lines of a form value: the JSON text of a list (or of an object of entries), a list, or none. */
export function parseLines(value: unknown): Line[] {
  let raw = value;
  if (typeof raw === 'string') {
    if (!raw.trim()) return [];
    const known = parsedText(raw);
    if (known !== undefined) raw = known;
    else
      try {
        raw = JSON.parse(raw);
      } catch {
        return [];
      }
  }
  const list = Array.isArray(raw) ? raw : isObject(raw) ? Object.values(raw) : [];
  return list.filter(isObject);
}

/** An other-tax list as the row keeps it: a list of entries (the wire may carry JSON text or an object). */
export function taxList(value: unknown): Line[] {
  return parseLines(value);
}

// The input columns of a line table and their kinds, worked out once per table (not once per line: a document
// loads and sends up to 10,000 lines).
const plans = new WeakMap<LineTableMeta, { name: string; kind: ColumnKind | undefined }[]>();
function planOf(meta: LineTableMeta) {
  let plan = plans.get(meta);
  if (!plan) plans.set(meta, (plan = inputColumnsOf(meta).map((c) => ({ name: c.name, kind: kindOf(c) }))));
  return plan;
}

/** A stored line as a grid row: every input column present, booleans '1'/'0', ids and decimals as text. */
export function rowValues<T extends Line = Line>(line: Line, meta: LineTableMeta, into?: T): T {
  // `into`: the object to fill (a row's own keys first), so a load of 10,000 lines copies nothing twice.
  const out = (into ?? {}) as Line;
  for (const { name, kind } of planOf(meta)) {
    const v = line[name];
    if (kind === 'boolean') out[name] = v === true || v === 1 || v === '1' || v === 't' ? '1' : '0';
    else if (kind === 'jsonb') out[name] = taxList(v);
    else out[name] = v === null || v === undefined ? '' : typeof v === 'number' ? String(v) : v;
  }
  // Amounts the server stored stay on the row until the calculator recomputes them; the wire drops them.
  return out as T;
}

/** A grid row as a wire line: only input columns, empty values as null. */
export function wireLine(row: Line, meta: LineTableMeta): Line {
  const out: Line = {};
  for (const { name, kind } of planOf(meta)) {
    const v = row[name];
    if (kind === 'jsonb') {
      const list = taxList(v);
      out[name] = list.length ? list : null;
    } else out[name] = v === '' || v === undefined ? null : v;
  }
  return out;
}
