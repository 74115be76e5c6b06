import { PACKAGES } from '../../domain/packages';
import { definePage } from '../engine/page/definePage';
import { kobiOrderPanel } from '../../domain/pages/payment-panels';

/**
 * Kobi siparişleri (001 §3–§5, 002 §4–§5): a small-business order bought or sold, paid up front from cash or bank
 * and the rest in instalments. The server computes KDV, total, instalment amount and paid state; the instalment
 * payments come with the money panels (001 §2.2).
 */
export default definePage({
  table: 'kobi_siparis',
  route: '/kobi-siparisler',
  title: 'Kobi Siparişleri',
  menu: { label: 'Siparişler', order: 26 },
  packages: [PACKAGES.kobi],
  layout: 'page',
  orderPayment: kobiOrderPanel,
  groups: [
    {
      id: 'siparis',
      title: 'Sipariş Bilgileri',
      columns: ['kobi_alinan_satilan', 'cari_hesap_id', 'urun_adi', 'description'],
    },
    {
      id: 'tutar',
      title: 'Tutar',
      columns: ['tutar', 'kdv_id', 'kdv_dahil_buton', 'kdv_tutari', 'vergi_tutar'],
    },
    {
      id: 'vade',
      title: 'Vade ve Taksit',
      columns: [
        'vade_baslangi',
        'vade_tarihi',
        'kobi_taksit_sayisi',
        'taksitli',
        'kobi_taksit_tutari',
        'kobi_taksit',
      ],
    },
    {
      id: 'odeme',
      title: 'Ödeme',
      columns: [
        'kobi_odenen_tutar',
        'kasa_banka',
        'kasa_karti_id',
        'banka_karti_id',
        'kobi_odenmis_tutar',
        'kobi_odendi',
      ],
    },
  ],
  listTotals: { columns: ['vergi_tutar', 'kobi_odenmis_tutar'] },
  listColumns: [
    'urun_adi',
    'cari_hesap_id',
    'kobi_alinan_satilan',
    'vergi_tutar',
    'kobi_odenmis_tutar',
    'vade_tarihi',
    'kobi_odendi',
  ],
  rules: [
    {
      id: 'kobi-sunucu',
      note: 'KDV, toplam, taksit tutarı ve ödeme durumunu kayıtta sunucu hesaplar (domain/documents).',
      then: [
        {
          disable: [
            'kdv_tutari',
            'vergi_tutar',
            'taksitli',
            'kobi_taksit_tutari',
            'kobi_taksit',
            'kobi_odenmis_tutar',
            'kobi_odendi',
          ],
        },
      ],
    },
    {
      id: 'kobi-pesin-odeme',
      note: 'Ödenen tutar sıfırdan büyükse kasa / banka seçimi görünür ve zorunludur. 002 §4',
      when: { field: 'kobi_odenen_tutar', number: { gt: 0 } },
      then: [{ show: ['kasa_banka'] }, { require: ['kasa_banka'] }],
      otherwise: [
        { hide: ['kasa_banka', 'kasa_karti_id', 'banka_karti_id'] },
        { clear: ['kasa_karti_id', 'banka_karti_id'] },
      ],
    },
    {
      id: 'kobi-kasa',
      note: 'kasa_banka 1 kasadır: kasa kartı zorunlu, banka kartı temizlenir. 001 §2.1',
      when: {
        all: [
          { field: 'kobi_odenen_tutar', number: { gt: 0 } },
          { field: 'kasa_banka', equals: '1' },
        ],
      },
      then: [
        { show: ['kasa_karti_id'] },
        { require: ['kasa_karti_id'] },
        { hide: ['banka_karti_id'] },
        { clear: ['banka_karti_id'] },
      ],
    },
    {
      id: 'kobi-banka',
      note: 'kasa_banka 1 değilse bankadır: banka kartı zorunlu, kasa kartı temizlenir. 001 §2.1',
      when: {
        all: [
          { field: 'kobi_odenen_tutar', number: { gt: 0 } },
          { not: { field: 'kasa_banka', equals: '1' } },
        ],
      },
      then: [
        { show: ['banka_karti_id'] },
        { require: ['banka_karti_id'] },
        { hide: ['kasa_karti_id'] },
        { clear: ['kasa_karti_id'] },
      ],
    },
    {
      id: 'kobi-taksit-negatif',
      note: '002 §5: "Sıfırdan küçük taksit girilemez."',
      when: { field: 'kobi_taksit_sayisi', number: { lt: 0 } },
      then: [{ invalid: 'kobi_taksit_sayisi', message: 'Sıfırdan küçük taksit girilemez.' }],
    },
    {
      id: 'kobi-fazla-odeme',
      note: '002 §5: KDV dahil fiyattan fazlası ödenemez (KDV hariçte sunucu vergiler dahil tutarla karşılaştırır).',
      when: {
        all: [
          { field: 'kdv_dahil_buton', equals: '1' },
          { field: 'kobi_odenen_tutar', number: { gt: { field: 'tutar' } } },
        ],
      },
      then: [{ invalid: 'kobi_odenen_tutar', message: 'Ürün fiyatından daha fazla ödeyemezsiniz!' }],
    },
  ],
});
