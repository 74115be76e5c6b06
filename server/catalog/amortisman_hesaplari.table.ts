import { DEPRECIATION_METHOD_OPTIONS } from '../../domain/assets';
import { columnIds, longText, select, staticSelect } from './columns';
import { decimal, integer, money } from './document-columns';
import { OFFICE_PACKAGES } from './office-columns';
import type { TableDef } from './types';

const n = columnIds(452);
const computed = { computed: true, readOnly: true } as const;

/**
 * The depreciation run of a year (issue 11 item 6): one row per fixed-asset card and year, whose amounts the server
 * computes from the card (cost, acquisition year, useful life, rate, method) with domain/assets — this year's
 * depreciation, the accumulated depreciation and the net value. It posts nothing yet (docs/office.md).
 */
export const amortisman_hesaplari: TableDef = {
  name: 'amortisman_hesaplari',
  display_name: 'Amortisman Hesaplamaları',
  scope: 'company',
  table_id: 452,
  packages: OFFICE_PACKAGES,
  display_column: 'yil',
  columns: [
    select(n(10), 'sabit_kiymet_karti_id', 'Sabit Kıymet*', 'sabit_kiymet_kartlari', {}, 'sabit_kiymet_adi'),
    integer(n(11), 'yil', 'Yıl*', { min: 1950, max: 2100 }),
    staticSelect(n(12), 'amortisman_yontemi_id', 'Amortisman Yöntemi', DEPRECIATION_METHOD_OPTIONS, computed),
    decimal(n(13), 'amortisman_orani', 'Amortisman Oranı (%)', 2, computed),
    money(n(14), 'donem_amortismani', 'Dönem Amortismanı', computed),
    money(n(15), 'birikmis_amortisman', 'Birikmiş Amortisman', computed),
    money(n(16), 'net_deger', 'Net Değer', computed),
    longText(n(17), 'description', 'Açıklama'),
  ],
};
