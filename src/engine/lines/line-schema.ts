import type { UiSchema } from '@rjsf/utils';
import type { ColumnMeta } from '../../../domain/api/contract';
import type { Rule } from '../../../domain/rules/types';
import type { FieldOptions } from '../schema/field-options';
import type { LineFieldOptions, LinesDefinition } from '../../../domain/pages/lines.types';

// How schema/translate.ts treats a document's lines: the lines column becomes the LineTableWidget (full
// width, with its line table, the page's `lines` and its line rules), and the header columns the line field
// writes itself — the computed totals and the override flag — stay in the form data but are not drawn.

/** True for a header column the line field writes (a computed total, the totals' override flag). */
export const ownedByLines = (c: ColumnMeta, lines?: LinesDefinition): boolean =>
  c.computed === true || (!!lines?.override && lines.override.column === c.name);

/** The uiSchema entry of a lines column (one whose metadata carries `line_table`). */
export function lineFieldUi(
  c: ColumnMeta,
  options: FieldOptions,
  opts: { lines?: LinesDefinition; rules?: readonly Rule[] },
): UiSchema {
  const own: LineFieldOptions & { span: 'full' } = {
    span: 'full',
    lineTable: c.line_table!,
    lines: opts.lines,
    lineRules: (opts.rules ?? []).filter((r) => r.scope === 'line'),
  };
  return { 'ui:widget': 'LineTableWidget', 'ui:options': { ...options, ...own } };
}
