import { sql } from 'kysely';
import { cari_hesap } from '../../catalog/cari_hesap.table';
import { e_arsiv_fatura } from '../../catalog/e_arsiv_fatura.table';
import { e_fatura } from '../../catalog/e_fatura.table';
import { e_irsaliye } from '../../catalog/e_irsaliye.table';
import { e_mustahsil_makbuzu } from '../../catalog/e_mustahsil_makbuzu.table';
import { serbest_meslek_makbuzu } from '../../catalog/serbest_meslek_makbuzu.table';
import type { TableDef } from '../../catalog/types';
import { turkishToday } from '../../auth/user-info.service';
import { answerIncoming } from '../../edocs/answer.service';
import { LocalIntegrator } from '../../edocs/integrator';
import { sendInvoice, type SendTable } from '../../edocs/send.service';
import { replyWaybill, sendWaybill, turkishNow } from '../../edocs/waybill.service';
import { OutboxWorker } from '../../jobs/outbox.worker';
import { insertRow } from '../../tables/table.repository';
import { writeLines } from '../../tables/table.lines';
import type { Db } from '../database';
import { seedAddresses } from './addresses';
import { putDocument } from './demo-documents';
import { demoLines } from './demo-edocs';
import {
  customerOf as waybillCustomerOf,
  draftOf as waybillDraftOf,
  linesOf as waybillLinesOf,
} from './demo-ewaybills';
import { customerOf as receiptCustomerOf, emmLines, identityOf, smmLines } from './demo-receipts';
import { hooksOf } from '../../tables/table.hooks';

// Sent and received e-documents of the demo data (docs/e-documents.md, "Demo data"): Demo Ticaret's e-Fatura and
// e-Arşiv documents go through the real path — stored through the table's hooks, numbered and queued by
// sendInvoice, delivered by the outbox worker through the local integrator — so Örnek Gıda finds the e-Fatura documents addressed to it in its Gelen tab, where it answers
// two of them through answerIncoming (an ApplicationResponse each). Then two e-İrsaliyes to Örnek Gıda (one
// answered with an İrsaliye Yanıtı) and an e-SMM and an e-MM, sent the same way.

type Row = Record<string, unknown>;

const DEMO_VKN = '2910473856';
const ORNEK_VKN = '6482053170';
/** The description the seeded documents carry (and how a second run recognises them). */
export const DEMO_SENT_TEXT = 'Demo gönderilmiş e-belge';
export const DEMO_RED_REASON = 'Birim fiyatlar sipariş teyidindeki fiyatlarla uyuşmuyor.';
/** Örnek Gıda's reply to the older demo e-İrsaliye: the first line partly refused. */
export const DEMO_WAYBILL_REJECT = 'Bir koli ezik ve ıslak geldi.';

const shiftDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

const one = async (db: Db, q: ReturnType<typeof sql<Row>>): Promise<Row | undefined> =>
  (await q.execute(db)).rows[0];

/**
 * A customer card of Örnek Gıda (a registered e-invoice user on this server) in Demo Ticaret, made once — for the
 * kill test and anyone who wants one; the demo seed does not add it (the suites pin the demo customer counts).
 */
export async function ornekCard(db: Db, dept: number, userId: number): Promise<number> {
  const found = await one(
    db,
    sql<Row>`select id from cari_hesap where department_id = ${dept} and tc = ${ORNEK_VKN} order by id limit 1`,
  );
  if (found) return Number(found.id);
  const office = await one(db, sql<Row>`select id from vergi_daireleri where kod = '35207'`);
  const district = await one(
    db,
    sql<Row>`select id from ilceler where sehirler_id = 35 and name_basic = 'Kemalpaşa'`,
  );
  const values: Row = {
    cari_hesap_adi: 'Örnek Gıda',
    cari_tipi: 1,
    tc: ORNEK_VKN,
    vergi_daireleri_id: office?.id ?? null,
    unvan: 'Örnek Gıda Ltd. Şti.',
    phone: '+90 (232) 877 12 40',
    email: 'muhasebe@ornekgida.example',
    ulkeler_id: 1,
    sehirler_id: 35,
    ilceler_id: district?.id ?? null,
    sehir_adi: 'İzmir',
    ilce_adi: 'Kemalpaşa',
    mahalle_adi: 'Kemalpaşa OSB',
    sokak_adi: 'Ankara Asfaltı Caddesi',
    bina_no: '28',
    posta_kodu: '35730',
    adres: 'Kemalpaşa OSB Mah. Ankara Asfaltı Caddesi No: 28, 35730 Kemalpaşa',
  };
  const meta = { departmentId: dept, userId };
  const toWrite =
    (await hooksOf(cari_hesap)?.beforeWrite?.(values, { db, table: cari_hesap, ...meta })) ?? values;
  const id = await insertRow(db, cari_hesap, toWrite, meta);
  await hooksOf(cari_hesap)?.afterWrite?.(toWrite, { db, table: cari_hesap, ...meta, id });
  // Its "Merkez" address from its own fields, as every demo card's.
  await seedAddresses(db);
  return id;
}

/** A draft of `table` for the customer card, dated `date`, stored through the table's hooks. */
export async function demoDraft(
  db: Db,
  table: TableDef,
  o: {
    dept: number;
    userId: number;
    customer: number;
    scenario: number;
    date: string;
    lines: number;
    /** Header fields that replace the card's (the receiver's identity and address as the XML says them). */
    header?: Row;
  },
): Promise<number | null> {
  const archive = table.name === 'e_arsiv_fatura';
  const c = await one(
    db,
    sql<Row>`select c.id, c.tc, c.unvan, c.cari_hesap_adi, c.name_basic, c.surname, c.vergi_daireleri_id,
        a.id as adres_id, a.ulkeler_id, a.sehirler_id, a.ilceler_id, a.sehir_adi, a.ilce_adi, a.mahalle_adi,
        a.sokak_adi, a.bina_adi, a.bina_no, a.kapi_no, a.posta_kodu
      from cari_hesap c join adres a on a.cari_hesap_id = c.id
      where c.id = ${o.customer} and c.department_id = ${o.dept} order by a.varsayilan desc, a.id limit 1`,
  );
  const prefix = await one(
    db,
    sql<Row>`select id from fatura_on_ekleri where department_id = ${o.dept} and on_ek_yeri_id = ${archive ? 2 : 1}
      order by varsayilan desc, id limit 1`,
  );
  const company = await one(
    db,
    sql<Row>`select id from firma_adres where department_id = ${o.dept} order by varsayilan desc, id limit 1`,
  );
  const lines = await demoLines(db, o.dept, o.lines);
  if (!c || !prefix || !company || !lines.length) return null;
  const values: Row = {
    cari_hesap_id: c.id,
    adres_id: c.adres_id,
    firma_adres_id: company.id,
    tc: c.tc,
    unvan: c.unvan ?? c.cari_hesap_adi,
    name_basic: c.name_basic,
    surname: c.surname,
    vergi_daireleri_id: c.vergi_daireleri_id,
    ulkeler_id: c.ulkeler_id ?? 1,
    sehirler_id: c.sehirler_id,
    ilceler_id: c.ilceler_id,
    sehirler_input: c.sehir_adi,
    ilceler_input: c.ilce_adi,
    mahalle_adi: c.mahalle_adi,
    sokak_adi: c.sokak_adi,
    bina_adi: c.bina_adi,
    bina_no: c.bina_no,
    kapi_no: c.kapi_no,
    posta_kodu: c.posta_kodu,
    fatura_on_eki_id: prefix.id,
    fatura_senaryo_id: o.scenario,
    fatura_tipi_id: 2,
    fatura_tarihi: o.date,
    para_birimi_id: 1,
    döviz_kuru: '1',
    toplam_duzenlendi: '0',
    description: DEMO_SENT_TEXT,
    mal_hizmet_json: lines,
    ...(archive ? { fatura_saati: '11:15:00', gonderim_sekli_id: 1 } : {}),
    ...o.header,
  };
  const meta = { departmentId: o.dept, userId: o.userId };
  const toWrite = (await hooksOf(table)?.beforeWrite?.(values, { db, table, ...meta })) ?? values;
  const id = await insertRow(db, table, toWrite, meta);
  await writeLines(db, table, id, toWrite, meta);
  await hooksOf(table)?.afterWrite?.(toWrite, { db, table, ...meta, id });
  return id;
}

/**
 * Demo Ticaret sends three TICARIFATURA e-Faturas to Örnek Gıda (dated today, yesterday and the day before), a
 * TEMELFATURA to a registered customer of no company on this server (Anadolu Kırtasiye) and an e-Arşiv to a
 * company customer; the worker delivers them; Örnek Gıda answers the older two KABUL and RED (with a reason) and
 * leaves today's unanswered. Needs a connection that is not inside a transaction (the send and the worker open
 * their own). Does nothing without the two demo companies or when the documents exist already.
 */
export async function seedDemoSentEDocuments(db: Db, now = new Date()): Promise<void> {
  const company = async (vkn: string) =>
    one(
      db,
      sql<Row>`select d.id, (select min(u.id) from users u where u.department_id = d.id) as user_id
        from departments d where d.vergi_no = ${vkn}`,
    );
  const demo = await company(DEMO_VKN);
  const ornek = await company(ORNEK_VKN);
  if (!demo?.user_id || !ornek?.user_id) return;
  const dept = Number(demo.id);
  const userId = Number(demo.user_id);
  const ornekDept = Number(ornek.id);
  const done = await one(
    db,
    sql<Row>`select 1 from e_fatura where department_id = ${dept} and description = ${DEMO_SENT_TEXT} limit 1`,
  );

  const today = turkishToday(now);
  const anadolu = await one(
    db,
    sql<Row>`select id from cari_hesap where department_id = ${dept} and length(tc) = 10 and tc <> ${ORNEK_VKN}
      and exists (select 1 from efatura_kullanicilari k where k.vkn_tckn = cari_hesap.tc) order by id limit 1`,
  );
  // Demo Ticaret has no customer card of Örnek Gıda (a new card would change the demo customers every suite
  // counts): the documents to it carry Örnek Gıda's identity, tax office and address in the header — what the XML
  // says (the adapter reads the receiver from the header when it has a TC / VKN) — on a company customer's card.
  const office = await one(db, sql<Row>`select id from vergi_daireleri where kod = '35207'`);
  const district = await one(
    db,
    sql<Row>`select id from ilceler where sehirler_id = 35 and name_basic = 'Kemalpaşa'`,
  );
  const toOrnek: Row = {
    tc: ORNEK_VKN,
    unvan: 'Örnek Gıda Ltd. Şti.',
    name_basic: null,
    surname: null,
    vergi_daireleri_id: office?.id ?? null,
    ulkeler_id: 1,
    sehirler_id: 35,
    ilceler_id: district?.id ?? null,
    sehirler_input: 'İzmir',
    ilceler_input: 'Kemalpaşa',
    mahalle_adi: 'Kemalpaşa OSB',
    sokak_adi: 'Ankara Asfaltı Caddesi',
    bina_adi: null,
    bina_no: '28',
    kapi_no: null,
    posta_kodu: '35730',
  };
  const customer = Number(anadolu?.id);
  const plan: {
    table: TableDef;
    scenario: number;
    date: string;
    lines: number;
    header?: Row;
  }[] = [
    { table: e_fatura, scenario: 2, date: shiftDays(today, -2), lines: 3, header: toOrnek },
    { table: e_fatura, scenario: 2, date: shiftDays(today, -1), lines: 2, header: toOrnek },
    { table: e_fatura, scenario: 2, date: today, lines: 2, header: toOrnek },
    { table: e_fatura, scenario: 1, date: shiftDays(today, -1), lines: 3 },
    { table: e_arsiv_fatura, scenario: 3, date: today, lines: 2 },
  ];
  const integrator = new LocalIntegrator(db, { validate: false });
  if (customer && !done) await seedSentInvoices();
  // Each kind on its own guard: a database seeded before the waybills and receipts were added gets them too.
  const exists = async (table: string) =>
    !!(await one(
      db,
      sql<Row>`select 1 from ${sql.table(table)} where department_id = ${dept}
        and description = ${DEMO_SENT_TEXT} limit 1`,
    ));
  if (!(await exists('e_irsaliye')))
    await seedSentWaybills(db, integrator, { dept, userId, ornek: ornekDept, toOrnek, today, now });
  if (!(await exists('serbest_meslek_makbuzu')))
    await seedSentReceipts(db, integrator, { dept, userId, today });

  async function seedSentInvoices() {
    const sent: { table: string; ettn: string }[] = [];
    for (const p of plan) {
      const id = await demoDraft(db, p.table, { dept, userId, ...p, customer });
      if (!id) continue;
      const s = await sendInvoice({
        db,
        integrator,
        table: p.table.name as SendTable,
        id,
        departmentId: dept,
        userId,
        validate: false,
      });
      sent.push({ table: p.table.name, ettn: s.ettn });
    }
    await new OutboxWorker({ db, integrator }).drain();

    const [older, younger] = sent.filter((s) => s.table === 'e_fatura').slice(0, 2);
    const answer = async (ettn: string | undefined, code: 'KABUL' | 'RED', reason: string) => {
      if (!ettn) return;
      const inbox = await one(
        db,
        sql<Row>`select 1 from gelen_efatura where department_id = ${ornekDept} and document_uuid = ${ettn}`,
      );
      if (!inbox) return;
      await answerIncoming({
        db,
        integrator,
        departmentId: ornekDept,
        ettn,
        code,
        reason,
        now,
        validate: false,
      });
    };
    await answer(older?.ettn, 'KABUL', '');
    await answer(younger?.ettn, 'RED', DEMO_RED_REASON);
  }
}

const firstId = async (db: Db, query: ReturnType<typeof sql<Row>>) => (await one(db, query))?.id ?? null;

/**
 * Two e-İrsaliyes of Demo Ticaret to Örnek Gıda (yesterday's and today's; its identity and address in the header,
 * delivered there), sent and delivered through the worker; Örnek Gıda answers yesterday's with an İrsaliye Yanıtı
 * (KISMEN KABUL EDİLDİ: part of the first line refused) and leaves today's waiting for its reply.
 */
async function seedSentWaybills(
  db: Db,
  integrator: LocalIntegrator,
  o: { dept: number; userId: number; ornek: number; toOrnek: Row; today: string; now: Date },
): Promise<void> {
  const prefix = await firstId(
    db,
    sql<Row>`select id from fatura_on_ekleri where department_id = ${o.dept} and on_ek_yeri_id = 3
      order by varsayilan desc, id limit 1`,
  );
  const address = await firstId(
    db,
    sql<Row>`select id from firma_adres where department_id = ${o.dept} order by varsayilan desc, id limit 1`,
  );
  const customer = await waybillCustomerOf(db, o.dept);
  const lines = await waybillLinesOf(db, o.dept, 2);
  if (!prefix || !address || !customer || !lines.length) return;
  const t = o.toOrnek;
  const sent: { ettn: string }[] = [];
  for (const date of [shiftDays(o.today, -1), o.today]) {
    const id = await putDocument(
      db,
      e_irsaliye,
      {
        ...waybillDraftOf(customer, prefix, address, date),
        tc: t.tc,
        unvan: t.unvan,
        vergi_daireleri_id: t.vergi_daireleri_id,
        // Delivered to Örnek Gıda's plant.
        t_ulkeler_id: 1,
        t_sehirler_id: t.sehirler_id,
        t_ilceler_id: t.ilceler_id,
        t_mahalle_adi: t.mahalle_adi,
        t_sokak_adi: t.sokak_adi,
        t_bina_adi: null,
        t_bina_no: t.bina_no,
        t_kapi_no: null,
        t_posta_kodu: t.posta_kodu,
        irsaliye_zamani: '08:30:00',
        sevk_zamani: '08:45:00',
        description: DEMO_SENT_TEXT,
        mal_hizmet_json: lines,
      },
      { departmentId: o.dept, userId: o.userId },
    );
    sent.push(
      await sendWaybill({ db, integrator, id, departmentId: o.dept, userId: o.userId, validate: false }),
    );
  }
  await new OutboxWorker({ db, integrator }).drain();

  const received = await one(
    db,
    sql<Row>`select id, irsaliye_satirlari from gelen_eirsaliye where department_id = ${o.ornek}
      and document_uuid = ${sent[0].ettn}`,
  );
  const ornekPrefix = await firstId(
    db,
    sql<Row>`select id from fatura_on_ekleri where department_id = ${o.ornek} and on_ek_yeri_id = 3
      order by varsayilan desc, id limit 1`,
  );
  const ornekAddress = await firstId(
    db,
    sql<Row>`select id from firma_adres where department_id = ${o.ornek} order by varsayilan desc, id limit 1`,
  );
  if (!received || !ornekPrefix || !ornekAddress) return;
  const delivered = (received.irsaliye_satirlari ?? []) as Row[];
  await replyWaybill({
    db,
    integrator,
    departmentId: o.ornek,
    now: o.now,
    validate: false,
    input: {
      id: Number(received.id),
      firmaAdres: ornekAddress,
      time: turkishNow(o.now),
      notes: 'Mallar teslim alındı.<br>Hasarlı koli iade edildi.',
      prefixId: ornekPrefix,
      lines: delivered.map((d, i) => ({
        teslim_alinan_miktar: d.miktar,
        kabul_edilmeyen_miktar: i === 0 ? '1' : '0',
        aciklama: i === 0 ? DEMO_WAYBILL_REJECT : null,
      })),
    },
  });
}

/** An e-SMM and an e-MM of Demo Ticaret (the demo drafts' services and goods), numbered and signed. */
async function seedSentReceipts(
  db: Db,
  integrator: LocalIntegrator,
  o: { dept: number; userId: number; today: string },
): Promise<void> {
  const address = await firstId(
    db,
    sql<Row>`select id from firma_adres where department_id = ${o.dept} order by varsayilan desc, id limit 1`,
  );
  const prefixOf = (kind: number) =>
    firstId(
      db,
      sql<Row>`select id from fatura_on_ekleri where department_id = ${o.dept} and on_ek_yeri_id = ${kind}
        order by varsayilan desc, id limit 1`,
    );
  const withholding = await firstId(db, sql<Row>`select id from tevkifat_kodlari where kod = '626' limit 1`);
  const kg = await firstId(db, sql<Row>`select id from birimler where kod = 'KGM' order by id limit 1`);
  const client = await receiptCustomerOf(db, o.dept, null, false);
  const producer = await receiptCustomerOf(db, o.dept, null, true);
  const plan: [TableDef, Row | undefined, unknown, Row][] = [
    [
      serbest_meslek_makbuzu,
      client,
      await prefixOf(4),
      { duzenleme_zamani: '10:15:00', gonderim_sekli_id: 1, mal_hizmet_json: smmLines(withholding) },
    ],
    [
      e_mustahsil_makbuzu,
      producer,
      await prefixOf(5),
      { duzenleme_zamani: '09:30:00', teslim_tarihi: o.today, mal_hizmet_json: emmLines(kg) },
    ],
  ];
  const meta = { departmentId: o.dept, userId: o.userId };
  for (const [table, who, prefix, rest] of plan) {
    if (!who || !prefix || !address || !kg) continue;
    const id = await putDocument(
      db,
      table,
      {
        ...identityOf(who),
        firma_adres_id: address,
        fatura_on_eki_id: prefix,
        duzenleme_tarihi: o.today,
        description: DEMO_SENT_TEXT,
        ...rest,
      },
      meta,
    );
    await sendInvoice({
      db,
      integrator,
      table: table.name as SendTable,
      id,
      departmentId: o.dept,
      userId: o.userId,
      validate: false,
    });
  }
  await new OutboxWorker({ db, integrator }).drain();
}
