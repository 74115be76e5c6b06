// One invoice line: gross, discount, net, other taxes, KDV, withholding and payable, each rounded at the scale.
import { CalculationInputError, D, Dec, round, sum } from '../money/decimal';
import { kdvPercent } from '../tax/kdv';
import {
  isInKdvBase,
  vergiById,
  withholdingAllowed,
  SPECIAL_BASE_INVOICE_TYPE_ID,
  type Vergi,
} from '../tax/vergiler';
import { withholdingAmount, withholdingTenths } from '../tax/withholding';
import type { DocumentLineInput, Flag, OtherTaxInput } from './document.types';

/** True for the forms' "yes": '1', 1 or true. */
export function isOn(flag: Flag): boolean {
  return flag === true || flag === 1 || (typeof flag === 'string' && flag.trim() === '1');
}

/** An other tax of a line with its exact amount and base. */
export interface LineTax {
  input: OtherTaxInput;
  vergi: Vergi;
  rate: Dec;
  /** Amount per unit of miktar when the tax is per unit, else null. */
  perUnit: Dec | null;
  base: Dec;
  amount: Dec;
}

/** A calculated line with exact (already rounded) amounts, before printing. */
export interface LineAmounts {
  unitNet: Dec;
  gross: Dec;
  discount: Dec;
  net: Dec;
  kdvPercent: Dec;
  kdvBase: Dec;
  kdv: Dec;
  withholding: Dec;
  specialBase: Dec;
  taxes: LineTax[];
  otherTaxes: Dec;
  deductions: Dec;
  totalTax: Dec;
  withTaxes: Dec;
  payable: Dec;
}

/** The document-level facts a line needs. */
export interface LineContext {
  faturaTipiId: number;
  scale: number;
}

function readTaxes(raw: DocumentLineInput['diger_vergiler'], field: string): OtherTaxInput[] {
  if (raw === undefined || raw === null || raw === '') return [];
  let value: unknown = raw;
  if (typeof raw === 'string') {
    try {
      value = JSON.parse(raw);
    } catch {
      throw new CalculationInputError(field, raw, 'geçerli bir JSON değil');
    }
  }
  const entries = Array.isArray(value)
    ? value
    : typeof value === 'object' && value
      ? Object.values(value)
      : null;
  if (!entries) throw new CalculationInputError(field, raw, 'bir liste olmalıdır');
  return entries.map((entry, i) => {
    if (typeof entry !== 'object' || entry === null) {
      throw new CalculationInputError(`${field}[${i}]`, entry, 'bir vergi kaydı olmalıdır');
    }
    return entry as OtherTaxInput;
  });
}

/** A per-unit tax amount (GİB PerUnitAmount, e.g. ÖTV in TL per litre); empty or zero means "use oran". */
function perUnitAmount(value: unknown, field: string): Dec | null {
  if (value === undefined || value === null || value === '') return null;
  if (typeof value !== 'number' && typeof value !== 'string') {
    throw new CalculationInputError(field, value, 'sayı olmalıdır');
  }
  const amount = D(value, field);
  if (amount.isNeg()) throw new CalculationInputError(field, value, 'negatif olamaz');
  return amount.isZero() ? null : amount;
}

function percentOf(amount: Dec, percent: Dec, scale: number): Dec {
  return round(amount.times(percent).dividedBy(100), scale);
}

/** Calculates one line; `field` prefixes error paths (e.g. `lines[2]`). */
export function calculateLine(line: DocumentLineInput, ctx: LineContext, field: string): LineAmounts {
  const { scale } = ctx;
  const quantity = D(line.miktar, `${field}.miktar`);
  const price = D(line.birim_fiyat, `${field}.birim_fiyat`);
  const discountRate = D(line.iskonto_orani, `${field}.iskonto_orani`);
  const increase = isOn(line.iskonto_arttirim);
  if (discountRate.isNeg()) {
    throw new CalculationInputError(`${field}.iskonto_orani`, line.iskonto_orani, 'negatif olamaz');
  }
  if (!increase && discountRate.gt(100)) {
    throw new CalculationInputError(
      `${field}.iskonto_orani`,
      line.iskonto_orani,
      "iskonto %100'den büyük olamaz",
    );
  }
  const kdvRate = kdvPercent(line.kdv_id, `${field}.kdv_id`);
  const k = kdvRate.dividedBy(100);

  // A special base counts only on a special-base invoice and only when it is not empty or zero.
  const specialBase =
    ctx.faturaTipiId === SPECIAL_BASE_INVOICE_TYPE_ID
      ? round(D(line.ozel_matrah_tutari, `${field}.ozel_matrah_tutari`), scale)
      : new Dec(0);
  const special = !specialBase.isZero();

  const taxInputs = readTaxes(line.diger_vergiler, `${field}.diger_vergiler`).map((input, i) => {
    const taxField = `${field}.diger_vergiler[${i}]`;
    const vergi = vergiById(input.id, `${taxField}.id`);
    const rate =
      vergi.kind === 'withholding'
        ? withholdingTenths(input.oran, `${taxField}.oran`)
        : D(input.oran, `${taxField}.oran`);
    if (rate.isNeg()) throw new CalculationInputError(`${taxField}.oran`, input.oran, 'negatif olamaz');
    const perUnit =
      vergi.kind === 'withholding' ? null : perUnitAmount(input.birim_tutar, `${taxField}.birim_tutar`);
    return { input, vergi, rate, perUnit };
  });

  // A KDV-included price holds the KDV and the taxes inside the KDV base (ÖTV, KKDF, ÖİV), so peel off both.
  const inBaseInputs = taxInputs.filter((t) => isInKdvBase(t.vergi));
  const baseTaxRate = sum(inBaseInputs.filter((t) => !t.perUnit).map((t) => t.rate)).dividedBy(100);
  const basePerUnit = sum(inBaseInputs.map((t) => t.perUnit ?? new Dec(0)));
  const included = isOn(line.kdv_dahil_buton) && !special;
  const unitNet = included
    ? price.dividedBy(k.plus(1)).minus(basePerUnit).dividedBy(baseTaxRate.plus(1))
    : price;

  const gross = round(quantity.times(unitNet), scale);
  const discountAbs = percentOf(gross, discountRate, scale);
  const discount = increase ? discountAbs : discountAbs.negated();
  const net = gross.plus(discount);

  const rated = taxInputs
    .filter((t) => t.vergi.kind !== 'withholding')
    .map((t) => ({
      ...t,
      base: net,
      amount: t.perUnit ? round(quantity.times(t.perUnit), scale) : percentOf(net, t.rate, scale),
    }));
  const inBase = sum(rated.filter((t) => isInKdvBase(t.vergi)).map((t) => t.amount));
  const kdvBase = special ? specialBase : net.plus(inBase);
  // A KDV-included line keeps the sum the user typed (issue 12 item 7): the KDV is what is left of the
  // typed gross (after the discount) once the net and the taxes inside the KDV base are taken out, all at
  // the line's scale — 100,00 at 21,5 % is 82,30 + 17,70, not 82,30 + 17,69.
  const typedGross = included
    ? round(
        quantity.times(price).times(
          discountRate
            .dividedBy(100)
            .times(increase ? 1 : -1)
            .plus(1),
        ),
        scale,
      )
    : null;
  const kdv = typedGross && !k.isZero() ? typedGross.minus(kdvBase) : round(kdvBase.times(k), scale);

  const allowWithholding = withholdingAllowed(ctx.faturaTipiId);
  const withheld = taxInputs
    .filter((t) => t.vergi.kind === 'withholding')
    .map((t) => ({
      ...t,
      base: kdv,
      amount: allowWithholding ? withholdingAmount(kdv, t.rate, scale) : new Dec(0),
    }));
  const taxes: LineTax[] = taxInputs.map(
    (t) => rated.find((r) => r.input === t.input) ?? withheld.find((w) => w.input === t.input)!,
  );

  const otherTaxes = sum(rated.filter((t) => t.vergi.kind !== 'deduction').map((t) => t.amount));
  const deductions = sum(rated.filter((t) => t.vergi.kind === 'deduction').map((t) => t.amount));
  const withholding = sum(withheld.map((t) => t.amount));
  const totalTax = kdv.plus(otherTaxes);
  // On a special base the KDV is already inside the price (GİB's OZELMATRAH sample): shown, not added.
  const withTaxes = net.plus(otherTaxes).plus(special ? 0 : kdv);
  const payable = withTaxes.minus(deductions).minus(withholding);

  return {
    unitNet,
    gross,
    discount,
    net,
    kdvPercent: kdvRate,
    kdvBase,
    kdv,
    withholding,
    specialBase,
    taxes,
    otherTaxes,
    deductions,
    totalTax,
    withTaxes,
    payable,
  };
}
