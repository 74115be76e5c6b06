import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { PROFILE_TYPES, type InvoiceProfile } from '../../../domain/edocs';
import {
  answerModel,
  despatchModel,
  freelanceReceiptModel,
  invoiceModel,
  producerReceiptModel,
  receiptAdviceModel,
} from '../../../tests/fixtures/edocs';
import { validateUblBatch, type UblValidation } from '../validate';
import {
  buildApplicationResponse,
  buildDespatchAdvice,
  buildFreelanceReceipt,
  buildInvoice,
  buildProducerReceipt,
  buildReceiptAdvice,
} from '.';

// Validity is tested, not hoped for (issue 13): every scenario × type Defter issues, each receipt, waybill, waybill
// reply and answer is built from realistic data and validated against GİB's XSD and GİB's schematron (type=earchive
// for e-Arşiv). The documents are validated in one batch (one XSD run per document type).

const invoices = Object.entries(PROFILE_TYPES).flatMap(([profile, types]) =>
  types.map((type) => ({
    name: `Invoice ${profile} / ${type}`,
    build: () => buildInvoice(invoiceModel(profile as InvoiceProfile, type, randomUUID())),
  })),
);
const despatch = despatchModel(randomUUID());
const others = [
  {
    name: 'e-SMM with KDV withholding',
    build: () => buildFreelanceReceipt(freelanceReceiptModel(randomUUID())),
  },
  {
    name: 'e-SMM without withholding',
    build: () => buildFreelanceReceipt(freelanceReceiptModel(randomUUID(), false)),
  },
  { name: 'e-MM', build: () => buildProducerReceipt(producerReceiptModel(randomUUID())) },
  { name: 'e-İrsaliye TEMELIRSALIYE / SEVK, driver and plates', build: () => buildDespatchAdvice(despatch) },
  {
    name: 'e-İrsaliye TEMELIRSALIYE / MATBUDAN, carrier company',
    build: () => buildDespatchAdvice(despatchModel(randomUUID(), { type: 'MATBUDAN', carrier: true })),
  },
  {
    name: 'e-İrsaliye HKSIRSALIYE / SEVK with künye numbers',
    build: () => buildDespatchAdvice(despatchModel(randomUUID(), { profile: 'HKSIRSALIYE' })),
  },
  {
    name: 'İrsaliye Yanıtı',
    build: () =>
      buildReceiptAdvice(receiptAdviceModel(randomUUID(), { id: despatch.id, date: despatch.issueDate })),
  },
  ...(['KABUL', 'RED'] as const).map((code) => ({
    name: `Uygulama Yanıtı ${code}`,
    build: () =>
      buildApplicationResponse(
        answerModel(randomUUID(), code, { uuid: randomUUID(), id: 'DTC2026000000004', date: '2026-03-12' }),
      ),
  })),
];
const documents = [...invoices, ...others];
const results = new Map<string, UblValidation>();

beforeAll(async () => {
  const built = documents.map((d) => ({ name: d.name, xml: d.build() }));
  const validated = await validateUblBatch(built);
  built.forEach((d, i) => results.set(d.name, validated[i]));
}, 120_000);

describe("GİB's XSD and schematron accept every document Defter builds", () => {
  it('covers the 23 scenario × type pairs Defter offers', () => {
    expect(invoices).toHaveLength(23);
  });

  it.each(documents.map((d) => d.name))('%s', (name) => {
    const result = results.get(name)!;
    expect(result.issues).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('runs the schematron with type=earchive for e-Arşiv and the EARSIVBELGE receipts only', () => {
    expect(results.get('Invoice EARSIVFATURA / SATIS')!.mode).toBe('earchive');
    expect(results.get('e-SMM with KDV withholding')!.mode).toBe('earchive');
    expect(results.get('e-MM')!.mode).toBe('earchive');
    expect(results.get('Invoice TEMELFATURA / SATIS')!.mode).toBe('efatura');
    expect(results.get('İrsaliye Yanıtı')!.mode).toBe('efatura');
  });

  it('sets aside only the e-Fatura code-list rules that cannot know an e-SMM, and on nothing else', () => {
    expect(results.get('e-SMM with KDV withholding')!.notApplicable).toHaveLength(3);
    expect(results.get('e-SMM without withholding')!.notApplicable).toHaveLength(2);
    for (const [name, result] of results)
      if (!name.startsWith('e-SMM')) expect(result.notApplicable, name).toEqual([]);
  });
});
