import { PACKAGES } from '../../domain/packages';
import { SCALES } from '../../domain/money';
import { bool, columnIds, date, longText, select, text } from './columns';
import { computedMoney, decimal, integer, money } from './document-columns';
import type { TableDef } from './types';

const n = columnIds(460);
const server = { computed: true, readOnly: true } as const;

/**
 * Small-business orders of the Kobi package (kobi_siparis, 001 §3–§5, 002 §3–§5): one product or service bought or
 * sold (`kobi_alinan_satilan` 1 sold, 0 bought), its price and KDV, what was paid up front from cash or bank, and
 * the instalments of the rest. The server computes the KDV, the total, the instalment amount and the paid state
 * (domain/documents calculateSmeOrder); the instalment payments come with the money panels (001 §2.2).
 */
export const kobi_siparis: TableDef = {
  name: 'kobi_siparis',
  display_name: 'Kobi Siparişleri',
  scope: 'company',
  table_id: 460,
  packages: [PACKAGES.kobi],
  display_column: 'urun_adi',
  columns: [
    select(n(10), 'cari_hesap_id', 'Cari Hesap*', 'cari_hesap', {}, 'cari_hesap_adi'),
    text(n(11), 'urun_adi', 'Ürün Adı*'),
    // 001 §5.1 toggle: 0 Alınan (bought), 1 Satılan (sold).
    bool(n(12), 'kobi_alinan_satilan', 'Satılan Ürün*'),
    money(n(13), 'tutar', 'Tutar*', { min: 0 }),
    select(n(14), 'kdv_id', 'KDV', 'kdv_oranlari', { default: 9 }),
    bool(n(15), 'kdv_dahil_buton', 'KDV Dahil', { default: '1' }),
    computedMoney(n(16), 'kdv_tutari', 'KDV Tutarı', { readOnly: true }),
    computedMoney(n(17), 'vergi_tutar', 'Vergiler Dahil Tutar', { readOnly: true }),
    date(n(18), 'vade_baslangi', 'Vade Başlangıcı'),
    date(n(19), 'vade_tarihi', 'Vade Tarihi*'),
    // No catalogue minimum: a negative count answers the spec's own text (page rule, 002 §5).
    integer(n(20), 'kobi_taksit_sayisi', 'Taksit Sayısı', {
      default: '0',
      max: 999,
      value_kind: 'instalments',
    }),
    bool(n(21), 'taksitli', 'Taksitli', server),
    decimal(n(22), 'kobi_taksit_tutari', 'Taksit Tutarı', SCALES.instalment, {
      ...server,
      gui_type_name: 'money',
      format: 'money',
    }),
    integer(n(23), 'kobi_taksit', 'Sıradaki Taksit', server),
    money(n(24), 'kobi_odenen_tutar', 'Peşin Ödenen Tutar', { min: 0 }),
    computedMoney(n(25), 'kobi_odenmis_tutar', 'Ödenmiş Tutar', { readOnly: true }),
    bool(n(26), 'kobi_odendi', 'Ödendi', server),
    // 001 §5.1 toggle: 1 pay from cash, 0 from bank.
    bool(n(27), 'kasa_banka', 'Kasadan Öde'),
    select(n(28), 'kasa_karti_id', 'Kasa Kartı', 'kasa_karti', {}, 'kasa_tanımı'),
    select(n(29), 'banka_karti_id', 'Banka Kartı', 'banka_karti', {}, 'banka_tanımı'),
    longText(n(30), 'description', 'Açıklama'),
  ],
};
