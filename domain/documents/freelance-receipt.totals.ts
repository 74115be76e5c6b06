// Freelance receipt (serbest meslek makbuzu, e-SMM): income-tax withholding, KDV and KDV withholding.
import {
  CalculationInputError,
  checkScale,
  D,
  round,
  sum,
  toFixedString,
  toPlainString,
  type Dec,
  type NumberInput,
} from '../money/decimal';
import { SCALES } from '../money/scales';
import { kdvPercent } from '../tax/kdv';
import { withholdingAmount, withholdingTenths } from '../tax/withholding';
import { percentInput } from './receipt-rates';

/** One line of a freelance receipt (serbest_meslek_malhizmet). */
export interface FreelanceReceiptLineInput {
  brut_ucret?: NumberInput | null;
  /** Income-tax withholding, percent of the gross fee. */
  gv_stopaj_orani?: NumberInput | null;
  kdv_id?: NumberInput | null;
  /** KDV withholding in tenths (2 = 2/10 of the KDV). */
  kdv_tevkifat_orani?: NumberInput | null;
}

/** The amounts of one freelance-receipt line. */
export interface FreelanceReceiptLineResult {
  brut_ucret: string;
  gv_stopaj_tutari: string;
  /** brut_ucret − gv_stopaj_tutari. */
  net_ucret: string;
  kdv_orani: string;
  /** KDV on the gross fee. */
  kdv_tutari: string;
  kdv_tevkifat_tutari: string;
  /** KDV actually collected: kdv_tutari − kdv_tevkifat_tutari. */
  tahsil_edilen_kdv: string;
  /** net_ucret + tahsil_edilen_kdv. */
  net_tahsilat: string;
}

/** Totals of a freelance receipt; odenecek_tutar is the total net_tahsilat. */
export interface FreelanceReceiptTotals {
  brut_ucret: string;
  gv_stopaj_tutari: string;
  net_ucret: string;
  kdv_tutari: string;
  kdv_tevkifat_tutari: string;
  tahsil_edilen_kdv: string;
  net_tahsilat: string;
  odenecek_tutar: string;
}

/** Input of calculateFreelanceReceipt; scale defaults to the receipts' 2 decimals. */
export interface FreelanceReceiptInput {
  scale?: number;
  lines: readonly FreelanceReceiptLineInput[];
}

/** Result of calculateFreelanceReceipt. */
export interface FreelanceReceiptResult {
  lines: FreelanceReceiptLineResult[];
  totals: FreelanceReceiptTotals;
}

interface Amounts {
  gross: Dec;
  stopaj: Dec;
  net: Dec;
  kdvPercent: Dec;
  kdv: Dec;
  withheld: Dec;
  collectedKdv: Dec;
  payable: Dec;
}

/**
 * Calculates an e-SMM: net = gross − income-tax withholding; KDV = gross × KDV rate; KDV withholding =
 * KDV × tenths / 10; net_tahsilat = net + KDV − KDV withholding. Each amount is rounded per line.
 */
export function calculateFreelanceReceipt(input: FreelanceReceiptInput): FreelanceReceiptResult {
  const scale = checkScale(input.scale ?? SCALES.receipt);
  if (!Array.isArray(input.lines))
    throw new CalculationInputError('lines', input.lines, 'bir liste olmalıdır');
  const amounts: Amounts[] = input.lines.map((line, i) => {
    const field = `lines[${i}]`;
    const gross = round(D(line.brut_ucret, `${field}.brut_ucret`), scale);
    const stopajRate = percentInput(line.gv_stopaj_orani, `${field}.gv_stopaj_orani`);
    const rate = kdvPercent(line.kdv_id, `${field}.kdv_id`);
    const tenths = withholdingTenths(line.kdv_tevkifat_orani, `${field}.kdv_tevkifat_orani`);
    const stopaj = round(gross.times(stopajRate).dividedBy(100), scale);
    const kdv = round(gross.times(rate).dividedBy(100), scale);
    const withheld = withholdingAmount(kdv, tenths, scale);
    const net = gross.minus(stopaj);
    const collectedKdv = kdv.minus(withheld);
    return {
      gross,
      stopaj,
      net,
      kdvPercent: rate,
      kdv,
      withheld,
      collectedKdv,
      payable: net.plus(collectedKdv),
    };
  });
  const money = (value: Dec) => toFixedString(value, scale);
  const total = (pick: (a: Amounts) => Dec) => money(sum(amounts.map(pick)));
  return {
    lines: amounts.map((a) => ({
      brut_ucret: money(a.gross),
      gv_stopaj_tutari: money(a.stopaj),
      net_ucret: money(a.net),
      kdv_orani: toPlainString(a.kdvPercent),
      kdv_tutari: money(a.kdv),
      kdv_tevkifat_tutari: money(a.withheld),
      tahsil_edilen_kdv: money(a.collectedKdv),
      net_tahsilat: money(a.payable),
    })),
    totals: {
      brut_ucret: total((a) => a.gross),
      gv_stopaj_tutari: total((a) => a.stopaj),
      net_ucret: total((a) => a.net),
      kdv_tutari: total((a) => a.kdv),
      kdv_tevkifat_tutari: total((a) => a.withheld),
      tahsil_edilen_kdv: total((a) => a.collectedKdv),
      net_tahsilat: total((a) => a.payable),
      odenecek_tutar: total((a) => a.payable),
    },
  };
}
