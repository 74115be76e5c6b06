import Decimal from 'decimal.js';
import { labelOf, validation } from '../../domain/messages';
import { fitsNumeric, NUMERIC_PRECISION, numericMax } from '../../domain/money';
import { DEFAULT_PHONE_MASK, fitPhone, fitTextMask, maskOf, numberMaskProblem } from '../../domain/masks';
import type { CatalogColumn } from '../catalog/types';
import { readJson } from '../lib/json.read';
import { kindOf } from './column.kind';
import { normalDate, normalDateTime, normalTime } from './list.query';
import { compactIban, isDigits, isEmail, trIbanProblem } from './value.checks';

/** A body value turned into what the column stores, or the Turkish field error. */
export type Coerced = { ok: true; value: unknown } | { ok: false; error: string };

const INT4_MAX = 2_147_483_647;

const ok = (value: unknown): Coerced => ({ ok: true, value });
const err = (error: string): Coerced => ({ ok: false, error });

/** True for the values that mean "empty": '', null, undefined, an empty list. */
export const isBlank = (v: unknown) =>
  v === undefined ||
  v === null ||
  (typeof v === 'string' && v.trim() === '') ||
  (Array.isArray(v) && v.length === 0);

/** A relation value in any of the forms clients send: 3, "3", {source:3}, [{source:3,display:…}], "[3]". */
export function relationId(v: unknown): number | null {
  let x: unknown = v;
  if (typeof x === 'string' && /^\s*[[{]/.test(x)) {
    const read = readJson(x);
    if (!read.ok) return null;
    x = read.value;
  }
  if (Array.isArray(x)) x = x.length === 1 ? x[0] : undefined;
  if (typeof x === 'object' && x !== null && 'source' in x) x = (x as { source: unknown }).source;
  const s = typeof x === 'number' ? String(x) : typeof x === 'string' ? x.trim() : '';
  if (!/^\d{1,18}$/.test(s)) return null;
  const n = Number(s);
  return Number.isSafeInteger(n) && n > 0 ? n : null;
}

/** What a value is coerced with besides its column. */
export interface CoerceOptions {
  /** The phone mask of the record's country (`phoneMaskOf`); Türkiye's when absent. */
  phoneMask?: string;
}

/** A text column's mask (001 §5.1, domain/masks), as the form applies it: a fitted value or the field error. */
function withTextMask(c: CatalogColumn, s: string, opts: CoerceOptions): Coerced {
  if (c.gui_type_name === 'phone') {
    const mask = opts.phoneMask ?? DEFAULT_PHONE_MASK;
    const phone = fitPhone(s, mask);
    return phone === null ? err(validation.phone(c.display_name, mask)) : ok(phone);
  }
  const mask = c.gui_type_name === 'string' ? maskOf(c.value_kind) : undefined;
  if (!mask) return ok(s);
  const fit = fitTextMask(s, mask);
  if ('value' in fit) return ok(fit.value);
  if (fit.problem === 'digits') return err(validation.digits(c.display_name));
  if (fit.problem === 'length') return err(validation.maxLength(c.display_name, fit.max));
  return err(fit.alphanumeric ? validation.alphanumeric(c.display_name) : validation.invalid(c.display_name));
}

/** A numeric column's mask (digits, length; domain/masks) on a coerced number. */
function withNumberMask(c: CatalogColumn, result: Coerced): Coerced {
  const mask = maskOf(c.value_kind);
  if (!mask || !result.ok || typeof result.value !== 'string') return result;
  const hasScale = c.db_type_name !== 'integer' && c.scale !== undefined && c.scale !== null && c.scale > 0;
  const problem = numberMaskProblem(result.value, mask, hasScale);
  if (!problem) return result;
  if (problem.problem === 'min') return err(validation.minValue(c.display_name, problem.min));
  if (problem.problem === 'max') return err(validation.maxValue(c.display_name, problem.max));
  if (problem.problem === 'integer') return err(validation.integer(c.display_name));
  return err(validation.maxLength(c.display_name, problem.max));
}

function coerceText(c: CatalogColumn, v: unknown, opts: CoerceOptions): Coerced {
  if (typeof v !== 'string' && typeof v !== 'number' && typeof v !== 'boolean')
    return err(validation.invalid(c.display_name));
  let s = c.gui_type_name === 'password' ? String(v) : String(v).trim();
  if (s === '') return ok(null);
  if (c.check === 'tr_iban') s = compactIban(s);
  // E-mail addresses are lower-cased the ASCII way: a Turkish 'I' → 'ı' would break the address.
  if (c.lowerCase) s = s.toLowerCase();
  const length = [...s].length;
  if (c.min_length && length < c.min_length) return err(validation.minLength(c.display_name, c.min_length));
  if (c.max_length && length > c.max_length) return err(validation.maxLength(c.display_name, c.max_length));
  if (c.check === 'digits' && !isDigits(s)) return err(validation.digits(c.display_name));
  if (c.check === 'email' && !isEmail(s)) return err(validation.invalid(c.display_name));
  if (c.check === 'tr_iban') {
    const problem = trIbanProblem(s);
    if (problem === 'format') return err(`${labelOf(c.display_name)} TR ile başlayan 26 karakter olmalıdır.`);
    if (problem === 'checksum')
      return err(`${labelOf(c.display_name)} doğrulanamadı; lütfen kontrol ediniz.`);
  }
  return withTextMask(c, s, opts);
}

function coerceNumber(c: CatalogColumn, v: unknown): Coerced {
  let s: string;
  if (typeof v === 'number') {
    if (!Number.isFinite(v)) return err(validation.invalid(c.display_name));
    s = String(v);
  } else if (typeof v === 'string') s = v.trim().replace(/^(-?\d+),(\d+)$/, '$1.$2');
  else return err(validation.invalid(c.display_name));
  if (!/^-?\d{1,30}(\.\d{1,30})?$/.test(s)) return err(validation.invalid(c.display_name));
  const d = new Decimal(s);
  if (c.db_type_name === 'integer') {
    if (!d.isInteger() || d.abs().greaterThan(INT4_MAX)) return err(validation.invalid(c.display_name));
  } else if (c.scale !== undefined && c.scale !== null && d.decimalPlaces() > c.scale) {
    return err(validation.invalid(c.display_name));
  }
  if (c.min !== undefined && c.min !== null && d.lessThan(c.min))
    return err(validation.minValue(c.display_name, c.min));
  if (c.max !== undefined && c.max !== null && d.greaterThan(c.max))
    return err(validation.maxValue(c.display_name, c.max));
  if (c.db_type_name !== 'numeric' || c.scale === undefined || c.scale === null) return ok(d.toFixed());
  // numeric(precision, scale): what the column cannot hold is refused (with its largest value); what it holds is
  // written, and answered, at its scale: "12,5" → "12.5000".
  const precision = c.precision ?? NUMERIC_PRECISION;
  if (!fitsNumeric(s, precision, c.scale))
    return err(validation.maxValue(c.display_name, numericMax(precision, c.scale)));
  return ok((d.isZero() ? new Decimal(0) : d).toFixed(c.scale));
}

function coerceBoolean(c: CatalogColumn, v: unknown): Coerced {
  const s = String(v).trim().toLowerCase();
  if (['1', 'true', 'on'].includes(s)) return ok(true);
  if (['0', 'false', 'off'].includes(s)) return ok(false);
  return err(validation.invalid(c.display_name));
}

function coerceCalendar(c: CatalogColumn, v: unknown): Coerced {
  if (typeof v !== 'string') return err(validation.invalid(c.display_name));
  const kind = kindOf(c);
  const out = kind === 'date' ? normalDate(v) : kind === 'time' ? normalTime(v) : normalDateTime(v);
  return out ? ok(out) : err(validation.invalid(c.display_name));
}

function coerceMulti(c: CatalogColumn, v: unknown): Coerced {
  let x: unknown = v;
  if (typeof x === 'string') {
    const read = readJson(x);
    if (!read.ok) return err(validation.invalid(c.display_name));
    x = read.value;
  }
  const list = Array.isArray(x) ? x : [x];
  const ids = list.map(relationId);
  if (ids.some((id) => id === null)) return err(validation.invalidChoice(c.display_name));
  return ok([...new Set(ids as number[])]);
}

function coerceJson(c: CatalogColumn, v: unknown): Coerced {
  if (typeof v !== 'string') return typeof v === 'object' ? ok(v) : err(validation.invalid(c.display_name));
  const read = readJson(v);
  return read.ok ? ok(read.value) : err(validation.invalid(c.display_name));
}

/**
 * Turns one body value into the stored value (null = empty) with the catalogue's checks: length, digits,
 * e-mail, TR IBAN, the form's masks (text, numeric, phone by the record's country: `opts.phoneMask`), number
 * form and range, real dates, relation ids (their existence is checked later).
 */
export function coerceValue(c: CatalogColumn, raw: unknown, opts: CoerceOptions = {}): Coerced {
  // A one-element list counts as its element (multipart repeats), but never for lists of ids or JSON.
  const v = Array.isArray(raw) && raw.length === 1 && !['multi', 'json'].includes(kindOf(c)) ? raw[0] : raw;
  if (isBlank(v)) return ok(null);
  if (typeof v === 'object' && v !== null && typeof (v as Blob).arrayBuffer === 'function') {
    return err(validation.invalid(c.display_name));
  }
  switch (kindOf(c)) {
    case 'text':
      return coerceText(c, v, opts);
    case 'number':
      return withNumberMask(c, coerceNumber(c, v));
    case 'boolean':
      return coerceBoolean(c, v);
    case 'date':
    case 'datetime':
    case 'time':
      return coerceCalendar(c, v);
    case 'relation': {
      const id = relationId(v);
      return id === null ? err(validation.invalidChoice(c.display_name)) : ok(id);
    }
    case 'static': {
      const s = String(typeof v === 'object' && v !== null ? (relationId(v) ?? '') : v).trim();
      if (!c.options?.some((o) => o.id === s)) return err(validation.invalidChoice(c.display_name));
      return ok(c.db_type_name === 'integer' ? Number(s) : s);
    }
    case 'multi':
      return coerceMulti(c, v);
    case 'json':
      return coerceJson(c, v);
  }
}
