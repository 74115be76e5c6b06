import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { turkishToday } from '../auth/user-info.service';
import { demoCards, idWhere, threeLines, type Cards } from '../documents/document.test-kit';
import { OutboxWorker } from '../jobs/outbox.worker';
import { DEMO_ADMIN, departmentOf, ORNEK_USER, tablesApi } from '../tables/table.test-kit';
import { createTestContext, type TestContext } from '../test/harness';
import { IntegratorError, LocalIntegrator, type Integrator, type SendMeta } from './integrator';
import { turkishTime } from './invoice.adapter';
import { sendInvoice } from './send.service';
import { validateUbl } from './validate';

// Issue 13 items 5–6 (docs/e-documents.md, "Integrator", "Sending", "Inbox and answers"): the registered-user check,
// sendInvoice (number, status, lock, outbox job), the outbox worker (drain, retry with backoff, a dead worker's
// claims, two workers at once, a restart), delivery to Örnek Gıda's Gelen tab, its KABUL / RED, and the media calls.

type Row = Record<string, any>;

const ORNEK_VKN = '6482053170';

let t: TestContext;
let token: string;
let ornekToken: string;
let api: ReturnType<typeof tablesApi>;
let dept: number;
let ornekDept: number;
let cards: Cards;
let customer: Row;
let prefix: number;
let today: string;

beforeAll(async () => {
  t = await createTestContext();
  token = await t.login(DEMO_ADMIN);
  ornekToken = await t.login(ORNEK_USER);
  api = tablesApi(t, token);
  dept = await departmentOf(t, DEMO_ADMIN);
  ornekDept = await departmentOf(t, ORNEK_USER);
  cards = await demoCards(t, dept);
  customer = (
    await sql<Row>`select c.vergi_daireleri_id, a.id as adres_id, a.ulkeler_id, a.sehirler_id, a.ilceler_id,
      a.mahalle_adi, a.sokak_adi, a.bina_no, a.posta_kodu
    from cari_hesap c join adres a on a.cari_hesap_id = c.id
    where c.id = ${cards.cari} order by a.varsayilan desc, a.id limit 1`.execute(t.database.db)
  ).rows[0];
  prefix = await idWhere(
    t,
    sql<{ id: number }>`select id from fatura_on_ekleri where department_id = ${dept} and on_ek_yeri_id = 1
      order by varsayilan desc, id limit 1`,
  );
  today = turkishToday(new Date());
});
afterAll(() => t.close());

/** A TICARIFATURA e-Fatura of Demo Ticaret to Örnek Gıda, dated today. */
const header = (extra: Row = {}): Row => ({
  cari_hesap_id: cards.cari,
  adres_id: customer.adres_id,
  tc: ORNEK_VKN,
  unvan: 'Örnek Gıda Ltd. Şti.',
  vergi_daireleri_id: customer.vergi_daireleri_id,
  ulkeler_id: customer.ulkeler_id,
  sehirler_id: customer.sehirler_id,
  ilceler_id: customer.ilceler_id,
  mahalle_adi: customer.mahalle_adi,
  sokak_adi: customer.sokak_adi,
  bina_no: customer.bina_no,
  posta_kodu: customer.posta_kodu,
  fatura_on_eki_id: prefix,
  fatura_senaryo_id: 2,
  fatura_tipi_id: 3,
  fatura_tarihi: today,
  para_birimi_id: 1,
  döviz_kuru: '1',
  mal_hizmet_json: JSON.stringify(
    threeLines(cards)
      .slice(0, 2)
      .map((l, i) => (i === 1 ? { ...l, mal_hizmet: 'Klavye Mouse Seti' } : l)),
  ),
  ...extra,
});

async function draft(extra: Row = {}, table = 'e_fatura'): Promise<number> {
  const r = await api.store(table, header(extra));
  expect(r.json.data, JSON.stringify(r.json)).toMatchObject({ message: 'success' });
  return r.json.data.id;
}

const q = async (query: ReturnType<typeof sql<Row>>) => (await query.execute(t.database.db)).rows;

/** A POST whose answer is a base64 file: the decoded text and its name. */
async function file(path: string, body: Row, tok = token) {
  const res = await t.app.request(
    `/api/v1/${tok}/tables/${path}`,
    { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) },
    { incoming: { socket: { remoteAddress: t.address } } },
  );
  const text = await res.text();
  const name = /filename\*=UTF-8''([^;]+)/.exec(res.headers.get('content-disposition') ?? '')?.[1];
  return {
    status: res.status,
    text,
    name: name && decodeURIComponent(name),
    content: res.status === 200 ? Buffer.from(text, 'base64').toString('utf8') : '',
  };
}

/** An integrator that counts its sends per ETTN and can fail the first `failures` calls (a service that is down). */
function counting(inner: Integrator, failures = 0) {
  const sends = new Map<string, number>();
  let left = failures;
  const wrapped: Integrator = {
    isEInvoiceUser: (v) => inner.isEInvoiceUser(v),
    fetchIncoming: (v) => inner.fetchIncoming(v),
    answer: (...a) => inner.answer(...a),
    answerDocument: (e) => inner.answerDocument(e),
    statusOf: (e) => inner.statusOf(e),
    async send(xml: string, meta: SendMeta) {
      sends.set(meta.ettn, (sends.get(meta.ettn) ?? 0) + 1);
      if (left > 0) {
        left--;
        throw new IntegratorError('Entegratör servisine ulaşılamadı (zaman aşımı).', 'TIMEOUT', false);
      }
      return inner.send(xml, meta);
    },
  };
  return { integrator: wrapped, sends };
}

/** Sends drafts through the service (GİB's checks left to the integrator, to keep the test short). */
async function queue(n: number): Promise<{ id: number; ettn: string; number: string }[]> {
  const out = [];
  for (let i = 0; i < n; i++) {
    const id = await draft();
    out.push(
      await sendInvoice({
        db: t.database.db,
        integrator: new LocalIntegrator(t.database.db),
        table: 'e_fatura',
        id,
        departmentId: dept,
        userId: 1,
        validate: false,
      }),
    );
  }
  return out;
}

const jobsOf = (ettns: string[]) =>
  q(sql<Row>`select ettn::text, durum, deneme_sayisi, claimed_by, last_error from giden_kutusu
    where ettn::text in (${sql.join(ettns)}) order by id`);

const acceptedOf = (ettns: string[]) =>
  q(
    sql<Row>`select ettn::text, tekrar_sayisi from entegrator_belgeleri where ettn::text in (${sql.join(ettns)})`,
  );

describe('the registered e-invoice users', () => {
  it('answers isEInvoiceUser with the title of a user, and an error for a VKN that is none', async () => {
    const user = await t.post(`/${token}/tables/e_fatura/isEInvoiceUser`, { vkn_tckn: ORNEK_VKN });
    expect(user.status).toBe(200);
    expect(user.json.data.users.unvan_ad).toBe('Örnek Gıda Ltd. Şti.');
    const none = await t.post(`/${token}/tables/e_fatura/isEInvoiceUser`, { vkn_tckn: '10000000146' });
    expect(none.json).toMatchObject({ status: 'error', data: { message: 'E-Fatura kesilemez.' } });
    const bad = await t.post(`/${token}/tables/e_fatura/isEInvoiceUser`, { vkn_tckn: '12ab' });
    expect(bad.json.data.message).toBe('TC / VKN 10 ya da 11 haneli olmalıdır.');
  });

  it('refuses to save an e-Fatura to a receiver who is not a user, while e-Arşiv takes it', async () => {
    const person = { tc: '10000000146', name_basic: 'Ayşe', surname: 'Yılmaz', unvan: 'Ayşe Yılmaz' };
    const r = await api.store('e_fatura', header(person));
    expect(r.json.data.errors).toEqual({ tc: ['Uyarı: E-Fatura kullanıcı olmadığı için kaydedilemiyor!'] });
    const archivePrefix = await idWhere(
      t,
      sql<{
        id: number;
      }>`select id from fatura_on_ekleri where department_id = ${dept} and on_ek_yeri_id = 2 limit 1`,
    );
    const archive = await api.store(
      'e_arsiv_fatura',
      header({ ...person, fatura_senaryo_id: 3, fatura_on_eki_id: archivePrefix, fatura_saati: '10:30:00' }),
    );
    expect(archive.json.data, JSON.stringify(archive.json)).toMatchObject({ message: 'success' });
  });
});

describe('sendInvoice', () => {
  it('numbers the draft in order, marks it sent, queues it once, and locks it', async () => {
    const year = today.slice(0, 4);
    const first = await draft();
    const second = await draft();
    const a = await t.post(`/${token}/tables/e_fatura/sendInvoice`, { id: first, column_set_id: '0' });
    expect(a.json.data, JSON.stringify(a.json)).toMatchObject({ message: 'Fatura gönderildi.' });
    const ettn = (await q(sql<Row>`select ettn from e_fatura where id = ${second}`))[0].ettn;
    const b = await t.post(`/${token}/tables/e_fatura/sendInvoice`, {
      documentUuid: ettn,
      column_set_id: '0',
    });
    expect(b.json.data.message).toBe('Fatura gönderildi.');
    const n1 = Number(String(a.json.data.e_fatura_numarasi).slice(7));
    expect(a.json.data.e_fatura_numarasi).toMatch(new RegExp(`^DEF${year}\\d{9}$`));
    expect(b.json.data.e_fatura_numarasi).toBe(`DEF${year}${String(n1 + 1).padStart(9, '0')}`);

    const shown = (await api.show('e_fatura', first)).json.data.record;
    expect(shown).toMatchObject({
      e_fatura_numarasi: a.json.data.e_fatura_numarasi,
      e_fatura_durumu_id: 'Giden',
      ent_fatura_durumu: 'GIB GONDERIMI BEKLENIYOR',
      document_profile: 'TICARIFATURA',
      ent_ticari_fatura_durumu: 'CEVAP VERİLMEDİ',
    });
    const jobs =
      await q(sql<Row>`select durum, belge_no, alici_vkn from giden_kutusu where belge_id = ${first}
      and belge_tablosu = 'e_fatura'`);
    expect(jobs).toEqual([
      { durum: 'bekliyor', belge_no: a.json.data.e_fatura_numarasi, alici_vkn: ORNEK_VKN },
    ]);
    // The draft before the send is archived.
    const history = await q(sql<Row>`select data->>'e_fatura_durumu_id' as s from archive
      where table_name = 'e_fatura' and record_id = ${first} and action = 'update'`);
    expect(history).toEqual([{ s: '1' }]);

    const again = await t.post(`/${token}/tables/e_fatura/sendInvoice`, { id: first });
    expect(again.json.data.message).toBe(
      'Bu belge daha önce gönderilmiş; yalnızca taslaklar gönderilebilir.',
    );
    const update = await api.update('e_fatura', first, { description: 'sonradan' });
    expect(update.json.data.errors).toEqual({
      e_fatura_durumu_id: ['Gönderilmiş e-belge değiştirilemez; yalnızca taslaklar düzenlenebilir.'],
    });
    const removed = await api.remove('e_fatura', first);
    expect(removed.json.data.message).toBe('Gönderilmiş e-belge silinemez; yalnızca taslaklar silinebilir.');
    expect(
      (await q(sql<Row>`select count(*)::int as n from giden_kutusu where belge_id = ${first}`))[0].n,
    ).toBe(1);
  });

  it('gives the sent XML the time it was issued (sent), not the time the draft was keyed', async () => {
    const id = await draft();
    // Keyed five hours before it is sent.
    await q(
      sql<Row>`update e_fatura set created_at = now() - interval '5 hours' where id = ${id} returning id`,
    );
    const keyed = turkishTime(
      (await q(sql<Row>`select created_at::text as at from e_fatura where id = ${id}`))[0].at,
    );
    const before = turkishTime(new Date().toISOString())!;
    const sent = await t.post(`/${token}/tables/e_fatura/sendInvoice`, { id, column_set_id: '0' });
    expect(sent.json.data.message).toBe('Fatura gönderildi.');
    const after = turkishTime(new Date().toISOString())!;
    const [row] = await q(sql<Row>`select e.fatura_saati::text as saat, g.xml from e_fatura e
      join giden_kutusu g on g.belge_tablosu = 'e_fatura' and g.belge_id = e.id where e.id = ${id}`);
    const issueTime = /<cbc:IssueTime>([^<]+)<\/cbc:IssueTime>/.exec(String(row.xml))![1];
    expect(issueTime).toBe(row.saat);
    expect(issueTime).not.toBe(keyed);
    // Between the moments before and after the send (unless the send crossed midnight in Türkiye).
    if (before <= after) {
      expect(issueTime >= before).toBe(true);
      expect(issueTime <= after).toBe(true);
    }
  });

  it('refuses a document GİB would refuse, before numbering it: nothing is queued, no number spent', async () => {
    const id = await draft();
    // A VKN party without its title fails GİB's schematron.
    await sql`update e_fatura set unvan = null where id = ${id}`.execute(t.database.db);
    const before = await q(sql<Row>`select count(*)::int as n from giden_kutusu`);
    const r = await t.post(`/${token}/tables/e_fatura/sendInvoice`, { id });
    expect(r.status).toBe(400);
    expect(r.json.data.message).toMatch(/^Belge GİB kontrollerinden geçmedi, gönderilmedi: /);
    expect(await q(sql<Row>`select count(*)::int as n from giden_kutusu`)).toEqual(before);
    expect(
      (await q(sql<Row>`select e_fatura_durumu_id from e_fatura where id = ${id}`))[0].e_fatura_durumu_id,
    ).toBe(1);
  });
});

describe('an e-Arşiv invoice', () => {
  it('is sent to a person (no registered user needed), numbered from its own prefix and signed', async () => {
    const archivePrefix = await idWhere(
      t,
      sql<{
        id: number;
      }>`select id from fatura_on_ekleri where department_id = ${dept} and on_ek_yeri_id = 2 limit 1`,
    );
    const code = (await q(sql<Row>`select on_ek_kodu from fatura_on_ekleri where id = ${archivePrefix}`))[0]
      .on_ek_kodu;
    const id = await draft(
      {
        tc: '10000000146',
        name_basic: 'Ayşe',
        surname: 'Yılmaz',
        unvan: 'Ayşe Yılmaz',
        fatura_senaryo_id: 3,
        fatura_on_eki_id: archivePrefix,
        fatura_saati: '10:30:00',
      },
      'e_arsiv_fatura',
    );
    const sent = await t.post(`/${token}/tables/e_arsiv_fatura/sendInvoice`, { id, column_set_id: '0' });
    expect(sent.json.data, JSON.stringify(sent.json)).toMatchObject({ message: 'Arşiv gönderildi.' });
    expect(sent.json.data.e_fatura_numarasi).toMatch(new RegExp(`^${code}${today.slice(0, 4)}\\d{9}$`));
    const worker = new OutboxWorker({ db: t.database.db, integrator: new LocalIntegrator(t.database.db) });
    await worker.drain();
    const [row] = await q(
      sql<Row>`select ent_fatura_durumu, document_profile from e_arsiv_fatura where id = ${id}`,
    );
    expect(row).toEqual({ ent_fatura_durumu: 'DÖKÜMAN İMZALANDI', document_profile: 'EARSIVFATURA' });
  });
});

describe('the outbox worker', () => {
  it('drains N jobs: each sent once, the documents done, and delivered to Örnek Gıda’s Gelen tab', async () => {
    const sent = await queue(3);
    const { integrator, sends } = counting(new LocalIntegrator(t.database.db));
    const worker = new OutboxWorker({ db: t.database.db, integrator, id: 'w-drain' });
    expect(await worker.drain()).toBeGreaterThanOrEqual(3);
    const ettns = sent.map((s) => s.ettn);
    expect((await jobsOf(ettns)).map((j) => j.durum)).toEqual(['gonderildi', 'gonderildi', 'gonderildi']);
    for (const e of ettns) expect(sends.get(e)).toBe(1);
    const docs = await q(sql<Row>`select ent_fatura_durumu from e_fatura where ettn in (${sql.join(ettns)})`);
    expect(docs.map((d) => d.ent_fatura_durumu)).toEqual(Array(3).fill('BASARIYLA TAMAMLANDI'));
    const inbox =
      await q(sql<Row>`select document_id, gonderen_vkn, gonderen_unvan, document_profile, response_code
      from gelen_efatura where department_id = ${ornekDept} and document_uuid in (${sql.join(ettns)})
      order by document_id`);
    expect(inbox).toEqual(
      sent.map((s) => ({
        document_id: s.number,
        gonderen_vkn: '2910473856',
        gonderen_unvan: 'Demo Ticaret A.Ş.',
        document_profile: 'TICARIFATURA',
        response_code: 'CEVAP VERİLMEDİ',
      })),
    );
  });

  it('retries a failed send after its backoff, and gives up a refused one', async () => {
    const [job] = await queue(1);
    const { integrator, sends } = counting(new LocalIntegrator(t.database.db), 1);
    const worker = new OutboxWorker({
      db: t.database.db,
      integrator,
      id: 'w-retry',
      backoffMs: () => 60_000,
    });
    await worker.drain();
    let [row] = await jobsOf([job.ettn]);
    expect(row).toMatchObject({ durum: 'bekliyor', deneme_sayisi: 1, claimed_by: null });
    expect(row.last_error).toBe('Entegratör servisine ulaşılamadı (zaman aşımı).');
    // Not due for a minute: another round does not send it.
    expect(await worker.drain()).toBe(0);
    await sql`update giden_kutusu set sonraki_deneme = now() where ettn = ${job.ettn}`.execute(t.database.db);
    await worker.drain();
    [row] = await jobsOf([job.ettn]);
    expect(row).toMatchObject({ durum: 'gonderildi', deneme_sayisi: 2, last_error: null });
    expect(sends.get(job.ettn)).toBe(2);
    expect(await acceptedOf([job.ettn])).toEqual([{ ettn: job.ettn, tekrar_sayisi: 0 }]);

    // A document the integrator refuses (invalid XML) is given up at once, with the integrator's reason.
    const [bad] = await queue(1);
    await sql`update giden_kutusu set xml = replace(xml, '<cbc:ProfileID>', '<cbc:Profil>') where ettn = ${bad.ettn}`.execute(
      t.database.db,
    );
    await worker.drain();
    const [refused] = await jobsOf([bad.ettn]);
    expect(refused.durum).toBe('hata');
    expect(refused.last_error).toMatch(/^Belge GİB şema \(XSD\) kontrolünden geçmedi: /);
  });

  it('sends a job given up again ("Tekrar Gönder"): the same job, ETTN and number; an ETTN the integrator has is not sent twice', async () => {
    const resend = (body: Row, tok = token) => t.post(`/${tok}/tables/e_fatura/outbox/resend`, body);
    const statusOf = async (id: number) =>
      (
        await q(
          sql<Row>`select e_fatura_numarasi, ent_fatura_durumu, ettn::text from e_fatura where id = ${id}`,
        )
      )[0];
    const [job] = await queue(1);
    // Still waiting: nothing to resend.
    expect((await resend({ id: job.id })).json.data.message).toBe(
      'Bu belgenin gönderimi sürüyor ya da tamamlandı; yalnızca gönderilemeyen belgeler tekrar gönderilebilir.',
    );
    // The queued XML is broken (as a bug of an older Defter would have left it): the integrator refuses, given up.
    await sql`update giden_kutusu set xml = replace(xml, '<cbc:ProfileID>', '<cbc:Profil>') where ettn = ${job.ettn}`.execute(
      t.database.db,
    );
    const worker = new OutboxWorker({
      db: t.database.db,
      integrator: new LocalIntegrator(t.database.db),
      id: 'w-resend',
    });
    await worker.drain();
    expect((await jobsOf([job.ettn]))[0].durum).toBe('hata');
    expect(await statusOf(job.id)).toMatchObject({ ent_fatura_durumu: 'GÖNDERİLEMEDİ' });
    // The viewer's reason: the job's last_error, the integrator's message as is; another company sees no job.
    const reason = (tok = token) => t.post(`/${tok}/tables/e_fatura/outbox/status`, { id: job.id });
    const given = (await reason()).json.data;
    expect(given).toMatchObject({ durum: 'hata', last_error: (await jobsOf([job.ettn]))[0].last_error });
    expect(String(given.last_error)).toMatch(/^Belge GİB şema \(XSD\) kontrolünden geçmedi: /);
    expect((await reason(ornekToken)).json.data).toMatchObject({ durum: null, last_error: null });
    const archived = async () =>
      Number(
        (
          await q(sql<Row>`select count(*)::int as n from archive where table_name = 'e_fatura'
            and record_id = ${job.id}`)
        )[0].n,
      );
    const before = await archived();

    // Another company cannot touch it; the owner can.
    expect((await resend({ id: job.id }, ornekToken)).json.data.message).toBe('fail.id');
    const r = await resend({ documentUuid: job.ettn });
    expect(r.json.data, JSON.stringify(r.json)).toMatchObject({
      message: 'Belge tekrar gönderime alındı.',
      ettn: job.ettn,
      belge_no: job.number,
    });
    const [queued] = await q(sql<Row>`select durum, deneme_sayisi, last_error, xml from giden_kutusu
      where ettn = ${job.ettn}`);
    expect(queued).toMatchObject({ durum: 'bekliyor', deneme_sayisi: 0, last_error: null });
    // Built again from the record: valid, with the number and ETTN it was given at sending.
    expect(queued.xml).toContain(`<cbc:ID>${job.number}</cbc:ID>`);
    expect(queued.xml).toContain(`<cbc:UUID>${job.ettn}</cbc:UUID>`);
    expect(await statusOf(job.id)).toMatchObject({ ent_fatura_durumu: 'GIB GONDERIMI BEKLENIYOR' });
    expect(await archived()).toBe(before + 1);
    // A second click finds it queued.
    expect((await resend({ id: job.id })).json.data.message).toMatch(/^Bu belgenin gönderimi sürüyor/);
    await worker.drain();
    expect((await jobsOf([job.ettn]))[0]).toMatchObject({ durum: 'gonderildi', last_error: null });
    expect(await statusOf(job.id)).toEqual({
      e_fatura_numarasi: job.number,
      ent_fatura_durumu: 'BASARIYLA TAMAMLANDI',
      ettn: job.ettn,
    });
    expect(await acceptedOf([job.ettn])).toEqual([{ ettn: job.ettn, tekrar_sayisi: 0 }]);

    // The integrator took the document, but its answer was lost and the job given up: sent again, the integrator
    // answers with the first receipt — one document, delivered once.
    const [lost] = await queue(1);
    const local = new LocalIntegrator(t.database.db);
    const losing: Integrator = Object.assign(Object.create(local) as LocalIntegrator, {
      send: async (xml: string, meta: SendMeta) => {
        await local.send(xml, meta);
        throw new IntegratorError('Entegratör yanıtı okunamadı.', 'LOST', true);
      },
    });
    await new OutboxWorker({ db: t.database.db, integrator: losing, id: 'w-lost' }).drain();
    expect((await jobsOf([lost.ettn]))[0].durum).toBe('hata');
    expect((await resend({ id: lost.id })).json.data.message).toBe('Belge tekrar gönderime alındı.');
    await worker.drain();
    expect((await jobsOf([lost.ettn]))[0].durum).toBe('gonderildi');
    expect(await acceptedOf([lost.ettn])).toEqual([{ ettn: lost.ettn, tekrar_sayisi: 1 }]);
    expect(await statusOf(lost.id)).toMatchObject({
      e_fatura_numarasi: lost.number,
      ent_fatura_durumu: 'BASARIYLA TAMAMLANDI',
    });
    const inbox = await q(sql<Row>`select count(*)::int as n from gelen_efatura
      where department_id = ${ornekDept} and document_uuid = ${lost.ettn}`);
    expect(inbox[0].n).toBe(1);
  }, 120_000);

  it('picks up the jobs of a worker that died once its claims expire; the dead one cannot finish them', async () => {
    const sent = await queue(2);
    const ettns = sent.map((s) => s.ettn);
    const dead = new OutboxWorker({
      db: t.database.db,
      integrator: new LocalIntegrator(t.database.db),
      id: 'w-dead',
      leaseMs: 400,
    });
    const claimed = await dead.claim();
    expect(claimed.map((j) => j.ettn)).toEqual(ettns);
    const { integrator, sends } = counting(new LocalIntegrator(t.database.db));
    const next = new OutboxWorker({ db: t.database.db, integrator, id: 'w-next' });
    expect(await next.drain()).toBe(0);
    await new Promise((r) => setTimeout(r, 600));
    expect(await next.drain()).toBe(2);
    expect((await jobsOf(ettns)).map((j) => j.durum)).toEqual(['gonderildi', 'gonderildi']);
    // The "dead" worker wakes up and sends what it had claimed: the integrator answers with the first receipt,
    // and the job it no longer holds is not touched.
    for (const job of claimed) await dead.process(job);
    expect((await acceptedOf(ettns)).map((a) => a.tekrar_sayisi)).toEqual([1, 1]);
    for (const e of ettns) expect(sends.get(e)).toBe(1);
  });

  it('two workers at once never send one job twice', async () => {
    const sent = await queue(6);
    const ettns = sent.map((s) => s.ettn);
    const { integrator, sends } = counting(new LocalIntegrator(t.database.db));
    const a = new OutboxWorker({ db: t.database.db, integrator, id: 'w-a', batch: 2 });
    const b = new OutboxWorker({ db: t.database.db, integrator, id: 'w-b', batch: 2 });
    const [na, nb] = await Promise.all([a.drain(), b.drain()]);
    expect(na + nb).toBe(6);
    for (const e of ettns) expect(sends.get(e)).toBe(1);
    expect((await acceptedOf(ettns)).map((x) => x.tekrar_sayisi)).toEqual(Array(6).fill(0));
  });

  it('loses nothing over a restart: a stopped worker hands its claims back, a new app and worker finish', async () => {
    const sent = await queue(4);
    const ettns = sent.map((s) => s.ettn);
    const { integrator, sends } = counting(new LocalIntegrator(t.database.db));
    const first = new OutboxWorker({ db: t.database.db, integrator, id: 'w-first', batch: 3, pollMs: 50 });
    // It claims three, sends them in turn; stopped after the first round, it hands back what it still holds.
    await first.claim();
    await first.stop();
    expect((await jobsOf(ettns)).every((j) => j.claimed_by === null && j.durum === 'bekliyor')).toBe(true);

    // "Restart": a new app on the same database, its worker started as server/start.ts starts it.
    const app = createApp({ db: t.database.db, config: t.config, sms: t.sms });
    expect(app).toBeDefined();
    const second = new OutboxWorker({ db: t.database.db, integrator, id: 'w-second', pollMs: 50 }).start();
    for (let i = 0; i < 200; i++) {
      const jobs = await jobsOf(ettns);
      if (jobs.every((j) => j.durum === 'gonderildi')) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    await second.stop();
    expect((await jobsOf(ettns)).map((j) => j.durum)).toEqual(Array(4).fill('gonderildi'));
    for (const e of ettns) expect(sends.get(e)).toBe(1);
  });
});

describe('the inbox and the answers', () => {
  let ettn: string;
  let number: string;
  beforeAll(async () => {
    const [s] = await queue(1);
    ettn = s.ettn;
    number = s.number;
    await new OutboxWorker({ db: t.database.db, integrator: new LocalIntegrator(t.database.db) }).drain();
  });

  it('shows the sent XML (outbox/downloadMedia) and the received one (inbox/getDocument) to their owners only', async () => {
    const out = await file('e_fatura/outbox/downloadMedia', {
      withXML: 'XML',
      parameter: ettn,
      paramType: 'Document_UUID',
    });
    expect(out.status, out.text).toBe(200);
    expect(out.content).toContain(`<cbc:ID>${number}</cbc:ID>`);
    expect(out.content).toContain(`<cbc:UUID>${ettn}</cbc:UUID>`);
    const got = await file(
      'e_fatura/inbox/getDocument',
      { withXML: 'XML', parameter: ettn, paramType: 'Document_UUID' },
      ornekToken,
    );
    expect(got.status, got.text).toBe(200);
    expect(got.content).toBe(out.content);
    // Demo Ticaret has no incoming document of that ETTN; Örnek Gıda no outgoing one.
    const other = await file('e_fatura/inbox/getDocument', { withXML: 'XML', parameter: ettn });
    expect(JSON.parse(other.text).data.message).toBe('fail.id');
    const notOurs = await file(
      'e_fatura/outbox/downloadMedia',
      { withXML: 'XML', parameter: ettn },
      ornekToken,
    );
    expect(JSON.parse(notOurs.text).data.message).toBe('fail.id');
  });

  it('answers RED only with a reason of 3+ characters, once; the sender sees the answer', async () => {
    const path = `/${ornekToken}/tables/e_fatura/inbox/answerInvoice`;
    const short = await t.post(path, { invoiceUUID: ettn, responseCode: 'RED', responseExplanation: ' ab ' });
    expect(short.json.data.message).toBe('RED yanıtı için en az 3 karakterlik bir açıklama yazınız.');
    const wrong = await t.post(path, { invoiceUUID: ettn, responseCode: 'BELKI' });
    expect(wrong.json.data.message).toBe('Yanıt KABUL ya da RED olmalıdır.');
    const red = await t.post(path, {
      invoiceUUID: ettn,
      responseCode: 'RED',
      responseExplanation: 'Fiyatlar teklifle uyuşmuyor.',
    });
    expect(red.json, JSON.stringify(red.json)).toMatchObject({
      status: 'success',
      data: { message: 'Fatura reddedildi.', status: 'RED' },
    });
    const again = await t.post(path, { invoiceUUID: ettn, responseCode: 'KABUL' });
    expect(again.json.data.message).toBe('Bu faturaya daha önce yanıt verilmiş.');
    const inbox = await q(sql<Row>`select response_code, response_explanation from gelen_efatura
      where document_uuid = ${ettn} and department_id = ${ornekDept}`);
    expect(inbox).toEqual([{ response_code: 'RED', response_explanation: 'Fiyatlar teklifle uyuşmuyor.' }]);
    const sender = await q(sql<Row>`select ent_ticari_fatura_durumu from e_fatura where ettn = ${ettn}`);
    expect(sender).toEqual([{ ent_ticari_fatura_durumu: 'RED' }]);
    // The answer travelled as an ApplicationResponse: the integrator holds it, the Gelen row downloads it, and it
    // passes GİB's XSD and schematron.
    const response = await new LocalIntegrator(t.database.db).answerDocument(ettn);
    expect(response?.uuid).toBe(red.json.data.responseUUID);
    const download = await file(
      'e_fatura/inbox/getApplicationResponse',
      { parameter: ettn, withXML: 'XML' },
      ornekToken,
    );
    expect(download.status, download.text).toBe(200);
    expect(download.content).toBe(response?.xml);
    expect(download.name).toMatch(/^YNT\d{13}\.xml$/);
    const xml = download.content;
    expect(xml).toContain('<cbc:ResponseCode>RED</cbc:ResponseCode>');
    expect(xml).toContain('<cbc:Description>Fiyatlar teklifle uyuşmuyor.</cbc:Description>');
    expect(xml).toMatch(new RegExp(`<cac:DocumentReference>\\s*<cbc:ID>${ettn}</cbc:ID>`));
    expect(xml).toContain(`<cbc:ReferenceID>${number}</cbc:ReferenceID>`);
    // Örnek Gıda answers (SenderParty), Demo Ticaret receives the answer (ReceiverParty).
    expect(xml).toMatch(/<cac:SenderParty>[\s\S]*6482053170[\s\S]*<\/cac:SenderParty>/);
    expect(xml).toMatch(/<cac:ReceiverParty>[\s\S]*2910473856[\s\S]*<\/cac:ReceiverParty>/);
    expect(await validateUbl(xml)).toMatchObject({ valid: true, issues: [] });
    // Only the receiver has it; an invoice not answered has none.
    const notOurs = await file('e_fatura/inbox/getApplicationResponse', { parameter: ettn, withXML: 'XML' });
    expect(JSON.parse(notOurs.text).data.message).toBe('fail.id');
    // Demo Ticaret cannot answer its own sent invoice.
    const own = await t.post(`/${token}/tables/e_fatura/inbox/answerInvoice`, {
      invoiceUUID: ettn,
      responseCode: 'KABUL',
    });
    expect(own.json.data.message).toBe('fail.id');
  });

  it('refuses an answer after 8 days and to a TEMELFATURA', async () => {
    const [late, basic] = await queue(2);
    await sql`update giden_kutusu set xml = replace(xml, '<cbc:ProfileID>TICARIFATURA<', '<cbc:ProfileID>TEMELFATURA<')
      where ettn = ${basic.ettn}`.execute(t.database.db);
    await new OutboxWorker({ db: t.database.db, integrator: new LocalIntegrator(t.database.db) }).drain();
    const sync = await t.post(`/${ornekToken}/tables/gelen_efatura/inbox/getInboxes`);
    expect(sync.status).toBe(200);
    await sql`update gelen_efatura set document_issue_date = document_issue_date - 9
      where document_uuid = ${late.ettn}`.execute(t.database.db);
    const path = `/${ornekToken}/tables/e_fatura/inbox/answerInvoice`;
    const tooLate = await t.post(path, { invoiceUUID: late.ettn, responseCode: 'KABUL' });
    expect(tooLate.json.data.message).toBe(
      'Faturaya yanıt süresi dolmuştur: KABUL / RED fatura tarihinden itibaren 8 gün içinde verilebilir.',
    );
    const temel = await t.post(path, { invoiceUUID: basic.ettn, responseCode: 'KABUL' });
    expect(temel.json.data.message).toBe('Yalnızca Ticari Fatura senaryosundaki faturalar yanıtlanabilir.');
    const none = await file(
      'e_fatura/inbox/getApplicationResponse',
      { parameter: late.ettn, withXML: 'XML' },
      ornekToken,
    );
    expect(JSON.parse(none.text).data.message).toBe('Bu faturaya henüz yanıt verilmemiş.');
  });

  it('builds a KABUL answer without an explanation, and the integrator refuses an answer of another invoice', async () => {
    const [one, two] = await queue(2);
    await new OutboxWorker({ db: t.database.db, integrator: new LocalIntegrator(t.database.db) }).drain();
    const integrator = new LocalIntegrator(t.database.db);
    const path = `/${ornekToken}/tables/e_fatura/inbox/answerInvoice`;
    const kabul = await t.post(path, { invoiceUUID: one.ettn, responseCode: 'KABUL' });
    expect(kabul.json.data, JSON.stringify(kabul.json)).toMatchObject({ message: 'Fatura kabul edildi.' });
    const sent = await integrator.answerDocument(one.ettn);
    expect(sent?.xml).toContain('<cbc:Description>Fatura kabul edilmiştir.</cbc:Description>');
    // An answer document that references another invoice (or says another code) is no answer to this one.
    await expect(
      integrator.answer(two.ettn, 'KABUL', null, ORNEK_VKN, { uuid: sent!.uuid, xml: sent!.xml }),
    ).rejects.toThrow('Yanıt belgesi (ApplicationResponse) bu faturaya ait değil; yanıt kabul edilmedi.');
    await expect(
      integrator.answer(two.ettn, 'RED', 'Yanlış', ORNEK_VKN, {
        uuid: sent!.uuid,
        xml: sent!.xml.replaceAll(one.ettn, two.ettn),
      }),
    ).rejects.toThrow('bu faturaya ait değil');
    expect(await integrator.answerDocument(two.ettn)).toBeNull();
  });
});
