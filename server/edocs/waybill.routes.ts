import { Hono, type Context } from 'hono';
import { sql } from 'kysely';
import type { AppDeps, AppEnv, Session } from '../app-env';
import { databaseFileStore } from '../files/file.store';
import { ok } from '../lib/envelope';
import { AppError, Codes } from '../lib/errors';
import { wakeOutbox } from '../jobs/outbox.worker';
import { authorize, usableTable } from '../tables/table.access';
import { parseId } from '../tables/table.service';
import { integratorFor } from './integrator';
import { documentMedia } from './render/render.service';
import { fileAnswer, readBody, sessionOf, uuidOf, valueOf, withXmlType } from './send.routes';
import { replyWaybill, sendWaybill, waybillTexts } from './waybill.service';

// The e-İrsaliye calls of 002 §7 (docs/e-documents.md, "e-İrsaliye"), mounted before the generic table routes:
//   POST /{token}/tables/e_irsaliye/sendInvoice                {id | documentUuid | invoiceUUID, column_set_id}
//   POST /{token}/tables/e_irsaliye/outbox/downloadMedia       {withXML, parameter, paramType: Document_UUID}
//   POST /{token}/tables/gelen_eirsaliye/inbox/downloadMedia   {withXML | mediaType, parameter | invoiceUUID, belge?}
//   POST /{token}/tables/gelen_eirsaliye/downloadMedia         {id, mediaType} (the viewer's call on a Gelen row)
//   POST /{token}/tables/gelen_eirsaliye/inbox/sendReceiptAdvice  the reply payload of 002 §3
// (e_irsaliye/downloadMedia and showMedia are the render routes'.)

export function waybillRoutes(deps: AppDeps) {
  const r = new Hono<AppEnv>();
  const integrator = () => deps.integrator ?? integratorFor(deps.db);
  const ctxOf = (session: Session) => ({
    db: deps.db,
    files: deps.files ?? databaseFileStore,
    departmentId: session.departmentId,
  });
  const idOf = async (
    body: Record<string, unknown>,
    table: string,
    uuidColumn: string,
    departmentId: number,
  ) => {
    const raw = valueOf(body, 'id');
    if (raw !== undefined && raw !== null && raw !== '') return parseId(String(raw));
    const uuid = uuidOf(
      valueOf(body, 'documentUuid') ?? valueOf(body, 'invoiceUUID') ?? valueOf(body, 'parameter'),
    );
    if (!uuid) return null;
    const row = await deps.db
      .selectFrom(table)
      .select('id')
      .where(uuidColumn, '=', uuid)
      .where('department_id', '=', departmentId)
      .executeTakeFirst();
    return row ? Number(row.id) : null;
  };

  r.post('/e_irsaliye/sendInvoice', async (c) => {
    const session = sessionOf(c);
    authorize(session, usableTable(session, 'e_irsaliye'), 'update', null);
    const body = await readBody(c);
    const id = await idOf(body, 'e_irsaliye', 'ettn', session.departmentId);
    if (!id) throw new AppError(Codes.failId, 400);
    const sent = await sendWaybill({
      db: deps.db,
      integrator: integrator(),
      id,
      departmentId: session.departmentId,
      userId: session.userId,
    });
    wakeOutbox();
    return ok(c, {
      message: waybillTexts.sent,
      id: sent.id,
      ettn: sent.ettn,
      irsaliye_numarasi: sent.number,
    });
  });

  // A sent waybill's XML as numbered and queued (the outbox keeps it), or its HTML / PDF.
  r.post('/e_irsaliye/outbox/downloadMedia', async (c) => {
    const session = sessionOf(c);
    authorize(session, usableTable(session, 'e_irsaliye'), 'show', null);
    const body = await readBody(c);
    const uuid = uuidOf(
      valueOf(body, 'parameter') ?? valueOf(body, 'documentUuid') ?? valueOf(body, 'invoiceUUID'),
    );
    if (!uuid) throw new AppError(Codes.failId, 400);
    const job = (
      await sql<{ xml: string; fatura_xslt_id: number | null }>`select g.xml, d.fatura_xslt_id
        from giden_kutusu g join e_irsaliye d on d.id = g.belge_id and d.department_id = g.department_id
        where g.ettn = ${uuid} and g.department_id = ${session.departmentId} and g.belge_tablosu = 'e_irsaliye'`.execute(
        deps.db,
      )
    ).rows[0];
    if (!job) throw new AppError(Codes.failId, 400);
    const mediaType = withXmlType(valueOf(body, 'withXML') ?? valueOf(body, 'mediaType'));
    return fileAnswer(c, await documentMedia(ctxOf(session), job.xml, mediaType, job.fatura_xslt_id));
  });

  // A received waybill (or, with `belge: 'yanit'`, the reply the company sent to it) as PDF, XML or HTML; also the
  // viewer's call on a Gelen row (`gelen_eirsaliye/downloadMedia {id, mediaType}`, the page's `media`).
  const incomingMedia = async (c: Context<AppEnv>) => {
    const session = sessionOf(c);
    authorize(session, usableTable(session, 'gelen_eirsaliye'), 'show', null);
    const body = await readBody(c);
    const id = await idOf(body, 'gelen_eirsaliye', 'document_uuid', session.departmentId);
    if (!id) throw new AppError(Codes.failId, 400);
    const row = await deps.db
      .selectFrom('gelen_eirsaliye')
      .select(['xml_icerik', 'yanit_xml', 'xml_dosya'])
      .where('id', '=', id)
      .where('department_id', '=', session.departmentId)
      .executeTakeFirst();
    const reply = String(valueOf(body, 'belge') ?? '') === 'yanit';
    const xml = reply ? row?.yanit_xml : row?.xml_icerik;
    if (!xml) throw new AppError(Codes.failId, 400);
    const mediaType = withXmlType(valueOf(body, 'withXML') ?? valueOf(body, 'mediaType'));
    // An imported waybill: its XML as it came (bytes kept), its HTML through its integrator's XSLT when it has one.
    const media = await documentMedia(ctxOf(session), String(xml), mediaType, null, { incoming: !reply });
    return fileAnswer(
      c,
      !reply && mediaType === 'xml' && row?.xml_dosya
        ? { ...media, bytes: row.xml_dosya as Uint8Array }
        : media,
    );
  };
  r.post('/gelen_eirsaliye/inbox/downloadMedia', incomingMedia);
  r.post('/gelen_eirsaliye/downloadMedia', incomingMedia);

  // İrsaliye Yanıtla: the receiver's reply (ReceiptAdvice); the sender's e_irsaliye shows its state.
  r.post('/gelen_eirsaliye/inbox/sendReceiptAdvice', async (c) => {
    const session = sessionOf(c);
    // Replying changes the received record: the right to edit it (002 §6 column sets; the row is not creatable).
    authorize(session, usableTable(session, 'gelen_eirsaliye'), 'show', null);
    if (session.subscriptionEnded) throw new AppError(Codes.subscriptionEnded, 400);
    const body = await readBody(c);
    const rawId = valueOf(body, 'id');
    const done = await replyWaybill({
      db: deps.db,
      integrator: integrator(),
      departmentId: session.departmentId,
      now: deps.now?.() ?? new Date(),
      input: {
        id: rawId !== undefined && rawId !== null && rawId !== '' ? parseId(String(rawId)) : null,
        uuid: uuidOf(valueOf(body, 'invoiceUUID') ?? valueOf(body, 'documentUuid')),
        firmaAdres: valueOf(body, 'firma_adres') ?? valueOf(body, 'firma_adres_id'),
        time: valueOf(body, 'irsaliye_zamani'),
        notes: valueOf(body, 'notlar'),
        prefixId: valueOf(body, 'fatura_on_eki_id'),
        lines: valueOf(body, 'mal_hizmet'),
      },
    });
    return ok(c, {
      message: waybillTexts.replied(done.state),
      status: done.state,
      yanit_durumu: done.state,
      yanit_numarasi: done.number,
      ettn: done.ettn,
    });
  });

  return r;
}
