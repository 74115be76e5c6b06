import { rawIdKey, type ColumnMeta } from '../../../../domain/api/contract';
import type { FillRequest } from '../../../../domain/rules';
import type { FormLoad } from '../../../services/tables';
import { kindOf } from '../../schema/column-kind';
import { decodeRecord, type FormValues } from '../../schema/values';

/**
 * What a fill effect copies from a related record (a show answer: display values, a relation's or static
 * select's id beside its text in `{col}__id`): for each target field the source column's value, decoded for the
 * target's kind — a relation or static select gives its id to a select and its text to a text field.
 */
export function fillPatch(
  req: FillRequest,
  load: FormLoad,
  targets: ColumnMeta[],
): { data: FormValues; displays: Record<string, string> } {
  const byName = new Map(targets.map((c) => [c.name, c]));
  const record: Record<string, unknown> = {};
  const columns: ColumnMeta[] = [];
  for (const [field, column] of Object.entries(req.columns)) {
    const target = byName.get(field);
    if (!target) continue;
    const text = load.record[column];
    const idKey = rawIdKey(column);
    const coded = idKey in load.record;
    const id = load.record[idKey];
    if (coded && kindOf(target) === 'select')
      record[field] =
        id === null || id === undefined
          ? null
          : [{ source: id, display: target.relation ? (text ?? undefined) : undefined }];
    else record[field] = text ?? null;
    columns.push(target);
  }
  const decoded = decodeRecord(record, columns);
  return { data: decoded.formData, displays: decoded.displays };
}
