// Depreciation (amortisman) of a fixed-asset card per year, as VUK 313–321 and the Ministry's depreciation list
// describe it: normal (straight-line, VUK 315) or declining balance (azalan bakiyeler, VUK 316).
import { CalculationInputError, D, round, toFixedString, type Dec, type NumberInput } from '../money/decimal';
import { SCALES } from '../money/scales';

/** The card's method (`amortisman_yontemi_id`): 1 normal (straight-line), 2 declining balance. */
export const DEPRECIATION_METHODS = { normal: 1, decliningBalance: 2 } as const;

/** The methods as a static select offers them. */
export const DEPRECIATION_METHOD_OPTIONS = [
  { id: '1', text: 'Normal Amortisman' },
  { id: '2', text: 'Azalan Bakiyeler' },
];

/** What a year's depreciation reads from the card. */
export interface DepreciationInput {
  /** Cost (alis_bedeli). */
  cost: NumberInput | null | undefined;
  /** Useful life in whole years (faydali_omur). */
  usefulLife: NumberInput | null | undefined;
  /** The normal rate in percent (normal_amortisman_oran); empty = 100 / useful life. */
  normalRate?: NumberInput | null;
  /** 1 normal, 2 declining balance; empty = normal. */
  method?: NumberInput | null;
  /** The year the asset was acquired (the year of alis_tarihi): the first year of depreciation. */
  firstYear: number;
}

/** One year of the schedule, amounts at 2 decimals. */
export interface DepreciationYear {
  yil: number;
  /** The rate applied this year, in percent (the declining rate is twice the normal one, at most 50). */
  amortisman_orani: string;
  /** This year's depreciation. */
  donem_amortismani: string;
  /** Depreciation up to and including this year. */
  birikmis_amortisman: string;
  /** Cost less the accumulated depreciation. */
  net_deger: string;
}

const MAX_DECLINING_RATE = 50;

function wholeYears(value: DepreciationInput['usefulLife']): number {
  const years = D(value ?? null, 'faydali_omur');
  if (!years.isInteger() || !years.gt(0))
    throw new CalculationInputError('faydali_omur', value, 'sıfırdan büyük bir tam sayı olmalıdır');
  return years.toNumber();
}

/** The rate of the method in percent: the normal rate, or twice it capped at 50 for declining balance (VUK 316). */
function rateOf(input: DepreciationInput, life: number): Dec {
  const empty = input.normalRate === null || input.normalRate === undefined || input.normalRate === '';
  const normal = empty ? D(100).div(life) : D(input.normalRate, 'normal_amortisman_oran');
  if (normal.isNeg() || normal.gt(100))
    throw new CalculationInputError(
      'normal_amortisman_oran',
      input.normalRate,
      '0 ile 100 arasında olmalıdır',
    );
  if (String(input.method ?? '1') !== String(DEPRECIATION_METHODS.decliningBalance)) return normal;
  const doubled = normal.times(2);
  return doubled.gt(MAX_DECLINING_RATE) ? D(MAX_DECLINING_RATE) : doubled;
}

/**
 * The whole schedule, one entry per year of the useful life from the year of acquisition. A full year's
 * depreciation is taken in the year of acquisition (VUK 315; the pro rata rule for passenger cars is not applied).
 * Normal: cost × rate each year. Declining balance: the net value × rate. Each year is rounded to the kuruş and
 * the last year of the life takes whatever is left, so the accumulated amount ends exactly at the cost.
 */
export function depreciationSchedule(input: DepreciationInput): DepreciationYear[] {
  const cost = D(input.cost ?? null, 'alis_bedeli');
  if (cost.isNeg()) throw new CalculationInputError('alis_bedeli', input.cost, 'sıfırdan küçük olamaz');
  const life = wholeYears(input.usefulLife);
  const rate = rateOf(input, life);
  const declining = String(input.method ?? '1') === String(DEPRECIATION_METHODS.decliningBalance);
  const scale = SCALES.invoice;
  const out: DepreciationYear[] = [];
  let accumulated = D(0);
  for (let k = 1; k <= life; k++) {
    const net = cost.minus(accumulated);
    const base = declining ? net : cost;
    // A rate of 0 (land, VUK 313: not depreciated) leaves the value as it is, the last year too.
    let amount = k === life && !rate.isZero() ? net : round(base.times(rate).div(100), scale);
    if (amount.gt(net)) amount = net;
    accumulated = accumulated.plus(amount);
    out.push({
      yil: input.firstYear + k - 1,
      amortisman_orani: toFixedString(rate, 2),
      donem_amortismani: toFixedString(amount, scale),
      birikmis_amortisman: toFixedString(accumulated, scale),
      net_deger: toFixedString(cost.minus(accumulated), scale),
    });
  }
  return out;
}

/**
 * The depreciation of one year: its entry of the schedule. Before the year of acquisition nothing is depreciated
 * yet (the net value is the cost); after the useful life nothing more (the asset is fully depreciated).
 */
export function depreciationForYear(input: DepreciationInput, year: number): DepreciationYear {
  if (!Number.isInteger(year)) throw new CalculationInputError('yil', year, 'tam sayı olmalıdır');
  const schedule = depreciationSchedule(input);
  const entry = schedule.find((e) => e.yil === year);
  if (entry) return entry;
  const zero = toFixedString(D(0), SCALES.invoice);
  if (year < input.firstYear)
    return {
      ...schedule[0],
      yil: year,
      donem_amortismani: zero,
      birikmis_amortisman: zero,
      net_deger: toFixedString(D(input.cost ?? null), SCALES.invoice),
    };
  const last = schedule[schedule.length - 1];
  return { ...last, yil: year, donem_amortismani: zero };
}
