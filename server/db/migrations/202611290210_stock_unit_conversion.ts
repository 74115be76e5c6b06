import { sql, type Kysely } from 'kysely';

// Unit conversion on stock cards (issue 11 item 5, docs/stock.md "Units"): `cikis_birim_katsayisi`, how many exit
// units one entry unit holds (1 Koli = 12 Adet: 12), and the stock report summing every movement in the card's
// exit unit (its entry unit when it has no exit unit): a movement keyed in the entry unit counts miktar × factor,
// one in the exit unit or in any other unit counts as keyed. The sum is exact (numeric), rounded once to 4 places.

/** The movement's quantity in the card's exit unit. */
const BASE_QTY = sql`case when h.birim_id is not null and h.birim_id = s.giris_birimi_id
    and s.cikis_birimi_id is not null and s.cikis_birimi_id <> s.giris_birimi_id and s.cikis_birim_katsayisi > 0
  then h.miktar * s.cikis_birim_katsayisi else h.miktar end`;

async function createView(db: Kysely<any>, converted: boolean) {
  const qty = converted ? BASE_QTY : sql`h.miktar`;
  const unit = converted ? sql`, min(coalesce(s.cikis_birimi_id, s.giris_birimi_id)) as birim_id` : sql``;
  const join = converted ? sql`left join stok_kartlari s on s.id = h.stok_kartlari_id` : sql``;
  await sql`create view stok_bakiyeleri as
    select min(h.id) as id, min(h.id) as own_id, null::bigint as user_id, true as state,
           min(h.created_at) as created_at, max(h.updated_at) as updated_at, h.department_id,
           h.stok_kartlari_id, h.depo_kartlari_id,
           sum(case when h.hareket_turu_id = 2 then 0 else ${qty} end)::numeric(18, 4) as giris_miktari,
           sum(case when h.hareket_turu_id = 2 then ${qty} else 0 end)::numeric(18, 4) as cikis_miktari,
           sum(case when h.hareket_turu_id = 2 then -(${qty}) else ${qty} end)::numeric(18, 4) as bakiye,
           max(h.hareket_tarihi) as son_hareket_tarihi ${unit}
    from stok_hareketleri h ${join}
    group by h.department_id, h.stok_kartlari_id, h.depo_kartlari_id`.execute(db);
}

export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table stok_kartlari add column if not exists cikis_birim_katsayisi numeric(18, 4)`.execute(
    db,
  );
  await sql`drop view if exists stok_bakiyeleri`.execute(db);
  await createView(db, true);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop view if exists stok_bakiyeleri`.execute(db);
  await createView(db, false);
  await sql`alter table stok_kartlari drop column if exists cikis_birim_katsayisi`.execute(db);
}
