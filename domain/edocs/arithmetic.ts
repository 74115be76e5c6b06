import { D, type Dec } from '../money';
import { trAmount } from '../money/tr-amount';

// The arithmetic of a UBL-TR document (issue 26, item 4; docs/e-documents.md, "Validation"). GİB's schematron checks
// codes, formats and cross-field rules, not sums: GİB's own TEVKIFAT sample has a TaxTotal of 360 against subtotals of
// 3600 and passes (../shared/docs/ubl-tr.md §1). A received invoice whose KDV base is twice its lines' would pass too.
// These checks read the amounts as the document states them (`UblAmounts`, read from the XML by the server) and
// answer what does not add up, in Turkish. Both conventions integrators use are accepted where UBL-TR leaves a choice
// (LegalMonetaryTotal/LineExtensionAmount as Σ line nets or Σ gross — GİB's commercial sample), and rounding is
// allowed one kuruş per line (a KDV rounded per line vs per document).

/** One tax subtotal as the document states it. */
export interface UblTaxAmount {
  /** TaxTypeCode (0015 KDV, 0003 GV stopajı, 9015 / 6xx withholding…). */
  code: string;
  percent: string | null;
  taxable: string | null;
  amount: string;
}

/** One line allowance (iskonto, ChargeIndicator false) or charge (arttırım, true). */
export interface UblCharge {
  charge: boolean;
  amount: string;
  base: string | null;
  multiplier: string | null;
}

export interface UblAmountLine {
  /** The line's ID as written. */
  id: string;
  quantity: string | null;
  price: string | null;
  lineExtension: string;
  charges: UblCharge[];
  /** The line's TaxTotal subtotals (empty when the line has none). */
  taxes: UblTaxAmount[];
  withholdings: UblTaxAmount[];
}

/** The amounts of an Invoice (e-Fatura, e-Arşiv, e-SMM) or CreditNote (e-MM). */
export interface UblAmounts {
  root: 'Invoice' | 'CreditNote';
  /** InvoiceTypeCode / CreditNoteTypeCode. */
  typeCode: string;
  currency: string;
  lines: UblAmountLine[];
  /** Document-level AllowanceCharge. */
  charges: UblCharge[];
  /** Each TaxTotal: its TaxAmount and subtotals. */
  taxTotals: { amount: string; subtotals: UblTaxAmount[] }[];
  withholdingTotals: { amount: string; subtotals: UblTaxAmount[] }[];
  monetary: {
    lineExtension: string | null;
    taxExclusive: string | null;
    taxInclusive: string | null;
    allowanceTotal: string | null;
    chargeTotal: string | null;
    payableRounding: string | null;
    payable: string | null;
  };
}

/**
 * Tax codes that are deducted from what is paid rather than added to it (docs/e-documents.md "Conventions": GV / KV
 * stopajı, borsa tescil, mera fonu, SGK primi, ÖTV tevkifatı, the legacy KDV tevkifat code): in TaxTotal, not in
 * TaxInclusiveAmount.
 */
export const DEDUCTION_TAX_CODES = new Set(['0003', '0011', '8001', '9040', 'SGK_PRIM', '4171', '9015']);

const KDV = '0015';
const HUNDRED = D(100);
const KURUS = D('0.01');

const num = (v: string | null | undefined): Dec | null => {
  if (v === null || v === undefined || v.trim() === '') return null;
  try {
    return D(v.trim());
  } catch {
    return null;
  }
};
const sum = (values: (Dec | null)[]) => values.reduce<Dec>((a, v) => a.plus(v ?? 0), D(0));
const tr = (v: Dec) => trAmount(v.toFixed(2));
const close = (a: Dec, b: Dec, tolerance: Dec) => a.minus(b).abs().lte(tolerance);
const percentText = (p: string | null) => `%${trAmount(String(num(p)?.toString() ?? p ?? ''))}`;

/** A finding: what does not add up, in Turkish. */
export type ArithmeticFinding = string;

/**
 * Checks the sums of a document: each line (quantity × price − discounts + increases), each tax subtotal (base ×
 * rate), each TaxTotal (Σ subtotals), the KDV bases against the lines', the withholding, and LegalMonetaryTotal
 * (tax-exclusive, tax-inclusive and payable amounts). Empty when everything adds up.
 */
export function checkArithmetic(doc: UblAmounts): ArithmeticFinding[] {
  const out: ArithmeticFinding[] = [];
  const cur = doc.currency || 'TRY';
  const lineTolerance = KURUS;
  const docTolerance = KURUS.times(Math.max(1, doc.lines.length));
  const money = (v: Dec) => `${tr(v)} ${cur}`;
  const unreadable = (where: string, value: string | null) =>
    out.push(`${where}: tutar okunamadı (${value ?? 'boş'}).`);

  // --- Lines ---
  for (const line of doc.lines) {
    const at = `${line.id}. satır`;
    const lea = num(line.lineExtension);
    if (lea === null) {
      unreadable(`${at} tutarı`, line.lineExtension);
      continue;
    }
    for (const c of line.charges) {
      const amount = num(c.amount);
      const base = num(c.base);
      const factor = num(c.multiplier);
      if (
        amount !== null &&
        base !== null &&
        factor !== null &&
        !close(base.times(factor), amount, lineTolerance)
      )
        out.push(
          `${at}: ${c.charge ? 'arttırım' : 'iskonto'} tutarı ${money(amount)}; matrah ${money(base)} × oran ${factor.toString()} = ${money(base.times(factor))} olmalıdır.`,
        );
    }
    const qty = num(line.quantity);
    const price = num(line.price);
    if (qty !== null && price !== null) {
      const expected = qty
        .times(price)
        .minus(sum(line.charges.filter((c) => !c.charge).map((c) => num(c.amount))))
        .plus(sum(line.charges.filter((c) => c.charge).map((c) => num(c.amount))));
      // A unit price of more than 2 decimals: the gross is rounded once, so allow a kuruş more.
      if (!close(expected, lea, lineTolerance.times(2)))
        out.push(
          `${at}: tutar ${money(lea)}; miktar × birim fiyat − iskonto + arttırım = ${money(expected)} olmalıdır.`,
        );
    }
    for (const t of line.taxes) checkSubtotal(t, `${at} ${taxName(t.code)}`, lineTolerance);
    for (const t of line.withholdings) checkSubtotal(t, `${at} tevkifat`, lineTolerance);
  }

  function checkSubtotal(t: UblTaxAmount, where: string, tolerance: Dec) {
    const amount = num(t.amount);
    const taxable = num(t.taxable);
    const percent = num(t.percent);
    if (amount === null) return unreadable(where, t.amount);
    if (taxable === null || percent === null) return;
    const expected = taxable.times(percent).div(HUNDRED);
    if (!close(expected, amount, tolerance))
      out.push(
        `${where} ${percentText(t.percent)}: vergi ${money(amount)}; matrah ${money(taxable)} × ${percentText(t.percent)} = ${money(expected)} olmalıdır.`,
      );
  }

  // --- Tax totals ---
  for (const total of doc.taxTotals) {
    for (const s of total.subtotals) checkSubtotal(s, `Vergi toplamı ${taxName(s.code)}`, docTolerance);
    const amount = num(total.amount);
    const parts = sum(total.subtotals.map((s) => num(s.amount)));
    if (amount === null) unreadable('Vergi toplamı', total.amount);
    else if (!close(amount, parts, KURUS))
      out.push(`Vergi toplamı ${money(amount)}; alt toplamlarının toplamı ${money(parts)} olmalıdır.`);
  }
  for (const total of doc.withholdingTotals) {
    for (const s of total.subtotals) checkSubtotal(s, 'Tevkifat toplamı', docTolerance);
    const amount = num(total.amount);
    const parts = sum(total.subtotals.map((s) => num(s.amount)));
    if (amount !== null && !close(amount, parts, KURUS))
      out.push(`Tevkifat toplamı ${money(amount)}; alt toplamlarının toplamı ${money(parts)} olmalıdır.`);
  }
  const docSubtotals = doc.taxTotals.flatMap((t) => t.subtotals);

  // The KDV bases per rate against the lines' (the lines' KDV subtotals; a document without line taxes: Σ line nets).
  const kdvByRate = (subs: UblTaxAmount[]) => {
    const map = new Map<string, Dec>();
    for (const s of subs.filter((x) => x.code === KDV)) {
      const key = num(s.percent)?.toString() ?? '';
      map.set(key, (map.get(key) ?? D(0)).plus(num(s.taxable) ?? 0));
    }
    return map;
  };
  const docKdv = kdvByRate(docSubtotals);
  const linesHaveTaxes = doc.lines.length > 0 && doc.lines.every((l) => l.taxes.length > 0);
  if (linesHaveTaxes) {
    const lineKdv = kdvByRate(doc.lines.flatMap((l) => l.taxes));
    for (const rate of new Set([...docKdv.keys(), ...lineKdv.keys()])) {
      const a = docKdv.get(rate) ?? D(0);
      const b = lineKdv.get(rate) ?? D(0);
      if (!close(a, b, docTolerance))
        out.push(
          `KDV %${trAmount(rate)} matrahı ${money(a)}; satırlardaki KDV %${trAmount(rate)} matrahlarının toplamı ${money(b)} olmalıdır.`,
        );
    }
  } else if (docKdv.size && !docSubtotals.some((s) => s.code !== KDV && !DEDUCTION_TAX_CODES.has(s.code))) {
    const a = sum([...docKdv.values()]);
    const b = sum(doc.lines.map((l) => num(l.lineExtension)));
    const docCharges = sum(
      doc.charges.map((c) => (c.charge ? num(c.amount) : (num(c.amount)?.neg() ?? null))),
    );
    if (!close(a, b.plus(docCharges), docTolerance))
      out.push(`KDV matrahı ${money(a)}; satır tutarlarının toplamı ${money(b.plus(docCharges))} olmalıdır.`);
  }

  // The withholding is taken from the KDV: never more than it.
  const kdvAmount = sum(docSubtotals.filter((s) => s.code === KDV).map((s) => num(s.amount)));
  const withheldBase = sum(doc.withholdingTotals.flatMap((t) => t.subtotals).map((s) => num(s.taxable)));
  if (doc.withholdingTotals.length && withheldBase.minus(kdvAmount).gt(docTolerance))
    out.push(`Tevkifat matrahı ${money(withheldBase)}; hesaplanan KDV ${money(kdvAmount)} tutarını aşamaz.`);

  // --- LegalMonetaryTotal ---
  const m = doc.monetary;
  const lea = num(m.lineExtension);
  const exclusive = num(m.taxExclusive);
  const inclusive = num(m.taxInclusive);
  const payable = num(m.payable);
  const allowance = num(m.allowanceTotal) ?? D(0);
  const charge = num(m.chargeTotal) ?? D(0);
  const rounding = num(m.payableRounding) ?? D(0);
  const nets = sum(doc.lines.map((l) => num(l.lineExtension)));
  const lineAllowances = sum(
    doc.lines.flatMap((l) => l.charges.filter((c) => !c.charge).map((c) => num(c.amount))),
  );
  const lineCharges = sum(
    doc.lines.flatMap((l) => l.charges.filter((c) => c.charge).map((c) => num(c.amount))),
  );
  const producer = doc.root === 'CreditNote' && doc.typeCode === 'MUSTAHSILMAKBUZ';
  const deductions = sum(
    docSubtotals.filter((s) => DEDUCTION_TAX_CODES.has(s.code)).map((s) => num(s.amount)),
  );
  const added = sum(docSubtotals.filter((s) => !DEDUCTION_TAX_CODES.has(s.code)).map((s) => num(s.amount)));
  const withheld = sum(doc.withholdingTotals.map((t) => num(t.amount)));

  if (lea === null || exclusive === null || inclusive === null || payable === null) {
    out.push('Belge toplamları (LegalMonetaryTotal) eksik ya da okunamadı.');
    return out;
  }
  // Σ line nets, or Σ gross (GİB's commercial sample: line discounts in AllowanceTotalAmount).
  const gross = nets.plus(lineAllowances).minus(lineCharges);
  if (!close(lea, nets, docTolerance) && !close(lea, gross, docTolerance))
    out.push(`Mal / hizmet toplamı ${money(lea)}; satır tutarlarının toplamı ${money(nets)} olmalıdır.`);
  if (producer) {
    // e-MM (docs/e-documents.md "e-SMM ve e-MM"): what the producer is paid = goods − deductions.
    const expected = lea.minus(deductions);
    if (!close(exclusive, expected, docTolerance))
      out.push(
        `Müstahsil makbuzunun net tutarı ${money(exclusive)}; mal bedeli − kesintiler = ${money(expected)} olmalıdır.`,
      );
    if (!close(inclusive, exclusive, KURUS) || !close(payable, exclusive, KURUS))
      out.push(
        `Müstahsil makbuzunda vergiler dahil ve ödenecek tutar net tutara (${money(exclusive)}) eşit olmalıdır.`,
      );
    return out;
  }
  const expectedExclusive = lea.minus(allowance).plus(charge);
  if (!close(exclusive, expectedExclusive, docTolerance))
    out.push(
      `Vergiler hariç tutar ${money(exclusive)}; mal / hizmet toplamı − iskonto + arttırım = ${money(expectedExclusive)} olmalıdır.`,
    );
  const expectedInclusive = exclusive.plus(added);
  // Özel matrah: the special base's KDV is stated, not added — the price contains it (GİB's OZELMATRAH.xml,
  // docs/calculations.md §6).
  const specialBase =
    doc.typeCode === 'OZELMATRAH' &&
    close(
      inclusive,
      expectedInclusive.minus(sum(docSubtotals.filter((s) => s.code === KDV).map((s) => num(s.amount)))),
      docTolerance,
    );
  if (!specialBase && !close(inclusive, expectedInclusive, docTolerance))
    out.push(
      `Vergiler dahil tutar ${money(inclusive)}; vergiler hariç tutar + vergiler = ${money(expectedInclusive)} olmalıdır.`,
    );
  // The payable: tax-inclusive − withholding − deductions (stopaj…) + rounding; some integrators leave the deductions
  // in the payable, which is accepted too.
  const net = inclusive.minus(withheld).plus(rounding);
  if (!close(payable, net.minus(deductions), docTolerance) && !close(payable, net, docTolerance))
    out.push(
      `Ödenecek tutar ${money(payable)}; vergiler dahil tutar − tevkifat${deductions.isZero() ? '' : ' − kesintiler'} = ${money(net.minus(deductions))} olmalıdır.`,
    );
  return out;
}

const TAX_NAMES: Record<string, string> = {
  '0015': 'KDV',
  '0003': 'GV stopajı',
  '0011': 'KV stopajı',
  '0071': 'ÖTV',
  '4080': 'ÖİV',
  '1047': 'damga vergisi',
  '0059': 'konaklama vergisi',
  '9040': 'mera fonu',
  '8001': 'borsa tescil ücreti',
  SGK_PRIM: 'SGK primi',
};
const taxName = (code: string) => TAX_NAMES[code] ?? `vergi ${code}`;
