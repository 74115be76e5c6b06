import { sql, type CreateTableBuilder, type Kysely } from 'kysely';
import { numberIndexName, numberIndexSql } from '../../tables/table.numbers';
import { seedDemoOrders } from '../seed/demo-orders';

// Purchase and sales orders (issue 11 item 1, docs/orders.md): alis_siparis / satis_siparis with their line
// tables, numeric columns at the catalogue's scales (server/catalog/order-columns.ts), the unique order number
// per company, and Demo Ticaret's demo orders for databases seeded before.

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

const money = sql`numeric(18, 2)`;
const decimal4 = sql`numeric(18, 4)`;

async function order(db: Kysely<any>, header: string, lines: string) {
  await commonFields(db.schema.createTable(header))
    .addColumn('cari_hesap_id', 'bigint', (c) => c.notNull().references('cari_hesap.id'))
    .addColumn('siparis_numarasi', 'text', (c) => c.notNull())
    .addColumn('siparis_tarihi', 'date', (c) => c.notNull())
    .addColumn('teslim_tarihi', 'date', (c) => c.notNull())
    .addColumn('siparis_durumu', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(1)
        .check(sql`siparis_durumu between 1 and 4`),
    )
    .addColumn('para_birimi_id', 'integer', (c) => c.notNull().defaultTo(1).references('para_birimleri.id'))
    .addColumn('döviz_kuru', decimal4, (c) => c.notNull().defaultTo(1))
    .addColumn('description', 'text')
    .addColumn('mal_hizmet_json', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('urun_hizmet_toplam_tutar', money, (c) => c.notNull().defaultTo(0))
    .addColumn('toplam_iskonto', money, (c) => c.notNull().defaultTo(0))
    .addColumn('hesaplanan_kdv', money, (c) => c.notNull().defaultTo(0))
    .addColumn('odenecek_tutar', money, (c) => c.notNull().defaultTo(0))
    .addColumn('dovizli_tutar', money, (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`create index ${sql.id(`${header}_department_id_idx`)} on ${sql.table(header)} (department_id, id)`.execute(
    db,
  );
  await sql`create index ${sql.id(`${header}_siparis_tarihi_idx`)} on ${sql.table(header)} (department_id, siparis_tarihi)`.execute(
    db,
  );
  await numberIndexSql(header, { column: 'siparis_numarasi' }).execute(db);

  await commonFields(db.schema.createTable(lines))
    .addColumn(`${header}_id`, 'bigint', (c) => c.notNull().references(`${header}.id`))
    .addColumn('sira_no', 'integer', (c) => c.notNull())
    .addColumn('mal_hizmet_turu_id', 'integer', (c) => c.references('mal_hizmet_turleri.id'))
    .addColumn('stok_kartlari_id', 'bigint', (c) => c.references('stok_kartlari.id'))
    .addColumn('depo_kartlari_id', 'bigint', (c) => c.references('depo_kartlari.id'))
    .addColumn('hizmet_ve_masraf_kartlari_id', 'bigint', (c) => c.references('hizmet_ve_masraf_kartlari.id'))
    .addColumn('sabit_kiymet_karti_id', 'bigint', (c) => c.references('sabit_kiymet_kartlari.id'))
    .addColumn('mal_hizmet', 'text')
    .addColumn('miktar', decimal4, (c) => c.notNull())
    .addColumn('birim_id', 'integer', (c) => c.references('birimler.id'))
    .addColumn('birim_fiyat', decimal4)
    .addColumn('iskonto_orani', money)
    .addColumn('kdv_id', 'integer', (c) => c.notNull().references('kdv_oranlari.id'))
    .addColumn('kdv_dahil_buton', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('gonderilen_miktar', decimal4, (c) => c.notNull().defaultTo(0))
    .addColumn('iskonto_tutari', money)
    .addColumn('mal_hizmet_tutari', money)
    .addColumn('kdv_orani', money)
    .addColumn('kdv_tutari', money)
    .addColumn('vergi_tutar', money)
    .execute();
  await sql`create index ${sql.id(`${lines}_department_id_idx`)} on ${sql.table(lines)} (department_id, id)`.execute(
    db,
  );
  await sql`create index ${sql.id(`${lines}_parent_idx`)} on ${sql.table(lines)} (${sql.id(`${header}_id`)}, sira_no)`.execute(
    db,
  );
}

export async function up(db: Kysely<any>): Promise<void> {
  await order(db, 'alis_siparis', 'alis_siparis_hizmet');
  await order(db, 'satis_siparis', 'satis_siparis_hizmet');
  await seedDemoOrders(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`delete from archive where table_name in ('alis_siparis', 'alis_siparis_hizmet', 'satis_siparis',
    'satis_siparis_hizmet')`.execute(db);
  await sql`delete from belge_serileri where table_name in ('alis_siparis', 'satis_siparis')`.execute(db);
  for (const t of ['alis_siparis_hizmet', 'alis_siparis', 'satis_siparis_hizmet', 'satis_siparis']) {
    if (!t.endsWith('_hizmet'))
      await sql`drop index if exists ${sql.id(numberIndexName(t, 'siparis_numarasi'))}`.execute(db);
    await db.schema.dropTable(t).execute();
  }
}
