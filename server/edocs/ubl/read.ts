import SaxonJS from 'saxon-js';
import type { UblAmounts, UblCharge, UblTaxAmount } from '../../../domain/edocs/arithmetic';

// Reading a UBL-TR document Defter did not build (issue 26): the XML parsed once by SaxonJS (the validator's parser),
// values read by XPath on local names — so any namespace prefixes an integrator uses are read alike. What is read is
// plain data (`domain/edocs`), checked and mapped by pure code.

type Node = unknown;

const ENTITIES: Record<string, string> = { lt: '<', gt: '>', quot: '"', apos: "'", amp: '&' };

/**
 * The text of XML character data read by a pattern rather than a parser: XML's references decoded in one pass
 * (`&amp;lt;` is the text "&lt;", never "<"), the numeric ones too (`&#60;` is "<", as another integrator may write it).
 */
export const unescapeXml = (s: string): string =>
  s.replace(/&(?:#x([0-9a-fA-F]{1,6})|#(\d{1,7})|(lt|gt|quot|apos|amp));/g, (ref, hex, dec, name) => {
    if (name) return ENTITIES[name as string];
    const code = hex ? parseInt(hex as string, 16) : Number(dec);
    return code <= 0x10ffff ? String.fromCodePoint(code) : ref;
  });

/** Parses XML text into a document node (SaxonJS); throws on XML that is not well-formed. */
export const parseXml = (xml: string): Node =>
  SaxonJS.XPath.evaluate('parse-xml($xml)', null, { params: { xml } }) as Node;

/** The normalised text of the first node `expr` selects from `ctx`, or null when none / empty. */
export function text(ctx: Node, expr: string): string | null {
  const v = String(SaxonJS.XPath.evaluate(`normalize-space((${expr})[1])`, ctx as never) ?? '');
  return v === '' ? null : v;
}

/** The text of the first node `expr` selects from `ctx` exactly as the XML holds it (only trimmed), or null when none / empty. */
export function exactText(ctx: Node, expr: string): string | null {
  const v = String(SaxonJS.XPath.evaluate(`string((${expr})[1])`, ctx as never) ?? '').trim();
  return v === '' ? null : v;
}

/** The nodes `expr` selects from `ctx`. */
export function nodes(ctx: Node, expr: string): Node[] {
  return (SaxonJS.XPath.evaluate(expr, ctx as never, { resultForm: 'array' }) as Node[]) ?? [];
}

/** The texts of every node `expr` selects. */
export const texts = (ctx: Node, expr: string): string[] =>
  nodes(ctx, expr)
    .map((n) => String(SaxonJS.XPath.evaluate('normalize-space(.)', n as never) ?? ''))
    .filter((s) => s !== '');

const charge = (n: Node): UblCharge => ({
  charge: text(n, '*:ChargeIndicator') === 'true',
  amount: text(n, '*:Amount') ?? '',
  base: text(n, '*:BaseAmount'),
  multiplier: text(n, '*:MultiplierFactorNumeric'),
});

const subtotal = (n: Node): UblTaxAmount => ({
  code: text(n, '*:TaxCategory/*:TaxScheme/*:TaxTypeCode') ?? '',
  percent: text(n, '*:Percent'),
  taxable: text(n, '*:TaxableAmount'),
  amount: text(n, '*:TaxAmount') ?? '',
});

/** The amounts of an Invoice or CreditNote document node (`parseXml`), as stated; null for other documents. */
export function readAmounts(doc: Node): UblAmounts | null {
  const root = text(doc, 'local-name(/*)');
  if (root !== 'Invoice' && root !== 'CreditNote') return null;
  const lineName = root === 'Invoice' ? 'InvoiceLine' : 'CreditNoteLine';
  const qtyName = root === 'Invoice' ? 'InvoicedQuantity' : 'CreditedQuantity';
  return {
    root,
    typeCode: text(doc, `/*/*:${root}TypeCode`) ?? '',
    currency: text(doc, '/*/*:DocumentCurrencyCode') ?? '',
    lines: nodes(doc, `/*/*:${lineName}`).map((l) => ({
      id: text(l, '*:ID') ?? '',
      quantity: text(l, `*:${qtyName}`),
      price: text(l, '*:Price/*:PriceAmount'),
      lineExtension: text(l, '*:LineExtensionAmount') ?? '',
      charges: nodes(l, '*:AllowanceCharge').map(charge),
      taxes: nodes(l, '*:TaxTotal/*:TaxSubtotal').map(subtotal),
      withholdings: nodes(l, '*:WithholdingTaxTotal/*:TaxSubtotal').map(subtotal),
    })),
    charges: nodes(doc, '/*/*:AllowanceCharge').map(charge),
    taxTotals: nodes(doc, '/*/*:TaxTotal').map((t) => ({
      amount: text(t, '*:TaxAmount') ?? '',
      subtotals: nodes(t, '*:TaxSubtotal').map(subtotal),
    })),
    withholdingTotals: nodes(doc, '/*/*:WithholdingTaxTotal').map((t) => ({
      amount: text(t, '*:TaxAmount') ?? '',
      subtotals: nodes(t, '*:TaxSubtotal').map(subtotal),
    })),
    monetary: {
      lineExtension: text(doc, '/*/*:LegalMonetaryTotal/*:LineExtensionAmount'),
      taxExclusive: text(doc, '/*/*:LegalMonetaryTotal/*:TaxExclusiveAmount'),
      taxInclusive: text(doc, '/*/*:LegalMonetaryTotal/*:TaxInclusiveAmount'),
      allowanceTotal: text(doc, '/*/*:LegalMonetaryTotal/*:AllowanceTotalAmount'),
      chargeTotal: text(doc, '/*/*:LegalMonetaryTotal/*:ChargeTotalAmount'),
      payableRounding: text(doc, '/*/*:LegalMonetaryTotal/*:PayableRoundingAmount'),
      payable: text(doc, '/*/*:LegalMonetaryTotal/*:PayableAmount'),
    },
  };
}
