import { sql } from 'kysely';
import { CLOSING_STEPS, ORDINARY_RANK } from '../../domain/ledger/closing';
import type { Db } from '../db/database';
import { lockLedger } from './accounts';

// Yevmiye numbers (docs/ledger.md): per company and calendar year, in the order of the voucher date (then id),
// from 1 without gaps. Every change of a company's vouchers renumbers the year from the changed date on, under
// the company's ledger lock, so two concurrent saves never share or skip a number.

const dateText = (v: unknown): string =>
  v instanceof Date
    ? `${v.getFullYear()}-${String(v.getMonth() + 1).padStart(2, '0')}-${String(v.getDate()).padStart(2, '0')}`
    : String(v).slice(0, 10);

/** Databases known to have `fis.donem_sonu_adimi` (a column of issue 25; older migrations renumber before it). */
const withSteps = new WeakSet<object>();

/**
 * The order of a voucher within its day (docs/ledger.md, "Closing the books"): the açılış first, the carry-forward
 * after it, the day's other vouchers, the period-end and year-end entries, the kapanış last.
 */
async function dayOrder(db: Db) {
  if (!withSteps.has(db)) {
    const r = await sql<{ ok: boolean }>`select exists (select 1 from information_schema.columns
      where table_name = 'fis' and column_name = 'donem_sonu_adimi') as ok`.execute(db);
    if (!r.rows[0]?.ok) return sql`0`;
    withSteps.add(db);
  }
  const cases = CLOSING_STEPS.map((s) => sql`when ${sql.lit(s.id)} then ${sql.lit(s.rank)}`);
  return sql`case donem_sonu_adimi ${sql.join(cases, sql` `)} else ${sql.lit(ORDINARY_RANK)} end`;
}

/**
 * Renumbers the company's vouchers of `date`'s year dated on or after it; `without` is left out (a voucher being
 * deleted). Numbers are `yevmiye_no` and `fis_no` (`2026/000001`).
 */
export async function renumberJournal(db: Db, departmentId: number, date: unknown, without?: number) {
  const from = dateText(date);
  const year = from.slice(0, 4);
  if (!/^\d{4}$/.test(year)) return;
  await lockLedger(db, departmentId);
  const start = `${year}-01-01`;
  const end = `${Number(year) + 1}-01-01`;
  const skip = without === undefined ? sql`` : sql`and id <> ${without}::bigint`;
  const rank = await dayOrder(db);
  await sql`with base as (
      select count(*) as c from fis where department_id = ${departmentId}::bigint
        and fis_tarihi >= ${start}::date and fis_tarihi < ${from}::date ${skip}),
    r as (
      select id, (select c from base) + row_number() over (order by fis_tarihi, ${rank}, id) as n from fis
      where department_id = ${departmentId}::bigint and fis_tarihi >= ${from}::date and fis_tarihi < ${end}::date ${skip})
    update fis f set yevmiye_no = r.n, fis_no = ${year} || '/' || lpad(r.n::text, 6, '0')
    from r where f.id = r.id and f.yevmiye_no is distinct from r.n`.execute(db);
}

/** Renumbers after a voucher moved from `before` (null on store) to `after` (null on delete). */
export async function renumberAfterChange(
  db: Db,
  departmentId: number,
  before: unknown,
  after: unknown,
  without?: number,
): Promise<void> {
  const dates = [before, after].filter((d) => d !== null && d !== undefined).map(dateText);
  if (!dates.length) return;
  const byYear = new Map<string, string>();
  for (const d of dates) {
    const y = d.slice(0, 4);
    const seen = byYear.get(y);
    if (!seen || d < seen) byYear.set(y, d);
  }
  for (const d of byYear.values()) await renumberJournal(db, departmentId, d, without);
}

/** The last day of the company's closed books (its latest `donem_kapanislari` row), or null when none is closed. */
export async function closedUntil(db: Db, departmentId: number): Promise<string | null> {
  const r = await sql<{
    d: string | null;
  }>`select to_char(max(kapanis_tarihi), 'YYYY-MM-DD') as d from donem_kapanislari
    where department_id = ${departmentId}::bigint`.execute(db);
  return r.rows[0]?.d ?? null;
}

/** 2026-03-31 → 31.03.2026. */
export const trDate = (iso: string) => `${iso.slice(8, 10)}.${iso.slice(5, 7)}.${iso.slice(0, 4)}`;

/** The dates among these that fall in the closed period (on or before its last day). */
export function inClosedPeriod(until: string | null, ...dates: unknown[]): boolean {
  if (!until) return false;
  return dates.some((d) => d !== null && d !== undefined && d !== '' && dateText(d) <= until);
}
