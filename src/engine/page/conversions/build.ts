import { D } from '../../../../domain/money';
import type { ConversionDefinition } from '../../../../domain/pages/conversions.types';

type Row = Record<string, unknown>;

/** A relation's raw id (the edit load answers `[{source, display}]`), or the value itself. */
export function rawValue(v: unknown): unknown {
  const first = Array.isArray(v) ? v[0] : v;
  if (first && typeof first === 'object' && 'source' in first) return (first as { source: unknown }).source;
  return Array.isArray(v) ? undefined : v;
}

/** The lines of a lines column value: JSON text of a list, a list, or an object of entries. */
export function linesOf(v: unknown): Row[] {
  let raw = v;
  if (typeof raw === 'string') {
    try {
      raw = JSON.parse(raw);
    } catch {
      return [];
    }
  }
  const list = Array.isArray(raw) ? raw : raw && typeof raw === 'object' ? Object.values(raw) : [];
  return list.filter((l): l is Row => typeof l === 'object' && l !== null && !Array.isArray(l));
}

const decimal = (v: unknown) => {
  try {
    return v === null || v === undefined || v === '' ? D(0) : D(String(rawValue(v)));
  } catch {
    return D(0);
  }
};

/**
 * The target record a conversion gives (raw, like an edit load: relations may keep `[{source, display}]`):
 * the mapped header, the fixed values and the lines column. `sourceLines` are the source's lines in order with
 * their row ids (`from: 'lines'`); `null` when no line is left to take.
 */
export function buildConversion(
  def: ConversionDefinition,
  source: Row,
  sourceId: string | number,
  lineIds: (string | number)[] = [],
): Row | null {
  const record: Row = {};
  for (const [to, from] of Object.entries(def.header)) if (from in source) record[to] = source[from];
  Object.assign(record, def.headerValues);
  const l = def.lines;
  const sourceLines = l.from === 'record' ? [source] : linesOf(source[l.column ?? '']);
  const lines: Row[] = [];
  sourceLines.forEach((s, i) => {
    const line: Row = {};
    for (const c of l.copy ?? []) if (c in s) line[c] = rawValue(s[c]);
    for (const [to, from] of Object.entries(l.rename ?? {})) if (from in s) line[to] = rawValue(s[from]);
    Object.assign(line, l.values);
    if (l.sourceId) line[l.sourceId] = Number(sourceId);
    if (l.lineId && l.from === 'lines') {
      if (lineIds[i] === undefined) return;
      line[l.lineId] = Number(lineIds[i]);
    }
    if (l.remaining) {
      const left = decimal(s[l.remaining.quantity]).minus(decimal(s[l.remaining.sent]));
      if (!left.gt(0)) return;
      line[l.remaining.quantity] = left.toString();
    }
    lines.push(line);
  });
  if (!lines.length) return null;
  record[l.into] = lines;
  return record;
}

/** Why the source gives no conversion (`def.refuse`: an order İptal Edildi), or null when it may be converted. */
export function refusalOf(def: ConversionDefinition, source: Row): string | null {
  const r = def.refuse;
  if (!r) return null;
  const value = rawValue(source[r.column]);
  if (value === null || value === undefined || !r.values.some((v) => String(v) === String(value)))
    return null;
  return r.message.replace(/\{([^}]+)\}/g, (_, c: string) => {
    const v = rawValue(source[c]);
    return v === null || v === undefined ? '' : String(v);
  });
}
