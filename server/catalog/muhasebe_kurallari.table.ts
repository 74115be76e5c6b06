import { LEDGER_KIND_OPTIONS, ROLE_OPTIONS } from '../../domain/ledger';
import { PACKAGES } from '../../domain/packages';
import { columnIds, staticSelect, text } from './columns';
import type { TableDef } from './types';

const n = columnIds(503);

/**
 * The posting rules (docs/ledger.md): document kind → account by role. Global rows are Defter's defaults
 * (domain/ledger DEFAULT_POSTING_RULES, seeded by migration 202611270100); a company's own row for the same kind
 * and role overrides the default — so an office changes an account here, without code.
 */
export const muhasebe_kurallari: TableDef = {
  name: 'muhasebe_kurallari',
  display_name: 'Muhasebe Kuralları',
  scope: 'shared',
  table_id: 503,
  packages: [PACKAGES.muhasebe],
  display_column: 'hesap_kodu',
  columns: [
    staticSelect(n(10), 'belge_turu_id', 'Belge Türü*', LEDGER_KIND_OPTIONS),
    staticSelect(n(11), 'rol_id', 'Hesap Rolü*', ROLE_OPTIONS),
    text(n(12), 'hesap_kodu', 'Hesap Kodu*', { max_length: 30 }),
  ],
};
