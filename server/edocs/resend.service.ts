import { sql } from 'kysely';
import { findTable } from '../catalog';
import type { TableDef } from '../catalog/types';
import type { Db } from '../db/database';
import { AppError, Codes } from '../lib/errors';
import { archiveStoredRow } from '../tables/table.repository';
import { despatchModelOf } from './despatch.adapter';
import { readStoredInvoice } from './edocs.repository';
import { ENT_STATUS, type Integrator } from './integrator';
import { storedXmlOf } from './receipt.adapter';
import { receiverOf, SEND_SPECS, sendTexts, type SendTable } from './send.service';
import { buildDespatchAdvice, UblInputError } from './ubl';
import { validateUbl } from './validate';
import { waybillTexts } from './waybill.service';

// "Tekrar Gönder" (docs/e-documents.md, "Resending a job given up"): a sent document whose outbox job the worker
// gave up (`hata`: a permanent refusal or the last try failed) goes back into the queue — the same job, the same
// ETTN, the same number. Its XML is built again from the record (locked since it was sent, so only the company's
// data, a fixed adapter or the reference data can differ) and checked like a send; the integrator answers an ETTN it
// already has with the first receipt, so a document it had accepted is not sent twice.

type Row = Record<string, any>;

/** The tables whose given-up jobs can be sent again (every table sendInvoice numbers). */
export const RESEND_TABLES = [
  'e_fatura',
  'e_arsiv_fatura',
  'e_irsaliye',
  'serbest_meslek_makbuzu',
  'e_mustahsil_makbuzu',
] as const;
export type ResendTable = (typeof RESEND_TABLES)[number];

export const resendTexts = {
  /** Defter's wording (002 names no resend): the toast after "Tekrar Gönder". */
  resent: 'Belge tekrar gönderime alındı.',
  notFailed:
    'Bu belgenin gönderimi sürüyor ya da tamamlandı; yalnızca gönderilemeyen belgeler tekrar gönderilebilir.',
} as const;

/** The status the integrator's column shows while a document waits in the outbox (as sendInvoice writes it). */
const waitingOf = (table: ResendTable) =>
  table === 'e_irsaliye' ? ENT_STATUS.waiting : SEND_SPECS[table as SendTable].waiting;

export interface ResendOptions {
  db: Db;
  integrator: Integrator;
  table: ResendTable;
  id: number;
  departmentId: number;
  userId: number;
  /** Check the rebuilt XML with GİB's XSD and schematron first (default true). */
  validate?: boolean;
}

/**
 * Puts a given-up document back into the outbox. Refuses (nothing changed) when the document has no job, its job is
 * not given up, its receiver is no registered user any more (e-Fatura, e-İrsaliye) or its XML fails GİB's checks.
 */
export async function resendDocument(
  o: ResendOptions,
): Promise<{ id: number; ettn: string; number: string }> {
  const table = findTable(o.table) as TableDef;
  const job = (
    await sql<Row>`select id, ettn::text as ettn, belge_no, durum from giden_kutusu
      where department_id = ${o.departmentId} and belge_tablosu = ${o.table} and belge_id = ${o.id}`.execute(
      o.db,
    )
  ).rows[0];
  const stored = job ? await readStoredInvoice(o.db, table, o.id, o.departmentId) : null;
  if (!job || !stored) throw new AppError(Codes.failId, 400);
  if (job.durum !== 'hata') throw new AppError(resendTexts.notFailed, 400);
  const ettn = String(job.ettn);
  if (o.table === 'e_fatura' || o.table === 'e_irsaliye') {
    const receiver = receiverOf(stored);
    const notUser = o.table === 'e_fatura' ? sendTexts.notUser : waybillTexts.notUser;
    if (!receiver || !(await o.integrator.isEInvoiceUser(receiver))) throw new AppError(notUser, 400);
  }
  let xml: string;
  try {
    xml =
      o.table === 'e_irsaliye'
        ? buildDespatchAdvice(despatchModelOf(stored, ettn))
        : storedXmlOf(o.table, stored, ettn);
  } catch (err) {
    if (err instanceof UblInputError) throw new AppError(sendTexts.invalid(err.message), 400);
    throw err;
  }
  // The number stays the one given at sending: the rebuilt document must carry it.
  if (!xml.includes(`<cbc:ID>${job.belge_no}</cbc:ID>`) || !xml.includes(`<cbc:UUID>${ettn}</cbc:UUID>`))
    throw new AppError(sendTexts.invalid(`${job.belge_no} / ${ettn}`), 400);
  if (o.validate !== false) {
    const checked = await validateUbl(xml);
    if (!checked.valid) throw new AppError(sendTexts.invalid(checked.issues[0]?.message ?? ''), 400);
  }

  await o.db.transaction().execute(async (trx) => {
    const back = await sql`update giden_kutusu set durum = 'bekliyor', xml = ${xml}, deneme_sayisi = 0,
        sonraki_deneme = now(), last_error = null, claimed_by = null, claimed_until = null
      where id = ${job.id} and durum = 'hata'`.execute(trx);
    // Another click (or process) was first.
    if (!Number(back.numAffectedRows ?? 0)) throw new AppError(resendTexts.notFailed, 400);
    await archiveStoredRow(trx, {
      table,
      id: o.id,
      departmentId: o.departmentId,
      action: 'update',
      userId: o.userId,
    });
    await sql`update ${sql.table(o.table)} set ent_fatura_durumu = ${waitingOf(o.table)}, updated_at = now()
      where id = ${o.id} and department_id = ${o.departmentId}`.execute(trx);
  });
  return { id: o.id, ettn, number: String(job.belge_no) };
}
