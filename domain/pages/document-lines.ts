import { documentTexts, lineTexts } from '../messages';
import type { Rule } from '../rules/types';
import type { LinesDefinition } from './lines.types';

// The line grids of documents (002 §2, §4, §5, §9), plain data shared by the invoice and quote pages: which
// columns the grid shows, the totals, the confirmed override of invoices, and the line rules (scope 'line'),
// which the line grid runs while lines are keyed and the server runs on every save (docs/rules.md).

/** The grid's columns, in the order a clerk keys a line. */
const INVOICE_LINE_COLUMNS = [
  'mal_hizmet_turu_id',
  'stok_kartlari_id',
  'depo_kartlari_id',
  'hizmet_ve_masraf_kartlari_id',
  'sabit_kiymet_karti_id',
  'mal_hizmet',
  'miktar',
  'birim_id',
  'birim_fiyat',
  'iskonto_orani',
  'iskonto_arttirim',
  // 002 §3 "Line items": the discount amount (computed) and its reason follow the discount.
  'iskonto_tutari',
  'iskonto_arttirim_nedeni',
  'kdv_id',
  'kdv_dahil_buton',
  'diger_vergiler',
  'kdv_istisna_muafiyet_sebebi_id',
  'otv_istisna_muafiyet_sebebi_id',
  'tevkifat_kodlari_listesi_id',
  'ozel_matrah_kodlari_listesi_id',
  'ozel_matrah_tutari',
  'ihrac_kayitli_fatura_sebebi_id',
  // The traceability number (künye): a plain optional cell on invoices (the waybill's scenario rule is its own).
  'kunye_numarasi',
  'mal_hizmet_tutari',
  'kdv_tutari',
  'vergi_tutar',
];

/**
 * The columns a clerk types a line in (issue 16): line type, card, warehouse, name, quantity, unit, price, KDV and
 * the line amount; they fit a 1440 px screen. The rest come on demand ("Sütunlar"), and by themselves when a line
 * needs them: the service card on a service line, the exemption reason on a KDV %0 line, the withholding code on a
 * Tevkifat invoice, any cell with an error.
 */
const TYPED_FIRST = [
  'mal_hizmet_turu_id',
  'stok_kartlari_id',
  'depo_kartlari_id',
  'mal_hizmet',
  'miktar',
  'birim_id',
  'birim_fiyat',
  'kdv_id',
  'mal_hizmet_tutari',
];

/** Purchase and sales invoices: every total of 002 §3; `toplam_duzenlendi` unlocks the two editable totals. */
export const invoiceLines: LinesDefinition = {
  columns: INVOICE_LINE_COLUMNS,
  typedFirst: TYPED_FIRST,
  totals: {
    urun_hizmet_toplam_tutar: 'urun_hizmet_toplam_tutar',
    toplam_iskonto: 'toplam_iskonto',
    hesaplanan_kdv: 'hesaplanan_kdv',
    diger_vergiler_toplami: 'diger_vergiler_toplami',
    toplam_vergi_tutari: 'toplam_vergi_tutari',
    tevkifat_toplami: 'tevkifat_toplami',
    ozel_matrah_toplami: 'ozel_matrah_toplami',
    vergiler_dahil_toplam_tutar: 'vergiler_dahil_toplam_tutar',
    odenecek_tutar: 'odenecek_tutar',
    dovizli_tutar: 'dovizli_tutar',
  },
  panel: [
    'urun_hizmet_toplam_tutar',
    'toplam_iskonto',
    'hesaplanan_kdv',
    'diger_vergiler_toplami',
    'tevkifat_toplami',
    'vergiler_dahil_toplam_tutar',
    'odenecek_tutar',
  ],
  override: { column: 'toplam_duzenlendi', editable: ['odenecek_tutar', 'vergiler_dahil_toplam_tutar'] },
  scale: 2,
  header: { type: 'fatura_tipi_id', currency: 'para_birimi_id', rate: 'döviz_kuru' },
};

/** Quotes: the KDV and the payable amount (`toplam_kdv`, `toplam_tutar`); no types, no override. */
export const quoteLines: LinesDefinition = {
  typedFirst: TYPED_FIRST,
  columns: [
    'mal_hizmet_turu_id',
    'stok_kartlari_id',
    'depo_kartlari_id',
    'hizmet_ve_masraf_kartlari_id',
    'sabit_kiymet_karti_id',
    'mal_hizmet',
    'miktar',
    'birim_id',
    'birim_fiyat',
    'iskonto_orani',
    'kdv_id',
    'kdv_dahil_buton',
    'mal_hizmet_tutari',
    'kdv_tutari',
    'vergi_tutar',
  ],
  totals: { toplam_kdv: 'hesaplanan_kdv', toplam_tutar: 'odenecek_tutar' },
  panel: ['toplam_kdv', 'toplam_tutar'],
  scale: 2,
  header: { currency: 'para_birimi_id', rate: 'döviz_kuru' },
};

/** Line type switching (stock, service, fixed asset) and the service-card fill (002 §4): every document with typed lines. */
const typeLineRules: Rule[] = [
  {
    id: 'satir-stok',
    scope: 'line',
    note: 'Mal / hizmet türü 1: stok ve depo seçilir; diğer türlerde temizlenir ve kapanır. 002 §4',
    when: { field: 'mal_hizmet_turu_id', equals: 1 },
    then: [{ require: ['stok_kartlari_id', 'depo_kartlari_id'] }],
    otherwise: [
      { disable: ['stok_kartlari_id', 'depo_kartlari_id'] },
      { clear: ['stok_kartlari_id', 'depo_kartlari_id'] },
    ],
  },
  {
    id: 'satir-hizmet',
    scope: 'line',
    note: 'Mal / hizmet türü 2: hizmet / masraf kartı seçilir; diğer türlerde temizlenir ve kapanır. 002 §4',
    when: { field: 'mal_hizmet_turu_id', equals: 2 },
    then: [{ require: ['hizmet_ve_masraf_kartlari_id'] }],
    otherwise: [{ disable: ['hizmet_ve_masraf_kartlari_id'] }, { clear: ['hizmet_ve_masraf_kartlari_id'] }],
  },
  {
    id: 'satir-sabit-kiymet',
    scope: 'line',
    note: 'Mal / hizmet türü 3: sabit kıymet kartı seçilir; diğer türlerde temizlenir ve kapanır. 002 §4',
    when: { field: 'mal_hizmet_turu_id', equals: 3 },
    then: [{ require: ['sabit_kiymet_karti_id'] }],
    otherwise: [{ disable: ['sabit_kiymet_karti_id'] }, { clear: ['sabit_kiymet_karti_id'] }],
  },
  {
    id: 'satir-hizmet-doldur',
    scope: 'line',
    note: 'Hizmet / masraf kartı seçilince kendi birimi, fiyatı, KDV’si ve KDV dahil bilgisi gelir. 002 §4',
    then: [
      {
        fill: {
          from: 'hizmet_ve_masraf_kartlari_id',
          table: 'hizmet_ve_masraf_kartlari',
          columns: {
            mal_hizmet: 'hizmet_masraf_adi',
            birim_id: 'birim_id',
            birim_fiyat: 'birim_fiyat',
            kdv_id: 'kdv_id',
            kdv_dahil_buton: 'kdv_dahil_buton',
          },
        },
      },
    ],
  },
];

/** KDV %0 asks for its exemption reason (002 §4): every invoice, small-business ones too. */
const kdvExemptionRule: Rule = {
  id: 'satir-kdv-istisna',
  scope: 'line',
  note: 'KDV %0 (id 5): KDV istisna sebebi görünür ve zorunludur; değilse temizlenir. 002 §4',
  when: { field: 'kdv_id', equals: 5 },
  then: [{ require: ['kdv_istisna_muafiyet_sebebi_id'] }],
  otherwise: [{ disable: ['kdv_istisna_muafiyet_sebebi_id'] }, { clear: ['kdv_istisna_muafiyet_sebebi_id'] }],
};

/** The line rules of every invoice (002 §4 "Form modes and rules", §5): exemptions and type-bound columns. */
const invoiceOnlyLineRules: Rule[] = [
  kdvExemptionRule,
  {
    id: 'satir-kdv-istisna-varsayilan',
    scope: 'line',
    note: 'KDV istisna sebebi varsayılan 137, istisna faturasında (tip 4) değil. 002 §4, §9',
    when: {
      all: [{ field: 'kdv_id', equals: 5 }, { not: { field: 'fatura_tipi_id', of: 'header', equals: 4 } }],
    },
    then: [{ default: { kdv_istisna_muafiyet_sebebi_id: 137 } }],
  },
  {
    id: 'satir-tevkifat-kdv-sifir',
    scope: 'line',
    note: 'Tevkifat faturasında KDV %0 girilemez. 002 §5',
    when: {
      all: [
        { field: 'fatura_tipi_id', of: 'header', equals: 3 },
        { field: 'kdv_id', equals: 5 },
      ],
    },
    then: [{ warn: documentTexts.zeroKdvOnWithholding, title: lineTexts.zeroKdvTitle, reset: ['kdv_id'] }],
  },
  {
    id: 'satir-tevkifat-kodu',
    scope: 'line',
    note: 'Tevkifat faturası (tip 3) tevkifat kodu sütununu gösterir. 002 §4',
    when: { field: 'fatura_tipi_id', of: 'header', equals: 3 },
    otherwise: [{ hide: ['tevkifat_kodlari_listesi_id'] }, { clear: ['tevkifat_kodlari_listesi_id'] }],
  },
  {
    id: 'satir-ozel-matrah',
    scope: 'line',
    note: 'Özel matrah faturası (tip 5) özel matrah kodu ve tutarını gösterir; başka tipe geçince temizlenir ve uyarılır. 002 §4, §8',
    when: { field: 'fatura_tipi_id', of: 'header', equals: 5 },
    otherwise: [
      { hide: ['ozel_matrah_kodlari_listesi_id', 'ozel_matrah_tutari'] },
      { clear: ['ozel_matrah_kodlari_listesi_id', 'ozel_matrah_tutari'] },
      // Fires when the branch starts to apply: the type switched away from 5 (once per switch, not on load).
      { warn: documentTexts.specialBaseCancelled },
    ],
  },
  {
    id: 'satir-ihrac-kayitli',
    scope: 'line',
    note: 'İhraç kayıtlı fatura (tip 6) sebep sütununu gösterir. 002 §4',
    when: { field: 'fatura_tipi_id', of: 'header', equals: 6 },
    otherwise: [{ hide: ['ihrac_kayitli_fatura_sebebi_id'] }, { clear: ['ihrac_kayitli_fatura_sebebi_id'] }],
  },
];

/**
 * The stock-card fill of a line: a sale takes the exit unit, sale price and sales KDV; a purchase the entry ones.
 * `depot`: the card's default warehouse too (small-business invoices: one pick fills the whole stock line).
 */
function stockFill(kind: 'sales' | 'purchase', depot = false): Rule {
  const sale = kind === 'sales';
  const what = sale ? 'çıkış birimi, satış fiyatı, satış KDV’si' : 'giriş birimi, alış fiyatı, alış KDV’si';
  return {
    id: 'satir-stok-doldur',
    scope: 'line',
    note: depot
      ? `Stok seçilince ${what}, KDV dahil bilgisi ve varsayılan deposu gelir. 002 §4`
      : `Stok seçilince ${what} ve KDV dahil bilgisi gelir. 002 §4`,
    then: [
      {
        fill: {
          from: 'stok_kartlari_id',
          table: 'stok_kartlari',
          columns: {
            mal_hizmet: 'stok_adi',
            birim_id: sale ? 'cikis_birimi_id' : 'giris_birimi_id',
            birim_fiyat: sale ? 'satis_fiyati' : 'alis_fiyati',
            kdv_id: sale ? 'satis_kdv_orani' : 'alis_kdv_orani',
            kdv_dahil_buton: 'kdv_dahil_buton',
            ...(depot ? { depo_kartlari_id: 'depo_kartlari_id' } : {}),
          },
        },
      },
    ],
  };
}

/**
 * The fixed-asset card fill of a line (002 §4): a sale takes the card's exit unit, a purchase its entry unit; both
 * the net value as the price, and the card's KDV and KDV-included flag.
 */
function fixedAssetFill(kind: 'sales' | 'purchase'): Rule {
  const sale = kind === 'sales';
  return {
    id: 'satir-sabit-kiymet-doldur',
    scope: 'line',
    note: sale
      ? 'Sabit kıymet seçilince çıkış birimi, net değeri, KDV’si ve KDV dahil bilgisi gelir. 002 §4'
      : 'Sabit kıymet seçilince giriş birimi, net değeri, KDV’si ve KDV dahil bilgisi gelir. 002 §4',
    then: [
      {
        fill: {
          from: 'sabit_kiymet_karti_id',
          table: 'sabit_kiymet_kartlari',
          columns: {
            mal_hizmet: 'sabit_kiymet_adi',
            birim_id: sale ? 'cikis_birimi_id' : 'giris_birimi_id',
            birim_fiyat: 'net_deger',
            kdv_id: 'kdv_id',
            kdv_dahil_buton: 'kdv_dahil_buton',
          },
        },
      },
    ],
  };
}

/** The line rules of sales invoices. */
export const salesLineRules: Rule[] = [
  ...typeLineRules,
  ...invoiceOnlyLineRules,
  stockFill('sales'),
  fixedAssetFill('sales'),
];

/** The line rules of purchase invoices. */
export const purchaseLineRules: Rule[] = [
  ...typeLineRules,
  ...invoiceOnlyLineRules,
  stockFill('purchase'),
  fixedAssetFill('purchase'),
];

/** The line rules of quotes (a quote offers a sale: the stock card's and the fixed asset's sales side). */
export const quoteLineRules: Rule[] = [...typeLineRules, stockFill('sales'), fixedAssetFill('sales')];

// Small-business invoices (kobi_satis_fatura, kobi_alis_fatura; docs/line-tables.md, "Small-business invoices"):
// KDV only — no invoice types, other taxes, withholding, special base or export reason — at 2 decimals (002 §9).

/** The totals of a small-business invoice; `kalan_odeme_tutari` (what is left to pay) is the amount at the rate. */
const KOBI_TOTALS: LinesDefinition['totals'] = {
  urun_hizmet_toplam_tutar: 'urun_hizmet_toplam_tutar',
  toplam_iskonto: 'toplam_iskonto',
  hesaplanan_kdv: 'hesaplanan_kdv',
  vergiler_dahil_toplam_tutar: 'vergiler_dahil_toplam_tutar',
  odenecek_tutar: 'odenecek_tutar',
  dovizli_tutar: 'dovizli_tutar',
  kalan_odeme_tutari: 'dovizli_tutar',
};

/** The line grid of a small-business invoice (/satis-faturalar, /alis-faturalar). */
export const kobiInvoiceLines: LinesDefinition = {
  typedFirst: TYPED_FIRST,
  columns: [
    'mal_hizmet_turu_id',
    'stok_kartlari_id',
    'depo_kartlari_id',
    'hizmet_ve_masraf_kartlari_id',
    'sabit_kiymet_karti_id',
    'mal_hizmet',
    'miktar',
    'birim_id',
    'birim_fiyat',
    'iskonto_orani',
    'iskonto_tutari',
    'kdv_id',
    'kdv_dahil_buton',
    'kdv_istisna_muafiyet_sebebi_id',
    'mal_hizmet_tutari',
    'kdv_tutari',
    'vergi_tutar',
  ],
  totals: KOBI_TOTALS,
  panel: [
    'urun_hizmet_toplam_tutar',
    'toplam_iskonto',
    'hesaplanan_kdv',
    'vergiler_dahil_toplam_tutar',
    'odenecek_tutar',
  ],
  override: { column: 'toplam_duzenlendi', editable: ['odenecek_tutar', 'vergiler_dahil_toplam_tutar'] },
  scale: 2,
  header: { currency: 'para_birimi_id', rate: 'döviz_kuru' },
};

/**
 * The quick receipt's grid (/hizli-fis-fatura): what a counter sale needs — the item, quantity, unit, price and
 * KDV — and the line total. The discount and the exemption reason are left to the full form (a KDV %0 line
 * still gets its default reason, 137, from the rules); the cards' columns stay, as the line type needs them.
 */
export const kobiQuickLines: LinesDefinition = {
  ...kobiInvoiceLines,
  // Short already: every column in view.
  typedFirst: undefined,
  columns: [
    'mal_hizmet_turu_id',
    'stok_kartlari_id',
    'depo_kartlari_id',
    'hizmet_ve_masraf_kartlari_id',
    'sabit_kiymet_karti_id',
    'mal_hizmet',
    'miktar',
    'birim_id',
    'birim_fiyat',
    'kdv_id',
    'kdv_dahil_buton',
    'vergi_tutar',
  ],
};

/** The KDV exemption of a small-business invoice line: its reason defaults to 137 (GİB 351), as there are no types. */
const kobiKdvExemptionRules: Rule[] = [
  kdvExemptionRule,
  {
    id: 'satir-kdv-istisna-varsayilan',
    scope: 'line',
    note: 'KDV istisna sebebi varsayılan 137 (küçük işletme faturasında fatura tipi yok). 002 §4, §9',
    when: { field: 'kdv_id', equals: 5 },
    then: [{ default: { kdv_istisna_muafiyet_sebebi_id: 137 } }],
  },
];

/** The line rules of small-business sales invoices (and of the quick receipt, which saves one). */
export const kobiSalesLineRules: Rule[] = [
  ...typeLineRules,
  ...kobiKdvExemptionRules,
  stockFill('sales', true),
  fixedAssetFill('sales'),
];

/** The line rules of small-business purchase invoices. */
export const kobiPurchaseLineRules: Rule[] = [
  ...typeLineRules,
  ...kobiKdvExemptionRules,
  stockFill('purchase', true),
  fixedAssetFill('purchase'),
];

// Purchase and sales orders (alis_siparis, satis_siparis; docs/orders.md): the quote's line fields and the quantity
// sent or received so far, at 2 decimals (002 §9).

/** The line grid and totals of an order. */
export const orderLines: LinesDefinition = {
  typedFirst: TYPED_FIRST,
  columns: [
    'mal_hizmet_turu_id',
    'stok_kartlari_id',
    'depo_kartlari_id',
    'hizmet_ve_masraf_kartlari_id',
    'sabit_kiymet_karti_id',
    'mal_hizmet',
    'miktar',
    'birim_id',
    'birim_fiyat',
    'iskonto_orani',
    'kdv_id',
    'kdv_dahil_buton',
    'gonderilen_miktar',
    'mal_hizmet_tutari',
    'kdv_tutari',
    'vergi_tutar',
  ],
  totals: {
    urun_hizmet_toplam_tutar: 'urun_hizmet_toplam_tutar',
    toplam_iskonto: 'toplam_iskonto',
    hesaplanan_kdv: 'hesaplanan_kdv',
    odenecek_tutar: 'odenecek_tutar',
    dovizli_tutar: 'dovizli_tutar',
  },
  panel: ['urun_hizmet_toplam_tutar', 'toplam_iskonto', 'hesaplanan_kdv', 'odenecek_tutar'],
  scale: 2,
  header: { currency: 'para_birimi_id', rate: 'döviz_kuru' },
};

/** The line rules of sales orders: the stock card's and the fixed asset's sales side. */
export const salesOrderLineRules: Rule[] = [...typeLineRules, stockFill('sales'), fixedAssetFill('sales')];

/** The line rules of purchase orders: the entry unit, purchase price and purchase KDV. */
export const purchaseOrderLineRules: Rule[] = [
  ...typeLineRules,
  stockFill('purchase'),
  fixedAssetFill('purchase'),
];
