import { sql } from 'kysely';
import { amountAtRate, D } from '../../domain/money';
import { findTable } from '../catalog';
import type { Db } from '../db/database';
import { findStoredRow } from '../tables/table.repository';
import type { TestContext } from '../test/harness';
import { recalculate } from './document.calculate';
import type { DocumentSpec } from './document.spec';

// Shared by the document tests: the demo company's cards and a withholding invoice keyed by hand.

type Row = Record<string, unknown>;

/** One id of the database (the demo seed's records). */
export async function idWhere(t: TestContext, query: ReturnType<typeof sql<{ id: number }>>) {
  const r = await query.execute(t.database.db);
  if (!r.rows[0]) throw new Error('test data not found');
  return Number(r.rows[0].id);
}

/** The demo company's cards the test invoices use. */
export async function demoCards(t: TestContext, departmentId: number) {
  const by = (table: string, column: string, value: string) =>
    idWhere(
      t,
      sql<{
        id: number;
      }>`select id from ${sql.table(table)} where department_id = ${departmentId} and ${sql.ref(column)} = ${value}`,
    );
  return {
    cari: await by('cari_hesap', 'cari_hesap_adi', 'Ege Zeytincilik'),
    toner: await by('stok_kartlari', 'stok_kodu', 'STK-002'),
    klavye: await by('stok_kartlari', 'stok_kodu', 'STK-004'),
    depo: await by('depo_kartlari', 'depo_kodu', 'D01'),
    bakim: await by('hizmet_ve_masraf_kartlari', 'hizmet_masraf_kodu', 'HZM-002'),
    tevkifat603: await idWhere(
      t,
      sql<{ id: number }>`select id from tevkifat_kodlari where kod = '603' and yuzde = 70`,
    ),
  };
}

export type Cards = Awaited<ReturnType<typeof demoCards>>;

/**
 * Three lines of a withholding (type 3) invoice, worked by hand:
 * - 2 × 1 890.00 toner, 5 % discount: gross 3 780.00, discount −189.00, net 3 591.00, KDV 718.20 → 4 309.20
 * - 3 × 120.00 KDV-included keyboard sets: 100.00 each, net 300.00, KDV 60.00 → 360.00
 * - 4 × 850.00 maintenance with 7/10 withholding: net 3 400.00, KDV 680.00, withheld 476.00 → 4 080.00
 */
export const threeLines = (c: Cards): Row[] => [
  {
    mal_hizmet_turu_id: 1,
    stok_kartlari_id: c.toner,
    depo_kartlari_id: c.depo,
    mal_hizmet: 'Lazer Yazıcı Toneri',
    miktar: '2',
    birim_id: 1,
    birim_fiyat: '1890',
    iskonto_orani: '5',
    kdv_id: 9,
    kdv_dahil_buton: '0',
  },
  {
    mal_hizmet_turu_id: 1,
    stok_kartlari_id: c.klavye,
    depo_kartlari_id: c.depo,
    miktar: '3',
    birim_id: 1,
    birim_fiyat: '120.00',
    kdv_id: 9,
    kdv_dahil_buton: '1',
  },
  {
    mal_hizmet_turu_id: 2,
    hizmet_ve_masraf_kartlari_id: c.bakim,
    mal_hizmet: 'Yazıcı Bakım ve Onarım Hizmeti',
    miktar: '4',
    birim_id: 1,
    birim_fiyat: '850',
    kdv_id: 9,
    diger_vergiler: [{ id: 19, oran: 7 }],
    tevkifat_kodlari_listesi_id: c.tevkifat603,
  },
];

/** The totals of `threeLines` on a withholding invoice in TL. */
export const THREE_LINE_TOTALS = {
  urun_hizmet_toplam_tutar: '7480.00',
  toplam_iskonto: '-189.00',
  hesaplanan_kdv: '1458.20',
  diger_vergiler_toplami: '0.00',
  toplam_vergi_tutari: '1458.20',
  tevkifat_toplami: '476.00',
  ozel_matrah_toplami: '0.00',
  vergiler_dahil_toplam_tutar: '8749.20',
  odenecek_tutar: '8273.20',
  dovizli_tutar: '8273.20',
};

/** A withholding sales invoice header for `threeLines`. */
export const invoiceHeader = (c: Cards, no: string, extra: Row = {}): Row => ({
  cari_hesap_id: c.cari,
  fatura_senaryo_id: 1,
  fatura_tipi_id: 3,
  fatura_numarasi: no,
  fatura_tarihi: '2026-03-02',
  para_birimi_id: 1,
  döviz_kuru: '1',
  ...extra,
});

/** The stored totals of an invoice (show answer: numerics as decimal strings). */
export const totalsOf = (record: Row) =>
  Object.fromEntries(Object.keys(THREE_LINE_TOTALS).map((k) => [k, record[k]]));

/** The line rows of a header, in order, straight from the database. */
export async function lineRows(t: TestContext, table: string, parentColumn: string, id: number) {
  const r = await sql<Row>`select * from ${sql.table(table)} where ${sql.ref(parentColumn)} = ${id}
    order by sira_no`.execute(t.database.db);
  return r.rows;
}

/** Archive actions of a table's rows of one header's lines (by the archived row's parent column). */
export async function archivedLines(t: TestContext, table: string, parentColumn: string, id: number) {
  const r = await sql<{ action: string; record_id: number }>`
    select action, record_id from archive where table_name = ${table}
    and (data ->> ${parentColumn})::bigint = ${id} order by id`.execute(t.database.db);
  return r.rows.map((x) => ({ action: x.action, record_id: Number(x.record_id) }));
}

/**
 * What disagrees in a stored document (empty when nothing does): every total the header holds against a
 * recompute of its own stored lines (domain's calculateDocument at the stored type, currency and rate), the
 * amount at the rate against the stored payable, and the line rows against the lines JSON. Used by the race
 * test and `npm run race:update` (a Db, not a TestContext, so that the script can call it).
 */
export async function documentDisagreements(
  db: Db,
  tableName: string,
  spec: DocumentSpec,
  id: number,
): Promise<string[]> {
  const table = findTable(tableName);
  if (!table?.lines) throw new Error(`${tableName} has no lines`);
  const header = await findStoredRow(db, table, id, Number((await ownerOf(db, tableName, id)) ?? 0));
  if (!header) return [`${tableName} ${id} yok`];
  const json = table.lines.json_column;
  const lines = Array.isArray(header[json]) ? (header[json] as Row[]) : [];
  const r = recalculate(table, spec, header, lines);
  const out: string[] = [];
  if (Object.keys(r.errors).length) out.push(`hesaplanamadı: ${JSON.stringify(r.errors)}`);
  const overridden = spec.override && header[spec.override.column] === true;
  for (const [column, expected] of Object.entries(r.totals)) {
    if (overridden && spec.override!.editable.includes(column)) continue;
    if (!D(String(header[column])).eq(D(expected)))
      out.push(`${column}: ${String(header[column])} ≠ satırlardan ${expected}`);
  }
  if (spec.foreignColumn && r.rate) {
    const expected = amountAtRate(String(header[spec.payableColumn]), r.rate, spec.scale);
    if (!D(String(header[spec.foreignColumn])).eq(D(expected)))
      out.push(`${spec.foreignColumn}: ${String(header[spec.foreignColumn])} ≠ ${expected}`);
  }
  const lineTable = findTable(table.lines.table)!;
  const rows = await sql<Row>`select * from ${sql.table(lineTable.name)}
    where ${sql.ref(lineTable.parent!.column)} = ${id} order by ${sql.ref(lineTable.parent!.order_column)}`.execute(
    db,
  );
  if (rows.rows.length !== lines.length) out.push(`satır sayısı: ${rows.rows.length} ≠ JSON ${lines.length}`);
  rows.rows.forEach((row, i) => {
    const line = lines[i];
    if (line && !D(String(row.miktar)).eq(D(String(line.miktar))))
      out.push(`${i + 1}. satırın miktarı: ${String(row.miktar)} ≠ JSON ${String(line.miktar)}`);
  });
  return out;
}

async function ownerOf(db: Db, tableName: string, id: number) {
  const r = await sql<{ department_id: number }>`select department_id from ${sql.table(tableName)}
    where id = ${id}`.execute(db);
  return r.rows[0]?.department_id;
}
