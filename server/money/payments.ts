import { sql } from 'kysely';
import { D, trAmount } from '../../domain/money';
import { paymentTexts } from '../../domain/messages';
import type { Db } from '../db/database';
import { AppError, Codes } from '../lib/errors';
import { PAYMENT_TARGETS, targetsOf } from './payment-targets';

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
  for (const t of targetsOf(transactionTable)) {
    const target = row[t.column];
    if (empty(target)) continue;
    const id = Number(target);
    if (!Number.isSafeInteger(id)) continue;
    const old = ctx.old;
    const sameTarget = !!old && !empty(old[t.column]) && Number(old[t.column]) === id;
    if (sameTarget && D(amountTl).lte(D(String(old!.dovizli_tutar ?? 0)))) continue;
    // Lock first, then read the sum in a statement of its own: on PostgreSQL (read committed) a statement sees
    // what was committed when it started, so the sum must start after the lock was granted.
    const locked = await sql<{ id: string }>`select id from ${sql.table(t.table)}
      where id = ${id}::bigint and department_id = ${ctx.departmentId}::bigint for update`.execute(db);
    if (!locked.rows[0]) continue; // not the caller's: the relation check answers it
    const state = await sql<{ due: string; paid: string }>`select (${sql.raw(t.due)})::text as due,
        ${sql.raw(`${t.table}_odenen`)}(id)::text as paid from ${sql.table(t.table)} where id = ${id}::bigint`.execute(
      db,
    );
    const doc = state.rows[0];
    const others = sameTarget ? D(doc.paid).minus(D(String(old!.dovizli_tutar ?? 0))) : D(doc.paid);
    const remaining = D(doc.due).minus(others);
    if (D(amountTl).gt(remaining)) {
      const left = remaining.isNegative() ? '0.00' : remaining.toFixed(2);
      return { tutar: [paymentTexts.overpay, paymentTexts.remaining(trAmount(left))] };
    }
  }
  return {};
}

/** What a document still owes and what was paid of it (TL), for tests, scripts and answers. */
export async function paymentState(db: Db, table: string, id: number) {
  const t = PAYMENT_TARGETS.find((x) => x.table === table);
  if (!t) throw new Error(`${table} is paid by no transaction`);
  const r = await sql<{ due: string; paid: string }>`select (${sql.raw(t.due)})::text as due,
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
