import { sql, type Kysely } from 'kysely';

// Issue 13 (docs/e-documents.md, "e-SMM: inbox calls"): the receiver's KABUL / RED of an e-SMM, shown on the
// issuer's receipt (serbest_meslek_makbuzu/inbox/answerInvoice; the local integrator keeps it in
// entegrator_belgeleri.yanit_kodu like an invoice's answer).

export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table serbest_meslek_makbuzu add column if not exists response_code text,
    add column if not exists response_explanation text`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table serbest_meslek_makbuzu drop column if exists response_code,
    drop column if exists response_explanation`.execute(db);
}
