import { sql, type Kysely } from 'kysely';
import { DEFAULT_POSTING_RULES } from '../../../domain/ledger';
import { readCsv } from '../seed/csv';
import { seedDemoLedger } from '../seed/demo-ledger';

// The ledger (issue 14; docs/ledger.md): the chart of accounts (Tekdüzen global rows + companies' sub-accounts),
// the posting rules (global defaults + companies' overrides), vouchers and their lines; the demo companies' cards
// get their sub-accounts and their documents their vouchers.

const COMMON =
  sql.raw(`id bigserial primary key, own_id bigint, user_id bigint, state boolean not null default true,
  created_at timestamptz not null default now(), updated_at timestamptz not null default now()`);

export async function up(db: Kysely<any>): Promise<void> {
  await sql`create table hesap_plani (${COMMON}, department_id bigint,
    hesap_kodu text not null, hesap_adi text not null, seviye integer, ust_hesap_kodu text, hesap_turu text,
    tam_ad text,
    kaynak_tablo text, kaynak_id bigint)`.execute(db);
  // "120.01.0001 Demo Müşteri", what a select shows: kept by the database (a restore writes an old row back too).
  await sql
    .raw(
      `create function hesap_plani_tam_ad() returns trigger language plpgsql as $$
      begin
        new.tam_ad := new.hesap_kodu || ' ' || new.hesap_adi;
        return new;
      end $$`,
    )
    .execute(db);
  await sql
    .raw(
      `create trigger hesap_plani_tam_ad before insert or update on hesap_plani
      for each row execute function hesap_plani_tam_ad()`,
    )
    .execute(db);
  await sql`create unique index hesap_plani_global_kod_key on hesap_plani (hesap_kodu) where department_id is null`.execute(
    db,
  );
  await sql`create unique index hesap_plani_kod_key on hesap_plani (department_id, hesap_kodu)
    where department_id is not null`.execute(db);
  await sql`create index hesap_plani_kaynak_idx on hesap_plani (department_id, kaynak_tablo, kaynak_id)`.execute(
    db,
  );
  await sql`create index hesap_plani_department_id_idx on hesap_plani (department_id, id)`.execute(db);
  const rows = readCsv('tekduzen_hesap_plani.csv').map((r) => ({
    hesap_kodu: r.kod,
    hesap_adi: r.ad,
    seviye: Number(r.seviye),
    ust_hesap_kodu: r.ust_kod || null,
    hesap_turu: r.tur || null,
  }));
  await sql`insert into hesap_plani (hesap_kodu, hesap_adi, seviye, ust_hesap_kodu, hesap_turu)
    select x.hesap_kodu, x.hesap_adi, x.seviye, x.ust_hesap_kodu, x.hesap_turu
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
      as x(hesap_kodu text, hesap_adi text, seviye int, ust_hesap_kodu text, hesap_turu text)`.execute(db);
  await sql`update hesap_plani set own_id = id`.execute(db);

  await sql`create table muhasebe_kurallari (${COMMON}, department_id bigint,
    belge_turu_id integer not null, rol_id integer not null, hesap_kodu text not null)`.execute(db);
  await sql`create unique index muhasebe_kurallari_global_key on muhasebe_kurallari (belge_turu_id, rol_id)
    where department_id is null`.execute(db);
  await sql`create unique index muhasebe_kurallari_key on muhasebe_kurallari (department_id, belge_turu_id, rol_id)
    where department_id is not null`.execute(db);
  await sql`create index muhasebe_kurallari_department_id_idx on muhasebe_kurallari (department_id, id)`.execute(
    db,
  );
  const rules = DEFAULT_POSTING_RULES.map(([kind, role, code]) => ({ kind, role, code }));
  await sql`insert into muhasebe_kurallari (belge_turu_id, rol_id, hesap_kodu)
    select x.kind, x.role, x.code from jsonb_to_recordset(${JSON.stringify(rules)}::jsonb)
      as x(kind int, role int, code text)`.execute(db);
  await sql`update muhasebe_kurallari set own_id = id`.execute(db);

  await sql`create table fis (${COMMON}, department_id bigint not null,
    fis_turu_id integer, fis_tarihi date, yevmiye_no integer, fis_no text, description text, fis_satiri_json jsonb,
    borc_toplami numeric(18, 2) not null default 0, alacak_toplami numeric(18, 2) not null default 0,
    kaynak_tablo text, kaynak_id bigint)`.execute(db);
  await sql`create index fis_department_id_idx on fis (department_id, id)`.execute(db);
  await sql`create index fis_tarih_idx on fis (department_id, fis_tarihi, id)`.execute(db);
  // One voucher per document: a repost that forgot to drop the old one fails instead of doubling.
  await sql`create unique index fis_kaynak_key on fis (kaynak_tablo, kaynak_id) where kaynak_id is not null`.execute(
    db,
  );

  await sql`create table fis_satiri (${COMMON}, department_id bigint not null,
    fisler_id bigint not null references fis (id) on delete cascade, sira_no integer,
    hesap_plani_id bigint references hesap_plani (id), description text,
    borc numeric(18, 2) not null default 0, alacak numeric(18, 2) not null default 0,
    belge_tipi_id integer, belge_aciklamasi text, belge_no text, belge_tarihi date,
    fis_tarihi date)`.execute(db);
  await sql`create index fis_satiri_department_id_idx on fis_satiri (department_id, id)`.execute(db);
  await sql`create index fis_satiri_fisler_id_idx on fis_satiri (fisler_id)`.execute(db);
  await sql`create index fis_satiri_hesap_idx on fis_satiri (department_id, hesap_plani_id)`.execute(db);
  // The mizan reads the lines alone (docs/ledger.md, "Measured"): each line carries its voucher's date, kept by the
  // database on every insert of a line and every change of a voucher's date, and one index covers the report.
  await sql
    .raw(
      `create function fis_satiri_tarih() returns trigger language plpgsql as $$
      begin
        new.fis_tarihi := (select f.fis_tarihi from fis f where f.id = new.fisler_id);
        return new;
      end $$`,
    )
    .execute(db);
  await sql
    .raw(
      `create trigger fis_satiri_tarih before insert or update of fisler_id, fis_tarihi on fis_satiri
      for each row execute function fis_satiri_tarih()`,
    )
    .execute(db);
  await sql
    .raw(
      `create function fis_tarih_satirlar() returns trigger language plpgsql as $$
      begin
        update fis_satiri set fis_tarihi = new.fis_tarihi where fisler_id = new.id;
        return null;
      end $$`,
    )
    .execute(db);
  await sql
    .raw(
      `create trigger fis_tarih_satirlar after update of fis_tarihi on fis
      for each row when (old.fis_tarihi is distinct from new.fis_tarihi) execute function fis_tarih_satirlar()`,
    )
    .execute(db);
  await sql`create index fis_satiri_mizan_idx on fis_satiri (department_id, fis_tarihi)
    include (hesap_plani_id, borc, alacak)`.execute(db);

  await seedDemoLedger(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table fis_satiri`.execute(db);
  await sql`drop function fis_satiri_tarih()`.execute(db);
  await sql`drop table fis`.execute(db);
  await sql`drop function fis_tarih_satirlar()`.execute(db);
  await sql`drop table muhasebe_kurallari`.execute(db);
  await sql`drop table hesap_plani`.execute(db);
  await sql`drop function hesap_plani_tam_ad()`.execute(db);
}
