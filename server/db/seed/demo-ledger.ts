import { sql } from 'kysely';
import type { Db } from '../database';
import { syncCardAccounts } from '../../ledger/accounts';
import { accountId } from '../../ledger/accounts';
import { renumberAfterChange } from '../../ledger/journal';
import { insertVoucher, postAll } from '../../ledger/posting';

type Row = Record<string, unknown>;

/**
 * The ledger of the demo data (docs/ledger.md): every company's customers, suppliers, cash and bank cards get
 * their sub-accounts, and every invoice and cash or bank transaction its voucher — the same code the hooks run on
 * a save. Idempotent: cards with accounts and documents with vouchers are left as they are.
 */
export async function seedDemoLedger(db: Db): Promise<void> {
  const companies =
    await sql<Row>`select d.id, (select u.id from users u where u.department_id = d.id order by u.id
      limit 1) as user_id from departments d order by d.id`.execute(db);
  for (const c of companies.rows) {
    if (!c.user_id) continue;
    const who = { departmentId: Number(c.id), userId: Number(c.user_id) };
    for (const table of ['cari_hesap', 'kasa_karti', 'banka_karti'] as const) {
      const cards =
        await sql<Row>`select id from ${sql.table(table)} where department_id = ${who.departmentId}::bigint
        order by id`.execute(db);
      for (const card of cards.rows) await syncCardAccounts(db, who, table, Number(card.id));
    }
    await openFixedAssets(db, who);
    await postAll(db, who);
  }
}

/** The description of the demo companies' opening voucher of their fixed assets. */
export const DEMO_OPENING_TEXT = 'Açılış Fişi (sabit kıymetler)';

/**
 * The demo companies bought their fixed assets before they used Defter: an accountant keys their cost as an
 * opening voucher (borç 255 Demirbaşlar / alacak 500 Sermaye, at the earliest purchase date), so that the
 * depreciation runs' 257 Birikmiş Amortismanlar has its asset beside it on the bilanço. A plain manual voucher
 * (editable like any other); made once per company.
 */
async function openFixedAssets(db: Db, who: { departmentId: number; userId: number }): Promise<void> {
  const done = await sql<Row>`select 1 from fis where department_id = ${who.departmentId}::bigint
    and description = ${DEMO_OPENING_TEXT} and kaynak_tablo is null limit 1`.execute(db);
  if (done.rows.length) return;
  const r = await sql<Row>`select sum(alis_bedeli)::numeric(18, 2)::text as total,
      to_char(min(alis_tarihi), 'YYYY-MM-DD') as tarih from sabit_kiymet_kartlari
    where department_id = ${who.departmentId}::bigint and alis_tarihi is not null and alis_bedeli > 0`.execute(
    db,
  );
  const { total, tarih } = r.rows[0] ?? {};
  if (!total || !tarih) return;
  const asset = await accountId(db, who.departmentId, '255');
  const capital = await accountId(db, who.departmentId, '500');
  if (asset === null || capital === null) return;
  const line = (hesap: number, borc: string, alacak: string) => ({
    hesap_plani_id: hesap,
    description: DEMO_OPENING_TEXT,
    borc,
    alacak,
    belge_tipi_id: 8,
    belge_aciklamasi: 'Açılış',
    belge_no: null,
    belge_tarihi: String(tarih),
  });
  await insertVoucher(
    db,
    who,
    { fis_turu_id: 1, fis_tarihi: String(tarih), description: DEMO_OPENING_TEXT },
    [line(asset, String(total), '0.00'), line(capital, '0.00', String(total))],
  );
  await renumberAfterChange(db, who.departmentId, null, tarih);
}
