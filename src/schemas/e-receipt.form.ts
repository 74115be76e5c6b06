import type { RuleSet } from '../../domain/rules/types';
import type { LinesDefinition } from '../../domain/pages/lines.types';
import type { PageDefinition } from '../../domain/pages/page.types';
import { invoiceAddressParts } from './invoice.groups';
import { invoiceAddressRules } from './invoice.rules';

// The forms of the receipts (serbest_meslek_makbuzu e-SMM, e_mustahsil_makbuzu e-MM; 002 §2–§5, docs/e-documents.md
// "e-SMM ve e-MM formları"): the receiver (the client of a freelancer, the producer of an e-MM) filled from the
// chosen current account, the receipt's own fields, the lines computed by domain's receipt calculators (the grid
// and the server), the totals, and the integrator's answers.

export type ReceiptKind = 'smm' | 'emm';

/** The receiver's identity the form fills from the chosen current account (002 §4). */
const CUSTOMER_FILL: Record<string, string> = {
  tc: 'tc',
  unvan: 'unvan',
  name_basic: 'name_basic',
  surname: 'surname',
  vergi_daireleri_id: 'vergi_daireleri_id',
};

/** The header totals of each receipt, as the calculator names them (the panel shows them in this order). */
export const RECEIPT_TOTAL_COLUMNS: Record<ReceiptKind, string[]> = {
  smm: [
    'brut_ucret',
    'gv_stopaj_tutari',
    'net_ucret',
    'kdv_tutari',
    'kdv_tevkifat_tutari',
    'tahsil_edilen_kdv',
    'net_tahsilat',
  ],
  emm: [
    'urun_hizmet_toplam_tutar',
    'gv_stopaj_tutari',
    'mera_fonu_tutari',
    'sgk_prim_kesintisi_tutari',
    'borsa_tescil_ucreti_tutari',
    'diger_vergiler_toplami',
    'odenecek_tutar',
  ],
};

/** The line grid of a receipt: its calculator, columns and totals (header column = the calculator's total). */
export function receiptLines(kind: ReceiptKind): LinesDefinition {
  const totals = RECEIPT_TOTAL_COLUMNS[kind];
  return {
    calculator: kind === 'smm' ? 'freelanceReceipt' : 'producerReceipt',
    columns:
      kind === 'smm'
        ? [
            'mal_hizmet',
            'brut_ucret',
            'gv_stopaj_orani',
            'kdv_id',
            'kdv_tevkifat_orani',
            'tevkifat_kodlari_listesi_id',
            'kdv_istisna_muafiyet_sebebi_id',
            'gv_stopaj_tutari',
            'net_ucret',
            'kdv_tutari',
            'kdv_tevkifat_tutari',
            'net_tahsilat',
          ]
        : [
            'mal_hizmet',
            'miktar',
            'birim_id',
            'mal_hizmet_tutari',
            'gv_stopaj_orani',
            'mera_fonu_orani',
            'borsa_tescil_ucreti_orani',
            'sgk_prim_kesintisi_orani',
            'gv_stopaj_tutari',
            'mera_fonu_tutari',
            'borsa_tescil_ucreti_tutari',
            'sgk_prim_kesintisi_tutari',
            'odenecek_tutar',
          ],
    // The receipt calculators' totals carry the header columns' names.
    totals: Object.fromEntries(totals.map((c) => [c, c])) as LinesDefinition['totals'],
    panel: totals,
    scale: 2,
    firstColumn: 'mal_hizmet',
  };
}

/** The groups of a receipt form. */
export function receiptGroups(kind: ReceiptKind): NonNullable<PageDefinition['groups']> {
  const smm = kind === 'smm';
  return [
    {
      id: 'cari',
      title: smm ? 'Müşteri Bilgileri' : 'Müstahsil Bilgileri',
      columns: ['cari_hesap_id', 'adres_id'],
    },
    {
      id: 'adres',
      title: 'Adres ve Kimlik Bilgileri',
      columns: ['tc', 'unvan', 'name_basic', 'surname', 'vergi_daireleri_id', ...invoiceAddressParts],
    },
    {
      id: 'makbuz',
      title: 'Makbuz Bilgileri',
      columns: [
        'fatura_on_eki_id',
        'duzenleme_tarihi',
        'duzenleme_zamani',
        ...(smm ? ['gonderim_sekli_id'] : ['teslim_tarihi']),
        'firma_adres_id',
        ...(smm ? ['fatura_xslt_id'] : []),
        'makbuz_numarasi',
        'ettn',
        'e_fatura_durumu_id',
      ],
    },
    { id: 'satirlar', title: smm ? 'Hizmetler' : 'Ürünler', columns: ['mal_hizmet_json'] },
    { id: 'toplamlar', title: 'Toplamlar', columns: RECEIPT_TOTAL_COLUMNS[kind] },
    { id: 'diger', title: 'Açıklama', columns: ['kayitli_notlar_id', 'description'] },
    // What the integrator answers once the receipt is sent (read-only; empty on a draft).
    {
      id: 'gonderim',
      title: 'Gönderim Bilgileri',
      columns: [
        'document_profile',
        'ent_fatura_durumu',
        ...(smm ? ['response_code', 'response_explanation'] : []),
      ],
    },
  ];
}

/** The rules of a receipt form (header and lines). */
export function receiptRules(kind: ReceiptKind): RuleSet {
  return [
    ...invoiceAddressRules,
    {
      id: 'makbuz-tarihi',
      note: 'Yeni makbuzun tarihi bugün, saati şimdi. 002 §9',
      then: [{ default: { duzenleme_tarihi: { date: 'today' }, duzenleme_zamani: { now: 'time' } } }],
    },
    {
      id: 'cari-kimlik-doldur',
      note: 'Cari seçilince TC / VKN, ad, soyad, ünvan ve vergi dairesi cariden doldurulur. 002 §4',
      then: [{ fill: { from: 'cari_hesap_id', table: 'cari_hesap', columns: CUSTOMER_FILL } }],
    },
    {
      id: 'tckn-vkn',
      note: '11 haneli TC: kişi, ad ve soyad zorunlu, ünvan kapalı; 10 haneli VKN: ünvan zorunlu, ad ve soyad kapalı. 002 §4',
      when: { field: 'tc', length: { eq: 11 } },
      then: [{ require: ['name_basic', 'surname'] }, { disable: ['unvan'] }, { clear: ['unvan'] }],
      otherwise: [
        { require: ['unvan'] },
        { disable: ['name_basic', 'surname'] },
        { clear: ['name_basic', 'surname'] },
      ],
    },
    ...(kind === 'smm'
      ? ([
          {
            id: 'satir-kdv-istisna',
            scope: 'line',
            note: 'KDV %0 (id 5): KDV istisna sebebi zorunlu; değilse temizlenir ve kapanır (GİB). 002 §4',
            when: { field: 'kdv_id', equals: 5 },
            then: [{ require: ['kdv_istisna_muafiyet_sebebi_id'] }],
            otherwise: [
              { disable: ['kdv_istisna_muafiyet_sebebi_id'] },
              { clear: ['kdv_istisna_muafiyet_sebebi_id'] },
            ],
          },
          {
            id: 'satir-kdv-tevkifat',
            scope: 'line',
            note: 'KDV tevkifatı varsa tevkifat kodu zorunlu; yoksa temizlenir ve kapanır (GİB).',
            when: {
              any: [
                { field: 'kdv_tevkifat_orani', empty: true },
                { field: 'kdv_tevkifat_orani', equals: 0 },
              ],
            },
            then: [{ disable: ['tevkifat_kodlari_listesi_id'] }, { clear: ['tevkifat_kodlari_listesi_id'] }],
            otherwise: [{ require: ['tevkifat_kodlari_listesi_id'] }],
          },
        ] as RuleSet)
      : []),
  ];
}
