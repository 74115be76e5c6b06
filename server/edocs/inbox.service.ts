import { sql } from 'kysely';
import type { Db } from '../db/database';
import { companyIdentity } from './identity';
import { NO_ANSWER, type Integrator } from './integrator';

// The inbox (docs/e-documents.md, "Inbox and answers"): the e-Fatura documents the integrator holds for a company
// become rows of its `gelen_efatura` (its Gelen tab), once each (unique per company and ETTN).

/**
 * Fetches the company's incoming e-Fatura documents from the integrator and stores the new ones. Returns how many
 * were new. A company without a verified identity (server/edocs/identity.ts) receives nothing.
 */
export async function syncInbox(db: Db, integrator: Integrator, departmentId: number): Promise<number> {
  const vkn = await companyIdentity(db, departmentId);
  if (!vkn) return 0;
  const documents = await integrator.fetchIncoming(vkn);
  if (!documents.length) return 0;
  const known = new Set(
    (
      await db
        .selectFrom('gelen_efatura')
        .select('document_uuid')
        .where('department_id', '=', departmentId)
        .where(
          'document_uuid',
          'in',
          documents.map((d) => d.ettn),
        )
        .execute()
    ).map((r) => String(r.document_uuid)),
  );
  let added = 0;
  for (const d of documents) {
    if (known.has(d.ettn)) continue;
    const answer = d.answer?.code ?? (d.profile === 'TICARIFATURA' ? NO_ANSWER : null);
    const r =
      await sql`insert into gelen_efatura (department_id, document_id, document_issue_date, document_uuid,
        gonderen_vkn, gonderen_unvan, document_profile, fatura_tipi, odenecek_tutar, para_birimi, xml_icerik,
        response_code, response_explanation, yanit_tarihi)
      values (${departmentId}, ${d.number}, ${d.issueDate}, ${d.ettn}, ${d.senderVkn}, ${d.senderTitle}, ${d.profile},
        ${d.typeCode}, ${d.payable}, ${d.currency}, ${d.xml}, ${answer}, ${d.answer?.reason ?? null},
        ${d.answer?.at ?? null})
      on conflict (department_id, document_uuid) do nothing`.execute(db);
    added += Number(r.numAffectedRows ?? 0);
  }
  return added;
}
