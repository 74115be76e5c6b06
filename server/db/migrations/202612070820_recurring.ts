import { sql, type Kysely } from 'kysely';

// Issue 28 item 3 (docs/mail.md "Recurring invoices"):
// - tekrarlayan_faturalar: a plan made with "Tekrarla" on a sales invoice or an e-invoice: its period, its end,
//   draft or send, and the next period to make (`sonraki_donem`, `sonraki_tarih`) — advanced in the transaction that
//   makes that period's invoice, so a period is made once whichever process runs it;
// - tekrar_calismalari: one row per period made (unique per plan and period), with its document.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('tekrarlayan_faturalar')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('department_id', 'bigint', (c) => c.notNull().references('departments.id').onDelete('cascade'))
    // Whose rights the runs use (the user who made the plan).
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
    .addColumn('kaynak_tablo', 'text', (c) => c.notNull())
    .addColumn('kaynak_id', 'bigint', (c) => c.notNull())
    .addColumn('kaynak_no', 'text')
    .addColumn('periyot', 'text', (c) => c.notNull())
    .addColumn('aralik', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('ayin_gunu', 'integer')
    .addColumn('baslangic_tarihi', 'date', (c) => c.notNull())
    .addColumn('bitis_tarihi', 'date')
    .addColumn('adet', 'integer')
    // taslak: the invoice is made as a draft; gonder: made and sent (e-Fatura or e-Arşiv by the customer).
    .addColumn('islem', 'text', (c) => c.notNull())
    // aktif, durduruldu, tamamlandi.
    .addColumn('durum', 'text', (c) => c.notNull().defaultTo('aktif'))
    .addColumn('sonraki_donem', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('sonraki_tarih', 'date')
    .addColumn('son_hata', 'text')
    // After a failed run the plan waits until then (no retry storm).
    .addColumn('bekle_until', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index tekrarlayan_faturalar_due on tekrarlayan_faturalar (sonraki_tarih, id) where durum = 'aktif'`.execute(
    db,
  );
  await sql`create index tekrarlayan_faturalar_kaynak on tekrarlayan_faturalar (department_id, kaynak_tablo, kaynak_id)`.execute(
    db,
  );

  await db.schema
    .createTable('tekrar_calismalari')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('plan_id', 'bigint', (c) =>
      c.notNull().references('tekrarlayan_faturalar.id').onDelete('cascade'),
    )
    .addColumn('department_id', 'bigint', (c) => c.notNull())
    .addColumn('donem_no', 'integer', (c) => c.notNull())
    .addColumn('donem_tarihi', 'date', (c) => c.notNull())
    .addColumn('belge_tablosu', 'text', (c) => c.notNull())
    .addColumn('belge_id', 'bigint', (c) => c.notNull())
    .addColumn('belge_no', 'text')
    // taslak (made as a draft), gonderilecek (made, to be sent), gonderildi, hata (sending refused: the draft stays).
    .addColumn('durum', 'text', (c) => c.notNull())
    .addColumn('aciklama', 'text')
    // The process that made it (host:pid), for the operator.
    .addColumn('calistiran', 'text')
    .addColumn('claimed_until', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('tekrar_calismalari_donem_uq', ['plan_id', 'donem_no'])
    .execute();
  await sql`create index tekrar_calismalari_gonderilecek on tekrar_calismalari (id) where durum = 'gonderilecek'`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('tekrar_calismalari').execute();
  await db.schema.dropTable('tekrarlayan_faturalar').execute();
}
