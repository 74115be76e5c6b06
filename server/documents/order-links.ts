import { sql } from 'kysely';
import { conversionTexts, validation } from '../../domain/messages';
import { D, toFixedString, toPlainString, type Dec } from '../../domain/money';
import { ORDER_STATE } from '../catalog/order-columns';
import type { HookContext, TableHooks } from '../tables/table.hooks';
import type { Db } from '../db/database';
import { AppError, Codes } from '../lib/errors';
import { lineErrorKey } from '../tables/table.lines';
import { orderStateOf } from './order.hooks';

// Conversions (001 §2.3, docs/conversions.md): the lines of an invoice or waybill made from an order keep the
// order's id and the order line's id (`siparis_id`, `siparis_hizmet_id`). The order line's `gonderilen_miktar`
// follows them: the larger of what its invoice lines and what its waybill lines hold (goods shipped and then
// invoiced are one delivery, not two), recomputed in the transaction of every store, update, delete and restore
// of such a document; the order's state (Açık / Kısmen Teslim Edildi / Tamamlandı) follows the lines unless the
// user cancelled it. A document never takes more than what remains of its order line.

type Row = Record<string, unknown>;
type FieldErrors = Record<string, string[]>;

/** One side of the business: its orders and the documents made from them. */
interface OrderSide {
  order: string;
  orderLines: string;
  /** The order line column holding the order's id. */
  orderParent: string;
  /** The line tables of the documents whose lines point at the order lines, with their header link. */
  targets: { table: string; lineTable: string; parent: string }[];
}

const side = (s: 'alis' | 'satis'): OrderSide => ({
  order: `${s}_siparis`,
  orderLines: `${s}_siparis_hizmet`,
  orderParent: `${s}_siparis_id`,
  targets: [`${s}_fatura`, `${s}_irsaliye`].map((t) => ({
    table: t,
    lineTable: `${t}_hizmet`,
    parent: `${t}_id`,
  })),
});

const SIDES: readonly OrderSide[] = [side('alis'), side('satis')];

/** The side of an order table or of a document made from orders. */
const sideOfOrder = (table: string) => SIDES.find((s) => s.order === table);
const sideOfTarget = (table: string) => SIDES.find((s) => s.targets.some((t) => t.table === table));
const targetOf = (s: OrderSide, table: string) => s.targets.find((t) => t.table === table)!;

interface Who {
  departmentId: number;
  userId: number;
}

const amount = (v: unknown): Dec => {
  try {
    return v === null || v === undefined || v === '' ? D(0) : D(String(v));
  } catch {
    return D(0);
  }
};
const idOf = (v: unknown): number | null => {
  const n = Number(v);
  return v !== null && v !== undefined && v !== '' && Number.isSafeInteger(n) && n > 0 ? n : null;
};
const ids = (list: number[]) => sql.join([...new Set(list)].map((i) => sql`${i}::bigint`));

/**
 * Locks the orders of the given order lines, then the lines, in id order: the order's own update locks its header
 * first and its lines after (table service, then `withConvertedOrder`), so every writer takes them in that order
 * and none waits for another in a circle.
 */
async function lockOrders(db: Db, s: OrderSide, lineIds: number[], departmentId: number) {
  await sql`select h.id from ${sql.table(s.order)} h where h.department_id = ${departmentId}::bigint
    and h.id in (select o.${sql.id(s.orderParent)} from ${sql.table(s.orderLines)} o
      where o.department_id = ${departmentId}::bigint and o.id in (${ids(lineIds)}))
    order by h.id for update`.execute(db);
  await sql`select o.id from ${sql.table(s.orderLines)} o
    where o.department_id = ${departmentId}::bigint and o.id in (${ids(lineIds)})
    order by o.id for update`.execute(db);
}

/** The lines of a lines column value: a list, or an object of entries. */
function linesOf(v: unknown): Row[] {
  let raw = v;
  if (typeof raw === 'string') {
    try {
      raw = JSON.parse(raw);
    } catch {
      return [];
    }
  }
  const list = Array.isArray(raw) ? raw : raw && typeof raw === 'object' ? Object.values(raw) : [];
  return list.filter((l): l is Row => typeof l === 'object' && l !== null);
}

/** The order line ids the stored line rows of one document point at. */
async function storedLinks(db: Db, lineTable: string, parent: string, id: number, who: Who) {
  const { rows } = await sql<{ siparis_hizmet_id: string | number }>`select distinct siparis_hizmet_id
    from ${sql.table(lineTable)} where ${sql.id(parent)} = ${id}::bigint
      and department_id = ${who.departmentId}::bigint and siparis_hizmet_id is not null`.execute(db);
  return rows.map((r) => Number(r.siparis_hizmet_id));
}

/**
 * Recomputes `gonderilen_miktar` of the given order lines from the document lines pointing at them (leaving out
 * the lines of `exclude`, a document being deleted), then the lines JSON and the state of their orders. The
 * order rows are derived here, not archived: the document that changed them is (like stock movements).
 */
export async function recomputeOrderLines(
  db: Db,
  s: OrderSide,
  lineIds: number[],
  who: Who,
  exclude?: { table: string; id: number },
): Promise<void> {
  if (!lineIds.length) return;
  await lockOrders(db, s, lineIds, who.departmentId);
  const sums = s.targets.map((t) => {
    const skip = exclude?.table === t.table ? sql`and l.${sql.id(t.parent)} <> ${exclude.id}::bigint` : sql``;
    return sql`coalesce((select sum(l.miktar) from ${sql.table(t.lineTable)} l
      where l.siparis_hizmet_id = o.id and l.department_id = o.department_id ${skip}), 0)`;
  });
  const { rows } = await sql<{
    order_id: string | number;
    sira_no: number;
    gonderilen_miktar: string | number;
  }>`
    update ${sql.table(s.orderLines)} o set gonderilen_miktar = greatest(${sql.join(sums)})
    where o.department_id = ${who.departmentId}::bigint and o.id in (${ids(lineIds)})
    returning o.${sql.id(s.orderParent)} as order_id, o.sira_no, o.gonderilen_miktar`.execute(db);
  const byOrder = new Map<number, { sira_no: number; sent: string }[]>();
  for (const r of rows) {
    const list = byOrder.get(Number(r.order_id)) ?? [];
    list.push({ sira_no: Number(r.sira_no), sent: toFixedString(amount(r.gonderilen_miktar), 4) });
    byOrder.set(Number(r.order_id), list);
  }
  for (const [orderId, sent] of byOrder) {
    const { rows: orders } = await sql<{ mal_hizmet_json: unknown; siparis_durumu: number }>`
      select mal_hizmet_json, siparis_durumu from ${sql.table(s.order)}
      where id = ${orderId}::bigint and department_id = ${who.departmentId}::bigint`.execute(db);
    if (!orders[0]) continue;
    const lines = linesOf(orders[0].mal_hizmet_json);
    for (const { sira_no, sent: q } of sent)
      if (lines[sira_no - 1]) lines[sira_no - 1] = { ...lines[sira_no - 1], gonderilen_miktar: q };
    const state =
      Number(orders[0].siparis_durumu) === ORDER_STATE.cancelled
        ? ORDER_STATE.cancelled
        : orderStateOf(lines);
    await sql`update ${sql.table(s.order)} set mal_hizmet_json = ${JSON.stringify(lines)}::jsonb,
        siparis_durumu = ${state}::int
      where id = ${orderId}::bigint and department_id = ${who.departmentId}::bigint`.execute(db);
  }
}

/**
 * A converted document's lines take no more than what remains of their order lines: what the order line orders
 * minus what the other documents of the same kind (invoices, or waybills) already took. The order rows are
 * locked first, so that two documents saved at once against one order cannot both take the rest.
 */
async function checkRemaining(values: Row, ctx: HookContext, s: OrderSide): Promise<FieldErrors> {
  const errors: FieldErrors = {};
  const json = ctx.table.lines?.json_column;
  if (!json || !Array.isArray(values[json])) return errors;
  const lines = values[json] as Row[];
  const wanted = new Map<number, Dec>();
  lines.forEach((l) => {
    const line = idOf(l.siparis_hizmet_id);
    if (line) wanted.set(line, (wanted.get(line) ?? D(0)).plus(amount(l.miktar)));
  });
  if (!wanted.size) return errors;
  const t = targetOf(s, ctx.table.name);
  const self = ctx.id ? sql`and l.${sql.id(t.parent)} <> ${ctx.id}::bigint` : sql``;
  // The locks first, the sums after them in a statement of their own: under READ COMMITTED a statement that waited
  // for the lock would still sum with the snapshot it started with, missing the lines the other writer committed.
  await lockOrders(ctx.db, s, [...wanted.keys()], ctx.departmentId);
  const { rows } = await sql<{
    id: string | number;
    order_id: string | number;
    miktar: string | number;
    taken: string | number;
    siparis_durumu: number | null;
    siparis_numarasi: string | null;
  }>`
    select o.id, o.${sql.id(s.orderParent)} as order_id, o.miktar, coalesce((select sum(l.miktar) from ${sql.table(t.lineTable)} l
        where l.siparis_hizmet_id = o.id and l.department_id = o.department_id ${self}), 0) as taken,
      h.siparis_durumu, h.siparis_numarasi
    from ${sql.table(s.orderLines)} o
    join ${sql.table(s.order)} h on h.id = o.${sql.id(s.orderParent)} and h.department_id = o.department_id
    where o.department_id = ${ctx.departmentId}::bigint and o.id in (${ids([...wanted.keys()])})`.execute(
    ctx.db,
  );
  // A cancelled order (İptal Edildi) is turned into nothing more: a document may not take a link to it. One made
  // before the cancellation keeps the links it already had (an edit of its address still saves).
  const cancelled = rows.filter((r) => Number(r.siparis_durumu) === ORDER_STATE.cancelled);
  if (cancelled.length) {
    const had = new Set<number>();
    if (ctx.id) {
      const { rows: old } = await sql<{ siparis_id: string | number }>`select distinct siparis_id
        from ${sql.table(t.lineTable)} where ${sql.id(t.parent)} = ${ctx.id}::bigint
          and department_id = ${ctx.departmentId}::bigint and siparis_id is not null`.execute(ctx.db);
      old.forEach((r) => had.add(Number(r.siparis_id)));
    }
    const refused = new Map<number, string>();
    for (const r of cancelled)
      if (!had.has(Number(r.order_id))) refused.set(Number(r.order_id), String(r.siparis_numarasi ?? ''));
    for (const no of refused.values()) (errors[json] ??= []).push(conversionTexts.orderCancelled(no));
    if (refused.size) return errors;
  }
  const remaining = new Map(rows.map((r) => [Number(r.id), amount(r.miktar).minus(amount(r.taken))]));
  const orderOf = new Map(rows.map((r) => [Number(r.id), Number(r.order_id)]));
  lines.forEach((l, i) => {
    const line = idOf(l.siparis_hizmet_id);
    // The order named on the line is the order line's own (a line of another order is no link).
    const order = idOf(l.siparis_id);
    if (line && order && orderOf.has(line) && orderOf.get(line) !== order) {
      (errors[lineErrorKey(json, i, 'siparis_hizmet_id')] ??= []).push(
        validation.invalidChoice('Sipariş Satırı'),
      );
      return;
    }
    const left = line ? remaining.get(line) : undefined;
    if (!line || left === undefined || !wanted.get(line)!.gt(left)) return;
    (errors[lineErrorKey(json, i, 'miktar')] ??= []).push(
      conversionTexts.aboveRemaining(toPlainString(left.lt(0) ? D(0) : left)),
    );
  });
  return errors;
}

/**
 * The hooks of a document made from orders (invoices, waybills): its converted lines take no more than what
 * remains, and after each store, update, delete and restore the order lines it points at (before and after) are
 * recomputed. Tables that are no conversion target are returned as they are.
 */
export function withOrderLinks(hooks: TableHooks, table: string): TableHooks {
  const s = sideOfTarget(table);
  if (!s) return hooks;
  const t = targetOf(s, table);
  const who = (ctx: HookContext) => ({ departmentId: ctx.departmentId, userId: ctx.userId });
  return {
    ...hooks,
    async validate(values, ctx) {
      const errors = { ...((await hooks.validate?.(values, ctx)) ?? {}) };
      for (const [k, v] of Object.entries(await checkRemaining(values, ctx, s)))
        (errors[k] ??= []).push(...v);
      return errors;
    },
    async afterWrite(values, ctx) {
      await hooks.afterWrite?.(values, ctx);
      const json = ctx.table.lines?.json_column;
      const before = json ? linesOf(ctx.old?.[json]).map((l) => idOf(l.siparis_hizmet_id)) : [];
      const after = await storedLinks(ctx.db, t.lineTable, t.parent, ctx.id, ctx);
      const all = [...before.filter((i): i is number => i !== null), ...after];
      await recomputeOrderLines(ctx.db, s, all, who(ctx));
    },
    async beforeDelete(ctx) {
      await hooks.beforeDelete?.(ctx);
      const links = await storedLinks(ctx.db, t.lineTable, t.parent, ctx.id, ctx);
      await recomputeOrderLines(ctx.db, s, links, who(ctx), { table, id: ctx.id });
    },
    async afterRestore(ctx) {
      await hooks.afterRestore?.(ctx);
      // The restored version's links (docs/conversions.md: the lines the replaced version pointed at keep their
      // sums until their next change).
      const links = await storedLinks(ctx.db, t.lineTable, t.parent, ctx.id, ctx);
      await recomputeOrderLines(ctx.db, s, links, who(ctx));
    },
  };
}

/** Order line ids and positions before an order's lines are rewritten, per transaction. */
const beforeRewrite = new WeakMap<object, Map<number, number>>();

/**
 * The hooks of an order table: an order with documents made from it is not deleted; when its line rows are
 * rewritten (new ids), the documents' links follow the lines by position, and the linked lines' sent quantities
 * are the documents' again (a quantity typed on a linked line does not stay); an ordered quantity never goes
 * below what was already sent.
 */
export function withConvertedOrder(hooks: TableHooks, table: string): TableHooks {
  const s = sideOfOrder(table);
  if (!s) return hooks;
  const linked = (ctx: HookContext, id: number) =>
    sql<{ n: number }>`select (${sql.join(
      s.targets.map(
        (t) => sql`(select count(*) from ${sql.table(t.lineTable)} l
          where l.siparis_id = ${id}::bigint and l.department_id = ${ctx.departmentId}::bigint)`,
      ),
      sql` + `,
    )})::int as n`.execute(ctx.db);
  return {
    ...hooks,
    async validate(values, ctx) {
      const errors = { ...((await hooks.validate?.(values, ctx)) ?? {}) };
      const json = ctx.table.lines?.json_column;
      if (!ctx.id || !json || !Array.isArray(values[json])) return errors;
      // What the documents took of each line (by position), against the new ordered quantities.
      const sums = s.targets.map(
        (t) => sql`coalesce((select sum(l.miktar) from ${sql.table(t.lineTable)} l
          where l.siparis_hizmet_id = o.id and l.department_id = o.department_id), 0)`,
      );
      const { rows } = await sql<{ sira_no: number; taken: string | number }>`
        select o.sira_no, greatest(${sql.join(sums)}) as taken from ${sql.table(s.orderLines)} o
        where o.${sql.id(s.orderParent)} = ${ctx.id}::bigint and o.department_id = ${ctx.departmentId}::bigint
        for update`.execute(ctx.db);
      const lines = values[json] as Row[];
      for (const r of rows) {
        const line = lines[Number(r.sira_no) - 1];
        const taken = amount(r.taken);
        if (line && taken.gt(0) && amount(line.miktar).lt(taken))
          (errors[lineErrorKey(json, Number(r.sira_no) - 1, 'miktar')] ??= []).push(
            conversionTexts.belowSent(toPlainString(taken)),
          );
      }
      return errors;
    },
    async beforeWrite(values, ctx) {
      const out = hooks.beforeWrite ? await hooks.beforeWrite(values, ctx) : values;
      if (ctx.id) {
        const { rows } = await sql<{ id: string | number; sira_no: number }>`select id, sira_no
          from ${sql.table(s.orderLines)} where ${sql.id(s.orderParent)} = ${ctx.id}::bigint
            and department_id = ${ctx.departmentId}::bigint`.execute(ctx.db);
        beforeRewrite.set(ctx.db, new Map(rows.map((r) => [Number(r.sira_no), Number(r.id)])));
      }
      return out;
    },
    async afterWrite(values, ctx) {
      await hooks.afterWrite?.(values, ctx);
      const old = beforeRewrite.get(ctx.db);
      beforeRewrite.delete(ctx.db);
      if (!old) return;
      const { rows } = await sql<{ id: string | number; sira_no: number }>`select id, sira_no
        from ${sql.table(s.orderLines)} where ${sql.id(s.orderParent)} = ${ctx.id}::bigint
          and department_id = ${ctx.departmentId}::bigint`.execute(ctx.db);
      const now = new Map(rows.map((r) => [Number(r.sira_no), Number(r.id)]));
      for (const [sira, oldId] of old) {
        const newId = now.get(sira) ?? null;
        if (newId === oldId) continue;
        for (const t of s.targets)
          await sql`update ${sql.table(t.lineTable)} set siparis_hizmet_id = ${newId}::bigint
            where siparis_hizmet_id = ${oldId}::bigint and department_id = ${ctx.departmentId}::bigint`.execute(
            ctx.db,
          );
      }
      // Only the lines documents point at: a quantity typed on a line no document took stays the user's.
      const pointed = await sql<{ id: string | number }>`select o.id from ${sql.table(s.orderLines)} o
        where o.${sql.id(s.orderParent)} = ${ctx.id}::bigint and o.department_id = ${ctx.departmentId}::bigint
          and (${sql.join(
            s.targets.map(
              (t) => sql`exists (select 1 from ${sql.table(t.lineTable)} l where l.siparis_hizmet_id = o.id
                and l.department_id = o.department_id)`,
            ),
            sql` or `,
          )})`.execute(ctx.db);
      await recomputeOrderLines(
        ctx.db,
        s,
        pointed.rows.map((r) => Number(r.id)),
        ctx,
      );
    },
    async beforeDelete(ctx) {
      await hooks.beforeDelete?.(ctx);
      const { rows } = await linked(ctx, ctx.id);
      if (Number(rows[0]?.n ?? 0) > 0)
        throw new AppError(Codes.inUse, 400, { explanation: conversionTexts.orderInUse });
    },
  };
}
