import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { despatchModel, freelanceReceiptModel, invoiceModel } from '../../tests/fixtures/edocs';
import { buildDespatchAdvice, buildFreelanceReceipt, buildInvoice } from './ubl';
import { validateUblBatch, type UblValidation } from './validate';

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
  // Two DriverPerson elements: the XSD allows them, GİB's schematron reads the driver's name as one string and stops
  // with a dynamic error (docs/e-documents.md, "e-İrsaliye").
  twoDrivers: waybill.replace(/(<cac:DriverPerson>[\s\S]*?<\/cac:DriverPerson>)/, '$1$1'),
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

  it('reports a document the schematron cannot run on as invalid, in Turkish, instead of throwing', () => {
    expect(waybill).toMatch(/<cac:DriverPerson>/);
    expect(results.twoDrivers.valid).toBe(false);
    expect(results.twoDrivers.issues).toContainEqual(
      expect.objectContaining({
        source: 'schematron',
        message: expect.stringMatching(/^GİB şematron kontrolü/),
      }),
    );
  });

  it('refuses text that is not XML with a Turkish message', () => {
    expect(results.notXml.valid).toBe(false);
    expect(results.notXml.issues[0].message).toMatch(/^XML okunamadı/);
  });
});

describe("GİB's compiled schematron", () => {
  it('is the SEF of the XSLT beside it (npm run gib:schematron regenerates both)', () => {
    const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'gib', 'schematron');
    const sha = createHash('sha256')
      .update(readFileSync(path.join(dir, 'UBL-TR_Main_Schematron.xslt')))
      .digest('hex');
    expect(readFileSync(path.join(dir, 'UBL-TR_Main_Schematron.sef.source-sha256'), 'utf8').trim()).toBe(sha);
  });
});
