import { D, round, toFixedString, type Dec } from '../money';

// Cost of sales by the periodic weighted average (docs/ledger.md, "Cost of sales"). VUK 274 values goods (emtia) at
// their cost (maliyet bedeli) and VUK 275 says what the cost holds (the purchase price and the costs of buying);
// the weighted average of a period — what was in stock at its start plus what came in during it, divided by the
// quantities — is the "ortalama maliyet" method an accountant applies with the aralıklı envanter of the Tekdüzen
// (MSUGT: 153 Ticari Mallar is credited with the cost of the goods sold against 621 at the period's end). Kept per
// stock card AND warehouse, as the issue asks: a warehouse's goods are valued by what came into that warehouse.

/** One stock movement in the card's counting unit (docs/stock.md, "Units"). */
export interface CostMovement {
  card: number;
  warehouse: number;
  /** `YYYY-MM-DD`. */
  date: string;
  /** Positive for goods in (a purchase, an opening, a count surplus), negative for goods out (a sale, a loss). */
  qty: string;
  /**
   * The TL cost of goods in, from its document (the purchase invoice line's net with its other taxes at the rate;
   * a hand-keyed movement's unit cost × quantity), or null: goods in without a cost of their own (a customer's
   * return, a waybill not yet invoiced, a count surplus) count at the period's average. Goods out carry a value
   * only when they go back to the supplier (an İade invoice issued, negative): the purchase is undone at its price —
   * as the return's voucher credits 153 with it — instead of being costed as a sale.
   */
  value: string | null;
}

/** One card and warehouse in the period being costed. */
export interface CostRow {
  card: number;
  warehouse: number;
  openingQty: string;
  openingValue: string;
  /** Goods in with a cost of their own. */
  receiptQty: string;
  receiptValue: string;
  /** Goods in without a cost of their own, counted at the average. */
  uncostedQty: string;
  /** (opening value + receipts' value) / (opening qty + receipts' qty), 4 decimals as shown; exact in the sums. */
  unitCost: string;
  issueQty: string;
  /** Cost of the goods out (621), 2 decimals. */
  cost: string;
  closingQty: string;
  closingValue: string;
}

export interface CostOfSales {
  /** The period costed: after `from` (exclusive; null = from the first movement) up to `to` (inclusive). */
  from: string | null;
  to: string;
  rows: CostRow[];
  /** Σ cost: the 621 / 153 entry. */
  total: string;
  /** Σ closing value: the goods' value in stock at `to`. */
  closingValue: string;
  /** Cards and warehouses with goods out but nothing to take a cost from (no stock, no costed receipt). */
  unknownCost: { card: number; warehouse: number; qty: string }[];
}

interface State {
  qty: Dec;
  value: Dec;
}

const fmt = (v: Dec, scale: number) => toFixedString(v, scale);
const keyOf = (m: { card: number; warehouse: number }) => `${m.card}:${m.warehouse}`;

/**
 * Costs the goods out of the period (`cuts`' last date before `to`, `to`]: every earlier period — split at the dates
 * of the earlier cost-of-sales runs, `cuts` — is replayed first with its own average, so the stock's value at the
 * period's start is what those runs left. Per card and warehouse: unit cost = (opening value + costed receipts) /
 * (opening quantity + costed receipts' quantity); goods out cost quantity × unit cost, rounded to the kuruş; goods in
 * without a cost join at the unit cost; when nothing is left in stock, the cost is the whole value (no kuruş left
 * behind by rounding).
 */
export function costOfSales(
  movements: readonly CostMovement[],
  cuts: readonly string[],
  to: string,
): CostOfSales {
  const bounds = [...new Set(cuts.filter((c) => c < to))].sort();
  const periods: { from: string | null; to: string }[] = [];
  let prev: string | null = null;
  for (const c of [...bounds, to]) {
    periods.push({ from: prev, to: c });
    prev = c;
  }
  const sorted = [...movements].filter((m) => m.date <= to).sort((a, b) => (a.date < b.date ? -1 : 1));
  const state = new Map<string, State>();
  let result: CostOfSales = {
    from: null,
    to,
    rows: [],
    total: '0.00',
    closingValue: '0.00',
    unknownCost: [],
  };
  let i = 0;
  for (const p of periods) {
    const inPeriod: CostMovement[] = [];
    while (i < sorted.length && sorted[i].date <= p.to) inPeriod.push(sorted[i++]);
    result = costPeriod(state, inPeriod, p.from, p.to);
  }
  return result;
}

/** Costs one period from `state` (the stock at its start), moving `state` to its end. */
function costPeriod(
  state: Map<string, State>,
  movements: readonly CostMovement[],
  from: string | null,
  to: string,
): CostOfSales {
  const acc = new Map<string, { card: number; warehouse: number; rq: Dec; rv: Dec; uq: Dec; iq: Dec }>();
  const touch = (m: { card: number; warehouse: number }) => {
    const k = keyOf(m);
    let a = acc.get(k);
    if (!a)
      acc.set(k, (a = { card: m.card, warehouse: m.warehouse, rq: D(0), rv: D(0), uq: D(0), iq: D(0) }));
    return a;
  };
  for (const k of state.keys()) {
    const [card, warehouse] = k.split(':').map(Number);
    touch({ card, warehouse });
  }
  for (const m of movements) {
    const a = touch(m);
    const q = D(m.qty);
    if (q.lt(0) && m.value === null) a.iq = a.iq.plus(q.neg());
    else if (m.value === null) a.uq = a.uq.plus(q);
    else {
      a.rq = a.rq.plus(q);
      a.rv = a.rv.plus(D(m.value));
    }
  }
  const rows: CostRow[] = [];
  const unknownCost: CostOfSales['unknownCost'] = [];
  let total = D(0);
  let closingTotal = D(0);
  const ordered = [...acc.values()].sort((x, y) => x.card - y.card || x.warehouse - y.warehouse);
  for (const a of ordered) {
    const open = state.get(keyOf(a)) ?? { qty: D(0), value: D(0) };
    const baseQty = open.qty.plus(a.rq);
    const baseValue = open.value.plus(a.rv);
    const hasBase = baseQty.gt(0);
    const unpricedValue = hasBase ? round(a.uq.times(baseValue).div(baseQty), 2) : D(0);
    const available = baseValue.plus(unpricedValue);
    const closingQty = baseQty.plus(a.uq).minus(a.iq);
    let cost: Dec;
    if (!hasBase) {
      cost = D(0);
      if (a.iq.gt(0)) unknownCost.push({ card: a.card, warehouse: a.warehouse, qty: fmt(a.iq, 4) });
    } else if (closingQty.lte(0)) {
      cost = available;
      // More went out than was in stock: the excess has no cost to take.
      if (closingQty.lt(0))
        unknownCost.push({ card: a.card, warehouse: a.warehouse, qty: fmt(closingQty.neg(), 4) });
    } else cost = round(a.iq.times(baseValue).div(baseQty), 2);
    const closingValue = hasBase ? available.minus(cost) : open.value;
    state.set(keyOf(a), { qty: closingQty, value: closingValue });
    total = total.plus(cost);
    closingTotal = closingTotal.plus(closingValue);
    if (open.qty.isZero() && open.value.isZero() && a.rq.isZero() && a.uq.isZero() && a.iq.isZero()) continue;
    rows.push({
      card: a.card,
      warehouse: a.warehouse,
      openingQty: fmt(open.qty, 4),
      openingValue: fmt(open.value, 2),
      receiptQty: fmt(a.rq, 4),
      receiptValue: fmt(a.rv, 2),
      uncostedQty: fmt(a.uq, 4),
      unitCost: hasBase ? fmt(round(baseValue.div(baseQty), 4), 4) : '0.0000',
      issueQty: fmt(a.iq, 4),
      cost: fmt(cost, 2),
      closingQty: fmt(closingQty, 4),
      closingValue: fmt(closingValue, 2),
    });
  }
  return { from, to, rows, total: fmt(total, 2), closingValue: fmt(closingTotal, 2), unknownCost };
}
