import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import { D } from '../../domain/money';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoCards, invoiceHeader, threeLines, type Cards } from '../documents/document.test-kit';
import { DEMO_ADMIN, ORNEK_USER, departmentOf, tablesApi } from '../tables/table.test-kit';
import { createTestContext, type TestContext } from '../test/harness';
import { REPORTS } from './registry';

// POST /{token}/reports/{name} over HTTP (docs/reports.md): the envelope, the xlsx file, company scoping, bad params;
// KDV1 equal to the invoices' KDV exactly, KDV2, the customer statement's running balance and the ageing. The test
// documents are dated February and March 2025, months the demo seed (dated from today) leaves empty.

type Row = Record<string, unknown>;

let t: TestContext;
let token: string;
let ornekToken: string;
let api: ReturnType<typeof tablesApi>;
let c: Cards;
let dept: number;
let seq = 0;
const no = () => `RPR2025${String(++seq).padStart(9, '0')}`;

const report = (name: string, params: unknown, tok = token, query = '') =>
  t.post(`/${tok}/reports/${name}${query}`, { params });
const data = async (name: string, params: unknown, tok = token) => {
  const r = await report(name, params, tok);
  expect(r.status, JSON.stringify(r.json)).toBe(200);
  return r.json.data as { columns: Row[]; rows: Row[]; totals: Row };
};

/** One service line of `net` TL at KDV 20 %. */
const serviceLine = (net: string): Row => ({
  mal_hizmet_turu_id: 2,
  hizmet_ve_masraf_kartlari_id: c.bakim,
  mal_hizmet: 'Danışmanlık',
  miktar: '1',
  birim_id: 1,
  birim_fiyat: net,
  kdv_id: 9,
});

async function invoice(table: string, date: string, lines: Row[], type = 2) {
  const r = await api.store(table, {
    ...invoiceHeader(c, no(), { fatura_tarihi: date, fatura_tipi_id: type }),
    mal_hizmet_json: JSON.stringify(lines),
  });
  expect(r.json.data, JSON.stringify(r.json)).toMatchObject({ message: 'success' });
  return Number(r.json.data.id);
}

let saleId: number;

beforeAll(async () => {
  t = await createTestContext();
  token = await t.login(DEMO_ADMIN);
  ornekToken = await t.login(ORNEK_USER);
  api = tablesApi(t, token);
  dept = await departmentOf(t, DEMO_ADMIN);
  c = await demoCards(t, dept);
  // February: a withholding sale (KDV 1 458,20, withheld 476,00), a sale of 1 000 + 20 % and a withholding purchase.
  await invoice('satis_fatura', '2025-02-03', threeLines(c), 3);
  saleId = await invoice('satis_fatura', '2025-02-14', [serviceLine('1000')]);
  await invoice('alis_fatura', '2025-02-10', threeLines(c), 3);
  // March: a sale of 1 000 + 20 %.
  await invoice('satis_fatura', '2025-03-05', [serviceLine('1000')]);
});
afterAll(() => t.close());

/** Σ of an invoice column over the company's tables for a month, straight from the database. */
async function columnSum(tables: string[], column: string, from: string, to: string) {
  const parts = tables.map(
    (x) => sql`select ${sql.ref(column)} as v from ${sql.table(x)}
      where department_id = ${dept} and fatura_tarihi between ${from} and ${to}`,
  );
  const r = await sql<{ s: string }>`select coalesce(sum(v), 0)::numeric(18, 2)::text as s
    from (${sql.join(parts, sql` union all `)}) x`.execute(t.database.db);
  return r.rows[0].s;
}

describe('POST /{token}/reports/{name}', () => {
  it('answers the envelope with columns, rows, totals and the summary', async () => {
    const r = await report('kdv1', {
      donem_baslangic_tarihi: '2025-02-01',
      donem_bitis_tarihi: '2025-02-28',
    });
    expect(r.status).toBe(200);
    expect(r.json).toMatchObject({ status: 'success', code: 200 });
    const d = r.json.data;
    expect(d.columns.map((x: Row) => x.name)).toEqual([
      'bolum',
      'kalem',
      'matrah',
      'kdv_orani',
      'tevkifat_orani',
      'vergi',
    ]);
    expect(d.columns.find((x: Row) => x.name === 'vergi')).toEqual({
      name: 'vergi',
      title: 'Vergi',
      kind: 'money',
    });
    expect(d.totals).toEqual({ bolum: 'Şubat 2025', kalem: 'Sonraki Döneme Devreden KDV', vergi: '276.00' });
    // A declaration is monthly (KDVK 39): a period over two months is refused on its end.
    const two = await report('kdv1', {
      donem_baslangic_tarihi: '2025-02-01',
      donem_bitis_tarihi: '2025-03-31',
    });
    expect(two.status).toBe(400);
    expect(two.json.data.errors).toEqual({
      donem_bitis_tarihi: ['KDV beyannamesi aylık verilir; dönem tek bir ayın içinde olmalıdır.'],
    });
  });

  it('answers 404 fail.report.name for a report it does not have', async () => {
    const r = await report('yok-boyle', {});
    expect(r.status).toBe(404);
    expect(r.json).toEqual({ status: 'error', code: 404, data: { message: 'fail.report.name' } });
  });

  it('refuses bad params with a Turkish message per field, never a 500', async () => {
    const cases: [unknown, string, string][] = [
      [
        { donem_bitis_tarihi: '2025-02-28' },
        'donem_baslangic_tarihi',
        'Dönem Başlangıç Tarihi alanı zorunludur.',
      ],
      [
        { donem_baslangic_tarihi: '2025-02-30', donem_bitis_tarihi: '2025-03-01' },
        'donem_baslangic_tarihi',
        'Dönem Başlangıç Tarihi geçerli bir tarih olmalıdır.',
      ],
      [
        { donem_baslangic_tarihi: '2025-03-01', donem_bitis_tarihi: '2025-02-01' },
        'donem_bitis_tarihi',
        'Dönem Bitiş Tarihi, Dönem Başlangıç Tarihi’nden önce olamaz.',
      ],
      [{ ay: '13' }, 'ay', 'Ay 1 ile 12 arasında bir ay olmalıdır.'],
      [
        { donem_baslangic_tarihi: 20250201, donem_bitis_tarihi: [] },
        'donem_baslangic_tarihi',
        'Dönem Başlangıç Tarihi geçerli bir tarih olmalıdır.',
      ],
    ];
    for (const [params, column, message] of cases) {
      const r = await report('kdv1', params);
      expect(r.status, JSON.stringify(params)).toBe(400);
      expect(r.json.data).toMatchObject({ message: 'fail.report.params', errors: { [column]: [message] } });
    }
    const ekstre = await report('cari-ekstre', { ay: '2025-02' });
    expect(ekstre.json.data.errors).toEqual({ cari_hesap_id: ['Cari Hesap alanı zorunludur.'] });
    expect((await report('kdv1', [1, 2])).json.data.message).toBe('fail.params');
    expect((await t.post(`/${token}/reports/kdv1`, '{nope')).json.data.message).toBe('fail.json');
    expect((await report('kdv1', { ay: '2025-02' }, token, '?format=pdf')).status).toBe(400);
    expect((await report('kdv1', { ay: '2025-02' }, 'not-a-token')).json.data.message).toBe('fail.token');
  });

  it('refuses a date that is no day of the calendar with a Turkish 400 on every report (issue 22 item 5)', async () => {
    const impossible: [string, Row, string, string][] = [];
    for (const name of ['mizan', 'yevmiye', 'buyuk-defter', 'gelir'])
      impossible.push(
        [
          name,
          { donem_baslangic_tarihi: '2026-02-30', donem_bitis_tarihi: '2026-03-31' },
          'donem_baslangic_tarihi',
          'Dönem Başlangıç Tarihi geçerli bir tarih olmalıdır.',
        ],
        [
          name,
          { donem_baslangic_tarihi: '2026-01-01', donem_bitis_tarihi: '31.04.2026' },
          'donem_bitis_tarihi',
          'Dönem Bitiş Tarihi geçerli bir tarih olmalıdır.',
        ],
      );
    for (const name of ['bilanco', 'kdv1', 'yaslandirma'])
      impossible.push([
        name,
        { donem_baslangic_tarihi: '2025-01-01', donem_bitis_tarihi: '2025-02-29' },
        'donem_bitis_tarihi',
        'Dönem Bitiş Tarihi geçerli bir tarih olmalıdır.',
      ]);
    for (const [name, params, column, message] of impossible) {
      const r = await report(name, params);
      expect(r.status, `${name} ${JSON.stringify(params)}`).toBe(400);
      expect(r.json.data, name).toMatchObject({
        message: 'fail.report.params',
        errors: { [column]: [message] },
      });
    }
    // The Turkish form of a real day still reads.
    expect(
      (await report('mizan', { donem_baslangic_tarihi: '01.02.2025', donem_bitis_tarihi: '28.02.2025' }))
        .status,
    ).toBe(200);
  });

  it('never answers a 5xx to hostile params, for every registered report', async () => {
    const hostile: unknown[] = [
      {},
      null,
      'not json',
      '{"ay": "2025-02"}',
      { donem_baslangic_tarihi: 'x', donem_bitis_tarihi: '2025-01-01' },
      { ay: {} },
      { ay: '2025-00' },
      { ay: -1 },
      { donem_bitis_tarihi: '2025-02-29' },
      { cari_hesap_id: -1, ay: '2025-02' },
      { cari_hesap_id: '1e3', ay: '2025-02' },
      { cari_hesap_id: 99999999999999, ay: '2025-02' },
      { cari_hesap_id: [1], ay: '2025-02' },
      {
        cari_hesap_id: c.cari,
        donem_baslangic_tarihi: '1900-01-01',
        donem_bitis_tarihi: '2199-12-31',
        ay: null,
      },
      { donem_baslangic_tarihi: '2025-02-01T00:00:00Z', donem_bitis_tarihi: '2025-02-28\u0000' },
    ];
    for (const { name } of REPORTS) {
      for (const params of hostile) {
        const r = await report(name, params);
        expect(r.status, `${name} ${JSON.stringify(params)}`).toBeLessThan(500);
        expect(r.json.status, `${name} ${JSON.stringify(params)}`).toBe(
          r.status === 200 ? 'success' : 'error',
        );
      }
    }
  });

  it('answers ?format=xlsx with a real workbook: money cells as numbers in #,##0.00', async () => {
    const res = await t.app.request(
      `/api/v1/${token}/reports/kdv1?format=xlsx`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ params: { ay: '2025-02' } }),
      },
      { incoming: { socket: { remoteAddress: t.address } } },
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    const disposition = res.headers.get('content-disposition') ?? '';
    expect(disposition).toMatch(/^attachment; filename="[\x20-\x7e]+\.xlsx"; filename\*=UTF-8''/);
    expect(decodeURIComponent(/filename\*=UTF-8''(.+)$/.exec(disposition)![1])).toBe(
      'KDV 1 Beyannamesi 01-02-2025_28-02-2025.xlsx',
    );
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(Buffer.from(await res.arrayBuffer()) as any);
    const sheet = book.worksheets[0];
    expect(sheet.getCell('A1').value).toBe('KDV 1 Beyannamesi');
    expect(sheet.getCell('A2').value).toBe('Dönem: 01.02.2025 – 28.02.2025');
    expect(sheet.getRow(4).values).toContain('Vergi');
    const col = (sheet.getRow(4).values as unknown[]).indexOf('Vergi');
    let hesaplanan: ExcelJS.Cell | undefined;
    sheet.eachRow((row) => {
      if (row.getCell(2).value === 'Hesaplanan Katma Değer Vergisi') hesaplanan = row.getCell(col);
    });
    expect(hesaplanan?.value).toBe(1182.2);
    expect(hesaplanan?.numFmt).toBe('#,##0.00');
    expect(sheet.getRow(5).getCell(1).value).toBe('MATRAH');
  });

  it('is scoped to the caller’s company', async () => {
    const other = (await data('kdv1', { ay: '2025-02' }, ornekToken)) as unknown as { summary: Row };
    expect(other.summary).toMatchObject({ hesaplanan: '0.00', indirimler: '0.00' });
    const r = await report('cari-ekstre', { cari_hesap_id: c.cari, ay: '2025-02' }, ornekToken);
    expect(r.status).toBe(400);
    expect(r.json.data.message).toBe('fail.id');
    // Örnek Gıda's package (Kobi) has no purchase invoices with withholding: KDV 2 is not its to run.
    const kdv2 = await report('kdv2', { ay: '2025-02' }, ornekToken);
    expect([kdv2.status, kdv2.json.data.message]).toEqual([400, 'no.auth']);
    const ageing = await data('yaslandirma', { donem_bitis_tarihi: '2025-03-31' }, ornekToken);
    expect(ageing.rows.map((x) => x.cari_hesap_adi)).not.toContain('Ege Zeytincilik');
  });
});

describe('kdv1 and kdv2', () => {
  // February 2025, worked by hand (all lines at %20; threeLines: toner 3.591,00 net, keyboard 300,00, maintenance
  // 3.400,00 with 7/10 withheld under 603): the withholding sale declares 778,20 without withholding and 204,00 of
  // 680,00 (KDVGUT I/C-2.1.2); the 1.000,00 sale 200,00; the withholding purchase deducts 982,20 plus the 476,00 the
  // company withheld as a buyer ("sorumlu sıfatıyla", KDVGUT I/C-2.1.1). 1.458,20 − 1.182,20 = 276,00 carried.
  const line = (d: { rows: Row[] }, satir: string) => d.rows.find((x) => x.satir === satir);

  it('is GİB’s KDV 1: matrah by rate, kısmi tevkifat by code, indirimler, the result — to the kuruş', async () => {
    const d = (await data('kdv1', { ay: '2025-02' })) as unknown as { rows: Row[]; summary: Row };
    expect(line(d, 'teslim:20')).toMatchObject({ matrah: '4891.00', kdv_orani: '%20', vergi: '978.20' });
    expect(line(d, 'kismi:603:20:7/10')).toMatchObject({
      kalem: expect.stringMatching(/^603 - /),
      matrah: '3400.00',
      kdv_orani: '%20',
      tevkifat_orani: '7/10',
      vergi: '204.00',
    });
    expect(line(d, 'hesaplanan_kdv')).toMatchObject({ vergi: '1182.20' });
    expect(line(d, 'yurtici_alim')).toMatchObject({ vergi: '982.20' });
    expect(line(d, 'sorumlu')).toMatchObject({ vergi: '476.00' });
    expect(line(d, 'indirimler_toplami')).toMatchObject({ vergi: '1458.20' });
    expect(line(d, 'dagilim:20')).toMatchObject({ matrah: '7291.00', vergi: '1458.20' });
    expect(line(d, 'bedel_aylik')).toMatchObject({ matrah: '8291.00' });
    expect(d.summary).toMatchObject({ hesaplanan: '1182.20', odenecek: '0.00', sonraki_devreden: '276.00' });
    // The documents' own columns say the same: Σ KDV − Σ withheld of the sales, Σ KDV of the purchases.
    const sales = await columnSum(
      ['satis_fatura', 'kobi_satis_fatura'],
      'hesaplanan_kdv',
      '2025-02-01',
      '2025-02-28',
    );
    const withheld = await columnSum(['satis_fatura'], 'tevkifat_toplami', '2025-02-01', '2025-02-28');
    const purchases = await columnSum(
      ['alis_fatura', 'kobi_alis_fatura'],
      'hesaplanan_kdv',
      '2025-02-01',
      '2025-02-28',
    );
    expect(D(sales).minus(D(withheld)).toFixed(2)).toBe('1182.20');
    expect(purchases).toBe('1458.20');
  });

  it('carries the deductible KDV forward into the next month', async () => {
    const march = async () =>
      ((await data('kdv1', { ay: '3', donem_baslangic_tarihi: '2025-01-01' })) as unknown as { summary: Row })
        .summary;
    expect(await march()).toMatchObject({
      hesaplanan: '200.00',
      devreden: '276.00',
      odenecek: '0.00',
      sonraki_devreden: '76.00',
    });
    // A sale deleted moves the figures back.
    const id = await invoice('satis_fatura', '2025-03-20', [serviceLine('2000')]);
    expect(await march()).toMatchObject({
      hesaplanan: '600.00',
      odenecek: '324.00',
      sonraki_devreden: '0.00',
    });
    await api.remove('satis_fatura', id);
    expect(await march()).toMatchObject({ hesaplanan: '200.00' });
  });

  it('kdv2: the withheld KDV by code, rate and ratio, and the purchase it comes from', async () => {
    const d = (await data('kdv2', { ay: '2025-02' })) as unknown as {
      rows: Row[];
      summary: Row;
      totals: Row;
    };
    expect(line(d, 'kdv2:603:20:7/10')).toMatchObject({
      matrah: '3400.00',
      kdv_orani: '%20',
      tevkifat_orani: '7/10',
      vergi: '476.00',
    });
    expect(line(d, 'belge:1')).toMatchObject({
      kalem: expect.stringContaining('Ege Zeytincilik'),
      vergi: '476.00',
      kaynak_tablo: 'alis_fatura',
    });
    expect(d.totals).toMatchObject({ kalem: 'Ödenmesi Gereken KDV', vergi: '476.00' });
    expect(d.summary).toMatchObject({ odenecek: '476.00', belge_sayisi: 1 });
  });
});

describe('muhtasar', () => {
  it('lists rents with withholding and wages paid by month and type code, not the e-SMMs the company issues', async () => {
    const stored = async (table: string, fields: Row) => {
      const r = await api.store(table, fields);
      expect(r.json.data, JSON.stringify(r.json)).toMatchObject({ message: 'success' });
      return Number(r.json.data.id);
    };
    const period = { donem_baslangic_tarihi: '2025-02-01', donem_bitis_tarihi: '2025-03-31' };
    // The demo company's own rents (the seed's) are there already: what this test adds comes on top.
    const before = await data('muhtasar', period);
    const demoRent = (ay: string) => before.rows.find((r) => r.donem === ay && r.odeme_turu_kodu === '041');
    const plus = (a: unknown, b: string) =>
      D(String(a ?? '0'))
        .plus(b)
        .toFixed(2);
    const rent = { kira_turu_id: 1, baslangic_tarihi: '2025-02-01', para_birimi_id: 1 };
    await stored('kiralar', { ...rent, kira_adi: 'Depo kirası', tutar: '10000', stopaj_orani: '20' });
    // A company landlord: no withholding, not in the declaration.
    await stored('kiralar', { ...rent, kira_adi: 'Ofis kirası (A.Ş.)', tutar: '5000', stopaj_orani: '0' });
    const kasa = Number(
      (
        await sql<{
          id: number;
        }>`select id from kasa_karti where department_id = ${dept} and para_birimi_id = 1
          order by id limit 1`.execute(t.database.db)
      ).rows[0].id,
    );
    const person = await stored('personel_kartlari', { personel_adi: 'Zeynep', personel_soyadi: 'Arslan' });
    const pay = {
      personel_kartlari_id: person,
      islem_tarihi: '2025-02-25',
      para_birimi_id: 1,
      kasa_banka: '1',
    };
    await stored('personel_odeme', { ...pay, odeme_turu_id: 1, tutar: '30000', kasa_karti_id: kasa });
    // An advance is no wage.
    await stored('personel_odeme', { ...pay, odeme_turu_id: 2, tutar: '1000', kasa_karti_id: kasa });

    const d = await data('muhtasar', period);
    const rentRow = (ay: string) => [
      ay,
      '041',
      Number(demoRent(ay)?.adet ?? 0) + 1,
      plus(demoRent(ay)?.gayrisafi_tutar, '10000'),
      plus(demoRent(ay)?.kesinti_tutari, '2000'),
    ];
    expect(
      d.rows.map((r) => [r.donem, r.odeme_turu_kodu, r.adet, r.gayrisafi_tutar, r.kesinti_tutari]),
    ).toEqual([rentRow('Şubat 2025'), ['Şubat 2025', '011', 1, '30000.00', null], rentRow('Mart 2025')]);
    expect(d.totals).toMatchObject({
      adet: Number(before.totals.adet) + 3,
      gayrisafi_tutar: plus(before.totals.gayrisafi_tutar, '50000'),
      kesinti_tutari: plus(before.totals.kesinti_tutari, '4000'),
    });
  });
});

describe('cari-ekstre and yaslandirma', () => {
  it('lists the customer’s movements in date order with an opening row and a running balance', async () => {
    const kasa = Number(
      (
        await sql<{
          id: number;
        }>`select id from kasa_karti where department_id = ${dept} and para_birimi_id = 1
          order by id limit 1`.execute(t.database.db)
      ).rows[0].id,
    );
    // 500 collected in cash for the sale of 14 February; a customer's cheque of 300 on 20 March.
    const receipt = await api.store('tahsilat_islem', {
      kasa_karti2_id: kasa,
      islem_tipi_id: 4,
      tip_id: 1,
      cari_hesap_id: c.cari,
      satis_fatura_id: saleId,
      islem_tarihi: '2025-03-10',
      para_birimi_id: 1,
      döviz_kuru: '1',
      kdv_id: 5,
      kdv_dahil_buton: '1',
      tutar: '500',
    });
    expect(receipt.json.data, JSON.stringify(receipt.json)).toMatchObject({ message: 'success' });
    const cheque = await api.store('musteri_cek', {
      cari_hesap_id: c.cari,
      cek_numarasi: 'RPR0001',
      islem_tarihi: '2025-03-20',
      vade_tarihi: '2025-05-20',
      sehirler_id: 34,
      tutar: '300',
      para_birimi_id: 1,
      pozisyon_id: 1,
    });
    expect(cheque.json.data, JSON.stringify(cheque.json)).toMatchObject({ message: 'success' });

    const d = await data('cari-ekstre', {
      cari_hesap_id: String(c.cari),
      donem_baslangic_tarihi: '2025-03-01',
      donem_bitis_tarihi: '2025-03-31',
    });
    const view = d.rows.map((r) => [r.tarih, r.belge_turu, r.borc, r.alacak, r.bakiye, r.bakiye_turu]);
    // Opening: February's sales 8 273,20 + 1 200,00 less the purchase of 8 273,20.
    expect(view).toEqual([
      ['2025-03-01', 'Devir', '1200.00', '0.00', '1200.00', 'B'],
      ['2025-03-05', 'Satış Faturası', '1200.00', '0.00', '2400.00', 'B'],
      ['2025-03-10', 'Kasa Tahsilatı', '0.00', '500.00', '1900.00', 'B'],
      ['2025-03-20', 'Müşteri Çeki', '0.00', '300.00', '1600.00', 'B'],
    ]);
    expect(d.totals).toMatchObject({
      borc: '2400.00',
      alacak: '800.00',
      bakiye: '1600.00',
      bakiye_turu: 'B',
    });
    expect(d.rows[3]).toMatchObject({ belge_no: 'RPR0001', kaynak_tablo: 'musteri_cek' });

    // The whole history from February: no opening, and the same closing balance.
    const all = await data('cari-ekstre', {
      cari_hesap_id: c.cari,
      donem_baslangic_tarihi: '2025-01-01',
      donem_bitis_tarihi: '2025-03-31',
    });
    expect(all.rows[0]).toMatchObject({ belge_turu: 'Devir', bakiye: '0.00', bakiye_turu: '' });
    expect(all.rows.slice(1).map((r) => r.tarih)).toEqual([
      '2025-02-03',
      '2025-02-10',
      '2025-02-14',
      '2025-03-05',
      '2025-03-10',
      '2025-03-20',
    ]);
    expect(all.totals.bakiye).toBe('1600.00');
  });

  it('ages the receivables first-in first-out into 0–30, 31–60, 61–90 and 90+ days', async () => {
    const d = await data('yaslandirma', { donem_bitis_tarihi: '2025-03-31' });
    const ege = d.rows.find((r) => r.cari_hesap_adi === 'Ege Zeytincilik');
    // Open 1 600,00 = the newest debits: 1 200,00 of 5 March (26 days) and 400,00 of 14 February (45 days).
    expect(ege).toEqual({
      cari_hesap_adi: 'Ege Zeytincilik',
      bakiye: '1600.00',
      gun_0_30: '1200.00',
      gun_31_60: '400.00',
      gun_61_90: '0.00',
      gun_90_uzeri: '0.00',
    });
    expect(d.totals.cari_hesap_adi).toBe('Toplam');
  });

  it('the customer balance counts cheques and notes as the statement does (migration 202611280700)', async () => {
    const one = async (q: ReturnType<typeof sql<Row>>) => (await q.execute(t.database.db)).rows[0];
    const balance = async () =>
      String((await one(sql<Row>`select bakiye::text as b from cari_hesap where id = ${c.cari}`))!.b);
    const banka = Number(
      (await one(sql<Row>`select id from banka_karti where department_id = ${dept} and para_birimi_id = 1
        order by id limit 1`))!.id,
    );
    const cheque = Number(
      (await one(
        sql<Row>`select id from musteri_cek where department_id = ${dept} and cek_numarasi = 'RPR0001'`,
      ))!.id,
    );
    const start = await balance();
    const store = async (table: string, fields: Row) => {
      const r = await api.store(table, fields);
      expect(r.json.data, JSON.stringify(r.json)).toMatchObject({ message: 'success' });
      return Number(r.json.data.id);
    };
    const paper = { cari_hesap_id: c.cari, sehirler_id: 34, para_birimi_id: 1, döviz_kuru: '1' };
    // April: a cheque the company gave the account (we owe it less: + 200), a customer's note received (− 150)
    // and one given back (İade Edildi: no movement), and the bank collecting March's cheque (no customer movement).
    await store('firma_cek', {
      ...paper,
      cek_numarasi: 'RPR-F1',
      islem_tarihi: '2025-04-02',
      vade_tarihi: '2025-06-02',
      tutar: '200',
      pozisyon_id: 10,
    });
    await store('musteri_senet', {
      ...paper,
      senet_no: 'RPR-S1',
      islem_tarihi: '2025-04-03',
      vade_tarihi: '2025-06-03',
      tutar: '150',
      pozisyon_id: 1,
    });
    const returned = await store('musteri_senet', {
      ...paper,
      senet_no: 'RPR-S2',
      islem_tarihi: '2025-04-04',
      vade_tarihi: '2025-06-04',
      tutar: '90',
      pozisyon_id: 1,
    });
    expect(
      D(await balance())
        .minus(D(start))
        .toFixed(2),
    ).toBe('-40.00'); // + 200 − 150 − 90
    await api.update('musteri_senet', returned, { pozisyon_id: 9 });
    expect(
      D(await balance())
        .minus(D(start))
        .toFixed(2),
    ).toBe('50.00');
    await store('banka_gelen_havale_islemi', {
      banka_karti2_id: banka,
      islem_tipi_id: 4,
      tip_id: 2,
      cari_hesap_id: c.cari,
      musteri_cek_id: cheque,
      islem_tarihi: '2025-04-05',
      kdv_id: 5,
      kdv_dahil_buton: '1',
    });
    expect(
      D(await balance())
        .minus(D(start))
        .toFixed(2),
    ).toBe('50.00');

    const april = await data('cari-ekstre', {
      cari_hesap_id: c.cari,
      donem_baslangic_tarihi: '2025-04-01',
      donem_bitis_tarihi: '2025-04-30',
    });
    expect(april.rows.map((r) => [r.tarih, r.belge_turu, r.borc, r.alacak, r.bakiye])).toEqual([
      ['2025-04-01', 'Devir', '1600.00', '0.00', '1600.00'],
      ['2025-04-02', 'Firma Çeki', '200.00', '0.00', '1800.00'],
      ['2025-04-03', 'Müşteri Senedi', '0.00', '150.00', '1650.00'],
    ]);
    // The stored balance is the statement's closing balance over all time.
    const all = await data('cari-ekstre', {
      cari_hesap_id: c.cari,
      donem_baslangic_tarihi: '2000-01-01',
      donem_bitis_tarihi: '2099-12-31',
    });
    expect(await balance()).toBe(all.totals.bakiye);
  });
});
