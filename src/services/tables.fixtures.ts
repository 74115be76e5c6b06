/**
 * A realistic Turkish demo database for the in-memory table client (stories and tests): customers,
 * cash boxes and bank accounts with the reference tables they point at (real tax offices, provinces,
 * districts, banks). Column names follow the server catalogue.
 */
import type { ColumnMeta, DbType, GuiType } from '../../domain/api/contract';
import type { MemoryTable } from './tables.memory';

let seq = 1000;
/** A column as the server describes it. */
export function column(
  name: string,
  display_name: string,
  gui_type_name: GuiType,
  extra: Partial<ColumnMeta> = {},
): ColumnMeta {
  const db: Record<string, DbType> = {
    string: 'string',
    text: 'text',
    numeric: 'numeric',
    money: 'numeric',
    boolean: 'boolean',
    date: 'date',
    datetime: 'datetime',
    time: 'time',
    select: 'integer',
  };
  return {
    id: ++seq,
    name,
    display_name,
    gui_type_name,
    db_type_name: db[gui_type_name] ?? 'string',
    relation: null,
    up_column_name: null,
    default: null,
    max_length: gui_type_name === 'string' ? 200 : gui_type_name === 'text' ? 1000 : null,
    ...extra,
  };
}

/** A select column pointing at `table` (display column `name_basic` unless told). */
export function relation(
  name: string,
  display_name: string,
  table: string,
  extra: Partial<ColumnMeta> = {},
  displayColumn = 'name_basic',
): ColumnMeta {
  return column(name, display_name, 'select', {
    relation: { table_name: table, source_column_name: 'id', display_column_name: displayColumn },
    ...extra,
  });
}

const ref = (rows: [number, string, Record<string, unknown>?][]): MemoryTable => ({
  display_name: '',
  display_column: 'name_basic',
  columns: [column('name_basic', 'Adı*', 'string')],
  records: rows.map(([id, name_basic, extra]) => ({ id, name_basic, ...extra })),
});

const sehirler: [number, string][] = [
  [1, 'Adana'],
  [6, 'Ankara'],
  [7, 'Antalya'],
  [16, 'Bursa'],
  [34, 'İstanbul'],
  [35, 'İzmir'],
  [42, 'Konya'],
];
const ilceler: [number, string, number][] = [
  [101, 'Seyhan', 1],
  [102, 'Çukurova', 1],
  [601, 'Çankaya', 6],
  [602, 'Keçiören', 6],
  [603, 'Yenimahalle', 6],
  [701, 'Muratpaşa', 7],
  [1601, 'Nilüfer', 16],
  [1602, 'Osmangazi', 16],
  [3401, 'Kadıköy', 34],
  [3402, 'Beşiktaş', 34],
  [3403, 'Şişli', 34],
  [3404, 'Üsküdar', 34],
  [3405, 'Ataşehir', 34],
  [3501, 'Konak', 35],
  [3502, 'Karşıyaka', 35],
  [4201, 'Selçuklu', 42],
];
const vergiDaireleri: [number, string][] = [
  [1, 'Seyhan Vergi Dairesi Müdürlüğü'],
  [2, 'Çankaya Vergi Dairesi Müdürlüğü'],
  [3, 'Kavaklıdere Vergi Dairesi Müdürlüğü'],
  [4, 'Maltepe Vergi Dairesi Müdürlüğü'],
  [5, 'Kozyatağı Vergi Dairesi Müdürlüğü'],
  [6, 'Boğaziçi Kurumlar Vergi Dairesi Müdürlüğü'],
  [7, 'Marmara Kurumlar Vergi Dairesi Müdürlüğü'],
  [8, 'Fatih Vergi Dairesi Müdürlüğü'],
  [9, 'Merter Vergi Dairesi Müdürlüğü'],
  [10, 'Büyük Mükellefler Vergi Dairesi Başkanlığı'],
];

/** The columns of cari_hesap, as server/catalog/cari_hesap.table.ts describes them. */
export const cariHesapColumns = (): ColumnMeta[] => [
  column('id', 'ID', 'numeric', { db_type_name: 'integer', banned: true, visible: false }),
  column('cari_hesap_adi', 'Cari Hesap Adı*', 'string'),
  column('cari_tipi', 'Cari Tipi', 'select:static', {
    db_type_name: 'integer',
    default: '1',
    options: [
      { id: '1', text: 'Müşteri' },
      { id: '2', text: 'Tedarikçi' },
      { id: '3', text: 'Müşteri ve Tedarikçi' },
    ],
  }),
  column('tc', 'TC / VKN*', 'string', { max_length: 11, min_length: 10, value_kind: 'tc' }),
  relation('vergi_daireleri_id', 'Vergi Dairesi*', 'vergi_daireleri'),
  column('unvan', 'Ünvan', 'string'),
  column('name_basic', 'Adı', 'string'),
  column('surname', 'Soyadı', 'string'),
  column('phone', 'Telefon', 'phone', { max_length: 30 }),
  column('email', 'E-posta', 'string'),
  relation('ulkeler_id', 'Ülke', 'ulkeler', { default: 1 }),
  relation('sehirler_id', 'İl', 'sehirler'),
  relation('ilceler_id', 'İlçe', 'ilceler', { up_column_name: 'sehirler_id' }),
  column('sehir_adi', 'Şehir', 'string', { max_length: 100 }),
  column('ilce_adi', 'İlçe / Bölge', 'string', { max_length: 100 }),
  column('mahalle_adi', 'Mahalle', 'string'),
  column('sokak_adi', 'Cadde / Sokak', 'string'),
  column('bina_no', 'Bina No', 'string', { max_length: 20 }),
  column('kapi_no', 'Kapı No', 'string', { max_length: 20 }),
  column('posta_kodu', 'Posta Kodu', 'string', { min_length: 5, max_length: 5, value_kind: 'postcode' }),
  column('adres', 'Adres', 'text'),
  column('description', 'Açıklama', 'text'),
  column('department_id', 'Şirket', 'numeric', { db_type_name: 'integer', banned: true, visible: false }),
];

/** A collection (tahsilat) table with money, date and boolean columns, for list stories and tests. */
export const tahsilatColumns = (): ColumnMeta[] => [
  column('belge_no', 'Belge No*', 'string', { max_length: 16 }),
  relation('cari_hesap_id', 'Cari Hesap*', 'cari_hesap', {}, 'cari_hesap_adi'),
  column('islem_tarihi', 'İşlem Tarihi*', 'date'),
  column('tutar', 'Tutar*', 'money', { format: 'money', scale: 2 }),
  column('kdv_dahil_buton', 'KDV Dahil', 'boolean', { default: '1' }),
  column('aciklama', 'Açıklama', 'text'),
];

/**
 * The Storybook test table (issue 3): one column of every gui type, with the spec's masked, toggled, limited
 * and buttoned columns (src/engine/form/widgets/front_test_table.page.ts is its page; it is not in the app's menu).
 */
export const frontTestTableColumns = (): ColumnMeta[] => [
  column('metin', 'Metin*', 'string'),
  column('tc', 'TC / VKN', 'string', { max_length: 11, min_length: 10, value_kind: 'tc' }),
  column('iban_no', 'IBAN', 'string', { max_length: 34, value_kind: 'iban' }),
  column('fatura_numarasi', 'Fatura Numarası', 'string', { max_length: 16, value_kind: 'document_no' }),
  column('sifre', 'Şifre', 'password', { max_length: 24, min_length: 8 }),
  column('email', 'E-posta', 'string'),
  relation('ulkeler_id', 'Ülke', 'ulkeler', { default: 1 }),
  column('phone', 'Telefon', 'phone', { max_length: 30 }),
  column('aciklama', 'Açıklama', 'text'),
  column('notlar', 'Notlar', 'richtext'),
  column('miktar', 'Miktar', 'numeric', { max_length: 14, scale: 4, value_kind: 'quantity' }),
  column('kobi_taksit_sayisi', 'Taksit Sayısı', 'numeric', {
    db_type_name: 'integer',
    value_kind: 'instalments',
  }),
  column('tutar', 'Tutar', 'money', { scale: 2, format: 'money' }),
  relation('para_birimi_id', 'Para Birimi', 'para_birimleri', { default: 1 }),
  column('döviz_kuru', 'Döviz Kuru', 'numeric', { scale: 4, default: '1', value_kind: 'exchange_rate' }),
  column('islem_tarihi', 'İşlem Tarihi', 'date'),
  column('gecerlilik_tarihi', 'Geçerlilik Tarihi', 'date'),
  column('duzenleme_tarihi', 'Düzenleme Zamanı', 'datetime'),
  column('islem_saati', 'İşlem Saati', 'time'),
  column('ay', 'Dönem Ayı', 'numeric', { db_type_name: 'integer' }),
  column('aktif', 'Aktif', 'boolean', { default: '1' }),
  column('kasa_banka', 'Ödeme Yeri', 'boolean:fastchange', { default: '0' }),
  relation('cari_hesap_id', 'Cari Hesap', 'cari_hesap', {}, 'cari_hesap_adi'),
  relation('kasa_karti_id', 'Kasa Kartı', 'kasa_karti', {}, 'kasa_tanımı'),
  column('cari_tipi', 'Cari Tipi', 'select:static', {
    db_type_name: 'integer',
    options: [
      { id: '1', text: 'Müşteri' },
      { id: '2', text: 'Tedarikçi' },
      { id: '3', text: 'Müşteri ve Tedarikçi' },
    ],
  }),
  column('oncelik', 'Öncelik', 'select_static', {
    options: [
      { id: 'dusuk', text: 'Düşük' },
      { id: 'normal', text: 'Normal' },
      { id: 'yuksek', text: 'Yüksek' },
    ],
  }),
  relation('hizmet_illeri', 'Hizmet Verilen İller', 'sehirler', {
    gui_type_name: 'multiselect',
    db_type_name: 'jsonb',
  }),
  relation('teslimat_sirasi', 'Teslimat Güzergâhı', 'sehirler', {
    gui_type_name: 'multiselectdragdrop',
    db_type_name: 'jsonb',
  }),
  column('belgeler', 'Belgeler', 'files', { db_type_name: 'jsonb' }),
  column('images', 'Resimler', 'files', { db_type_name: 'jsonb' }),
  column('durum', 'Durum', 'plain text'),
  column('ayarlar', 'Ayarlar', 'jsonb', { db_type_name: 'jsonb' }),
  column('kayit_ozeti', 'Kayıt Özeti', 'jsonviewer', { db_type_name: 'jsonb' }),
];

/** The test table's records: one filled in every column, one nearly empty. */
export const frontTestTableRecords = () => [
  {
    id: 1,
    metin: 'Çağdaş Şişecilik Gıda İthalat İhracat Sanayi ve Ticaret Limited Şirketi',
    tc: '4840847211',
    iban_no: 'TR330006100519786457841326',
    fatura_numarasi: 'ABC2026000000001',
    email: 'muhasebe@cagdas.com.tr',
    ulkeler_id: 1,
    phone: '+90 (216) 555 12 34',
    aciklama: 'Ağustos ayı sevkiyatları için ıslak imzalı irsaliye şarttır.',
    miktar: '12.5',
    kobi_taksit_sayisi: '6',
    tutar: '125430.5',
    para_birimi_id: 3,
    döviz_kuru: '35.1234',
    islem_tarihi: '2026-03-07',
    duzenleme_tarihi: '2026-03-07 09:30:00',
    islem_saati: '09:30:00',
    ay: 3,
    aktif: '1',
    kasa_banka: '1',
    cari_hesap_id: 1,
    cari_tipi: 2,
    oncelik: 'yuksek',
    hizmet_illeri: [34, 6],
    teslimat_sirasi: [35, 16, 34],
    belgeler: [{ disk: 'local', destination_path: 'belgeler/1', file_name: 'sozlesme.pdf' }],
    durum: 'Onaylandı',
    ayarlar: { e_fatura: true, seri: 'ABC' },
    kayit_ozeti: { olusturan: 'Ayşe Yılmaz', satir: 3 },
  },
  { id: 2, metin: 'Boş kayıt', aktif: '0', kasa_banka: '0' },
];

/** A fresh demo database (each call returns new arrays: the memory client mutates it). */
export function demoTables(): Record<string, MemoryTable> {
  return {
    sehirler: ref(sehirler),
    ilceler: ref(ilceler.map(([id, name, il]) => [id, name, { sehirler_id: il }])),
    ulkeler: ref([
      [1, 'Türkiye', { dial_code: '+90', phone_mask: '+90 (###) ### ## ##' }],
      [2, 'Almanya', { dial_code: '+49', phone_mask: '+49 #### #######' }],
      [3, 'Azerbaycan', { dial_code: '+994', phone_mask: '+994 ## ### ## ##' }],
    ]),
    vergi_daireleri: ref(vergiDaireleri),
    para_birimleri: ref([
      [1, 'Türk lirası'],
      [2, 'ABD doları'],
      [3, 'Euro'],
      [6, 'İngiliz sterlini'],
    ]),
    bankalar: ref([
      [1, 'T.C. Ziraat Bankası A.Ş.'],
      [2, 'Türkiye İş Bankası A.Ş.'],
      [3, 'Türkiye Garanti Bankası A.Ş.'],
      [4, 'Akbank T.A.Ş.'],
      [5, 'Yapı ve Kredi Bankası A.Ş.'],
    ]),
    cari_hesap: {
      display_name: 'Cari Hesaplar',
      display_column: 'cari_hesap_adi',
      columns: cariHesapColumns(),
      records: [
        {
          id: 1,
          cari_hesap_adi: 'Yıldız Gıda',
          tc: '4840847211',
          unvan: 'Yıldız Gıda Sanayi ve Ticaret A.Ş.',
          vergi_daireleri_id: 5,
          phone: '+90 (216) 555 12 34',
          email: 'muhasebe@yildizgida.com.tr',
          ulkeler_id: 1,
          sehirler_id: 34,
          ilceler_id: 3405,
          adres: 'Barbaros Mah. Kardelen Sok. No:2/1',
          cari_tipi: 1,
          mahalle_adi: 'Barbaros',
          posta_kodu: '34746',
        },
        {
          id: 2,
          cari_hesap_adi: 'Ahmet Çelik',
          tc: '10000000146',
          name_basic: 'Ahmet',
          surname: 'Çelik',
          vergi_daireleri_id: 2,
          phone: '+90 (532) 111 22 33',
          ulkeler_id: 1,
          sehirler_id: 6,
          ilceler_id: 601,
          cari_tipi: 1,
        },
        {
          id: 3,
          cari_hesap_adi: 'Ege Tekstil',
          tc: '3250566851',
          unvan: 'Ege Tekstil Limited Şirketi',
          vergi_daireleri_id: 9,
          email: 'info@egetekstil.com.tr',
          ulkeler_id: 1,
          sehirler_id: 35,
          ilceler_id: 3501,
          cari_tipi: 2,
        },
        {
          id: 4,
          cari_hesap_adi: 'Şükrü Işık',
          tc: '10000000078',
          name_basic: 'Şükrü',
          surname: 'Işık',
          vergi_daireleri_id: 1,
          ulkeler_id: 1,
          sehirler_id: 1,
          ilceler_id: 101,
          cari_tipi: 3,
        },
      ],
    },
    kasa_karti: {
      display_name: 'Kasa Kartları',
      display_column: 'kasa_tanımı',
      columns: [
        column('kasa_tanımı', 'Kasa Tanımı*', 'string'),
        relation('para_birimi_id', 'Para Birimi', 'para_birimleri', { default: 1 }),
        column('description', 'Açıklama', 'text'),
      ],
      records: [
        { id: 1, kasa_tanımı: 'Merkez Kasa', para_birimi_id: 1, description: 'Günlük nakit tahsilatlar' },
        { id: 2, kasa_tanımı: 'Döviz Kasası', para_birimi_id: 3 },
      ],
    },
    banka_subeleri: ref([
      [1, 'Ankara Kızılay Şubesi', { bankalar_id: 1 }],
      [2, 'Kadıköy Şubesi', { bankalar_id: 2 }],
      [3, 'Levent Ticari Şubesi', { bankalar_id: 2 }],
      [4, 'İzmir Alsancak Şubesi', { bankalar_id: 3 }],
      [5, 'Bursa Nilüfer Şubesi', { bankalar_id: 4 }],
    ]),
    banka_karti: {
      display_name: 'Banka Kartları',
      display_column: 'banka_tanımı',
      columns: [
        column('banka_tanımı', 'Banka Tanımı*', 'string'),
        relation('bankalar_id', 'Banka*', 'bankalar'),
        relation('banka_sube_id', 'Şube*', 'banka_subeleri', { up_column_name: 'bankalar_id' }),
        column('iban_no', 'IBAN', 'string', { max_length: 32, value_kind: 'iban' }),
        column('hesap_numarasi', 'Hesap Numarası', 'string', {
          max_length: 24,
          value_kind: 'bank_account_no',
        }),
        relation('para_birimi_id', 'Para Birimi', 'para_birimleri', { default: 1 }),
        column('description', 'Açıklama', 'text'),
      ],
      records: [
        {
          id: 1,
          banka_tanımı: 'İş Bankası TL',
          bankalar_id: 2,
          banka_sube_id: 2,
          iban_no: 'TR33 0006 4000 0011 2345 6789 01',
          para_birimi_id: 1,
        },
      ],
    },
    front_test_table: {
      display_name: 'Form Deneme Tablosu',
      display_column: 'metin',
      columns: frontTestTableColumns(),
      records: frontTestTableRecords(),
    },
    tahsilat_islem: {
      display_name: 'Tahsilatlar',
      display_column: 'belge_no',
      columns: tahsilatColumns(),
      records: [
        {
          id: 1,
          belge_no: 'THS2026000001',
          cari_hesap_id: 1,
          islem_tarihi: '2026-01-15',
          tutar: '12500.00',
          kdv_dahil_buton: '1',
        },
        {
          id: 2,
          belge_no: 'THS2026000002',
          cari_hesap_id: 3,
          islem_tarihi: '2026-02-03',
          tutar: '845.75',
          kdv_dahil_buton: '0',
        },
        {
          id: 3,
          belge_no: 'THS2026000003',
          cari_hesap_id: 2,
          islem_tarihi: '2026-02-28',
          tutar: '1250000.5',
          kdv_dahil_buton: '1',
          aciklama: 'Şubat ayı hakediş',
        },
      ],
    },
    // Admin mode's save-test (server/catalog/front_test.table.ts).
    front_test: {
      display_name: 'Form Testleri',
      display_column: 'name',
      columns: [
        column('tablo_ismi', 'Tablo İsmi*', 'string', { max_length: 100 }),
        column('name', 'Test Adı*', 'string'),
        column('test_json', 'Form Verisi', 'jsonb', { db_type_name: 'jsonb' }),
        column('test_json_2', 'Seçim Metinleri', 'jsonb', { db_type_name: 'jsonb' }),
      ],
      records: [],
    },
  };
}
