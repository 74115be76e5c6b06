import { sql, type Kysely } from 'kysely';
import { numericType } from '../../catalog/document-columns';
import { e_fatura } from '../../catalog/e_fatura.table';
import { e_fatura_mal_hizmet } from '../../catalog/e_fatura_mal_hizmet.table';
import type { CatalogColumn, TableDef } from '../../catalog/types';

// Issue 13 (docs/e-documents.md, "İhracat"): what an export (IHRACAT) e-Fatura needs beyond a sales invoice — the
// foreign buyer's tax number, the delivery terms and the transport mode on e_fatura; the GTİP and the package of
// each line on e_fatura_mal_hizmet. Types follow the catalogue. GİB's customs administration, the receiver of every
// export invoice, is a registered e-invoice user (the local integrator's list).

const HEADER = ['alici_vergi_no', 'teslim_sarti_id', 'gonderilme_sekli_id'];
const LINES = ['gtip_no', 'kap_cinsi', 'kap_no', 'kap_adedi'];

function typeOf(table: TableDef, name: string): string {
  const c = table.columns.find((x) => x.name === name) as CatalogColumn | undefined;
  if (!c) throw new Error(`${table.name}.${name} is not in the catalogue`);
  if (c.db_type_name === 'numeric') return numericType(c);
  return c.db_type_name === 'integer' ? 'integer' : 'text';
}

const add = (table: TableDef, names: string[]) =>
  sql`alter table ${sql.table(table.name)} ${sql.join(
    names.map((name) => sql`add column if not exists ${sql.id(name)} ${sql.raw(typeOf(table, name))}`),
    sql`, `,
  )}`;

export async function up(db: Kysely<any>): Promise<void> {
  await add(e_fatura, HEADER).execute(db);
  await add(e_fatura_mal_hizmet, LINES).execute(db);
  await sql`insert into efatura_kullanicilari (vkn_tckn, unvan, etiket)
    values ('1460415308', 'GÜMRÜK VE TİCARET BAKANLIĞI BİLGİ İŞLEM DAİRESİ BAŞKANLIĞI', 'urn:mail:ihracatpk@gtb.gov.tr')
    on conflict (vkn_tckn) do nothing`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`delete from efatura_kullanicilari where vkn_tckn = '1460415308'`.execute(db);
  await sql`alter table e_fatura_mal_hizmet ${sql.join(
    LINES.map((n) => sql`drop column if exists ${sql.id(n)}`),
    sql`, `,
  )}`.execute(db);
  await sql`alter table e_fatura ${sql.join(
    HEADER.map((n) => sql`drop column if exists ${sql.id(n)}`),
    sql`, `,
  )}`.execute(db);
}
