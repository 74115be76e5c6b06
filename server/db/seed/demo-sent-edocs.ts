import { sql } from 'kysely';
import { cari_hesap } from '../../catalog/cari_hesap.table';
import { e_arsiv_fatura } from '../../catalog/e_arsiv_fatura.table';
import { e_fatura } from '../../catalog/e_fatura.table';
import type { TableDef } from '../../catalog/types';
import { turkishToday } from '../../auth/user-info.service';
import { answerIncoming } from '../../edocs/answer.service';
import { LocalIntegrator } from '../../edocs/integrator';
import { sendInvoice, type SendTable } from '../../edocs/send.service';
import { OutboxWorker } from '../../jobs/outbox.worker';
import { insertRow } from '../../tables/table.repository';
import { writeLines } from '../../tables/table.lines';
import type { Db } from '../database';
import { seedAddresses } from './addresses';
import { demoLines } from './demo-edocs';

// Sent and received e-documents of the demo data (docs/e-documents.md, "Demo data"): Demo Ticaret's e-Fatura and
// e-Arşiv documents go through the real path — stored through the table's hooks, numbered and queued by
// sendInvoice, delivered by the outbox worker through the local integrator — so Örnek Gıda finds the e-Fatura documents addressed to it in its Gelen tab, where it answers
// two of them through answerIncoming (an ApplicationResponse each).

type Row = Record<string, unknown>;

const DEMO_VKN = '2910473856';
const ORNEK_VKN = '6482053170';
/** The description the seeded documents carry (and how a second run recognises them). */
export const DEMO_SENT_TEXT = 'Demo gönderilmiş e-belge';
export const DEMO_RED_REASON = 'Birim fiyatlar sipariş teyidindeki fiyatlarla uyuşmuyor.';

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
    (await cari_hesap.hooks?.beforeWrite?.(values, { db, table: cari_hesap, ...meta })) ?? values;
  const id = await insertRow(db, cari_hesap, toWrite, meta);
  await cari_hesap.hooks?.afterWrite?.(toWrite, { db, table: cari_hesap, ...meta, id });
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
  const toWrite = (await table.hooks?.beforeWrite?.(values, { db, table, ...meta })) ?? values;
  const id = await insertRow(db, table, toWrite, meta);
  await writeLines(db, table, id, toWrite, meta);
  await table.hooks?.afterWrite?.(toWrite, { db, table, ...meta, id });
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
  const done = await one(
    db,
    sql<Row>`select 1 from e_fatura where department_id = ${dept} and description = ${DEMO_SENT_TEXT} limit 1`,
  );
  if (done) return;

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
  if (!customer) return;
  const integrator = new LocalIntegrator(db, { validate: false });
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
      sql<Row>`select 1 from gelen_efatura where department_id = ${ornek.id} and document_uuid = ${ettn}`,
    );
    if (!inbox) return;
    await answerIncoming({
      db,
      integrator,
      departmentId: Number(ornek.id),
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
