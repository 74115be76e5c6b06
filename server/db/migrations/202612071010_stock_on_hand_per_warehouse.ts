import { sql, type Kysely } from 'kysely';

// Issue 24 item 5 (docs/stock.md, "The stock card list"): the stock card list shows the quantity on hand in each
// warehouse. `stok_kartlari.depo_miktarlari` is a derived text — "Anadolu Yakası Depo: 2,5 Adet · Merkez Depo:
// 1.255 Adet" — counted like the stock report (`stok_bakiyeleri`): in the card's exit unit, a movement in the entry
// unit × the card's factor, exact (numeric), rounded once to 4 places, Turkish number format. Triggers keep it:
// every statement inserting, updating or deleting movements recounts their cards (locked in id order); a card whose
// units or factor change recounts itself (the report recounts its whole history with the new factor too). Null when
// the card has no movement.

export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table stok_kartlari add column if not exists depo_miktarlari text`.execute(db);

  // 1250.5 → '1.250,5'; −5 → '-5' (Turkish grouping and decimal comma, no trailing zeros).
  await sql`
    create or replace function tr_miktar(x numeric) returns text language sql immutable as $$
      select case when x < 0 then '-' else '' end
        || translate(to_char(trunc(abs(x)), 'FM999,999,999,999,999,990'), ',', '.')
        || coalesce(',' || nullif(rtrim(substr(to_char(abs(x) - trunc(abs(x)), 'FM0.0000'), 3), '0'), ''), '')
    $$`.execute(db);

  // The text of one card from its movements, with the unit columns given (a BEFORE UPDATE trigger passes the new ones).
  await sql`
    create or replace function stok_depo_miktarlari(kart bigint, giris bigint, cikis bigint, katsayi numeric)
    returns text language sql stable as $$
      select string_agg(coalesce(d.depo_adi, '—') || ': ' || tr_miktar(x.bakiye) || coalesce(' ' || b.name_basic, ''),
          ' · ' order by d.depo_adi, x.depo_kartlari_id)
      from (
        select h.depo_kartlari_id, round(sum(case when h.hareket_turu_id = 2 then -q.m else q.m end), 4) as bakiye
        from stok_hareketleri h,
          lateral (select case when h.birim_id is not null and h.birim_id = $2 and $3 is not null and $3 <> $2
            and $4 > 0 then h.miktar * $4 else h.miktar end as m) q
        where h.stok_kartlari_id = $1
        group by h.depo_kartlari_id
      ) x
      left join depo_kartlari d on d.id = x.depo_kartlari_id
      left join birimler b on b.id = coalesce($3, $2)
    $$`.execute(db);

  // Statement-level, with the statement's rows (a document writes all its movements in one statement): the cards
  // are locked in id order first, so two documents with the same cards in another order never wait in a circle.
  for (const [event, refs, cards] of [
    ['insert', 'new table as nt', 'select stok_kartlari_id from nt'],
    [
      'update',
      'old table as ot new table as nt',
      'select stok_kartlari_id from ot union select stok_kartlari_id from nt',
    ],
    ['delete', 'old table as ot', 'select stok_kartlari_id from ot'],
  ] as const) {
    await sql
      .raw(
        `create or replace function stok_hareketi_depo_miktarlari_${event}() returns trigger language plpgsql as $$
          begin
            perform 1 from stok_kartlari where id in (${cards}) order by id for update;
            update stok_kartlari s set depo_miktarlari = stok_depo_miktarlari(s.id, s.giris_birimi_id,
                s.cikis_birimi_id, s.cikis_birim_katsayisi)
              where s.id in (${cards});
            return null;
          end $$`,
      )
      .execute(db);
    await sql
      .raw(`drop trigger if exists stok_hareketleri_depo_miktarlari_${event} on stok_hareketleri`)
      .execute(db);
    await sql
      .raw(
        `create trigger stok_hareketleri_depo_miktarlari_${event} after ${event} on stok_hareketleri
          referencing ${refs} for each statement execute function stok_hareketi_depo_miktarlari_${event}()`,
      )
      .execute(db);
  }

  await sql`
    create or replace function stok_karti_depo_miktarlari() returns trigger language plpgsql as $$
      begin
        if new.giris_birimi_id is distinct from old.giris_birimi_id
          or new.cikis_birimi_id is distinct from old.cikis_birimi_id
          or new.cikis_birim_katsayisi is distinct from old.cikis_birim_katsayisi then
          new.depo_miktarlari := stok_depo_miktarlari(new.id, new.giris_birimi_id, new.cikis_birimi_id,
            new.cikis_birim_katsayisi);
        end if;
        return new;
      end $$`.execute(db);
  await sql`drop trigger if exists stok_kartlari_depo_miktarlari on stok_kartlari`.execute(db);
  await sql`create trigger stok_kartlari_depo_miktarlari before update on stok_kartlari
    for each row execute function stok_karti_depo_miktarlari()`.execute(db);

  await sql`update stok_kartlari s set depo_miktarlari = stok_depo_miktarlari(s.id, s.giris_birimi_id,
      s.cikis_birimi_id, s.cikis_birim_katsayisi)
    where exists (select 1 from stok_hareketleri h where h.stok_kartlari_id = s.id)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop trigger if exists stok_kartlari_depo_miktarlari on stok_kartlari`.execute(db);
  for (const event of ['insert', 'update', 'delete']) {
    await sql
      .raw(`drop trigger if exists stok_hareketleri_depo_miktarlari_${event} on stok_hareketleri`)
      .execute(db);
    await sql.raw(`drop function if exists stok_hareketi_depo_miktarlari_${event}()`).execute(db);
  }
  await sql`drop function if exists stok_karti_depo_miktarlari()`.execute(db);
  await sql`drop function if exists stok_depo_miktarlari(bigint, bigint, bigint, numeric)`.execute(db);
  await sql`drop function if exists tr_miktar(numeric)`.execute(db);
  await sql`alter table stok_kartlari drop column if exists depo_miktarlari`.execute(db);
}
