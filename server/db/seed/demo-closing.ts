import { turkishToday } from '../../auth/user-info.service';
import { sql } from 'kysely';
import { CLOSING_STEP, type ClosingStep } from '../../../domain/ledger/closing';
import { D } from '../../../domain/money';
import { accountId } from '../../ledger/accounts';
import { postStep, previewStep, readStepRequest } from '../../ledger/closing';
import { renumberAfterChange } from '../../ledger/journal';
import { insertVoucher, postingRules } from '../../ledger/posting';
import type { Db } from '../database';

// The demo companies' books closed (issue 25; docs/ledger.md, "Closing the books", "Demo data"): the opening stock
// priced and brought into the ledger, last year's year-end posted — reflection, the income statement into 690, the
// result into 591, kapanış — and this year opened (açılış, the loss carried to 580). The same service the page runs.

type Row = Record<string, unknown>;

/** The description of the demo's opening stock movements (server/db/seed/demo-stock.ts). */
const OPENING_STOCK = 'Açılış stoku (devir)';
/** The description of the demo companies' voucher of their opening stock. */
export const DEMO_STOCK_OPENING_TEXT = 'Açılış Fişi (stok)';

/**
 * The demo's opening stock (Manuel Giriş "Açılış stoku (devir)") gets its unit cost — the card's purchase price
 * (`alis_fiyati`) — and the ledger its value: a manual voucher borç 153 / alacak 500 Sermaye dated the day before
 * the stock's opening day (the goods were there at the end of the year before). Once per company.
 */
async function priceOpeningStock(db: Db, who: { departmentId: number; userId: number }): Promise<void> {
  await sql`update stok_hareketleri h set birim_maliyet = s.alis_fiyati from stok_kartlari s
    where s.id = h.stok_kartlari_id and h.department_id = ${who.departmentId}::bigint and h.kaynak_tablo is null
      and h.description = ${OPENING_STOCK} and h.birim_maliyet is null and s.alis_fiyati > 0`.execute(db);
  const done = await sql<Row>`select 1 from fis where department_id = ${who.departmentId}::bigint
    and description = ${DEMO_STOCK_OPENING_TEXT} and kaynak_tablo is null limit 1`.execute(db);
  if (done.rows.length) return;
  const r = await sql<Row>`select round(sum(round(h.miktar * h.birim_maliyet, 2)), 2)::text as total,
      to_char(min(h.hareket_tarihi) - 1, 'YYYY-MM-DD') as tarih
    from stok_hareketleri h where h.department_id = ${who.departmentId}::bigint and h.kaynak_tablo is null
      and h.description = ${OPENING_STOCK} and h.birim_maliyet is not null`.execute(db);
  const { total, tarih } = r.rows[0] ?? {};
  if (!total || !tarih || !D(String(total)).gt(0)) return;
  const stockCode = (await postingRules(db, who.departmentId, 2)).get(7) ?? '153';
  const stock = await accountId(db, who.departmentId, stockCode);
  const capital = await accountId(db, who.departmentId, '500');
  if (stock === null || capital === null) return;
  const line = (hesap: number, borc: string, alacak: string) => ({
    hesap_plani_id: hesap,
    description: DEMO_STOCK_OPENING_TEXT,
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
    { fis_turu_id: 1, fis_tarihi: String(tarih), description: DEMO_STOCK_OPENING_TEXT },
    [line(stock, String(total), '0.00'), line(capital, '0.00', String(total))],
  );
  await renumberAfterChange(db, who.departmentId, null, tarih);
}

/** The year-end steps in order: period steps at the year's last day, then the year-end, then the next year's. */
const YEAR_END: readonly ClosingStep[] = [
  CLOSING_STEP.maliyet,
  CLOSING_STEP.amortisman,
  CLOSING_STEP.yansitma,
  CLOSING_STEP.gelirKapanis,
  CLOSING_STEP.donemSonucu,
  CLOSING_STEP.kapanis,
  CLOSING_STEP.acilis,
  CLOSING_STEP.devir,
];

/**
 * Closes `year` for one company: every step that has something to post (the demo has no tax provision: a loss).
 * A step already posted, or with nothing to post, is passed over; idempotent.
 */
export async function closeYear(db: Db, who: { departmentId: number; userId: number }, year: number) {
  for (const adim of YEAR_END) {
    const req = readStepRequest({ adim, yil: year, tarih: `${year}-12-31` });
    const preview = await previewStep(db, who, req);
    if (preview.engel || !preview.satirlar.length) continue;
    await postStep(db, who, req);
  }
}

/** Every demo company: the opening stock priced, last year closed and this year opened (by the database's day). */
export async function seedDemoClosing(db: Db): Promise<void> {
  const ready =
    await sql<Row>`select exists (select 1 from information_schema.columns where table_name = 'fis'
    and column_name = 'donem_sonu_adimi') and exists (select 1 from information_schema.columns
    where table_name = 'stok_hareketleri' and column_name = 'birim_maliyet') as ok`.execute(db);
  if (!ready.rows[0]?.ok) return;
  // The year of today in Türkiye (not the database's UTC date: they differ on 31 December after 21:00 UTC).
  const year = Number(turkishToday(new Date()).slice(0, 4));
  const companies = await sql<Row>`select d.id, (select u.id from users u where u.department_id = d.id
      order by u.id limit 1) as user_id from departments d
    where exists (select 1 from fis f where f.department_id = d.id) order by d.id`.execute(db);
  for (const c of companies.rows) {
    if (!c.user_id) continue;
    const who = { departmentId: Number(c.id), userId: Number(c.user_id) };
    await priceOpeningStock(db, who);
    await closeYear(db, who, year - 1);
  }
}
