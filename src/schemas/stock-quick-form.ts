import type { QuickFormDefinition } from '../../domain/pages/page.types';

/**
 * The stock-card quick form (001 §2.2 item 6; docs/payments.md "Stock-card quick form"): on Stok Kartları, above the
 * list, the fields a bookkeeper needs to open a card in one go (the rest keep the catalogue's defaults: KDV %20,
 * Adet, TL, Ticari Mal), an admin-only test-data selector (001 §6: "The test-data selector on the stock form is
 * admin-only") and "Kaydet". Plain data; the engine names no table.
 */
export const stockQuickForm: QuickFormDefinition = {
  title: 'Hızlı Stok Kartı',
  fields: [
    { name: 'stok_adi', label: 'Stok Adı*', required: true },
    { name: 'stok_kodu', label: 'Stok Kodu' },
    { name: 'alis_fiyati', label: 'Alış Fiyatı*', required: true, money: true },
    { name: 'satis_fiyati', label: 'Satış Fiyatı*', required: true, money: true },
  ],
  defaults: {
    stok_turu_id: '4',
    giris_birimi_id: '1',
    cikis_birimi_id: '1',
    alis_kdv_orani: '9',
    satis_kdv_orani: '9',
    para_birimi_id: '1',
  },
  samples: [
    {
      label: 'Ofis Sandalyesi',
      values: {
        stok_adi: 'Ofis Sandalyesi',
        stok_kodu: 'TST-001',
        alis_fiyati: '1.250,00',
        satis_fiyati: '1.750,00',
      },
    },
    {
      label: 'A4 Fotokopi Kağıdı',
      values: {
        stok_adi: 'A4 Fotokopi Kağıdı (500 yaprak)',
        stok_kodu: 'TST-002',
        alis_fiyati: '95,50',
        satis_fiyati: '129,90',
      },
    },
    {
      label: 'Sızma Zeytinyağı 5 L',
      values: {
        stok_adi: 'Sızma Zeytinyağı 5 L',
        stok_kodu: 'TST-003',
        alis_fiyati: '640,00',
        satis_fiyati: '849,00',
      },
    },
  ],
};
