import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { turkishToday } from '../../auth/user-info.service';
import { validateUblBatch } from '../../edocs/validate';
import { DEMO_ADMIN, departmentOf, ORNEK_USER } from '../../tables/table.test-kit';
import { createTestContext, type TestContext } from '../../test/harness';
import { up as backfill } from '../migrations/202611290300_waybill_lines_backfill';
import { seed } from '.';
import { monthDay } from './demo-shell';
import {
  DEMO_RED_REASON,
  DEMO_SENT_TEXT,
  DEMO_WAYBILL_REJECT,
  seedDemoSentEDocuments,
} from './demo-sent-edocs';

// Issue 13 (docs/e-documents.md, "Demo data"): the demo data holds e-documents really sent through sendInvoice and
// the outbox worker — numbered through the series, delivered to Örnek Gıda's Gelen tab, two of them answered with
// an ApplicationResponse — and every one of them, fetched through the calls a user's browser makes, passes GİB's
// XSD and schematron.

type Row = Record<string, any>;

let t: TestContext;
let token: string;
let ornekToken: string;
let dept: number;
let ornekDept: number;

beforeAll(async () => {
  t = await createTestContext();
  token = await t.login(DEMO_ADMIN);
  ornekToken = await t.login(ORNEK_USER);
  dept = await departmentOf(t, DEMO_ADMIN);
  ornekDept = await departmentOf(t, ORNEK_USER);
}, 180_000);

afterAll(async () => {
  await t?.close();
});

const q = async (query: ReturnType<typeof sql<Row>>) => (await query.execute(t.database.db)).rows;

/** A POST answering a base64 file: its decoded text and name. */
async function file(path: string, body: Row, tok: string) {
  const res = await t.app.request(
    `/api/v1/${tok}/tables/${path}`,
    { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) },
    { incoming: { socket: { remoteAddress: t.address } } },
  );
  const text = await res.text();
  const name = /filename\*=UTF-8''([^;]+)/.exec(res.headers.get('content-disposition') ?? '')?.[1];
  expect(res.status, text).toBe(200);
  return { name: name && decodeURIComponent(name), content: Buffer.from(text, 'base64').toString('utf8') };
}

describe('the demo e-documents sent and received', () => {
  it('are sent by Demo Ticaret: numbered in order through the series, the outbox done, the statuses the worker leaves', async () => {
    const year = turkishToday(new Date()).slice(0, 4);
    const sent =
      await q(sql<Row>`select e_fatura_numarasi, e_fatura_durumu_id, document_profile, ent_fatura_durumu,
        ent_ticari_fatura_durumu, tc from e_fatura
      where department_id = ${dept} and description = ${DEMO_SENT_TEXT} order by e_fatura_numarasi`);
    expect(sent).toEqual([
      expect.objectContaining({
        e_fatura_numarasi: `DEF${year}000000001`,
        ent_ticari_fatura_durumu: 'KABUL',
      }),
      expect.objectContaining({ e_fatura_numarasi: `DEF${year}000000002`, ent_ticari_fatura_durumu: 'RED' }),
      expect.objectContaining({
        e_fatura_numarasi: `DEF${year}000000003`,
        ent_ticari_fatura_durumu: 'CEVAP VERİLMEDİ',
      }),
      expect.objectContaining({
        e_fatura_numarasi: `DEF${year}000000004`,
        document_profile: 'TEMELFATURA',
        ent_ticari_fatura_durumu: null,
      }),
    ]);
    for (const s of sent)
      expect(s).toMatchObject({ e_fatura_durumu_id: 2, ent_fatura_durumu: 'BASARIYLA TAMAMLANDI' });
    expect(sent.slice(0, 3).map((s) => s.tc)).toEqual(Array(3).fill('6482053170'));
    const archive = await q(sql<Row>`select e_fatura_numarasi, e_fatura_durumu_id, ent_fatura_durumu
      from e_arsiv_fatura where department_id = ${dept} and description = ${DEMO_SENT_TEXT}`);
    expect(archive).toEqual([
      {
        e_fatura_numarasi: `ARS${year}000000001`,
        e_fatura_durumu_id: 2,
        ent_fatura_durumu: 'DÖKÜMAN İMZALANDI',
      },
    ]);
    const jobs = await q(sql<Row>`select belge_tablosu, durum, deneme_sayisi, claimed_by from giden_kutusu
      where department_id = ${dept} order by id`);
    expect(jobs.map((j) => j.belge_tablosu)).toEqual([
      ...Array(4).fill('e_fatura'),
      'e_arsiv_fatura',
      'e_irsaliye',
      'e_irsaliye',
      'serbest_meslek_makbuzu',
      'e_mustahsil_makbuzu',
    ]);
    for (const j of jobs)
      expect(j).toMatchObject({ durum: 'gonderildi', deneme_sayisi: 1, claimed_by: null });
    const accepted = await q(
      sql<Row>`select belge_turu, tekrar_sayisi from entegrator_belgeleri order by id`,
    );
    expect(accepted.map((a) => a.tekrar_sayisi)).toEqual(Array(9).fill(0));
    // The demo customers stay as they were (the documents carry Örnek Gıda's identity in their header).
    const cards = await q(sql<Row>`select count(*)::int as n from cari_hesap where tc = '6482053170'`);
    expect(cards[0].n).toBe(0);
  });

  it('arrive in Örnek Gıda’s Gelen tab: one unanswered, one KABUL, one RED with its reason', async () => {
    const inbox = await q(sql<Row>`select document_id, document_profile, gonderen_unvan, response_code,
        response_explanation, yanit_ettn is not null as has_answer from gelen_efatura
      where department_id = ${ornekDept} and gonderen_vkn = '2910473856' order by document_id`);
    expect(inbox).toEqual([
      expect.objectContaining({ response_code: 'KABUL', response_explanation: null, has_answer: true }),
      expect.objectContaining({
        response_code: 'RED',
        response_explanation: DEMO_RED_REASON,
        has_answer: true,
      }),
      expect.objectContaining({ response_code: 'CEVAP VERİLMEDİ', has_answer: false }),
    ]);
    for (const row of inbox)
      expect(row).toMatchObject({ document_profile: 'TICARIFATURA', gonderen_unvan: 'Demo Ticaret A.Ş.' });
  });

  it('include two e-İrsaliyes delivered to Örnek Gıda, one answered KISMEN KABUL, and a sent e-SMM and e-MM', async () => {
    const year = turkishToday(new Date()).slice(0, 4);
    const waybills = await q(sql<Row>`select irsaliye_numarasi, e_fatura_durumu_id, ent_fatura_durumu,
        document_profile, yanit_durumu, ettn::text from e_irsaliye
      where department_id = ${dept} and description = ${DEMO_SENT_TEXT} order by irsaliye_numarasi`);
    expect(waybills).toEqual([
      expect.objectContaining({
        irsaliye_numarasi: `IRS${year}000000001`,
        yanit_durumu: 'KISMEN KABUL EDİLDİ',
      }),
      expect.objectContaining({ irsaliye_numarasi: `IRS${year}000000002`, yanit_durumu: 'YANIT BEKLENİYOR' }),
    ]);
    for (const w of waybills)
      expect(w).toMatchObject({
        e_fatura_durumu_id: 2,
        ent_fatura_durumu: 'BASARIYLA TAMAMLANDI',
        document_profile: 'TEMELIRSALIYE',
      });
    const inbox =
      await q(sql<Row>`select document_id, document_uuid::text as ettn, gonderen_unvan, yanit_durumu,
        yanit_numarasi, yanit_mal_hizmet, irsaliye_satirlari from gelen_eirsaliye
      where department_id = ${ornekDept} and gonderen_vkn = '2910473856' order by document_id`);
    expect(inbox.map((r) => [r.document_id, r.ettn, r.yanit_durumu])).toEqual(
      waybills.map((w) => [w.irsaliye_numarasi, w.ettn, w.yanit_durumu]),
    );
    expect(inbox[0].yanit_numarasi).toMatch(new RegExp(`^[A-Z0-9]{3}${year}\\d{9}$`));
    expect(inbox[0].yanit_mal_hizmet[0]).toMatchObject({
      kabul_edilmeyen_miktar: '1',
      aciklama: DEMO_WAYBILL_REJECT,
    });
    expect(inbox[1].yanit_numarasi).toBeNull();
    // The reply dialog's lines: what was delivered.
    expect(inbox[1].irsaliye_satirlari).toHaveLength(2);
    for (const table of ['serbest_meslek_makbuzu', 'e_mustahsil_makbuzu']) {
      const rows =
        await q(sql<Row>`select makbuz_numarasi, e_fatura_durumu_id, ent_fatura_durumu, document_profile
        from ${sql.table(table)} where department_id = ${dept} and description = ${DEMO_SENT_TEXT}`);
      expect(rows, table).toEqual([
        {
          makbuz_numarasi: expect.stringMatching(new RegExp(`^[A-Z0-9]{3}${year}000000001$`)),
          e_fatura_durumu_id: 2,
          ent_fatura_durumu: 'DÖKÜMAN İMZALANDI',
          document_profile: 'EARSIVBELGE',
        },
      ]);
    }
  });

  it('each passes GİB’s XSD and schematron as downloadMedia, outbox/downloadMedia, inbox/getDocument and the answers give it', async () => {
    const docs: { name: string; xml: string }[] = [];
    for (const table of ['e_fatura', 'e_arsiv_fatura']) {
      const rows = await q(sql<Row>`select id, ettn::text from ${sql.table(table)}
        where department_id = ${dept} and description = ${DEMO_SENT_TEXT} order by id`);
      for (const r of rows) {
        const out = await file(`${table}/outbox/downloadMedia`, { withXML: 'XML', parameter: r.ettn }, token);
        const stored = await file(`${table}/downloadMedia`, { id: r.id, mediaType: 'xml' }, token);
        expect(out.content).toContain(`<cbc:UUID>${r.ettn}</cbc:UUID>`);
        expect(stored.content).toContain(`<cbc:UUID>${r.ettn}</cbc:UUID>`);
        docs.push(
          { name: `${table} ${out.name}`, xml: out.content },
          { name: `${table} ${r.id}`, xml: stored.content },
        );
      }
    }
    const inbox = await q(sql<Row>`select id, document_uuid::text as ettn, yanit_ettn from gelen_efatura
      where department_id = ${ornekDept} and gonderen_vkn = '2910473856'`);
    for (const r of inbox) {
      const got = await file('e_fatura/inbox/getDocument', { withXML: 'XML', parameter: r.ettn }, ornekToken);
      docs.push({ name: `gelen ${got.name}`, xml: got.content });
      // The viewer's call on the Gelen row (by id) gives the same document; another company's token does not.
      const viewer = await file('gelen_efatura/downloadMedia', { id: r.id, mediaType: 'xml' }, ornekToken);
      expect(viewer.content).toBe(got.content);
      if (!r.yanit_ettn) continue;
      const answer = await file(
        'e_fatura/inbox/getApplicationResponse',
        { withXML: 'XML', parameter: r.ettn },
        ornekToken,
      );
      expect(answer.content).toContain('<cbc:ProfileID>TICARIFATURA</cbc:ProfileID>');
      docs.push({ name: `yanıt ${answer.name}`, xml: answer.content });
    }
    // The waybills, the receipts (as sent and as stored), Örnek Gıda's copies and its reply.
    for (const table of ['e_irsaliye', 'serbest_meslek_makbuzu', 'e_mustahsil_makbuzu']) {
      const rows = await q(sql<Row>`select id, ettn::text from ${sql.table(table)}
        where department_id = ${dept} and description = ${DEMO_SENT_TEXT} order by id`);
      for (const r of rows) {
        const out = await file(`${table}/outbox/downloadMedia`, { withXML: 'XML', parameter: r.ettn }, token);
        const stored = await file(`${table}/downloadMedia`, { id: r.id, mediaType: 'xml' }, token);
        expect(stored.content).toContain(`<cbc:UUID>${r.ettn}</cbc:UUID>`);
        docs.push(
          { name: `${table} ${out.name}`, xml: out.content },
          { name: `${table} ${r.id}`, xml: stored.content },
        );
      }
    }
    const waybills = await q(sql<Row>`select id, document_uuid::text as ettn, yanit_xml is not null as replied
      from gelen_eirsaliye where department_id = ${ornekDept} and gonderen_vkn = '2910473856'`);
    for (const r of waybills) {
      const got = await file('gelen_eirsaliye/downloadMedia', { id: r.id, mediaType: 'xml' }, ornekToken);
      docs.push({ name: `gelen irsaliye ${got.name}`, xml: got.content });
      if (!r.replied) continue;
      const reply = await file(
        'gelen_eirsaliye/inbox/downloadMedia',
        { withXML: 'XML', parameter: r.ettn, belge: 'yanit' },
        ornekToken,
      );
      expect(reply.content).toContain('<cbc:ReceiptAdviceTypeCode>');
      docs.push({ name: `irsaliye yanıtı ${reply.name}`, xml: reply.content });
    }
    expect(docs).toHaveLength(5 * 2 + 3 + 2 + 4 + 2 * 2 + 2 + 1);
    const results = await validateUblBatch(docs);
    for (const [i, r] of results.entries()) expect(r.issues, docs[i].name).toEqual([]);
  }, 120_000);

  it('are seeded once: running the step again (a restart, an older database) adds nothing', async () => {
    const count = async () => (await q(sql<Row>`select count(*)::int as n from giden_kutusu`))[0].n as number;
    const before = await count();
    await sql`delete from seed_state where name like 'demo_sent_edocs%'`.execute(t.database.db);
    expect(await seed(t.database.db, { demo: true })).toBe(true);
    await seedDemoSentEDocuments(t.database.db);
    expect(await count()).toBe(before);
  });

  it('migration 202611290300: a received waybill without its lines gets them from its XML; a given-up job marks its document', async () => {
    const db = t.database.db;
    const [row] = await q(sql<Row>`select id, irsaliye_satirlari from gelen_eirsaliye
      where department_id = ${ornekDept} and xml_icerik is not null order by id limit 1`);
    await sql`update gelen_eirsaliye set irsaliye_satirlari = null where id = ${row.id}`.execute(db);
    const [job] = await q(sql<Row>`select id, belge_id from giden_kutusu
      where department_id = ${dept} and belge_tablosu = 'e_arsiv_fatura'`);
    await sql`update giden_kutusu set durum = 'hata' where id = ${job.id}`.execute(db);
    await backfill(db);
    const [after] = await q(sql<Row>`select irsaliye_satirlari from gelen_eirsaliye where id = ${row.id}`);
    expect(after.irsaliye_satirlari).toEqual(row.irsaliye_satirlari);
    const [doc] = await q(sql<Row>`select ent_fatura_durumu from e_arsiv_fatura where id = ${job.belge_id}`);
    expect(doc.ent_fatura_durumu).toBe('GÖNDERİLEMEDİ');
    await sql`update giden_kutusu set durum = 'gonderildi' where id = ${job.id}`.execute(db);
    await sql`update e_arsiv_fatura set ent_fatura_durumu = 'DÖKÜMAN İMZALANDI' where id = ${job.belge_id}`.execute(
      db,
    );
  });
});

describe('the demo e-documents’ dates', () => {
  // GİB refuses an IssueDate after the day it receives the document (docs/e-documents.md, "Demo data"), so no demo
  // e-document — draft or sent — may be dated after the day the demo was seeded, whatever day of the month that is.
  it('are never after the seed day', async () => {
    const seedDay = turkishToday(new Date());
    const columns: [string, string][] = [
      ['e_fatura', 'fatura_tarihi'],
      ['e_arsiv_fatura', 'fatura_tarihi'],
      ['e_irsaliye', 'irsaliye_tarihi'],
      ['gelen_efatura', 'document_issue_date'],
      ['gelen_eirsaliye', 'document_issue_date'],
      ['serbest_meslek_makbuzu', 'duzenleme_tarihi'],
      ['e_mustahsil_makbuzu', 'duzenleme_tarihi'],
    ];
    for (const [table, column] of columns) {
      const late = await q(sql<Row>`select id, ${sql.ref(column)}::text as day from ${sql.table(table)}
        where ${sql.ref(column)} > ${seedDay}::date`);
      expect(late, `${table}.${column}`).toEqual([]);
    }
  });

  it('keep the calendar’s days of the month up to the seed day (monthDay)', () => {
    expect(monthDay('2026-12-07', 20)).toBe('2026-12-07');
    expect(monthDay('2026-12-07', 3)).toBe('2026-12-03');
    expect(monthDay('2026-12-31', 20)).toBe('2026-12-20');
    expect(monthDay('2026-02-01', 0)).toBe('2026-02-01');
  });
});
