import { sql, type Kysely } from 'kysely';
import { DEFAULT_POSTING_RULES } from '../../../domain/ledger';
import { PAYMENT_TARGETS } from '../../money/payment-targets';
import { syncPosting } from '../../ledger/posting';
import { seedDemoLedger } from '../seed/demo-ledger';

// Issue 14, the rest (docs/ledger.md): the default posting rules of fixed-asset movements (belge_turu_id 13, 14;
// roles 20, 21) for databases migrated before they existed; the vouchers of cash / bank transactions that collect
// or pay a cheque or note are rebuilt (their counter side is now the paper's portfolio account, and the paper keeps
// its first leg only — the customer was credited twice before); fixed-asset movements and sent e-documents post.

type Row = Record<string, unknown>;

export async function up(db: Kysely<any>): Promise<void> {
  const rules = DEFAULT_POSTING_RULES.map(([kind, role, code]) => ({ kind, role, code }));
  await sql`insert into muhasebe_kurallari (belge_turu_id, rol_id, hesap_kodu)
    select x.kind, x.role, x.code from jsonb_to_recordset(${JSON.stringify(rules)}::jsonb)
      as x(kind int, role int, code text)
    where not exists (select 1 from muhasebe_kurallari m where m.department_id is null
      and m.belge_turu_id = x.kind and m.rol_id = x.role)`.execute(db);
  await sql`update muhasebe_kurallari set own_id = id where own_id is null`.execute(db);

  // Transactions pointing at a cheque or note, then the papers: both vouchers rebuilt with today's rules.
  for (const target of PAYMENT_TARGETS) {
    if (target.kind !== 'paper') continue;
    for (const source of target.sources) {
      const has = await sql<Row>`select 1 from information_schema.columns where table_name = ${source}
        and column_name = ${target.column}`.execute(db);
      if (!has.rows.length) continue;
      const rows = await sql<Row>`select t.id, t.department_id, t.${sql.ref(target.column)} as paper,
          (select u.id from users u where u.department_id = t.department_id order by u.id limit 1) as user_id
        from ${sql.table(source)} t where t.${sql.ref(target.column)} is not null order by t.id`.execute(db);
      for (const r of rows.rows) {
        if (!r.user_id) continue;
        const who = { departmentId: Number(r.department_id), userId: Number(r.user_id) };
        await syncPosting(db, source, Number(r.id), who);
        await syncPosting(db, target.table, Number(r.paper), who);
      }
    }
  }
  // Fixed-asset movements and sent e-documents have no voucher yet: posted like every demo document.
  await seedDemoLedger(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`delete from fis where kaynak_tablo in ('sabit_kiymet_hareketleri', 'e_fatura', 'e_arsiv_fatura')`.execute(
    db,
  );
  await sql`delete from muhasebe_kurallari where department_id is null and belge_turu_id in (13, 14)`.execute(
    db,
  );
}
