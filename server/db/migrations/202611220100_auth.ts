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
    .addColumn('department_id', 'bigint');
}

const PACKAGES: [number, string][] = [
  [1, 'Ön muhasebe'],
  [2, 'Kobi'],
  [3, 'Kısıtlı Kobi'],
  [4, 'Muhasebe'],
  [5, 'Şube'],
];

/** Companies, users, authority records, session tokens, one-time codes and failed-login records. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('musteri_paketleri')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('name_basic', 'text', (c) => c.notNull())
    .execute();
  await db
    .insertInto('musteri_paketleri')
    .values(PACKAGES.map(([id, name_basic]) => ({ id, name_basic })))
    .execute();

  await commonFields(db.schema.createTable('departments'))
    .addColumn('name_basic', 'text', (c) => c.notNull())
    .addColumn('musteri_paketi_id', 'integer', (c) => c.references('musteri_paketleri.id'))
    .addColumn('son_kullanma_tarihi', 'date')
    .addColumn('firma_adresi', 'text')
    .addColumn('vergi_no', 'text')
    .addColumn('phone', 'text')
    .addColumn('email', 'text')
    .execute();
  // A company belongs to itself, so the company-scoped table service shows each company only its own row.
  await sql`
    create function departments_own_department() returns trigger language plpgsql as $$
    begin
      new.department_id := new.id;
      return new;
    end $$`.execute(db);
  await sql`
    create trigger departments_own_department before insert on departments
    for each row execute function departments_own_department()`.execute(db);

  await commonFields(db.schema.createTable('users'))
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('tc', 'text')
    .addColumn('name_basic', 'text')
    .addColumn('surname', 'text')
    .addColumn('password', 'text')
    .addColumn('phone', 'text')
    .addColumn('firma_sube_adi', 'text')
    .addColumn('telefon_dogrulama', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('kullanici_ayarlari', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .execute();
  // Login matches lower(email) = lower(input): unique case-insensitively even if a writer forgets to lower-case.
  await sql`create unique index users_email_lower_uq on users (lower(email))`.execute(db);
  await sql`create unique index users_tc_uq on users (tc) where tc is not null and tc <> ''`.execute(db);
  await db.schema.createIndex('users_department_idx').on('users').column('department_id').execute();

  await commonFields(db.schema.createTable('yetki_ver'))
    .addColumn('target_user_id', 'bigint', (c) => c.notNull().references('users.id'))
    .addColumn('auths', 'jsonb')
    .addColumn('is_admin', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();
  await db.schema
    .createIndex('yetki_ver_target_user_idx')
    .on('yetki_ver')
    .columns(['target_user_id', 'department_id'])
    .execute();
  await db.schema.createIndex('yetki_ver_department_idx').on('yetki_ver').column('department_id').execute();

  await db.schema
    .createTable('user_tokens')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('yetki_ver_id', 'bigint', (c) => c.notNull().references('yetki_ver.id').onDelete('cascade'))
    .addColumn('department_id', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('last_used_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('imitator_user_id', 'bigint', (c) => c.references('users.id').onDelete('cascade'))
    .execute();
  await db.schema
    .createIndex('user_tokens_user_idx')
    .on('user_tokens')
    .columns(['user_id', 'expires_at'])
    .execute();
  await db.schema.createIndex('user_tokens_yetki_idx').on('user_tokens').column('yetki_ver_id').execute();

  await db.schema
    .createTable('otp_codes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('yetki_ver_id', 'bigint', (c) => c.notNull().references('yetki_ver.id').onDelete('cascade'))
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('last_sent_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .addColumn('locked_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('otp_codes_user_idx')
    .on('otp_codes')
    .columns(['user_id', 'expires_at'])
    .execute();

  // Failed logins per account: the guessing throttle counts them in the database, never in process memory,
  // so that every server process sharing the database sees the same count.
  await db.schema
    .createTable('login_failures')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('failed_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('login_failures_user_idx')
    .on('login_failures')
    .columns(['user_id', 'failed_at'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ['login_failures', 'otp_codes', 'user_tokens', 'yetki_ver', 'users', 'departments']) {
    await db.schema.dropTable(t).execute();
  }
  await sql`drop function if exists departments_own_department()`.execute(db);
  await db.schema.dropTable('musteri_paketleri').execute();
}
