import { sql } from 'kysely';
import { accountLevel, ledgerTexts, voucherTotals } from '../../domain/ledger';
import { D } from '../../domain/money';
import { lockLedger, syncCardAccounts } from './accounts';
import { closedUntil, inClosedPeriod, renumberAfterChange, trDate } from './journal';
import { dropPosting, POSTING_SOURCES, syncDependents, syncPosting } from './posting';
import { AppError, Codes } from '../lib/errors';
import { applyLineRules } from '../tables/page.rules';
import type { HookContext, TableHooks } from '../tables/table.hooks';

// The behaviour of the ledger tables (docs/ledger.md): the chart's company rows, the posting rules, manual
// vouchers (balanced, yevmiye numbers) and the hooks that make documents post and cards get their sub-accounts.

type Row = Record<string, unknown>;
type FieldErrors = Record<string, string[]>;

const add = (errors: FieldErrors, key: string, message: string) => (errors[key] ??= []).push(message);
const merged = (values: Row, ctx: HookContext): Row => ({ ...(ctx.old ?? {}), ...values });
const CODE = /^\d{3}(\.[0-9A-Za-z]{1,10})+$/;

/** The code's parent: `120.01.0001` → `120.01`. */
const parentCode = (code: string) => code.slice(0, code.lastIndexOf('.'));

/** A company's own account: a sub-account under an existing account; cards' accounts keep their codes. */
export const hesapPlaniHooks: TableHooks = {
  async validate(values, ctx) {
    const errors: FieldErrors = {};
    if (ctx.errors?.hesap_kodu?.length || !('hesap_kodu' in values)) return errors;
    const code = String(values.hesap_kodu ?? '');
    if (ctx.old?.kaynak_tablo && code !== ctx.old.hesap_kodu) {
      add(errors, 'hesap_kodu', 'Karta bağlı hesabın kodu değiştirilemez.');
      return errors;
    }
    if (/^\d{1,3}$/.test(code)) add(errors, 'hesap_kodu', ledgerTexts.mainAccount);
    else if (!CODE.test(code)) add(errors, 'hesap_kodu', ledgerTexts.codeFormat);
    else {
      const parent = await sql<Row>`select 1 from hesap_plani where hesap_kodu = ${parentCode(code)}
        and (department_id is null or department_id = ${ctx.departmentId}::bigint) limit 1`.execute(ctx.db);
      if (!parent.rows.length) add(errors, 'hesap_kodu', ledgerTexts.parentMissing);
      const same = await sql<Row>`select 1 from hesap_plani where hesap_kodu = ${code}
        and department_id = ${ctx.departmentId}::bigint and id <> ${ctx.id ?? 0}::bigint limit 1`.execute(
        ctx.db,
      );
      if (same.rows.length) add(errors, 'hesap_kodu', 'Bu hesap kodu hesap planında zaten var.');
    }
    return errors;
  },
  async beforeWrite(values, ctx) {
    if (!('hesap_kodu' in values)) return values;
    const code = String(values.hesap_kodu);
    const root = await sql<Row>`select hesap_turu from hesap_plani where hesap_kodu = ${code.slice(0, 3)}
      and department_id is null limit 1`.execute(ctx.db);
    return {
      ...values,
      seviye: accountLevel(code),
      ust_hesap_kodu: parentCode(code),
      hesap_turu: root.rows[0]?.hesap_turu ?? null,
    };
  },
  async beforeDelete(ctx) {
    const code = String(ctx.old.hesap_kodu);
    const child = await sql<Row>`select 1 from hesap_plani where department_id = ${ctx.departmentId}::bigint
      and ust_hesap_kodu = ${code} limit 1`.execute(ctx.db);
    if (child.rows.length)
      throw new AppError(Codes.inUse, 400, { explanation: 'Alt hesabı olan hesap silinemez.' });
  },
};

/** A posting rule names an account of the chart. */
export const postingRuleHooks: TableHooks = {
  async validate(values, ctx) {
    const errors: FieldErrors = {};
    const row = merged(values, ctx);
    if (!ctx.errors?.hesap_kodu?.length && row.hesap_kodu) {
      const r = await sql<Row>`select 1 from hesap_plani where hesap_kodu = ${String(row.hesap_kodu)}
        and (department_id is null or department_id = ${ctx.departmentId}::bigint) limit 1`.execute(ctx.db);
      if (!r.rows.length) add(errors, 'hesap_kodu', 'Hesap kodu hesap planında yok.');
    }
    if (row.belge_turu_id && row.rol_id) {
      const same =
        await sql<Row>`select 1 from muhasebe_kurallari where department_id = ${ctx.departmentId}::bigint
        and belge_turu_id = ${Number(row.belge_turu_id)}::int and rol_id = ${Number(row.rol_id)}::int
        and id <> ${ctx.id ?? 0}::bigint limit 1`.execute(ctx.db);
      if (same.rows.length) add(errors, 'rol_id', 'Bu belge türü ve rol için kural zaten var.');
    }
    return errors;
  },
};

/**
 * Period close (docs/ledger.md): the field error of a store or update whose new or stored date falls in the closed
 * period, on the date column; null when the period is open.
 */
async function closedPeriodError(ctx: HookContext, column: string, values: Row): Promise<string | null> {
  const until = await closedUntil(ctx.db, ctx.departmentId);
  const next = column in values ? values[column] : ctx.old?.[column];
  return inClosedPeriod(until, next, ctx.old?.[column]) ? ledgerTexts.locked(trDate(until!)) : null;
}

/** Refuses a delete or restore of a row dated in the closed period (a coded failure with the Turkish text). */
async function refuseClosed(ctx: HookContext, ...dates: unknown[]): Promise<void> {
  const until = await closedUntil(ctx.db, ctx.departmentId);
  if (inClosedPeriod(until, ...dates))
    throw new AppError(Codes.periodClosed, 400, { explanation: ledgerTexts.locked(trDate(until!)) });
}

/**
 * The period-close check that counts (issue 22 item 2): under the company's ledger lock, which posting takes and
 * storing a closing takes (`periodCloseHooks`), held until the transaction ends. A write that gets the lock first
 * commits before the close can be stored (and the close's sums see it); one that gets it after the close reads the
 * committed close here and is refused — a closed period's sums never change once the close has answered. The
 * earlier checks (`validate`) stay for their field error; they read without the lock.
 */
async function refuseClosedLocked(ctx: HookContext, ...dates: unknown[]): Promise<void> {
  await lockLedger(ctx.db, ctx.departmentId);
  await refuseClosed(ctx, ...dates);
}

/**
 * The closed periods themselves (`donem_kapanislari`): storing, changing, deleting (reopening) or restoring a
 * close takes the ledger lock before its row is written, so it waits for a posting that runs and a posting that
 * follows sees it (issue 22 item 2).
 */
export const periodCloseHooks: TableHooks = {
  async validate(_values, ctx) {
    await lockLedger(ctx.db, ctx.departmentId);
    return {};
  },
  async beforeDelete(ctx) {
    await lockLedger(ctx.db, ctx.departmentId);
  },
  async afterRestore(ctx) {
    await lockLedger(ctx.db, ctx.departmentId);
  },
};

const JSON_COLUMN = 'fis_satiri_json';
/** A line cell's error key, as server/tables/table.lines.ts `lineErrorKey` makes it (not imported: it reads the catalogue). */
const lineErrorKey = (json: string, index: number, column: string) => `${json}[${index}].${column}`;
const linesOf = (v: unknown): Row[] => (Array.isArray(v) ? (v as Row[]) : []);

/** The voucher's lines after the line rules, and their errors (line cells keyed by `lineErrorKey`). */
async function ruledLines(values: Row, ctx: HookContext): Promise<{ lines: Row[]; errors: FieldErrors }> {
  const errors: FieldErrors = {};
  const header = merged(values, ctx);
  const sent = linesOf(JSON_COLUMN in values ? values[JSON_COLUMN] : ctx.old?.[JSON_COLUMN]);
  const lines = applyLineRules(ctx.table, header, sent, errors);
  return { lines, errors };
}

const positive = (v: unknown) => v !== null && v !== undefined && v !== '' && D(String(v)).gt(0);

/**
 * Manual vouchers: at least two lines, each with a debit or a credit (a positive credit zeroes the debit and
 * vice versa — the page's line rules), Σ borç = Σ alacak, or a Turkish error; the totals are the server's. A
 * voucher a document posted changes only with its document.
 */
export const fisHooks: TableHooks = {
  async validate(values, ctx) {
    const errors: FieldErrors = {};
    if (ctx.old?.kaynak_tablo) {
      add(errors, 'fis_tarihi', ledgerTexts.posted);
      return errors;
    }
    // The ledger lock before this voucher is written (its renumbering needs it anyway; docs/ledger.md).
    await lockLedger(ctx.db, ctx.departmentId);
    const closed = await closedPeriodError(ctx, 'fis_tarihi', values);
    if (closed) {
      add(errors, 'fis_tarihi', closed);
      return errors;
    }
    if (
      ctx.errors?.[JSON_COLUMN]?.length ||
      Object.keys(ctx.errors ?? {}).some((k) => k.startsWith(`${JSON_COLUMN}[`))
    )
      return errors;
    const r = await ruledLines(values, ctx);
    Object.assign(errors, r.errors);
    if (Object.keys(errors).length) return errors;
    r.lines.forEach((l, i) => {
      if (!positive(l.borc) && !positive(l.alacak))
        add(errors, lineErrorKey(JSON_COLUMN, i, 'borc'), ledgerTexts.noAmount);
    });
    if (Object.keys(errors).length) return errors;
    if (r.lines.length < 2) add(errors, JSON_COLUMN, ledgerTexts.noLines);
    else {
      const t = voucherTotals(r.lines);
      if (!D(t.borc).eq(D(t.alacak)))
        add(errors, JSON_COLUMN, ledgerTexts.unbalanced(trMoney(t.borc), trMoney(t.alacak)));
    }
    return errors;
  },
  async beforeWrite(values, ctx) {
    if (!(JSON_COLUMN in values)) return values;
    const { lines } = await ruledLines(values, ctx);
    const t = voucherTotals(lines);
    return { ...values, [JSON_COLUMN]: lines, borc_toplami: t.borc, alacak_toplami: t.alacak };
  },
  async afterWrite(_values, ctx) {
    const now =
      await sql<Row>`select to_char(fis_tarihi, 'YYYY-MM-DD') as d from fis where id = ${ctx.id}::bigint`.execute(
        ctx.db,
      );
    const before = ctx.old?.fis_tarihi ?? null;
    await renumberAfterChange(ctx.db, ctx.departmentId, before, now.rows[0]?.d ?? null);
  },
  async beforeDelete(ctx) {
    if (ctx.old.kaynak_tablo) throw new AppError(Codes.inUse, 400, { explanation: ledgerTexts.posted });
    await refuseClosedLocked(ctx, ctx.old.fis_tarihi);
    await renumberAfterChange(ctx.db, ctx.departmentId, ctx.old.fis_tarihi, null, ctx.id);
    await sql`update fis set yevmiye_no = null, fis_no = null where id = ${ctx.id}::bigint`.execute(ctx.db);
  },
  async afterRestore(ctx) {
    const now =
      await sql<Row>`select to_char(fis_tarihi, 'YYYY-MM-DD') as d from fis where id = ${ctx.id}::bigint`.execute(
        ctx.db,
      );
    await refuseClosedLocked(ctx, now.rows[0]?.d);
    await renumberAfterChange(ctx.db, ctx.departmentId, null, now.rows[0]?.d ?? null);
  },
};

/** 1234.5 → 1.234,50 (tr-TR). */
function trMoney(v: string): string {
  const [int, frac = '00'] = D(v).toFixed(2).split('.');
  return `${int.replace(/\B(?=(\d{3})+(?!\d))/g, '.')},${frac}`;
}

/**
 * Whether the ledger's tables exist in this database. A database seeded before the ledger (issue 14) is upgraded by
 * migrations in order, and the older ones write demo rows through these very hooks before 202611270100 /
 * 202611270110 create the chart, the vouchers and the period close: then nothing posts and nothing is locked, and
 * the ledger migration posts those rows itself (`postAll`). A query per write: cheap, and never stale.
 */
async function ledgerReady(db: HookContext['db']): Promise<boolean> {
  const r = await sql<Row>`select to_regclass('donem_kapanislari') is not null
    and to_regclass('fis') is not null as ready`.execute(db);
  return Boolean(r.rows[0]?.ready);
}

/**
 * Adds the ledger posting of a document table to its hooks: its voucher is rewritten after each store, update
 * and restore (after the lines are stored) and removed before a delete — in the document's transaction.
 */
export function withLedgerPosting(hooks: TableHooks, table: string): TableHooks {
  const source = POSTING_SOURCES[table];
  const dateColumn = source.dateColumn;
  // A year column (depreciation) posts on 31 December of that year; the period close compares that date.
  const asDate = (v: unknown) =>
    source.dateSql && v !== null && v !== undefined && v !== '' ? `${String(v)}-12-31` : v;
  return {
    ...hooks,
    async validate(values, ctx) {
      const errors = (await hooks.validate?.(values, ctx)) ?? {};
      if (!(await ledgerReady(ctx.db))) return errors;
      const dated = dateColumn in values ? { ...values, [dateColumn]: asDate(values[dateColumn]) } : values;
      const old = ctx.old ? { ...ctx.old, [dateColumn]: asDate(ctx.old[dateColumn]) } : ctx.old;
      const closed = await closedPeriodError({ ...ctx, old } as HookContext, dateColumn, dated);
      if (closed) (errors[dateColumn] ??= []).push(closed);
      return errors;
    },
    async afterWrite(values, ctx) {
      await hooks.afterWrite?.(values, ctx);
      if (!(await ledgerReady(ctx.db))) return;
      // Under the lock the posting takes next (the same place as before: no new lock order): a close stored since
      // `validate` refuses the write now.
      const date = dateColumn in values ? values[dateColumn] : ctx.old?.[dateColumn];
      await refuseClosedLocked(ctx, asDate(date), asDate(ctx.old?.[dateColumn]));
      await syncPosting(ctx.db, table, ctx.id, ctx);
      if (source.dependents) await syncDependents(ctx.db, table, [ctx.old, await storedRow(ctx)], ctx);
    },
    async beforeDelete(ctx) {
      const ready = await ledgerReady(ctx.db);
      if (ready) await refuseClosed(ctx, asDate(ctx.old[dateColumn]));
      await hooks.beforeDelete?.(ctx);
      if (!ready) return;
      await refuseClosedLocked(ctx, asDate(ctx.old[dateColumn]));
      await dropPosting(ctx.db, table, ctx.id, ctx);
      if (source.dependents)
        await syncDependents(ctx.db, table, [ctx.old], ctx, { skip: { table, id: ctx.id } });
    },
    async afterRestore(ctx) {
      if (!(await ledgerReady(ctx.db))) return hooks.afterRestore?.(ctx);
      const r =
        await sql<Row>`select to_char(${source.dateSql ? sql.raw(source.dateSql) : sql.ref(`t.${dateColumn}`)},
          'YYYY-MM-DD') as d from ${sql.table(table)} t where t.id = ${ctx.id}::bigint`.execute(ctx.db);
      await refuseClosed(ctx, r.rows[0]?.d);
      await hooks.afterRestore?.(ctx);
      await refuseClosedLocked(ctx, r.rows[0]?.d);
      await syncPosting(ctx.db, table, ctx.id, ctx);
      if (source.dependents) await syncDependents(ctx.db, table, [await storedRow(ctx)], ctx);
    },
  };

  async function storedRow(ctx: HookContext & { id: number }): Promise<Row | undefined> {
    const r = await sql<Row>`select * from ${sql.table(table)} where id = ${ctx.id}::bigint
      and department_id = ${ctx.departmentId}::bigint`.execute(ctx.db);
    return r.rows[0];
  }
}

/** Adds the card's sub-accounts (120.01.… / 320.01.… / 100.01.… / 102.01.…) to a card table's hooks. */
export function withCardAccounts(
  hooks: TableHooks,
  table: 'cari_hesap' | 'kasa_karti' | 'banka_karti',
): TableHooks {
  return {
    ...hooks,
    async afterWrite(values, ctx) {
      await hooks.afterWrite?.(values, ctx);
      if (await ledgerReady(ctx.db)) await syncCardAccounts(ctx.db, ctx, table, ctx.id);
    },
    async afterRestore(ctx) {
      await hooks.afterRestore?.(ctx);
      if (await ledgerReady(ctx.db)) await syncCardAccounts(ctx.db, ctx, table, ctx.id);
    },
  };
}
