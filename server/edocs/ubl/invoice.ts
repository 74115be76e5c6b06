import type { XMLBuilder } from 'xmlbuilder2/lib/interfaces';
import {
  calculateDocument,
  type DocumentLineResult,
  type DocumentResult,
  type OtherTaxResult,
} from '../../../domain/documents';
import {
  INVOICE_TYPE_IDS,
  profileAllowsType,
  type InvoiceLineModel,
  type InvoiceModel,
  type UblExemption,
  type UblParty,
} from '../../../domain/edocs';
import { isValidTrIban } from '../../../domain/identity';
import { CalculationInputError, D, sum, toPlainString } from '../../../domain/money';
import { KDV_TAX_CODE, VERGILER, WITHHOLDING_VERGI_ID } from '../../../domain/tax';
import { amountInWords } from '../../../domain/words';
import {
  address,
  checkDate,
  checkHeader,
  checkLineNames,
  checkParty,
  documentRef,
  extensions,
  header,
  money,
  notes,
  party,
  signature,
  taxSubtotal,
  taxTotal,
  type Subtotal,
} from './common';
import { amount, el, finish, group, newDocument, UblInputError } from './xml';

// An e-Fatura / e-Arşiv invoice (UBL-TR Invoice) of every scenario and type Defter issues. Every amount comes from
// domain's calculateDocument over the lines' inputs; the builder only groups and writes them (docs/e-documents.md).

/** The customs administration that receives every export invoice (GİB's IHRACAT rule: AccountingCustomerParty). */
export const CUSTOMS_PARTY: UblParty = {
  id: '1460415308',
  name: 'Gümrük ve Ticaret Bakanlığı Gümrükler Genel Müdürlüğü- Bilgi İşlem Dairesi Başkanlığı',
  taxOffice: 'Ulus',
  address: { district: 'Altındağ', city: 'Ankara', country: 'Türkiye', countryCode: 'TR' },
};

/** Types on which a 0 KDV needs no exemption reason (GİB's TaxExemptionReasonCheck). */
const NO_REASON_NEEDED = new Set(['IADE', 'IHRACKAYITLI', 'OZELMATRAH', 'SGK']);

const TAX_NAMES = new Map(VERGILER.map((v) => [v.kod, v.kisa_ad || v.ad]));

const lineLabel = (i: number) => `${i + 1}. satır`;
const isZero = (value: string) => D(value).isZero();

/** The line's KDV withholding entry (vergiler_id 19) with its rate in tenths, when it withholds. */
function withholdingOf(res: DocumentLineResult): OtherTaxResult | undefined {
  return res.diger_vergiler.find((t) => Number(t.id) === WITHHOLDING_VERGI_ID && !isZero(t.toplam));
}

/** The percent GİB writes for a withholding rate in tenths (7 → 70). */
const withholdingPercent = (tax: OtherTaxResult) => toPlainString(D(tax.oran).times(10));

function calculate(model: InvoiceModel): DocumentResult {
  try {
    return calculateDocument({
      fatura_tipi_id: INVOICE_TYPE_IDS[model.type],
      scale: 2,
      lines: model.lines.map((l) => l.amounts),
    });
  } catch (err) {
    if (err instanceof CalculationInputError) {
      const m = /^lines\[(\d+)\]\.(.+)$/.exec(err.field);
      const where = m ? `${lineLabel(Number(m[1]))} (${m[2]})` : err.field;
      throw new UblInputError(`${where}: hesaplanamadı: ${err.message.slice(err.field.length + 2)}`);
    }
    throw err;
  }
}

/** The exemption the line's KDV subtotal carries, checked against the invoice type. */
function kdvExemptionOf(model: InvoiceModel, line: InvoiceLineModel, res: DocumentLineResult, i: number) {
  const exemption = line.kdvExemption ?? null;
  if (model.type === 'OZELMATRAH' && !exemption)
    throw new UblInputError(`${lineLabel(i)}: özel matrah faturasında özel matrah kodu zorunludur.`);
  if (model.type === 'IHRACKAYITLI' && !exemption)
    throw new UblInputError(
      `${lineLabel(i)}: ihraç kayıtlı faturada ihraç kayıtlı fatura sebebi zorunludur.`,
    );
  if (isZero(res.kdv_tutari) && !exemption && !NO_REASON_NEEDED.has(model.type))
    throw new UblInputError(`${lineLabel(i)}: KDV sıfır olduğunda istisna / muafiyet sebebi zorunludur.`);
  return exemption;
}

interface LineFacts {
  model: InvoiceLineModel;
  res: DocumentLineResult;
  kdvSubtotal: Subtotal;
  otherSubtotals: Subtotal[];
  withholding: Subtotal | null;
}

function lineFacts(model: InvoiceModel, calc: DocumentResult): LineFacts[] {
  return model.lines.map((line, i) => {
    const res = calc.lines[i];
    const kdvSubtotal: Subtotal = {
      taxable: res.kdv_matrahi,
      amount: res.kdv_tutari,
      percent: res.kdv_orani,
      code: KDV_TAX_CODE,
      name: 'KDV',
      exemption: kdvExemptionOf(model, line, res, i),
    };
    const otherSubtotals = res.diger_vergiler
      .filter((t) => Number(t.id) !== WITHHOLDING_VERGI_ID)
      .map((t): Subtotal => {
        const perUnit = t.birim_tutar !== undefined && t.birim_tutar !== null && t.birim_tutar !== '';
        const otvZero = !perUnit && isZero(t.oran) && line.otvExemption;
        return {
          taxable: t.mal_hizmet,
          amount: t.toplam,
          percent: perUnit ? null : t.oran,
          perUnitAmount: perUnit ? toPlainString(D(t.birim_tutar as string)) : null,
          code: t.kod,
          name: TAX_NAMES.get(t.kod) ?? t.kod,
          exemption: otvZero ? (line.otvExemption as UblExemption) : null,
        };
      });
    const w = withholdingOf(res);
    if (w && !line.withholdingCode?.trim())
      throw new UblInputError(`${lineLabel(i)}: tevkifatlı satırda tevkifat kodu zorunludur.`);
    const withholding: Subtotal | null = w
      ? {
          taxable: res.kdv_tutari,
          amount: w.toplam,
          percent: withholdingPercent(w),
          code: line.withholdingCode!.trim(),
          name: 'KDV TEVKİFAT',
        }
      : null;
    return { model: line, res, kdvSubtotal, otherSubtotals, withholding };
  });
}

/** Sums subtotals that share a key (in order of first appearance). */
function grouped(subtotals: readonly Subtotal[], key: (s: Subtotal) => string): Subtotal[] {
  const groups = new Map<string, Subtotal[]>();
  for (const s of subtotals) groups.set(key(s), [...(groups.get(key(s)) ?? []), s]);
  return [...groups.values()].map((list) => ({
    ...list[0],
    taxable: list[0].taxable === null ? null : money(sum(list.map((s) => D(s.taxable)))),
    amount: money(sum(list.map((s) => D(s.amount)))),
  }));
}

/** The document's TaxTotal: KDV by percent and exemption, then every other tax by code, percent and unit amount. */
function documentTaxes(lines: readonly LineFacts[]): Subtotal[] {
  const kdv = grouped(
    lines.map((l) => l.kdvSubtotal),
    (s) => `${D(s.percent ?? 0).toFixed()}|${s.exemption?.code ?? ''}`,
  );
  const others = grouped(
    lines.flatMap((l) => l.otherSubtotals),
    (s) => `${s.code}|${s.percent ?? ''}|${s.perUnitAmount ?? ''}|${s.exemption?.code ?? ''}`,
  );
  return [...kdv, ...others];
}

function checkModel(model: InvoiceModel): void {
  if (!profileAllowsType(model.profile, model.type))
    throw new UblInputError(`${model.profile} senaryosunda ${model.type} tipinde fatura düzenlenemez.`);
  checkHeader(model, { timeRequired: model.profile === 'EARSIVFATURA' });
  checkParty(model.supplier, 'Satıcı');
  if (model.profile !== 'IHRACAT') checkParty(model.customer, 'Alıcı');
  if (!model.lines.length) throw new UblInputError('Faturada en az bir satır olmalıdır.');
  checkLineNames(model.lines);
  if (!/^[A-Z]{3}$/.test(model.currency))
    throw new UblInputError('Para birimi ISO kodu olmalıdır (TRY, USD…).');
  if (model.currency !== 'TRY' && !/^\d{1,15}(\.\d{1,6})?$/.test(model.exchangeRate ?? ''))
    throw new UblInputError('Dövizli faturada kur (en çok 6 ondalık) zorunludur.');
  if (model.type === 'IADE' && !model.returns?.length)
    throw new UblInputError('İade faturasında iade edilen faturanın numarası ve tarihi zorunludur.');
  for (const r of model.returns ?? [])
    if (r.id.trim().length !== 16)
      throw new UblInputError(`İade edilen fatura numarası "${r.id}" 16 karakter olmalıdır.`);
  if (model.profile === 'KAMU' && !isValidTrIban(model.payment?.iban ?? ''))
    throw new UblInputError('Kamu faturasında ödemenin yapılacağı geçerli bir TR IBAN zorunludur.');
  if (model.profile === 'IHRACAT') {
    if (!model.export)
      throw new UblInputError('İhracat faturasında yabancı alıcı ve teslim şartları zorunludur.');
    if (!model.supplier.taxOffice?.trim())
      throw new UblInputError('İhracat faturasında satıcının vergi dairesi zorunludur.');
    model.lines.forEach((l, i) => {
      if (!/^\d{12}$/.test(l.gtip ?? ''))
        throw new UblInputError(`${lineLabel(i)}: ihracat satırında 12 haneli GTİP numarası zorunludur.`);
      const quantity = l.package?.quantity;
      if (quantity && !/^\d{1,12}(\.\d{1,4})?$/.test(quantity))
        throw new UblInputError(`${lineLabel(i)}: kap adedi sıfır ya da pozitif bir sayı olmalıdır.`);
    });
  }
  if (model.type === 'SGK' && !model.sgk)
    throw new UblInputError(
      'SGK faturasında SGK fatura tipi, mükellef kodu, adı, dosya no ve dönem zorunludur.',
    );
}

/** The invoice line (cac:InvoiceLine) in XSD order. */
function invoiceLine(doc: XMLBuilder, model: InvoiceModel, l: LineFacts, i: number): void {
  const { res, model: line } = l;
  const currency = model.currency;
  const node = group(doc, 'cac:InvoiceLine');
  el(node, 'cbc:ID', i + 1);
  el(node, 'cbc:Note', line.note);
  el(
    node,
    'cbc:InvoicedQuantity',
    toPlainString(D(line.amounts.miktar ?? 0)),
    { unitCode: line.unitCode },
    true,
  );
  amount(node, 'cbc:LineExtensionAmount', res.mal_hizmet_tutari, currency);
  if (model.export) {
    const delivery = group(node, 'cac:Delivery');
    address(delivery, 'cac:DeliveryAddress', model.export.buyer.address);
    el(group(delivery, 'cac:DeliveryTerms'), 'cbc:ID', model.export.incoterms, { schemeID: 'INCOTERMS' });
    const shipment = group(delivery, 'cac:Shipment');
    el(shipment, 'cbc:ID', '', {}, true);
    el(group(shipment, 'cac:GoodsItem'), 'cbc:RequiredCustomsID', line.gtip);
    el(group(shipment, 'cac:ShipmentStage'), 'cbc:TransportModeCode', model.export.transportMode);
    const pack = line.package;
    if (pack && (pack.kind || pack.id || pack.quantity)) {
      // What GİB's viewer prints as Eşya Kap Cinsi, Kap No and Kap Adet.
      const actual = group(group(shipment, 'cac:TransportHandlingUnit'), 'cac:ActualPackage');
      el(actual, 'cbc:ID', pack.id);
      el(actual, 'cbc:Quantity', pack.quantity ? toPlainString(D(pack.quantity)) : null);
      el(actual, 'cbc:PackagingTypeCode', pack.kind);
    }
  }
  if (!isZero(res.iskonto_tutari)) {
    const increase = D(res.iskonto_tutari).gt(0);
    const charge = group(node, 'cac:AllowanceCharge');
    el(charge, 'cbc:ChargeIndicator', increase ? 'true' : 'false');
    el(charge, 'cbc:AllowanceChargeReason', line.discountReason);
    el(
      charge,
      'cbc:MultiplierFactorNumeric',
      toPlainString(D(line.amounts.iskonto_orani ?? 0).dividedBy(100)),
    );
    amount(charge, 'cbc:Amount', money(D(res.iskonto_tutari).abs()), currency);
    amount(charge, 'cbc:BaseAmount', res.brut_tutar, currency);
  }
  taxTotal(node, 'cac:TaxTotal', [l.kdvSubtotal, ...l.otherSubtotals], currency);
  if (l.withholding) taxTotal(node, 'cac:WithholdingTaxTotal', [l.withholding], currency);
  const item = group(node, 'cac:Item');
  el(item, 'cbc:Name', line.name, {}, true);
  if (line.sellersItemId) el(group(item, 'cac:SellersItemIdentification'), 'cbc:ID', line.sellersItemId);
  amount(group(node, 'cac:Price'), 'cbc:PriceAmount', res.birim_fiyat_kdv_haric, currency);
}

/**
 * Builds an e-Fatura / e-Arşiv invoice (UBL-TR 1.2 Invoice). Throws UblInputError (Turkish) when the document cannot
 * be valid: a scenario that does not allow the type, a number not in GİB's form, a missing exemption reason…
 */
export function buildInvoice(model: InvoiceModel): string {
  checkModel(model);
  const calc = calculate(model);
  const t = calc.totals;
  // toplam_iskonto is signed by design (negative = net discount); every amount UBL-TR writes must not be.
  for (const [name, value] of Object.entries(t))
    if (name !== 'toplam_iskonto' && D(value).isNeg())
      throw new UblInputError(`Fatura tutarları eksi olamaz (${name}: ${value}).`);
  const lines = lineFacts(model, calc);
  const currency = model.currency;

  const doc = newDocument('Invoice');
  extensions(doc);
  header(doc, model, model.profile);
  el(doc, 'cbc:InvoiceTypeCode', model.type);
  notes(doc, [...(model.notes ?? []), amountInWords(t.odenecek_tutar, currency)]);
  el(doc, 'cbc:DocumentCurrencyCode', currency);
  el(doc, 'cbc:AccountingCost', model.sgk?.kind);
  el(doc, 'cbc:LineCountNumeric', model.lines.length);
  if (model.sgk) {
    const period = group(doc, 'cac:InvoicePeriod');
    el(period, 'cbc:StartDate', checkDate(model.sgk.period.start, 'SGK dönem başlangıcı'));
    el(period, 'cbc:EndDate', checkDate(model.sgk.period.end, 'SGK dönem bitişi'));
  }
  if (model.order) documentRef(doc, 'cac:OrderReference', model.order);
  for (const r of model.returns ?? [])
    documentRef(group(doc, 'cac:BillingReference'), 'cac:InvoiceDocumentReference', r, 'IADE');
  for (const d of model.despatches ?? []) documentRef(doc, 'cac:DespatchDocumentReference', d);
  if (model.profile === 'EARSIVFATURA')
    documentRef(
      doc,
      'cac:AdditionalDocumentReference',
      { id: model.uuid, date: model.issueDate },
      'SendingType',
      model.sendingType ?? 'ELEKTRONIK',
    );
  if (model.sgk) {
    const { payerCode, payerName, fileNo } = model.sgk;
    for (const [value, kind] of [
      [payerCode, 'MUKELLEF_KODU'],
      [payerName, 'MUKELLEF_ADI'],
      [fileNo, 'DOSYA_NO'],
    ])
      documentRef(
        doc,
        'cac:AdditionalDocumentReference',
        { id: value, date: model.issueDate },
        undefined,
        kind,
      );
  }
  signature(doc, model.supplier, model.id);
  party(doc, 'cac:AccountingSupplierParty', model.supplier);
  party(doc, 'cac:AccountingCustomerParty', model.profile === 'IHRACAT' ? CUSTOMS_PARTY : model.customer);
  if (model.export) {
    const buyer = group(group(doc, 'cac:BuyerCustomerParty'), 'cac:Party');
    el(group(buyer, 'cac:PartyIdentification'), 'cbc:ID', 'EXPORT', { schemeID: 'PARTYTYPE' });
    el(group(buyer, 'cac:PartyName'), 'cbc:Name', model.export.buyer.name);
    address(buyer, 'cac:PostalAddress', model.export.buyer.address);
    const legal = group(buyer, 'cac:PartyLegalEntity');
    el(legal, 'cbc:RegistrationName', model.export.buyer.name);
    el(legal, 'cbc:CompanyID', model.export.buyer.taxId);
  } else if (model.buyer) party(doc, 'cac:BuyerCustomerParty', model.buyer);
  // An e-Arşiv internet sale's carrier and dispatch date (GİB's e-Arşiv internet sale information).
  if (model.delivery && (model.delivery.carrier || model.delivery.despatchDate)) {
    const delivery = group(doc, 'cac:Delivery');
    if (model.delivery.carrier)
      party(delivery, 'cac:CarrierParty', model.delivery.carrier, { wrapped: false });
    if (model.delivery.despatchDate)
      el(
        group(delivery, 'cac:Despatch'),
        'cbc:ActualDespatchDate',
        checkDate(model.delivery.despatchDate, 'Gönderim tarihi'),
      );
  }
  if (model.payment) {
    const p = model.payment;
    const means = group(doc, 'cac:PaymentMeans');
    el(means, 'cbc:PaymentMeansCode', p.meansCode);
    el(means, 'cbc:PaymentDueDate', p.dueDate);
    el(means, 'cbc:PaymentChannelCode', p.channelCode);
    el(means, 'cbc:InstructionNote', p.note);
    if (p.iban) {
      const account = group(means, 'cac:PayeeFinancialAccount');
      el(account, 'cbc:ID', p.iban.replace(/\s/g, '').toUpperCase());
      el(account, 'cbc:CurrencyCode', currency);
    }
  }
  // The due date the parties agreed (the invoice's Vade Tarihi), after the payment means (UBL-TR Invoice order).
  if (model.dueDate)
    el(group(doc, 'cac:PaymentTerms'), 'cbc:PaymentDueDate', checkDate(model.dueDate, 'Vade tarihi'));
  if (currency !== 'TRY') {
    const rate = group(doc, 'cac:PricingExchangeRate');
    el(rate, 'cbc:SourceCurrencyCode', currency);
    el(rate, 'cbc:TargetCurrencyCode', 'TRY');
    el(rate, 'cbc:CalculationRate', model.exchangeRate);
    el(rate, 'cbc:Date', model.issueDate);
  }
  taxTotal(doc, 'cac:TaxTotal', documentTaxes(lines), currency);
  const withheld = grouped(
    lines.flatMap((l) => (l.withholding ? [l.withholding] : [])),
    (s) => `${s.code}|${s.percent}`,
  );
  if (withheld.length) {
    const node = group(doc, 'cac:WithholdingTaxTotal');
    amount(node, 'cbc:TaxAmount', t.tevkifat_toplami, currency);
    for (const s of withheld) taxSubtotal(node, s, currency);
  }
  const discounts = calc.lines.map((l) => D(l.iskonto_tutari));
  const allowance = sum(discounts.filter((d) => d.isNeg())).abs();
  const charge = sum(discounts.filter((d) => d.gt(0)));
  const total = group(doc, 'cac:LegalMonetaryTotal');
  amount(total, 'cbc:LineExtensionAmount', t.urun_hizmet_toplam_tutar, currency);
  amount(total, 'cbc:TaxExclusiveAmount', t.vergiler_haric_toplam_tutar, currency);
  amount(total, 'cbc:TaxInclusiveAmount', t.vergiler_dahil_toplam_tutar, currency);
  if (!allowance.isZero()) amount(total, 'cbc:AllowanceTotalAmount', money(allowance), currency);
  if (!charge.isZero()) amount(total, 'cbc:ChargeTotalAmount', money(charge), currency);
  amount(total, 'cbc:PayableAmount', t.odenecek_tutar, currency);
  lines.forEach((l, i) => invoiceLine(doc, model, l, i));
  return finish(doc);
}
