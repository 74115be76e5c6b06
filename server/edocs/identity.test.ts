import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eDocumentTexts } from '../../domain/messages';
import { createApp } from '../app';
import { DEMO_ADMIN, departmentOf, ORNEK_USER, tablesApi } from '../tables/table.test-kit';
import { createTestContext, type TestContext } from '../test/harness';
import { answerIncoming } from './answer.service';
import { companyIdentity, companyOfIdentity, identityTexts, setCompanyIdentity } from './identity';
import {
  integratorTexts,
  LocalIntegrator,
  type AnswerCode,
  type AnswerDocument,
  type SentStatus,
  type WaybillReply,
} from './integrator';
import { answerReceipt } from './receipt-inbox.service';
import { replyWaybill, turkishNow } from './waybill.service';

// Issue 22 item 1 (docs/e-documents.md, "A company's identity"): a company's VKN is its identity. The table service
// refuses a change of it; the inbox calls select by the verified identity only (a VKN set outside the verified path
// receives nothing); an answer or a reply changes only the document this server delivered to the answering company —
// even when the integrator takes whatever it is given. The demo companies' VKNs are valid and verified.

type Row = Record<string, any>;

const DEMO_VKN = '2910473856';
const ORNEK_VKN = '6482053170';

let t: TestContext;
let demoToken: string;
let ornekToken: string;
let demoDept: number;
let ornekDept: number;
const q = async (query: ReturnType<typeof sql<Row>>) => (await query.execute(t.database.db)).rows;

/** An integrator that takes any answer or reply without asking who gives it (a broken or spoofing one). */
class LaxIntegrator extends LocalIntegrator {
  async answer(
    _ettn: string,
    code: AnswerCode,
    reason: string | null,
    _responderVkn: string,
    _response: AnswerDocument,
  ): Promise<SentStatus> {
    return { status: 'BASARIYLA TAMAMLANDI', answer: { code, reason, at: new Date().toISOString() } };
  }
  async answerReceipt(_ettn: string, code: AnswerCode, reason: string | null): Promise<SentStatus> {
    return { status: 'DÖKÜMAN İMZALANDI', answer: { code, reason, at: new Date().toISOString() } };
  }
  async replyWaybill(_ettn: string, _reply: WaybillReply): Promise<void> {}
}

beforeAll(async () => {
  t = await createTestContext();
  demoToken = await t.login(DEMO_ADMIN);
  ornekToken = await t.login(ORNEK_USER);
  demoDept = await departmentOf(t, DEMO_ADMIN);
  ornekDept = await departmentOf(t, ORNEK_USER);
}, 300_000);
afterAll(() => t.close());

/** The demo e-Fatura to Anadolu Kırtasiye (a customer, no company of this server) and its receiver's VKN. */
async function customerInvoice(): Promise<{ ettn: string; vkn: string }> {
  const [row] = await q(sql<Row>`select g.ettn, g.alici_vkn from giden_kutusu g
    where g.department_id = ${demoDept} and g.belge_tablosu = 'e_fatura' and g.alici_vkn <> ${ORNEK_VKN}
      and g.durum = 'gonderildi' order by g.id limit 1`);
  return { ettn: String(row.ettn), vkn: String(row.alici_vkn) };
}

describe('a company’s identity', () => {
  it('the demo companies’ VKNs are valid and verified at registration', async () => {
    expect(await companyIdentity(t.database.db, demoDept)).toBe(DEMO_VKN);
    expect(await companyIdentity(t.database.db, ornekDept)).toBe(ORNEK_VKN);
    expect(await companyOfIdentity(t.database.db, ORNEK_VKN)).toBe(ornekDept);
    const rows = await q(sql<Row>`select vergi_no, vergi_no_dogrulayan from departments
      where vergi_no in ('2910473856', '6482053170', '0718452934') order by vergi_no`);
    expect(rows).toEqual([
      { vergi_no: '0718452934', vergi_no_dogrulayan: 'kayit' },
      { vergi_no: '2910473856', vergi_no_dogrulayan: 'kayit' },
      { vergi_no: '6482053170', vergi_no_dogrulayan: 'kayit' },
    ]);
  });

  it('the table service refuses a change of the company’s VKN and changes nothing', async () => {
    const { vkn: customerVkn } = await customerInvoice();
    const api = tablesApi(t, demoToken);
    const archived = async () =>
      Number(
        (
          await q(sql<Row>`select count(*)::int as n from archive where table_name = 'departments'
          and record_id = ${demoDept}`)
        )[0].n,
      );
    const [start] = await q(sql<Row>`select phone from departments where id = ${demoDept}`);
    const before = await archived();
    // A customer's VKN: the attack that copied the customer's invoices into the attacker's Gelen.
    const r = await api.update('departments', demoDept, {
      vergi_no: customerVkn,
      phone: '+90 (212) 231 45 99',
    });
    expect(r.status).toBe(200);
    expect(r.json.data.message).toBe('error');
    expect(r.json.data.errors.vergi_no).toEqual([eDocumentTexts.identityLocked]);
    const [row] = await q(sql<Row>`select vergi_no, vergi_no_dogrulayan, phone from departments
      where id = ${demoDept}`);
    expect(row).toEqual({ vergi_no: DEMO_VKN, vergi_no_dogrulayan: 'kayit', phone: start.phone });
    expect(await archived()).toBe(before);
    // Another Defter company's VKN is refused the same way, and so is emptying it.
    const other = await api.update('departments', demoDept, { vergi_no: ORNEK_VKN });
    expect(other.json.data.errors.vergi_no).toEqual([eDocumentTexts.identityLocked]);
    const emptied = await api.update('departments', demoDept, { vergi_no: '' });
    expect(emptied.json.data.errors.vergi_no).toEqual([eDocumentTexts.identityLocked]);
    // The form sending the whole record back (the same VKN) still saves the rest.
    const same = await api.update('departments', demoDept, {
      vergi_no: DEMO_VKN,
      phone: '+90 (212) 231 45 99',
    });
    expect(same.json.data.message).toBe('success');
    expect((await q(sql<Row>`select phone, vergi_no from departments where id = ${demoDept}`))[0]).toEqual({
      phone: '+90 (212) 231 45 99',
      vergi_no: DEMO_VKN,
    });
  });

  it('a VKN set outside the verified path is no identity: the spoofed inbox calls see nothing', async () => {
    const { ettn, vkn: customerVkn } = await customerInvoice();
    const [smm] = await q(sql<Row>`select ettn from serbest_meslek_makbuzu where department_id = ${demoDept}
      and e_fatura_durumu_id <> 1 order by id limit 1`);
    // Whatever writes the row (a database upgraded with a changed VKN, a script, an SQL console), the trigger drops
    // the verification of a VKN that did not come through setCompanyIdentity.
    await sql`update departments set vergi_no = ${customerVkn} where id = ${ornekDept}`.execute(
      t.database.db,
    );
    expect(await companyIdentity(t.database.db, ornekDept)).toBeNull();
    const gelen = () =>
      q(sql<Row>`select document_uuid from gelen_efatura where department_id = ${ornekDept}
      and document_uuid = ${ettn}`);
    const pulled = await t.post(`/${ornekToken}/tables/gelen_efatura/inbox/getInboxes`, {});
    expect(pulled.status).toBe(200);
    expect(pulled.json.data.yeni_kayit_sayisi).toBe(0);
    expect(await gelen()).toEqual([]);
    const doc = await t.post(`/${ornekToken}/tables/e_fatura/inbox/getDocument`, {
      withXML: 'XML',
      parameter: ettn,
    });
    expect(doc.status).toBe(400);
    const waybills = await t.post(`/${ornekToken}/tables/gelen_eirsaliye/inbox/getInboxes`, {});
    expect(waybills.json.data.yeni_kayit_sayisi ?? 0).toBe(0);
    // Demo Ticaret's own receipt, by another company pretending to be Demo Ticaret.
    await sql`update departments set vergi_no = ${DEMO_VKN} where id = ${ornekDept}`.execute(t.database.db);
    const receipt = await t.post(`/${ornekToken}/tables/serbest_meslek_makbuzu/inbox/getDocument`, {
      withXML: 'XML',
      parameter: smm.ettn,
    });
    expect(receipt.status).toBe(400);
    expect(receipt.json.data.message).toBe('Serbest Meslek Makbuzu bulunamadı.');
    expect(await companyOfIdentity(t.database.db, DEMO_VKN)).toBe(demoDept);
    // Nor does it send under it.
    const [draft] = await q(sql<Row>`select id from e_fatura where department_id = ${ornekDept}
      and e_fatura_durumu_id = 1 order by id limit 1`);
    if (draft) {
      const sent = await t.post(`/${ornekToken}/tables/e_fatura/sendInvoice`, { id: draft.id });
      expect(sent.status).toBe(400);
      expect(sent.json.data.message).toBe(identityTexts.unverified);
    }

    // The operator's verified path: another company's identity and a VKN with wrong check digits are refused.
    await expect(setCompanyIdentity(t.database.db, ornekDept, DEMO_VKN, { by: 'operator' })).rejects.toThrow(
      identityTexts.taken(DEMO_VKN),
    );
    await expect(
      setCompanyIdentity(t.database.db, ornekDept, '6482053171', { by: 'operator' }),
    ).rejects.toThrow(identityTexts.invalid('6482053171'));
    // The integrator's proof: none from the local one; another VKN than its account's is refused.
    const local = new LocalIntegrator(t.database.db);
    await expect(
      setCompanyIdentity(t.database.db, ornekDept, ORNEK_VKN, { by: 'entegrator', integrator: local }),
    ).rejects.toThrow(identityTexts.noProof);
    const proving = Object.assign(new LocalIntegrator(t.database.db), {
      accountIdentity: async (id: number) => (id === ornekDept ? ORNEK_VKN : null),
    });
    await expect(
      setCompanyIdentity(t.database.db, ornekDept, customerVkn, { by: 'entegrator', integrator: proving }),
    ).rejects.toThrow(identityTexts.wrongProof(customerVkn, ORNEK_VKN));
    await setCompanyIdentity(t.database.db, ornekDept, ORNEK_VKN, { by: 'entegrator', integrator: proving });
    expect(await companyIdentity(t.database.db, ornekDept)).toBe(ORNEK_VKN);
    const [row] = await q(sql<Row>`select vergi_no_dogrulayan from departments where id = ${ornekDept}`);
    expect(row.vergi_no_dogrulayan).toBe('entegrator');
    // The changes went to the archive.
    const archived =
      await q(sql<Row>`select data ->> 'vergi_no' as v from archive where table_name = 'departments'
      and record_id = ${ornekDept} order by id desc limit 1`);
    expect(archived[0].v).toBe(DEMO_VKN);
  });

  it('an answer from a company that did not receive the document changes nothing, whatever the integrator says', async () => {
    const lax = new LaxIntegrator(t.database.db);
    // The demo TICARIFATURA to Örnek Gıda still waiting for its answer, and Demo Ticaret's voucher of it.
    const [invoice] = await q(sql<Row>`select e.id, e.ettn, e.ent_ticari_fatura_durumu from e_fatura e
      where e.department_id = ${demoDept} and e.ent_ticari_fatura_durumu = 'CEVAP VERİLMEDİ' order by e.id limit 1`);
    expect(invoice).toBeTruthy();
    const vouchers = () =>
      q(sql<Row>`select id from fis where kaynak_tablo = 'e_fatura' and kaynak_id = ${invoice.id}`);
    expect((await vouchers()).length).toBe(1);
    // A copy of Örnek Gıda's received row in Demo Ticaret's Gelen (as the VKN takeover made before the fix).
    await sql`insert into gelen_efatura (department_id, document_id, document_issue_date, document_uuid, gonderen_vkn,
        gonderen_unvan, document_profile, fatura_tipi, xml_icerik, response_code)
      select ${demoDept}, document_id, document_issue_date, document_uuid, gonderen_vkn, gonderen_unvan,
        document_profile, fatura_tipi, xml_icerik, response_code
      from gelen_efatura where department_id = ${ornekDept} and document_uuid = ${invoice.ettn}`.execute(
      t.database.db,
    );
    // The local integrator refuses it: the answering company is not the receiver.
    const refused = await t.post(`/${demoToken}/tables/e_fatura/inbox/answerInvoice`, {
      invoiceUUID: invoice.ettn,
      responseCode: 'RED',
      responseExplanation: 'Sahte ret',
    });
    expect(refused.status).toBe(400);
    expect(refused.json.data.message).toBe(integratorTexts.notFound);
    // An integrator that takes anything: the answer is recorded on the answering company's own row only.
    const app = createApp({ db: t.database.db, config: t.config, sms: t.sms, now: t.now, integrator: lax });
    const res = await app.request(`/api/v1/${demoToken}/tables/e_fatura/inbox/answerInvoice`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        invoiceUUID: invoice.ettn,
        responseCode: 'RED',
        responseExplanation: 'Sahte ret',
      }),
    });
    expect(res.status).toBe(200);
    const [after] = await q(sql<Row>`select ent_ticari_fatura_durumu from e_fatura where id = ${invoice.id}`);
    expect(after.ent_ticari_fatura_durumu).toBe('CEVAP VERİLMEDİ');
    expect((await vouchers()).length).toBe(1);

    // The real receiver's answer still reaches the sender's document (and a RED voids its voucher).
    await answerIncoming({
      db: t.database.db,
      integrator: new LocalIntegrator(t.database.db, { validate: false }),
      departmentId: ornekDept,
      ettn: String(invoice.ettn),
      code: 'RED',
      reason: 'Gerçek ret',
      now: new Date(),
      validate: false,
    });
    const [answered] = await q(
      sql<Row>`select ent_ticari_fatura_durumu from e_fatura where id = ${invoice.id}`,
    );
    expect(answered.ent_ticari_fatura_durumu).toBe('RED');
    expect((await vouchers()).length).toBe(0);
  });

  it('the same for an e-SMM answer and an e-İrsaliye reply', async () => {
    const lax = new LaxIntegrator(t.database.db);
    const [smm] =
      await q(sql<Row>`select id, ettn from serbest_meslek_makbuzu where department_id = ${demoDept}
      and e_fatura_durumu_id <> 1 order by id limit 1`);
    await answerReceipt({
      db: t.database.db,
      integrator: lax,
      departmentId: ornekDept,
      ettn: String(smm.ettn),
      code: 'RED',
      reason: 'Sahte ret',
    });
    const [receipt] = await q(
      sql<Row>`select response_code from serbest_meslek_makbuzu where id = ${smm.id}`,
    );
    expect(receipt.response_code).toBeNull();

    // Today's demo e-İrsaliye to Örnek Gıda, waiting for its reply; a copy in its sender's (Demo Ticaret's) Gelen.
    const [waybill] = await q(sql<Row>`select id, ettn from e_irsaliye where department_id = ${demoDept}
      and yanit_durumu = 'YANIT BEKLENİYOR' and e_fatura_durumu_id <> 1 order by id limit 1`);
    const attacker = demoDept;
    await sql`insert into gelen_eirsaliye (department_id, document_id, document_issue_date, document_uuid,
        gonderen_vkn, gonderen_unvan, document_profile, irsaliye_tipi, irsaliye_satirlari, xml_icerik, yanit_durumu)
      select ${attacker}, document_id, document_issue_date, document_uuid, gonderen_vkn, gonderen_unvan,
        document_profile, irsaliye_tipi, irsaliye_satirlari, xml_icerik, yanit_durumu
      from gelen_eirsaliye where department_id = ${ornekDept} and document_uuid = ${waybill.ettn}`.execute(
      t.database.db,
    );
    const [copy] = await q(sql<Row>`select id, irsaliye_satirlari from gelen_eirsaliye
      where department_id = ${attacker} and document_uuid = ${waybill.ettn}`);
    const [prefix] = await q(sql<Row>`select id from fatura_on_ekleri where department_id = ${attacker}
      and on_ek_yeri_id = 3 order by id limit 1`);
    const [address] = await q(sql<Row>`select id from firma_adres where department_id = ${attacker}
      order by id limit 1`);
    {
      await replyWaybill({
        db: t.database.db,
        integrator: lax,
        departmentId: attacker,
        now: new Date(),
        validate: false,
        input: {
          id: Number(copy.id),
          firmaAdres: Number(address.id),
          time: turkishNow(new Date()),
          notes: '',
          prefixId: Number(prefix.id),
          lines: (copy.irsaliye_satirlari as Row[]).map((d) => ({
            teslim_alinan_miktar: d.miktar,
            kabul_edilmeyen_miktar: d.miktar,
            aciklama: 'Sahte ret',
          })),
        },
      });
    }
    const [sent] = await q(sql<Row>`select yanit_durumu from e_irsaliye where id = ${waybill.id}`);
    expect(sent.yanit_durumu).toBe('YANIT BEKLENİYOR');
  });

  it('the local integrator sends only documents whose issuer is the sender’s identity', async () => {
    const [job] = await q(sql<Row>`select xml, ettn from giden_kutusu where department_id = ${demoDept}
      and belge_tablosu = 'e_fatura' and durum = 'gonderildi' order by id limit 1`);
    const local = new LocalIntegrator(t.database.db, { validate: false });
    await expect(
      local.send(String(job.xml), {
        ettn: '00000000-0000-4000-8000-000000000022',
        kind: 'EARSIV',
        number: 'ARS2026000000099',
        senderVkn: ORNEK_VKN,
        receiverVkn: null,
      }),
    ).rejects.toThrow(integratorTexts.wrongSender(DEMO_VKN, ORNEK_VKN));
  });
});
