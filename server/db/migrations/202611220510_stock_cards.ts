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

async function companyIndex(db: Kysely<any>, table: string) {
  await db.schema
    .createIndex(`${table}_department_id_idx`)
    .on(table)
    .columns(['department_id', 'id'])
    .execute();
}

/** Warehouses, stock cards and service/expense cards of a company. */
export async function up(db: Kysely<any>): Promise<void> {
  await commonFields(db.schema.createTable('depo_kartlari'))
    .addColumn('depo_adi', 'text', (c) => c.notNull())
    .addColumn('depo_kodu', 'text')
    .addColumn('sehirler_id', 'integer', (c) => c.references('sehirler.id'))
    .addColumn('ilceler_id', 'integer', (c) => c.references('ilceler.id'))
    .addColumn('adres', 'text')
    .addColumn('description', 'text')
    .execute();
  await companyIndex(db, 'depo_kartlari');

  await commonFields(db.schema.createTable('stok_kartlari'))
    .addColumn('stok_adi', 'text', (c) => c.notNull())
    .addColumn('stok_kodu', 'text')
    .addColumn('barkod', 'text')
    .addColumn('stok_turu_id', 'integer', (c) => c.notNull().references('stok_turleri.id'))
    .addColumn('giris_birimi_id', 'integer', (c) => c.notNull().references('birimler.id'))
    .addColumn('cikis_birimi_id', 'integer', (c) => c.references('birimler.id'))
    .addColumn('alis_kdv_orani', 'integer', (c) => c.notNull().references('kdv_oranlari.id'))
    .addColumn('satis_kdv_orani', 'integer', (c) => c.notNull().references('kdv_oranlari.id'))
    .addColumn('alis_fiyati', 'numeric', (c) => c.notNull())
    .addColumn('satis_fiyati', 'numeric', (c) => c.notNull())
    .addColumn('kdv_dahil_buton', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('para_birimi_id', 'integer', (c) => c.references('para_birimleri.id'))
    .addColumn('depo_kartlari_id', 'bigint', (c) => c.references('depo_kartlari.id'))
    .addColumn('description', 'text')
    .execute();
  await companyIndex(db, 'stok_kartlari');

  await commonFields(db.schema.createTable('hizmet_ve_masraf_kartlari'))
    .addColumn('hizmet_masraf_kodu', 'text', (c) => c.notNull())
    .addColumn('hizmet_masraf_adi', 'text', (c) => c.notNull())
    .addColumn('hizmet_masraf_turu', 'integer')
    .addColumn('birim_id', 'integer', (c) => c.references('birimler.id'))
    .addColumn('birim_fiyat', 'numeric')
    .addColumn('kdv_id', 'integer', (c) => c.notNull().references('kdv_oranlari.id'))
    .addColumn('kdv_dahil_buton', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('para_birimi_id', 'integer', (c) => c.notNull().references('para_birimleri.id'))
    .addColumn('description', 'text')
    .execute();
  await companyIndex(db, 'hizmet_ve_masraf_kartlari');
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ['hizmet_ve_masraf_kartlari', 'stok_kartlari', 'depo_kartlari']) {
    await db.schema.dropTable(t).execute();
  }
}
