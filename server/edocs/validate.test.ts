import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { despatchModel, freelanceReceiptModel, invoiceModel } from '../../tests/fixtures/edocs';
import { buildDespatchAdvice, buildFreelanceReceipt, buildInvoice } from './ubl';
import { validateSchematron, validateUblBatch, type UblValidation } from './validate';

// The validator must say no when GİB would: an element out of XSD order, a rule of the schematron broken, a
// document that is not XML. Built documents are broken on purpose by one textual change each.

const UUID = '3f1c2b9e-7d4a-4e8b-9a61-52c0d4e7f813';
const invoice = buildInvoice(invoiceModel('TEMELFATURA', 'SATIS', UUID));
const esmm = buildFreelanceReceipt(freelanceReceiptModel(UUID));
const waybill = buildDespatchAdvice(despatchModel(UUID));

const cases = {
  valid: invoice,
  // LineCountNumeric must come after DocumentCurrencyCode.
  outOfOrder: invoice.replace(
    /(<cbc:DocumentCurrencyCode>TRY<\/cbc:DocumentCurrencyCode>)(\s*)(<cbc:LineCountNumeric>3<\/cbc:LineCountNumeric>)/,
    '$3$2$1',
  ),
  // A KAMU invoice needs a TR IBAN, and İade is not allowed on TICARIFATURA.
  kamuWithoutIban: invoice
    .replace('<cbc:ProfileID>TEMELFATURA</cbc:ProfileID>', '<cbc:ProfileID>KAMU</cbc:ProfileID>')
    .replace(/<cac:PaymentMeans>[\s\S]*?<\/cac:PaymentMeans>/, ''),
  // An e-SMM still answers to every rule but the e-Fatura code lists: a VKN party without its title fails.
  esmm,
  esmmNoTitle: esmm.replace(
    /<cac:PartyName>\s*<cbc:Name>Demo Ticaret A.Ş.<\/cbc:Name>\s*<\/cac:PartyName>/,
    '',
  ),
  notXml: '<Invoice><cbc:ID>1</Invoice>',
  // Arithmetic (issue 26, item 4): GİB's schematron checks none of it.
  // The 10 % KDV subtotal's base twice its line's (the tax left as it was).
  kdvBaseTwice: invoice.replace(
    '<cbc:TaxableAmount currencyID="TRY">2975.00</cbc:TaxableAmount>',
    '<cbc:TaxableAmount currencyID="TRY">5950.00</cbc:TaxableAmount>',
  ),
  // The TaxTotal's amount not the sum of its subtotals (as GİB's own TEVKIFAT sample: 360 against 3600).
  taxTotalOff: invoice.replace(
    '<cbc:TaxAmount currencyID="TRY">2590.72</cbc:TaxAmount>',
    '<cbc:TaxAmount currencyID="TRY">259.07</cbc:TaxAmount>',
  ),
  // The payable amount one lira off.
  payableOff: invoice.replace(
    '<cbc:PayableAmount currencyID="TRY">17031.82</cbc:PayableAmount>',
    '<cbc:PayableAmount currencyID="TRY">17030.82</cbc:PayableAmount>',
  ),
  // The second line's amount not 2 × 4 499.
  lineOff: invoice.replace(
    '<cbc:LineExtensionAmount currencyID="TRY">8998.00</cbc:LineExtensionAmount>',
    '<cbc:LineExtensionAmount currencyID="TRY">8898.00</cbc:LineExtensionAmount>',
  ),
  // Two DriverPerson elements: the XSD allows them, GİB's schematron reads the driver's name as one string and stops
  // with a dynamic error (docs/e-documents.md, "e-İrsaliye").
  twoDrivers: waybill.replace(/(<cac:DriverPerson>[\s\S]*?<\/cac:DriverPerson>)/, '$1$1'),
  // The second driver's TCKN broken: GİB's rules read only the first driver, Defter's own rule checks each.
  secondDriverBad: waybill.replace(
    /(<cac:DriverPerson>[\s\S]*?<\/cac:DriverPerson>)/,
    (d) =>
      `${d}${d.replace(/<cbc:NationalityID>\d+<\/cbc:NationalityID>/, '<cbc:NationalityID>12345678901</cbc:NationalityID>')}`,
  ),
  // GİB's general rules: an issue date after today, a country code ISO 3166 does not have ("TU" for Türkiye).
  future: invoice.replace(
    '<cbc:IssueDate>2026-03-12</cbc:IssueDate>',
    '<cbc:IssueDate>2999-03-12</cbc:IssueDate>',
  ),
  badCountry: invoice.replace(
    '<cbc:IdentificationCode>TR</cbc:IdentificationCode>',
    '<cbc:IdentificationCode>TU</cbc:IdentificationCode>',
  ),
};
const results: Record<string, UblValidation> = {};

beforeAll(async () => {
  const names = Object.keys(cases);
  const validated = await validateUblBatch(
    names.map((name) => ({ name, xml: cases[name as keyof typeof cases] })),
  );
  names.forEach((name, i) => (results[name] = validated[i]));
}, 60_000);

describe('validateUbl', () => {
  it('accepts a document Defter built', () => {
    expect(results.valid).toMatchObject({ valid: true, issues: [], root: 'Invoice', mode: 'efatura' });
  });

  it('reports an element out of XSD order as an XSD error', () => {
    expect(results.outOfOrder.valid).toBe(false);
    expect(
      results.outOfOrder.issues.some((i) => i.source === 'xsd' && /LineCountNumeric/.test(i.message)),
    ).toBe(true);
  });

  it("reports a broken schematron rule with GİB's Turkish text", () => {
    expect(results.kamuWithoutIban.valid).toBe(false);
    expect(results.kamuWithoutIban.issues).toContainEqual(
      expect.objectContaining({ source: 'schematron', message: expect.stringContaining('IBAN') }),
    );
  });

  it('keeps every other rule on an e-SMM', () => {
    expect(results.esmm.valid).toBe(true);
    expect(results.esmmNoTitle.valid).toBe(false);
    expect(results.esmmNoTitle.issues).toContainEqual(
      expect.objectContaining({
        source: 'schematron',
        message: expect.stringContaining('cac:PartyName elemanı bulunmalıdır'),
      }),
    );
  });

  it("reads GİB's 'today' in Türkiye (UTC+3) whatever the server's time zone: at 22:30 UTC the next day is today", () => {
    const dated = (day: string) =>
      invoice.replace('<cbc:IssueDate>2026-03-12</cbc:IssueDate>', `<cbc:IssueDate>${day}</cbc:IssueDate>`);
    const future = (xml: string) =>
      validateSchematron(xml).filter((i) => i.message.includes('günün tarihinden ileri bir tarih olamaz'));
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      // 12.03.2026 22:30 UTC is 13.03.2026 01:30 in Türkiye: an invoice of 13.03 is of today, one of 14.03 is not.
      vi.setSystemTime(new Date('2026-03-12T22:30:00Z'));
      expect(future(dated('2026-03-13'))).toEqual([]);
      expect(future(dated('2026-03-14'))).toHaveLength(1);
      // 12.03.2026 20:59 UTC is 23:59 in Türkiye: the 13th is still tomorrow.
      vi.setSystemTime(new Date('2026-03-12T20:59:00Z'));
      expect(future(dated('2026-03-12'))).toEqual([]);
      expect(future(dated('2026-03-13'))).toHaveLength(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it("applies GİB's general rules too: no issue date after today, country codes from ISO 3166", () => {
    expect(results.future.issues).toContainEqual(
      expect.objectContaining({
        message: expect.stringContaining('günün tarihinden ileri bir tarih olamaz'),
      }),
    );
    expect(results.badCountry.issues).toContainEqual(
      expect.objectContaining({
        message: expect.stringMatching(/^Geçersiz cbc:IdentificationCode elemanı değeri: ?TU/),
      }),
    );
  });

  it('runs on a waybill with two drivers (UBL-TR allows several) and checks each driver', () => {
    // GİB's XSLT 2.0 schematron stops on it (XPTY0004: string() of two FirstName); its XPath 1.0 compatibility
    // compilation runs instead (issue 26, item 4).
    expect(waybill).toMatch(/<cac:DriverPerson>/);
    expect(results.twoDrivers).toMatchObject({ valid: true, issues: [], compat: true });
    expect(results.valid.compat).toBeUndefined();
    expect(results.secondDriverBad.valid).toBe(false);
    expect(results.secondDriverBad.issues).toEqual([
      { source: 'defter', message: '2. şoför: T.C. Kimlik No (12345678901) geçerli değil.', location: '' },
    ]);
  });

  it('checks the arithmetic GİB’s schematron leaves out: bases, tax totals, payable, lines', () => {
    const arithmetic = (name: keyof typeof cases) =>
      results[name].issues.filter((i) => i.source === 'arithmetic').map((i) => i.message);
    expect(results.valid.issues).toEqual([]);
    expect(results.kdvBaseTwice.valid).toBe(false);
    expect(arithmetic('kdvBaseTwice')).toEqual([
      'Vergi toplamı KDV %10: vergi 297,50 TRY; matrah 5.950,00 TRY × %10 = 595,00 TRY olmalıdır.',
      'KDV %10 matrahı 5.950,00 TRY; satırlardaki KDV %10 matrahlarının toplamı 2.975,00 TRY olmalıdır.',
    ]);
    expect(arithmetic('taxTotalOff')).toEqual([
      'Vergi toplamı 259,07 TRY; alt toplamlarının toplamı 2.590,72 TRY olmalıdır.',
    ]);
    expect(arithmetic('payableOff')).toEqual([
      'Ödenecek tutar 17.030,82 TRY; vergiler dahil tutar − tevkifat = 17.031,82 TRY olmalıdır.',
    ]);
    expect(arithmetic('lineOff')).toEqual(
      expect.arrayContaining([
        '2. satır: tutar 8.898,00 TRY; miktar × birim fiyat − iskonto + arttırım = 8.998,00 TRY olmalıdır.',
        'Mal / hizmet toplamı 14.571,00 TRY; satır tutarlarının toplamı 14.341,10 TRY olmalıdır.',
      ]),
    );
    // Only the arithmetic: the schematron and the XSD find nothing wrong with these.
    for (const name of ['kdvBaseTwice', 'taxTotalOff', 'payableOff'] as const)
      expect(
        results[name].issues.every((i) => i.source === 'arithmetic'),
        name,
      ).toBe(true);
  });

  it('refuses text that is not XML with a Turkish message', () => {
    expect(results.notXml.valid).toBe(false);
    expect(results.notXml.issues[0].message).toMatch(/^XML okunamadı/);
  });
});

describe("GİB's compiled schematron", () => {
  it('finds the same in XPath 1.0 compatibility mode on every document the published one runs on', () => {
    // The compatibility compilation only reads the first of repeated values; on documents without a repeated value
    // where GİB reads one, both find exactly the same (the broken cases included).
    for (const name of ['valid', 'kamuWithoutIban', 'esmm', 'esmmNoTitle', 'future', 'badCountry'] as const) {
      const published = validateSchematron(cases[name]);
      expect(validateSchematron(cases[name], { compat: true }), name).toEqual(published);
    }
    expect(validateSchematron(cases.kamuWithoutIban).length).toBeGreaterThan(0);
  });

  it('is the SEF of the XSLT beside it (npm run gib:schematron regenerates both)', () => {
    const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'gib', 'schematron');
    const sha = createHash('sha256')
      .update(readFileSync(path.join(dir, 'UBL-TR_Main_Schematron.xslt')))
      .digest('hex');
    expect(readFileSync(path.join(dir, 'UBL-TR_Main_Schematron.sef.source-sha256'), 'utf8').trim()).toBe(sha);
  });
});
