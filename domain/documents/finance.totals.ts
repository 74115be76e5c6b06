// Single-amount records: cash/bank transactions and cheques (3 decimals), small-business orders and instalments.
import {
  CalculationInputError,
  checkScale,
  D,
  round,
  toFixedString,
  type Dec,
  type NumberInput,
} from '../money/decimal';
import { effectiveRate } from '../money/currency';
import { SCALES } from '../money/scales';
import { kdvPercent } from '../tax/kdv';
import { isOn } from './document-line.totals';
import type { Flag } from './document.types';

/** An amount with a KDV id, as finance transactions and small-business orders carry it. */
export interface KdvAmountInput {
  tutar?: NumberInput | null;
  kdv_id?: NumberInput | null;
  /** '1' = tutar already includes KDV. */
  kdv_dahil_buton?: Flag;
  para_birimi_id?: NumberInput | null;
  döviz_kuru?: NumberInput | null;
  /** Defaults to the finance scale, 3. */
  scale?: number;
}

/** KDV split of a single amount. */
export interface KdvAmountResult {
  kdv_tutari: string;
  /** The amount with KDV. */
  vergi_tutar: string;
  /** vergi_tutar × döviz_kuru (1 for TL). */
  dovizli_tutar: string;
}

function split(tutar: Dec, kdvId: KdvAmountInput['kdv_id'], included: Flag, scale: number) {
  const k = kdvPercent(kdvId).dividedBy(100);
  if (isOn(included)) {
    const withTax = round(tutar, scale);
    const kdv = withTax.minus(round(withTax.dividedBy(k.plus(1)), scale));
    return { kdv, withTax };
  }
  const base = round(tutar, scale);
  const kdv = round(base.times(k), scale);
  return { kdv, withTax: base.plus(kdv) };
}

/**
 * KDV of one amount (cash/bank transactions, scale 3 by default). A KDV-included amount keeps its total:
 * KDV = tutar − round(tutar / (1 + rate)).
 */
export function calculateKdvAmount(input: KdvAmountInput): KdvAmountResult {
  const scale = checkScale(input.scale ?? SCALES.finance);
  const { kdv, withTax } = split(D(input.tutar, 'tutar'), input.kdv_id, input.kdv_dahil_buton, scale);
  const rate = effectiveRate(input.para_birimi_id, input.döviz_kuru);
  return {
    kdv_tutari: toFixedString(kdv, scale),
    vergi_tutar: toFixedString(withTax, scale),
    dovizli_tutar: toFixedString(withTax.times(rate), scale),
  };
}

/** A small-business order (kobi_siparis): price, KDV, what was paid up front and the instalment count. */
export interface SmeOrderInput {
  tutar?: NumberInput | null;
  kdv_id?: NumberInput | null;
  kdv_dahil_buton?: Flag;
  kobi_odenen_tutar?: NumberInput | null;
  kobi_taksit_sayisi?: NumberInput | null;
}

/** The order's amounts: 2 decimals, except the instalment amount (3). */
export interface SmeOrderResult {
  kdv_tutari: string;
  vergi_tutar: string;
  /** The paid amount, capped at vergi_tutar ("Ürün fiyatından daha fazla ödeyemezsiniz!"). */
  kobi_odenen_tutar: string;
  /** (vergi_tutar − kobi_odenen_tutar) / instalments, 3 decimals. */
  kobi_taksit_tutari: string;
  /** '1' when there are 2 or more instalments, else '0'. */
  taksitli: '0' | '1';
}

function instalmentCount(value: SmeOrderInput['kobi_taksit_sayisi']): number {
  const count = D(value, 'kobi_taksit_sayisi');
  if (count.isNeg() || !count.isInteger()) {
    throw new CalculationInputError('kobi_taksit_sayisi', value, 'sıfır veya pozitif bir tam sayı olmalıdır');
  }
  return count.toNumber();
}

/** Calculates a small-business order; 0 or 1 instalments means a single payment. */
export function calculateSmeOrder(input: SmeOrderInput): SmeOrderResult {
  const { kdv, withTax } = split(
    D(input.tutar, 'tutar'),
    input.kdv_id,
    input.kdv_dahil_buton,
    SCALES.smeOrder,
  );
  const paidInput = round(D(input.kobi_odenen_tutar, 'kobi_odenen_tutar'), SCALES.smeOrder);
  if (paidInput.isNeg())
    throw new CalculationInputError('kobi_odenen_tutar', input.kobi_odenen_tutar, 'negatif olamaz');
  const paid = paidInput.gt(withTax) && withTax.gte(0) ? withTax : paidInput;
  const count = instalmentCount(input.kobi_taksit_sayisi);
  const instalment = round(withTax.minus(paid).dividedBy(Math.max(count, 1)), SCALES.instalment);
  return {
    kdv_tutari: toFixedString(kdv, SCALES.smeOrder),
    vergi_tutar: toFixedString(withTax, SCALES.smeOrder),
    kobi_odenen_tutar: toFixedString(paid, SCALES.smeOrder),
    kobi_taksit_tutari: toFixedString(instalment, SCALES.instalment),
    taksitli: count > 1 ? '1' : '0',
  };
}

/** What is due for one instalment of a small-business order. */
export interface InstalmentDueInput {
  /** The order's vergi_tutar. */
  total: NumberInput;
  /** Everything paid so far (kobi_odenmis_tutar). */
  paid: NumberInput;
  /** kobi_taksit_tutari. */
  instalmentAmount: NumberInput;
  /** The instalment being paid, 1-based (kobi_taksit). */
  current: number;
  /** kobi_taksit_sayisi. */
  count: number;
}

/** The amount due now: the instalment amount, or for the last instalment the total minus what was paid (001 §4). */
export function instalmentDue(input: InstalmentDueInput): string {
  const scale = SCALES.instalment;
  const remaining = D(input.total, 'total').minus(D(input.paid, 'paid'));
  const last = input.current >= input.count;
  const due = last ? remaining : D(input.instalmentAmount, 'instalmentAmount');
  return toFixedString(due.gt(remaining) ? remaining : due, scale);
}
