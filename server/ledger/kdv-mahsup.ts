import { sql } from 'kysely';
import { LEDGER_KIND, ledgerTexts, type Role } from '../../domain/ledger';
import { KDV_ISLEM } from '../../domain/ledger/kdv';
import { kdvMahsupEntries } from '../../domain/ledger/kdv1';
import { D } from '../../domain/money';
import type { Db } from '../db/database';
import { AppError, Codes } from '../lib/errors';
import { kdv1Of, kdvAccounts } from '../reports/kdv.sums';
import { monthEnd, paramError } from '../reports/report.params';
import { monthLabel } from '../reports/report.sql';
import { accountId, lockLedger } from './accounts';
import { closedUntil, inClosedPeriod, renumberAfterChange, trDate } from './journal';
import { insertVoucher, postingRules, replaceVoucher, type VoucherLine } from './posting';

// The month-end KDV voucher (KDV Mahsup Fişi, docs/ledger.md): previewed, then posted. It closes 391 against 191 and
// the carry-forward in 190 at the month's last day; the rest is the next month's carry-forward (borç 190) or the
// payable (alacak 360). One voucher per company and month (`kdv_mahsup`), replaced in place when the month is run
// again (same id and yevmiye number); refused in a closed period.

type Row = Record<string, unknown>;
interface Who {
  departmentId: number;
  userId: number;
}

/** One line of the preview: the account, its name, borç / alacak. */
export interface MahsupLine {
  hesap_kodu: string;
  hesap_adi: string;
  borc: string;
  alacak: string;
}

/** What the KDV voucher of a month will be (or is): its lines and what KDV 1 says. */
export interface MahsupPreview {
  donem: string;
  donem_adi: string;
  fis_tarihi: string;
  lines: MahsupLine[];
  borc_toplami: string;
  alacak_toplami: string;
  /** KDV 1's result for the month (they agree when every earlier month's voucher is posted). */
  kdv1: { odenecek: string; sonraki_devreden: string; devreden: string };
  /** The voucher posted for the month, if any: its number and whether it still matches. */
  posted: { fis_id: number; fis_no: string | null; yevmiye_no: number | null; guncel: boolean } | null;
  /** The month is in a closed period (it can be previewed, not posted). */
  kapali: boolean;
}

export const mahsupTexts = {
  description: (month: string) => `KDV Mahsup Fişi – ${month}`,
  empty: 'Bu ay için mahsup edilecek KDV yok.',
  month: 'Ay YYYY-AA biçiminde geçerli bir ay olmalıdır.',
};

/** `donem` as `YYYY-MM`, or a 400 on the field. */
export function donemParam(v: unknown): string {
  const text = typeof v === 'string' ? v.trim() : '';
  const m = /^(\d{4})-(\d{2})$/.exec(text);
  if (!m || Number(m[2]) < 1 || Number(m[2]) > 12 || Number(m[1]) < 1900 || Number(m[1]) > 2199)
    throw paramError('donem', mahsupTexts.month);
  return text;
}

const lastDayOf = (ym: string) => monthEnd(Number(ym.slice(0, 4)), Number(ym.slice(5, 7)));

/** The stored row and voucher of a month, if any. */
async function storedOf(db: Db, departmentId: number, ym: string) {
  const r = await sql<Row>`select k.id, f.id as fis_id, f.fis_no, f.yevmiye_no from kdv_mahsup k
    left join fis f on f.kaynak_tablo = 'kdv_mahsup' and f.kaynak_id = k.id
    where k.department_id = ${departmentId}::bigint and k.donem = ${ym}`.execute(db);
  return r.rows[0];
}

/** The voucher lines of a month: the balances at its last day, without its own KDV voucher. */
async function buildLines(db: Db, who: Who, ym: string, ownFis: number | null): Promise<VoucherLine[]> {
  const acc = await kdvAccounts(db as never, who.departmentId);
  const day = lastDayOf(ym);
  const balance = async (ids: number[], credit: boolean) => {
    if (!ids.length) return D(0);
    const r =
      await sql<Row>`select coalesce(sum(${credit ? sql`s.alacak - s.borc` : sql`s.borc - s.alacak`}), 0)::text
        as b from fis_satiri s
      where s.department_id = ${who.departmentId}::bigint and s.fis_tarihi <= ${day}::date
        and s.hesap_plani_id = any(${`{${ids.join(',')}}`}::bigint[])
        and s.fisler_id <> ${ownFis ?? 0}::bigint`.execute(db);
    return D(String(r.rows[0].b));
  };
  const entries = kdvMahsupEntries({
    hesaplanan: (await balance(acc.hesaplanan, true)).toString(),
    indirilecek: (await balance(acc.indirilecek, false)).toString(),
    devreden: (await balance(acc.devreden, false)).toString(),
  });
  const rules = await postingRules(db, who.departmentId, LEDGER_KIND.kdvMahsup);
  const text = mahsupTexts.description(monthLabel(ym));
  const lines: VoucherLine[] = [];
  for (const e of entries) {
    const code = rules.get(e.role as Role) ?? '';
    const id = await accountId(db, who.departmentId, code);
    if (id === null) throw new Error(`account ${code} missing from the chart`);
    lines.push({
      hesap_plani_id: id,
      description: text,
      borc: e.borc,
      alacak: e.alacak,
      belge_tipi_id: 8,
      belge_aciklamasi: 'KDV Mahsup',
      belge_no: ym,
      belge_tarihi: day,
      kdv_islem: KDV_ISLEM.mahsup,
    });
  }
  return lines;
}

/** The account codes and names of lines, for the preview. */
async function describe(db: Db, lines: readonly VoucherLine[]): Promise<MahsupLine[]> {
  const out: MahsupLine[] = [];
  for (const l of lines) {
    const r =
      await sql<Row>`select hesap_kodu, hesap_adi from hesap_plani where id = ${l.hesap_plani_id}::bigint`.execute(
        db,
      );
    out.push({
      hesap_kodu: String(r.rows[0]?.hesap_kodu ?? ''),
      hesap_adi: String(r.rows[0]?.hesap_adi ?? ''),
      borc: l.borc,
      alacak: l.alacak,
    });
  }
  return out;
}

const same = (a: readonly VoucherLine[], b: readonly Row[]) =>
  a.length === b.length &&
  a.every(
    (l, i) =>
      Number(b[i].hesap_plani_id) === l.hesap_plani_id &&
      D(String(b[i].borc)).eq(D(l.borc)) &&
      D(String(b[i].alacak)).eq(D(l.alacak)),
  );

/** The preview of a month's KDV voucher (nothing is written). */
export async function previewKdvMahsup(db: Db, who: Who, ym: string): Promise<MahsupPreview> {
  const stored = await storedOf(db, who.departmentId, ym);
  const fisId = stored?.fis_id ? Number(stored.fis_id) : null;
  const lines = await buildLines(db, who, ym, fisId);
  const kdv1 = await kdv1Of(db as never, who.departmentId, ym);
  let posted: MahsupPreview['posted'] = null;
  if (fisId) {
    const current = await sql<Row>`select hesap_plani_id, borc::text, alacak::text from fis_satiri
      where fisler_id = ${fisId}::bigint order by sira_no, id`.execute(db);
    posted = {
      fis_id: fisId,
      fis_no: (stored?.fis_no as string | null) ?? null,
      yevmiye_no:
        stored?.yevmiye_no === null || stored?.yevmiye_no === undefined ? null : Number(stored.yevmiye_no),
      guncel: same(lines, current.rows),
    };
  }
  const t = lines.reduce((s, l) => ({ b: s.b.plus(D(l.borc)), a: s.a.plus(D(l.alacak)) }), {
    b: D(0),
    a: D(0),
  });
  const until = await closedUntil(db, who.departmentId);
  return {
    donem: ym,
    donem_adi: monthLabel(ym),
    fis_tarihi: lastDayOf(ym),
    lines: await describe(db, lines),
    borc_toplami: t.b.toFixed(2),
    alacak_toplami: t.a.toFixed(2),
    kdv1: { odenecek: kdv1.odenecek, sonraki_devreden: kdv1.sonrakiDevreden, devreden: kdv1.devreden },
    posted,
    kapali: inClosedPeriod(until, lastDayOf(ym)),
  };
}

/**
 * Posts (or replaces) a month's KDV voucher, dated the month's last day, in one transaction under the company's
 * ledger lock. Refused in a closed period (`fail.period.closed`) and when there is nothing to close.
 */
export async function postKdvMahsup(db: Db, who: Who, ym: string): Promise<MahsupPreview> {
  await lockLedger(db, who.departmentId);
  const day = lastDayOf(ym);
  const until = await closedUntil(db, who.departmentId);
  if (inClosedPeriod(until, day))
    throw new AppError(Codes.periodClosed, 400, { explanation: ledgerTexts.locked(trDate(until!)) });
  let stored = await storedOf(db, who.departmentId, ym);
  const fisId = stored?.fis_id ? Number(stored.fis_id) : null;
  const lines = await buildLines(db, who, ym, fisId);
  if (!lines.length && !fisId) throw paramError('donem', mahsupTexts.empty);
  if (!stored) {
    await sql`insert into kdv_mahsup (user_id, department_id, donem) values (${who.userId}::bigint,
      ${who.departmentId}::bigint, ${ym})`.execute(db);
    stored = await storedOf(db, who.departmentId, ym);
  }
  const header = { fis_turu_id: 1, fis_tarihi: day, description: mahsupTexts.description(monthLabel(ym)) };
  if (fisId) {
    if (!lines.length) {
      await sql`delete from fis where id = ${fisId}::bigint`.execute(db);
      await renumberAfterChange(db, who.departmentId, day, null);
    } else {
      const current = await sql<Row>`select hesap_plani_id, borc::text, alacak::text from fis_satiri
        where fisler_id = ${fisId}::bigint order by sira_no, id`.execute(db);
      if (!same(lines, current.rows)) await replaceVoucher(db, who, fisId, header, lines);
    }
  } else {
    await insertVoucher(
      db,
      who,
      { ...header, source: { table: 'kdv_mahsup', id: Number(stored!.id) } },
      lines,
    );
    await renumberAfterChange(db, who.departmentId, null, day);
  }
  await sql`update kdv_mahsup set updated_at = now(), user_id = ${who.userId}::bigint
    where id = ${Number(stored!.id)}::bigint`.execute(db);
  return previewKdvMahsup(db, who, ym);
}
