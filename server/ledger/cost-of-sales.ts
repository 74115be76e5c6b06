import { sql } from 'kysely';
import type { CostMovement } from '../../domain/ledger/cost-of-sales';
import { D, round, toFixedString } from '../../domain/money';
import type { Db } from '../db/database';

// The stock movements of a company as the weighted average reads them (docs/ledger.md, "Cost of sales"): each
// movement's quantity in the card's counting unit (its exit unit, as the stock report counts, docs/stock.md "Units")
// and, for goods in, the cost its document gives.

type Row = Record<string, unknown>;

/** The movement's quantity in the card's exit unit (the stok_bakiyeleri view's conversion). */
const BASE_QTY = sql`case when h.birim_id is not null and h.birim_id = s.giris_birimi_id
    and s.cikis_birimi_id is not null and s.cikis_birimi_id <> s.giris_birimi_id and s.cikis_birim_katsayisi > 0
  then h.miktar * s.cikis_birim_katsayisi else h.miktar end`;

/** A document line's TL cost: its net after discounts with its other taxes (purchase taxes are cost, VUK 275). */
const lineCost = (net: unknown, other: unknown, rate: unknown) =>
  round(
    D(String(net ?? 0))
      .plus(D(String(other ?? 0)))
      .times(D(String(rate ?? 1))),
    2,
  );

async function hasColumn(db: Db, table: string, column: string): Promise<boolean> {
  const r = await sql<Row>`select 1 from information_schema.columns where table_name = ${table}
    and column_name = ${column}`.execute(db);
  return r.rows.length > 0;
}

/** The costs of purchase-invoice lines by line id, for one line table; null for a return (İade) invoice. */
async function invoiceLineCosts(
  db: Db,
  departmentId: number,
  table: 'alis_fatura' | 'kobi_alis_fatura',
  lineIds: number[],
): Promise<Map<number, string | null>> {
  const out = new Map<number, string | null>();
  if (!lineIds.length) return out;
  const lines = `${table}_hizmet`;
  const other = (await hasColumn(db, lines, 'diger_vergiler_toplam_tutar'))
    ? sql`l.diger_vergiler_toplam_tutar`
    : sql`0`;
  const type = (await hasColumn(db, table, 'fatura_tipi_id')) ? sql`f.fatura_tipi_id` : sql`2`;
  const r = await sql<Row>`select l.id, l.mal_hizmet_tutari::text as net, (${other})::text as other,
      case when coalesce(f.para_birimi_id, 1) = 1 then '1' else coalesce(f."döviz_kuru", 1)::text end as rate,
      (${type})::int as type
    from ${sql.table(lines)} l join ${sql.table(table)} f on f.id = l.${sql.ref(`${table}_id`)}
    where l.department_id = ${departmentId}::bigint and l.id = any(${lineIds}::bigint[])`.execute(db);
  for (const row of r.rows)
    out.set(
      Number(row.id),
      // An İade invoice received is a customer's return: the goods come back at their cost, not at the price.
      Number(row.type) === 1 ? null : toFixedString(lineCost(row.net, row.other, row.rate), 2),
    );
  return out;
}

/** The TL price of the lines of İade invoices the company issued (goods back to the supplier), by line id. */
async function returnLineCosts(
  db: Db,
  departmentId: number,
  table: 'satis_fatura' | 'kobi_satis_fatura',
  lineIds: number[],
): Promise<Map<number, string>> {
  const out = new Map<number, string>();
  if (!lineIds.length || !(await hasColumn(db, table, 'fatura_tipi_id'))) return out;
  const lines = `${table}_hizmet`;
  const other = (await hasColumn(db, lines, 'diger_vergiler_toplam_tutar'))
    ? sql`l.diger_vergiler_toplam_tutar`
    : sql`0`;
  const r = await sql<Row>`select l.id, l.mal_hizmet_tutari::text as net, (${other})::text as other,
      case when coalesce(f.para_birimi_id, 1) = 1 then '1' else coalesce(f."döviz_kuru", 1)::text end as rate
    from ${sql.table(lines)} l join ${sql.table(table)} f on f.id = l.${sql.ref(`${table}_id`)}
    where l.department_id = ${departmentId}::bigint and l.id = any(${lineIds}::bigint[])
      and f.fatura_tipi_id::int = 1`.execute(db);
  for (const row of r.rows) out.set(Number(row.id), toFixedString(lineCost(row.net, row.other, row.rate), 2));
  return out;
}

/**
 * The costs of goods a purchase waybill brought in, from the invoice made of it: the invoice line converted from the
 * waybill line (`irsaliye_hizmet_id`), else the invoice naming the waybill (`alis_irsaliye_id`) — its lines of the same
 * stock card, at their unit cost. A waybill not invoiced yet has no cost (null).
 */
async function waybillCosts(
  db: Db,
  departmentId: number,
  movements: { lineId: number; waybillId: number; card: number; qty: string }[],
): Promise<Map<number, string | null>> {
  const out = new Map<number, string | null>();
  if (!movements.length) return out;
  const other = (await hasColumn(db, 'alis_fatura_hizmet', 'diger_vergiler_toplam_tutar'))
    ? sql`l.diger_vergiler_toplam_tutar`
    : sql`0`;
  const linked = (await hasColumn(db, 'alis_fatura_hizmet', 'irsaliye_hizmet_id'))
    ? sql`l.irsaliye_hizmet_id`
    : sql`null::bigint`;
  const r = await sql<Row>`select (${linked})::bigint as waybill_line, f.alis_irsaliye_id as waybill,
      l.stok_kartlari_id as card, l.miktar::text as qty, l.mal_hizmet_tutari::text as net, (${other})::text as other,
      case when coalesce(f.para_birimi_id, 1) = 1 then '1' else coalesce(f."döviz_kuru", 1)::text end as rate
    from alis_fatura_hizmet l join alis_fatura f on f.id = l.alis_fatura_id
    where l.department_id = ${departmentId}::bigint and l.mal_hizmet_turu_id = 1
      and ((${linked}) = any(${movements.map((m) => m.lineId)}::bigint[])
        or f.alis_irsaliye_id = any(${movements.map((m) => m.waybillId)}::bigint[]))`.execute(db);
  for (const m of movements) {
    const byLine = r.rows.filter((x) => Number(x.waybill_line) === m.lineId);
    const byHeader = r.rows.filter((x) => Number(x.waybill) === m.waybillId && Number(x.card) === m.card);
    const from = byLine.length ? byLine : byHeader;
    let qty = D(0);
    let value = D(0);
    for (const x of from) {
      qty = qty.plus(D(String(x.qty)));
      value = value.plus(lineCost(x.net, x.other, x.rate));
    }
    out.set(m.lineId, qty.gt(0) ? toFixedString(round(value.times(D(m.qty)).div(qty), 2), 2) : null);
  }
  return out;
}

/** Every stock movement of the company up to `to` (inclusive), with its cost where its document gives one. */
export async function costMovements(db: Db, departmentId: number, to: string): Promise<CostMovement[]> {
  const unitCost = (await hasColumn(db, 'stok_hareketleri', 'birim_maliyet'))
    ? sql`h.birim_maliyet::text`
    : sql`null::text`;
  const r = await sql<Row>`select h.id, h.stok_kartlari_id as card, h.depo_kartlari_id as warehouse,
      to_char(h.hareket_tarihi, 'YYYY-MM-DD') as date, h.hareket_turu_id::int as type,
      (${BASE_QTY})::text as qty, h.miktar::text as miktar, ${unitCost} as unit_cost, h.kaynak_tablo,
      h.kaynak_id, h.kaynak_satir_id
    from stok_hareketleri h left join stok_kartlari s on s.id = h.stok_kartlari_id
    where h.department_id = ${departmentId}::bigint and h.hareket_tarihi <= ${to}::date
      and h.stok_kartlari_id is not null and h.depo_kartlari_id is not null
    order by h.hareket_tarihi, h.id`.execute(db);
  const lineIds = (table: string) =>
    r.rows
      .filter((x) => x.kaynak_tablo === table && x.kaynak_satir_id != null)
      .map((x) => Number(x.kaynak_satir_id));
  // Goods sent back to the supplier on an İade invoice the company issued: the purchase undone at the line's price.
  const returns = {
    satis_fatura: await returnLineCosts(db, departmentId, 'satis_fatura', lineIds('satis_fatura')),
    kobi_satis_fatura: await returnLineCosts(
      db,
      departmentId,
      'kobi_satis_fatura',
      lineIds('kobi_satis_fatura'),
    ),
  };
  const costs = {
    alis_fatura: await invoiceLineCosts(db, departmentId, 'alis_fatura', lineIds('alis_fatura')),
    kobi_alis_fatura: await invoiceLineCosts(
      db,
      departmentId,
      'kobi_alis_fatura',
      lineIds('kobi_alis_fatura'),
    ),
    alis_irsaliye: await waybillCosts(
      db,
      departmentId,
      r.rows
        .filter((x) => x.kaynak_tablo === 'alis_irsaliye' && x.kaynak_satir_id != null)
        .map((x) => ({
          lineId: Number(x.kaynak_satir_id),
          waybillId: Number(x.kaynak_id),
          card: Number(x.card),
          qty: String(x.miktar),
        })),
    ),
  };
  return r.rows.map((x) => {
    const out = Number(x.type) === 2;
    const qty = D(String(x.qty));
    let value: string | null = null;
    const back = out && x.kaynak_tablo ? returns[x.kaynak_tablo as keyof typeof returns] : undefined;
    const returned = back?.get(Number(x.kaynak_satir_id));
    if (returned) value = `-${returned}`;
    if (!out && qty.gt(0)) {
      const source = x.kaynak_tablo as keyof typeof costs | null;
      if (source && source in costs) value = costs[source].get(Number(x.kaynak_satir_id)) ?? null;
      else if (!source && x.unit_cost !== null && x.unit_cost !== undefined)
        value = toFixedString(round(D(String(x.miktar)).times(D(String(x.unit_cost))), 2), 2);
    }
    return {
      card: Number(x.card),
      warehouse: Number(x.warehouse),
      date: String(x.date),
      qty: toFixedString(out ? qty.neg() : qty, 4),
      value,
    };
  });
}
