import { bool, longText, select, text } from './columns';
import type { CatalogColumn } from './types';

// The columns of an address: a company's own (firma_adres) and a customer's (adres). Names as cari_hesap and
// the invoice header spell them (002 §3); docs/line-tables.md, "Addresses".

/** The parts of one address, numbered from `n(12)`: country, province and district (or free text abroad), street… */
export function addressParts(n: (i: number) => number): CatalogColumn[] {
  return [
    select(n(12), 'ulkeler_id', 'Ülke', 'ulkeler', { default: 1 }),
    select(n(13), 'sehirler_id', 'İl', 'sehirler'),
    select(n(14), 'ilceler_id', 'İlçe', 'ilceler', { up_column_name: 'sehirler_id' }),
    // Free-text city and district of an address abroad (the selects hold Turkish provinces only).
    text(n(15), 'sehir_adi', 'Şehir', { max_length: 100 }),
    text(n(16), 'ilce_adi', 'İlçe / Bölge', { max_length: 100 }),
    text(n(17), 'mahalle_adi', 'Mahalle'),
    text(n(18), 'sokak_adi', 'Cadde / Sokak'),
    text(n(19), 'bina_adi', 'Bina Adı'),
    text(n(20), 'bina_no', 'Bina No', { max_length: 20 }),
    text(n(21), 'kapi_no', 'Kapı No', { max_length: 20 }),
    text(n(22), 'posta_kodu', 'Posta Kodu', {
      min_length: 5,
      max_length: 5,
      check: 'digits',
      value_kind: 'postcode',
    }),
    longText(n(23), 'acik_adres', 'Açık Adres'),
    bool(n(24), 'varsayilan', 'Varsayılan Adres'),
  ];
}
