import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../app-env';
import { ok } from '../lib/envelope';
import { AppError, Codes } from '../lib/errors';
import { wakeOutbox } from '../jobs/outbox.worker';
import { authorize, usableTable } from '../tables/table.access';
import { parseId } from '../tables/table.service';
import { integratorFor } from './integrator';
import { RESEND_TABLES, resendDocument, resendTexts } from './resend.service';
import { readBody, sessionOf, uuidOf, valueOf } from './send.routes';

// "Tekrar Gönder" (Defter's call; 002 §7 names none — docs/e-documents.md, "Resending a job given up"):
//   POST /{token}/tables/e_fatura|e_arsiv_fatura|e_irsaliye|serbest_meslek_makbuzu|e_mustahsil_makbuzu/outbox/resend
//        {id | documentUuid | invoiceUUID}
// A sent document whose outbox job was given up goes back into the queue with its ETTN and number.

export function resendRoutes(deps: AppDeps) {
  const r = new Hono<AppEnv>();
  for (const tableName of RESEND_TABLES)
    r.post(`/${tableName}/outbox/resend`, async (c) => {
      const session = sessionOf(c);
      authorize(session, usableTable(session, tableName), 'update', null);
      if (session.subscriptionEnded) throw new AppError(Codes.subscriptionEnded, 400);
      const body = await readBody(c);
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
