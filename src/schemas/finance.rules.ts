import type { RuleSet } from '../../domain/rules/types';
import { foreignRateRule, localRateRule } from './invoice.rules';

// Rules of the cash and bank transactions and of the cheques and notes (002 §4 "Finance transactions",
// "Cheques and notes", §5 "tip_id target required"); the form and the server run them (docs/rules.md).

/** The document kinds of tip_id per direction and the column each points with (002 §5). */
const TARGETS = {
  in: [
    { tip: 1, column: 'satis_fatura_id' },
    { tip: 2, column: 'musteri_cek_id' },
    { tip: 3, column: 'firma_senet_id' },
    { tip: 4, column: 'sabit_isletme_giderleri_id' },
    { tip: 5, column: 'kobi_satis_fatura_id' },
  ],
  out: [
    { tip: 1, column: 'alis_fatura_id' },
    { tip: 2, column: 'firma_cek_id' },
    { tip: 3, column: 'musteri_senet_id' },
    { tip: 4, column: 'sabit_isletme_giderleri_id' },
    { tip: 5, column: 'kobi_alis_fatura_id' },
  ],
} as const;

/** islem_tipi_id → the field it shows and requires (1 cash, 2 bank, 3 service/expense card). */
const COUNTERS = [
  { tip: 1, column: 'kasa_karti_id', note: 'Kasa kartı' },
  { tip: 2, column: 'banka_karti_id', note: 'Banka kartı' },
  { tip: 3, column: 'hizmet_ve_masraf_kartlari_id', note: 'Hizmet / masraf kartı' },
] as const;

/**
 * A cash or bank transaction: what islem_tipi_id shows and requires, the tip_id targets (a change of tip_id
 * clears every target), the rate locked at 1 for TL, today as the date. An incoming transfer (`copiesTarget`)
 * copies the chosen sales invoice's or customer cheque's number, date, currency and amount (002 §4), and needs
 * an amount only when it has neither.
 */
export function transactionRules(direction: 'in' | 'out', opts: { copiesTarget?: boolean } = {}): RuleSet {
  const targets = TARGETS[direction];
  const rules: RuleSet[number][] = [
    localRateRule,
    foreignRateRule,
    {
      id: 'islem-tarihi-bugun',
      note: 'Yeni işlemin tarihi bugündür. 002 §9',
      then: [{ default: { islem_tarihi: { date: 'today' } } }],
    },
    ...COUNTERS.map((c) => ({
      id: `islem-tipi-${c.tip}`,
      note: `İşlem tipi ${c.tip}: ${c.note} görünür ve zorunludur. 002 §4`,
      when: { field: 'islem_tipi_id', equals: c.tip },
      then: [{ show: [c.column] }, { require: [c.column] }],
      otherwise: [{ hide: [c.column] }, { clear: [c.column] }],
    })),
    {
      id: 'islem-tipi-cari',
      note: 'İşlem tipi 4 (Cari): belge türü (tip_id) ve cari hesap görünür ve zorunludur. 002 §4',
      when: { field: 'islem_tipi_id', equals: 4 },
      then: [{ show: ['tip_id', 'cari_hesap_id'] }, { require: ['tip_id', 'cari_hesap_id'] }],
      otherwise: [{ hide: ['tip_id', 'cari_hesap_id'] }, { clear: ['tip_id', 'cari_hesap_id'] }],
    },
    {
      id: 'tip-degisince-temizle',
      note: 'Belge türü (tip_id) değişince bütün hedef kayıtlar temizlenir. 002 §4',
      then: [{ clearOnChange: targets.map((t) => t.column), of: 'tip_id' }],
    },
    ...targets.map((t) => ({
      id: `tip-${t.tip}-hedef`,
      note: `Belge türü ${t.tip}: ${t.column} görünür ve zorunludur. 002 §5`,
      when: {
        all: [
          { field: 'islem_tipi_id', equals: 4 },
          { field: 'tip_id', equals: t.tip },
        ],
      },
      then: [{ show: [t.column] }, { require: [t.column] }],
      otherwise: [{ hide: [t.column] }, { clear: [t.column] }],
    })),
  ];
  if (opts.copiesTarget) {
    rules.push(
      {
        id: 'gelen-havale-fatura-kopya',
        note: 'Gelen havalede seçilen satış faturasının numarası, tarihi, para birimi ve tutarı kopyalanır. 002 §4',
        then: [
          {
            fill: {
              from: 'satis_fatura_id',
              table: 'satis_fatura',
              columns: {
                belge_no: 'fatura_numarasi',
                belge_tarihi: 'fatura_tarihi',
                para_birimi_id: 'para_birimi_id',
                döviz_kuru: 'döviz_kuru',
                tutar: 'kalan_odeme_tutari',
              },
            },
          },
        ],
      },
      {
        id: 'gelen-havale-cek-kopya',
        note: 'Gelen havalede seçilen müşteri çekinin numarası, vadesi, para birimi ve tutarı kopyalanır. 002 §4',
        then: [
          {
            fill: {
              from: 'musteri_cek_id',
              table: 'musteri_cek',
              columns: {
                belge_no: 'cek_numarasi',
                belge_tarihi: 'vade_tarihi',
                para_birimi_id: 'para_birimi_id',
                döviz_kuru: 'döviz_kuru',
                tutar: 'tutar',
              },
            },
          },
        ],
      },
      {
        id: 'gelen-havale-tutar',
        note: 'Tutar zorunludur; satış faturası ya da müşteri çeki seçildiyse sunucu onun tutarını kopyalar.',
        when: {
          not: {
            any: [
              {
                all: [
                  { field: 'tip_id', equals: 1 },
                  { field: 'satis_fatura_id', notEmpty: true },
                ],
              },
              {
                all: [
                  { field: 'tip_id', equals: 2 },
                  { field: 'musteri_cek_id', notEmpty: true },
                ],
              },
            ],
          },
        },
        then: [{ require: ['tutar'] }],
      },
    );
  }
  return rules;
}

/** The rate fields of a cheque or note: hidden and emptied for TL (002 §4), the rate then 1. */
const RATE_FIELDS = ['döviz_kuru', 'kur_tarihi', 'doviz_kuru_kaynagi', 'doviz_kuru_aciklamasi'];

/** A cheque or a promissory note: rate fields by currency, today as the date of the transaction. */
export const paperRules: RuleSet = [
  {
    id: 'yerel-para-kur-alanlari',
    note: 'TL (ya da boş) para biriminde kur alanları gizlenir, kur 1 olur. 002 §4',
    when: {
      any: [
        { field: 'para_birimi_id', equals: 1 },
        { field: 'para_birimi_id', empty: true },
      ],
    },
    then: [{ hide: RATE_FIELDS }, { set: { döviz_kuru: '1' } }, { clear: RATE_FIELDS.slice(1) }],
    otherwise: [{ show: RATE_FIELDS }],
  },
  {
    id: 'cek-senet-tarih-bugun',
    note: 'Yeni kaydın işlem tarihi bugündür. 002 §9',
    then: [{ default: { islem_tarihi: { date: 'today' } } }],
  },
];
