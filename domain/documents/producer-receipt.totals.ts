// Producer receipt (müstahsil makbuzu, e-MM): deductions from the goods amount.
import {
  CalculationInputError,
  checkScale,
  D,
  round,
  sum,
  toFixedString,
  type Dec,
  type NumberInput,
} from '../money/decimal';
import { SCALES } from '../money/scales';
import { percentInput } from './receipt-rates';

/** One line of a producer receipt (e_mustahsil_malhizmet); rates are percents. */
export interface ProducerReceiptLineInput {
  mal_hizmet_tutari?: NumberInput | null;
  gv_stopaj_orani?: NumberInput | null;
  mera_fonu_orani?: NumberInput | null;
  borsa_tescil_ucreti_orani?: NumberInput | null;
  sgk_prim_kesintisi_orani?: NumberInput | null;
}

/** The amounts of one producer-receipt line. */
export interface ProducerReceiptLineResult {
  mal_hizmet_tutari: string;
  gv_stopaj_tutari: string;
  mera_fonu_tutari: string;
  sgk_prim_kesintisi_tutari: string;
  /** (goods − stopaj − mera fonu − SGK) × rate. */
  borsa_tescil_ucreti_tutari: string;
  /** The four deductions together. */
  diger_vergiler_toplam_tutar: string;
  /** mal_hizmet_tutari − diger_vergiler_toplam_tutar. */
  odenecek_tutar: string;
}

/** Totals of a producer receipt. */
export interface ProducerReceiptTotals {
  urun_hizmet_toplam_tutar: string;
  gv_stopaj_tutari: string;
  mera_fonu_tutari: string;
  sgk_prim_kesintisi_tutari: string;
  borsa_tescil_ucreti_tutari: string;
  diger_vergiler_toplami: string;
  odenecek_tutar: string;
}

/** Input of calculateProducerReceipt; scale defaults to the receipts' 2 decimals. */
export interface ProducerReceiptInput {
  scale?: number;
  lines: readonly ProducerReceiptLineInput[];
}

/** Result of calculateProducerReceipt. */
export interface ProducerReceiptResult {
  lines: ProducerReceiptLineResult[];
  totals: ProducerReceiptTotals;
}

interface Amounts {
  goods: Dec;
  stopaj: Dec;
  meadow: Dec;
  sgk: Dec;
  exchange: Dec;
  deductions: Dec;
  payable: Dec;
}

/**
 * Calculates an e-MM: income-tax withholding, meadow fund and SGK premium are percents of the goods
 * amount; the exchange registration fee is (goods − those three) × its rate; other taxes = the four;
 * payable = goods − other taxes. Every amount is rounded per line, half-up.
 */
export function calculateProducerReceipt(input: ProducerReceiptInput): ProducerReceiptResult {
  const scale = checkScale(input.scale ?? SCALES.receipt);
  if (!Array.isArray(input.lines))
    throw new CalculationInputError('lines', input.lines, 'bir liste olmalıdır');
  const amounts: Amounts[] = input.lines.map((line, i) => {
    const field = `lines[${i}]`;
    const goods = round(D(line.mal_hizmet_tutari, `${field}.mal_hizmet_tutari`), scale);
    const share = (rate: NumberInput | null | undefined, name: string, base: Dec) =>
      round(base.times(percentInput(rate, `${field}.${name}`)).dividedBy(100), scale);
    const stopaj = share(line.gv_stopaj_orani, 'gv_stopaj_orani', goods);
    const meadow = share(line.mera_fonu_orani, 'mera_fonu_orani', goods);
    const sgk = share(line.sgk_prim_kesintisi_orani, 'sgk_prim_kesintisi_orani', goods);
    const exchangeBase = goods.minus(stopaj).minus(meadow).minus(sgk);
    const exchange = share(line.borsa_tescil_ucreti_orani, 'borsa_tescil_ucreti_orani', exchangeBase);
    const deductions = stopaj.plus(meadow).plus(sgk).plus(exchange);
    return { goods, stopaj, meadow, sgk, exchange, deductions, payable: goods.minus(deductions) };
  });
  const money = (value: Dec) => toFixedString(value, scale);
  const total = (pick: (a: Amounts) => Dec) => money(sum(amounts.map(pick)));
  return {
    lines: amounts.map((a) => ({
      mal_hizmet_tutari: money(a.goods),
      gv_stopaj_tutari: money(a.stopaj),
      mera_fonu_tutari: money(a.meadow),
      sgk_prim_kesintisi_tutari: money(a.sgk),
      borsa_tescil_ucreti_tutari: money(a.exchange),
      diger_vergiler_toplam_tutar: money(a.deductions),
      odenecek_tutar: money(a.payable),
    })),
    totals: {
      urun_hizmet_toplam_tutar: total((a) => a.goods),
      gv_stopaj_tutari: total((a) => a.stopaj),
      mera_fonu_tutari: total((a) => a.meadow),
      sgk_prim_kesintisi_tutari: total((a) => a.sgk),
      borsa_tescil_ucreti_tutari: total((a) => a.exchange),
      diger_vergiler_toplami: total((a) => a.deductions),
      odenecek_tutar: total((a) => a.payable),
    },
  };
}
