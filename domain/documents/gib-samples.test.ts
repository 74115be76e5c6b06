// GİB's (and an integrator's) published sample documents, recomputed from their lines. The figures are
// copied from the XML files named in each test; docs/calculations.md lists where the files are.
import { describe, expect, it } from 'vitest';
import { amountInWords } from '../words/amount-in-words';
import { calculateDocument } from './document.totals';
import { calculateFreelanceReceipt } from './freelance-receipt.totals';
import { calculateProducerReceipt } from './producer-receipt.totals';

describe('GİB e-Fatura samples (UBL-TR 1.2.1 package, as mirrored by phax/phive-rules test-files)', () => {
  it('TEVKIFAT.xml: 20000 at 18 %, withholding 606 at 9/10', () => {
    const r = calculateDocument({
      fatura_tipi_id: 3,
      lines: [{ miktar: 1, birim_fiyat: 20000, kdv_id: 4, diger_vergiler: [{ id: 19, oran: 9 }] }],
    });
    expect(r.totals).toMatchObject({
      urun_hizmet_toplam_tutar: '20000.00', // LineExtensionAmount
      vergiler_haric_toplam_tutar: '20000.00', // TaxExclusiveAmount
      hesaplanan_kdv: '3600.00', // TaxSubtotal/TaxAmount
      tevkifat_toplami: '3240.00', // WithholdingTaxTotal/TaxAmount
      vergiler_dahil_toplam_tutar: '23600.00', // TaxInclusiveAmount
      odenecek_tutar: '20360.00', // PayableAmount
    });
    expect(r.withholdingSubtotals).toEqual([
      { tenths: '9', percent: '90', taxable: '3600.00', amount: '3240.00' },
    ]);
  });

  it('YTB_Tevkıfat_Efatura.xml (2025): 15 × 15 at 10 %, withholding 613 at 9/10', () => {
    const r = calculateDocument({
      fatura_tipi_id: 3,
      lines: [{ miktar: 15, birim_fiyat: 15, kdv_id: 8, diger_vergiler: [{ id: 19, oran: 9 }] }],
    });
    expect(r.totals).toMatchObject({
      urun_hizmet_toplam_tutar: '225.00',
      hesaplanan_kdv: '22.50',
      tevkifat_toplami: '20.25',
      vergiler_dahil_toplam_tutar: '247.50',
      odenecek_tutar: '227.25',
    });
  });

  it('Good_TemelFatura.xml: 101 kWh × 0.15 at 18 %', () => {
    const r = calculateDocument({ lines: [{ miktar: 101, birim_fiyat: '0.15', kdv_id: 4 }] });
    expect(r.totals).toMatchObject({
      urun_hizmet_toplam_tutar: '15.15',
      hesaplanan_kdv: '2.73', // 2.727
      vergiler_dahil_toplam_tutar: '17.88',
      odenecek_tutar: '17.88',
    });
  });

  it('IadeFaturasiOrnegi.xml: 18 × 38.25 at 18 %', () => {
    const r = calculateDocument({
      fatura_tipi_id: 1,
      lines: [{ miktar: 18, birim_fiyat: '38.25', kdv_id: 4 }],
    });
    expect(r.lines[0]).toMatchObject({ mal_hizmet_tutari: '688.50', kdv_tutari: '123.93' });
    expect(r.totals.odenecek_tutar).toBe('812.43');
  });

  it('IHRACAT.xml: 1000 at 0 % (exemption 301), payable 1000', () => {
    const r = calculateDocument({ fatura_tipi_id: 4, lines: [{ miktar: 1, birim_fiyat: 1000, kdv_id: 5 }] });
    expect(r.taxSubtotals).toEqual([
      {
        vergiId: null,
        code: '0015',
        kind: 'kdv',
        percent: '0',
        perUnitAmount: null,
        taxable: '1000.00',
        amount: '0.00',
      },
    ]);
    expect(r.totals).toMatchObject({
      hesaplanan_kdv: '0.00',
      vergiler_dahil_toplam_tutar: '1000.00',
      odenecek_tutar: '1000.00',
    });
  });

  it('ISTISNA-1.xml: a USD invoice whose lines make 22425 USD', () => {
    const r = calculateDocument({
      fatura_tipi_id: 4,
      para_birimi_id: 2,
      döviz_kuru: '1.5',
      lines: [
        { miktar: 1, birim_fiyat: 20700, kdv_id: 5 },
        { miktar: 1, birim_fiyat: 1725, kdv_id: 5 },
      ],
    });
    expect(r.totals.urun_hizmet_toplam_tutar).toBe('22425.00');
    expect(r.totals.dovizli_tutar).toBe('33637.50');
    expect(amountInWords(r.totals.odenecek_tutar, 2)).toBe('YALNIZ YİRMİ İKİ BİN DÖRT YÜZ YİRMİ BEŞ USD');
  });

  it('OZELMATRAH.xml: 0.5 × 49.87 with a special base of 22.28 at 18 %', () => {
    const r = calculateDocument({
      fatura_tipi_id: 5,
      lines: [{ miktar: '0.5', birim_fiyat: '49.87', kdv_id: 4, ozel_matrah_tutari: '22.28' }],
    });
    expect(r.taxSubtotals[0]).toMatchObject({ taxable: '22.28', amount: '4.01' });
    expect(r.totals).toMatchObject({
      urun_hizmet_toplam_tutar: '24.94', // 24.935 half-up
      ozel_matrah_toplami: '22.28',
      hesaplanan_kdv: '4.01',
      toplam_vergi_tutari: '4.01', // TaxTotal/TaxAmount
      vergiler_dahil_toplam_tutar: '24.94', // TaxInclusiveAmount: the KDV is inside the price
      odenecek_tutar: '24.94',
    });
  });

  it('OTV.xml: 922 kg × 6.9324 with ÖTV (I) of 1.9985 per kg inside the KDV base, KDV 18 %', () => {
    const r = calculateDocument({
      lines: [
        { miktar: 922, birim_fiyat: '6.9324', kdv_id: 4, diger_vergiler: [{ id: 8, birim_tutar: '1.9985' }] },
      ],
    });
    expect(r.taxSubtotals).toEqual([
      {
        vergiId: null,
        code: '0015',
        kind: 'kdv',
        percent: '18',
        perUnitAmount: null,
        taxable: '8234.29',
        amount: '1482.17',
      },
      {
        vergiId: 8,
        code: '0071',
        kind: 'otv',
        percent: '0',
        perUnitAmount: '1.9985',
        taxable: '6391.67',
        amount: '1842.62',
      },
    ]);
    expect(r.totals).toMatchObject({
      urun_hizmet_toplam_tutar: '6391.67',
      toplam_vergi_tutari: '3324.79', // TaxTotal/TaxAmount
      // The sample says 9718.48, which is not 6391.67 + 3324.79; GİB's schematron checks no arithmetic.
      vergiler_dahil_toplam_tutar: '9716.46',
    });
  });
});

describe('integrator samples (izibiz api-documentation)', () => {
  it('e-SMM (BaseESmmUBL): 17.80 gross, 20 % stopaj, 18 % KDV, 2/10 withholding → 16.80', () => {
    const r = calculateFreelanceReceipt({
      lines: [{ brut_ucret: '17.80', gv_stopaj_orani: 20, kdv_id: 4, kdv_tevkifat_orani: 2 }],
    });
    expect(r.lines[0]).toMatchObject({
      gv_stopaj_tutari: '3.56',
      net_ucret: '14.24',
      kdv_tutari: '3.20',
      kdv_tevkifat_tutari: '0.64',
      net_tahsilat: '16.80',
    });
  });

  it('mustahsil_bagkur.xml: 15,000,000 with 4 % stopaj and 1 % SGK premium → 14,250,000', () => {
    const r = calculateProducerReceipt({
      lines: [{ mal_hizmet_tutari: 15000000, gv_stopaj_orani: 4, sgk_prim_kesintisi_orani: 1 }],
    });
    expect(r.totals).toMatchObject({
      gv_stopaj_tutari: '600000.00',
      sgk_prim_kesintisi_tutari: '150000.00',
      diger_vergiler_toplami: '750000.00',
      odenecek_tutar: '14250000.00',
    });
  });

  it('mustahsil_borsatescil.xml: 49,000 with 4 % stopaj and 2 % exchange fee on the rest → 46,099.20', () => {
    const r = calculateProducerReceipt({
      lines: [{ mal_hizmet_tutari: 49000, gv_stopaj_orani: 4, borsa_tescil_ucreti_orani: 2 }],
    });
    expect(r.lines[0]).toMatchObject({ gv_stopaj_tutari: '1960.00', borsa_tescil_ucreti_tutari: '940.80' });
    expect(r.totals).toMatchObject({ diger_vergiler_toplami: '2900.80', odenecek_tutar: '46099.20' });
  });
});
