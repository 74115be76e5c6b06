import { sql, type Kysely } from 'kysely';

// Turkish alphabetical order that does not depend on the server's collation, for ORDER BY … COLLATE "C"
// (byte order): after Turkish lower-casing, ASCII letters are already in order, and each of ç ğ ı ö ş ü
// becomes the letter it follows plus '~' (which sorts after every letter), so c < cz < ç < d and h < ı < i.
// Other accented letters (â, é, à…) sort as their base letter. Identical on PGlite (C locale) and on any PostgreSQL. It repeats tr_lower's folding
// instead of calling it, so that an index on it never depends on the search_path; replace() keeps it cheap
// (sorting thousands of filtered rows computes it once per row).
const FOLLOWS: [string, string][] = [
  ['ç', 'c'],
  ['ğ', 'g'],
  ['ı', 'h'],
  ['ö', 'o'],
  ['ş', 's'],
  ['ü', 'u'],
];
const folded = sql`translate(lower(translate(t, 'IİÇŞĞÖÜÂÎÛ', 'ıiçşğöüâîû')), 'âàáäåãîìíïéèêëôòóõûùúñ', 'aaaaaaiiiieeeeoooouuun')`;
const sortKey = FOLLOWS.reduce(
  (inner, [ch, base]) => sql`replace(${inner}, ${sql.lit(ch)}, ${sql.lit(`${base}~`)})`,
  folded,
);

/** Reference lookups (countries, provinces, districts, tax offices, currencies, banks) and tr_sort_key. */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create or replace function tr_sort_key(t text) returns text
    language sql immutable strict parallel safe as $$ select ${sortKey} $$`.execute(db);

  await db.schema
    .createTable('ulkeler')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('name_basic', 'text', (c) => c.notNull())
    .addColumn('kod', 'text', (c) => c.notNull().unique())
    .addColumn('ad_en', 'text')
    .addColumn('dial_code', 'text')
    .addColumn('phone_mask', 'text')
    .execute();
  await db.schema
    .createTable('sehirler')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('name_basic', 'text', (c) => c.notNull())
    .addColumn('plaka', 'text', (c) => c.notNull().unique())
    .execute();
  await db.schema
    .createTable('ilceler')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('sehirler_id', 'integer', (c) => c.notNull().references('sehirler.id'))
    .addColumn('name_basic', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('ilceler_sehirler_idx').on('ilceler').column('sehirler_id').execute();
  await db.schema
    .createTable('vergi_daireleri')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('name_basic', 'text', (c) => c.notNull())
    .addColumn('resmi_ad', 'text', (c) => c.notNull())
    .addColumn('kod', 'text', (c) => c.notNull().unique())
    .addColumn('sehirler_id', 'integer', (c) => c.references('sehirler.id'))
    .addColumn('ilce_adi', 'text')
    .execute();
  await db.schema
    .createTable('para_birimleri')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('name_basic', 'text', (c) => c.notNull())
    .addColumn('kod', 'text', (c) => c.notNull().unique())
    .addColumn('sembol', 'text')
    .execute();
  await db.schema
    .createTable('bankalar')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('name_basic', 'text', (c) => c.notNull())
    .addColumn('eft_kodu', 'text', (c) => c.notNull().unique())
    .addColumn('swift_kodu', 'text')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ['bankalar', 'para_birimleri', 'vergi_daireleri', 'ilceler', 'sehirler', 'ulkeler']) {
    await db.schema.dropTable(t).execute();
  }
  await sql`drop function if exists tr_sort_key(text)`.execute(db);
}
