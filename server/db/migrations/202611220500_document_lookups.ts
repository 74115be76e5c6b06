import { type Kysely } from 'kysely';
import { seedDocumentLookups } from '../seed/reference-documents';

const NAMED = ['fatura_tipleri', 'fatura_senaryolari', 'mal_hizmet_turleri', 'stok_turleri'];

/**
 * The lookups of stock cards and documents (units, KDV rates, other taxes, invoice types and scenarios, line
 * types, exemption and withholding codes, stock types), filled here so that every database has them.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('birimler')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('name_basic', 'text', (c) => c.notNull())
    .addColumn('kod', 'text', (c) => c.notNull().unique())
    .execute();
  await db.schema
    .createTable('kdv_oranlari')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('name_basic', 'text', (c) => c.notNull())
    .addColumn('oran', 'numeric', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('vergiler')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('name_basic', 'text', (c) => c.notNull())
    .addColumn('kod', 'text', (c) => c.notNull().unique())
    .addColumn('kisa_ad', 'text')
    .addColumn('vergi_turu', 'text', (c) => c.notNull())
    .execute();
  for (const name of NAMED) {
    let t = db.schema
      .createTable(name)
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('name_basic', 'text', (c) => c.notNull());
    if (name === 'fatura_tipleri' || name === 'fatura_senaryolari')
      t = t.addColumn('kod', 'text', (c) => c.notNull().unique());
    await t.execute();
  }
  await db.schema
    .createTable('istisna_kodlari')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('name_basic', 'text', (c) => c.notNull())
    .addColumn('kod', 'text', (c) => c.notNull().unique())
    .addColumn('ad', 'text')
    .addColumn('vergi', 'text')
    .addColumn('gib_listesi', 'text')
    .execute();
  await db.schema
    .createTable('tevkifat_kodlari')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('name_basic', 'text', (c) => c.notNull())
    .addColumn('kod', 'text', (c) => c.notNull())
    .addColumn('ad', 'text', (c) => c.notNull())
    .addColumn('oran', 'text', (c) => c.notNull())
    .addColumn('yuzde', 'integer', (c) => c.notNull())
    .addColumn('dayanak', 'text')
    .addUniqueConstraint('tevkifat_kodlari_kod_yuzde_key', ['kod', 'yuzde'])
    .execute();
  await seedDocumentLookups(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of [
    'tevkifat_kodlari',
    'istisna_kodlari',
    ...[...NAMED].reverse(),
    'vergiler',
    'kdv_oranlari',
    'birimler',
  ]) {
    await db.schema.dropTable(t).execute();
  }
}
