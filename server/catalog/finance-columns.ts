import { POSITION_NAMES, positionsOf, startPosition, type PaperKind } from '../../domain/finance';
import { MAX_EXCHANGE_RATE } from '../../domain/money';
import { PACKAGES } from '../../domain/packages';
import { bool, columnIds, date, longText, select, staticSelect, text } from './columns';
import { decimal, money } from './document-columns';
import type { CatalogColumn } from './types';

// The columns of the cash and bank transactions (tahsilat_islem, odeme_islemi, banka_gelen_havale_islemi,
// banka_giden_havale_islem) and of the cheques and notes (musteri_cek, firma_cek, musteri_senet, firma_senet).
// Names as 002 §3 and 001 §3 spell them; docs/finance.md says what each is for.

/** The packages that keep cash, bank, cheques and notes (every one but Kısıtlı Kobi). */
export const FINANCE_PACKAGES = [PACKAGES.onMuhasebe, PACKAGES.kobi, PACKAGES.muhasebe, PACKAGES.sube];

/** The largest amount a transaction, cheque or note takes: a trillion (numeric(18, 3) holds 10¹⁵). */
export const MAX_FINANCE_AMOUNT = 1_000_000_000_000;

/** An amount of 3 decimals (002 §9: finance, cheque amounts), never negative. */
const amount3 = (id: number, name: string, label: string, extra: Partial<CatalogColumn> = {}) =>
  money(id, name, label, { scale: 3, min: 0, ...extra });

/** An amount typed by the user: above zero (its smallest unit at 3 decimals) and bounded. */
const typedAmount = (id: number, name: string, label: string) =>
  amount3(id, name, label, { min: 0.001, max: MAX_FINANCE_AMOUNT });

/** islem_tipi_id: what the money comes from or goes to (002 §4 "Finance transactions"). */
export const ISLEM_TIPLERI = [
  // Cari first, as the spec's enumeration lists it (002 §4): most receipts and payments are a customer's.
  { id: '4', text: 'Cari' },
  { id: '1', text: 'Kasa' },
  { id: '2', text: 'Banka' },
  { id: '3', text: 'Hizmet / Masraf' },
];

/** A transaction's direction: money comes into the card (receipt, incoming transfer) or leaves it. */
export type Direction = 'in' | 'out';

/** The document kinds of tip_id and the column each one points with (002 §5 "tip_id target required"). */
export const TIP_TARGETS: Record<Direction, { id: string; text: string; column: string; table: string }[]> = {
  in: [
    { id: '1', text: 'Satış Faturası', column: 'satis_fatura_id', table: 'satis_fatura' },
    { id: '2', text: 'Müşteri Çeki', column: 'musteri_cek_id', table: 'musteri_cek' },
    { id: '3', text: 'Firma Senedi', column: 'firma_senet_id', table: 'firma_senet' },
    // 002 §4 lists it for both directions (a refund of a fixed expense comes in).
    {
      id: '4',
      text: 'Sabit İşletme Gideri',
      column: 'sabit_isletme_giderleri_id',
      table: 'sabit_isletme_giderleri',
    },
    // 001 §3's link field of a small-business sales invoice (issue 12, docs/payments.md).
    { id: '5', text: 'Kobi Satış Faturası', column: 'kobi_satis_fatura_id', table: 'kobi_satis_fatura' },
  ],
  out: [
    { id: '1', text: 'Alış Faturası', column: 'alis_fatura_id', table: 'alis_fatura' },
    { id: '2', text: 'Firma Çeki', column: 'firma_cek_id', table: 'firma_cek' },
    { id: '3', text: 'Müşteri Senedi', column: 'musteri_senet_id', table: 'musteri_senet' },
    {
      id: '4',
      text: 'Sabit İşletme Gideri',
      column: 'sabit_isletme_giderleri_id',
      table: 'sabit_isletme_giderleri',
    },
    { id: '5', text: 'Kobi Alış Faturası', column: 'kobi_alis_fatura_id', table: 'kobi_alis_fatura' },
  ],
};

/**
 * A cash or bank transaction. `card` is the card the money moves on (kasa_karti2_id / banka_karti2_id); the
 * counter card (kasa_karti_id / banka_karti_id, islem_tipi_id 1 / 2) makes it a transfer between own cards.
 */
export function transactionColumns(
  tableId: number,
  card: 'kasa' | 'banka',
  direction: Direction,
  opts: { copiesTarget?: boolean } = {},
): CatalogColumn[] {
  const n = columnIds(tableId);
  const [t1, t2, t3, t4, t5] = TIP_TARGETS[direction];
  const targetDisplay = (t: typeof t1) =>
    t.table.endsWith('fatura')
      ? 'fatura_numarasi'
      : t.table.endsWith('cek')
        ? 'cek_numarasi'
        : t.table === 'sabit_isletme_giderleri'
          ? 'gider_adi'
          : 'senet_no';
  // Any document of the company; the server takes the customer from the chosen document (docs/finance.md).
  const target = (i: number, t: typeof t1) => select(n(i), t.column, t.text, t.table, {}, targetDisplay(t));
  return [
    card === 'kasa'
      ? select(n(10), 'kasa_karti2_id', 'Kasa*', 'kasa_karti', {}, 'kasa_tanımı')
      : select(n(10), 'banka_karti2_id', 'Banka*', 'banka_karti', {}, 'banka_tanımı'),
    staticSelect(n(11), 'islem_tipi_id', 'İşlem Tipi*', ISLEM_TIPLERI, { default: '4' }),
    date(n(12), 'islem_tarihi', 'İşlem Tarihi*'),
    text(n(13), 'belge_no', 'Belge No', { max_length: 50 }),
    date(n(14), 'belge_tarihi', 'Belge Tarihi'),
    select(n(15), 'kasa_karti_id', card === 'kasa' ? 'Karşı Kasa' : 'Kasa', 'kasa_karti', {}, 'kasa_tanımı'),
    select(
      n(16),
      'banka_karti_id',
      card === 'banka' ? 'Karşı Banka' : 'Banka',
      'banka_karti',
      {},
      'banka_tanımı',
    ),
    select(
      n(17),
      'hizmet_ve_masraf_kartlari_id',
      'Hizmet / Masraf Kartı',
      'hizmet_ve_masraf_kartlari',
      {},
      'hizmet_masraf_adi',
    ),
    select(n(18), 'cari_hesap_id', 'Cari Hesap', 'cari_hesap', {}, 'cari_hesap_adi'),
    staticSelect(
      n(19),
      'tip_id',
      'Belge Türü',
      TIP_TARGETS[direction].map(({ id, text: label }) => ({ id, text: label })),
    ),
    target(20, t1),
    target(21, t2),
    target(22, t3),
    target(32, t4),
    target(33, t5),
    select(n(23), 'para_birimi_id', 'Para Birimi*', 'para_birimleri', { default: 1 }),
    decimal(n(24), 'döviz_kuru', 'Döviz Kuru*', 4, {
      default: '1',
      min: 0,
      max: MAX_EXCHANGE_RATE,
      value_kind: 'exchange_rate',
    }),
    // An incoming transfer may leave the amount to the server, which copies it from the chosen invoice or
    // cheque; its page's rules require it otherwise (docs/finance.md, "Copy of the referenced record").
    typedAmount(n(25), 'tutar', opts.copiesTarget ? 'Tutar' : 'Tutar*'),
    select(n(26), 'kdv_id', 'KDV*', 'kdv_oranlari', { default: card === 'banka' ? 9 : 5 }),
    bool(n(27), 'kdv_dahil_buton', 'KDV Dahil', { default: '1' }),
    amount3(n(28), 'kdv_tutari', 'KDV Tutarı', { computed: true, readOnly: true }),
    amount3(n(29), 'vergi_tutar', 'KDV Dahil Tutar', { computed: true, readOnly: true }),
    amount3(n(30), 'dovizli_tutar', 'TL Karşılığı', { computed: true, readOnly: true }),
    longText(n(31), 'aciklama', 'Açıklama'),
  ];
}

/**
 * A cheque or a promissory note. Notes carry `senet_no` (001 §3), cheques `cek_numarasi` and the bank; the rate
 * fields are hidden for TL (002 §4); the rate is not required on a customer's cheque (002 §5).
 */
export function paperColumns(tableId: number, kind: PaperKind): CatalogColumn[] {
  const n = columnIds(tableId);
  const cheque = kind.endsWith('_cek');
  const rateLabel = kind === 'musteri_cek' ? 'Döviz Kuru' : 'Döviz Kuru*';
  return [
    select(n(10), 'cari_hesap_id', cheque ? 'Cari Hesap*' : 'Cari Hesap', 'cari_hesap', {}, 'cari_hesap_adi'),
    cheque
      ? text(n(11), 'cek_numarasi', 'Çek Numarası*', { max_length: 50 })
      : text(n(11), 'senet_no', 'Senet No*', { max_length: 50 }),
    staticSelect(
      n(12),
      'pozisyon_id',
      'Pozisyon*',
      positionsOf(kind).map((p) => ({ id: String(p), text: POSITION_NAMES[p] })),
      { default: String(startPosition(kind)) },
    ),
    date(n(13), 'islem_tarihi', 'İşlem Tarihi*'),
    date(n(14), 'vade_tarihi', 'Vade Tarihi*'),
    ...(cheque
      ? [
          select(n(15), 'bankalar_id', 'Banka', 'bankalar'),
          text(n(16), 'hesap_no', 'Hesap No', { max_length: 30 }),
        ]
      : []),
    text(n(17), 'borclu', cheque ? 'Keşideci' : 'Borçlu', { max_length: 200 }),
    select(n(18), 'sehirler_id', 'Ödeme Yeri*', 'sehirler'),
    typedAmount(n(19), 'tutar', 'Tutar*'),
    select(n(20), 'para_birimi_id', 'Para Birimi*', 'para_birimleri', { default: 1 }),
    decimal(n(21), 'döviz_kuru', rateLabel, 4, {
      default: '1',
      min: 0,
      max: MAX_EXCHANGE_RATE,
      value_kind: 'exchange_rate',
    }),
    date(n(22), 'kur_tarihi', 'Kur Tarihi'),
    text(n(23), 'doviz_kuru_kaynagi', 'Döviz Kuru Kaynağı', { max_length: 100 }),
    text(n(24), 'doviz_kuru_aciklamasi', 'Döviz Kuru Açıklaması', { max_length: 200 }),
    amount3(n(25), 'dovizli_tutar', 'TL Karşılığı', { computed: true, readOnly: true }),
    longText(n(26), 'description', 'Açıklama'),
    // What is still to collect or pay, in TL: kept by the database from the transactions that point at the paper
    // (migration 202612080010); the detail's panel shows it and "Tamamını Öde" fills it.
    amount3(n(27), 'kalan_tutar', 'Kalan Tutar', { computed: true, readOnly: true }),
  ];
}
