import type { ColumnMeta, LineTableMeta } from '../../../domain/api/contract';
import type { DocumentLineResult } from '../../../domain/documents';
import { labelOf } from '../../../domain/messages';
import { isRequired, kindOf, SYSTEM_COLUMNS } from '../schema/column-kind';
import type { LineColumn, LinesDefinition } from '../../../domain/pages/lines.types';

/** The line amounts the grid shows when the page definition names no columns (calculateDocument's names). */
const DEFAULT_AMOUNTS: readonly (keyof DocumentLineResult)[] = [
  'mal_hizmet_tutari',
  'kdv_tutari',
  'vergi_tutar',
];

const isComputed = (c: ColumnMeta) => c.computed === true;

/** The columns a line holds and the wire carries: not the common fields, the header link, the order or amounts. */
export function inputColumnsOf(meta: LineTableMeta): ColumnMeta[] {
  return Object.values(meta.columns).filter(
    (c) =>
      !SYSTEM_COLUMNS.has(c.name) &&
      c.name !== meta.parent_column &&
      c.name !== meta.order_column &&
      !isComputed(c) &&
      c.banned !== true,
  );
}

const asLineColumn = (c: ColumnMeta): LineColumn => ({
  name: c.name,
  meta: c,
  label: labelOf(c.display_name),
  required: isRequired(c) && kindOf(c) !== 'boolean',
  computed: isComputed(c),
});

/**
 * The grid's columns, in order: the page definition's `columns` (input or computed), or every input column
 * the form may show followed by the line amounts of DEFAULT_AMOUNTS the line table has.
 */
export function gridColumnsOf(meta: LineTableMeta, lines?: LinesDefinition): LineColumn[] {
  const all = meta.columns;
  if (lines?.columns?.length) return lines.columns.filter((n) => all[n]).map((n) => asLineColumn(all[n]));
  const inputs = inputColumnsOf(meta).filter((c) => c.visible !== false);
  const amounts = DEFAULT_AMOUNTS.filter((n) => all[n]?.computed).map((n) => all[n]);
  return [...inputs, ...amounts].map(asLineColumn);
}

/** A new line: every input column at its default ('' when none), booleans '0' unless the default says '1'. */
export function blankLine(meta: LineTableMeta): Record<string, unknown> {
  const line: Record<string, unknown> = {};
  for (const c of inputColumnsOf(meta)) {
    const kind = kindOf(c);
    const d = c.default;
    if (kind === 'boolean') line[c.name] = d === true || d === 1 || d === '1' ? '1' : '0';
    else if (kind === 'jsonb') line[c.name] = [];
    else line[c.name] = d === null || d === undefined ? '' : typeof d === 'boolean' ? (d ? '1' : '0') : d;
  }
  return line;
}
