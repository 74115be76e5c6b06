import { sql, type CreateTableBuilder, type Kysely } from 'kysely';

// Issue 11 items 2 and 5 (docs/stock.md): stock movements and the balance per warehouse, purchase and sales
// waybills with their stock lines, the invoice's link to the waybill it was made from, and the stock card's
// optional fields of 001 §3. Demo movements and waybills come with migration 202611260310.

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

const QTY = sql`numeric(18, 4)`;

async function index(db: Kysely<any>, table: string, name: string, columns: string) {
  await sql`create index ${sql.id(`${table}_${name}_idx`)} on ${sql.table(table)} (${sql.raw(columns)})`.execute(
    db,
  );
}

async function waybill(db: Kysely<any>, header: string, lines: string) {
  await commonFields(db.schema.createTable(header))
    .addColumn('cari_hesap_id', 'bigint', (c) => c.notNull().references('cari_hesap.id'))
    .addColumn('tc', 'text', (c) => c.notNull())
    .addColumn('adres_id', 'bigint', (c) => c.references('adres.id'))
    .addColumn('firma_adres_id', 'bigint', (c) => c.references('firma_adres.id'))
    .addColumn('irsaliye_numarasi', 'text', (c) => c.notNull())
    .addColumn('irsaliye_tarihi', 'date', (c) => c.notNull())
    .addColumn('irsaliye_zamani', 'time')
    .addColumn('irsaliye_tipi_id', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('kopya_bilgisi_id', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('para_birimi_id', 'integer', (c) => c.notNull().references('para_birimleri.id'))
    .addColumn('döviz_kuru', QTY, (c) => c.notNull().defaultTo(1))
    .addColumn('sevk_tarihi', 'date')
    .addColumn('sevk_zamani', 'time')
    .addColumn('siparis_numarasi', 'text')
    .addColumn('siparis_tarihi', 'date')
    .addColumn('tasiyici_turu_id', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('tasiyici_vkn', 'text')
    .addColumn('tasiyici_unvan', 'text')
    .addColumn('plaka', 'text')
    .addColumn('sofor_bilgileri', 'jsonb')
    .addColumn('dorse_plaka', 'jsonb')
    .addColumn('t_ulkeler_id', 'integer', (c) => c.references('ulkeler.id'))
    .addColumn('t_sehirler_id', 'integer', (c) => c.references('sehirler.id'))
    .addColumn('t_ilceler_id', 'integer', (c) => c.references('ilceler.id'))
    .addColumn('t_kasaba', 'text')
    .addColumn('t_mahalle_adi', 'text')
    .addColumn('t_sokak_adi', 'text')
    .addColumn('t_bina_adi', 'text')
    .addColumn('t_bina_no', 'text')
    .addColumn('t_kapi_no', 'text')
    .addColumn('t_posta_kodu', 'text')
    .addColumn('description', 'text')
    .addColumn('mal_hizmet_json', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .execute();
  await index(db, header, 'department_id', 'department_id, id');
  await index(db, header, 'irsaliye_tarihi', 'department_id, irsaliye_tarihi');

  await commonFields(db.schema.createTable(lines))
    .addColumn(`${header}_id`, 'bigint', (c) => c.notNull().references(`${header}.id`))
    .addColumn('sira_no', 'integer', (c) => c.notNull())
    .addColumn('depo_kartlari_id', 'bigint', (c) => c.notNull().references('depo_kartlari.id'))
    .addColumn('stok_kartlari_id', 'bigint', (c) => c.notNull().references('stok_kartlari.id'))
    .addColumn('mal_hizmet', 'text')
    .addColumn('miktar', QTY, (c) => c.notNull())
    .addColumn('birim_id', 'integer', (c) => c.notNull().references('birimler.id'))
    .addColumn('kunye_numarasi', 'text')
    .addColumn('description', 'text')
    .execute();
  await index(db, lines, 'department_id', 'department_id, id');
  await index(db, lines, 'parent', `${header}_id, sira_no`);
}

const MEASURES = ['agirlik', 'genislik', 'yukseklik', 'derinlik', 'alan', 'hacim'];

export async function up(db: Kysely<any>): Promise<void> {
  await waybill(db, 'alis_irsaliye', 'alis_irsaliye_hizmet');
  await waybill(db, 'satis_irsaliye', 'satis_irsaliye_hizmet');

  // The invoice made from a waybill: its stock moved with the waybill, so the invoice moves none.
  for (const [invoice, bill] of [
    ['alis_fatura', 'alis_irsaliye'],
    ['satis_fatura', 'satis_irsaliye'],
  ])
    await db.schema
      .alterTable(invoice)
      .addColumn(`${bill}_id`, 'bigint', (c) => c.references(`${bill}.id`))
      .execute();

  await commonFields(db.schema.createTable('stok_hareketleri'))
    .addColumn('hareket_tarihi', 'date', (c) => c.notNull())
    .addColumn('hareket_turu_id', 'integer', (c) => c.notNull().check(sql`hareket_turu_id between 1 and 4`))
    .addColumn('belge_turu_id', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(3)
        .check(sql`belge_turu_id between 1 and 3`),
    )
    .addColumn('stok_kartlari_id', 'bigint', (c) => c.notNull().references('stok_kartlari.id'))
    .addColumn('depo_kartlari_id', 'bigint', (c) => c.notNull().references('depo_kartlari.id'))
    .addColumn('miktar', QTY, (c) => c.notNull())
    .addColumn('birim_id', 'integer', (c) => c.references('birimler.id'))
    .addColumn('belge_numarasi', 'text')
    .addColumn('cari_hesap_id', 'bigint', (c) => c.references('cari_hesap.id'))
    .addColumn('description', 'text')
    .addColumn('kaynak_tablo', 'text')
    .addColumn('kaynak_id', 'bigint')
    .addColumn('kaynak_satir_id', 'bigint')
    .execute();
  await index(db, 'stok_hareketleri', 'department_id', 'department_id, id');
  await index(db, 'stok_hareketleri', 'kaynak', 'kaynak_tablo, kaynak_id');
  await index(db, 'stok_hareketleri', 'stok', 'department_id, stok_kartlari_id, depo_kartlari_id');

  // The balance of each stock card in each warehouse: Çıkış subtracts, every other type adds its quantity
  // (a Dönüşüm may be negative). Read-only through the table service; its id is the first movement's.
  await sql`create view stok_bakiyeleri as
    select min(h.id) as id, min(h.id) as own_id, null::bigint as user_id, true as state,
           min(h.created_at) as created_at, max(h.updated_at) as updated_at, h.department_id,
           h.stok_kartlari_id, h.depo_kartlari_id,
           sum(case when h.hareket_turu_id = 2 then 0 else h.miktar end)::numeric(18, 4) as giris_miktari,
           sum(case when h.hareket_turu_id = 2 then h.miktar else 0 end)::numeric(18, 4) as cikis_miktari,
           sum(case when h.hareket_turu_id = 2 then -h.miktar else h.miktar end)::numeric(18, 4) as bakiye,
           max(h.hareket_tarihi) as son_hareket_tarihi
    from stok_hareketleri h
    group by h.department_id, h.stok_kartlari_id, h.depo_kartlari_id`.execute(db);

  let t = db.schema
    .alterTable('stok_kartlari')
    .addColumn('askeri_stok', sql`numeric(18, 0)`)
    .addColumn('azemi_stok', sql`numeric(18, 0)`)
    .addColumn('fire_orani', sql`numeric(18, 0)`)
    .addColumn('temin_suresi', 'integer');
  for (const m of MEASURES)
    t = t.addColumn(m, QTY).addColumn(`${m}_turu_id`, 'integer', (c) => c.references('birimler.id'));
  await t.execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`delete from archive where table_name in ('stok_hareketleri', 'alis_irsaliye', 'alis_irsaliye_hizmet',
    'satis_irsaliye', 'satis_irsaliye_hizmet')`.execute(db);
  let t = db.schema
    .alterTable('stok_kartlari')
    .dropColumn('askeri_stok')
    .dropColumn('azemi_stok')
    .dropColumn('fire_orani')
    .dropColumn('temin_suresi');
  for (const m of MEASURES) t = t.dropColumn(m).dropColumn(`${m}_turu_id`);
  await t.execute();
  await sql`drop view stok_bakiyeleri`.execute(db);
  await db.schema.dropTable('stok_hareketleri').execute();
  await db.schema.alterTable('alis_fatura').dropColumn('alis_irsaliye_id').execute();
  await db.schema.alterTable('satis_fatura').dropColumn('satis_irsaliye_id').execute();
  for (const tb of ['alis_irsaliye_hizmet', 'alis_irsaliye', 'satis_irsaliye_hizmet', 'satis_irsaliye'])
    await db.schema.dropTable(tb).execute();
}
