import { Hono } from 'hono';
import { sql } from 'kysely';
import type { AppDeps, AppEnv } from '../app-env';
import { ok } from '../lib/envelope';
import { AppError, Codes } from '../lib/errors';
import { wakeOutbox } from '../jobs/outbox.worker';
import { authorize, usableTable } from '../tables/table.access';
import { parseId } from '../tables/table.service';
import { integratorFor } from './integrator';
import { RESEND_TABLES, resendDocument, resendTexts } from './resend.service';
import { documentIdOf, readBody, sessionOf, valueOf } from './send.routes';

// "Tekrar Gönder" (Defter's call; 002 §7 names none — docs/e-documents.md, "Resending a job given up"):
//   POST /{token}/tables/e_fatura|e_arsiv_fatura|e_irsaliye|serbest_meslek_makbuzu|e_mustahsil_makbuzu/outbox/resend
//        {id | documentUuid | invoiceUUID}
// A sent document whose outbox job was given up goes back into the queue with its ETTN and number.
//   POST /{token}/tables/<same tables>/outbox/status {id}  → {durum, deneme_sayisi, last_error}
// The document's outbox job as its viewer shows it (a given-up job's reason; docs/e-documents.md).

export function resendRoutes(deps: AppDeps) {
  const r = new Hono<AppEnv>();
  for (const tableName of RESEND_TABLES)
    r.post(`/${tableName}/outbox/status`, async (c) => {
      const session = sessionOf(c);
      authorize(session, usableTable(session, tableName), 'show', null);
      const rawId = valueOf(await readBody(c), 'id');
      const id = rawId !== undefined && rawId !== null && rawId !== '' ? parseId(String(rawId)) : null;
      if (!id) throw new AppError(Codes.failId, 400);
      const job = (
        await sql<Record<string, unknown>>`select durum, deneme_sayisi, last_error from giden_kutusu
          where department_id = ${session.departmentId} and belge_tablosu = ${tableName} and belge_id = ${id}`.execute(
          deps.db,
        )
      ).rows[0];
      // No job (a draft, another company's id): nothing to show, not an error.
      return ok(c, {
        durum: job?.durum ?? null,
        deneme_sayisi: job ? Number(job.deneme_sayisi) : null,
        last_error: job?.last_error ?? null,
      });
    });
  for (const tableName of RESEND_TABLES)
    r.post(`/${tableName}/outbox/resend`, async (c) => {
      const session = sessionOf(c);
      authorize(session, usableTable(session, tableName), 'update', null);
      if (session.subscriptionEnded) throw new AppError(Codes.subscriptionEnded, 400);
      const id = await documentIdOf(deps, session, tableName, await readBody(c));
      const done = await resendDocument({
        db: deps.db,
        integrator: deps.integrator ?? integratorFor(deps.db),
        table: tableName,
        id,
        departmentId: session.departmentId,
        userId: session.userId,
      });
      wakeOutbox();
      return ok(c, { message: resendTexts.resent, id: done.id, ettn: done.ettn, belge_no: done.number });
    });
  return r;
}
