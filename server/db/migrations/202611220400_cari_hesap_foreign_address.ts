import type { Kysely } from 'kysely';

/** Free-text city and district of a current account abroad (the selects hold Turkish provinces only). */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('cari_hesap').addColumn('sehir_adi', 'text').execute();
  await db.schema.alterTable('cari_hesap').addColumn('ilce_adi', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('cari_hesap').dropColumn('ilce_adi').execute();
  await db.schema.alterTable('cari_hesap').dropColumn('sehir_adi').execute();
}
