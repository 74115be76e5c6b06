import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { UblParty } from '../../domain/edocs';
import { turkishToday } from '../auth/user-info.service';
import type { Db } from '../db/database';
import { AppError, Codes } from '../lib/errors';
import { syncPosting } from '../ledger/posting';
import { deliveredDocument, requireCompanyIdentity } from './identity';
import { IntegratorError, NO_ANSWER, type AnswerCode, type Integrator } from './integrator';
import { buildApplicationResponse, UblInputError } from './ubl';
import { exactText, nodes, parseXml } from './ubl/read';
import { validateUbl } from './validate';

// The answer to an incoming TICARIFATURA as GİB carries it (docs/e-documents.md, "Inbox and answers"): an
// ApplicationResponse (KABUL / RED) built from the received invoice — the answering party is the invoice's buyer
// exactly as the invoice names it, the receiver its issuer —, validated, then sent through the integrator.

/** `kaynak` of a received document taken in from its XML file (docs/e-documents.md, "Received documents"). */
export const IMPORTED = 'XML yükleme';

export const answerTexts = {
  imported:
    'Bu belge XML dosyasından yüklendi, Defter’in entegratörü üzerinden gelmedi; yanıtı (KABUL / RED) göndericinin entegratörüne iletilemez.',
  code: 'Yanıt KABUL ya da RED olmalıdır.',
  reason: 'RED yanıtı için en az 3 karakterlik bir açıklama yazınız.',
  profile: 'Yalnızca Ticari Fatura senaryosundaki faturalar yanıtlanabilir.',
  answered: 'Bu faturaya daha önce yanıt verilmiş.',
  late: 'Faturaya yanıt süresi dolmuştur: KABUL / RED fatura tarihinden itibaren 8 gün içinde verilebilir.',
  done: (code: AnswerCode) => (code === 'KABUL' ? 'Fatura kabul edildi.' : 'Fatura reddedildi.'),
  notUser: 'E-Fatura kesilemez.',
  vkn: 'TC / VKN 10 ya da 11 haneli olmalıdır.',
  invalid: (detail: string) => `Yanıt belgesi GİB kontrollerinden geçmedi, gönderilmedi: ${detail}`,
  noAnswer: 'Bu faturaya henüz yanıt verilmemiş.',
} as const;

/** Days a receiver has to answer a TICARIFATURA (GİB: 8 days from the invoice date). */
export const ANSWER_DAYS = 8;

/** HH:mm:ss in Türkiye (the answer's IssueTime). */
const turkishClock = (now: Date) =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/Istanbul',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).format(now);

/**
 * A party of a UBL-TR Invoice (`cac:AccountingSupplierParty` / `cac:AccountingCustomerParty`) as the builders' model:
 * the VKN / TCKN of its identifications, its name or person, address, tax office and contact. Read with SaxonJS's
 * parser (`ubl/read.ts`), each text exactly as the XML holds it (issue 22, item 4: xmlbuilder2's object form gave
 * `&amp;` for a name's `&`, which the answer would then have carried as the text "&amp;").
 */
export function partyOfInvoice(
  xml: string,
  which: 'cac:AccountingSupplierParty' | 'cac:AccountingCustomerParty',
): UblParty {
  const party = nodes(parseXml(xml), `/*/*:${which.slice(4)}/*:Party`)[0];
  if (!party) throw new UblInputError('Faturada taraf bilgisi yok.');
  const t = (expr: string) => exactText(party, expr);
  const a = '*:PostalAddress';
  return {
    id: t("*:PartyIdentification/*:ID[@schemeID = ('VKN', 'TCKN')]") ?? '',
    name: t('*:PartyName/*:Name'),
    firstName: t('*:Person/*:FirstName'),
    familyName: t('*:Person/*:FamilyName'),
    taxOffice: t('*:PartyTaxScheme/*:TaxScheme/*:Name'),
    address: {
      street: t(`${a}/*:StreetName`),
      neighbourhood: t(`${a}/*:District`),
      buildingName: t(`${a}/*:BuildingName`),
      buildingNumber: t(`${a}/*:BuildingNumber`),
      door: t(`${a}/*:Room`),
      district: t(`${a}/*:CitySubdivisionName`) ?? '',
      city: t(`${a}/*:CityName`) ?? '',
      postalZone: t(`${a}/*:PostalZone`),
      country: t(`${a}/*:Country/*:Name`) ?? 'Türkiye',
      countryCode: t(`${a}/*:Country/*:IdentificationCode`),
    },
    phone: t('*:Contact/*:Telephone'),
    email: t('*:Contact/*:ElectronicMail'),
  };
}

export interface IncomingInvoice {
  /** gelen_efatura.id: the answer's number is `YNT{year}{id, 9 digits}`, one answer per received invoice. */
  rowId: number;
  ettn: string;
  number: string;
  issueDate: string;
  xml: string;
}

export interface BuiltAnswer {
  uuid: string;
  id: string;
  xml: string;
}

/** The answer's number: `YNT`, the year, the Gelen row's id in 9 digits (16 characters, as UBL-TR wants). */
export const answerNumber = (year: string, rowId: number) => `YNT${year}${String(rowId).padStart(9, '0')}`;

/**
 * Builds the ApplicationResponse of a KABUL / RED to a received invoice, dated `today` at `time` (Türkiye's).
 * Throws UblInputError (Turkish) when the invoice does not give what the answer needs.
 */
export function buildAnswer(
  invoice: IncomingInvoice,
  code: AnswerCode,
  reason: string | null,
  today: string,
  time: string,
): BuiltAnswer {
  const uuid = randomUUID();
  const id = answerNumber(today.slice(0, 4), invoice.rowId);
  let sender: UblParty;
  let receiver: UblParty;
  try {
    sender = partyOfInvoice(invoice.xml, 'cac:AccountingCustomerParty');
    receiver = partyOfInvoice(invoice.xml, 'cac:AccountingSupplierParty');
  } catch {
    throw new UblInputError('Faturanın XML içeriği okunamadı; yanıt oluşturulamadı.');
  }
  const xml = buildApplicationResponse({
    id,
    uuid,
    issueDate: today,
    issueTime: time,
    code,
    description: reason,
    invoice: { uuid: invoice.ettn, id: invoice.number, date: invoice.issueDate },
    sender,
    receiver,
  });
  return { uuid, id, xml };
}

export interface AnswerOptions {
  db: Db;
  integrator: Integrator;
  /** The answering company (the Gelen row's). */
  departmentId: number;
  /** The received invoice's ETTN. */
  ettn: string;
  code: AnswerCode;
  reason: string;
  now: Date;
  /** Check the answer with GİB's XSD and schematron before sending it (default true). */
  validate?: boolean;
}

/**
 * KABUL / RED of a received TICARIFATURA (002 §4 "Viewer actions", §7 answerInvoice): the checks (RED needs 3+
 * characters, only TICARIFATURA, only unanswered, within 8 Turkish calendar days of the invoice date), then the
 * ApplicationResponse is built, checked and sent through the integrator; the Gelen row keeps the answer and its
 * document, and the sender's e_fatura on this server shows the answer (the local integrator's notification).
 * Refusals are AppErrors with the Turkish message.
 */
export async function answerIncoming(o: AnswerOptions): Promise<{ code: AnswerCode; responseUuid: string }> {
  const { db, code, ettn } = o;
  const reason = o.reason.trim();
  if (code !== 'KABUL' && code !== 'RED') throw new AppError(answerTexts.code, 400);
  if (code === 'RED' && [...reason].length < 3) throw new AppError(answerTexts.reason, 400);
  const row = await db
    .selectFrom('gelen_efatura')
    .select([
      'id',
      'document_id',
      'document_profile',
      'response_code',
      'xml_icerik',
      'kaynak',
      sql<string>`document_issue_date::text`.as('issued'),
    ])
    .where('document_uuid', '=', ettn)
    .where('department_id', '=', o.departmentId)
    .executeTakeFirst();
  if (!row) throw new AppError(Codes.failId, 400);
  // An imported document did not come through Defter's integrator: its answer goes through its sender's (issue 26).
  if (row.kaynak === IMPORTED) throw new AppError(answerTexts.imported, 400);
  if (row.document_profile !== 'TICARIFATURA') throw new AppError(answerTexts.profile, 400);
  if (row.response_code && row.response_code !== NO_ANSWER) throw new AppError(answerTexts.answered, 400);
  const today = turkishToday(o.now);
  const days = Math.round((Date.parse(today) - Date.parse(String(row.issued))) / 86_400_000);
  if (days > ANSWER_DAYS) throw new AppError(answerTexts.late, 400);
  // The answering company's verified identity (server/edocs/identity.ts): the integrator takes the answer only from
  // the document's receiver, and the sender's record it changes is the one delivered to that receiver.
  const vkn = await requireCompanyIdentity(db, o.departmentId);

  // The answer as GİB carries it: an ApplicationResponse built from the received invoice, checked with GİB's XSD
  // and schematron, then sent through the integrator.
  let response: BuiltAnswer;
  try {
    response = buildAnswer(
      {
        rowId: Number(row.id),
        ettn,
        number: String(row.document_id ?? ''),
        issueDate: String(row.issued),
        xml: String(row.xml_icerik ?? ''),
      },
      code,
      reason || null,
      today,
      turkishClock(o.now),
    );
  } catch (err) {
    if (err instanceof UblInputError) throw new AppError(answerTexts.invalid(err.message), 400);
    throw err;
  }
  if (o.validate !== false) {
    const checked = await validateUbl(response.xml);
    if (!checked.valid) throw new AppError(answerTexts.invalid(checked.issues[0]?.message ?? ''), 400);
  }
  let answered;
  try {
    answered = await o.integrator.answer(ettn, code, reason || null, vkn, {
      uuid: response.uuid,
      xml: response.xml,
    });
  } catch (err) {
    if (err instanceof IntegratorError) throw new AppError(err.message, 400);
    throw err;
  }
  await db.transaction().execute(async (trx) => {
    await sql`update gelen_efatura set response_code = ${code}, response_explanation = ${reason || null},
        yanit_tarihi = now(), yanit_ettn = ${response.uuid}, yanit_xml = ${response.xml}, updated_at = now()
      where id = ${row.id} and department_id = ${o.departmentId}`.execute(trx);
    // The sender's side: the local integrator's notification of the answer to a document sent on this server — only
    // the e-Fatura this server delivered to the answering company (its outbox job), never a row found by ETTN alone.
    const delivered = await deliveredDocument(trx, 'e_fatura', ettn, vkn);
    if (!delivered) return;
    await sql`update e_fatura set ent_ticari_fatura_durumu = ${answered.answer?.code ?? code}, updated_at = now()
      where id = ${delivered.id} and department_id = ${delivered.departmentId} and e_fatura_durumu_id <> 1`.execute(
      trx,
    );
    // A rejected commercial invoice is void: the sender's voucher goes (docs/ledger.md, "e-Documents").
    await syncPosting(trx, 'e_fatura', delivered.id, {
      departmentId: delivered.departmentId,
      userId: delivered.userId,
    });
  });
  return { code, responseUuid: response.uuid };
}
