import { Hono, type Context } from 'hono';
import { sql } from 'kysely';
import type { AppDeps, AppEnv, Session } from '../app-env';
import { databaseFileStore } from '../files/file.store';
import { contentDisposition } from '../files/files.routes';
import { readBody as readBodyOf } from '../lib/body.read';
import { ok, fail } from '../lib/envelope';
import { AppError, Codes } from '../lib/errors';
import { wakeOutbox } from '../jobs/outbox.worker';
import { authorize, usableTable } from '../tables/table.access';
import { parseId } from '../tables/table.service';
import { integratorFor, type AnswerCode } from './integrator';
import { answerIncoming, answerTexts } from './answer.service';
import { answerReceipt, heldReceipt, receiptInboxTexts } from './receipt-inbox.service';
import { documentMedia, type Media, type MediaType } from './render/render.service';
import { sendInvoice, SEND_SPECS, SEND_TABLES, type SendTable } from './send.service';

// The integrator calls of 002 §7 (docs/e-documents.md, "Sending", "Inbox and answers"), mounted before the generic
// table routes:
//   POST /{token}/tables/e_fatura/isEInvoiceUser            {vkn_tckn}
//   POST /{token}/tables/e_fatura|e_arsiv_fatura|serbest_meslek_makbuzu|e_mustahsil_makbuzu/sendInvoice
//        {id, documentUuid | invoiceUUID, column_set_id}
//   POST /{token}/tables/e_fatura|e_arsiv_fatura/outbox/downloadMedia {withXML, parameter, paramType: Document_UUID}
//   POST /{token}/tables/e_fatura/inbox/getDocument         {withXML, parameter, paramType: Document_UUID}
//   POST /{token}/tables/gelen_efatura/downloadMedia        {id, mediaType} (the viewer's call on a Gelen row)
//   POST /{token}/tables/e_fatura/inbox/answerInvoice       {invoiceUUID, responseCode, responseExplanation}
//   POST /{token}/tables/e_fatura/inbox/getApplicationResponse {parameter: ETTN, withXML} (Defter's: the answer sent)
//   POST /{token}/tables/serbest_meslek_makbuzu/inbox/getDocument   {withXML, parameter, paramType: Document_UUID}
//   POST /{token}/tables/serbest_meslek_makbuzu/inbox/answerInvoice {invoiceUUID, responseCode, responseExplanation}

type Body = Record<string, unknown>;

export { answerTexts, ANSWER_DAYS } from './answer.service';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The company's document a send-like call names: `id`, else the record whose ETTN is `documentUuid` /
 * `invoiceUUID`; none (or another company's) is `fail.id`.
 */
export async function documentIdOf(
  deps: AppDeps,
  session: Session,
  tableName: string,
  body: Body,
): Promise<number> {
  const rawId = valueOf(body, 'id');
  let id = rawId !== undefined && rawId !== null && rawId !== '' ? parseId(String(rawId)) : null;
  if (!id) {
    const uuid = uuidOf(valueOf(body, 'documentUuid') ?? valueOf(body, 'invoiceUUID'));
    const row = uuid
      ? await deps.db
          .selectFrom(tableName)
          .select('id')
          .where('ettn', '=', uuid)
          .where('department_id', '=', session.departmentId)
          .executeTakeFirst()
      : undefined;
    id = row ? Number(row.id) : null;
  }
  if (!id) throw new AppError(Codes.failId, 400);
  return id;
}

/** The body (the one reader, server/lib/body.read.ts, with its depth guard); form fields keep every value. */
export const readBody = (c: Context<AppEnv>): Promise<Body> => readBodyOf(c, { all: true });

export const valueOf = (body: Body, key: string): unknown => {
  const v = body[key];
  return Array.isArray(v) && v.length === 1 ? v[0] : v;
};

export const sessionOf = (c: Context<AppEnv>): Session => {
  const session = c.get('session') as Session | undefined;
  if (!session) throw new AppError(Codes.failToken, 400);
  return session;
};

export const uuidOf = (v: unknown): string | null =>
  typeof v === 'string' && UUID.test(v.trim()) ? v.trim().toLowerCase() : null;

export function fileAnswer(c: Context<AppEnv>, media: Media) {
  c.header('Content-Type', 'text/plain; charset=utf-8');
  c.header('Content-Disposition', contentDisposition(media.fileName));
  c.header('Access-Control-Expose-Headers', 'Content-Disposition, X-Media-Type');
  c.header('X-Media-Type', media.mime);
  c.header('Cache-Control', 'private, no-store');
  return c.body(Buffer.from(media.bytes).toString('base64'));
}

/** `withXML` of the outbox / inbox calls: XML, HTML / HTML2, else (PDF, DOWNLOAD_PDF, SHOW_PDF) PDF. */
export function withXmlType(v: unknown): MediaType {
  const t = String(v ?? '').toUpperCase();
  if (t === 'XML' || t === 'TRUE') return 'xml';
  if (t.startsWith('HTML')) return 'html';
  return 'pdf';
}

export function sendRoutes(deps: AppDeps) {
  const r = new Hono<AppEnv>();
  const integrator = () => deps.integrator ?? integratorFor(deps.db);
  const ctxOf = (session: Session) => ({
    db: deps.db,
    files: deps.files ?? databaseFileStore,
    departmentId: session.departmentId,
  });

  r.post('/e_fatura/isEInvoiceUser', async (c) => {
    const session = sessionOf(c);
    authorize(session, usableTable(session, 'e_fatura'), 'list', null);
    const body = await readBody(c);
    const vkn = String(valueOf(body, 'vkn_tckn') ?? valueOf(body, 'vkn') ?? '').trim();
    if (!/^\d{10,11}$/.test(vkn)) return fail(c, answerTexts.vkn, 400);
    const user = await integrator().isEInvoiceUser(vkn);
    if (!user) return fail(c, answerTexts.notUser, 404);
    return ok(c, {
      message: 'success',
      users: { unvan_ad: user.unvan, vkn_tckn: user.vknTckn, etiket: user.etiket },
    });
  });

  for (const tableName of SEND_TABLES) {
    r.post(`/${tableName}/sendInvoice`, async (c) => {
      const session = sessionOf(c);
      const table = usableTable(session, tableName);
      authorize(session, table, 'update', null);
      const id = await documentIdOf(deps, session, tableName, await readBody(c));
      const sent = await sendInvoice({
        db: deps.db,
        integrator: integrator(),
        table: tableName as SendTable,
        id,
        departmentId: session.departmentId,
        userId: session.userId,
      });
      wakeOutbox();
      return ok(c, {
        message: SEND_SPECS[tableName as SendTable].message,
        id: sent.id,
        ettn: sent.ettn,
        e_fatura_numarasi: sent.number,
      });
    });

    // A sent document's XML as numbered and queued (the outbox keeps it), or its HTML / PDF.
    r.post(`/${tableName}/outbox/downloadMedia`, async (c) => {
      const session = sessionOf(c);
      authorize(session, usableTable(session, tableName), 'show', null);
      const body = await readBody(c);
      const uuid = uuidOf(
        valueOf(body, 'parameter') ?? valueOf(body, 'documentUuid') ?? valueOf(body, 'invoiceUUID'),
      );
      if (!uuid) throw new AppError(Codes.failId, 400);
      const job = (
        await sql<{ xml: string; fatura_xslt_id: number | null }>`select g.xml, ${
          // The e-MM has no template choice (no template type, 002 §4).
          tableName === 'e_mustahsil_makbuzu' ? sql`null::bigint as fatura_xslt_id` : sql`d.fatura_xslt_id`
        }
          from giden_kutusu g join ${sql.table(tableName)} d on d.id = g.belge_id and d.department_id = g.department_id
          where g.ettn = ${uuid} and g.department_id = ${session.departmentId} and g.belge_tablosu = ${tableName}`.execute(
          deps.db,
        )
      ).rows[0];
      if (!job) throw new AppError(Codes.failId, 400);
      const mediaType = withXmlType(valueOf(body, 'withXML') ?? valueOf(body, 'mediaType'));
      return fileAnswer(c, await documentMedia(ctxOf(session), job.xml, mediaType, job.fatura_xslt_id));
    });
  }

  // An incoming e-Fatura (the company's Gelen row) as PDF, XML or HTML.
  r.post('/e_fatura/inbox/getDocument', async (c) => {
    const session = sessionOf(c);
    authorize(session, usableTable(session, 'gelen_efatura'), 'show', null);
    const body = await readBody(c);
    const uuid = uuidOf(
      valueOf(body, 'parameter') ?? valueOf(body, 'invoiceUUID') ?? valueOf(body, 'documentUuid'),
    );
    if (!uuid) throw new AppError(Codes.failId, 400);
    const row = await deps.db
      .selectFrom('gelen_efatura')
      .select('xml_icerik')
      .where('document_uuid', '=', uuid)
      .where('department_id', '=', session.departmentId)
      .executeTakeFirst();
    if (!row?.xml_icerik) throw new AppError(Codes.failId, 400);
    const mediaType = withXmlType(valueOf(body, 'withXML') ?? valueOf(body, 'mediaType'));
    return fileAnswer(
      c,
      await documentMedia(ctxOf(session), String(row.xml_icerik), mediaType, null, { incoming: true }),
    );
  });

  // The generic viewer's call on a Gelen row (002 §2 "Document viewers": the detail panel's preview and downloads):
  // {id, mediaType} like every downloadMedia, the received XML as it came, its HTML / PDF through the integrator's
  // stylesheet embedded in it, else GİB's (renderIncomingHtml).
  r.post('/gelen_efatura/downloadMedia', async (c) => {
    const session = sessionOf(c);
    authorize(session, usableTable(session, 'gelen_efatura'), 'show', null);
    const body = await readBody(c);
    const id = parseId(String(valueOf(body, 'id') ?? ''));
    const row = await deps.db
      .selectFrom('gelen_efatura')
      .select(['xml_icerik', 'xml_dosya'])
      .where('id', '=', id)
      .where('department_id', '=', session.departmentId)
      .executeTakeFirst();
    if (!row?.xml_icerik) throw new AppError(Codes.failId, 400);
    const mediaType = withXmlType(valueOf(body, 'mediaType') ?? valueOf(body, 'withXML'));
    const media = await documentMedia(ctxOf(session), String(row.xml_icerik), mediaType, null, {
      incoming: true,
    });
    // An imported document's XML is the file as it came (its bytes kept, issue 26).
    return fileAnswer(
      c,
      mediaType === 'xml' && row.xml_dosya ? { ...media, bytes: row.xml_dosya as Uint8Array } : media,
    );
  });

  // KABUL / RED of an incoming TICARIFATURA within 8 days of its date; the sender's document shows the answer.
  r.post('/e_fatura/inbox/answerInvoice', async (c) => {
    const session = sessionOf(c);
    const table = usableTable(session, 'gelen_efatura');
    authorize(session, table, 'show', null);
    if (session.subscriptionEnded) throw new AppError(Codes.subscriptionEnded, 400);
    const body = await readBody(c);
    const uuid = uuidOf(valueOf(body, 'invoiceUUID') ?? valueOf(body, 'parameter'));
    if (!uuid) throw new AppError(Codes.failId, 400);
    const code = String(valueOf(body, 'responseCode') ?? 'KABUL')
      .trim()
      .toUpperCase() as AnswerCode;
    if (code !== 'KABUL' && code !== 'RED') return fail(c, answerTexts.code, 400);
    const reason = String(valueOf(body, 'responseExplanation') ?? '').trim();
    const answered = await answerIncoming({
      db: deps.db,
      integrator: integrator(),
      departmentId: session.departmentId,
      ettn: uuid,
      code,
      reason,
      now: deps.now?.() ?? new Date(),
    });
    return ok(c, {
      message: answerTexts.done(code),
      status: code,
      responseCode: code,
      responseUUID: answered.responseUuid,
    });
  });

  // The answer (ApplicationResponse) a Gelen row was given, as XML, HTML or PDF (GİB's appResponse stylesheet).
  // 002 §7 names no call for it; Defter's: {parameter | invoiceUUID: the answered invoice's ETTN, withXML}.
  r.post('/e_fatura/inbox/getApplicationResponse', async (c) => {
    const session = sessionOf(c);
    authorize(session, usableTable(session, 'gelen_efatura'), 'show', null);
    const body = await readBody(c);
    const uuid = uuidOf(
      valueOf(body, 'parameter') ?? valueOf(body, 'invoiceUUID') ?? valueOf(body, 'documentUuid'),
    );
    if (!uuid) throw new AppError(Codes.failId, 400);
    const row = await deps.db
      .selectFrom('gelen_efatura')
      .select(['yanit_xml'])
      .where('document_uuid', '=', uuid)
      .where('department_id', '=', session.departmentId)
      .executeTakeFirst();
    if (!row) throw new AppError(Codes.failId, 400);
    if (!row.yanit_xml) return fail(c, answerTexts.noAnswer, 400);
    const mediaType = withXmlType(valueOf(body, 'withXML') ?? valueOf(body, 'mediaType'));
    return fileAnswer(c, await documentMedia(ctxOf(session), String(row.yanit_xml), mediaType, null));
  });

  // An e-SMM as the integrator holds it (signed), sent or received by the company, as PDF, XML or HTML (002 §7).
  r.post('/serbest_meslek_makbuzu/inbox/getDocument', async (c) => {
    const session = sessionOf(c);
    authorize(session, usableTable(session, 'serbest_meslek_makbuzu'), 'show', null);
    const body = await readBody(c);
    const uuid = uuidOf(
      valueOf(body, 'parameter') ?? valueOf(body, 'invoiceUUID') ?? valueOf(body, 'documentUuid'),
    );
    if (!uuid) throw new AppError(Codes.failId, 400);
    const held = await heldReceipt(deps.db, integrator(), session.departmentId, uuid);
    const mediaType = withXmlType(valueOf(body, 'withXML') ?? valueOf(body, 'mediaType'));
    return fileAnswer(c, await documentMedia(ctxOf(session), held.document.xml, mediaType, held.xsltId));
  });

  // KABUL / RED of an e-SMM the company received (002 §4, §5, §7); the issuer's receipt shows the answer.
  r.post('/serbest_meslek_makbuzu/inbox/answerInvoice', async (c) => {
    const session = sessionOf(c);
    authorize(session, usableTable(session, 'serbest_meslek_makbuzu'), 'show', null);
    if (session.subscriptionEnded) throw new AppError(Codes.subscriptionEnded, 400);
    const body = await readBody(c);
    const uuid = uuidOf(valueOf(body, 'invoiceUUID') ?? valueOf(body, 'parameter'));
    if (!uuid) throw new AppError(Codes.failId, 400);
    const code = await answerReceipt({
      db: deps.db,
      integrator: integrator(),
      departmentId: session.departmentId,
      ettn: uuid,
      code: String(valueOf(body, 'responseCode') ?? 'KABUL'),
      reason: String(valueOf(body, 'responseExplanation') ?? ''),
    });
    return ok(c, { message: receiptInboxTexts.done(code), status: code, responseCode: code });
  });

  return r;
}
