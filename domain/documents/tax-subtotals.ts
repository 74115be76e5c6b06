// Groups line taxes the way UBL-TR's TaxTotal and WithholdingTaxTotal list them.
import { Dec, sum, toFixedString, toPlainString } from '../money/decimal';
import { KDV_TAX_CODE } from '../tax/kdv';
import { withholdingPercent } from '../tax/withholding';
import type { LineAmounts } from './document-line.totals';
import type { TaxSubtotal, WithholdingSubtotal } from './document.types';

interface Group {
  vergiId: number | null;
  code: string;
  kind: TaxSubtotal['kind'];
  percent: Dec;
  perUnit: Dec | null;
  taxable: Dec[];
  amount: Dec[];
}

/** KDV by percent, then each other tax by code and percent, in order of first appearance. */
export function taxSubtotals(lines: readonly LineAmounts[], scale: number): TaxSubtotal[] {
  const groups = new Map<string, Group>();
  const add = (key: string, seed: Omit<Group, 'taxable' | 'amount'>, taxable: Dec, amount: Dec) => {
    const group = groups.get(key) ?? { ...seed, taxable: [], amount: [] };
    group.taxable.push(taxable);
    group.amount.push(amount);
    groups.set(key, group);
  };
  for (const line of lines) {
    add(
      `kdv:${line.kdvPercent.toFixed()}`,
      { vergiId: null, code: KDV_TAX_CODE, kind: 'kdv', percent: line.kdvPercent, perUnit: null },
      line.kdvBase,
      line.kdv,
    );
  }
  for (const line of lines) {
    for (const tax of line.taxes) {
      const kind = tax.vergi.kind;
      if (kind === 'withholding') continue;
      const { vergi, rate, perUnit } = tax;
      const seed = { vergiId: vergi.id, code: vergi.kod, kind, percent: rate, perUnit };
      add(`${vergi.kod}:${rate.toFixed()}:${perUnit?.toFixed() ?? ''}`, seed, tax.base, tax.amount);
    }
  }
  return [...groups.values()].map((g) => ({
    vergiId: g.vergiId,
    code: g.code,
    kind: g.kind,
    percent: toPlainString(g.percent),
    perUnitAmount: g.perUnit ? toPlainString(g.perUnit) : null,
    taxable: toFixedString(sum(g.taxable), scale),
    amount: toFixedString(sum(g.amount), scale),
  }));
}

/** Withholding grouped by its rate in tenths; lines whose withholding was not allowed add nothing. */
export function withholdingSubtotals(lines: readonly LineAmounts[], scale: number): WithholdingSubtotal[] {
  const groups = new Map<string, { tenths: Dec; taxable: Dec[]; amount: Dec[] }>();
  for (const line of lines) {
    for (const tax of line.taxes) {
      if (tax.vergi.kind !== 'withholding' || tax.amount.isZero()) continue;
      const key = tax.rate.toFixed();
      const group = groups.get(key) ?? { tenths: tax.rate, taxable: [], amount: [] };
      group.taxable.push(tax.base);
      group.amount.push(tax.amount);
      groups.set(key, group);
    }
  }
  return [...groups.values()].map((g) => ({
    tenths: toPlainString(g.tenths),
    percent: toPlainString(withholdingPercent(g.tenths)),
    taxable: toFixedString(sum(g.taxable), scale),
    amount: toFixedString(sum(g.amount), scale),
  }));
}
