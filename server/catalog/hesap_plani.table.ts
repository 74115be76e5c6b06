import { PACKAGES } from '../../domain/packages';
import { columnIds, text } from './columns';
import { integer } from './document-columns';
import type { TableDef } from './types';

const n = columnIds(500);

/**
 * The chart of accounts (docs/ledger.md): the Tekdüzen Hesap Planı as global rows (department_id NULL, seeded by
 * migration 202611270100 from ../shared/data/tekduzen_hesap_plani.csv) and each company's own sub-accounts beneath
 * them — 120.01.0001 per customer, 320.01.… per supplier, 100.01.… per cash card, 102.01.… per bank card (created
 * with the card, `kaynak_tablo` / `kaynak_id` name it) and any sub-account the office adds by hand.
 */
export const hesap_plani: TableDef = {
  name: 'hesap_plani',
  display_name: 'Hesap Planı',
  scope: 'shared',
  table_id: 500,
  packages: [PACKAGES.muhasebe],
  display_column: 'tam_ad',
  search_columns: ['hesap_kodu', 'hesap_adi'],
  // The tree: by code (1, 10, 100, 100.01, 100.01.0001, 101 …), the level beside it.
  default_sorts: [['hesap_kodu', true]],
  columns: [
    text(n(10), 'hesap_kodu', 'Hesap Kodu*', { max_length: 30 }),
    text(n(11), 'hesap_adi', 'Hesap Adı*'),
    integer(n(12), 'seviye', 'Seviye', { readOnly: true, computed: true }),
    text(n(13), 'ust_hesap_kodu', 'Üst Hesap', { readOnly: true, computed: true, max_length: 30 }),
    text(n(14), 'hesap_turu', 'Hesap Türü', { readOnly: true, computed: true, max_length: 20 }),
    // "120.01.0001 Demo Müşteri": what a select shows (kept by a trigger).
    text(n(15), 'tam_ad', 'Hesap', { readOnly: true, computed: true, visible: false, max_length: 240 }),
    text(n(16), 'kaynak_tablo', 'Kaynak Kart Tablosu', { readOnly: true, visible: false }),
    integer(n(17), 'kaynak_id', 'Kaynak Kart', { readOnly: true, visible: false }),
  ],
};
