import type { Condition, Effect, Rule } from './types';

/** The field tests of a condition (besides all / any / not). */
export const CONDITION_KEYS = ['equals', 'in', 'empty', 'notEmpty', 'length', 'number'] as const;
const COMPARE_KEYS = new Set(['lt', 'lte', 'gt', 'gte', 'eq', 'ne']);
/** Every effect of the language. */
export const EFFECT_KEYS = [
  'show',
  'hide',
  'showGroups',
  'hideGroups',
  'require',
  'disable',
  'enable',
  'clear',
  'clearOnChange',
  'default',
  'set',
  'fill',
  'warn',
  'invalid',
] as const;

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const isNames = (v: unknown) => Array.isArray(v) && v.every((x) => typeof x === 'string' && x !== '');
const isNumberLike = (v: unknown) =>
  (typeof v === 'number' && Number.isFinite(v)) || (typeof v === 'string' && /^-?\d+(\.\d+)?$/.test(v));

function checkCondition(c: unknown, at: string, out: string[]) {
  if (!isObject(c)) return void out.push(`${at}: koşul bir nesne olmalı`);
  if ('all' in c || 'any' in c) {
    const list = c.all ?? c.any;
    if (!Array.isArray(list)) return void out.push(`${at}: all / any bir liste olmalı`);
    list.forEach((x, i) => checkCondition(x, `${at}.${'all' in c ? 'all' : 'any'}[${i}]`, out));
    return;
  }
  if ('not' in c) return checkCondition(c.not, `${at}.not`, out);
  if (typeof c.field !== 'string' || !c.field) out.push(`${at}: field eksik`);
  if (c.of !== undefined && c.of !== 'header' && c.of !== 'row')
    out.push(`${at}: of 'header' ya da 'row' olmalı`);
  const kinds = CONDITION_KEYS.filter((k) => k in c);
  if (kinds.length !== 1)
    return void out.push(`${at}: tam bir karşılaştırma olmalı (${CONDITION_KEYS.join(', ')})`);
  const k = kinds[0];
  const v = (c as Record<string, unknown>)[k];
  if (k === 'in' && !Array.isArray(v)) out.push(`${at}: in bir liste olmalı`);
  if ((k === 'empty' || k === 'notEmpty') && v !== true) out.push(`${at}: ${k} true olmalı`);
  if (k === 'length' || k === 'number') {
    if (!isObject(v) || !Object.keys(v).length) out.push(`${at}: ${k} sınırları eksik`);
    else
      for (const [b, x] of Object.entries(v))
        if (!COMPARE_KEYS.has(b) || !(isNumberLike(x) || (isObject(x) && typeof x.field === 'string')))
          out.push(`${at}: ${k}.${b} geçerli bir sınır değil`);
  }
}

function checkEffect(e: unknown, at: string, out: string[]) {
  if (!isObject(e)) return void out.push(`${at}: etki bir nesne olmalı`);
  const kinds = EFFECT_KEYS.filter((k) => k in e);
  if (kinds.length !== 1) return void out.push(`${at}: tam bir etki olmalı (${EFFECT_KEYS.join(', ')})`);
  const k = kinds[0];
  const v = e[k];
  switch (k) {
    case 'default':
    case 'set':
      if (!isObject(v)) out.push(`${at}: ${k} alan → değer eşlemesi olmalı`);
      break;
    case 'fill': {
      const f = v as Record<string, unknown>;
      if (!isObject(f) || typeof f.from !== 'string' || typeof f.table !== 'string' || !isObject(f.columns))
        out.push(`${at}: fill {from, table, columns} olmalı`);
      break;
    }
    case 'warn':
      if (typeof v !== 'string' || !v) out.push(`${at}: warn bir mesaj olmalı`);
      if (e.reset !== undefined && !isNames(e.reset)) out.push(`${at}: reset alan adları listesi olmalı`);
      break;
    case 'invalid':
      if (typeof v !== 'string' || typeof e.message !== 'string')
        out.push(`${at}: invalid bir alan ve message olmalı`);
      break;
    case 'clearOnChange':
      if (!isNames(v) || !(typeof e.of === 'string' || isNames(e.of)))
        out.push(`${at}: clearOnChange ve of eksik`);
      break;
    default:
      if (!isNames(v)) out.push(`${at}: ${k} alan adları listesi olmalı`);
  }
}

/** Problems of a rule set given as data (JSON, a page definition): empty when it is well formed. */
export function checkRules(rules: unknown): string[] {
  const out: string[] = [];
  if (!Array.isArray(rules)) return ['kurallar bir liste olmalı'];
  const ids = new Set<string>();
  rules.forEach((r: unknown, i) => {
    const at = `kural[${i}]`;
    if (!isObject(r)) return void out.push(`${at}: bir nesne olmalı`);
    const rule = r as Partial<Rule> & Record<string, unknown>;
    if (typeof rule.id !== 'string' || !rule.id) out.push(`${at}: id eksik`);
    else if (ids.has(rule.id)) out.push(`${at}: id "${rule.id}" iki kez kullanılmış`);
    else ids.add(rule.id);
    if (rule.scope !== undefined && rule.scope !== 'header' && rule.scope !== 'line')
      out.push(`${at}: scope 'header' ya da 'line' olmalı`);
    if (rule.when !== undefined) checkCondition(rule.when as Condition, `${at}.when`, out);
    for (const branch of ['then', 'otherwise'] as const) {
      const list = rule[branch];
      if (list === undefined) continue;
      if (!Array.isArray(list)) out.push(`${at}.${branch}: bir liste olmalı`);
      else list.forEach((e: Effect, j) => checkEffect(e, `${at}.${branch}[${j}]`, out));
    }
    if (!rule.then?.length && !rule.otherwise?.length) out.push(`${at}: etkisi yok`);
  });
  return out;
}
