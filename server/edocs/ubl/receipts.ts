import {
  calculateFreelanceReceipt,
  calculateProducerReceipt,
  type FreelanceReceiptResult,
  type ProducerReceiptResult,
} from '../../../domain/documents';
import type { FreelanceReceiptModel, ProducerReceiptModel } from '../../../domain/edocs';
import { CalculationInputError, D, sum, toPlainString } from '../../../domain/money';
import { KDV_TAX_CODE } from '../../../domain/tax';
import { amountInWords } from '../../../domain/words';
import {
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
  taxTotal,
  type Subtotal,
} from './common';
import { amount, el, finish, group, newDocument, UblInputError } from './xml';

// The receipts GİB carries on UBL-TR (docs/e-documents.md, "e-SMM and e-MM"): the freelance receipt (e-SMM) is an
// Invoice with ProfileID EARSIVBELGE and type SERBESTMESLEKMAKBUZU; the producer receipt (e-MM) is a CreditNote
// with ProfileID EARSIVBELGE and type MUSTAHSILMAKBUZ. Amounts come from domain's receipt calculators.

const RECEIPT_PROFILE = 'EARSIVBELGE';

function calculated<T>(run: () => T): T {
  try {
    return run();
  } catch (err) {
    if (err instanceof CalculationInputError) {
      const m = /^lines\[(\d+)\]\.(.+)$/.exec(err.field);
      throw new UblInputError(
        `${m ? `${Number(m[1]) + 1}. satır (${m[2]})` : err.field}: hesaplanamadı: ${err.message.slice(err.field.length + 2)}`,
      );
    }
    throw err;
  }
}

function checkReceipt(
  model: FreelanceReceiptModel | ProducerReceiptModel,
  issuer: string,
  receiver: string,
): void {
  checkHeader(model, { timeRequired: true });
  checkParty(model.supplier, issuer);
  checkParty(model.customer, receiver);
  if (!model.lines.length) throw new UblInputError('Makbuzda en az bir satır olmalıdır.');
  checkLineNames(model.lines);
}

/** The KDV and income-tax withholding subtotals of one freelance-receipt line. */
function freelanceTaxes(model: FreelanceReceiptModel, calc: FreelanceReceiptResult, i: number): Subtotal[] {
  const r = calc.lines[i];
  const line = model.lines[i];
  if (D(r.kdv_tutari).isZero() && !line.kdvExemption)
    throw new UblInputError(`${i + 1}. satır: KDV sıfır olduğunda istisna / muafiyet sebebi zorunludur.`);
  const kdv: Subtotal = {
    taxable: r.brut_ucret,
    amount: r.kdv_tutari,
    percent: r.kdv_orani,
    code: KDV_TAX_CODE,
    name: 'KDV',
    exemption: D(r.kdv_tutari).isZero() ? line.kdvExemption : null,
  };
  const stopaj: Subtotal = {
    taxable: r.brut_ucret,
    amount: r.gv_stopaj_tutari,
    percent: toPlainString(D(line.amounts.gv_stopaj_orani ?? 0)),
    code: '0003',
    name: 'GV STOPAJI',
  };
  return D(r.gv_stopaj_tutari).isZero() && D(line.amounts.gv_stopaj_orani ?? 0).isZero()
    ? [kdv]
    : [kdv, stopaj];
}

function freelanceWithholding(
  model: FreelanceReceiptModel,
  calc: FreelanceReceiptResult,
  i: number,
): Subtotal | null {
  const r = calc.lines[i];
  if (D(r.kdv_tevkifat_tutari).isZero()) return null;
  const code = model.lines[i].withholdingCode?.trim();
  if (!code) throw new UblInputError(`${i + 1}. satır: KDV tevkifatında tevkifat kodu zorunludur.`);
  return {
    taxable: r.kdv_tutari,
    amount: r.kdv_tevkifat_tutari,
    percent: toPlainString(D(model.lines[i].amounts.kdv_tevkifat_orani ?? 0).times(10)),
    code,
    name: 'KDV TEVKİFAT',
  };
}

/** Groups subtotals by code and percent, summing their amounts. */
function byCode(list: readonly Subtotal[]): Subtotal[] {
  const groups = new Map<string, Subtotal[]>();
  for (const s of list) {
    const key = `${s.code}|${s.percent}|${s.exemption?.code ?? ''}`;
    groups.set(key, [...(groups.get(key) ?? []), s]);
  }
  return [...groups.values()].map((g) => ({
    ...g[0],
    taxable: money(sum(g.map((s) => D(s.taxable)))),
    amount: money(sum(g.map((s) => D(s.amount)))),
  }));
}

/**
 * Builds a freelance receipt (e-SMM) as GİB's e-SMM integrators carry it: an Invoice, ProfileID EARSIVBELGE, type
 * SERBESTMESLEKMAKBUZU; TaxTotal holds KDV and the income-tax withholding (0003), WithholdingTaxTotal the KDV
 * withholding; Payable = brüt + KDV − stopaj − tevkifat (domain's net_tahsilat).
 */
export function buildFreelanceReceipt(model: FreelanceReceiptModel): string {
  checkReceipt(model, 'Serbest meslek erbabı', 'Müşteri');
  const calc = calculated(() => calculateFreelanceReceipt({ lines: model.lines.map((l) => l.amounts) }));
  const t = calc.totals;
  if (D(t.brut_ucret).isNeg() || D(t.odenecek_tutar).isNeg())
    throw new UblInputError('Makbuz tutarları eksi olamaz.');
  const taxes = model.lines.map((_, i) => freelanceTaxes(model, calc, i));
  const withheld = model.lines.map((_, i) => freelanceWithholding(model, calc, i));
  const currency = 'TRY';

  const doc = newDocument('Invoice');
  extensions(doc);
  header(doc, model, RECEIPT_PROFILE);
  el(doc, 'cbc:InvoiceTypeCode', 'SERBESTMESLEKMAKBUZU');
  notes(doc, [...(model.notes ?? []), amountInWords(t.odenecek_tutar, currency)]);
  el(doc, 'cbc:DocumentCurrencyCode', currency);
  el(doc, 'cbc:LineCountNumeric', model.lines.length);
  documentRef(
    doc,
    'cac:AdditionalDocumentReference',
    { id: model.uuid, date: model.issueDate },
    'SendingType',
    model.sendingType ?? 'ELEKTRONIK',
  );
  signature(doc, model.supplier, model.id);
  party(doc, 'cac:AccountingSupplierParty', model.supplier);
  party(doc, 'cac:AccountingCustomerParty', model.customer);
  taxTotal(doc, 'cac:TaxTotal', byCode(taxes.flat()), currency);
  const withholdings = withheld.filter((w): w is Subtotal => w !== null);
  if (withholdings.length) taxTotal(doc, 'cac:WithholdingTaxTotal', byCode(withholdings), currency);
  const total = group(doc, 'cac:LegalMonetaryTotal');
  amount(total, 'cbc:LineExtensionAmount', t.brut_ucret, currency);
  amount(total, 'cbc:TaxExclusiveAmount', t.brut_ucret, currency);
  amount(total, 'cbc:TaxInclusiveAmount', money(D(t.brut_ucret).plus(t.kdv_tutari)), currency);
  amount(total, 'cbc:PayableAmount', t.odenecek_tutar, currency);
  model.lines.forEach((line, i) => {
    const r = calc.lines[i];
    const node = group(doc, 'cac:InvoiceLine');
    el(node, 'cbc:ID', i + 1);
    el(node, 'cbc:InvoicedQuantity', '1', { unitCode: 'C62' });
    amount(node, 'cbc:LineExtensionAmount', r.brut_ucret, currency);
    taxTotal(node, 'cac:TaxTotal', taxes[i], currency);
    if (withheld[i]) taxTotal(node, 'cac:WithholdingTaxTotal', [withheld[i]!], currency);
    el(group(node, 'cac:Item'), 'cbc:Name', line.name, {}, true);
    amount(group(node, 'cac:Price'), 'cbc:PriceAmount', r.brut_ucret, currency);
  });
  return finish(doc);
}

/** The deductions of one producer-receipt line as tax subtotals (rates above zero only). */
function producerTaxes(model: ProducerReceiptModel, calc: ProducerReceiptResult, i: number): Subtotal[] {
  const r = calc.lines[i];
  const a = model.lines[i].amounts;
  const rate = (v: unknown) => toPlainString(D((v as string | number | null | undefined) ?? 0));
  const goods = D(r.mal_hizmet_tutari);
  const exchangeBase = goods
    .minus(r.gv_stopaj_tutari)
    .minus(r.mera_fonu_tutari)
    .minus(r.sgk_prim_kesintisi_tutari);
  const all: (Subtotal & { rate: string })[] = [
    {
      code: '0003',
      name: 'GV STOPAJI',
      rate: rate(a.gv_stopaj_orani),
      amount: r.gv_stopaj_tutari,
      taxable: r.mal_hizmet_tutari,
      percent: null,
    },
    {
      code: '9040',
      name: 'MERA FONU',
      rate: rate(a.mera_fonu_orani),
      amount: r.mera_fonu_tutari,
      taxable: r.mal_hizmet_tutari,
      percent: null,
    },
    {
      code: 'SGK_PRIM',
      name: 'SGK PRİM KESİNTİSİ',
      rate: rate(a.sgk_prim_kesintisi_orani),
      amount: r.sgk_prim_kesintisi_tutari,
      taxable: r.mal_hizmet_tutari,
      percent: null,
    },
    {
      code: '8001',
      name: 'BORSA TESCİL ÜCRETİ',
      rate: rate(a.borsa_tescil_ucreti_orani),
      amount: r.borsa_tescil_ucreti_tutari,
      taxable: money(exchangeBase),
      percent: null,
    },
  ];
  return all.filter((s) => !D(s.rate).isZero()).map(({ rate: r2, ...s }) => ({ ...s, percent: r2 }));
}

/**
 * Builds a producer receipt (e-MM): a CreditNote, ProfileID EARSIVBELGE, type MUSTAHSILMAKBUZ, whose TaxTotal lists
 * the deductions (stopaj 0003, mera fonu 9040, SGK prim, borsa tescil 8001) and whose TaxExclusive, TaxInclusive and
 * Payable are all goods − deductions (domain's odenecek_tutar).
 */
export function buildProducerReceipt(model: ProducerReceiptModel): string {
  checkReceipt(model, 'Alıcı (makbuzu düzenleyen)', 'Müstahsil');
  if (model.deliveryDate) checkDate(model.deliveryDate, 'Teslim tarihi');
  const calc = calculated(() => calculateProducerReceipt({ lines: model.lines.map((l) => l.amounts) }));
  const t = calc.totals;
  if (D(t.urun_hizmet_toplam_tutar).isNeg() || D(t.odenecek_tutar).isNeg())
    throw new UblInputError('Makbuz tutarları eksi olamaz.');
  const taxes = model.lines.map((_, i) => producerTaxes(model, calc, i));
  const currency = 'TRY';

  const doc = newDocument('CreditNote');
  extensions(doc);
  header(doc, model, RECEIPT_PROFILE, { customization: 'TR1.2.1' });
  el(doc, 'cbc:CreditNoteTypeCode', 'MUSTAHSILMAKBUZ');
  notes(doc, [...(model.notes ?? []), amountInWords(t.odenecek_tutar, currency)]);
  el(doc, 'cbc:DocumentCurrencyCode', currency);
  el(doc, 'cbc:LineCountNumeric', model.lines.length);
  signature(doc, model.supplier, model.id);
  party(doc, 'cac:AccountingSupplierParty', model.supplier);
  party(doc, 'cac:AccountingCustomerParty', model.customer);
  if (model.deliveryDate) el(group(doc, 'cac:Delivery'), 'cbc:ActualDeliveryDate', model.deliveryDate);
  const all = taxes.flat();
  if (all.length) taxTotal(doc, 'cac:TaxTotal', byCode(all), currency);
  const total = group(doc, 'cac:LegalMonetaryTotal');
  amount(total, 'cbc:LineExtensionAmount', t.urun_hizmet_toplam_tutar, currency);
  amount(total, 'cbc:TaxExclusiveAmount', t.odenecek_tutar, currency);
  amount(total, 'cbc:TaxInclusiveAmount', t.odenecek_tutar, currency);
  amount(total, 'cbc:PayableAmount', t.odenecek_tutar, currency);
  model.lines.forEach((line, i) => {
    const node = group(doc, 'cac:CreditNoteLine');
    el(node, 'cbc:ID', i + 1);
    const quantity = calculated(() => toPlainString(D(line.quantity, `lines[${i}].miktar`)));
    el(node, 'cbc:CreditedQuantity', quantity, { unitCode: line.unitCode }, true);
    amount(node, 'cbc:LineExtensionAmount', calc.lines[i].mal_hizmet_tutari, currency);
    if (taxes[i].length) taxTotal(node, 'cac:TaxTotal', taxes[i], currency);
    el(group(node, 'cac:Item'), 'cbc:Name', line.name, {}, true);
  });
  return finish(doc);
}
