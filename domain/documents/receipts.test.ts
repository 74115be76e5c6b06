import { describe, expect, it } from 'vitest';
import { CalculationInputError } from '../money/decimal';
import { calculateFreelanceReceipt } from './freelance-receipt.totals';
import { calculateProducerReceipt } from './producer-receipt.totals';

describe('freelance receipt (e-SMM)', () => {
  it('10,000 gross, 20 % stopaj, 20 % KDV, 5/10 withholding → 9,000 collected', () => {
    const r = calculateFreelanceReceipt({
      lines: [{ brut_ucret: 10000, gv_stopaj_orani: 20, kdv_id: 9, kdv_tevkifat_orani: 5 }],
    });
    expect(r.lines[0]).toEqual({
      brut_ucret: '10000.00',
      gv_stopaj_tutari: '2000.00',
      net_ucret: '8000.00',
      kdv_orani: '20',
      kdv_tutari: '2000.00',
      kdv_tevkifat_tutari: '1000.00',
      tahsil_edilen_kdv: '1000.00',
      net_tahsilat: '9000.00',
    });
  });

  it('sums the rounded lines; no stopaj and no withholding leave gross + KDV', () => {
    const r = calculateFreelanceReceipt({
      lines: [
        { brut_ucret: 5000, kdv_id: 9 },
        { brut_ucret: '333.33', gv_stopaj_orani: 20, kdv_id: 9, kdv_tevkifat_orani: 3 },
      ],
    });
    // Line 2: stopaj 66.666 → 66.67, net 266.66, KDV 66.666 → 66.67, withheld 20.001 → 20.00, collected 313.33.
    expect(r.lines[1]).toMatchObject({
      net_ucret: '266.66',
      kdv_tutari: '66.67',
      kdv_tevkifat_tutari: '20.00',
    });
    expect(r.totals).toEqual({
      brut_ucret: '5333.33',
      gv_stopaj_tutari: '66.67',
      net_ucret: '5266.66',
      kdv_tutari: '1066.67',
      kdv_tevkifat_tutari: '20.00',
      tahsil_edilen_kdv: '1046.67',
      net_tahsilat: '6313.33',
      odenecek_tutar: '6313.33',
    });
  });

  it('refuses rates out of range', () => {
    expect(() => calculateFreelanceReceipt({ lines: [{ brut_ucret: 1, gv_stopaj_orani: 120 }] })).toThrow(
      /lines\[0\]\.gv_stopaj_orani/,
    );
    expect(() => calculateFreelanceReceipt({ lines: [{ brut_ucret: 1, kdv_tevkifat_orani: 50 }] })).toThrow(
      CalculationInputError,
    );
  });
});

describe('producer receipt (e-MM)', () => {
  it('takes stopaj, meadow fund and SGK from the goods and the exchange fee from what is left', () => {
    const r = calculateProducerReceipt({
      lines: [
        {
          mal_hizmet_tutari: '12345.67',
          gv_stopaj_orani: 2,
          mera_fonu_orani: '0.2',
          sgk_prim_kesintisi_orani: 1,
          borsa_tescil_ucreti_orani: '0.2',
        },
      ],
    });
    // 246.9134 → 246.91; 24.69134 → 24.69; 123.4567 → 123.46; (12345.67 − 395.06) × 0.2 % = 23.90122 → 23.90.
    expect(r.lines[0]).toEqual({
      mal_hizmet_tutari: '12345.67',
      gv_stopaj_tutari: '246.91',
      mera_fonu_tutari: '24.69',
      sgk_prim_kesintisi_tutari: '123.46',
      borsa_tescil_ucreti_tutari: '23.90',
      diger_vergiler_toplam_tutar: '418.96',
      odenecek_tutar: '11926.71',
    });
  });

  it('totals several lines', () => {
    const r = calculateProducerReceipt({
      lines: [
        { mal_hizmet_tutari: 1000, gv_stopaj_orani: 2 },
        { mal_hizmet_tutari: 500, mera_fonu_orani: 1 },
        { mal_hizmet_tutari: '' },
      ],
    });
    expect(r.totals).toEqual({
      urun_hizmet_toplam_tutar: '1500.00',
      gv_stopaj_tutari: '20.00',
      mera_fonu_tutari: '5.00',
      sgk_prim_kesintisi_tutari: '0.00',
      borsa_tescil_ucreti_tutari: '0.00',
      diger_vergiler_toplami: '25.00',
      odenecek_tutar: '1475.00',
    });
  });

  it('refuses a negative rate', () => {
    expect(() =>
      calculateProducerReceipt({ lines: [{ mal_hizmet_tutari: 1, mera_fonu_orani: -1 }] }),
    ).toThrow(/mera_fonu_orani/);
  });
});
