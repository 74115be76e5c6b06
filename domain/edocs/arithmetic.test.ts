import { describe, expect, it } from 'vitest';
import { checkArithmetic, type UblAmounts, type UblTaxAmount } from './arithmetic';

// checkArithmetic on the figures of published documents (issue 26, item 4): GİB's samples as mirrored in phax/phive-rules
// (phive-rules-turkey/src/test/resources/external/test-files/1.2.1/invoice/) and izibiz's (izibiz/api-documentation
// source/resource/xml/), the same files domain/documents/gib-samples.test.ts recomputes. GİB's schematron accepts all
// of them; two do not add up, and checkArithmetic says where.

const tax = (code: string, percent: string | null, taxable: string | null, amount: string): UblTaxAmount => ({
  code,
  percent,
  taxable,
  amount,
});

const doc = (over: Partial<UblAmounts>): UblAmounts => ({
  root: 'Invoice',
  typeCode: 'SATIS',
  currency: 'TRY',
  lines: [],
  charges: [],
  taxTotals: [],
  withholdingTotals: [],
  monetary: {
    lineExtension: null,
    taxExclusive: null,
    taxInclusive: null,
    allowanceTotal: null,
    chargeTotal: null,
    payableRounding: null,
    payable: null,
  },
  ...over,
});

const money = (lineExtension: string, taxExclusive: string, taxInclusive: string, payable: string) => ({
  lineExtension,
  taxExclusive,
  taxInclusive,
  allowanceTotal: null,
  chargeTotal: null,
  payableRounding: null,
  payable,
});

/** GİB's TEVKIFAT.xml: 1 × 20 000 at 18 %, 606 at 9/10. */
const tevkifat = (taxTotal: string) =>
  doc({
    typeCode: 'TEVKIFAT',
    lines: [
      {
        id: '1',
        quantity: '1',
        price: '20000',
        lineExtension: '20000.00',
        charges: [],
        taxes: [tax('0015', '18', '20000.00', '3600.00')],
        withholdings: [tax('606', '90', '3600.00', '3240.00')],
      },
    ],
    taxTotals: [{ amount: taxTotal, subtotals: [tax('0015', '18', '20000.00', '3600.00')] }],
    withholdingTotals: [{ amount: '3240.00', subtotals: [tax('606', '90', '3600.00', '3240.00')] }],
    monetary: money('20000.00', '20000.00', '23600.00', '20360.00'),
  });

describe('checkArithmetic', () => {
  it('finds GİB’s own TEVKIFAT sample’s TaxTotal of 360 against its 3 600 subtotal, and passes it corrected', () => {
    expect(checkArithmetic(tevkifat('360.00'))).toEqual([
      'Vergi toplamı 360,00 TRY; alt toplamlarının toplamı 3.600,00 TRY olmalıdır.',
    ]);
    expect(checkArithmetic(tevkifat('3600.00'))).toEqual([]);
  });

  it('finds GİB’s OTV sample’s TaxInclusiveAmount (9 718,48 stated, 6 391,67 + 3 324,79 = 9 716,46)', () => {
    const otv = (inclusive: string) =>
      doc({
        lines: [
          {
            id: '1',
            quantity: '922',
            price: '6.9324',
            lineExtension: '6391.67',
            charges: [],
            taxes: [tax('0071', null, '6391.67', '1842.62'), tax('0015', '18', '8234.29', '1482.17')],
            withholdings: [],
          },
        ],
        taxTotals: [
          {
            amount: '3324.79',
            subtotals: [tax('0071', null, '6391.67', '1842.62'), tax('0015', '18', '8234.29', '1482.17')],
          },
        ],
        monetary: money('6391.67', '6391.67', inclusive, inclusive),
      });
    expect(checkArithmetic(otv('9718.48'))).toEqual([
      'Vergiler dahil tutar 9.718,48 TRY; vergiler hariç tutar + vergiler = 9.716,46 TRY olmalıdır.',
    ]);
    expect(checkArithmetic(otv('9716.46'))).toEqual([]);
  });

  it('passes izibiz’s e-SMM (17,80 gross, stopaj 3,56, KDV 3,20, withholding 0,64 → 16,80)', () => {
    const esmm = doc({
      typeCode: 'SERBESTMESLEKMAKBUZU',
      lines: [
        {
          id: '1',
          quantity: null,
          price: null,
          lineExtension: '17.80',
          charges: [],
          taxes: [tax('0015', '18', '17.80', '3.20'), tax('0003', '20', '17.80', '3.56')],
          withholdings: [tax('602', '20', '3.20', '0.64')],
        },
      ],
      taxTotals: [
        {
          amount: '6.76',
          subtotals: [tax('0015', '18', '17.80', '3.20'), tax('0003', '20', '17.80', '3.56')],
        },
      ],
      withholdingTotals: [{ amount: '0.64', subtotals: [tax('602', '20', '3.20', '0.64')] }],
      monetary: money('17.80', '17.80', '21.00', '16.80'),
    });
    expect(checkArithmetic(esmm)).toEqual([]);
    expect(checkArithmetic({ ...esmm, monetary: money('17.80', '17.80', '21.00', '17.44') })).toEqual([
      'Ödenecek tutar 17,44 TRY; vergiler dahil tutar − tevkifat − kesintiler = 16,80 TRY olmalıdır.',
    ]);
  });

  it('passes izibiz’s e-MM with Bağkur (15 000 000, stopaj 4 %, SGK 1 % → 14 250 000) and finds a wrong net', () => {
    const emm = (net: string) =>
      doc({
        root: 'CreditNote',
        typeCode: 'MUSTAHSILMAKBUZ',
        lines: [
          {
            id: '1',
            quantity: '1',
            price: null,
            lineExtension: '15000000.00',
            charges: [],
            taxes: [
              tax('0003', '4', '15000000.00', '600000.00'),
              tax('SGK_PRIM', '1', '15000000.00', '150000.00'),
            ],
            withholdings: [],
          },
        ],
        taxTotals: [
          {
            amount: '750000.00',
            subtotals: [
              tax('0003', '4', '15000000.00', '600000.00'),
              tax('SGK_PRIM', '1', '15000000.00', '150000.00'),
            ],
          },
        ],
        monetary: money('15000000.00', net, net, net),
      });
    expect(checkArithmetic(emm('14250000.00'))).toEqual([]);
    expect(checkArithmetic(emm('14400000.00'))).toEqual([
      'Müstahsil makbuzunun net tutarı 14.400.000,00 TRY; mal bedeli − kesintiler = 14.250.000,00 TRY olmalıdır.',
    ]);
  });

  it('allows a kuruş of rounding per line, not more', () => {
    const lines = [1, 2, 3].map((i) => ({
      id: String(i),
      quantity: '1',
      price: '10.05',
      lineExtension: '10.05',
      charges: [],
      taxes: [tax('0015', '10', '10.05', '1.01')],
      withholdings: [],
    }));
    const three = (kdv: string, inclusive: string) =>
      doc({
        lines,
        taxTotals: [{ amount: kdv, subtotals: [tax('0015', '10', '30.15', kdv)] }],
        monetary: money('30.15', '30.15', inclusive, inclusive),
      });
    // Per line 1,01 × 3 = 3,03; per document 3,015 → 3,02: both pass.
    expect(checkArithmetic(three('3.03', '33.18'))).toEqual([]);
    expect(checkArithmetic(three('3.02', '33.17'))).toEqual([]);
    expect(checkArithmetic(three('3.07', '33.22'))).toEqual([
      'Vergi toplamı KDV %10: vergi 3,07 TRY; matrah 30,15 TRY × %10 = 3,02 TRY olmalıdır.',
    ]);
  });
});
