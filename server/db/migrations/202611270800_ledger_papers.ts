import { sql, type Kysely } from 'kysely';
import { DEFAULT_POSTING_RULES } from '../../../domain/ledger';
import { seedDemoLedger } from '../seed/demo-ledger';

// Issue 14 item 3 (rest), docs/ledger.md: the default posting rules of cheques, notes, personnel payments and
// depreciation (belge_turu_id 7–12) for databases migrated before they existed, and the vouchers of the demo
// papers, payments and depreciation runs (seedDemoLedger posts only what has no voucher yet).

export async function up(db: Kysely<any>): Promise<void> {
  const rules = DEFAULT_POSTING_RULES.map(([kind, role, code]) => ({ kind, role, code }));
  await sql`insert into muhasebe_kurallari (belge_turu_id, rol_id, hesap_kodu)
    select x.kind, x.role, x.code from jsonb_to_recordset(${JSON.stringify(rules)}::jsonb)
      as x(kind int, role int, code text)
    where not exists (select 1 from muhasebe_kurallari m where m.department_id is null
      and m.belge_turu_id = x.kind and m.rol_id = x.role)`.execute(db);
  await sql`update muhasebe_kurallari set own_id = id where own_id is null`.execute(db);
  await seedDemoLedger(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`delete from fis where kaynak_tablo in ('musteri_cek', 'firma_cek', 'musteri_senet', 'firma_senet',
    'personel_odeme', 'amortisman_hesaplari')`.execute(db);
  await sql`delete from muhasebe_kurallari where department_id is null and belge_turu_id between 7 and 12`.execute(
    db,
  );
}
