import type { ColumnOf } from '../../domain/pages/page.types';
import type { RuleSet } from '../../domain/rules/types';

// Rules of an address form (firma_adres, adres): the country decides selects or free text, as on cari_hesap.

/** Türkiye (or no country): province and district selects, required; abroad: free-text city and district. */
export const addressRules: RuleSet = [
  {
    id: 'ulke-adres',
    note: 'Türkiye (ya da boş): il ve ilçe seçilir; başka ülke: şehir ve ilçe yazılır. 002 §4',
    when: {
      any: [
        { field: 'ulkeler_id', equals: 1 },
        { field: 'ulkeler_id', empty: true },
      ],
    },
    then: [
      { require: ['sehirler_id', 'ilceler_id'] },
      { hide: ['sehir_adi', 'ilce_adi'] },
      { clear: ['sehir_adi', 'ilce_adi'] },
    ],
    otherwise: [
      { require: ['sehir_adi', 'ilce_adi'] },
      { hide: ['sehirler_id', 'ilceler_id'] },
      { clear: ['sehirler_id', 'ilceler_id'] },
    ],
  },
];

/** The address part fields of an address form, in the order a Turkish address is written. */
export const addressFields: (ColumnOf<'adres'> & ColumnOf<'firma_adres'>)[] = [
  'ulkeler_id',
  'sehirler_id',
  'ilceler_id',
  'sehir_adi',
  'ilce_adi',
  'mahalle_adi',
  'sokak_adi',
  'bina_adi',
  'bina_no',
  'kapi_no',
  'posta_kodu',
  'acik_adres',
];
