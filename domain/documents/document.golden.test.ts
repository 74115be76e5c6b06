// Golden cases worked by hand (docs/calculations.md shows the working of the ones marked there).
import { describe, expect, it } from 'vitest';
import { CalculationInputError } from '../money/decimal';
import { calculateDocument } from './document.totals';
import type { DocumentInput, DocumentLineInput, DocumentTotals } from './document.types';

const ZERO = '0.00';
const doc = (lines: DocumentLineInput[], header: Omit<DocumentInput, 'lines'> = {}) =>
  calculateDocument({ fatura_tipi_id: 2, para_birimi_id: 1, döviz_kuru: 1, ...header, lines });

/** Totals with every field not given being zero. */
const totals = (given: Partial<DocumentTotals>): DocumentTotals => ({
  urun_hizmet_toplam_tutar: ZERO,
  toplam_iskonto: ZERO,
  vergiler_haric_toplam_tutar: ZERO,
  hesaplanan_kdv: ZERO,
  diger_vergiler_toplami: ZERO,
  toplam_vergi_tutari: ZERO,
  tevkifat_toplami: ZERO,
  kesintiler_toplami: ZERO,
  ozel_matrah_toplami: ZERO,
  vergiler_dahil_toplam_tutar: ZERO,
  odenecek_tutar: ZERO,
  dovizli_tutar: ZERO,
  ...given,
});

describe('every KDV rate: 7 × 12.35 = 86.45', () => {
  it.each([
    [2, '1', '0.86', '87.31'],
    [3, '8', '6.92', '93.37'],
    [4, '18', '15.56', '102.01'],
    [5, '0', '0.00', '86.45'],
    [7, '21.5', '18.59', '105.04'],
    [8, '10', '8.65', '95.10'], // 8.645 rounds half-up to 8.65 (banker's rounding would give 8.64)
    [9, '20', '17.29', '103.74'],
  ])('kdv_id %i (%s %%): KDV %s, payable %s', (kdvId, percent, kdv, payable) => {
    const r = doc([{ miktar: 7, birim_fiyat: '12.35', kdv_id: kdvId }]);
    expect(r.lines[0]).toMatchObject({ kdv_orani: percent, mal_hizmet_tutari: '86.45', kdv_tutari: kdv });
    expect(r.totals).toEqual(
      totals({
        urun_hizmet_toplam_tutar: '86.45',
        vergiler_haric_toplam_tutar: '86.45',
        hesaplanan_kdv: kdv,
        toplam_vergi_tutari: kdv,
        vergiler_dahil_toplam_tutar: payable,
        odenecek_tutar: payable,
        dovizli_tutar: payable,
      }),
    );
  });
});

describe('KDV-included prices', () => {
  it('splits 120 incl. 20 % into 100 + 20', () => {
    const r = doc([{ miktar: 1, birim_fiyat: 120, kdv_id: 9, kdv_dahil_buton: '1' }]);
    expect(r.lines[0]).toMatchObject({
      birim_fiyat_kdv_haric: '100',
      brut_tutar: '100.00',
      kdv_tutari: '20.00',
    });
    expect(r.totals.odenecek_tutar).toBe('120.00');
  });

  it('keeps 3 × 9.99 incl. 18 % at 29.97 (25.40 + 4.57)', () => {
    const r = doc([{ miktar: 3, birim_fiyat: '9.99', kdv_id: 4, kdv_dahil_buton: '1' }]);
    expect(r.lines[0]).toMatchObject({
      mal_hizmet_tutari: '25.40',
      kdv_tutari: '4.57',
      vergi_tutar: '29.97',
    });
  });

  it('keeps the typed gross: the KDV is the gross less the net at the line scale (issue 12 item 7)', () => {
    // 10.05 / 1.2 = 8.375 → net 8.38; KDV = 10.05 − 8.38 = 1.67 (not round(8.38 × 0.2) = 1.68 → 10.06).
    const up = doc([{ miktar: 1, birim_fiyat: '10.05', kdv_id: 9, kdv_dahil_buton: '1' }]);
    expect(up.lines[0]).toMatchObject({ birim_fiyat_kdv_haric: '8.375', mal_hizmet_tutari: '8.38' });
    expect(up.totals).toMatchObject({ hesaplanan_kdv: '1.67', odenecek_tutar: '10.05' });
    // 100 / 1.215 = 82.3045… → net 82.30; KDV = 100.00 − 82.30 = 17.70; total 100.00 (was 99.99).
    const down = doc([{ miktar: 1, birim_fiyat: 100, kdv_id: 7, kdv_dahil_buton: '1' }]);
    expect(down.lines[0]).toMatchObject({ kdv_tutari: '17.70', vergi_tutar: '100.00' });
    expect(down.totals).toMatchObject({ vergiler_haric_toplam_tutar: '82.30', hesaplanan_kdv: '17.70' });
    expect(down.totals.odenecek_tutar).toBe('100.00');
    expect(down.taxSubtotals[0]).toMatchObject({ taxable: '82.30', amount: '17.70' });
  });

  it('keeps the typed gross per line on a multi-line document and with a discount', () => {
    const r = doc([
      { miktar: 1, birim_fiyat: 100, kdv_id: 7, kdv_dahil_buton: '1' },
      { miktar: 3, birim_fiyat: '33.33', kdv_id: 7, kdv_dahil_buton: '1', iskonto_orani: 15 },
      { miktar: 7, birim_fiyat: '1.01', kdv_id: 2, kdv_dahil_buton: '1' },
    ]);
    // 99.99 less 15 % = 84.9915 → 84.99; 7.07 at 1 %.
    expect(r.lines.map((l) => l.vergi_tutar)).toEqual(['100.00', '84.99', '7.07']);
    expect(r.totals.odenecek_tutar).toBe('192.06');
  });

  it('leaves a KDV-included line at 0 % without KDV', () => {
    const r = doc([{ miktar: 3, birim_fiyat: '0.335', kdv_id: 5, kdv_dahil_buton: '1', iskonto_orani: 50 }]);
    expect(r.lines[0].kdv_tutari).toBe('0.00');
  });

  it('applies the discount after the split: 2 × 59 incl. 18 % less 10 % = 90 + 16.20', () => {
    const r = doc([{ miktar: 2, birim_fiyat: 59, kdv_id: 4, kdv_dahil_buton: '1', iskonto_orani: 10 }]);
    expect(r.lines[0]).toMatchObject({
      brut_tutar: '100.00',
      iskonto_tutari: '-10.00',
      mal_hizmet_tutari: '90.00',
      kdv_tutari: '16.20',
      vergi_tutar: '106.20',
    });
  });

  it('peels off an ÖTV inside the KDV base too: 1440 incl. 20 % KDV and 20 % ÖTV = 1000 + 200 + 240', () => {
    const r = doc([
      {
        miktar: 1,
        birim_fiyat: 1440,
        kdv_id: 9,
        kdv_dahil_buton: '1',
        diger_vergiler: [{ id: 11, oran: 20 }],
      },
    ]);
    expect(r.lines[0]).toMatchObject({
      mal_hizmet_tutari: '1000.00',
      kdv_matrahi: '1200.00',
      kdv_tutari: '240.00',
    });
    expect(r.totals.vergiler_dahil_toplam_tutar).toBe('1440.00');
  });

  it('treats "0", 0 and false as "KDV excluded"', () => {
    for (const flag of ['0', 0, false, '', null]) {
      expect(
        doc([{ miktar: 1, birim_fiyat: 120, kdv_id: 9, kdv_dahil_buton: flag }]).totals.odenecek_tutar,
      ).toBe('144.00');
    }
  });
});

describe('discounts and increases', () => {
  it('discounts 15 % of 10 × 25 (negative iskonto_tutari)', () => {
    const r = doc([{ miktar: 10, birim_fiyat: 25, kdv_id: 9, iskonto_orani: 15 }]);
    expect(r.totals).toEqual(
      totals({
        urun_hizmet_toplam_tutar: '250.00',
        toplam_iskonto: '-37.50',
        vergiler_haric_toplam_tutar: '212.50',
        hesaplanan_kdv: '42.50',
        toplam_vergi_tutari: '42.50',
        vergiler_dahil_toplam_tutar: '255.00',
        odenecek_tutar: '255.00',
        dovizli_tutar: '255.00',
      }),
    );
  });

  it("increases by 10 % when iskonto_arttirim is '1'", () => {
    const r = doc([{ miktar: 10, birim_fiyat: 25, kdv_id: 9, iskonto_orani: 10, iskonto_arttirim: '1' }]);
    expect(r.lines[0]).toMatchObject({
      iskonto_tutari: '25.00',
      mal_hizmet_tutari: '275.00',
      kdv_tutari: '55.00',
    });
    expect(r.totals).toMatchObject({ toplam_iskonto: '25.00', odenecek_tutar: '330.00' });
  });

  it('rounds the discount itself: 12.5 % of 9.99 = 1.24875 → 1.25', () => {
    const r = doc([{ miktar: 3, birim_fiyat: '3.33', kdv_id: 9, iskonto_orani: '12.5' }]);
    expect(r.lines[0]).toMatchObject({
      iskonto_tutari: '-1.25',
      mal_hizmet_tutari: '8.74',
      kdv_tutari: '1.75',
    });
    expect(r.totals.odenecek_tutar).toBe('10.49');
  });

  it('lets a 100 % discount zero the line while the gross stays visible', () => {
    const r = doc([{ miktar: 10, birim_fiyat: 25, kdv_id: 9, iskonto_orani: 100 }]);
    expect(r.totals).toMatchObject({
      urun_hizmet_toplam_tutar: '250.00',
      toplam_iskonto: '-250.00',
      hesaplanan_kdv: ZERO,
      odenecek_tutar: ZERO,
    });
  });

  it('refuses a negative rate and a discount above 100 %, but allows a 150 % increase', () => {
    expect(() => doc([{ miktar: 1, birim_fiyat: 1, iskonto_orani: -5 }])).toThrow(CalculationInputError);
    expect(() => doc([{ miktar: 1, birim_fiyat: 1, iskonto_orani: 101 }])).toThrow(
      /lines\[0\]\.iskonto_orani/,
    );
    const r = doc([{ miktar: 1, birim_fiyat: 100, kdv_id: 5, iskonto_orani: 150, iskonto_arttirim: '1' }]);
    expect(r.totals.odenecek_tutar).toBe('250.00');
  });
});

describe('withholding (KDV tevkifat, vergiler_id 19, rate in tenths)', () => {
  it('withholds 7/10 of 200 KDV on a 1000 service: payable 1060', () => {
    const r = doc([{ miktar: 1, birim_fiyat: 1000, kdv_id: 9, diger_vergiler: [{ id: 19, oran: 7 }] }], {
      fatura_tipi_id: 3,
    });
    expect(r.lines[0]).toMatchObject({
      kdv_tutari: '200.00',
      kdv_tevkifat_tutari: '140.00',
      odenecek_tutar: '1060.00',
    });
    expect(r.lines[0].diger_vergiler[0]).toMatchObject({
      id: 19,
      kod: '9015',
      toplam: '140.00',
      mal_hizmet: '200.00',
    });
    expect(r.totals).toEqual(
      totals({
        urun_hizmet_toplam_tutar: '1000.00',
        vergiler_haric_toplam_tutar: '1000.00',
        hesaplanan_kdv: '200.00',
        toplam_vergi_tutari: '200.00', // withholding is not a tax total
        tevkifat_toplami: '140.00',
        vergiler_dahil_toplam_tutar: '1200.00',
        odenecek_tutar: '1060.00',
        dovizli_tutar: '1060.00',
      }),
    );
    expect(r.withholdingSubtotals).toEqual([
      { tenths: '7', percent: '70', taxable: '200.00', amount: '140.00' },
    ]);
  });

  it('groups two rates and rounds per line', () => {
    const r = doc(
      [
        { miktar: 1, birim_fiyat: 1000, kdv_id: 9, diger_vergiler: [{ id: 19, oran: 5 }] },
        { miktar: 1, birim_fiyat: 500, kdv_id: 8, diger_vergiler: [{ id: 19, oran: 9 }] },
        { miktar: 1, birim_fiyat: '33.33', kdv_id: 9, diger_vergiler: [{ id: 19, oran: 3 }] },
      ],
      { fatura_tipi_id: '3' },
    );
    // KDV 200 + 50 + 6.67 (6.666); withheld 100 + 45 + 2.00 (2.001).
    expect(r.lines.map((l) => l.kdv_tevkifat_tutari)).toEqual(['100.00', '45.00', '2.00']);
    expect(r.totals).toMatchObject({
      hesaplanan_kdv: '256.67',
      tevkifat_toplami: '147.00',
      vergiler_dahil_toplam_tutar: '1790.00',
      odenecek_tutar: '1643.00',
    });
    expect(r.withholdingSubtotals.map((w) => [w.percent, w.taxable, w.amount])).toEqual([
      ['50', '200.00', '100.00'],
      ['90', '50.00', '45.00'],
      ['30', '6.67', '2.00'],
    ]);
  });

  it('withholds nothing when the invoice is not of type 3 (the form resets it with a warning)', () => {
    const r = doc([{ miktar: 1, birim_fiyat: 1000, kdv_id: 9, diger_vergiler: [{ id: 19, oran: 7 }] }]);
    expect(r.totals).toMatchObject({ tevkifat_toplami: ZERO, odenecek_tutar: '1200.00' });
    expect(r.withholdingSubtotals).toEqual([]);
  });

  it('refuses a rate above 10 tenths', () => {
    expect(() =>
      doc([{ miktar: 1, birim_fiyat: 1, diger_vergiler: [{ id: 19, oran: 70 }] }], { fatura_tipi_id: 3 }),
    ).toThrow(/lines\[0\]\.diger_vergiler\[0\]\.oran/);
  });
});

describe('other taxes by kind', () => {
  const one = (vergi: { id: number; oran: number | string }, kdvId = 9) =>
    doc([{ miktar: 1, birim_fiyat: 1000, kdv_id: kdvId, diger_vergiler: [vergi] }]);

  it('ÖTV (id 11, 20 %) is added and enters the KDV base: 1000 + 200 + 240', () => {
    const r = one({ id: 11, oran: 20 });
    expect(r.lines[0]).toMatchObject({
      kdv_matrahi: '1200.00',
      kdv_tutari: '240.00',
      diger_vergiler_toplam_tutar: '200.00',
    });
    expect(r.totals).toMatchObject({
      diger_vergiler_toplami: '200.00',
      toplam_vergi_tutari: '440.00',
      vergiler_dahil_toplam_tutar: '1440.00',
      odenecek_tutar: '1440.00',
    });
    expect(r.taxSubtotals).toEqual([
      {
        vergiId: null,
        code: '0015',
        kind: 'kdv',
        percent: '20',
        perUnitAmount: null,
        taxable: '1200.00',
        amount: '240.00',
      },
      {
        vergiId: 11,
        code: '0074',
        kind: 'otv',
        percent: '20',
        perUnitAmount: null,
        taxable: '1000.00',
        amount: '200.00',
      },
    ]);
  });

  it('KKDF (id 7, 6 %) raises the KDV by its rate: 200 × 1.06 = 212', () => {
    const r = one({ id: 7, oran: 6 });
    expect(r.lines[0]).toMatchObject({ kdv_tutari: '212.00', diger_vergiler_toplam_tutar: '60.00' });
    expect(r.totals.odenecek_tutar).toBe('1272.00');
  });

  it('GV stopajı (id 3, 20 %) lowers the payable amount and is not a tax total', () => {
    const r = one({ id: 3, oran: 20 });
    expect(r.lines[0]).toMatchObject({
      kesinti_tutari: '200.00',
      vergi_tutar: '1200.00',
      odenecek_tutar: '1000.00',
    });
    expect(r.totals).toMatchObject({
      toplam_vergi_tutari: '200.00',
      diger_vergiler_toplami: ZERO,
      kesintiler_toplami: '200.00',
      vergiler_dahil_toplam_tutar: '1200.00',
      odenecek_tutar: '1000.00',
    });
  });

  it('KV stopajı (id 4, 15 %) lowers the payable amount', () => {
    expect(one({ id: 4, oran: 15 }).totals).toMatchObject({
      kesintiler_toplami: '150.00',
      odenecek_tutar: '1050.00',
    });
  });

  it('an added tax (id 5 konaklama vergisi, 2 %) is outside the KDV base', () => {
    const r = one({ id: 5, oran: 2 });
    expect(r.lines[0]).toMatchObject({ kdv_matrahi: '1000.00', kdv_tutari: '200.00' });
    expect(r.totals).toMatchObject({
      diger_vergiler_toplami: '20.00',
      toplam_vergi_tutari: '220.00',
      odenecek_tutar: '1220.00',
    });
  });

  it('an ÖTV at 0 % adds nothing and keeps the entry', () => {
    const r = one({ id: 8, oran: 0 }, 5);
    expect(r.lines[0].diger_vergiler[0]).toMatchObject({ id: 8, kod: '0071', oran: '0', toplam: ZERO });
    expect(r.totals.odenecek_tutar).toBe('1000.00');
  });

  it('a per-unit ÖTV (birim_tutar) is miktar × amount and enters the KDV base', () => {
    const r = doc([
      { miktar: 40, birim_fiyat: '25.50', kdv_id: 9, diger_vergiler: [{ id: 8, birim_tutar: '2.25' }] },
    ]);
    // 40 × 25.50 = 1020; ÖTV 40 × 2.25 = 90; KDV (1020 + 90) × 20 % = 222.
    expect(r.lines[0]).toMatchObject({
      diger_vergiler_toplam_tutar: '90.00',
      kdv_tutari: '222.00',
      vergi_tutar: '1332.00',
    });
  });

  it('keeps the extra keys of an entry, reads JSON text and object maps', () => {
    const entry = { id: 11, oran: '6.7', display: 'ÖTV 4. Liste', istisna_kodu: null };
    const asText = doc([
      { miktar: 1, birim_fiyat: 1000, kdv_id: 9, diger_vergiler: JSON.stringify([entry]) },
    ]);
    const asMap = doc([{ miktar: 1, birim_fiyat: 1000, kdv_id: 9, diger_vergiler: { 0: entry } }]);
    expect(asText.lines[0].diger_vergiler[0]).toMatchObject({ display: 'ÖTV 4. Liste', toplam: '67.00' });
    expect(asMap.totals).toEqual(asText.totals);
    expect(() => doc([{ miktar: 1, birim_fiyat: 1, diger_vergiler: '{oops' }])).toThrow(
      CalculationInputError,
    );
    expect(() => doc([{ miktar: 1, birim_fiyat: 1, diger_vergiler: [{ id: 99, oran: 1 }] }])).toThrow(
      /diger_vergiler\[0\]\.id/,
    );
  });

  it('adds several kinds on one line in the right places', () => {
    // 2000 net; ÖTV 10 % = 200; KKDF 3 % = 60; damga 0.948 % = 18.96; stopaj 10 % = 200.
    // KDV base 2000 + 200 + 60 = 2260 → KDV 20 % = 452; withholding 5/10 = 226 (type 3).
    const r = doc(
      [
        {
          miktar: 4,
          birim_fiyat: 500,
          kdv_id: 9,
          diger_vergiler: [
            { id: 11, oran: 10 },
            { id: 7, oran: 3 },
            { id: 6, oran: '0.948' },
            { id: 3, oran: 10 },
            { id: 19, oran: 5 },
          ],
        },
      ],
      { fatura_tipi_id: 3 },
    );
    expect(r.totals).toEqual(
      totals({
        urun_hizmet_toplam_tutar: '2000.00',
        vergiler_haric_toplam_tutar: '2000.00',
        hesaplanan_kdv: '452.00',
        diger_vergiler_toplami: '278.96',
        toplam_vergi_tutari: '730.96',
        tevkifat_toplami: '226.00',
        kesintiler_toplami: '200.00',
        vergiler_dahil_toplam_tutar: '2730.96',
        odenecek_tutar: '2304.96',
        dovizli_tutar: '2304.96',
      }),
    );
  });
});

describe('special base (özel matrah, invoice type 5)', () => {
  it('computes the KDV on the special base and shows it without adding it', () => {
    const r = doc([{ miktar: 2, birim_fiyat: 500, kdv_id: 9, ozel_matrah_tutari: '150' }], {
      fatura_tipi_id: 5,
    });
    expect(r.lines[0]).toMatchObject({
      kdv_matrahi: '150.00',
      kdv_tutari: '30.00',
      ozel_matrah_tutari: '150.00',
    });
    expect(r.totals).toMatchObject({
      ozel_matrah_toplami: '150.00',
      hesaplanan_kdv: '30.00',
      toplam_vergi_tutari: '30.00',
      vergiler_dahil_toplam_tutar: '1000.00',
      odenecek_tutar: '1000.00',
    });
  });

  it('ignores the special base on other invoice types and empty or zero bases', () => {
    const other = doc([{ miktar: 2, birim_fiyat: 500, kdv_id: 9, ozel_matrah_tutari: '150' }]);
    expect(other.totals).toMatchObject({
      ozel_matrah_toplami: ZERO,
      hesaplanan_kdv: '200.00',
      odenecek_tutar: '1200.00',
    });
    const zero = doc([{ miktar: 2, birim_fiyat: 500, kdv_id: 9, ozel_matrah_tutari: '0' }], {
      fatura_tipi_id: 5,
    });
    expect(zero.totals.odenecek_tutar).toBe('1200.00');
  });
});

describe('foreign currency', () => {
  it('converts the payable amount at döviz_kuru', () => {
    const r = doc([{ miktar: 10, birim_fiyat: '99.99', kdv_id: 9 }], {
      para_birimi_id: 2,
      döviz_kuru: '32.5432',
    });
    // 999.90 + 199.98 = 1199.88; × 32.5432 = 39047.934816 → 39047.93.
    expect(r.totals).toMatchObject({ odenecek_tutar: '1199.88', dovizli_tutar: '39047.93' });
  });

  it('locks the rate at 1 for TL', () => {
    const r = doc([{ miktar: 1, birim_fiyat: 100, kdv_id: 9 }], { para_birimi_id: 1, döviz_kuru: 35 });
    expect(r.totals.dovizli_tutar).toBe('120.00');
  });

  it('needs a rate above zero for a foreign currency', () => {
    expect(() => doc([{ miktar: 1, birim_fiyat: 1 }], { para_birimi_id: 3, döviz_kuru: '' })).toThrow(
      /döviz_kuru/,
    );
  });
});

describe('edge cases', () => {
  it('a document without lines, or with empty lines, is all zero', () => {
    expect(doc([]).totals).toEqual(totals({}));
    expect(doc([{}]).totals).toEqual(totals({}));
  });

  it('zero quantity gives a zero line', () => {
    const r = doc([{ miktar: 0, birim_fiyat: '149.90', kdv_id: 9, iskonto_orani: 10 }]);
    expect(r.lines[0]).toMatchObject({ brut_tutar: ZERO, kdv_tutari: ZERO, odenecek_tutar: ZERO });
  });

  it('negative quantities (returned goods) give negative amounts rounded away from zero', () => {
    const r = doc([
      { miktar: -2, birim_fiyat: 50, kdv_id: 9 },
      { miktar: -1, birim_fiyat: '0.25', kdv_id: 8 }, // KDV -0.025 → -0.03
    ]);
    expect(r.lines[1].kdv_tutari).toBe('-0.03');
    expect(r.totals).toMatchObject({ hesaplanan_kdv: '-20.03', odenecek_tutar: '-120.28' });
  });

  it('handles 999,999,999,999.99 without losing a kuruş', () => {
    const r = doc([{ miktar: 1, birim_fiyat: '999999999999.99', kdv_id: 9 }]);
    // KDV 199999999999.998 → 200000000000.00.
    expect(r.totals).toMatchObject({ hesaplanan_kdv: '200000000000.00', odenecek_tutar: '1199999999999.99' });
  });

  it('keeps many decimals of the price until the line is rounded', () => {
    const r = doc([{ miktar: 3, birim_fiyat: '12.3456', kdv_id: 9 }]);
    // 37.0368 → 37.04; KDV on the rounded net: 7.408 → 7.41.
    expect(r.lines[0]).toMatchObject({
      mal_hizmet_tutari: '37.04',
      kdv_tutari: '7.41',
      vergi_tutar: '44.45',
    });
  });

  it('computes with JS numbers exactly: 3 × 0.1 is 0.30', () => {
    expect(doc([{ miktar: 3, birim_fiyat: 0.1, kdv_id: 5 }]).totals.odenecek_tutar).toBe('0.30');
  });

  it('rounds per line and sums the rounded lines (three 0.005 KDVs make 0.03, not 0.02)', () => {
    const line = { miktar: 1, birim_fiyat: '0.05', kdv_id: 8 };
    const r = doc([line, line, line]);
    expect(r.lines.map((l) => l.kdv_tutari)).toEqual(['0.01', '0.01', '0.01']);
    expect(r.totals.hesaplanan_kdv).toBe('0.03');
  });

  it('groups KDV subtotals by rate', () => {
    const r = doc([
      { miktar: 1, birim_fiyat: 100, kdv_id: 9 },
      { miktar: 1, birim_fiyat: 50, kdv_id: 8 },
      { miktar: 2, birim_fiyat: 25, kdv_id: 9 },
    ]);
    expect(r.taxSubtotals.map((t) => [t.percent, t.taxable, t.amount])).toEqual([
      ['20', '150.00', '30.00'],
      ['10', '50.00', '5.00'],
    ]);
  });

  it('honours a scale of 3 (finance amounts)', () => {
    const r = doc([{ miktar: 1, birim_fiyat: '10.0005', kdv_id: 9 }], { scale: 3 });
    expect(r.lines[0]).toMatchObject({ mal_hizmet_tutari: '10.001', kdv_tutari: '2.000' });
    expect(r.totals.odenecek_tutar).toBe('12.001');
  });

  it('reports malformed input with the field path', () => {
    expect(() => doc([{ miktar: 1, birim_fiyat: '12,50' }])).toThrow(/lines\[0\]\.birim_fiyat/);
    expect(() => doc([{}, { miktar: 1, kdv_id: 6 }])).toThrow(/lines\[1\]\.kdv_id/);
    expect(() => calculateDocument({ lines: [], scale: 9 })).toThrow(CalculationInputError);
    expect(() => calculateDocument({ lines: 'x' as unknown as [] })).toThrow(CalculationInputError);
  });
});
