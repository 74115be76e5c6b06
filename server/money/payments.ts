import { sql } from 'kysely';
import { D, trAmount } from '../../domain/money';
import { paymentTexts } from '../../domain/messages';
import type { Db } from '../db/database';
import { AppError, Codes } from '../lib/errors';
import { INVOICE_DUE_TL, PAYMENT_TARGETS, targetsOf, type PaymentTarget } from './payment-targets';

// The server owns the money (issue 12 item 4, docs/payments.md): a cash or bank transaction that pays a document
// is checked against what the document still owes, under a row lock on the document, inside the transaction's own
// write. What the payment then changes on the document (remaining amount, paid flag, position) the database
// triggers of migration 202611270300_payments do, for every writer.

type Row = Record<string, unknown>;
const empty = (v: unknown) => v === null || v === undefined || v === '';

/**
 * Whether the payment functions of migration 202611270300 exist. A database seeded before it is upgraded by older
 * migrations that write demo rows through the transaction and invoice hooks first; those rows are summed by the
 * payments migration itself, so until then there is nothing to check.
 */
async function paymentsReady(db: Db): Promise<boolean> {
  const r = await sql<{
    ready: boolean;
  }>`select to_regproc('satis_fatura_odenen') is not null as ready`.execute(db);
  return Boolean(r.rows[0]?.ready);
}

/** Whether the exchange-difference functions of migration 202611280710 exist (see paymentsReady). */
export async function currencyReady(db: Db): Promise<boolean> {
  const r = await sql<{ ready: boolean }>`select to_regproc('gun_kuru') is not null as ready`.execute(db);
  return Boolean(r.rows[0]?.ready);
}

/** What `t` owes, as SQL over its row: in its own currency once migration 202611280710 is in, else in TL. */
const dueOf = (t: PaymentTarget, currencies: boolean) =>
  t.kind === 'invoice' && !currencies ? INVOICE_DUE_TL : t.due;

/** tr-TR's symbol of an ISO currency code: ₺, $, €, £, ¥, CHF. */
const symbolOf = (code: string) => {
  try {
    return new Intl.NumberFormat('tr-TR', { style: 'currency', currency: code })
      .formatToParts(0)
      .find((p) => p.type === 'currency')!.value;
  } catch {
    return code;
  }
};

/**
 * What a payment (`row` with its computed `vergi_tutar`, TL `amountTl`) pays of invoice `id` in the invoice's
 * currency — the rule of the database's `odeme_kur_farki_*` (202611280710): a TL invoice its TL; in the invoice's
 * currency the KDV-included amount; else the TL at that currency's rate of the payment day — and its symbol.
 */
async function documentAmount(db: Db, table: string, id: number, row: Row, amountTl: string) {
  const payCurrency = Number(row.para_birimi_id ?? 1) || 1;
  const own = empty(row.vergi_tutar) ? amountTl : String(row.vergi_tutar);
  const date = empty(row.islem_tarihi) ? null : String(row.islem_tarihi).slice(0, 10);
  const r = await sql<{ amount: string; kod: string | null }>`select
      (case when coalesce(f.para_birimi_id, 1) = 1 then ${amountTl}::numeric
        when f.para_birimi_id = ${payCurrency}::bigint then ${own}::numeric
        else round(${amountTl}::numeric
          / coalesce(gun_kuru(f.para_birimi_id, ${date}::date), nullif(f."döviz_kuru", 0), 1), 2) end)::text as amount,
      p.kod
    from ${sql.table(table)} f left join para_birimleri p on p.id = f.para_birimi_id
    where f.id = ${id}::bigint`.execute(db);
  const found = r.rows[0];
  if (!found) return null;
  return { amount: found.amount, symbol: found.kod && found.kod !== 'TRY' ? symbolOf(found.kod) : undefined };
}

/**
 * Field errors of a transaction row (`row`: stored values merged with the request's, after the server's copy of an
 * incoming transfer) whose TL amount `amountTl` would pay a document more than it still owes. The document's row
 * is locked (`for update`) first, so concurrent payments of one document queue here and each sees the others'
 * committed amounts (PostgreSQL read committed; PGlite has one writer). An update that keeps its document and
 * does not raise its amount is never refused (a document edited below what was paid stays editable).
 */
export async function overpaymentErrors(
  db: Db,
  transactionTable: string,
  row: Row,
  amountTl: string,
  ctx: { departmentId: number; id?: number; old?: Row },
): Promise<Record<string, string[]>> {
  if (!targetsOf(transactionTable).some((t) => !empty(row[t.column]))) return {};
  if (!(await paymentsReady(db))) return {};
  const currencies = await currencyReady(db);
  for (const t of targetsOf(transactionTable)) {
    const target = row[t.column];
    if (empty(target)) continue;
    const id = Number(target);
    if (!Number.isSafeInteger(id)) continue;
    const old = ctx.old;
    const sameTarget = !!old && !empty(old[t.column]) && Number(old[t.column]) === id;
    // An invoice counts its payments in its own currency (migration 202611280710): what this one pays of it.
    const byCurrency = currencies && t.kind === 'invoice';
    const oldAmount = String(
      (byCurrency ? (old?.belge_tutari ?? old?.dovizli_tutar) : old?.dovizli_tutar) ?? 0,
    );
    const amount = byCurrency ? await documentAmount(db, t.table, id, row, amountTl) : null;
    const pays = amount?.amount ?? amountTl;
    if (sameTarget && D(pays).lte(D(oldAmount))) continue;
    // Lock first, then read the sum in a statement of its own: on PostgreSQL (read committed) a statement sees
    // what was committed when it started, so the sum must start after the lock was granted.
    const locked = await sql<{ id: string }>`select id from ${sql.table(t.table)}
      where id = ${id}::bigint and department_id = ${ctx.departmentId}::bigint for update`.execute(db);
    if (!locked.rows[0]) continue; // not the caller's: the relation check answers it
    const state = await sql<{
      due: string;
      paid: string;
    }>`select (${sql.raw(dueOf(t, currencies))})::text as due,
        ${sql.raw(`${t.table}_odenen`)}(id)::text as paid from ${sql.table(t.table)} where id = ${id}::bigint`.execute(
      db,
    );
    const doc = state.rows[0];
    const others = sameTarget ? D(doc.paid).minus(D(oldAmount)) : D(doc.paid);
    const remaining = D(doc.due).minus(others);
    if (D(pays).gt(remaining)) {
      const left = remaining.isNegative() ? '0.00' : remaining.toFixed(2);
      return { tutar: [paymentTexts.overpay, paymentTexts.remaining(trAmount(left), amount?.symbol)] };
    }
  }
  return {};
}

/**
 * What a document owes and what was paid of it (TL; a foreign invoice in its own currency), for tests, scripts and
 * answers.
 */
export async function paymentState(db: Db, table: string, id: number) {
  const t = PAYMENT_TARGETS.find((x) => x.table === table);
  if (!t) throw new Error(`${table} is paid by no transaction`);
  const due = dueOf(t, await currencyReady(db));
  const r = await sql<{ due: string; paid: string }>`select (${sql.raw(due)})::text as due,
      ${sql.raw(`${t.table}_odenen`)}(id)::text as paid from ${sql.table(t.table)} where id = ${id}::bigint`.execute(
    db,
  );
  return r.rows[0];
}

/**
 * Refuses (AppError `fail.payment.over`, the transaction rolls back) a write after which what was paid of a
 * document exceeds what it owes: a restored payment, an invoice whose total was lowered below its payments.
 * Locks the document first, like the payments do, so a concurrent payment queues behind it.
 */
export async function assertNotOverpaid(db: Db, table: string, id: number, departmentId: number) {
  const t = PAYMENT_TARGETS.find((x) => x.table === table);
  if (!t || !(await paymentsReady(db))) return;
  const locked = await sql`select id from ${sql.table(t.table)}
    where id = ${id}::bigint and department_id = ${departmentId}::bigint for update`.execute(db);
  if (!locked.rows[0]) return;
  const s = await paymentState(db, table, id);
  if (s && D(s.paid).gt(D(s.due)))
    throw new AppError(Codes.paymentOver, 400, { column: t.kind === 'invoice' ? 'odenecek_tutar' : 'tutar' });
}

/** After a payment came back from the archive: the documents it pays may not be paid more than they owe. */
export async function assertRestoredPayment(
  db: Db,
  transactionTable: string,
  id: number,
  departmentId: number,
) {
  const row = (
    await sql<Row>`select * from ${sql.table(transactionTable)} where id = ${id}::bigint`.execute(db)
  ).rows[0];
  for (const t of targetsOf(transactionTable))
    if (row && !empty(row[t.column]))
      await assertNotOverpaid(db, t.table, Number(row[t.column]), departmentId);
}
