import { sql, type Kysely } from 'kysely';

// Issue 13 (docs/e-documents.md, "Inbox and answers"): a KABUL / RED answer travels as an ApplicationResponse
// document. The local integrator keeps the one it was sent (entegrator_belgeleri), the receiver's Gelen row the one
// it sent (gelen_efatura), each with the answer's own ETTN; the Gelen row's answer can be downloaded.

export async function up(db: Kysely<any>): Promise<void> {
  // yanit_xml of entegrator_belgeleri came with the e-İrsaliye's reply (202611280100): the answer's XML shares it.
  await sql`alter table entegrator_belgeleri add column yanit_ettn uuid, add column if not exists yanit_xml text`.execute(
    db,
  );
  await sql`alter table gelen_efatura add column yanit_ettn uuid, add column yanit_xml text`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table gelen_efatura drop column yanit_ettn, drop column yanit_xml`.execute(db);
  await sql`alter table entegrator_belgeleri drop column yanit_ettn`.execute(db);
}
