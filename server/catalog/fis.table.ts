import { BELGE_TIPI_OPTIONS, FIS_TURU_OPTIONS } from '../../domain/ledger';
import { CLOSING_STEP_OPTIONS } from '../../domain/ledger/closing';
import { PACKAGES } from '../../domain/packages';
import { columnIds, date, longText, select, staticSelect, text } from './columns';
import { computedMoney, integer, lineOrder, linesJson, money, parentLink } from './document-columns';
import type { TableDef } from './types';

const n = columnIds(501);
const m = columnIds(502);

/**
 * Journal vouchers (docs/ledger.md): mahsup, tahsil, tediye; lines in `fis_satiri_json`, mirrored in `fis_satiri`.
 * `yevmiye_no` is the server's (in date order per company and year, without gaps); a voucher a document posted
 * (`kaynak_tablo` / `kaynak_id`) changes only with its document.
 */
export const fis: TableDef = {
  name: 'fis',
  display_name: 'Fişler',
  scope: 'company',
  table_id: 501,
  packages: [PACKAGES.muhasebe],
  display_column: 'fis_no',
  columns: [
    staticSelect(n(10), 'fis_turu_id', 'Fiş Türü*', FIS_TURU_OPTIONS, { default: '1' }),
    date(n(11), 'fis_tarihi', 'Fiş Tarihi*'),
    integer(n(12), 'yevmiye_no', 'Yevmiye No', { readOnly: true, computed: true }),
    text(n(13), 'fis_no', 'Fiş No', { readOnly: true, computed: true, max_length: 30 }),
    longText(n(14), 'description', 'Açıklama'),
    linesJson(n(15), 'fis_satiri_json', 'Fiş Satırları'),
    computedMoney(n(30), 'borc_toplami', 'Borç Toplamı'),
    computedMoney(n(31), 'alacak_toplami', 'Alacak Toplamı'),
    text(n(40), 'kaynak_tablo', 'Kaynak Belge Tablosu', { readOnly: true, visible: false }),
    integer(n(41), 'kaynak_id', 'Kaynak Belge', { readOnly: true, visible: false }),
    // Issue 25: the closing step that made the voucher (docs/ledger.md, "Closing the books"); the server's only.
    staticSelect(n(42), 'donem_sonu_adimi', 'Dönem Sonu İşlemi', CLOSING_STEP_OPTIONS, { readOnly: true }),
  ],
  lines: { json_column: 'fis_satiri_json', table: 'fis_satiri' },
};

/** The lines of a voucher (002 §3: borc, alacak, belge_tipi_id, belge_aciklamasi; parent link fisler_id). */
export const fis_satiri: TableDef = {
  name: 'fis_satiri',
  display_name: 'Fiş Satırları',
  scope: 'company',
  table_id: 502,
  packages: [PACKAGES.muhasebe],
  display_column: 'description',
  columns: [
    parentLink(m(10), 'fisler_id', 'Fiş', 'fis', 'fis_no'),
    lineOrder(m(11)),
    select(m(12), 'hesap_plani_id', 'Hesap*', 'hesap_plani', {}, 'tam_ad'),
    text(m(13), 'description', 'Açıklama'),
    money(m(14), 'borc', 'Borç', { min: 0, default: '0' }),
    money(m(15), 'alacak', 'Alacak', { min: 0, default: '0' }),
    staticSelect(m(16), 'belge_tipi_id', 'Belge Tipi', BELGE_TIPI_OPTIONS),
    text(m(17), 'belge_aciklamasi', 'Belge Açıklaması'),
    text(m(18), 'belge_no', 'Belge No', { max_length: 50 }),
    date(m(19), 'belge_tarihi', 'Belge Tarihi'),
  ],
  // A voucher balances as a whole: its lines are written with it (fis_satiri_json), never one by one.
  creatable: false,
  deletable: false,
  parent: { table: 'fis', column: 'fisler_id', order_column: 'sira_no' },
};
