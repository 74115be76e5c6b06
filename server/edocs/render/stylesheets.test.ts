import { createHash, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  answerModel,
  despatchModel,
  freelanceReceiptModel,
  invoiceModel,
  producerReceiptModel,
  receiptAdviceModel,
} from '../../../tests/fixtures/edocs';
import {
  buildApplicationResponse,
  buildDespatchAdvice,
  buildFreelanceReceipt,
  buildInvoice,
  buildProducerReceipt,
  buildReceiptAdvice,
} from '../ubl';
import { documentKindOf, sefFile, type BuiltIn } from './stylesheets';
import { XsltRunner } from './xslt.runner';

// The built-in stylesheets: each e-document kind finds its own, each compiled SEF comes from the source beside it,
// and each shows a document of its kind (GİB's for invoices and waybills, Defter's for the receipts).

const runner = new XsltRunner({ transformMs: 60_000, compileMs: 60_000, memoryMb: 512 });
afterAll(() => runner.close());

const text = (html: string) =>
  html
    .replace(/<(style|script)[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;|&#160;/g, ' ')
    .replace(/\s+/g, ' ');

const sale = invoiceModel('TEMELFATURA', 'SATIS', randomUUID());
const waybill = despatchModel(randomUUID());
const DOCUMENTS: {
  name: string;
  xml: string;
  builtIn: BuiltIn;
  templateType: number | null;
  shows: string[];
}[] = [
  {
    name: 'e-Fatura',
    xml: buildInvoice(sale),
    builtIn: 'general',
    templateType: 1,
    shows: ['e-FATURA', 'Ödenecek Tutar 17.031,82 TL'],
  },
  {
    name: 'e-Arşiv',
    xml: buildInvoice(invoiceModel('EARSIVFATURA', 'SATIS', randomUUID())),
    builtIn: 'general',
    templateType: 2,
    shows: ['e-Arşiv Fatura', 'Zeynep Arslan'],
  },
  {
    name: 'e-SMM',
    xml: buildFreelanceReceipt(freelanceReceiptModel(randomUUID())),
    builtIn: 'makbuz',
    templateType: 4,
    // 25,000 TL gross: 20 % stopaj, 20 % KDV, 2/10 of it withheld.
    shows: [
      'e-Serbest Meslek Makbuzu',
      'Mustafa Çelik',
      'Net Ücret 20.000,00 TL',
      'KDV Tevkifatı 1.000,00 TL',
      'Net Tahsil Edilen 24.000,00 TL',
    ],
  },
  {
    name: 'e-MM',
    xml: buildProducerReceipt(producerReceiptModel(randomUUID())),
    builtIn: 'makbuz',
    templateType: null,
    shows: [
      'e-Müstahsil Makbuzu',
      'Hasan Öztürk',
      'Ekmeklik Buğday (2. sınıf) 8.400 Kilogram 12,00 TL 100.800,00 TL',
      'Toplam Kesinti 3.163,57 TL',
      'Ödenecek Tutar 121.386,43 TL',
    ],
  },
  {
    name: 'e-İrsaliye',
    xml: buildDespatchAdvice(waybill),
    builtIn: 'irsaliye',
    templateType: 3,
    shows: [waybill.id, 'Buğday Unu Tip 550 (50 kg çuval)'],
  },
  {
    name: 'İrsaliye Yanıtı',
    xml: buildReceiptAdvice(receiptAdviceModel(randomUUID(), { id: waybill.id, date: waybill.issueDate })),
    builtIn: 'irsaliyeyaniti',
    templateType: null,
    shows: [waybill.id],
  },
  {
    name: 'Uygulama Yanıtı',
    xml: buildApplicationResponse(
      answerModel(randomUUID(), 'RED', { uuid: sale.uuid, id: sale.id, date: sale.issueDate }),
    ),
    builtIn: 'appResponse',
    templateType: null,
    shows: ['RED'],
  },
];

describe('built-in stylesheets', () => {
  it.each(DOCUMENTS)('show the $name with its own stylesheet', async (d) => {
    const kind = documentKindOf(d.xml);
    expect(kind.builtIn).toBe(d.builtIn);
    expect(kind.templateType).toBe(d.templateType);
    const html = await runner.transform({ key: d.builtIn, file: sefFile(d.builtIn) }, d.xml);
    for (const s of d.shows) expect(text(html)).toContain(s);
  });

  it('were compiled from the sources beside them (npm run gib:xslt)', () => {
    const sources: Record<BuiltIn, string> = {
      general: '../gib/xslt/general.xslt',
      irsaliye: '../gib/xslt/irsaliye.xslt',
      irsaliyeyaniti: '../gib/xslt/irsaliyeyaniti.xslt',
      appResponse: '../gib/xslt/appResponse.xslt',
      makbuz: 'defter/makbuz.xslt',
    };
    for (const [name, source] of Object.entries(sources)) {
      const sha = createHash('sha256')
        .update(readFileSync(path.join(import.meta.dirname, source)))
        .digest('hex');
      const recorded = readFileSync(sefFile(name as BuiltIn).replace(/\.json$/, '.source-sha256'), 'utf8');
      expect(recorded.trim(), name).toBe(sha);
    }
  });
});
