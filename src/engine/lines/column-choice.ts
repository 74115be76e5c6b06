import type { LineColumnChoice } from '../../../domain/settings/user-settings';
import type { Rule } from '../../../domain/rules/types';

export type { LineColumnChoice };

/**
 * The columns a user sees in a line grid: the page's typed-first set (every column when it names none), plus what
 * the user chose to show, less what they chose to hide. Only columns of `all`, in its order.
 */
export function chosenColumns(
  all: readonly string[],
  typedFirst: readonly string[] | undefined,
  choice: LineColumnChoice | null | undefined,
): string[] {
  const base = new Set(typedFirst?.length ? typedFirst : all);
  for (const c of choice?.goster ?? []) base.add(c);
  for (const c of choice?.gizle ?? []) base.delete(c);
  return all.filter((c) => base.has(c));
}

/**
 * The choice after the user shows (`on`) or hides one column, kept as the difference from the typed-first set
 * (docs/design-system.md, "Line grid columns"); null when it is the page's own set again.
 */
export function toggleColumn(
  typedFirst: readonly string[] | undefined,
  all: readonly string[],
  choice: LineColumnChoice | null | undefined,
  column: string,
  on: boolean,
): LineColumnChoice | null {
  const shown = new Set(chosenColumns(all, typedFirst, choice));
  if (on) shown.add(column);
  else shown.delete(column);
  return choiceOf(typedFirst, all, shown);
}

/** A set of shown columns as the difference from the typed-first set; null when there is none. */
export function choiceOf(
  typedFirst: readonly string[] | undefined,
  all: readonly string[],
  shown: ReadonlySet<string>,
): LineColumnChoice | null {
  const base = new Set(typedFirst?.length ? typedFirst : all);
  const goster = all.filter((c) => shown.has(c) && !base.has(c));
  const gizle = all.filter((c) => !shown.has(c) && base.has(c));
  return goster.length || gizle.length ? { goster, gizle } : null;
}

/** Line columns some line rule can hide: columns that belong to some lines only (a type, a tax), shown when they do. */
export function columnsRulesHide(rules: readonly Rule[]): Set<string> {
  const out = new Set<string>();
  for (const r of rules)
    for (const e of [...(r.then ?? []), ...(r.otherwise ?? [])])
      if ('hide' in e && Array.isArray(e.hide)) for (const c of e.hide) out.add(c);
  return out;
}
