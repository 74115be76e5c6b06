import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { calendarDate } from '../../domain/dates';
import type { DespatchProfile, ReceiptAdviceModel, UblParty } from '../../domain/edocs';
import { PREFIX_KIND_OF_TABLE, prefixOfAnotherSeriesText } from '../../domain/edocs';
import {
  checkReplyLines,
  replyState,
  replyTexts,
  YANIT_DURUMLARI,
  type WaybillReplyLine,
} from '../../domain/edocs/waybill';
import { findTable } from '../catalog';
import type { TableDef } from '../catalog/types';
import type { Db } from '../db/database';
import { AppError, Codes } from '../lib/errors';
import { archiveStoredRow } from '../tables/table.repository';
import { despatchModelOf } from './despatch.adapter';
import { readStoredInvoice, type StoredInvoice } from './edocs.repository';
import { IMPORTED } from './answer.service';
import { unescapeXml as unescape } from './ubl/read';
import { companyIdentity, deliveredDocument, requireCompanyIdentity } from './identity';
import { ENT_STATUS, IntegratorError, type Integrator } from './integrator';
import { supplierOf } from './invoice.adapter';
import { checkPrefixSeries, receiverOf, sendTexts, takeNumber, type Sent } from './send.service';
import { buildDespatchAdvice, buildReceiptAdvice, UblInputError } from './ubl';
import { validateUbl } from './validate';

// The e-İrsaliye's way out and back (docs/e-documents.md "e-İrsaliye"): sendInvoice of e_irsaliye (002 §7) numbers
// a draft and queues its DespatchAdvice in the outbox, like sendInvoice of e_fatura; the receiver's inbox
// (gelen_eirsaliye) gets it from the integrator; sendReceiptAdvice answers it with an İrsaliye Yanıtı (ReceiptAdvice)
// whose state the sender's e_irsaliye then shows.

type Row = Record<string, any>;

export const waybillTexts = {
  imported:
    'Bu irsaliye XML dosyasından yüklendi, Defter’in entegratörü üzerinden gelmedi; İrsaliye Yanıtı göndericinin entegratörüne iletilemez.',
  sent: 'İrsaliye gönderildi.',
  notUser: 'E-İrsaliye gönderilemez: alıcı GİB e-İrsaliye sisteminde kayıtlı değildir.',
  noReceiver: 'Alıcının TC / VKN bilgisi olmadan e-İrsaliye gönderilemez.',
  noPrefix: 'İrsaliye Ön Eki seçilmeden belge gönderilemez.',
  replied: (state: string) => `İrsaliye yanıtı gönderildi (${state}).`,
  answered: 'Bu irsaliyeye daha önce yanıt verilmiş.',
  noDocument: 'Bu irsaliyenin belgesi (XML) entegratörde yok; yanıtlanamaz.',
  time: 'Yanıt zamanı YYYY-AA-GG SS:DD:ss biçiminde olmalıdır.',
  beforeWaybill: 'Yanıt zamanı irsaliye tarihinden önce olamaz.',
  invalidReply: (detail: string) => `Yanıt GİB kontrollerinden geçmedi, gönderilmedi: ${detail}`,
  noReplyIntegrator: 'Entegratör irsaliye yanıtı göndermeyi desteklemiyor.',
} as const;

/** The GİB number `{prefix}{year}{9 digits}` of a document not numbered yet (the preview's, nine zeros). */
const unnumbered = (prefix: string, year: string) => `${prefix}${year}000000000`;

function build(stored: StoredInvoice): string {
  try {
    return buildDespatchAdvice(despatchModelOf(stored, String(stored.header.ettn)));
  } catch (err) {
    if (err instanceof UblInputError) throw new AppError(sendTexts.invalid(err.message), 400);
    throw err;
  }
}

export interface SendWaybillOptions {
  db: Db;
  integrator: Integrator;
  id: number;
  departmentId: number;
  userId: number;
  /** Check the waybill with GİB's XSD and schematron before numbering it (default true). */
  validate?: boolean;
}

/**
 * Sends a draft e-İrsaliye: its receiver must be a registered user, it must build and (unless `validate` is false)
 * pass GİB's checks; then, in one transaction, the record is locked, numbered in its prefix + year series (the
 * e-Fatura's `takeNumber`, series `e_irsaliye`), archived, marked sent (`e_fatura_durumu_id` 2, the integrator's
 * "waiting", the reply awaited) and its numbered XML queued in the outbox. Nothing is numbered or queued when a
 * step refuses.
 */
export async function sendWaybill(o: SendWaybillOptions): Promise<Sent> {
  const table = findTable('e_irsaliye') as TableDef;
  const draft = await readStoredInvoice(o.db, table, o.id, o.departmentId);
  if (!draft) throw new AppError(Codes.failId, 400);
  if (Number(draft.header.e_fatura_durumu_id ?? 1) !== 1) throw new AppError(sendTexts.alreadySent, 400);
  const receiver = receiverOf(draft);
  if (!receiver) throw new AppError(waybillTexts.noReceiver, 400);
  if (!(await o.integrator.isEInvoiceUser(receiver))) throw new AppError(waybillTexts.notUser, 400);
  if (!draft.prefix) throw new AppError(waybillTexts.noPrefix, 400);
  checkPrefixSeries('e_irsaliye', draft);
  await requireCompanyIdentity(o.db, o.departmentId);
  if (o.validate !== false) {
    const checked = await validateUbl(build(draft));
    if (!checked.valid) throw new AppError(sendTexts.invalid(checked.issues[0]?.message ?? ''), 400);
  }

  return o.db.transaction().execute(async (trx) => {
    const row = (
      await sql<Row>`select id, e_fatura_durumu_id, irsaliye_tarihi from e_irsaliye
      where id = ${o.id} and department_id = ${o.departmentId} for update`.execute(trx)
    ).rows[0];
    if (!row) throw new AppError(Codes.failId, 400);
    if (Number(row.e_fatura_durumu_id ?? 1) !== 1) throw new AppError(sendTexts.alreadySent, 400);
    const year = Number(String(row.irsaliye_tarihi).slice(0, 4));
    const number = await takeNumber(trx, 'e_irsaliye', o.departmentId, draft.prefix!, year, {
      column: 'irsaliye_numarasi',
      draftsExcluded: true,
    });
    await archiveStoredRow(trx, {
      table,
      id: o.id,
      departmentId: o.departmentId,
      action: 'update',
      userId: o.userId,
    });
    const numbered = {
      ...draft,
      header: { ...draft.header, irsaliye_numarasi: number, e_fatura_durumu_id: 2 },
    };
    const xml = build(numbered);
    const profile = despatchModelOf(numbered, String(draft.header.ettn)).profile;
    await sql`update e_irsaliye set irsaliye_numarasi = ${number}, e_fatura_durumu_id = 2,
        ent_fatura_durumu = ${ENT_STATUS.waiting}, document_profile = ${profile},
        yanit_durumu = ${YANIT_DURUMLARI.none}, updated_at = now()
      where id = ${o.id} and department_id = ${o.departmentId}`.execute(trx);
    const ettn = String(draft.header.ettn);
    const job = await sql<{ id: number }>`insert into giden_kutusu
        (department_id, belge_tablosu, belge_id, ettn, belge_no, alici_vkn, xml)
      values (${o.departmentId}, 'e_irsaliye', ${o.id}, ${ettn}, ${number}, ${receiver}, ${xml})
      returning id`.execute(trx);
    return { id: o.id, ettn, number, jobId: Number(job.rows[0].id) };
  });
}

// --- Reading a received DespatchAdvice (the integrator's XML; UBL-TR as GİB's XSD orders it). ---

const first = (xml: string, tag: string): string | null => {
  const m = new RegExp(`<${tag}(?:\\s[^>]*)?>([^<]*)</${tag}>`).exec(xml);
  return m ? unescape(m[1]).trim() : null;
};
const block = (xml: string, tag: string): string =>
  new RegExp(`<${tag}(?:\\s[^>]*)?>([\\s\\S]*?)</${tag}>`).exec(xml)?.[1] ?? '';

/** A party of a received document (`cac:DespatchSupplierParty` …) as the model has it. */
export function partyOfXml(xml: string, wrapper: string): UblParty {
  const p = block(xml, wrapper);
  const address = block(p, 'cac:PostalAddress');
  return {
    id: first(p, 'cbc:ID') ?? '',
    name: first(block(p, 'cac:PartyName'), 'cbc:Name'),
    firstName: first(block(p, 'cac:Person'), 'cbc:FirstName'),
    familyName: first(block(p, 'cac:Person'), 'cbc:FamilyName'),
    taxOffice: first(block(p, 'cac:PartyTaxScheme'), 'cbc:Name'),
    address: {
      door: first(address, 'cbc:Room'),
      street: first(address, 'cbc:StreetName'),
      buildingName: first(address, 'cbc:BuildingName'),
      buildingNumber: first(address, 'cbc:BuildingNumber'),
      district: first(address, 'cbc:CitySubdivisionName') ?? '',
      city: first(address, 'cbc:CityName') ?? '',
      postalZone: first(address, 'cbc:PostalZone'),
      neighbourhood: first(address, 'cbc:District'),
      countryCode: first(block(address, 'cac:Country'), 'cbc:IdentificationCode'),
      country: first(block(address, 'cac:Country'), 'cbc:Name') ?? '',
    },
  };
}

/** The lines of a received waybill: position (DespatchLine ID), name, delivered quantity and its unit code. */
export function linesOfXml(
  xml: string,
): { sira: string; mal_hizmet_adi: string; miktar: string; birim_kodu: string }[] {
  return [...xml.matchAll(/<cac:DespatchLine>([\s\S]*?)<\/cac:DespatchLine>/g)].map((m) => {
    const line = m[1];
    const quantity = /<cbc:DeliveredQuantity\s+unitCode="([^"]*)"[^>]*>([^<]*)</.exec(line);
    return {
      sira: first(line, 'cbc:ID') ?? '',
      mal_hizmet_adi: first(block(line, 'cac:Item'), 'cbc:Name') ?? '',
      miktar: quantity?.[2].trim() ?? '0',
      birim_kodu: quantity ? unescape(quantity[1]) : '',
    };
  });
}

const titleOf = (p: UblParty) => p.name ?? [p.firstName, p.familyName].filter(Boolean).join(' ');

/**
 * Fetches the company's incoming e-İrsaliye documents from the integrator and stores the new ones in its
 * `gelen_eirsaliye` (its Gelen tab), once each (unique per company and ETTN). Returns how many were new.
 */
export async function syncWaybillInbox(
  db: Db,
  integrator: Integrator,
  departmentId: number,
): Promise<number> {
  if (!integrator.fetchIncomingWaybills) return 0;
  // Only by the company's verified identity (server/edocs/identity.ts).
  const vkn = await companyIdentity(db, departmentId);
  if (!vkn) return 0;
  const documents = await integrator.fetchIncomingWaybills(vkn);
  let added = 0;
  for (const d of documents) {
    const sender = partyOfXml(d.xml, 'cac:DespatchSupplierParty');
    const r =
      await sql`insert into gelen_eirsaliye (department_id, document_id, document_issue_date, document_uuid,
        gonderen_vkn, gonderen_unvan, document_profile, irsaliye_tipi, sevk_tarihi, irsaliye_satirlari, xml_icerik,
        yanit_durumu)
      values (${departmentId}, ${d.number}, ${d.issueDate}, ${d.ettn}, ${d.senderVkn}, ${titleOf(sender)},
        ${d.profile}, ${d.typeCode}, ${first(d.xml, 'cbc:ActualDespatchDate')},
        ${JSON.stringify(linesOfXml(d.xml))}::jsonb, ${d.xml}, ${YANIT_DURUMLARI.none})
      on conflict (department_id, document_uuid) do nothing`.execute(db);
    const n = Number(r.numAffectedRows ?? 0);
    if (n) await sql`update gelen_eirsaliye set own_id = id where own_id is null`.execute(db);
    added += n;
  }
  return added;
}

/** Now in Türkiye as `YYYY-MM-DD HH:mm:ss`. */
export function turkishNow(now: Date): string {
  return new Intl.DateTimeFormat('sv-SE', {
    timeZone: 'Europe/Istanbul',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  })
    .format(now)
    .replace('T', ' ');
}

/** The reply payload of 002 §3 "Waybill reply". */
export interface ReplyInput {
  /** The incoming waybill: `id` of gelen_eirsaliye, or its ETTN (`invoiceUUID`). */
  id?: number | null;
  uuid?: string | null;
  /** Company address id (firma_adres). */
  firmaAdres: unknown;
  /** `YYYY-MM-DD HH:mm:ss`. */
  time: unknown;
  notes: unknown;
  prefixId: unknown;
  lines: unknown;
}

export interface ReplyOptions {
  db: Db;
  integrator: Integrator;
  departmentId: number;
  now: Date;
  input: ReplyInput;
  /** Check the reply with GİB's XSD and schematron before numbering it (default true; the demo seed skips it). */
  validate?: boolean;
}

/** The company as the party that received the goods, at the chosen address of its own. */
async function companyParty(db: Db, departmentId: number, addressId: number): Promise<UblParty | null> {
  const company = await db
    .selectFrom('departments')
    .selectAll()
    .where('id', '=', departmentId)
    .executeTakeFirst();
  const address = await db
    .selectFrom('firma_adres')
    .selectAll()
    .where('id', '=', addressId)
    .where('department_id', '=', departmentId)
    .executeTakeFirst();
  if (!company || !address) return null;
  const names = async (table: string, id: unknown, cols: string[]) =>
    id
      ? ((await db
          .selectFrom(table)
          .select(['id', ...cols])
          .where('id', '=', Number(id))
          .executeTakeFirst()) as Row | undefined)
      : undefined;
  const province = await names('sehirler', address.sehirler_id, ['name_basic']);
  const district = await names('ilceler', address.ilceler_id, ['name_basic']);
  const country = await names('ulkeler', address.ulkeler_id, ['name_basic', 'kod']);
  const stored = {
    company,
    companyAddress: address,
    provinces: new Map(province ? [[Number(province.id), String(province.name_basic)]] : []),
    districts: new Map(district ? [[Number(district.id), String(district.name_basic)]] : []),
    countries: new Map(
      country ? [[Number(country.id), { name: String(country.name_basic), code: String(country.kod) }]] : [],
    ),
  } as unknown as StoredInvoice;
  return supplierOf(stored);
}

const textOf = (v: unknown) => (v === null || v === undefined ? '' : String(v).trim());

/**
 * sendReceiptAdvice (002 §7, gelen_eirsaliye/inbox): the receiver's İrsaliye Yanıtı. Checks the payload (time,
 * address and prefix required — 002 §5's "Lütfen zorunlu alanları doldurunuz." —, time not in the future nor before
 * the waybill, one line per waybill line, quantities ≥ 0, a refusal explained), builds the ReceiptAdvice and passes
 * it through GİB's XSD and schematron; then numbers it in the reply series (prefix + year, `gelen_eirsaliye`), stores
 * it on the Gelen row and hands it to the integrator, which delivers it: the sender's e_irsaliye (same ETTN, on this
 * server) shows the state and the lines.
 */
export async function replyWaybill(
  o: ReplyOptions,
): Promise<{ state: string; number: string; ettn: string }> {
  const { db, departmentId, input } = o;
  let query = db.selectFrom('gelen_eirsaliye').selectAll().where('department_id', '=', departmentId);
  if (input.id) query = query.where('id', '=', input.id);
  else if (input.uuid) query = query.where('document_uuid', '=', input.uuid);
  else throw new AppError(Codes.failId, 400);
  const row = (await query.executeTakeFirst()) as Row | undefined;
  if (!row) throw new AppError(Codes.failId, 400);
  // An imported waybill did not come through Defter's integrator (issue 26): no reply travels back through it.
  if (row.kaynak === IMPORTED) throw new AppError(waybillTexts.imported, 400);
  if (row.yanit_numarasi) throw new AppError(waybillTexts.answered, 400);
  if (!row.xml_icerik) throw new AppError(waybillTexts.noDocument, 400);
  // The replying company's verified identity: the integrator takes a reply only from the waybill's receiver.
  const responderVkn = await requireCompanyIdentity(db, departmentId);

  const time = textOf(input.time).replace('T', ' ');
  const addressId = Number(input.firmaAdres) || 0;
  const prefixId = Number(input.prefixId) || 0;
  if (!time || !addressId || !prefixId) throw new AppError(replyTexts.required, 400);
  const m = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2})(:\d{2})?$/.exec(time);
  if (!m || !calendarDate(m[1]) || !/^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/.test(`${m[2]}${m[3] ?? ''}`))
    throw new AppError(waybillTexts.time, 400);
  const [date, clock] = [m[1], `${m[2]}${m[3] ?? ':00'}`];
  if (`${date} ${clock}` > turkishNow(o.now)) throw new AppError(replyTexts.future, 400);
  if (date < String(row.document_issue_date).slice(0, 10))
    throw new AppError(waybillTexts.beforeWaybill, 400);

  const prefix = await db
    .selectFrom('fatura_on_ekleri')
    .select(['on_ek_kodu', 'on_ek_yeri_id'])
    .where('id', '=', prefixId)
    .where('department_id', '=', departmentId)
    .executeTakeFirst();
  if (!prefix) throw new AppError('Ön Ek için geçerli bir seçim yapınız.', 400);
  // One series each: a reply is numbered with a waybill prefix (docs/document-numbers.md, "One series each").
  if (Number(prefix.on_ek_yeri_id) !== PREFIX_KIND_OF_TABLE.gelen_eirsaliye)
    throw new AppError(
      prefixOfAnotherSeriesText('gelen_eirsaliye', String(prefix.on_ek_kodu), prefix.on_ek_yeri_id),
      400,
    );
  const receiver = await companyParty(db, departmentId, addressId);
  if (!receiver) throw new AppError('Firma Adresi için geçerli bir seçim yapınız.', 400);

  const delivered = (Array.isArray(row.irsaliye_satirlari) ? row.irsaliye_satirlari : []) as Row[];
  let raw = input.lines;
  if (typeof raw === 'string') {
    try {
      raw = JSON.parse(raw);
    } catch {
      throw new AppError(Codes.json, 400);
    }
  }
  const checked = checkReplyLines(
    raw,
    delivered.map((d) => ({ name: String(d.mal_hizmet_adi), quantity: String(d.miktar) })),
  );
  if ('error' in checked) throw new AppError(checked.error, 400);
  const lines: WaybillReplyLine[] = checked.lines;
  const state = replyState(lines);
  // 002 §3: the form turns the notes' newlines into line breaks; the XML keeps them as lines of text.
  const notes = textOf(input.notes)
    .replace(/<br\s*\/?>/gi, '\n')
    .trim();
  if ([...notes].length > 1000) throw new AppError('Notlar en fazla 1000 karakter olmalıdır.', 400);

  const xml = String(row.xml_icerik);
  const ettn = randomUUID();
  const model = (number: string): ReceiptAdviceModel => ({
    profile: String(row.document_profile || 'TEMELIRSALIYE') as DespatchProfile,
    id: number,
    uuid: ettn,
    issueDate: date,
    issueTime: clock,
    notes: notes
      ? notes
          .split('\n')
          .map((l) => l.trim())
          .filter(Boolean)
      : [],
    despatch: { id: String(row.document_id), date: String(row.document_issue_date).slice(0, 10) },
    receiver,
    despatcher: partyOfXml(xml, 'cac:DespatchSupplierParty'),
    receivedDate: date,
    lines: lines.map((l, i) => ({
      despatchLineId: String(delivered[i].sira || i + 1),
      name: l.mal_hizmet_adi,
      unitCode: String(delivered[i].birim_kodu || 'C62'),
      received: l.teslim_alinan_miktar,
      rejected: l.kabul_edilmeyen_miktar,
      rejectReason: Number(l.kabul_edilmeyen_miktar) > 0 ? l.aciklama : null,
      short: l.eksik_miktar,
      oversupply: l.fazla_miktar,
      timingComplaint: l.gecikme_sikayeti,
    })),
  });
  const buildReply = (number: string) => {
    try {
      return buildReceiptAdvice(model(number));
    } catch (err) {
      if (err instanceof UblInputError) throw new AppError(waybillTexts.invalidReply(err.message), 400);
      throw err;
    }
  };
  const year = date.slice(0, 4);
  const draft = buildReply(unnumbered(String(prefix.on_ek_kodu), year));
  if (o.validate !== false) {
    const preview = await validateUbl(draft);
    if (!preview.valid) throw new AppError(waybillTexts.invalidReply(preview.issues[0]?.message ?? ''), 400);
  }
  if (!o.integrator.replyWaybill) throw new AppError(waybillTexts.noReplyIntegrator, 400);

  // Numbered and stored in one transaction (the series row's lock orders concurrent replies of the company).
  const { number, replyXml } = await db.transaction().execute(async (trx) => {
    const locked = (
      await sql<Row>`select yanit_numarasi from gelen_eirsaliye where id = ${row.id}
        and department_id = ${departmentId} for update`.execute(trx)
    ).rows[0];
    if (locked?.yanit_numarasi) throw new AppError(waybillTexts.answered, 400);
    const n = await takeNumber(
      trx,
      'gelen_eirsaliye',
      departmentId,
      String(prefix.on_ek_kodu),
      Number(year),
      {
        column: 'yanit_numarasi',
        draftsExcluded: false,
      },
    );
    const x = buildReply(n);
    await sql`update gelen_eirsaliye set yanit_numarasi = ${n}, yanit_ettn = ${ettn}, yanit_durumu = ${state},
        yanit_mal_hizmet = ${JSON.stringify(lines)}::jsonb, yanit_notlar = ${notes || null},
        yanit_tarihi = ${`${date} ${clock}+03`}, yanit_xml = ${x}, updated_at = now()
      where id = ${row.id} and department_id = ${departmentId}`.execute(trx);
    return { number: n, replyXml: x };
  });

  try {
    await o.integrator.replyWaybill(String(row.document_uuid), {
      xml: replyXml,
      state,
      lines,
      notes: notes || null,
      responderVkn,
    });
  } catch (err) {
    // The integrator refused: the reply is not sent; its number goes back when it is still the series' last.
    await db.transaction().execute(async (trx) => {
      await sql`update gelen_eirsaliye set yanit_numarasi = null, yanit_ettn = null, yanit_durumu = ${YANIT_DURUMLARI.none},
          yanit_mal_hizmet = null, yanit_notlar = null, yanit_tarihi = null, yanit_xml = null, updated_at = now()
        where id = ${row.id} and department_id = ${departmentId}`.execute(trx);
      await sql`update belge_serileri set last_no = last_no - 1 where department_id = ${departmentId}
        and table_name = 'gelen_eirsaliye' and prefix = ${String(prefix.on_ek_kodu)} and year = ${Number(year)}
        and last_no = ${Number(number.slice(7))}`.execute(trx);
    });
    if (err instanceof IntegratorError) throw new AppError(err.message, 400);
    throw err;
  }
  // The sender's side: the local integrator's notification of the reply to a waybill sent on this server — only the
  // waybill this server delivered to the replying company (its outbox job), never a row found by its ETTN alone.
  const sent = await deliveredDocument(db, 'e_irsaliye', String(row.document_uuid), responderVkn);
  if (sent)
    await sql`update e_irsaliye set yanit_durumu = ${state}, yanit_mal_hizmet = ${JSON.stringify(lines)}::jsonb,
        yanit_notlar = ${notes || null}, yanit_tarihi = now(), updated_at = now()
      where id = ${sent.id} and department_id = ${sent.departmentId} and e_fatura_durumu_id <> 1`.execute(db);
  return { state, number, ettn };
}
