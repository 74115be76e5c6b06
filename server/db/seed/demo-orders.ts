import { sql } from 'kysely';
import { alis_siparis } from '../../catalog/alis_siparis.table';
import { satis_siparis } from '../../catalog/satis_siparis.table';
import type { TableDef } from '../../catalog/types';
import type { Db } from '../database';
import { putDocument } from './demo-documents';

// Demo Ticaret's purchase and sales orders (/alis-satis-yonetimi/siparis): orders in each state — one delivered in
// full, one partly, one open, one cancelled — on the stock and service cards of the demo documents seed. Every
// amount and the state of the non-cancelled ones are computed by the order hooks, never typed in. Run by the
// demo seed for fresh databases and by migration 202611260110 for databases seeded before the tables existed.

type Row = Record<string, unknown>;

/** Demo Ticaret A.Ş. (departments.vergi_no). */
const DEMO_VKN = '2910473856';

interface Line {
  /** A stock code (stok_kartlari.stok_kodu) or a service code (hizmet_masraf_kodu). */
  kod: string;
  miktar: string;
  fiyat: string;
  gonderilen?: string;
  iskonto?: string;
}
interface Order {
  table: TableDef;
  no: string;
  cari: string;
  tarih: string;
  teslim: string;
  /** Only 4 (İptal Edildi) is typed; the other states follow from the lines. */
  iptal?: boolean;
  description?: string;
  lines: Line[];
}

const ORDERS: Order[] = [
  {
    table: satis_siparis,
    no: 'SSP-2026-0001',
    cari: 'Başkent Bilişim',
    tarih: '2026-02-16',
    teslim: '2026-02-23',
    description: 'Yeni ofis kurulumu',
    lines: [
      { kod: 'STK-002', miktar: '5', fiyat: '1890.00', gonderilen: '5' },
      { kod: 'STK-003', miktar: '2', fiyat: '4499.00', gonderilen: '2', iskonto: '5' },
    ],
  },
  {
    table: satis_siparis,
    no: 'SSP-2026-0002',
    cari: 'Ege Zeytincilik',
    tarih: '2026-03-04',
    teslim: '2026-03-18',
    description: 'Mart ayı sarf malzemesi; kalan kâğıt ikinci sevkiyatta',
    lines: [
      { kod: 'STK-001', miktar: '50', fiyat: '129.90', gonderilen: '20' },
      { kod: 'STK-004', miktar: '5', fiyat: '899.00' },
    ],
  },
  {
    table: satis_siparis,
    no: 'SSP-2026-0003',
    cari: 'Zeynep Arslan',
    tarih: '2026-03-10',
    teslim: '2026-03-12',
    lines: [
      { kod: 'STK-004', miktar: '1', fiyat: '899.00' },
      { kod: 'HZM-001', miktar: '1', fiyat: '750.000' },
    ],
  },
  {
    table: alis_siparis,
    no: 'ASP-2026-0001',
    cari: 'Anadolu Kırtasiye',
    tarih: '2026-03-02',
    teslim: '2026-03-09',
    lines: [
      { kod: 'STK-001', miktar: '200', fiyat: '95.00' },
      { kod: 'STK-002', miktar: '20', fiyat: '1450.00', iskonto: '3' },
    ],
  },
  {
    table: alis_siparis,
    no: 'ASP-2026-0002',
    cari: 'Anadolu Kırtasiye',
    tarih: '2026-02-20',
    teslim: '2026-02-27',
    iptal: true,
    description: 'Tedarikçi fiyatı değiştirdi, sipariş iptal edildi',
    lines: [{ kod: 'STK-003', miktar: '4', fiyat: '3250.00' }],
  },
];

async function first(db: Db, query: ReturnType<typeof sql<Row>>): Promise<Row | null> {
  return (await query.execute(db)).rows[0] ?? null;
}

/** An order line for a stock or service card of the company (sale or purchase side), or null when it is missing. */
async function lineOf(db: Db, dept: unknown, line: Line, sale: boolean): Promise<Row | null> {
  const amounts = {
    miktar: line.miktar,
    birim_fiyat: line.fiyat,
    iskonto_orani: line.iskonto ?? null,
    gonderilen_miktar: line.gonderilen ?? '0',
  };
  const stock = await first(
    db,
    sql<Row>`select id, stok_adi, giris_birimi_id, cikis_birimi_id, alis_kdv_orani, satis_kdv_orani,
      kdv_dahil_buton from stok_kartlari where department_id = ${dept} and stok_kodu = ${line.kod}
      order by id limit 1`,
  );
  if (stock) {
    const depot = await first(
      db,
      sql<Row>`select id from depo_kartlari where department_id = ${dept} order by id limit 1`,
    );
    if (!depot) return null;
    return {
      mal_hizmet_turu_id: 1,
      stok_kartlari_id: stock.id,
      depo_kartlari_id: depot.id,
      mal_hizmet: stock.stok_adi,
      birim_id: sale ? stock.cikis_birimi_id : stock.giris_birimi_id,
      kdv_id: sale ? stock.satis_kdv_orani : stock.alis_kdv_orani,
      kdv_dahil_buton: stock.kdv_dahil_buton ? '1' : '0',
      ...amounts,
    };
  }
  const service = await first(
    db,
    sql<Row>`select id, hizmet_masraf_adi, birim_id, kdv_id, kdv_dahil_buton from hizmet_ve_masraf_kartlari
      where department_id = ${dept} and hizmet_masraf_kodu = ${line.kod} order by id limit 1`,
  );
  if (!service) return null;
  return {
    mal_hizmet_turu_id: 2,
    hizmet_ve_masraf_kartlari_id: service.id,
    mal_hizmet: service.hizmet_masraf_adi,
    birim_id: service.birim_id,
    kdv_id: service.kdv_id,
    kdv_dahil_buton: service.kdv_dahil_buton ? '1' : '0',
    ...amounts,
  };
}

/**
 * Adds Demo Ticaret's orders when the company exists with its demo cards and has no order yet; does nothing
 * otherwise (no demo data, or seeded before).
 */
export async function seedDemoOrders(db: Db): Promise<void> {
  const company = await first(
    db,
    sql<Row>`select d.id, (select u.id from users u where u.department_id = d.id order by u.id limit 1) as user_id,
        (select count(*)::int from satis_siparis s where s.department_id = d.id)
          + (select count(*)::int from alis_siparis a where a.department_id = d.id) as orders
      from departments d where d.vergi_no = ${DEMO_VKN} order by d.id limit 1`,
  );
  if (!company || !company.user_id || Number(company.orders) > 0) return;
  const meta = { departmentId: Number(company.id), userId: Number(company.user_id) };
  const planned: { table: TableDef; values: Row }[] = [];
  for (const o of ORDERS) {
    const cari = await first(
      db,
      sql<Row>`select id from cari_hesap where department_id = ${company.id} and cari_hesap_adi = ${o.cari}
        order by id limit 1`,
    );
    const lines: Row[] = [];
    for (const l of o.lines) {
      const line = await lineOf(db, company.id, l, o.table === satis_siparis);
      if (line) lines.push(line);
    }
    // The demo cards or accounts are not there (changed by hand): no demo orders.
    if (!cari || lines.length !== o.lines.length) return;
    planned.push({
      table: o.table,
      values: {
        cari_hesap_id: cari.id,
        siparis_numarasi: o.no,
        siparis_tarihi: o.tarih,
        teslim_tarihi: o.teslim,
        siparis_durumu: o.iptal ? 4 : 1,
        para_birimi_id: 1,
        döviz_kuru: '1',
        description: o.description ?? null,
        mal_hizmet_json: lines,
      },
    });
  }
  for (const p of planned) await putDocument(db, p.table, p.values, meta);
}
