import { sql, type Kysely } from 'kysely';
import { DEFAULT_POSTING_RULES } from '../../../domain/ledger';
import { closedUntil } from '../../ledger/journal';
import { POSTING_SOURCES, syncPosting } from '../../ledger/posting';

// Issue 24 (docs/ledger.md, "Posting rules by document kind and direction"; docs/reports.md, "KDV 1"):
// - voucher lines carry their KDV 1 / KDV 2 attributes (`kdv_islem`, `kdv_orani`, `kdv_matrahi`, `kdv_tevkifat`,
//   `tevkifat_kodu`, `tevkifat_orani`) and, on a foreign document, its currency (`para_birimi_id`, `doviz_tutari`,
//   `doviz_kuru`: dövizli muavin); an index serves KDV 1 of a month;
// - stock, service / expense and fixed-asset cards may name their own account (`muhasebe_hesap_kodu`);
// - the default rules change: sales discounts 611 (not 610), no 136 for a sale's withheld KDV (kinds 1 and 15), and
//   the new kinds 17–20 (returns by direction, FX valuation, KDV mahsup) and roles 27–32 (646 / 656, 340 / 159);
// - the month-end KDV vouchers and the FX valuation runs get a table each to hang their voucher on;
// - every existing document is reposted under the new rules — except in a closed period, whose vouchers stay as they
//   were filed. Idempotent: a repost that changes nothing leaves the voucher (id, numbers) as it is.

type Row = Record<string, unknown>;

const CARDS = ['stok_kartlari', 'hizmet_ve_masraf_kartlari', 'sabit_kiymet_kartlari'];

export async function up(db: Kysely<any>): Promise<void> {
  const ready =
    await sql<Row>`select to_regclass('fis_satiri') is not null and to_regclass('muhasebe_kurallari')
    is not null as ok`.execute(db);
  if (!ready.rows[0]?.ok) return;
  await sql`alter table fis_satiri add column if not exists kdv_islem smallint,
    add column if not exists kdv_orani numeric(5, 2), add column if not exists kdv_matrahi numeric(18, 2),
    add column if not exists kdv_tevkifat numeric(18, 2), add column if not exists tevkifat_kodu text,
    add column if not exists tevkifat_orani text, add column if not exists para_birimi_id integer,
    add column if not exists doviz_tutari numeric(18, 3), add column if not exists doviz_kuru numeric(18, 6)`.execute(
    db,
  );
  // KDV 1 of a month: the KDV lines of the month by their kind (docs/reports.md, "Measured").
  await sql`create index if not exists fis_satiri_kdv_idx on fis_satiri (department_id, fis_tarihi)
    include (kdv_islem, kdv_orani, tevkifat_kodu, tevkifat_orani, kdv_matrahi, kdv_tevkifat, borc, alacak)
    where kdv_islem is not null`.execute(db);
  for (const t of CARDS) {
    const exists = await sql<Row>`select to_regclass(${t}) as t`.execute(db);
    if (exists.rows[0]?.t)
      await sql`alter table ${sql.table(t)} add column if not exists muhasebe_hesap_kodu text`.execute(db);
  }

  // The month-end KDV vouchers (one per company and month) and the FX valuation runs (one per company and day).
  await sql`create table if not exists kdv_mahsup (id bigserial primary key, user_id bigint,
    department_id bigint not null, donem text not null, created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(), unique (department_id, donem))`.execute(db);
  await sql`create table if not exists kur_degerleme (id bigserial primary key, user_id bigint,
    department_id bigint not null, tarih date not null, created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(), unique (department_id, tarih))`.execute(db);

  // Rules: the changed defaults (only where the shared row still holds the old account), then every missing one.
  await sql`update muhasebe_kurallari set hesap_kodu = '611' where department_id is null and belge_turu_id = 1
    and rol_id = 5 and hesap_kodu = '610'`.execute(db);
  await sql`delete from muhasebe_kurallari where department_id is null and belge_turu_id in (1, 15)
    and rol_id = 6 and hesap_kodu = '136'`.execute(db);
  const rules = DEFAULT_POSTING_RULES.map(([kind, role, code]) => ({ kind, role, code }));
  await sql`insert into muhasebe_kurallari (belge_turu_id, rol_id, hesap_kodu)
    select x.kind, x.role, x.code from jsonb_to_recordset(${JSON.stringify(rules)}::jsonb)
      as x(kind int, role int, code text)
    where not exists (select 1 from muhasebe_kurallari m where m.department_id is null
      and m.belge_turu_id = x.kind and m.rol_id = x.role)`.execute(db);
  await sql`update muhasebe_kurallari set own_id = id where own_id is null`.execute(db);

  await repostAll(db);
}

/**
 * Reposts every document of every company under today's rules, leaving what is dated in a closed period alone.
 * Exported for the test that runs it twice (idempotent).
 */
export async function repostAll(db: Kysely<any>): Promise<void> {
  const companies =
    await sql<Row>`select d.id, (select u.id from users u where u.department_id = d.id order by u.id
      limit 1) as user_id from departments d order by d.id`.execute(db);
  for (const c of companies.rows) {
    if (!c.user_id) continue;
    const who = { departmentId: Number(c.id), userId: Number(c.user_id) };
    const until = await closedUntil(db, who.departmentId);
    for (const [table, s] of Object.entries(POSTING_SOURCES)) {
      const exists = await sql<Row>`select to_regclass(${table}) as t`.execute(db);
      if (!exists.rows[0]?.t) continue;
      const date = s.dateSql ? sql.raw(s.dateSql) : sql`t.${sql.ref(s.dateColumn)}`;
      const rows = await sql<Row>`select t.id from ${sql.table(table)} t
        where t.department_id = ${who.departmentId}::bigint
          and (${until}::date is null or ${date} is null or ${date} > ${until}::date)
        order by t.id`.execute(db);
      for (const r of rows.rows) await syncPosting(db, table, Number(r.id), who);
    }
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table if exists kdv_mahsup cascade`.execute(db);
  await sql`drop table if exists kur_degerleme cascade`.execute(db);
  await sql`delete from fis where kaynak_tablo in ('kdv_mahsup', 'kur_degerleme')`.execute(db);
  await sql`delete from muhasebe_kurallari where department_id is null and belge_turu_id between 17 and 20`.execute(
    db,
  );
  await sql`delete from muhasebe_kurallari where department_id is null and rol_id between 27 and 32`.execute(
    db,
  );
  await sql`update muhasebe_kurallari set hesap_kodu = '610' where department_id is null and belge_turu_id = 1
    and rol_id = 5 and hesap_kodu = '611'`.execute(db);
  await sql`drop index if exists fis_satiri_kdv_idx`.execute(db);
  await sql`alter table fis_satiri drop column if exists kdv_islem, drop column if exists kdv_orani,
    drop column if exists kdv_matrahi, drop column if exists kdv_tevkifat, drop column if exists tevkifat_kodu,
    drop column if exists tevkifat_orani, drop column if exists para_birimi_id, drop column if exists doviz_tutari,
    drop column if exists doviz_kuru`.execute(db);
}
