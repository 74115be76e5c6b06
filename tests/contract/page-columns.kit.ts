import { findTable } from '../../server/catalog';
import { allColumns } from '../../server/catalog/columns';
import type { PageDefinition } from '../../domain/pages/page.types';

// What tests/contract/page-columns.test.ts and adding-a-table.test.ts check a page definition with.

/** Each column a page names that its table does not have, as `where: name`. */
export function unknownColumns(def: PageDefinition): string[] {
  const table = findTable(def.table);
  if (!table) return [`table: ${def.table}`];
  const names = new Set(allColumns(table).map((c) => c.name));
  const named: [string, string][] = [
    ...(def.groups ?? []).flatMap((g) => g.columns.map((c): [string, string] => [`group ${g.id}`, c])),
    ...(def.listColumns ?? []).map((c): [string, string] => ['listColumns', c]),
    ...(def.listTotals?.columns ?? []).map((c): [string, string] => ['listTotals', c]),
    ...(def.listTotals?.by ? [['listTotals.by', def.listTotals.by] as [string, string]] : []),
    ...(def.listIndent
      ? [
          ['listIndent.column', def.listIndent.column] as [string, string],
          ['listIndent.level', def.listIndent.level] as [string, string],
        ]
      : []),
  ];
  return named.filter(([, c]) => !names.has(c)).map(([where, c]) => `${where}: ${c}`);
}
