import type { Layout } from '../../../schema/translate';

/** A group as the layout sees it: its id, how many of its fields are narrow and wide (full-row). */
export interface GroupShape {
  id: string;
  narrow: number;
  wide: number;
}

/**
 * One stretch of the form: a full-width group (the line table of a document), or the run of ordinary groups
 * between two of them, cut in `columns` that stand side by side where the form is wide enough (stacked, in
 * order, where it is not).
 */
export type LayoutRun = { kind: 'wide'; id: string } | { kind: 'groups'; columns: string[][] };

/** Layouts whose groups stand side by side: double (the header above the lines) and special (2 per row). */
export const SIDE_BY_SIDE: ReadonlySet<Layout> = new Set(['double', 'special']);

/** Rows a group takes in a two-per-row grid, its title counted as one: the weight the columns are balanced by. */
export const groupWeight = (g: GroupShape) => 1 + Math.ceil(g.narrow / 2) + g.wide;

/**
 * Cuts a run of groups into two columns by order (the first groups left, the rest right), so that stacked on a
 * narrow screen they read in the page's order; the cut is where the taller column is shortest.
 */
export function splitInTwo(groups: GroupShape[]): string[][] {
  if (groups.length < 2) return [groups.map((g) => g.id)];
  const weights = groups.map(groupWeight);
  const total = weights.reduce((a, b) => a + b, 0);
  let best = 1;
  let bestHeight = Infinity;
  let left = 0;
  for (let k = 1; k < groups.length; k++) {
    left += weights[k - 1];
    const height = Math.max(left, total - left);
    if (height < bestHeight) {
      bestHeight = height;
      best = k;
    }
  }
  return [groups.slice(0, best).map((g) => g.id), groups.slice(best).map((g) => g.id)];
}

/**
 * The form's runs. A group whose every field spans the row is a run of its own; the groups between are cut in
 * two columns on the side-by-side layouts, one column on the others. Computed from the page's groups, not from
 * what the rules show: a group the rules show or hide never moves another group to the other column (which
 * would draw its fields anew and take the focus away).
 */
export function layoutRuns(layout: Layout, groups: GroupShape[]): LayoutRun[] {
  const runs: LayoutRun[] = [];
  let pending: GroupShape[] = [];
  const flush = () => {
    if (!pending.length) return;
    runs.push({
      kind: 'groups',
      columns: SIDE_BY_SIDE.has(layout) ? splitInTwo(pending) : [pending.map((g) => g.id)],
    });
    pending = [];
  };
  for (const g of groups) {
    if (g.narrow === 0 && g.wide > 0) {
      flush();
      runs.push({ kind: 'wide', id: g.id });
    } else pending.push(g);
  }
  flush();
  return runs;
}
