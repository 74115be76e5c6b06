import { Hono, type Context } from 'hono';
import { sql } from 'kysely';
import type { AppDeps, AppEnv, Session } from '../app-env';
import { instalmentDue, instalmentTexts, nextDueDate } from '../../domain/instalments';
import { paymentTexts } from '../../domain/messages';
import { D, trAmount } from '../../domain/money';
import { findTable } from '../catalog';
import type { Db } from '../db/database';
import { ok } from '../lib/envelope';
import { AppError, Codes } from '../lib/errors';
import { readBody } from '../lib/body.read';
import { takeNumber } from '../tables/table.numbers';
import { archiveStoredRow, insertRow } from '../tables/table.repository';
import { authorize, tableAllowed } from '../tables/table.access';
import { hooksOf } from '../tables/table.hooks';

// Small-business order payments (issue 12 item 2, 001 §2.2 items 3–5, §4; docs/payments.md "Small-business
// orders"): one order paid (a partial amount, or its current instalment), and a bulk payment spread over a
// customer account's open non-instalment orders oldest first. Each is one transaction under row locks on the
// orders: what was paid, the next instalment and due date, `kobi_odendi`; never more than what remains. The
// Idempotency-Key middleware (server/ops/idempotency.ts) answers a retry with the first answer.

type Row = Record<string, unknown>;
const MAX_AMOUNT = D('999999999999.99');

const bodyOf = (c: Context<AppEnv>): Promise<Row> => readBody(c);

function sessionOf(c: Context<AppEnv>): Session {
  const session = c.get('session') as Session | undefined;
  if (!session) throw new AppError(Codes.failToken, 400);
  const table = findTable('kobi_siparis')!;
  if (!tableAllowed(session, table)) throw new AppError(Codes.noAuth, 403);
  authorize(session, table, 'update', null);
  return session;
}

const idOf = (raw: string) => {
  const id = Number(raw);
  if (!/^\d{1,15}$/.test(raw) || !Number.isSafeInteger(id) || id <= 0) throw new AppError(Codes.failId, 400);
  return id;
};

const isCash = (v: unknown) => v === true || v === 1 || v === '1' || v === 'true';

/** The chosen card of the company (cash or bank), else the spec's field error. */
async function cardError(db: Db, session: Session, body: Row): Promise<Record<string, string[]> | null> {
  const cash = isCash(body.kasa_banka);
  const id = Number(body.kart_id);
  const text = cash ? paymentTexts.chooseCash : paymentTexts.chooseBank;
  if (!Number.isSafeInteger(id) || id <= 0) return { kart_id: [text] };
  const found = await sql`select id from ${sql.table(cash ? 'kasa_karti' : 'banka_karti')}
    where id = ${id}::bigint and department_id = ${session.departmentId}::bigint`.execute(db);
  return found.rows.length ? null : { kart_id: [text] };
}

/** A positive amount of at most 2 decimals within the money bounds, else null. */
function amountOf(v: unknown): string | null {
  const s = typeof v === 'number' ? String(v) : typeof v === 'string' ? v.trim() : '';
  if (!/^\d{1,12}(\.\d{1,2})?$/.test(s)) return null;
  const d = D(s);
  return d.gt(0) && d.lte(MAX_AMOUNT) ? d.toFixed(2) : null;
}

interface Order {
  id: string;
  total: string;
  paid: string;
  instalment: string | null;
  current: number | null;
  count: number | null;
  taksitli: boolean | null;
  due: string | null;
  start: string | null;
  cari: string | null;
  sold: boolean | null;
  name: string | null;
}

const ORDER_COLUMNS = sql`id::text as id, coalesce(vergi_tutar, 0)::text as total,
  coalesce(kobi_odenmis_tutar, 0)::text as paid, kobi_taksit_tutari::text as instalment, kobi_taksit as current,
  kobi_taksit_sayisi as count, taksitli, to_char(vade_tarihi, 'YYYY-MM-DD') as due,
  to_char(vade_baslangi, 'YYYY-MM-DD') as start, cari_hesap_id::text as cari,
  coalesce(kobi_alinan_satilan, false) as sold, urun_adi as name`;

/** Today in Türkiye (UTC+3, no daylight saving), as YYYY-MM-DD. */
const todayTr = () => new Date(Date.now() + 3 * 3600 * 1000).toISOString().slice(0, 10);

/**
 * The cash or bank transaction of one order payment (docs/payments.md "Small-business orders"): money in from a
 * sold order, out for a bought one, on the chosen card, stored through the table's hooks (amounts, ledger posting)
 * and linked by `kobi_siparis_id`, so the card's `bakiye` and movements follow it (the triggers of
 * 202611260200_finance). The link keeps it out of the customer balance, which does not count the orders.
 */
async function writeMovement(trx: Db, session: Session, o: Order, amount: string, card: Row, what: string) {
  const cash = isCash(card.kasa_banka);
  const sold = !!o.sold;
  const name = cash
    ? sold
      ? 'tahsilat_islem'
      : 'odeme_islemi'
    : sold
      ? 'banka_gelen_havale_islemi'
      : 'banka_giden_havale_islem';
  const table = findTable(name)!;
  const day = todayTr();
  // A cash receipt or payment is numbered by its series (docs/document-numbers.md; each instalment its own
  // makbuz); a bank transfer keeps the order's reference.
  const numbered = table.number && table.number.auto !== false && table.number.column === 'belge_no';
  const values: Row = {
    [cash ? 'kasa_karti2_id' : 'banka_karti2_id']: Number(card.kart_id),
    islem_tipi_id: 4,
    cari_hesap_id: o.cari === null ? null : Number(o.cari),
    islem_tarihi: day,
    belge_no: numbered
      ? await takeNumber(trx, table, { islem_tarihi: day }, session.departmentId)
      : `KS-${o.id}`,
    aciklama: `${o.name ?? ''} siparişi: ${what}`.trim(),
    tutar: amount,
    para_birimi_id: 1,
    döviz_kuru: '1',
    kdv_id: 5,
    kdv_dahil_buton: true,
  };
  const meta = { departmentId: session.departmentId, userId: session.userId };
  const ctx = { db: trx, table, ...meta };
  const toWrite = (await hooksOf(table)?.beforeWrite?.(values, ctx)) ?? values;
  const id = await insertRow(trx, table, toWrite, meta);
  await sql`update ${sql.table(name)} set kobi_siparis_id = ${Number(o.id)}::bigint
    where id = ${id}::bigint and department_id = ${session.departmentId}::bigint`.execute(trx);
  await hooksOf(table)?.afterWrite?.(toWrite, { ...ctx, id });
}

/** Adds `amount` to the order (archived first): paid so far, paid flag, and for an instalment the next one. */
async function pay(
  trx: Db,
  session: Session,
  o: Order,
  amount: string,
  instalment: boolean,
  card: Row,
  what: string,
) {
  const paid = D(o.paid).plus(D(amount));
  const done = paid.gte(D(o.total));
  const next: Row = { kobi_odenmis_tutar: paid.toFixed(2), kobi_odendi: done };
  if (instalment && !done) {
    next.kobi_taksit = (o.current ?? 1) + 1;
    if (o.due) next.vade_tarihi = nextDueDate(o.due, o.start ? Number(o.start.slice(8, 10)) : undefined);
  }
  const table = findTable('kobi_siparis')!;
  await archiveStoredRow(trx, {
    table,
    id: Number(o.id),
    departmentId: session.departmentId,
    action: 'update',
    userId: session.userId,
  });
  await trx
    .updateTable('kobi_siparis' as never)
    .set(next as never)
    .where('id' as never, '=', Number(o.id) as never)
    .where('department_id' as never, '=', session.departmentId as never)
    .execute();
  await writeMovement(trx, session, o, amount, card, what);
}

const refusal = (errors: Record<string, string[]>) => ({ message: 'error' as const, errors });

export function kobiOrderRoutes(deps: AppDeps) {
  const r = new Hono<AppEnv>();
  const db = deps.db as unknown as Db;

  // One order: its current instalment (taksitli), else the amount sent.
  r.post('/kobi-siparis/:id/odeme', async (c) => {
    const session = sessionOf(c);
    const id = idOf(c.req.param('id'));
    const body = await bodyOf(c);
    const answer = await db.transaction().execute(async (trx) => {
      const card = await cardError(trx, session, body);
      if (card) return refusal(card);
      const found = await sql<Order>`select ${ORDER_COLUMNS} from kobi_siparis
        where id = ${id}::bigint and department_id = ${session.departmentId}::bigint for update`.execute(trx);
      const o = found.rows[0];
      if (!o) throw new AppError(Codes.failId, 400);
      const remaining = D(o.total).minus(D(o.paid));
      if (remaining.lte(0)) return refusal({ tutar: [instalmentTexts.alreadyPaid] });
      const instalment = !!o.taksitli && (o.count ?? 0) >= 2;
      let amount: string | null;
      if (instalment) {
        amount = instalmentDue({
          total: o.total,
          paid: o.paid,
          instalment: o.instalment ?? '0',
          current: o.current ?? 1,
          count: o.count ?? 0,
        });
      } else {
        amount = amountOf(body.tutar);
        if (!amount) return refusal({ tutar: [paymentTexts.enterAmount] });
        if (D(amount).gt(remaining))
          return refusal({
            tutar: [paymentTexts.overpay, paymentTexts.remaining(trAmount(remaining.toFixed(2)))],
          });
      }
      await pay(
        trx,
        session,
        o,
        amount,
        instalment,
        body,
        instalment ? `${o.current ?? 1}. taksit` : 'ödeme',
      );
      return { message: 'success' as const, id, tutar: amount };
    });
    return ok(c, answer);
  });

  // Bulk payment of a customer account (001 §2.2 item 5): bought (0) or sold (1) orders without instalments.
  r.post('/cari-hesap/:id/toplu-odeme', async (c) => {
    const session = sessionOf(c);
    const cari = idOf(c.req.param('id'));
    const body = await bodyOf(c);
    const sold = isCash(body.kobi_alinan_satilan);
    const answer = await db.transaction().execute(async (trx) => {
      if (body.tutar === undefined || body.tutar === null || body.tutar === '')
        return refusal({ tutar: [instalmentTexts.bulkRequired] });
      const amount = amountOf(body.tutar);
      if (!amount) return refusal({ tutar: [instalmentTexts.bulkZero] });
      const card = await cardError(trx, session, body);
      if (card) return refusal(card);
      // Locked oldest first (due date, then record order), so concurrent bulk payments queue in one order.
      const found = await sql<Order>`select ${ORDER_COLUMNS} from kobi_siparis
        where department_id = ${session.departmentId}::bigint and cari_hesap_id = ${cari}::bigint
          and coalesce(kobi_alinan_satilan, false) = ${sold} and coalesce(taksitli, false) = false
          and coalesce(kobi_odendi, false) = false
        order by vade_tarihi nulls last, id for update`.execute(trx);
      const open = found.rows.filter((o) => D(o.total).gt(D(o.paid)));
      const openTotal = open.reduce((s, o) => s.plus(D(o.total).minus(D(o.paid))), D(0));
      if (!open.length) return refusal({ tutar: [instalmentTexts.bulkNothingOpen] });
      if (D(amount).gt(openTotal))
        return refusal({ tutar: [instalmentTexts.bulkOverOpen(trAmount(openTotal.toFixed(2)))] });
      let left = D(amount);
      const paid: { id: number; tutar: string }[] = [];
      for (const o of open) {
        if (left.lte(0)) break;
        const remaining = D(o.total).minus(D(o.paid));
        const part = left.gt(remaining) ? remaining : left;
        await pay(trx, session, o, part.toFixed(2), false, body, 'toplu ödeme');
        paid.push({ id: Number(o.id), tutar: part.toFixed(2) });
        left = left.minus(part);
      }
      return { message: 'success' as const, paid };
    });
    return ok(c, answer);
  });
  return r;
}
