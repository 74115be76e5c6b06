import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN, departmentOf } from '../tables/table.test-kit';
import { createTestContext, type TestContext } from '../test/harness';
import { recurringTexts, runRecurring } from './recurring.service';

// Recurring invoices (issue 28 item 3; docs/mail.md "Recurring invoices"), in process with a fixed clock: periods
// made on their day and never twice, a missed stretch caught up period by period, the numbers of the series in
// order without gaps, the end by count; sent plans choose e-Fatura or e-Arşiv by the receiver's e-invoice status,
// and a period processed more than 7 days late is made as a draft (VUK 231/5). PGlite, and PostgreSQL with
// TEST_DATABASE_URL. The several-processes test is recurring.processes.test.ts.

type Row = Record<string, any>;
let t: TestContext;
let token: string;
let dept: number;

const rows = async (q: ReturnType<typeof sql<Row>>) => (await q.execute(t.database.db)).rows;
/** Noon in Istanbul on a day: the scheduler's "today" is the Turkish day. */
const at = (day: string) => new Date(`${day}T12:00:00+03:00`);
const run = (day: string) => runRecurring({ db: t.database.db, now: at(day), validate: true });

beforeAll(async () => {
  t = await createTestContext();
  token = await t.login(DEMO_ADMIN);
  dept = await departmentOf(t, DEMO_ADMIN);
});
afterAll(() => t?.close());

/** A sales invoice to the demo company's person customer (TCKN), made like the company one, at the person's address. */
async function personInvoice(from: Row): Promise<Row> {
  const [s] = await rows(sql<Row>`select * from satis_fatura where id = ${from.id}`);
  const [a] =
    await rows(sql<Row>`select c.id as cari, a.* from cari_hesap c join adres a on a.cari_hesap_id = c.id
    where c.department_id = ${dept} and length(c.tc) = 11 order by a.varsayilan desc, a.id limit 1`);
  const r = await t.post(`/${token}/tables/satis_fatura/store`, {
    cari_hesap_id: a.cari,
    adres_id: a.id,
    firma_adres_id: s.firma_adres_id,
    fatura_senaryo_id: 1,
    fatura_tipi_id: 2,
    fatura_tarihi: '2026-11-01',
    para_birimi_id: 1,
    döviz_kuru: '1',
    ulkeler_id: a.ulkeler_id,
    sehirler_id: a.sehirler_id,
    ilceler_id: a.ilceler_id,
    mahalle_adi: a.mahalle_adi,
    sokak_adi: a.sokak_adi,
    bina_no: a.bina_no,
    posta_kodu: a.posta_kodu,
    mal_hizmet_json: JSON.stringify(s.mal_hizmet_json),
  });
  expect(r.json.data, JSON.stringify(r.json)).toMatchObject({ message: 'success' });
  return { id: r.json.data.id };
}

async function demoInvoice(tcLength: 10 | 11): Promise<Row> {
  const [r] = await rows(sql<Row>`select s.id, s.fatura_numarasi, s.odenecek_tutar::text as tutar,
      jsonb_array_length(s.mal_hizmet_json) as satir from satis_fatura s join cari_hesap c on c.id = s.cari_hesap_id
    where s.department_id = ${dept} and length(c.tc) = ${tcLength} and s.fatura_tipi_id = 2 order by s.id limit 1`);
  expect(r, `a demo sales invoice to a ${tcLength}-digit customer`).toBeTruthy();
  return r;
}

describe('recurring invoices', () => {
  it('refuses settings that make no plan, in Turkish, and a source of another company', async () => {
    const src = await demoInvoice(10);
    const bad = await t.post(`/${token}/recurring/create`, {
      kaynak_tablo: 'satis_fatura',
      kaynak_id: src.id,
      periyot: 'aylik',
      aralik: 0,
      baslangic_tarihi: '2025-01-10',
      islem: 'yazdir',
    });
    expect(bad.json.data).toEqual({
      message: 'error',
      errors: {
        aralik: ['Tekrar aralığı 1 ile 12 arasında bir tam sayı olmalıdır.'],
        islem: [recurringTexts.islem],
      },
    });
    const other = await t.login('ornek@defter.local');
    const foreign = await t.post(`/${other}/recurring/create`, {
      kaynak_tablo: 'satis_fatura',
      kaynak_id: src.id,
      periyot: 'aylik',
      baslangic_tarihi: '2025-01-10',
      islem: 'taslak',
    });
    // Örnek Gıda (Kobi) has no satis_fatura at all; a plan on another company's invoice is no plan.
    expect(foreign.json.data.message).toMatch(/no.auth|Tekrarlanacak fatura bulunamadı/);
  });

  it('makes each monthly period once on its day, catches a missed stretch up in order, ends after the count', async () => {
    const src = await demoInvoice(10);
    const made = await t.post(`/${token}/recurring/create`, {
      kaynak_tablo: 'satis_fatura',
      kaynak_id: src.id,
      periyot: 'aylik',
      aralik: 1,
      baslangic_tarihi: '2025-01-31',
      adet: 14,
      islem: 'taslak',
    });
    expect(made.json.data).toMatchObject({ message: 'success', text: recurringTexts.created });
    const planId = made.json.data.id as number;

    expect(await run('2025-01-30')).toBe(0);
    expect(await run('2025-01-31')).toBe(1);
    expect(await run('2025-01-31')).toBe(0); // the same day again: nothing
    expect(await run('2025-02-27')).toBe(0);
    expect(await run('2025-02-28')).toBe(1); // February's last day stands for the 31st
    // Nobody ran from March to July: the next round makes March … July, in order.
    expect(await run('2025-07-31')).toBe(5);
    expect(await run('2026-12-31')).toBe(7);
    expect(await run('2027-12-31')).toBe(0);

    const list = (
      await t.post(`/${token}/recurring/list`, { kaynak_tablo: 'satis_fatura', kaynak_id: src.id })
    ).json.data.records;
    const plan = list.find((p: Row) => p.id === planId);
    expect(plan).toMatchObject({ durum: 'tamamlandi', sonraki_tarih: null });
    expect(plan.calismalar.map((r: Row) => r.donem_tarihi)).toEqual([
      '2025-01-31',
      '2025-02-28',
      '2025-03-31',
      '2025-04-30',
      '2025-05-31',
      '2025-06-30',
      '2025-07-31',
      '2025-08-31',
      '2025-09-30',
      '2025-10-31',
      '2025-11-30',
      '2025-12-31',
      '2026-01-31',
      '2026-02-28',
    ]);
    // Each run lists its document: a sales invoice dated on its period, the source's lines and amount, a number of
    // the company's series — in order and without gaps within each year.
    const docs =
      await rows(sql<Row>`select s.id, s.fatura_numarasi as no, to_char(s.fatura_tarihi, 'YYYY-MM-DD') as tarih,
        s.odenecek_tutar::text as tutar, jsonb_array_length(s.mal_hizmet_json) as satir, r.belge_no
      from tekrar_calismalari r join satis_fatura s on s.id = r.belge_id and r.belge_tablosu = 'satis_fatura'
      where r.plan_id = ${planId} order by r.donem_no`);
    expect(docs).toHaveLength(14);
    expect(docs.map((d) => d.tarih)).toEqual(plan.calismalar.map((r: Row) => r.donem_tarihi));
    for (const d of docs) {
      expect(d).toMatchObject({ tutar: src.tutar, satir: src.satir });
      expect(d.belge_no).toBe(d.no);
    }
    const serial = (no: string) => Number(no.slice(7));
    const y2025 = docs.filter((d) => d.tarih.startsWith('2025')).map((d) => d.no);
    const y2026 = docs.filter((d) => d.tarih.startsWith('2026')).map((d) => d.no);
    expect(y2025.map((n) => n.slice(3, 7))).toEqual(Array(12).fill('2025'));
    expect(y2025.map(serial)).toEqual(Array.from({ length: 12 }, (_, i) => serial(y2025[0]) + i));
    expect(y2026.map(serial)).toEqual([serial(y2026[0]), serial(y2026[0]) + 1]);
    // A run's invoice is an ordinary sales invoice of the company (the list shows it).
    const shown = await t.post(`/${token}/tables/satis_fatura/${docs[0].id}`, {});
    expect(shown.json.data.record.fatura_numarasi).toBe(docs[0].no);
  });

  it('sends as e-Fatura to a registered e-invoice user and as e-Arşiv to a person; late periods become drafts', async () => {
    const company = await demoInvoice(10);
    const person = await personInvoice(company);
    const plans: number[] = [];
    for (const src of [company, person]) {
      const r = await t.post(`/${token}/recurring/create`, {
        kaynak_tablo: 'satis_fatura',
        kaynak_id: src.id,
        periyot: 'haftalik',
        aralik: 1,
        baslangic_tarihi: '2026-11-02',
        adet: 3,
        islem: 'gonder',
      });
      plans.push(r.json.data.id);
    }
    // Two weeks pass unseen: 2 Nov is 14 days late (made as drafts), 9 Nov 7 days (sent), 16 Nov on time (sent).
    expect(await run('2026-11-16')).toBe(6);
    const runs = await rows(sql<Row>`select plan_id, donem_no, belge_tablosu, durum, aciklama, belge_no
      from tekrar_calismalari where plan_id = any(${plans}::bigint[]) order by plan_id, donem_no`);
    expect(runs.map((r) => [r.belge_tablosu, r.durum])).toEqual([
      ['satis_fatura', 'taslak'],
      ['e_fatura', 'gonderildi'],
      ['e_fatura', 'gonderildi'],
      ['satis_fatura', 'taslak'],
      ['e_arsiv_fatura', 'gonderildi'],
      ['e_arsiv_fatura', 'gonderildi'],
    ]);
    expect(runs[0].aciklama).toBe(recurringTexts.late(14));
    for (const r of runs.filter((x) => x.durum === 'gonderildi'))
      expect(r.belge_no).toMatch(/^[A-Z0-9]{3}2026\d{9}$/);
    // Sent documents are in the outbox once each.
    const jobs = await rows(sql<Row>`select count(*)::int as n from giden_kutusu g join tekrar_calismalari r
      on r.belge_id = g.belge_id and r.belge_tablosu = g.belge_tablosu where r.plan_id = any(${plans}::bigint[])`);
    expect(jobs[0].n).toBe(4);
  });

  it('stops: a stopped plan makes nothing more', async () => {
    const src = await demoInvoice(10);
    const r = await t.post(`/${token}/recurring/create`, {
      kaynak_tablo: 'satis_fatura',
      kaynak_id: src.id,
      periyot: 'aylik',
      baslangic_tarihi: '2024-03-05',
      islem: 'taslak',
    });
    expect((await t.post(`/${token}/recurring/stop`, { id: r.json.data.id })).json.data.text).toBe(
      recurringTexts.stopped,
    );
    expect(await run('2024-12-31')).toBe(0);
  });
});
