import SaxonJS from 'saxon-js';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVOICE_PROFILES, INVOICE_TYPE_IDS } from '../../domain/edocs';
import { findTable } from '../catalog';
import { createTestContext, type TestContext } from '../test/harness';
import type { StoredInvoice } from './edocs.repository';
import { invoiceModelOf, storedInvoiceXml, turkishTime } from './invoice.adapter';
import { validateUblBatch, type UblValidation } from './validate';

// The seeded demo sales invoices, as the table service stored them, become UBL-TR XML that GİB's XSD and schematron
// accept, with the totals the server stored (the same domain calculation).

let ctx: TestContext;
interface Built {
  table: string;
  id: number;
  departmentId: number;
  number: string;
  payable: string;
  xml: string;
  result?: UblValidation;
}
const built: Built[] = [];

const xp = (xml: string, path: string) =>
  String(
    SaxonJS.XPath.evaluate(
      `string-join((${path}) ! string(.), '|')`,
      SaxonJS.XPath.evaluate('parse-xml($x)', null, { params: { x: xml } }),
    ),
  );

beforeAll(async () => {
  ctx = await createTestContext();
  const db = ctx.database.db;
  for (const table of [findTable('satis_fatura')!, findTable('kobi_satis_fatura')!]) {
    const rows = await db
      .selectFrom(table.name)
      .select(['id', 'department_id', 'fatura_numarasi', 'odenecek_tutar'])
      .orderBy('id')
      .execute();
    for (const r of rows) {
      const xml = await storedInvoiceXml(db, table, Number(r.id), Number(r.department_id));
      built.push({
        table: table.name,
        id: Number(r.id),
        departmentId: Number(r.department_id),
        number: String(r.fatura_numarasi),
        payable: String(r.odenecek_tutar),
        xml: xml!,
      });
    }
  }
  const results = await validateUblBatch(built.map((b) => ({ name: `${b.table}/${b.id}`, xml: b.xml })));
  built.forEach((b, i) => (b.result = results[i]));
}, 180_000);

afterAll(async () => {
  await ctx?.close();
});

describe('UBL-TR XML of the stored demo invoices', () => {
  it('finds every seeded sales invoice of both demo companies', () => {
    expect(built.map((b) => b.number).sort()).toEqual([
      'DTC2026000000001',
      'DTC2026000000002',
      'DTC2026000000003',
      'OGS2026000000001',
      'OGS2026000000002',
      'ORN2026000000001',
    ]);
  });

  it("passes GİB's XSD and schematron, and pays what the server stored", () => {
    for (const b of built) {
      expect(b.result!.issues, b.number).toEqual([]);
      expect(xp(b.xml, '/*/*:ID'), b.number).toBe(b.number);
      expect(xp(b.xml, '/*/*:LegalMonetaryTotal/*:PayableAmount'), b.number).toBe(b.payable);
    }
  });

  it('writes the stored withholding code, the foreign currency and the customer as stored', () => {
    const tevkifat = built.find((b) => b.number === 'DTC2026000000002')!.xml;
    expect(xp(tevkifat, '/*/*:InvoiceTypeCode')).toBe('TEVKIFAT');
    expect(xp(tevkifat, '/*/*:WithholdingTaxTotal//*:TaxTypeCode')).toBe('603');
    expect(xp(tevkifat, '/*/*:AccountingCustomerParty//*:PartyTaxScheme//*:Name')).toBe(
      'Kordon Vergi Dairesi Müdürlüğü',
    );
    const usd = built.find((b) => b.number === 'DTC2026000000003')!.xml;
    expect(xp(usd, '/*/*:DocumentCurrencyCode')).toBe('USD');
    expect(xp(usd, '/*/*:PricingExchangeRate/*:CalculationRate')).toBe('41.253');
    const first = built.find((b) => b.number === 'DTC2026000000001')!.xml;
    expect(xp(first, '/*/*:AccountingSupplierParty//*:CitySubdivisionName')).toBe('Şişli');
    expect(xp(first, '/*/*:AccountingCustomerParty//(*:CitySubdivisionName, *:CityName)')).toBe(
      'Çankaya|Ankara',
    );
    expect(xp(first, '/*/*:InvoiceLine/*:InvoicedQuantity/@unitCode')).toBe('PA|C62|C62');
    // A sales invoice has no ETTN column: each build gets a new UUID v4.
    expect(xp(first, '/*/*:UUID')).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
  });

  it("answers null for another company's invoice", async () => {
    const demo = built.find((b) => b.number === 'DTC2026000000001')!;
    const other = built.find((b) => b.departmentId !== demo.departmentId)!;
    expect(
      await storedInvoiceXml(ctx.database.db, findTable('satis_fatura')!, demo.id, other.departmentId),
    ).toBeNull();
  });

  it("reads the scenarios' and types' GİB codes the domain names", async () => {
    const db = ctx.database.db;
    const types = await db.selectFrom('fatura_tipleri').select(['id', 'kod']).execute();
    for (const [kod, id] of Object.entries(INVOICE_TYPE_IDS)) expect(types).toContainEqual({ id, kod });
    const scenarios = (await db.selectFrom('fatura_senaryolari').select('kod').execute()).map((r) => r.kod);
    expect(scenarios).toEqual(expect.arrayContaining([...INVOICE_PROFILES]));
  });

  it("names the company's MERSİS and trade registry numbers, each line's stock code and the due date, as GİB accepts", async () => {
    const db = ctx.database.db;
    const demo = built.find((b) => b.number === 'DTC2026000000001')!;
    // Before: a due date on the invoice's own day says nothing, and there is no PaymentTerms.
    expect(xp(demo.xml, '/*/*:PaymentTerms')).toBe('');
    await db
      .updateTable('departments')
      .set({ mersis_no: '0291047385600015', ticaret_sicil_no: '12345ABC6789' })
      .where('id', '=', demo.departmentId)
      .execute();
    const { rows } = await sql<{ before: string | null; due: string }>`update satis_fatura
      set vade_tarihi = fatura_tarihi + 30 where id = ${demo.id}
      returning (select vade_tarihi::text from satis_fatura where id = ${demo.id}) as before, vade_tarihi::text as due`.execute(
      db,
    );
    try {
      expect(
        xp(
          (await storedInvoiceXml(db, findTable('satis_fatura')!, demo.id, demo.departmentId))!,
          '/*/*:PaymentTerms/*:PaymentDueDate',
        ),
      ).toBe(rows[0].due);
      const xml = (await storedInvoiceXml(db, findTable('satis_fatura')!, demo.id, demo.departmentId))!;
      const ids = (scheme: string) =>
        xp(xml, `/*/*:AccountingSupplierParty//*:PartyIdentification/*:ID[@schemeID='${scheme}']`);
      expect(ids('VKN')).toBe('2910473856');
      expect(ids('MERSISNO')).toBe('0291047385600015');
      expect(ids('TICARETSICILNO')).toBe('12345ABC6789');
      // The stock codes of the invoice's lines, in line order, read from the database on their own.
      const codes = await db
        .selectFrom('satis_fatura_hizmet as l')
        .innerJoin('stok_kartlari as s', 's.id', 'l.stok_kartlari_id')
        .select('s.stok_kodu')
        .where('l.satis_fatura_id', '=', demo.id)
        .orderBy('l.sira_no')
        .execute();
      expect(codes.length).toBeGreaterThan(0);
      expect(xp(xml, '/*/*:InvoiceLine/*:Item/*:SellersItemIdentification/*:ID')).toBe(
        codes.map((c) => c.stok_kodu).join('|'),
      );
      const [result] = await validateUblBatch([{ name: 'mersis', xml }]);
      expect(result.issues).toEqual([]);
    } finally {
      await db
        .updateTable('departments')
        .set({ mersis_no: null, ticaret_sicil_no: null })
        .where('id', '=', demo.departmentId)
        .execute();
      await db
        .updateTable('satis_fatura')
        .set({ vade_tarihi: rows[0].before })
        .where('id', '=', demo.id)
        .execute();
    }
  });

  it('gives the issue time in Türkiye', () => {
    expect(turkishTime('2026-03-12 08:05:09.123+00')).toBe('11:05:09');
    expect(turkishTime(null)).toBeNull();
  });
});

describe('invoiceModelOf refuses in Turkish what a record cannot make', () => {
  const stored = (header: Record<string, unknown>, scenario = 'TEMELFATURA'): StoredInvoice => ({
    header: { fatura_numarasi: 'DTC2026000000009', fatura_tarihi: '2026-03-12', ...header },
    lines: [],
    customer: { tc: '1573840261', unvan: 'Başkent Bilişim Teknolojileri Ltd. Şti.' },
    company: { vergi_no: '2910473856', name_basic: 'Demo Ticaret A.Ş.' },
    companyAddress: null,
    customerAddress: null,
    scenario,
    type: 'SATIS',
    units: new Map(),
    exemptions: new Map(),
    withholdings: new Map(),
    provinces: new Map(),
    districts: new Map(),
    countries: new Map(),
  });
  const uuid = '0b7c9d2e-4f1a-4b3c-8d5e-6f7a8b9c0d1e';

  it('an unknown currency', () => {
    expect(() => invoiceModelOf(stored({ para_birimi_id: 99 }), uuid)).toThrow(
      'Faturanın para birimi veya kuru geçersiz.',
    );
  });

  it('a scenario Defter does not issue', () => {
    expect(() => invoiceModelOf(stored({}, 'HKS'), uuid)).toThrow('HKS senaryosunda e-belge düzenlenmiyor.');
  });
});
