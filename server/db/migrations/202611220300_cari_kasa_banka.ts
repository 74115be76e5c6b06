import { sql, type CreateTableBuilder, type Kysely } from 'kysely';

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

/** Every list is scoped to one company and pages by id by default. */
async function companyIndex(db: Kysely<any>, table: string) {
  await db.schema
    .createIndex(`${table}_department_id_idx`)
    .on(table)
    .columns(['department_id', 'id'])
    .execute();
}

/** Bank branches, current accounts, cash cards and bank cards. */
export async function up(db: Kysely<any>): Promise<void> {
  await commonFields(db.schema.createTable('banka_subeleri'))
    .addColumn('bankalar_id', 'integer', (c) => c.notNull().references('bankalar.id'))
    .addColumn('name_basic', 'text', (c) => c.notNull())
    .addColumn('sube_kodu', 'text')
    .addColumn('sehirler_id', 'integer', (c) => c.references('sehirler.id'))
    .addColumn('ilceler_id', 'integer', (c) => c.references('ilceler.id'))
    .addColumn('adres', 'text')
    .addColumn('phone', 'text')
    .execute();
  await companyIndex(db, 'banka_subeleri');

  await commonFields(db.schema.createTable('cari_hesap'))
    .addColumn('cari_hesap_adi', 'text', (c) => c.notNull())
    .addColumn('cari_tipi', 'integer')
    .addColumn('tc', 'text', (c) => c.notNull())
    .addColumn('vergi_daireleri_id', 'integer', (c) => c.notNull().references('vergi_daireleri.id'))
    .addColumn('unvan', 'text')
    .addColumn('name_basic', 'text')
    .addColumn('surname', 'text')
    .addColumn('phone', 'text')
    .addColumn('email', 'text')
    .addColumn('ulkeler_id', 'integer', (c) => c.references('ulkeler.id'))
    .addColumn('sehirler_id', 'integer', (c) => c.references('sehirler.id'))
    .addColumn('ilceler_id', 'integer', (c) => c.references('ilceler.id'))
    .addColumn('mahalle_adi', 'text')
    .addColumn('sokak_adi', 'text')
    .addColumn('bina_no', 'text')
    .addColumn('kapi_no', 'text')
    .addColumn('posta_kodu', 'text')
    .addColumn('adres', 'text')
    .addColumn('description', 'text')
    .execute();
  await companyIndex(db, 'cari_hesap');
  // Contains / starts-with / ends-with filters compare tr_lower(column) with LIKE: a trigram index serves them.
  await sql`create index cari_hesap_adi_trgm_idx on cari_hesap using gin (tr_lower(cari_hesap_adi) gin_trgm_ops)`.execute(
    db,
  );
  // Lists sorted by name (Turkish order, see tr_sort_key) within one company. The key is stored, so that
  // sorting thousands of filtered rows reads it instead of computing it per row.
  await sql`alter table cari_hesap add column cari_hesap_adi_sort_key text collate "C"
    generated always as (tr_sort_key(cari_hesap_adi)) stored`.execute(db);
  await sql`create index cari_hesap_adi_sort_idx on cari_hesap (department_id, cari_hesap_adi_sort_key)`.execute(
    db,
  );

  await commonFields(db.schema.createTable('kasa_karti'))
    .addColumn('kasa_tanımı', 'text', (c) => c.notNull())
    .addColumn('para_birimi_id', 'integer', (c) => c.references('para_birimleri.id'))
    .addColumn('description', 'text')
    .execute();
  await companyIndex(db, 'kasa_karti');

  await commonFields(db.schema.createTable('banka_karti'))
    .addColumn('banka_tanımı', 'text', (c) => c.notNull())
    .addColumn('bankalar_id', 'integer', (c) => c.notNull().references('bankalar.id'))
    .addColumn('banka_sube_id', 'bigint', (c) => c.notNull().references('banka_subeleri.id'))
    .addColumn('iban_no', 'text')
    .addColumn('hesap_numarasi', 'text')
    .addColumn('para_birimi_id', 'integer', (c) => c.references('para_birimleri.id'))
    .addColumn('description', 'text')
    .execute();
  await companyIndex(db, 'banka_karti');
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ['banka_karti', 'kasa_karti', 'cari_hesap', 'banka_subeleri']) {
    await db.schema.dropTable(t).execute();
  }
}
