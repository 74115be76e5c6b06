import { sql, type Kysely } from 'kysely';
import { DEFAULT_POSTING_RULES } from '../../../domain/ledger';
import { syncPosting } from '../../ledger/posting';

// Issue 14 item 3, e-documents (docs/ledger.md, "e-SMM and e-MM"): the default posting rules of the sent receipts
// (belge_turu_id 15 e-SMM, 16 e-MM; roles 22–26) for databases migrated before they existed, and the vouchers of
// the receipts already sent (a draft posts nothing). Guarded: the rules table and each receipt table must exist.

type Row = Record<string, unknown>;

const RECEIPTS = ['serbest_meslek_makbuzu', 'e_mustahsil_makbuzu'] as const;

export async function up(db: Kysely<any>): Promise<void> {
  const ready = await sql<Row>`select to_regclass('muhasebe_kurallari') is not null
    and to_regclass('fis') is not null as ok`.execute(db);
  if (!ready.rows[0]?.ok) return;
  const rules = DEFAULT_POSTING_RULES.map(([kind, role, code]) => ({ kind, role, code }));
  await sql`insert into muhasebe_kurallari (belge_turu_id, rol_id, hesap_kodu)
    select x.kind, x.role, x.code from jsonb_to_recordset(${JSON.stringify(rules)}::jsonb)
      as x(kind int, role int, code text)
    where not exists (select 1 from muhasebe_kurallari m where m.department_id is null
      and m.belge_turu_id = x.kind and m.rol_id = x.role)`.execute(db);
  await sql`update muhasebe_kurallari set own_id = id where own_id is null`.execute(db);

  for (const table of RECEIPTS) {
    const has = await sql<Row>`select 1 from information_schema.columns where table_name = ${table}
      and column_name = 'e_fatura_durumu_id'`.execute(db);
    if (!has.rows.length) continue;
    const rows = await sql<Row>`select t.id, t.department_id,
        (select u.id from users u where u.department_id = t.department_id order by u.id limit 1) as user_id
      from ${sql.table(table)} t where t.e_fatura_durumu_id::int <> 1
        and not exists (select 1 from fis f where f.kaynak_tablo = ${table} and f.kaynak_id = t.id)
      order by t.id`.execute(db);
    for (const r of rows.rows) {
      if (!r.user_id) continue;
      await syncPosting(db, table, Number(r.id), {
        departmentId: Number(r.department_id),
        userId: Number(r.user_id),
      });
    }
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`delete from fis where kaynak_tablo in ('serbest_meslek_makbuzu', 'e_mustahsil_makbuzu')`.execute(
    db,
  );
  await sql`delete from muhasebe_kurallari where department_id is null and belge_turu_id in (15, 16)`.execute(
    db,
  );
}
