import type { ColumnMeta } from '../../../../domain/api/contract';
import type { FillRequest } from '../../../../domain/rules';
import type { FormLoad } from '../../../services/tables';
import { columnsOf, kindOf } from '../../schema/column-kind';
import { decodeRecord, type FormValues } from '../../schema/values';

const isRelationList = (v: unknown): v is { source: unknown; display?: unknown }[] =>
  Array.isArray(v) && v.length > 0 && typeof v[0] === 'object' && v[0] !== null && 'source' in v[0];

/**
 * What a fill effect copies from a related record (a show answer): for each target field the source column's
 * value, decoded for the target's kind — a relation gives its id to a select and its text to a text field, a
 * static select's text (show sends text) goes back to its id.
 */
export function fillPatch(
  req: FillRequest,
  load: FormLoad,
  targets: ColumnMeta[],
): { data: FormValues; displays: Record<string, string> } {
  const sources = new Map(columnsOf(load.column_set).map((c) => [c.name, c]));
  const byName = new Map(targets.map((c) => [c.name, c]));
  const record: Record<string, unknown> = {};
  const columns: ColumnMeta[] = [];
  for (const [field, column] of Object.entries(req.columns)) {
    const target = byName.get(field);
    if (!target) continue;
    let raw = load.record[column];
    const source = sources.get(column);
    const targetIsSelect = kindOf(target) === 'select';
    if (isRelationList(raw) && !targetIsSelect) raw = raw[0].display ?? null;
    else if (source?.options?.length && typeof raw === 'string') {
      const option = source.options.find((o) => o.text === raw);
      if (option && targetIsSelect) raw = option.id;
    }
    record[field] = raw ?? null;
    columns.push(target);
  }
  const decoded = decodeRecord(record, columns);
  return { data: decoded.formData, displays: decoded.displays };
}
