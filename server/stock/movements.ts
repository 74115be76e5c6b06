import { sql } from 'kysely';
import type { Db } from '../db/database';

// Stock movements written by the documents that move goods (docs/stock.md): each save of a purchase or sales
// invoice or waybill rewrites the movements of that document — one set per document, never twice — inside the
// document's own transaction, from the line rows as they are stored after the save (so it serves lines written
// row by row as well as lines sent in the header's JSON).

/** A document that moves stock: where its lines are and which way the goods go. */
export interface StockSource {
  /** The header table; `kaynak_tablo` of its movements. */
  table: string;
  lineTable: string;
  /** The line column holding the header's id. */
  parentColumn: string;
  /** hareket_turu_id of its movements: 1 Giriş (purchase), 2 Çıkış (sale). */
  movement: 1 | 2;
  /** belge_turu_id: 1 Fatura, 2 İrsaliye. */
  documentType: 1 | 2;
  dateColumn: string;
  numberColumn: string;
  /** The line type column: only lines of type 1 (stock, 002 §3) move stock. */
  lineTypeColumn?: string;
  /** The header column naming the waybill the document was made from: then the waybill moved the goods. */
  waybillColumn?: string;
  /**
   * The line column naming the waybill line an invoice line was converted from (docs/conversions.md): the waybill
   * moved those goods, so that line moves nothing.
   */
  waybillLineColumn?: string;
}

const invoice = (table: string, movement: 1 | 2, waybillColumn?: string): StockSource => ({
  table,
  lineTable: `${table}_hizmet`,
  parentColumn: `${table}_id`,
  movement,
  documentType: 1,
  dateColumn: 'fatura_tarihi',
  numberColumn: 'fatura_numarasi',
  lineTypeColumn: 'mal_hizmet_turu_id',
  waybillColumn,
  waybillLineColumn: waybillColumn ? 'irsaliye_hizmet_id' : undefined,
});

const waybill = (table: string, movement: 1 | 2): StockSource => ({
  table,
  lineTable: `${table}_hizmet`,
  parentColumn: `${table}_id`,
  movement,
  documentType: 2,
  dateColumn: 'irsaliye_tarihi',
  numberColumn: 'irsaliye_numarasi',
});

/** Every document that moves stock, by table. */
export const STOCK_SOURCES: Readonly<Record<string, StockSource>> = {
  alis_fatura: invoice('alis_fatura', 1, 'alis_irsaliye_id'),
  satis_fatura: invoice('satis_fatura', 2, 'satis_irsaliye_id'),
  kobi_alis_fatura: invoice('kobi_alis_fatura', 1),
  kobi_satis_fatura: invoice('kobi_satis_fatura', 2),
  alis_irsaliye: waybill('alis_irsaliye', 1),
  satis_irsaliye: waybill('satis_irsaliye', 2),
};

interface Who {
  departmentId: number;
  userId: number;
}

/** Removes the movements of one document (its delete; the first step of every rewrite). */
export async function dropStockMovements(db: Db, table: string, id: number, who: Who): Promise<void> {
  await sql`delete from stok_hareketleri where kaynak_tablo = ${table} and kaynak_id = ${id}::bigint
    and department_id = ${who.departmentId}::bigint`.execute(db);
}

/**
 * Rewrites the movements of one document from its stored header and line rows: a line of a stock card with a
 * quantity above zero moves it in the line's warehouse, else the stock card's default warehouse, else the
 * company's first warehouse (a company without a warehouse moves nothing). A document made from a waybill moves
 * nothing. Call it after the lines are stored, in the save's transaction. Tables that move no stock are ignored.
 */
export async function syncStockMovements(db: Db, table: string, id: number, who: Who): Promise<void> {
  const s = STOCK_SOURCES[table];
  if (!s) return;
  await dropStockMovements(db, table, id, who);
  const warehouse = sql`coalesce(l.depo_kartlari_id, s.depo_kartlari_id,
    (select min(d.id) from depo_kartlari d where d.department_id = h.department_id))`;
  const fromWaybill = s.waybillColumn ? sql`and h.${sql.id(s.waybillColumn)} is null` : sql``;
  // The line's waybill link came with the conversions (migration 202611270700); older migrations that upgrade a
  // seeded database move stock before the column exists.
  const linked =
    s.waybillLineColumn &&
    (
      await sql`select 1 from pg_attribute where attrelid = to_regclass(${s.lineTable})
        and attname = ${s.waybillLineColumn} and not attisdropped`.execute(db)
    ).rows.length > 0;
  const fromWaybillLine = linked ? sql`and l.${sql.id(s.waybillLineColumn!)} is null` : sql``;
  const stockLine = s.lineTypeColumn ? sql`and l.${sql.id(s.lineTypeColumn)} = 1` : sql``;
  // Ids from the sequence in line order (the inner query sorts, the outer one numbers), own_id = id in the same
  // statement: a second pass setting own_id cost as much as the insert on a 10,000-line invoice (issue 29 item 4).
  await sql`insert into stok_hareketleri (id, own_id, user_id, department_id, hareket_tarihi, hareket_turu_id,
      belge_turu_id, stok_kartlari_id, depo_kartlari_id, miktar, birim_id, belge_numarasi, cari_hesap_id, kaynak_tablo,
      kaynak_id, kaynak_satir_id)
    select n.id, n.id, n.user_id, n.department_id, n.hareket_tarihi, n.hareket_turu_id, n.belge_turu_id,
      n.stok_kartlari_id, n.depo_kartlari_id, n.miktar, n.birim_id, n.belge_numarasi, n.cari_hesap_id, n.kaynak_tablo,
      n.kaynak_id, n.kaynak_satir_id
    from (
      select nextval(pg_get_serial_sequence('stok_hareketleri', 'id')) as id, m.*
      from (
        select ${who.userId}::bigint as user_id, h.department_id, h.${sql.id(s.dateColumn)} as hareket_tarihi,
          ${s.movement}::int as hareket_turu_id, ${s.documentType}::int as belge_turu_id, l.stok_kartlari_id,
          ${warehouse} as depo_kartlari_id, l.miktar, l.birim_id, h.${sql.id(s.numberColumn)} as belge_numarasi,
          h.cari_hesap_id, ${table}::text as kaynak_tablo, h.id as kaynak_id, l.id as kaynak_satir_id
        from ${sql.table(s.table)} h
        join ${sql.table(s.lineTable)} l on l.${sql.id(s.parentColumn)} = h.id and l.department_id = h.department_id
        join stok_kartlari s on s.id = l.stok_kartlari_id and s.department_id = h.department_id
        where h.id = ${id}::bigint and h.department_id = ${who.departmentId}::bigint and l.miktar > 0
          and ${warehouse} is not null ${fromWaybill} ${fromWaybillLine} ${stockLine}
        order by l.sira_no
      ) m
    ) n`.execute(db);
}
