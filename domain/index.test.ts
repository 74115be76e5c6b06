import { describe, expect, it } from 'vitest';
import * as domain from './index';

describe('the public surface of domain/', () => {
  it('exports the calculation core under the agreed names', () => {
    const names = [
      'calculateDocument',
      'calculateFreelanceReceipt',
      'calculateProducerReceipt',
      'amountInWords',
      'isValidTckn',
      'isValidVkn',
      'isValidIban',
      'isValidTrIban',
      'formatIban',
    ];
    for (const name of names) expect(typeof (domain as Record<string, unknown>)[name], name).toBe('function');
    expect(domain.DEFAULT_HEADER_KDV_ID).toBe(5);
    expect(domain.DEFAULT_LINE_KDV_ID).toBe(9);
    expect(domain.KDV_RATES[9]).toBe('20');
  });

  it('prints every amount as a decimal string at its scale', () => {
    const r = domain.calculateDocument({
      fatura_tipi_id: 2,
      para_birimi_id: 1,
      döviz_kuru: 1,
      scale: 2,
      lines: [
        {
          miktar: '3',
          birim_fiyat: 90,
          iskonto_orani: 0,
          iskonto_arttirim: '0',
          kdv_id: 9,
          kdv_dahil_buton: '0',
          diger_vergiler: [],
        },
      ],
    });
    expect(r.totals.odenecek_tutar).toBe('324.00');
    expect(domain.amountInWords(r.totals.odenecek_tutar, 1)).toBe('YALNIZ ÜÇ YÜZ YİRMİ DÖRT TL');
  });
});
