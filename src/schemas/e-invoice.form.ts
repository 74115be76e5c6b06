import type { RuleSet } from '../../domain/rules/types';
import type { PageDefinition } from '../../domain/pages/page.types';
import { invoiceAddressParts } from './invoice.groups';
import { invoiceRules } from './invoice.rules';

// The form of the e-invoices (e_fatura, e_arsiv_fatura; 002 §2–§5, docs/e-documents.md "The forms"): the groups of
// 002 §2 and the rules of 002 §4–§5 on top of the sales invoice's (addresses, date, İade, waybill and order pairs,
// the local rate). The line grid, its rules and the totals are the sales invoice's.

/** The customer's identity the form fills from the chosen current account (002 §4). */
const CUSTOMER_FILL: Record<string, string> = {
  tc: 'tc',
  unvan: 'unvan',
  name_basic: 'name_basic',
  surname: 'surname',
  vergi_daireleri_id: 'vergi_daireleri_id',
};

const SGK_FIELDS = ['sgk_fatura_tipi_id', 'mukellef_kodu', 'mukellef_adi', 'dosya_no'];

/** An export invoice's header fields (İhracat Bilgileri; the buyer abroad is the header's customer). */
export const EXPORT_FIELDS = ['alici_vergi_no', 'teslim_sarti_id', 'gonderilme_sekli_id'];

/** An export invoice's line cells: GTİP and the package (GİB's viewer: GTİP, Eşya Kap Cinsi, Kap No, Kap Adet). */
export const EXPORT_LINE_FIELDS = ['gtip_no', 'kap_cinsi', 'kap_no', 'kap_adedi'];

/** The payment info (kamu_json's fields, 002 §3 "Payment info"). */
export const PAYMENT_FIELDS = [
  'kamu_odeme_sekli_id',
  'kamu_odeme_kanali_id',
  'kamu_iban',
  'kamu_aciklama',
  'kamu_unvan',
  'kamu_vkn',
  'kamu_il',
  'kamu_ulke',
];

/** An e-Arşiv internet sale's fields (gonderim_sekli_id 3; docs/e-documents.md "e-Arşiv internet sales"). */
export const INTERNET_SALE_FIELDS = [
  'internet_web_adresi',
  'internet_odeme_sekli_id',
  'internet_odeme_tarihi',
  'internet_odeme_aracisi',
  'internet_tasiyici_vkn',
  'internet_tasiyici_unvan',
  'internet_tasiyici_il',
  'internet_tasiyici_ilce',
  'internet_gonderim_tarihi',
];
const CARRIER_FIELDS = INTERNET_SALE_FIELDS.slice(5);

/** The groups of an e-invoice form; `archive` adds the invoice time and the sending type. */
export function eInvoiceGroups(archive: boolean): NonNullable<PageDefinition['groups']> {
  return [
    { id: 'cari', title: 'Cari Bilgileri', columns: ['cari_hesap_id', 'adres_id'] },
    {
      id: 'adres',
      title: 'Adres ve Kimlik Bilgileri',
      columns: ['tc', 'unvan', 'name_basic', 'surname', 'vergi_daireleri_id', ...invoiceAddressParts],
    },
    {
      id: 'fatura',
      title: 'Fatura Bilgileri',
      columns: [
        'fatura_on_eki_id',
        'fatura_senaryo_id',
        'fatura_tipi_id',
        'fatura_tarihi',
        'vade_tarihi',
        ...(archive ? ['fatura_saati', 'gonderim_sekli_id'] : []),
        'para_birimi_id',
        'döviz_kuru',
        'firma_adres_id',
        'fatura_xslt_id',
        'e_fatura_numarasi',
        'ettn',
        'e_fatura_durumu_id',
      ],
    },
    {
      id: 'irsaliye',
      title: 'İrsaliye ve Sipariş Bilgileri',
      columns: ['irsaliye_numarasi', 'irsaliye_tarihi', 'siparis_numarasi', 'siparis_tarihi'],
    },
    { id: 'iade', title: 'İade Bilgileri', columns: ['iade_fatura_numarasi', 'iade_fatura_tarihi'] },
    ...(archive
      ? [{ id: 'internet', title: 'İnternet Satış Bilgileri', columns: INTERNET_SALE_FIELDS }]
      : [
          { id: 'sgk', title: 'SGK Bilgileri', columns: SGK_FIELDS },
          { id: 'ihracat', title: 'İhracat Bilgileri', columns: EXPORT_FIELDS },
        ]),
    { id: 'odeme', title: 'Ödeme Bilgileri', columns: PAYMENT_FIELDS },
    { id: 'satirlar', title: 'Fiş-Kalem Ekleme', columns: ['mal_hizmet_json'] },
    {
      id: 'toplamlar',
      title: 'Toplamlar',
      columns: [
        'urun_hizmet_toplam_tutar',
        'toplam_iskonto',
        'hesaplanan_kdv',
        'diger_vergiler_toplami',
        'toplam_vergi_tutari',
        'tevkifat_toplami',
        'ozel_matrah_toplami',
        'vergiler_dahil_toplam_tutar',
        'odenecek_tutar',
        'dovizli_tutar',
        'toplam_duzenlendi',
      ],
    },
    { id: 'diger', title: 'Açıklama', columns: ['kayitli_notlar_id', 'description'] },
    // What the integrator answers once the document is sent (read-only; empty on a draft).
    {
      id: 'gonderim',
      title: 'Gönderim Bilgileri',
      columns: ['document_profile', 'ent_fatura_durumu', 'ent_ticari_fatura_durumu', 'response_code'],
    },
  ];
}

/** The header rules of an e-invoice form. */
export function eInvoiceRules(archive: boolean): RuleSet {
  return [
    ...invoiceRules,
    {
      id: 'cari-kimlik-doldur',
      note: 'Cari seçilince TC / VKN, ad, soyad, ünvan ve vergi dairesi cariden doldurulur. 002 §4',
      then: [{ fill: { from: 'cari_hesap_id', table: 'cari_hesap', columns: CUSTOMER_FILL } }],
    },
    {
      id: 'tckn-ad-soyad',
      note: '11 haneli TC kimlik numarası: alıcı kişidir, ad ve soyad zorunlu (GİB). 10 haneli VKN: ad ve soyad yok.',
      when: { field: 'tc', length: { eq: 11 } },
      then: [{ require: ['name_basic', 'surname'] }],
      otherwise: [{ hide: ['name_basic', 'surname'] }, { clear: ['name_basic', 'surname'] }],
    },
    ...(archive
      ? ([
          {
            id: 'arsiv-senaryo',
            note: 'e-Arşiv faturasının senaryosu e-Arşiv Fatura (3); değiştirilemez. 002 §9',
            then: [{ set: { fatura_senaryo_id: 3 } }, { disable: ['fatura_senaryo_id'] }],
          },
          {
            id: 'arsiv-saat',
            note: 'Yeni e-Arşiv faturasının saati şimdi. 002 §9',
            then: [{ default: { fatura_saati: { now: 'time' } } }],
          },
          {
            id: 'internet-satis',
            note: 'Gönderim şekli İnternet Satışı (3): web adresi ve ödeme türü zorunlu; başka şekilde grup gizli ve boş (GİB e-Arşiv).',
            when: { field: 'gonderim_sekli_id', equals: 3 },
            then: [
              { showGroups: ['internet'] },
              { require: ['internet_web_adresi', 'internet_odeme_sekli_id'] },
            ],
            otherwise: [{ hideGroups: ['internet'] }, { clear: INTERNET_SALE_FIELDS }],
          },
          {
            id: 'internet-odeme-tarihi',
            note: 'İnternet satışında kart, EFT / havale ya da ödeme aracısı ile ödemenin tarihi zorunlu (GİB e-Arşiv).',
            when: {
              all: [
                { field: 'gonderim_sekli_id', equals: 3 },
                { field: 'internet_odeme_sekli_id', in: [1, 2, 4] },
              ],
            },
            then: [{ require: ['internet_odeme_tarihi'] }],
          },
          {
            id: 'internet-odeme-aracisi',
            note: 'Ödeme türü Ödeme Aracısı (4): aracının adı zorunlu; başka türde gizli ve boş (GİB e-Arşiv).',
            when: {
              all: [
                { field: 'gonderim_sekli_id', equals: 3 },
                { field: 'internet_odeme_sekli_id', equals: 4 },
              ],
            },
            then: [{ require: ['internet_odeme_aracisi'] }],
            otherwise: [{ hide: ['internet_odeme_aracisi'] }, { clear: ['internet_odeme_aracisi'] }],
          },
          {
            id: 'internet-tasiyici',
            note: 'Taşıyıcının VKN / TCKN’si yazılınca ünvanı, ili, ilçesi ve gönderim tarihi zorunlu (GİB e-Arşiv).',
            when: {
              all: [
                { field: 'gonderim_sekli_id', equals: 3 },
                { field: 'internet_tasiyici_vkn', notEmpty: true },
              ],
            },
            then: [{ require: CARRIER_FIELDS }],
          },
        ] as RuleSet)
      : ([
          {
            id: 'ihracat-bilgileri',
            note: 'İhracat senaryosu (5): İhracat Bilgileri görünür; teslim şartı ve gönderilme şekli zorunlu, her satırda 12 haneli GTİP (GİB).',
            when: { field: 'fatura_senaryo_id', equals: 5 },
            then: [{ showGroups: ['ihracat'] }, { require: ['teslim_sarti_id', 'gonderilme_sekli_id'] }],
            otherwise: [{ hideGroups: ['ihracat'] }, { clear: EXPORT_FIELDS }],
          },
          {
            id: 'satir-ihracat',
            scope: 'line',
            note: 'İhracat faturası (senaryo 5) GTİP ve kap sütunlarını gösterir; GTİP zorunludur (GİB).',
            when: { field: 'fatura_senaryo_id', of: 'header', equals: 5 },
            then: [{ require: ['gtip_no'] }],
            otherwise: [{ hide: EXPORT_LINE_FIELDS }, { clear: EXPORT_LINE_FIELDS }],
          },
          {
            id: 'sgk-bilgileri',
            note: 'Fatura tipi 9 (SGK): SGK Bilgileri görünür ve zorunlu. 002 §2',
            when: { field: 'fatura_tipi_id', equals: 9 },
            then: [{ showGroups: ['sgk'] }, { require: SGK_FIELDS }],
            otherwise: [{ hideGroups: ['sgk'] }, { clear: SGK_FIELDS }],
          },
        ] as RuleSet)),
    {
      id: 'satir-mal-hizmet-adi',
      scope: 'line',
      note: 'e-Belgenin her satırında mal / hizmet adı bulunur (GİB); stok ya da hizmet seçilince dolar.',
      then: [{ require: ['mal_hizmet'] }],
    },
    {
      id: 'kamu-odeme',
      note: 'KAMU senaryosu (4): ödeme şekli ve IBAN zorunlu (GİB). 002 §3',
      when: { field: 'fatura_senaryo_id', equals: 4 },
      then: [{ require: ['kamu_odeme_sekli_id', 'kamu_iban'] }],
    },
  ];
}

/** Columns of an e-invoice list. */
export const eInvoiceListColumns = [
  'e_fatura_numarasi',
  'fatura_tarihi',
  'vade_tarihi',
  'unvan',
  'fatura_senaryo_id',
  'fatura_tipi_id',
  'odenecek_tutar',
  'e_fatura_durumu_id',
  'ettn',
];
