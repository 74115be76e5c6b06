import { columnIds, date, longText, select, staticSelect, text } from './columns';
import { decimal, integer } from './document-columns';
import { financeAmount, OFFICE_PACKAGES } from './office-columns';
import type { TableDef } from './types';

const n = columnIds(455);

/** What is rented. */
export const RENT_KINDS = [
  { id: '1', text: 'İşyeri' },
  { id: '2', text: 'Konut' },
  { id: '3', text: 'Araç' },
  { id: '4', text: 'Diğer' },
];

/**
 * Rents (002 §2 /buro-yonetimi/kiralar): the company's rent contracts, each with its monthly gross rent, the
 * withholding (stopaj) kept back on it — 20 % on a workplace rented from a person (GVK 94/5-a), none when the
 * landlord is a company (a VKN: the server sets the rate to 0) — and the net payable; the server computes both
 * (domain/office, server/office/kiralar.hooks.ts, docs/office.md).
 */
export const kiralar: TableDef = {
  name: 'kiralar',
  display_name: 'Kiralar',
  scope: 'company',
  table_id: 455,
  packages: OFFICE_PACKAGES,
  display_column: 'kira_adi',
  columns: [
    text(n(10), 'kira_adi', 'Kira Tanımı*'),
    staticSelect(n(11), 'kira_turu_id', 'Kira Türü*', RENT_KINDS, { default: '1' }),
    select(n(12), 'cari_hesap_id', 'Kiraya Veren', 'cari_hesap', {}, 'cari_hesap_adi'),
    date(n(13), 'baslangic_tarihi', 'Başlangıç Tarihi*'),
    date(n(14), 'bitis_tarihi', 'Bitiş Tarihi'),
    integer(n(15), 'odeme_gunu', 'Ödeme Günü', { min: 1, max: 31 }),
    financeAmount(n(16), 'tutar', 'Brüt Kira Tutarı*'),
    select(n(17), 'para_birimi_id', 'Para Birimi*', 'para_birimleri', { default: 1 }),
    decimal(n(18), 'stopaj_orani', 'Stopaj Oranı (%)', 2, { default: '0', min: 0, max: 100 }),
    financeAmount(n(19), 'stopaj_tutari', 'Stopaj Tutarı', { computed: true, readOnly: true }),
    financeAmount(n(20), 'net_tutar', 'Net Ödenecek', { computed: true, readOnly: true }),
    longText(n(21), 'description', 'Açıklama'),
  ],
};
