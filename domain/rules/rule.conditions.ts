import { D } from '../money/decimal';
import type { Compare, Condition, RuleData, Scope } from './types';

/** The data a condition or a value source can read: the rule's own, and the header from a line rule. */
export interface Sources {
  own: RuleData;
  header?: RuleData;
}

/** True for the values that mean "nothing chosen": undefined, null, '' (or blanks) and an empty list. */
export const isEmpty = (v: unknown): boolean =>
  v === undefined ||
  v === null ||
  (typeof v === 'string' && v.trim() === '') ||
  (Array.isArray(v) && v.length === 0);

/** Reads a field of the rule's own data, or of the header for `of: 'header'`. */
export const read = (src: Sources, field: string, of?: Scope): unknown =>
  of === 'header' ? (src.header ?? src.own)[field] : src.own[field];

/** A value as the rules compare it: text, with booleans as the form's '1' / '0'. */
const lit = (v: unknown) => (typeof v === 'boolean' ? (v ? '1' : '0') : String(v));
const text = (v: unknown) => (isEmpty(v) ? '' : lit(v).trim());

/** An exact decimal of a value, or null when it is empty or not a number ('1.5', 2; never a comma). */
function decimalOf(v: unknown) {
  if (isEmpty(v) || (typeof v !== 'string' && typeof v !== 'number')) return null;
  try {
    return D(typeof v === 'string' ? v.trim() : v);
  } catch {
    return null;
  }
}

function compare(value: ReturnType<typeof decimalOf>, c: Compare, src: Sources): boolean {
  if (value === null) return false;
  const checks: [keyof Compare, (n: number) => boolean][] = [
    ['lt', (n) => n < 0],
    ['lte', (n) => n <= 0],
    ['gt', (n) => n > 0],
    ['gte', (n) => n >= 0],
    ['eq', (n) => n === 0],
    ['ne', (n) => n !== 0],
  ];
  for (const [key, holds] of checks) {
    const bound = c[key];
    if (bound === undefined) continue;
    const limit = typeof bound === 'object' ? decimalOf(read(src, bound.field, bound.of)) : D(bound, key);
    if (limit === null || !holds(value.comparedTo(limit))) return false;
  }
  return true;
}

/** Whether a condition holds over the data (a missing condition always holds). */
export function test(cond: Condition | undefined, src: Sources): boolean {
  if (!cond) return true;
  if ('all' in cond) return cond.all.every((c) => test(c, src));
  if ('any' in cond) return cond.any.some((c) => test(c, src));
  if ('not' in cond) return !test(cond.not, src);
  const v = read(src, cond.field, cond.of);
  if ('equals' in cond) return !isEmpty(v) && text(v) === lit(cond.equals);
  if ('in' in cond) return !isEmpty(v) && cond.in.some((x) => lit(x) === text(v));
  if ('empty' in cond) return isEmpty(v);
  if ('notEmpty' in cond) return !isEmpty(v);
  if ('length' in cond) return compare(D([...text(v)].length), cond.length, src);
  if ('number' in cond) return compare(decimalOf(v), cond.number, src);
  return false;
}

/** The fields a condition reads, by scope (for checks of a rule set against the table's columns). */
export function conditionFields(cond: Condition | undefined, out: { field: string; of?: Scope }[] = []) {
  if (!cond) return out;
  if ('all' in cond) cond.all.forEach((c) => conditionFields(c, out));
  else if ('any' in cond) cond.any.forEach((c) => conditionFields(c, out));
  else if ('not' in cond) conditionFields(cond.not, out);
  else {
    out.push({ field: cond.field, of: cond.of });
    const bounds = 'length' in cond ? cond.length : 'number' in cond ? cond.number : {};
    for (const b of Object.values(bounds)) if (typeof b === 'object') out.push({ field: b.field, of: b.of });
  }
  return out;
}
