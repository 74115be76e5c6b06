import { sql } from 'kysely';
import type { Db } from '../database';

// The demo companies' e-document number prefixes (fatura_on_ekleri; docs/e-documents.md, "The forms"): one default
// per kind of document, in GİB's form (three capitals).

/** [on_ek_kodu, on_ek_yeri_id] of each demo company's prefixes. */
const PREFIXES: [string, number][] = [
  ['DEF', 1],
  ['ARS', 2],
  ['IRS', 3],
  ['SMM', 4],
  ['EMM', 5],
];

/** Adds the prefixes to every company that has none yet (after seedDemoCompanies). */
export async function seedDemoPrefixes(db: Db): Promise<void> {
  const values = sql.join(PREFIXES.map(([kod, yer]) => sql`(${kod}, ${yer}::int)`));
  await sql`insert into fatura_on_ekleri (department_id, on_ek_kodu, on_ek_yeri_id, varsayilan)
    select d.id, p.kod, p.yer, true from departments d cross join (values ${values}) as p(kod, yer)
    where not exists (select 1 from fatura_on_ekleri f where f.department_id = d.id)`.execute(db);
  await sql`update fatura_on_ekleri set own_id = id where own_id is null`.execute(db);
}
