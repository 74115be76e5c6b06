import { sql } from 'kysely';
import type { Db } from '../db/database';
import { AppError, Codes } from '../lib/errors';
import { companyIdentity, deliveredDocument } from './identity';
import { IntegratorError, type AnswerCode, type HeldDocument, type Integrator } from './integrator';

// The e-SMM calls of 002 §7 beyond sending (docs/e-documents.md, "e-SMM: inbox calls"): `inbox/getDocument` — a
// receipt the integrator holds, sent or received by the company — and `inbox/answerInvoice` — the receiver's KABUL /
// RED of a receipt it received. GİB has no answer document for a receipt (ApplicationResponse is TICARIFATURA's):
// the integrator records the answer and the issuer's receipt on this server shows it.

export const receiptInboxTexts = {
  code: 'Yanıt KABUL ya da RED olmalıdır.',
  /** 002 §5: "Rejecting an incoming invoice or receipt needs an explanation of at least 3 characters". */
  reason: 'Reddedilecekse açıklama girilmek zorundadır. En az 3 hane olacak şekilde giriniz.',
  tooLong: 'Açıklama en fazla 1000 karakter olmalıdır.',
  notFound: 'Serbest Meslek Makbuzu bulunamadı.',
  notReceived: 'Yanıtlanacak makbuz bulunamadı.',
  unsupported: 'Entegratör makbuz yanıtını desteklemiyor.',
  done: (code: AnswerCode) => (code === 'KABUL' ? 'Makbuz kabul edildi.' : 'Makbuz reddedildi.'),
} as const;

/** The company's verified VKN / TCKN (a company without one holds no document; server/edocs/identity.ts). */
const companyVkn = async (db: Db, departmentId: number) => (await companyIdentity(db, departmentId)) ?? '';

/**
 * The e-SMM of `ettn` as the integrator holds it, when the company is its issuer or its receiver; else the spec's
 * empty state ("Serbest Meslek Makbuzu bulunamadı.", 002 §8). Also the issuer's template choice, when it is the
 * company's own receipt.
 */
export async function heldReceipt(
  db: Db,
  integrator: Integrator,
  departmentId: number,
  ettn: string,
): Promise<{ document: HeldDocument; xsltId: number | null }> {
  const vkn = await companyVkn(db, departmentId);
  const document = vkn && integrator.documentOf ? await integrator.documentOf(ettn, vkn) : null;
  if (!document || document.kind !== 'ESMM') throw new AppError(receiptInboxTexts.notFound, 400);
  const own =
    document.senderVkn === vkn
      ? await db
          .selectFrom('serbest_meslek_makbuzu')
          .select('fatura_xslt_id')
          .where('ettn', '=', ettn)
          .where('department_id', '=', departmentId)
          .executeTakeFirst()
      : undefined;
  return { document, xsltId: own?.fatura_xslt_id ? Number(own.fatura_xslt_id) : null };
}

export interface ReceiptAnswer {
  db: Db;
  integrator: Integrator;
  departmentId: number;
  ettn: string;
  code: string;
  reason: string;
}

/**
 * KABUL / RED of an e-SMM the company received (002 §7 `serbest_meslek_makbuzu/inbox/answerInvoice`): RED needs 3+
 * characters (002 §5), once; the integrator records it and the issuer's receipt on this server gets
 * `response_code` / `response_explanation`. Refusals are AppErrors with the Turkish message.
 */
export async function answerReceipt(o: ReceiptAnswer): Promise<AnswerCode> {
  const code = o.code.trim().toUpperCase() as AnswerCode;
  const reason = o.reason.trim();
  if (code !== 'KABUL' && code !== 'RED') throw new AppError(receiptInboxTexts.code, 400);
  if (code === 'RED' && [...reason].length < 3) throw new AppError(receiptInboxTexts.reason, 400);
  if ([...reason].length > 1000) throw new AppError(receiptInboxTexts.tooLong, 400);
  if (!o.integrator.answerReceipt) throw new AppError(receiptInboxTexts.unsupported, 400);
  const vkn = await companyVkn(o.db, o.departmentId);
  if (!vkn) throw new AppError(Codes.failId, 400);
  try {
    await o.integrator.answerReceipt(o.ettn, code, reason || null, vkn);
  } catch (err) {
    if (err instanceof IntegratorError) throw new AppError(err.message, 400);
    throw err;
  }
  // The issuer's side: the local integrator's notification of the answer to a receipt sent on this server — only the
  // receipt this server delivered to the answering company (its outbox job), never a row found by its ETTN alone.
  const delivered = await deliveredDocument(o.db, 'serbest_meslek_makbuzu', o.ettn, vkn);
  if (delivered)
    await sql`update serbest_meslek_makbuzu set response_code = ${code}, response_explanation = ${reason || null},
        updated_at = now()
      where id = ${delivered.id} and department_id = ${delivered.departmentId} and e_fatura_durumu_id <> 1`.execute(
      o.db,
    );
  return code;
}
