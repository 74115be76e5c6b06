import { conditionFields } from './rule.conditions';
import type { Effect, RuleSet, Scope, ValueSource } from './types';

/** Everything a rule set names: fields by scope (own = the rule's data), groups, related tables, session keys. */
export interface RuleNames {
  fields: { field: string; of: Scope | 'own'; scope: 'header' | 'line'; rule: string }[];
  groups: string[];
  tables: string[];
  /** Columns of the signed-in user and of their company that defaults or sets read. */
  user: string[];
  company: string[];
}

const sourceField = (v: ValueSource) =>
  typeof v === 'object' && v !== null && 'field' in v ? { field: v.field, of: v.of } : undefined;

function effectFields(e: Effect): { field: string; of?: Scope }[] {
  const f = (names: string[]) => names.map((field) => ({ field }));
  if ('show' in e) return f(e.show);
  if ('hide' in e) return f(e.hide);
  if ('require' in e) return f(e.require);
  if ('disable' in e) return f(e.disable);
  if ('enable' in e) return f(e.enable);
  if ('clear' in e) return f(e.clear);
  if ('clearOnChange' in e) return f([...e.clearOnChange, ...(Array.isArray(e.of) ? e.of : [e.of])]);
  if ('default' in e || 'set' in e) {
    const map = 'default' in e ? e.default : e.set;
    return [...f(Object.keys(map)), ...Object.values(map).flatMap((v) => sourceField(v) ?? [])];
  }
  if ('fill' in e) return f([e.fill.from, ...Object.keys(e.fill.columns)]);
  if ('warn' in e) return f(e.reset ?? []);
  if ('invalid' in e) return f([e.invalid]);
  return [];
}

/** The fields, groups and tables a rule set names (a page's check: every name exists in the catalogue). */
export function ruleNames(rules: RuleSet): RuleNames {
  const out: RuleNames = { fields: [], groups: [], tables: [], user: [], company: [] };
  for (const r of rules) {
    const scope = r.scope ?? 'header';
    const effects = [...(r.then ?? []), ...(r.otherwise ?? [])];
    const used = [...conditionFields(r.when), ...effects.flatMap(effectFields)];
    for (const u of used) out.fields.push({ field: u.field, of: u.of ?? 'own', scope, rule: r.id });
    for (const e of effects) {
      if ('showGroups' in e) out.groups.push(...e.showGroups);
      if ('hideGroups' in e) out.groups.push(...e.hideGroups);
      if ('fill' in e) out.tables.push(e.fill.table);
      if ('default' in e || 'set' in e)
        for (const v of Object.values('default' in e ? e.default : e.set)) {
          if (typeof v !== 'object' || v === null) continue;
          if ('user' in v) out.user.push(v.user);
          if ('company' in v) out.company.push(v.company);
        }
    }
  }
  return out;
}
