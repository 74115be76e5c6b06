/**
 * A document-like test table whose page uses every rule kind of docs/rules.md (stories and tests of the form
 * with rules): fill from the chosen customer, company or person by tc, the return group by invoice type, the
 * special-base warning, defaults from the calendar, the user and the company, a set, an invalid combination,
 * the address enabled, required and cleared with the customer.
 */
import type { RuleSet } from '../../../../domain/rules';
import { column, demoTables, relation } from '../../../services/tables.fixtures';
import type { MemoryTable } from '../../../services/tables.memory';
import type { PageDefinition } from '../../../../domain/pages/page.types';

/** The table's name in the memory database. */
export const RULES_DEMO_TABLE = 'kural_ornegi';

/** The spec's messages the demo's rules use (002 §5, §8). */
export const demoMessages = {
  specialBase: 'Özel Matrah Hesaplaması İptal Edildi!',
  zeroKdv: "Fatura tipi tevkifat'dır. KDV '%0' olamaz!",
} as const;

const rules: RuleSet = [
  {
    id: 'musteri-doldur',
    note: 'Müşteri seçilince tc, ünvan, ad, soyad ve vergi dairesi kopyalanır (002 §4).',
    then: [
      {
        fill: {
          from: 'cari_hesap_id',
          table: 'cari_hesap',
          columns: {
            tc: 'tc',
            unvan: 'unvan',
            name_basic: 'name_basic',
            surname: 'surname',
            vergi_daireleri_id: 'vergi_daireleri_id',
          },
        },
      },
    ],
  },
  {
    id: 'adres',
    note: 'Müşteri seçilince adres açılır ve zorunlu olur; müşteri değişince adres temizlenir (002 §4).',
    when: { field: 'cari_hesap_id', notEmpty: true },
    then: [{ enable: ['adres'] }, { require: ['adres'] }, { clearOnChange: ['adres'], of: 'cari_hesap_id' }],
    otherwise: [{ disable: ['adres'] }, { clear: ['adres'] }],
  },
  {
    id: 'tc-sirket-sahis',
    when: { field: 'tc', length: { lte: 10 } },
    then: [
      { require: ['unvan'] },
      { disable: ['name_basic', 'surname'] },
      { clear: ['name_basic', 'surname'] },
    ],
    otherwise: [{ require: ['name_basic', 'surname'] }, { disable: ['unvan'] }, { clear: ['unvan'] }],
  },
  {
    id: 'iade',
    when: { field: 'fatura_tipi_id', equals: 1 },
    then: [{ showGroups: ['iade'] }, { require: ['iade_numarasi', 'iade_tarihi'] }],
    otherwise: [{ hideGroups: ['iade'] }],
  },
  {
    id: 'ozel-matrah-goster',
    when: { field: 'fatura_tipi_id', equals: 5 },
    then: [{ show: ['ozel_matrah_tutari'] }],
    otherwise: [{ hide: ['ozel_matrah_tutari'] }],
  },
  {
    id: 'ozel-matrah-iptal',
    when: {
      all: [{ not: { field: 'fatura_tipi_id', equals: 5 } }, { field: 'ozel_matrah_tutari', notEmpty: true }],
    },
    then: [{ warn: demoMessages.specialBase, reset: ['ozel_matrah_tutari'] }],
  },
  {
    id: 'varsayilanlar',
    then: [
      {
        default: {
          fatura_tipi_id: '2',
          fatura_tarihi: { date: 'today' },
          gecerlilik_tarihi: { date: 'tomorrow' },
          hazirlayan: { user: 'name_basic' },
          firma: { company: 'name_basic' },
        },
      },
    ],
  },
  {
    id: 'taksitli',
    when: { field: 'kobi_taksit_sayisi', number: { gt: 1 } },
    then: [{ set: { taksitli: '1' } }],
    otherwise: [{ set: { taksitli: '0' } }],
  },
  {
    id: 'tevkifat-kdv',
    when: {
      all: [
        { field: 'fatura_tipi_id', equals: 3 },
        { field: 'kdv_id', equals: 5 },
      ],
    },
    then: [{ invalid: 'kdv_id', message: demoMessages.zeroKdv }],
  },
];

/** The demo's page definition. */
export const rulesDemoPage: PageDefinition = {
  table: RULES_DEMO_TABLE,
  route: '/kural-ornegi',
  title: 'Kural Örneği',
  layout: 'page',
  groups: [
    {
      id: 'musteri',
      title: 'Müşteri',
      columns: ['cari_hesap_id', 'tc', 'vergi_daireleri_id', 'unvan', 'name_basic', 'surname', 'adres'],
    },
    {
      id: 'fatura',
      title: 'Fatura Bilgileri',
      columns: [
        'fatura_tipi_id',
        'fatura_tarihi',
        'gecerlilik_tarihi',
        'kdv_id',
        'ozel_matrah_tutari',
        'kobi_taksit_sayisi',
        'taksitli',
      ],
    },
    { id: 'iade', title: 'İade Bilgileri', columns: ['iade_numarasi', 'iade_tarihi'] },
    { id: 'diger', title: 'Diğer', columns: ['hazirlayan', 'firma'] },
  ],
  rules,
};

const columns = () => [
  relation('cari_hesap_id', 'Cari Hesap', 'cari_hesap', {}, 'cari_hesap_adi'),
  column('tc', 'TC / VKN*', 'string', { max_length: 11, min_length: 10, value_kind: 'tc' }),
  relation('vergi_daireleri_id', 'Vergi Dairesi', 'vergi_daireleri'),
  column('unvan', 'Ünvan', 'string'),
  column('name_basic', 'Adı', 'string'),
  column('surname', 'Soyadı', 'string'),
  column('adres', 'Adres', 'text'),
  column('fatura_tipi_id', 'Fatura Tipi*', 'select:static', {
    db_type_name: 'integer',
    options: [
      { id: '1', text: 'İade' },
      { id: '2', text: 'Satış' },
      { id: '3', text: 'Tevkifat' },
      { id: '4', text: 'İstisna' },
      { id: '5', text: 'Özel Matrah' },
    ],
  }),
  column('fatura_tarihi', 'Fatura Tarihi', 'date'),
  column('gecerlilik_tarihi', 'Geçerlilik Tarihi', 'date'),
  column('kdv_id', 'KDV', 'select:static', {
    db_type_name: 'integer',
    options: [
      { id: '5', text: '%0' },
      { id: '8', text: '%10' },
      { id: '9', text: '%20' },
    ],
  }),
  column('ozel_matrah_tutari', 'Özel Matrah Tutarı', 'money', { format: 'money', scale: 2 }),
  column('kobi_taksit_sayisi', 'Taksit Sayısı', 'numeric', {
    db_type_name: 'integer',
    scale: 0,
    value_kind: 'instalments',
  }),
  column('taksitli', 'Taksitli', 'boolean', { default: '0' }),
  column('iade_numarasi', 'İade Fatura Numarası', 'string', { max_length: 16 }),
  column('iade_tarihi', 'İade Fatura Tarihi', 'date'),
  column('hazirlayan', 'Hazırlayan', 'string'),
  column('firma', 'Firma', 'string'),
];

/** The demo database: Defter's memory fixtures plus the demo table with one stored record. */
export function rulesDemoTables(): Record<string, MemoryTable> {
  return {
    ...demoTables(),
    [RULES_DEMO_TABLE]: {
      display_name: rulesDemoPage.title,
      display_column: 'tc',
      columns: columns(),
      records: [
        {
          id: 1,
          cari_hesap_id: 3,
          tc: '3250566851',
          unvan: 'Ege Tekstil Limited Şirketi',
          vergi_daireleri_id: 9,
          adres: 'Alsancak Mah. 1469 Sok. No: 4, Konak / İzmir',
          fatura_tipi_id: '2',
          fatura_tarihi: '2026-03-02',
          kdv_id: '9',
          kobi_taksit_sayisi: '3',
          taksitli: '1',
          hazirlayan: 'Ayşe',
        },
      ],
    },
  };
}
