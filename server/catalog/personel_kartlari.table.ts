import { columnIds, date, longText, phone, text } from './columns';
import { money } from './document-columns';
import { OFFICE_PACKAGES } from './office-columns';
import type { TableDef } from './types';

const n = columnIds(453);

/**
 * Personnel cards (002 §2 /personel-yonetimi): the people a company pays (personel_odeme). `adi_soyadi` is the
 * server's (name and surname), so a select shows the whole name.
 */
export const personel_kartlari: TableDef = {
  name: 'personel_kartlari',
  display_name: 'Personel Kartları',
  scope: 'company',
  table_id: 453,
  packages: OFFICE_PACKAGES,
  display_column: 'adi_soyadi',
  search_columns: ['personel_sicil_numarasi'],
  columns: [
    text(n(10), 'personel_adi', 'Adı*', { max_length: 100 }),
    text(n(11), 'personel_soyadi', 'Soyadı*', { max_length: 100 }),
    text(n(12), 'adi_soyadi', 'Adı Soyadı', { readOnly: true, computed: true, visible: false }),
    text(n(13), 'tc', 'TC Kimlik No', { check: 'digits', min_length: 11, max_length: 11, value_kind: 'tc' }),
    text(n(14), 'personel_sicil_numarasi', 'Sicil Numarası', {
      check: 'digits',
      max_length: 13,
      value_kind: 'personnel_no',
    }),
    text(n(15), 'gorevi', 'Görevi', { max_length: 100 }),
    date(n(16), 'ise_giris_tarihi', 'İşe Giriş Tarihi'),
    date(n(17), 'isten_cikis_tarihi', 'İşten Çıkış Tarihi'),
    phone(n(18), 'telefon', 'Telefon'),
    text(n(19), 'iban_no', 'IBAN', { max_length: 34, value_kind: 'iban' }),
    money(n(20), 'brut_ucret', 'Brüt Ücret', { min: 0 }),
    money(n(21), 'net_ucret', 'Net Ücret', { min: 0 }),
    longText(n(22), 'description', 'Açıklama'),
  ],
};
