import { sql, type CreateTableBuilder, type Kysely } from 'kysely';
import { seedAddresses } from '../seed/addresses';

/** The common fields of every business row (ARCHITECTURE.md, "Data"). */
function commonFields<T extends string>(t: CreateTableBuilder<T, never>) {
  return t
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('own_id', 'bigint')
    .addColumn('user_id', 'bigint')
    .addColumn('state', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('department_id', 'bigint', (c) => c.notNull());
}

type Builder = CreateTableBuilder<string, never>;

/** The parts of an address (server/catalog/address-columns.ts). */
function addressParts(t: Builder): Builder {
  return t
    .addColumn('ulkeler_id', 'integer', (c) => c.references('ulkeler.id'))
    .addColumn('sehirler_id', 'integer', (c) => c.references('sehirler.id'))
    .addColumn('ilceler_id', 'integer', (c) => c.references('ilceler.id'))
    .addColumn('sehir_adi', 'text')
    .addColumn('ilce_adi', 'text')
    .addColumn('mahalle_adi', 'text')
    .addColumn('sokak_adi', 'text')
    .addColumn('bina_adi', 'text')
    .addColumn('bina_no', 'text')
    .addColumn('kapi_no', 'text')
    .addColumn('posta_kodu', 'text')
    .addColumn('acik_adres', 'text')
    .addColumn('varsayilan', 'boolean', (c) => c.notNull().defaultTo(false));
}

const INVOICES = ['satis_fatura', 'alis_fatura'];

/** The address parts an invoice header carries (002 §3), filled from the chosen address. */
const INVOICE_PARTS: [string, string][] = [
  ['ulkeler_id', 'ulkeler_id'],
  ['sehirler_id', 'sehirler_id'],
  ['ilceler_id', 'ilceler_id'],
  ['sehirler_input', 'sehir_adi'],
  ['ilceler_input', 'ilce_adi'],
  ['mahalle_adi', 'mahalle_adi'],
  ['sokak_adi', 'sokak_adi'],
  ['bina_adi', 'bina_adi'],
  ['bina_no', 'bina_no'],
  ['kapi_no', 'kapi_no'],
  ['posta_kodu', 'posta_kodu'],
];

/** A default address of the invoice row `t`: the flagged one of its customer (or company), else the first. */
const customerDefault = (column: string) =>
  sql`(select a.${sql.id(column)} from adres a
       where a.cari_hesap_id = t.cari_hesap_id and a.department_id = t.department_id
       order by a.varsayilan desc, a.id limit 1)`;
const companyDefault = sql`(select f.id from firma_adres f where f.department_id = t.department_id
                            order by f.varsayilan desc, f.id limit 1)`;

/**
 * Company addresses (firma_adres) and current-account addresses (adres); a "Merkez" address for every current
 * account and company already there; the invoices' required `firma_adres_id` and `adres_id` with the address
 * parts, filled for stored invoices (and their archived versions) from the default addresses.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await addressParts(
    commonFields(db.schema.createTable('firma_adres')).addColumn('adres_basligi', 'text', (c) => c.notNull()),
  ).execute();
  await addressParts(
    commonFields(db.schema.createTable('adres'))
      .addColumn('cari_hesap_id', 'bigint', (c) => c.notNull().references('cari_hesap.id'))
      .addColumn('adres_basligi', 'text', (c) => c.notNull()),
  ).execute();
  await sql`create index firma_adres_department_id_idx on firma_adres (department_id, id)`.execute(db);
  await sql`create index adres_department_id_idx on adres (department_id, id)`.execute(db);
  // The invoice's address select lists one customer's addresses.
  await sql`create index adres_cari_hesap_idx on adres (cari_hesap_id, id)`.execute(db);

  await seedAddresses(db);

  for (const table of INVOICES) {
    await db.schema
      .alterTable(table)
      .addColumn('adres_id', 'bigint', (c) => c.references('adres.id'))
      .addColumn('firma_adres_id', 'bigint', (c) => c.references('firma_adres.id'))
      .addColumn('ulkeler_id', 'integer', (c) => c.references('ulkeler.id'))
      .addColumn('sehirler_id', 'integer', (c) => c.references('sehirler.id'))
      .addColumn('ilceler_id', 'integer', (c) => c.references('ilceler.id'))
      .addColumn('sehirler_input', 'text')
      .addColumn('ilceler_input', 'text')
      .addColumn('mahalle_adi', 'text')
      .addColumn('sokak_adi', 'text')
      .addColumn('bina_adi', 'text')
      .addColumn('bina_no', 'text')
      .addColumn('kapi_no', 'text')
      .addColumn('posta_kodu', 'text')
      .execute();
    const parts = INVOICE_PARTS.map(([col]) => sql.id(col));
    const values = INVOICE_PARTS.map(([, from]) => customerDefault(from));
    await sql`update ${sql.table(table)} as t set
        adres_id = ${customerDefault('id')}, firma_adres_id = ${companyDefault},
        (${sql.join(parts)}) = (${sql.join(values)})`.execute(db);
    // Older versions get the same addresses, so that restoring one stays possible.
    await sql`update archive as ar set data = ar.data || jsonb_build_object(
        'adres_id', (select a.id from adres a where a.cari_hesap_id = (ar.data ->> 'cari_hesap_id')::bigint
                     and a.department_id = ar.department_id order by a.varsayilan desc, a.id limit 1),
        'firma_adres_id', (select f.id from firma_adres f where f.department_id = ar.department_id
                           order by f.varsayilan desc, f.id limit 1))
      where ar.table_name = ${table} and ar.data -> 'adres_id' is null`.execute(db);
    await sql`alter table ${sql.table(table)} alter column adres_id set not null,
      alter column firma_adres_id set not null`.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of INVOICES) {
    let t = db.schema.alterTable(table).dropColumn('adres_id').dropColumn('firma_adres_id');
    for (const [col] of INVOICE_PARTS) t = t.dropColumn(col);
    await t.execute();
  }
  await db.schema.dropTable('adres').execute();
  await db.schema.dropTable('firma_adres').execute();
}
