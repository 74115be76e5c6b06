import { PACKAGES } from '../../domain/packages';
import { columnIds, date, longText } from './columns';
import type { TableDef } from './types';

const n = columnIds(504);

/**
 * Closed periods (issue 14 item 6; docs/ledger.md, "Period close"): the company's books are closed up to the latest
 * `kapanis_tarihi`; a document or voucher dated on or before it is refused on store, update, delete and restore.
 * Deleting the row (archived like every row) reopens the period.
 */
export const donem_kapanislari: TableDef = {
  name: 'donem_kapanislari',
  display_name: 'Dönem Kapanışları',
  scope: 'company',
  table_id: 504,
  packages: [PACKAGES.muhasebe],
  display_column: 'kapanis_tarihi',
  default_sorts: [['kapanis_tarihi', false]],
  columns: [date(n(10), 'kapanis_tarihi', 'Kapanış Tarihi*'), longText(n(11), 'description', 'Açıklama')],
};
