import { isEmpty, test, type Sources } from './rule.conditions';
import { resolveValue, type RuleContext } from './rule.values';
import type { EFFECT_KEYS } from './rule.check';
import type { Effect, Rule, RuleData, RuleSet } from './types';

/**
 * When the evaluator runs: `create` (a new form: defaults and sets of the branches that apply), `edit` (a
 * loaded record: no defaults, no sets), `change` (the user changed something: effects of branches that start
 * to apply, clear-on-change, fills, warnings) and `save` (the server, or a form about to save: sets apply,
 * warning resets empty their fields silently, defaults are reported, not applied).
 */
export type Phase = 'create' | 'edit' | 'change' | 'save';

/** A value a clear effect removed, kept so it comes back when the branch stops applying before a save. */
export interface ClearedValue {
  rule: string;
  value: unknown;
}

/** What the evaluator remembers between runs over the same form (JSON-serialisable, like the rules). */
export interface RuleState {
  /** Per rule: true when its condition held on the last run. */
  branches: Record<string, boolean>;
  /** Per field: the value a rule cleared. */
  cleared: Record<string, ClearedValue>;
}

/** How rules left a field: hidden (so never required), required, disabled. */
export interface FieldState {
  hidden?: boolean;
  required?: boolean;
  disabled?: boolean;
}

/** A related record the form should read, copying `columns` (field ← column) into the data. */
export interface FillRequest {
  rule: string;
  from: string;
  table: string;
  id: string;
  columns: Record<string, string>;
}

/** A warning toast to show (a spec message). */
export interface RuleWarning {
  rule: string;
  message: string;
  title?: string;
}

/**
 * One decision of one rule (admin mode's "Kural kararları"): which rule, why (its note), which branch applied
 * and what it decided. State decisions (show, hide, require, disable, enable, groups, invalid) are those of the
 * final pass, every one that applied — the last show/hide or disable/enable of a field wins; value decisions
 * (clear, restore, clearOnChange, default, set, warn, fill) are the ones that changed something in this run.
 */
export interface RuleDecision {
  /** The rule's id, or `<name>#<index>` (its place in the set) for a rule given without one. */
  rule: string;
  /** The rule's note: why it exists. */
  note?: string;
  /** `then` when the condition held (or the rule has none), `otherwise` when it did not. */
  branch: 'then' | 'otherwise';
  /** The effect kind; `restore`: a value the rule had cleared came back. */
  kind: (typeof EFFECT_KEYS)[number] | 'restore';
  /** The fields decided about (groups for showGroups / hideGroups; the emptied fields of clears and resets). */
  fields: readonly string[];
  /** The values written (default, set, restore); a fill: the related record's id asked, by the `from` field. */
  values?: Record<string, unknown>;
  /** warn and invalid: the message. */
  message?: string;
}

/** Input besides the data. */
export interface EvaluateOptions {
  phase: Phase;
  /** Which rules run: the header's (default) or the line table's, once per row. */
  scope?: 'header' | 'line';
  /** `change`: the data before the user's change (the last outcome's data). */
  prev?: RuleData;
  /** The last outcome's state (`change`), so cleared values come back and transitions are seen. */
  state?: RuleState;
  /** A line rule's header data. */
  header?: RuleData;
  /** The page definition's groups, so a hidden group hides its fields. */
  groups?: readonly { id: string; columns: readonly string[] }[];
  context?: RuleContext;
  /** Record what each rule decided (`decisions`): the form does, for admin mode; the server does not. */
  explain?: boolean;
  /** The rule set's name (the page's table), for the id of a rule given without one: `<name>#<index>`. */
  name?: string;
}

/** Everything the rules decided. */
export interface RuleOutcome {
  /** The data after clears, restores, defaults, sets and resets. */
  data: RuleData;
  /** Fields whose state a rule decided (only those). */
  fields: Record<string, FieldState>;
  hiddenGroups: string[];
  /** Field → message of the invalid effects that apply. */
  invalid: Record<string, string>;
  warnings: RuleWarning[];
  fills: FillRequest[];
  /** `save`: the defaults of the branches that apply (the server uses them for fields a store leaves out). */
  defaults: Record<string, unknown>;
  /**
   * `save`: field → the warning whose `reset` emptied it (silently). The server answers that message, not a bare
   * "required", when the emptied field must hold a value (KDV %0 on a withholding invoice).
   */
  resets: Record<string, string>;
  state: RuleState;
  /** With `explain`: what each rule decided, by rule id and note (empty without `explain`). */
  decisions: RuleDecision[];
}

const textOf = (v: unknown) => (isEmpty(v) ? '' : typeof v === 'boolean' ? (v ? '1' : '0') : String(v));
const same = (a: unknown, b: unknown) => textOf(a) === textOf(b);
const listOf = (v: string | string[]) => (Array.isArray(v) ? v : [v]);

interface Pass {
  phase: Phase;
  prev?: RuleData;
  warn: boolean;
}

interface Acc {
  data: RuleData;
  hidden: Record<string, boolean>;
  groupHidden: Record<string, boolean>;
  required: Set<string>;
  disabled: Record<string, boolean>;
  invalid: Record<string, string>;
  warnings: RuleWarning[];
  fills: FillRequest[];
  defaults: Record<string, unknown>;
  resets: Record<string, string>;
  state: RuleState;
  /** With `explain`: the state decisions of this pass. */
  decided?: RuleDecision[];
  /** With `explain`: the value decisions of this pass. */
  changed?: RuleDecision[];
}

/** A rule of the set with the id it runs under. */
interface Named {
  rule: Rule;
  id: string;
}

/** One rule's branch effects over the accumulated outcome. */
function applyEffects(
  { rule, id }: Named,
  branch: 'then' | 'otherwise',
  effects: Effect[],
  entered: boolean,
  pass: Pass,
  acc: Acc,
  opts: EvaluateOptions,
) {
  const src = (): Sources => ({ own: acc.data, header: opts.header });
  const write = (field: string, value: unknown) => {
    if (same(acc.data[field], value) && acc.data[field] === value) return false;
    acc.data = { ...acc.data, [field]: value };
    return true;
  };
  // Admin mode's record (explain only): who decided what, with the rule's note.
  const note = (
    list: RuleDecision[] | undefined,
    kind: RuleDecision['kind'],
    fields: readonly string[],
    more?: Pick<RuleDecision, 'values' | 'message'>,
  ) => {
    if (list)
      list.push({ rule: id, ...(rule.note ? { note: rule.note } : {}), branch, kind, fields, ...more });
  };
  const clearing = new Set<string>();
  for (const e of effects) {
    if ('show' in e) {
      e.show.forEach((f) => (acc.hidden[f] = false));
      note(acc.decided, 'show', e.show);
    } else if ('hide' in e) {
      e.hide.forEach((f) => (acc.hidden[f] = true));
      note(acc.decided, 'hide', e.hide);
    } else if ('showGroups' in e) {
      e.showGroups.forEach((g) => (acc.groupHidden[g] = false));
      note(acc.decided, 'showGroups', e.showGroups);
    } else if ('hideGroups' in e) {
      e.hideGroups.forEach((g) => (acc.groupHidden[g] = true));
      note(acc.decided, 'hideGroups', e.hideGroups);
    } else if ('require' in e) {
      e.require.forEach((f) => acc.required.add(f));
      note(acc.decided, 'require', e.require);
    } else if ('disable' in e) {
      e.disable.forEach((f) => (acc.disabled[f] = true));
      note(acc.decided, 'disable', e.disable);
    } else if ('enable' in e) {
      e.enable.forEach((f) => (acc.disabled[f] = false));
      note(acc.decided, 'enable', e.enable);
    } else if ('clear' in e) e.clear.forEach((f) => clearing.add(f));
    else if ('clearOnChange' in e) {
      const prev = pass.prev;
      if (pass.phase !== 'change' || !prev || listOf(e.of).every((o) => same(prev[o], acc.data[o]))) continue;
      const emptied: string[] = [];
      for (const f of e.clearOnChange) {
        delete acc.state.cleared[f];
        if (!isEmpty(acc.data[f]) && write(f, undefined)) emptied.push(f);
      }
      if (emptied.length) note(acc.changed, 'clearOnChange', emptied);
    } else if ('default' in e) {
      if (!entered || pass.phase === 'edit') continue;
      const values: Record<string, unknown> = {};
      for (const [f, source] of Object.entries(e.default)) {
        const value = resolveValue(source, src(), opts.context);
        if (pass.phase === 'save') {
          if (!(f in acc.defaults) && !isEmpty(value)) acc.defaults[f] = values[f] = value;
        } else if (isEmpty(acc.data[f]) && !isEmpty(value) && write(f, value)) values[f] = value;
      }
      if (acc.changed && Object.keys(values).length)
        note(acc.changed, 'default', Object.keys(values), { values });
    } else if ('set' in e) {
      if (!entered || pass.phase === 'edit') continue;
      const values: Record<string, unknown> = {};
      for (const [f, source] of Object.entries(e.set)) {
        const value = resolveValue(source, src(), opts.context);
        if (write(f, value)) values[f] = value;
      }
      if (acc.changed && Object.keys(values).length)
        note(acc.changed, 'set', Object.keys(values), { values });
    } else if ('fill' in e) {
      const prev = pass.prev;
      const { from } = e.fill;
      if (pass.phase !== 'change' || !prev || same(prev[from], acc.data[from]) || isEmpty(acc.data[from]))
        continue;
      acc.fills.push({ rule: id, ...e.fill, id: textOf(acc.data[from]) });
      note(acc.changed, 'fill', Object.keys(e.fill.columns), { values: { [from]: textOf(acc.data[from]) } });
    } else if ('warn' in e) {
      const fire = pass.phase === 'save' || (pass.phase === 'change' && entered);
      if (!fire) continue;
      const toast = pass.phase === 'change' && pass.warn;
      if (toast) acc.warnings.push({ rule: id, message: e.warn, ...(e.title ? { title: e.title } : {}) });
      const emptied: string[] = [];
      for (const f of e.reset ?? []) {
        delete acc.state.cleared[f];
        if (isEmpty(acc.data[f])) continue;
        if (pass.phase === 'save') acc.resets[f] ??= e.warn;
        if (write(f, undefined)) emptied.push(f);
      }
      if (toast || emptied.length) note(acc.changed, 'warn', emptied, { message: e.warn });
    } else if ('invalid' in e) {
      acc.invalid[e.invalid] ??= e.message;
      note(acc.decided, 'invalid', [e.invalid], { message: e.message });
    }
  }
  // A value this rule cleared comes back once the branch no longer clears it, if the field is still empty.
  for (const [f, kept] of Object.entries(acc.state.cleared)) {
    if (kept.rule !== id || clearing.has(f)) continue;
    delete acc.state.cleared[f];
    if (isEmpty(acc.data[f]) && write(f, kept.value))
      note(acc.changed, 'restore', [f], { values: { [f]: kept.value } });
  }
  const emptied: string[] = [];
  for (const f of clearing) {
    if (isEmpty(acc.data[f])) continue;
    acc.state.cleared[f] = { rule: id, value: acc.data[f] };
    if (write(f, undefined)) emptied.push(f);
  }
  if (emptied.length) note(acc.changed, 'clear', emptied);
}

function runPass(rules: Named[], input: RuleData, pass: Pass, state: RuleState, opts: EvaluateOptions): Acc {
  const acc: Acc = {
    data: input,
    hidden: {},
    groupHidden: {},
    required: new Set(),
    disabled: {},
    invalid: {},
    warnings: [],
    fills: [],
    defaults: {},
    resets: {},
    state: { branches: { ...state.branches }, cleared: { ...state.cleared } },
    ...(opts.explain ? { decided: [], changed: [] } : {}),
  };
  for (const named of rules) {
    const { rule, id } = named;
    const on = test(rule.when, { own: acc.data, header: opts.header });
    const before =
      id in state.branches
        ? state.branches[id]
        : pass.prev
          ? test(rule.when, { own: pass.prev, header: opts.header })
          : undefined;
    acc.state.branches[id] = on;
    const entered =
      pass.phase === 'create' ||
      pass.phase === 'save' ||
      (pass.phase === 'change' && before !== undefined && before !== on);
    const branch = on ? 'then' : 'otherwise';
    applyEffects(named, branch, rule[branch] ?? [], entered, pass, acc, opts);
  }
  return acc;
}

/** Same data and same branches: nothing more for a further pass to do. */
const settled = (a: Acc, data: RuleData, branches: Record<string, boolean>) =>
  Object.keys({ ...a.data, ...data }).every((k) => same(a.data[k], data[k])) &&
  Object.keys(a.state.branches).every((k) => a.state.branches[k] === branches[k]);

/**
 * Runs a rule set over the data: the one evaluator of the form (every change) and of the server (every save).
 * Rules run in order; when their own sets change what earlier rules read, the set runs again (at most 4 times)
 * so the outcome does not depend on the order of the rules.
 */
export function evaluate(rules: RuleSet, data: RuleData, opts: EvaluateOptions): RuleOutcome {
  const scope = opts.scope ?? 'header';
  const mine = namedRules(rules, scope, opts.name);
  const initial: RuleState = opts.state ?? { branches: {}, cleared: {} };
  let acc = runPass(mine, data, { phase: opts.phase, prev: opts.prev, warn: true }, initial, opts);
  const warnings = [...acc.warnings];
  const fills = [...acc.fills];
  const resets = { ...acc.resets };
  const changed = acc.changed ? [...acc.changed] : [];
  // Further passes see only the transitions the rules themselves caused (a save applies every branch again).
  const phase: Phase = opts.phase === 'create' ? 'change' : opts.phase;
  for (let i = 0; i < 3; i++) {
    const before = acc;
    acc = runPass(
      mine,
      before.data,
      { phase, prev: before.data, warn: opts.phase === 'change' },
      before.state,
      opts,
    );
    warnings.push(...acc.warnings);
    fills.push(...acc.fills);
    for (const [f, message] of Object.entries(acc.resets)) resets[f] ??= message;
    if (acc.changed) changed.push(...acc.changed);
    if (settled(acc, before.data, before.state.branches)) break;
  }
  const decisions = acc.decided ? [...acc.decided, ...changed] : [];
  return finish(acc, { warnings, fills, defaults: acc.defaults, resets, decisions }, opts);
}

// Rule sets are page data, fixed for the page's life: their named, scoped lists are made once per set (made
// again if the set's length changed, for a test that builds a set up).
const namedCache = new WeakMap<RuleSet, Map<string, { length: number; list: Named[] }>>();

/** The rules of a scope with their ids: the declared id, or `<name>#<index>` (its place in the whole set). */
function namedRules(rules: RuleSet, scope: 'header' | 'line', name = ''): Named[] {
  let byKey = namedCache.get(rules);
  if (!byKey) namedCache.set(rules, (byKey = new Map()));
  const key = `${scope}:${name}`;
  const hit = byKey.get(key);
  if (hit && hit.length === rules.length) return hit.list;
  const list: Named[] = [];
  rules.forEach((rule, i) => {
    if ((rule.scope ?? 'header') === scope) list.push({ rule, id: rule.id || `${name}#${i}` });
  });
  byKey.set(key, { length: rules.length, list });
  return list;
}

function finish(
  acc: Acc,
  extra: Pick<RuleOutcome, 'warnings' | 'fills' | 'defaults' | 'resets' | 'decisions'>,
  opts: EvaluateOptions,
): RuleOutcome {
  const hiddenGroups = Object.keys(acc.groupHidden).filter((g) => acc.groupHidden[g]);
  const hidden = { ...acc.hidden };
  for (const g of opts.groups ?? []) if (acc.groupHidden[g.id]) g.columns.forEach((f) => (hidden[f] = true));
  const fields: Record<string, FieldState> = {};
  const names = new Set([...Object.keys(hidden), ...acc.required, ...Object.keys(acc.disabled)]);
  for (const f of names) {
    const state: FieldState = {};
    if (hidden[f]) state.hidden = true;
    else if (acc.required.has(f)) state.required = true;
    if (acc.disabled[f]) state.disabled = true;
    fields[f] = state;
  }
  const invalid = Object.fromEntries(Object.entries(acc.invalid).filter(([f]) => !hidden[f]));
  return { data: acc.data, fields, hiddenGroups, invalid, ...extra, state: acc.state };
}
