import { sql, type Kysely } from 'kysely';
import { seedCompanyTaxOffices } from '../seed/demo-companies';

// Issue 13 (docs/e-documents.md, "From a stored invoice"): the company's own tax office, written into every
// e-document's AccountingSupplierParty/PartyTaxScheme (an IHRACAT invoice requires it). The demo companies get the
// tax office of their head office's district (a fresh database: the demo seed does it).

export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table departments add column if not exists vergi_daireleri_id bigint references vergi_daireleri (id)`.execute(
    db,
  );
  await seedCompanyTaxOffices(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table departments drop column if exists vergi_daireleri_id`.execute(db);
}
