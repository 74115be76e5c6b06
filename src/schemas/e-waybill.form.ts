import type { RuleSet } from '../../domain/rules/types';
import type { LinesDefinition } from '../../domain/pages/lines.types';
import type { PageDefinition } from '../../domain/pages/page.types';
import { waybillRulesOf } from './waybill';

// The form of the e-İrsaliye (e_irsaliye; 002 §2–§5, docs/e-documents.md "e-İrsaliye"): the groups of 002 §2
// (customer, address, Adres Bilgileri, Sipariş Bilgileri, Taşıyıcı Bilgileri, drivers, plates, Teslimat Bilgileri)
// and the rules of 002 §4: the waybill's carrier rule, the customer fill, the delivery address from the customer's
// address, Matbudan's paper waybill, and the Hal Tipi scenario's künye number per line.

/** The delivery address (`t_…`, 002 §3). */
const DELIVERY = [
  't_ulkeler_id',
  't_sehirler_id',
  't_ilceler_id',
  't_kasaba',
  't_mahalle_adi',
  't_sokak_adi',
  't_bina_adi',
  't_bina_no',
  't_kapi_no',
  't_posta_kodu',
];
const MATBU = ['matbu_irsaliye_numarasi', 'matbu_irsaliye_tarihi'];
/** The carrier company's address (CarrierParty/PostalAddress; empty: the company's address is written). */
export const CARRIER_ADDRESS = [
  'tasiyici_sehirler_id',
  'tasiyici_ilceler_id',
  'tasiyici_mahalle_adi',
  'tasiyici_sokak_adi',
  'tasiyici_bina_no',
  'tasiyici_posta_kodu',
];

export const eWaybillGroups: NonNullable<PageDefinition['groups']> = [
  { id: 'cari', title: 'Cari Bilgileri', columns: ['cari_hesap_id', 'adres_id'] },
  {
    id: 'adres',
    title: 'Adres ve Kimlik Bilgileri',
    columns: ['tc', 'unvan', 'name_basic', 'surname', 'vergi_daireleri_id'],
  },
  { id: 'firma', title: 'Adres Bilgileri', columns: ['firma_adres_id'] },
  {
    id: 'irsaliye',
    title: 'İrsaliye Bilgileri',
    columns: [
      'fatura_on_eki_id',
      'senaryo_id',
      'irsaliye_tipi_id',
      'kopya_bilgisi_id',
      'irsaliye_tarihi',
      'irsaliye_zamani',
      'fatura_xslt_id',
      'irsaliye_numarasi',
      'ettn',
      'e_fatura_durumu_id',
    ],
  },
  { id: 'matbu', title: 'Matbu İrsaliye Bilgileri', columns: MATBU },
  { id: 'siparis', title: 'Sipariş Bilgileri', columns: ['siparis_numarasi', 'siparis_tarihi'] },
  {
    id: 'tasiyici',
    title: 'Taşıyıcı Bilgileri',
    columns: [
      'tasiyici_turu_id',
      'tasiyici_vkn',
      'tasiyici_unvan',
      ...CARRIER_ADDRESS,
      'sevk_tarihi',
      'sevk_zamani',
      'plaka',
    ],
  },
  { id: 'soforler', title: 'Şoför Bilgileri', columns: ['sofor_bilgileri'] },
  { id: 'dorseler', title: 'Dorse Plakaları', columns: ['dorse_plaka'] },
  { id: 'teslimat', title: 'Teslimat Bilgileri', columns: DELIVERY },
  { id: 'satirlar', title: 'Stok Satırları', columns: ['mal_hizmet_json'] },
  { id: 'toplamlar', title: 'Toplamlar', columns: ['toplam_tutar'] },
  { id: 'diger', title: 'Açıklama', columns: ['description'] },
  // What the integrator and the receiver answer once the waybill is sent (read-only; empty on a draft).
  {
    id: 'gonderim',
    title: 'Gönderim Bilgileri',
    columns: ['document_profile', 'ent_fatura_durumu', 'yanit_durumu', 'yanit_notlar', 'yanit_tarihi'],
  },
];

export const eWaybillListColumns = [
  'irsaliye_numarasi',
  'irsaliye_tarihi',
  'unvan',
  'senaryo_id',
  'irsaliye_tipi_id',
  'toplam_tutar',
  'yanit_durumu',
  'ettn',
];

/** The stock lines: stock, warehouse, name, quantity, unit, the goods' value and, on Hal Tipi, the künye number. */
export const eWaybillLines: LinesDefinition = {
  columns: [
    'stok_kartlari_id',
    'depo_kartlari_id',
    'mal_hizmet',
    'miktar',
    'birim_id',
    'birim_fiyat',
    'tutar',
    'kunye_numarasi',
  ],
  totals: {},
  panel: [],
  firstColumn: 'stok_kartlari_id',
};

/** The waybill rules an e-İrsaliye shares (its fields; no currency on an e-İrsaliye). */
const SHARED = new Set(['irsaliye-cari-adres', 'tasiyici-turu', 'irsaliye-satir-stok-doldur']);

export const eWaybillRules: RuleSet = [
  {
    id: 'e-irsaliye-varsayilan',
    note: 'Yeni e-İrsaliye: tarih bugün, saat şimdi, sevk bugün ve şimdi; tip Sevk, kopya Asıl, taşıyıcı türü 1, senaryo Temel İrsaliye. 002 §9',
    then: [
      {
        default: {
          irsaliye_tarihi: { date: 'today' },
          irsaliye_zamani: { now: 'time' },
          sevk_tarihi: { date: 'today' },
          sevk_zamani: { now: 'time' },
          irsaliye_tipi_id: '1',
          kopya_bilgisi_id: '1',
          tasiyici_turu_id: '1',
          senaryo_id: '1',
        },
      },
    ],
  },
  {
    id: 'cari-kimlik-doldur',
    note: 'Cari seçilince TC / VKN, ad, soyad, ünvan ve vergi dairesi cariden doldurulur. 002 §4',
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
    id: 'teslimat-adresi-doldur',
    note: 'Cari adresi seçilince teslimat adresi (t_…) o adresten doldurulur; kullanıcı değiştirebilir. 002 §4',
    then: [
      {
        fill: {
          from: 'adres_id',
          table: 'adres',
          columns: {
            t_ulkeler_id: 'ulkeler_id',
            t_sehirler_id: 'sehirler_id',
            t_ilceler_id: 'ilceler_id',
            t_mahalle_adi: 'mahalle_adi',
            t_sokak_adi: 'sokak_adi',
            t_bina_adi: 'bina_adi',
            t_bina_no: 'bina_no',
            t_kapi_no: 'kapi_no',
            t_posta_kodu: 'posta_kodu',
          },
        },
      },
    ],
  },
  {
    id: 'tckn-ad-soyad',
    note: '11 haneli TC kimlik numarası: alıcı kişidir, ad ve soyad zorunlu (GİB). 10 haneli VKN: ünvan zorunlu, ad ve soyad yok.',
    when: { field: 'tc', length: { eq: 11 } },
    then: [{ require: ['name_basic', 'surname'] }],
    otherwise: [
      { require: ['unvan'] },
      { hide: ['name_basic', 'surname'] },
      { clear: ['name_basic', 'surname'] },
    ],
  },
  {
    id: 'matbudan',
    note: 'İrsaliye tipi Matbudan (2): kağıt irsaliyenin numarası ve tarihi görünür ve zorunlu; Sevk tipinde temizlenir (GİB).',
    when: { field: 'irsaliye_tipi_id', equals: 2 },
    then: [{ showGroups: ['matbu'] }, { require: MATBU }],
    otherwise: [{ hideGroups: ['matbu'] }, { clear: MATBU }],
  },
  ...waybillRulesOf('satis').filter((r) => SHARED.has(r.id)),
  {
    id: 'tasiyici-adresi',
    note: 'Taşıyıcı türü 2 (kendi aracı, şoförler): taşıyıcı firmanın adresi gizlenir ve temizlenir; diğer türlerde taşıyıcının il ve ilçesi girilirse irsaliyede taşıyıcı adresi olarak yazılır (boşsa firma adresi).',
    when: { field: 'tasiyici_turu_id', equals: 2 },
    then: [{ hide: CARRIER_ADDRESS }, { clear: CARRIER_ADDRESS }],
  },
  {
    id: 'satir-mal-hizmet-adi',
    scope: 'line',
    note: 'e-Belgenin her satırında mal / hizmet adı bulunur (GİB); stok seçilince dolar.',
    then: [{ require: ['mal_hizmet'] }],
  },
  {
    id: 'satir-kunye',
    scope: 'line',
    note: 'Hal Tipi İrsaliye (senaryo 2): her satırda künye numarası zorunlu; Temel İrsaliyede künye sütunu gizlenir. 002 §4',
    when: { field: 'senaryo_id', of: 'header', equals: 2 },
    then: [{ require: ['kunye_numarasi'] }],
    otherwise: [{ hide: ['kunye_numarasi'] }, { clear: ['kunye_numarasi'] }],
  },
];
