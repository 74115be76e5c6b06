import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BA_BS_THRESHOLDS, baBsLines } from '../../domain/tax';
import { demoCards, invoiceHeader, type Cards } from '../documents/document.test-kit';
import { DEMO_ADMIN, ORNEK_USER, departmentOf, tablesApi } from '../tables/table.test-kit';
import { createTestContext, type TestContext } from '../test/harness';

// Form Ba / Form Bs (issue 25 item 6; docs/ba-bs.md) over HTTP, against hand-worked figures: the demo months list
// exactly the counterparties whose KDV-excluded month reaches 5.000 TL (396 Sıra No.lu VUK Genel Tebliği, RG
// 04.02.2010 / 27483), two documents of one counterparty add up, a document of 4.999,99 TL stays out, 5.000,00 is in.
// The demo invoices of January and February 2026 are seeded on fixed dates (server/db/seed/demo-documents.ts); the
// test's own invoices are dated May 2025, a month the demo leaves empty.

type Row = Record<string, unknown>;

let t: TestContext;
let token: string;
let ornekToken: string;
let api: ReturnType<typeof tablesApi>;
let c: Cards;
let seq = 0;
const no = () => `BAB2025${String(++seq).padStart(9, '0')}`;

const form = async (name: 'form-ba' | 'form-bs', params: Row, tok = token) => {
  const r = await t.post(`/${tok}/reports/${name}`, { params });
  expect(r.status, JSON.stringify(r.json)).toBe(200);
  return r.json.data as { columns: Row[]; rows: Row[]; totals: Row };
};
const lines = (rows: Row[]) => rows.map((r) => [r.unvan, r.vkn, r.belge_sayisi, r.tutar]);

/** A service line of `net` TL at KDV 20 %. */
const service = (net: string): Row => ({
  mal_hizmet_turu_id: 2,
  hizmet_ve_masraf_kartlari_id: c.bakim,
  mal_hizmet: 'Danışmanlık',
  miktar: '1',
  birim_id: 1,
  birim_fiyat: net,
  kdv_id: 9,
});

async function invoice(table: string, cari: number, date: string, net: string) {
  const r = await api.store(table, {
    ...invoiceHeader(c, no(), { cari_hesap_id: cari, fatura_tarihi: date, fatura_tipi_id: 2 }),
    mal_hizmet_json: JSON.stringify([service(net)]),
  });
  expect(r.json.data, JSON.stringify(r.json)).toMatchObject({ message: 'success' });
}

let cari = { ege: 0, baskent: 0, anadolu: 0 };

beforeAll(async () => {
  t = await createTestContext();
  token = await t.login(DEMO_ADMIN);
  ornekToken = await t.login(ORNEK_USER);
  api = tablesApi(t, token);
  const dept = await departmentOf(t, DEMO_ADMIN);
  c = await demoCards(t, dept);
  const id = async (name: string) =>
    Number(
      (
        await sql<{ id: number }>`select id from cari_hesap where department_id = ${dept}
          and cari_hesap_adi = ${name}`.execute(t.database.db)
      ).rows[0].id,
    );
  cari = {
    ege: await id('Ege Zeytincilik'),
    baskent: await id('Başkent Bilişim'),
    anadolu: await id('Anadolu Kırtasiye'),
  };
  // May 2025, sales: Ege Zeytincilik twice under the threshold (3.000 + 2.000 = 5.000,00: reported, 2 documents);
  // Başkent Bilişim 4.999,99 (not reported). Purchases: Anadolu Kırtasiye 6.250 (reported).
  await invoice('satis_fatura', cari.ege, '2025-05-06', '3000');
  await invoice('satis_fatura', cari.ege, '2025-05-20', '2000');
  await invoice('satis_fatura', cari.baskent, '2025-05-21', '4999.99');
  await invoice('alis_fatura', cari.anadolu, '2025-05-09', '6250');
});
afterAll(() => t.close());

describe('Form Ba / Bs of the demo months', () => {
  it('Demo Ticaret, January 2026: Bs lists Başkent Bilişim, Ba lists Anadolu Kırtasiye, not Boğaziçi Lojistik', async () => {
    // Bs: DTC2026000000001, 15.01.2026, Başkent Bilişim: 7.128,00 − 189,00 discount = 6.939,00 (KDV 1.387,80 out).
    const bs = await form('form-bs', { ay: '2026-01' });
    expect(lines(bs.rows)).toEqual([['Başkent Bilişim', '1573840264', 1, '6939.00']]);
    expect(bs.totals).toMatchObject({ belge_sayisi: 1, tutar: '6939.00' });
    // Ba: AKT2026000000412 (05.01.2026): 24.000,00 − 435,00 = 23.565,00; BLJ2026000001187 (31.01.2026, Boğaziçi
    // Lojistik) is 2.597,00, under 5.000 TL.
    const ba = await form('form-ba', { ay: '2026-01' });
    expect(lines(ba.rows)).toEqual([['Anadolu Kırtasiye', '4820173652', 1, '23565.00']]);
  });

  it('Demo Ticaret, February 2026: a foreign-currency sale counts in TL at its rate', async () => {
    // DTC2026000000002 Ege Zeytincilik 5.290,00; DTC2026000000003 Başkent Bilişim 230,00 USD × 41,2530 = 9.488,19.
    const bs = await form('form-bs', { ay: '2026-02' });
    expect(lines(bs.rows)).toEqual([
      ['Başkent Bilişim', '1573840264', 1, '9488.19'],
      ['Ege Zeytincilik', '3269104586', 1, '5290.00'],
    ]);
    expect((await form('form-ba', { ay: '2026-02' })).rows).toEqual([]);
  });

  it('Örnek Gıda, February 2026: small-business invoices; a TCKN buyer is listed, a supplier under 5.000 TL is not', async () => {
    // kobi_satis_fatura: Hasan Öztürk 6.470,00 (TCKN) in; Ayşe Yıldız 1.155,00 − 57,75 = 1.097,25 out.
    const bs = await form('form-bs', { ay: '2026-02' }, ornekToken);
    expect(lines(bs.rows)).toEqual([['Hasan Öztürk', '62930514842', 1, '6470.00']]);
    // kobi_alis_fatura: Kemalpaşa Un Sanayi 117.000,00 in; Bornova Ambalaj 4.175,00 out.
    const ba = await form('form-ba', { ay: '2026-02' }, ornekToken);
    expect(lines(ba.rows)).toEqual([['Kemalpaşa Un Sanayi', '5940162831', 1, '117000.00']]);
  });
});

describe('Form Ba / Bs rules', () => {
  it('adds a counterparty’s documents of the month and keeps the total at the threshold, not under it', async () => {
    const bs = await form('form-bs', { ay: '2025-05' });
    expect(lines(bs.rows)).toEqual([['Ege Zeytincilik', '3269104586', 2, '5000.00']]);
    expect(bs.rows[0]).toMatchObject({ sira_no: 1, ulke: 'Türkiye' });
    const ba = await form('form-ba', { ay: '2025-05' });
    expect(lines(ba.rows)).toEqual([['Anadolu Kırtasiye', '4820173652', 1, '6250.00']]);
  });

  it('reads the threshold from its data row with the tebliğ named', async () => {
    expect(BA_BS_THRESHOLDS.at(-1)).toMatchObject({ amount: '5000.00' });
    expect(BA_BS_THRESHOLDS.at(-1)!.source).toContain('396 Sıra No.lu');
    const bs = await form('form-bs', { ay: '2025-05' });
    expect(String(bs.totals.unvan)).toContain('5.000,00 TL');
    // The pure grouping: anonymous e-Arşiv buyers (11111111111) and cards without an id cannot be reported.
    expect(
      baBsLines(
        [
          { vkn: '11111111111', name: 'Nihai Tüketici', country: 'Türkiye', amount: '9000' },
          { vkn: '', name: 'Kimliksiz', country: 'Türkiye', amount: '9000' },
        ],
        '5000',
      ),
    ).toEqual([]);
  });

  it('refuses a period that is not one calendar month, in Turkish', async () => {
    const r = await t.post(`/${token}/reports/form-ba`, {
      params: { donem_baslangic_tarihi: '2026-01-01', donem_bitis_tarihi: '2026-02-28' },
    });
    expect(r.status).toBe(400);
    expect(r.json.data.errors.donem_bitis_tarihi[0]).toBe(
      'Form Ba / Bs bir takvim ayı için düzenlenir; dönem ayın ilk gününden son gününe olmalıdır.',
    );
  });

  it('downloads as xlsx with the same lines', async () => {
    const res = await t.app.request(`/api/v1/${token}/reports/form-bs?format=xlsx`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ params: { ay: '2026-02' } }),
    });
    expect(res.status).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await res.arrayBuffer());
    const sheet = book.worksheets[0];
    const values: unknown[][] = [];
    sheet.eachRow((row) => values.push((row.values as unknown[]).slice(1)));
    expect(values.some((v) => v.includes('Ege Zeytincilik') && v.includes(5290))).toBe(true);
    expect(values.some((v) => v.includes('Başkent Bilişim') && v.includes(9488.19))).toBe(true);
  });
});
