import SaxonJS from 'saxon-js';
import { describe, expect, it } from 'vitest';
import { calculateDocument } from '../../../domain/documents';
import { INVOICE_TYPE_IDS, type InvoiceModel } from '../../../domain/edocs';
import { amountInWords } from '../../../domain/words';
import { AppError } from '../../lib/errors';
import {
  answerModel,
  COMPANY_CUSTOMER,
  despatchModel,
  exemption,
  freelanceReceiptModel,
  FREELANCER,
  invoiceModel,
  producerReceiptModel,
  receiptAdviceModel,
  SUPPLIER,
} from '../../../tests/fixtures/edocs';
import {
  buildApplicationResponse,
  buildDespatchAdvice,
  buildFreelanceReceipt,
  buildInvoice,
  buildProducerReceipt,
  buildReceiptAdvice,
  UblInputError,
} from '.';

// What the builders write, read back with XPath: amounts equal to domain's calculation, GİB's conventions
// (LineExtensionAmount, withholding, special base, receipts), escaping, and the Turkish refusals of documents
// that could not be valid. Validity against GİB's XSD and schematron is ubl.validity.test.ts.

const UUID = '9b2e4f61-3c7a-4d15-8e02-6f4a1b9c7d30';

/** Evaluates an XPath (namespace-agnostic names, `*:Name`) over the XML; strings joined by '|'. */
function xp(xml: string, path: string): string {
  const doc = SaxonJS.XPath.evaluate('parse-xml($xml)', null, { params: { xml } });
  const value = SaxonJS.XPath.evaluate(`string-join((${path}) ! string(.), '|')`, doc);
  return String(value);
}

const refuse = (build: () => string, message: RegExp) => {
  expect(build).toThrow(UblInputError);
  expect(build).toThrow(message);
  // The server's one error class, status 400: a route answers it in the envelope, never with a 500.
  expect(build).toThrow(expect.objectContaining({ status: 400 }));
  expect(build).toThrow(AppError);
};

describe('buildInvoice', () => {
  it("writes domain's totals, with LineExtensionAmount the gross and line discounts as AllowanceTotalAmount", () => {
    const model = invoiceModel('TEMELFATURA', 'SATIS', UUID);
    const xml = buildInvoice(model);
    const calc = calculateDocument({
      fatura_tipi_id: INVOICE_TYPE_IDS.SATIS,
      lines: model.lines.map((l) => l.amounts),
    });
    const t = calc.totals;
    const lmt = (name: string) => xp(xml, `/*/*:LegalMonetaryTotal/*:${name}`);
    expect(lmt('LineExtensionAmount')).toBe(t.urun_hizmet_toplam_tutar);
    expect(lmt('AllowanceTotalAmount')).toBe('129.90');
    expect(lmt('TaxExclusiveAmount')).toBe(t.vergiler_haric_toplam_tutar);
    expect(lmt('TaxInclusiveAmount')).toBe(t.vergiler_dahil_toplam_tutar);
    expect(lmt('PayableAmount')).toBe(t.odenecek_tutar);
    expect(xp(xml, '/*/*:TaxTotal/*:TaxAmount')).toBe(t.toplam_vergi_tutari);
    expect(xp(xml, '/*/*:TaxTotal/*:TaxSubtotal/*:Percent')).toBe('20|10');
    expect(xp(xml, '/*/*:Note')).toContain(amountInWords(t.odenecek_tutar, 'TRY'));
    // Line 1: 20 × 129.90 = 2598.00 less 5 % = 2468.10 net (the line's LineExtensionAmount).
    const line = '/*/*:InvoiceLine[1]';
    expect(xp(xml, `${line}/*:LineExtensionAmount`)).toBe('2468.10');
    expect(
      xp(
        xml,
        `${line}/*:AllowanceCharge/(*:ChargeIndicator, *:MultiplierFactorNumeric, *:Amount, *:BaseAmount)`,
      ),
    ).toBe('false|0.05|129.90|2598.00');
    expect(xp(xml, `${line}/*:InvoicedQuantity/@unitCode`)).toBe('PA');
    // Line 2: 5398.80 with 20 % KDV included is 4499 without.
    expect(xp(xml, '/*/*:InvoiceLine[2]/*:Price/*:PriceAmount')).toBe('4499');
    expect(xp(xml, '/*/*:InvoiceLine/*:ID')).toBe('1|2|3');
    expect(xp(xml, '/*/*:LineCountNumeric')).toBe('3');
  });

  it('writes withholding per code and percent, with the KDV as its taxable amount, and pays KDV less it', () => {
    const xml = buildInvoice(invoiceModel('TICARIFATURA', 'TEVKIFAT', UUID));
    // 4 h × 850 = 3400, KDV 680, 7/10 withheld = 476.
    expect(xp(xml, '/*/*:WithholdingTaxTotal/*:TaxSubtotal/(*:TaxableAmount, *:TaxAmount, *:Percent)')).toBe(
      '680.00|476.00|70',
    );
    expect(xp(xml, '/*/*:WithholdingTaxTotal/*:TaxSubtotal//*:TaxTypeCode')).toBe('603');
    expect(xp(xml, '/*/*:InvoiceLine[1]/*:WithholdingTaxTotal/*:TaxAmount')).toBe('476.00');
    const inclusive = Number(xp(xml, '/*/*:LegalMonetaryTotal/*:TaxInclusiveAmount'));
    expect(xp(xml, '/*/*:LegalMonetaryTotal/*:PayableAmount')).toBe((inclusive - 476).toFixed(2));
  });

  it('writes the special base as the KDV taxable amount with its code, and does not add that KDV', () => {
    const xml = buildInvoice(invoiceModel('TEMELFATURA', 'OZELMATRAH', UUID));
    const kdv = '/*/*:TaxTotal/*:TaxSubtotal';
    expect(xp(xml, `${kdv}/(*:TaxableAmount, *:TaxAmount)`)).toBe('9125.00|1825.00');
    expect(xp(xml, `${kdv}/*:TaxCategory/*:TaxExemptionReasonCode`)).toBe('805');
    expect(xp(xml, '/*/*:LegalMonetaryTotal/*:PayableAmount')).toBe('93440.00');
  });

  it('sends an export invoice to the customs administration, names the foreign buyer and prices in its currency', () => {
    const xml = buildInvoice(invoiceModel('IHRACAT', 'ISTISNA', UUID));
    expect(xp(xml, '/*/*:AccountingCustomerParty//*:PartyIdentification/*:ID')).toBe('1460415308');
    expect(xp(xml, "/*/*:BuyerCustomerParty//*:ID[@schemeID = 'PARTYTYPE']")).toBe('EXPORT');
    expect(xp(xml, '/*/*:PricingExchangeRate/(*:SourceCurrencyCode, *:CalculationRate)')).toBe(
      'EUR|48.214500',
    );
    expect(xp(xml, '/*/*:LegalMonetaryTotal/*:PayableAmount/@currencyID')).toBe('EUR');
    expect(xp(xml, '/*/*:InvoiceLine/*:Delivery/*:Shipment/*:GoodsItem/*:RequiredCustomsID')).toBe(
      '081310000000',
    );
    // The package where GİB's viewer reads Eşya Kap Cinsi, Kap No and Kap Adet, in the XSD's order (ID, Quantity,
    // PackagingTypeCode; a path's nodes come back in document order).
    expect(
      xp(
        xml,
        '/*/*:InvoiceLine/*:Delivery/*:Shipment/*:TransportHandlingUnit/*:ActualPackage/*/local-name()',
      ),
    ).toBe('ID|Quantity|PackagingTypeCode');
    expect(
      xp(
        xml,
        '/*/*:InvoiceLine/*:Delivery/*:Shipment/*:TransportHandlingUnit/*:ActualPackage/(*:PackagingTypeCode, *:ID, *:Quantity)',
      ),
    ).toBe('MLR-2026-01|100|BX');
  });

  it('escapes what the user typed: it comes back as the same text', () => {
    const model = invoiceModel('TEMELFATURA', 'SATIS', UUID);
    const name = 'Kablo <RJ45> & "Cat6" \'1 m\' ]]> İĞŞ';
    const xml = buildInvoice({ ...model, lines: [{ ...model.lines[0], name }], notes: ['</cbc:Note><x/>'] });
    expect(xp(xml, '/*/*:InvoiceLine/*:Item/*:Name')).toBe(name);
    expect(xp(xml, '/*/*:Note[1]')).toBe('</cbc:Note><x/>');
    expect(xml).toContain('Kablo &lt;RJ45&gt; &amp;');
  });

  it("refuses what GİB's rules refuse, in Turkish", () => {
    const m = (p: InvoiceModel['profile'], t: InvoiceModel['type']) => invoiceModel(p, t, UUID);
    refuse(
      () => buildInvoice({ ...m('TEMELFATURA', 'SATIS'), profile: 'KAMU', type: 'IADE' }),
      /KAMU senaryosunda IADE tipinde fatura düzenlenemez/,
    );
    refuse(
      () => buildInvoice({ ...m('TEMELFATURA', 'SATIS'), profile: 'TICARIFATURA', type: 'IADE' }),
      /düzenlenemez/,
    );
    refuse(() => buildInvoice({ ...m('TEMELFATURA', 'SATIS'), id: 'FTR-2026-1' }), /GİB biçiminde değil/);
    refuse(
      () => buildInvoice({ ...m('TEMELFATURA', 'SATIS'), uuid: '123' }),
      /ETTN "123" geçerli bir UUID değil/,
    );
    refuse(() => buildInvoice({ ...m('KAMU', 'SATIS'), payment: null }), /geçerli bir TR IBAN zorunludur/);
    refuse(
      () => buildInvoice({ ...m('EARSIVFATURA', 'SATIS'), issueTime: null }),
      /düzenleme saati zorunludur/,
    );
    refuse(() => buildInvoice({ ...m('TEMELFATURA', 'IADE'), returns: [] }), /İade faturasında/);
    refuse(
      () => buildInvoice({ ...m('TEMELFATURA', 'SATIS'), customer: { ...COMPANY_CUSTOMER, name: ' ' } }),
      /Alıcı: VKN ile unvan zorunludur/,
    );
    const zero = m('TEMELFATURA', 'ISTISNA');
    refuse(
      () => buildInvoice({ ...zero, lines: [{ ...zero.lines[0], kdvExemption: null }] }),
      /1\. satır: KDV sıfır olduğunda istisna/,
    );
    const tevkifat = m('TEMELFATURA', 'TEVKIFAT');
    refuse(
      () => buildInvoice({ ...tevkifat, lines: [{ ...tevkifat.lines[0], withholdingCode: null }] }),
      /1\. satır: tevkifatlı satırda tevkifat kodu zorunludur/,
    );
    const bad = m('TEMELFATURA', 'SATIS');
    refuse(
      () =>
        buildInvoice({
          ...bad,
          lines: [{ ...bad.lines[0], amounts: { miktar: '1,5', birim_fiyat: '10', kdv_id: 9 } }],
        }),
      /^1\. satır \(miktar\): hesaplanamadı: ondalık ayırıcı olarak nokta kullanınız/,
    );
    refuse(
      () => buildInvoice({ ...bad, lines: [{ ...bad.lines[0], name: '  ' }] }),
      /1\. satır: mal \/ hizmet adı zorunludur/,
    );
  });

  it('accepts a 0 % KDV line on a sales invoice when it names its exemption', () => {
    const model = invoiceModel('TEMELFATURA', 'SATIS', UUID);
    const line = {
      ...model.lines[0],
      amounts: { ...model.lines[0].amounts, kdv_id: 5 },
      kdvExemption: exemption('351'),
    };
    const xml = buildInvoice({ ...model, lines: [line] });
    expect(
      xp(xml, '/*/*:TaxTotal/*:TaxSubtotal/*:TaxCategory/(*:TaxExemptionReasonCode, *:TaxExemptionReason)'),
    ).toBe('351|KDV - İstisna Olmayan Diğer');
  });
});

describe('the receipts', () => {
  it("e-SMM: izibiz's sample figures (17.80 gross, 20 % stopaj, 18 % KDV, 2/10 withheld) pay 16.80", () => {
    const model = freelanceReceiptModel(UUID);
    const xml = buildFreelanceReceipt({
      ...model,
      lines: [
        {
          ...model.lines[0],
          amounts: { brut_ucret: '17.80', gv_stopaj_orani: '20', kdv_id: 4, kdv_tevkifat_orani: '2' },
        },
      ],
    });
    expect(xp(xml, '/*/(*:ProfileID, *:InvoiceTypeCode)')).toBe('EARSIVBELGE|SERBESTMESLEKMAKBUZU');
    expect(xp(xml, '/*/*:TaxTotal/*:TaxAmount')).toBe('6.76');
    expect(xp(xml, '/*/*:TaxTotal/*:TaxSubtotal//*:TaxTypeCode')).toBe('0015|0003');
    expect(xp(xml, '/*/*:WithholdingTaxTotal/*:TaxAmount')).toBe('0.64');
    expect(
      xp(xml, '/*/*:LegalMonetaryTotal/(*:LineExtensionAmount, *:TaxInclusiveAmount, *:PayableAmount)'),
    ).toBe('17.80|21.00|16.80');
    expect(xp(xml, '/*/*:AccountingSupplierParty//*:Person/*:FirstName')).toBe(FREELANCER.firstName);
  });

  it('e-MM: a CreditNote whose deductions lower TaxExclusive, TaxInclusive and Payable alike', () => {
    const xml = buildProducerReceipt(producerReceiptModel(UUID));
    expect(xp(xml, 'local-name(/*)')).toBe('CreditNote');
    expect(xp(xml, '/*/*:CreditNoteTypeCode')).toBe('MUSTAHSILMAKBUZ');
    // Wheat 100 800: stopaj 2 016, borsa 0.2 % of 98 784 = 197.57; barley 23 750: stopaj 475, mera 237.50, SGK 237.50.
    expect(xp(xml, '/*/*:TaxTotal/*:TaxSubtotal//*:TaxTypeCode')).toBe('0003|8001|9040|SGK_PRIM');
    expect(xp(xml, '/*/*:TaxTotal/*:TaxSubtotal/*:TaxAmount')).toBe('2491.00|197.57|237.50|237.50');
    expect(
      xp(
        xml,
        '/*/*:LegalMonetaryTotal/(*:LineExtensionAmount, *:TaxExclusiveAmount, *:TaxInclusiveAmount, *:PayableAmount)',
      ),
    ).toBe('124550.00|121386.43|121386.43|121386.43');
  });
});

describe('waybills and answers', () => {
  it('writes every quantity of a waybill reply, 0 when none, so the viewer never prints NaN', () => {
    const xml = buildReceiptAdvice(receiptAdviceModel(UUID, { id: 'ORI2026000000001', date: '2026-03-12' }));
    const line = '/*/*:ReceiptLine[1]';
    expect(
      xp(xml, `${line}/(*:ReceivedQuantity, *:ShortQuantity, *:RejectedQuantity, *:OversupplyQuantity)`),
    ).toBe('120|0|2|0');
    expect(xp(xml, `${line}/*:RejectReason`)).toBe('Çuval yırtık');
    expect(xp(xml, '/*/*:DespatchDocumentReference/*:ID')).toBe('ORI2026000000001');
  });

  it('refuses a waybill without carrier or driver, and a driver with a wrong TCKN', () => {
    const model = despatchModel(UUID);
    refuse(
      () => buildDespatchAdvice({ ...model, shipment: { ...model.shipment, drivers: [], carrier: null } }),
      /taşıyıcı firma veya en az bir şoför/,
    );
    refuse(
      () => buildDespatchAdvice({ ...model, lines: [{ ...model.lines[0], name: '' }] }),
      /1\. satır: mal \/ hizmet adı zorunludur/,
    );
    refuse(
      () =>
        buildDespatchAdvice({
          ...model,
          shipment: {
            ...model.shipment,
            drivers: [{ firstName: 'Ali', familyName: 'Kaya', tckn: '12345678901' }],
          },
        }),
      /Şoförün TC kimlik numarası "12345678901" geçerli değil/,
    );
  });

  it('answers an invoice by its ETTN, and a RED needs 3 characters of explanation', () => {
    const invoice = {
      uuid: 'c1d2e3f4-a5b6-4c7d-8e9f-0a1b2c3d4e5f',
      id: 'DTC2026000000004',
      date: '2026-03-12',
    };
    const xml = buildApplicationResponse(answerModel(UUID, 'RED', invoice));
    expect(
      xp(xml, '/*/*:DocumentResponse/*:DocumentReference/(*:ID, *:DocumentTypeCode, *:DocumentType)'),
    ).toBe(`${invoice.uuid}|FATURA|FATURA`);
    expect(xp(xml, '/*/*:DocumentResponse/*:Response/*:ReferenceID')).toBe(invoice.id);
    expect(xp(xml, '/*/*:Note')).toBe('DTC2026000000004 numaralı fatura');
    expect(xp(xml, '/*/*:DocumentResponse/*:Response/*:ResponseCode')).toBe('RED');
    expect(xp(xml, '/*/*:SenderParty/*:PartyIdentification/*:ID')).not.toBe(SUPPLIER.id);
    refuse(
      () => buildApplicationResponse({ ...answerModel(UUID, 'RED', invoice), description: 'ok' }),
      /en az 3 karakterlik açıklama/,
    );
  });
});
