import { columnIds, json, select, staticSelect, text } from './columns';
import { integer, money } from './document-columns';
import type { TableDef } from './types';

const n = columnIds(251);

/** The periods a subscription is sold for. */
export const PERIODS = [
  { id: '1', text: 'Haftalık' },
  { id: '2', text: 'Aylık' },
  { id: '3', text: 'Yıllık' },
];

/**
 * Defter's price list: one subscription per package and period, the price including 20 % KDV and the
 * features (abonelik_json). Read by every company (the payment page filters it by the company's package).
 */
export const abonelik: TableDef = {
  name: 'abonelik',
  display_name: 'Abonelikler',
  scope: 'global',
  table_id: 251,
  display_column: 'name_basic',
  columns: [
    text(n(10), 'name_basic', 'Abonelik', { readOnly: true }),
    select(n(11), 'musteri_paketi_id', 'Paket', 'musteri_paketleri', { readOnly: true }),
    staticSelect(n(12), 'periyot_id', 'Dönem', PERIODS, { readOnly: true }),
    money(n(13), 'toplam_tutar', 'Tutar (KDV dahil)', { readOnly: true, precision: 12 }),
    json(n(14), 'abonelik_json', 'Özellikler', { readOnly: true }),
    integer(n(15), 'kontor', 'Hediye Kontör', { readOnly: true }),
  ],
};
