import { sql } from 'kysely';
import { kobi_alis_fatura } from '../../catalog/kobi_alis_fatura.table';
import { kobi_satis_fatura } from '../../catalog/kobi_satis_fatura.table';
import type { TableDef } from '../../catalog/types';
import type { Db } from '../database';
import { putDocument } from './demo-documents';

// Örnek Gıda's small-business invoices (the Kobi package's /satis-faturalar and /alis-faturalar): two sales to
// its retail customers and two purchases from its suppliers, on the stock and service cards of the demo
// documents seed. Numbers and prices are invented but realistic (2026 Turkish prices); every amount is computed
// by the table's document hooks (domain's calculateDocument), never typed in. Run by the demo seed for fresh
// databases and by migration 202611240500 for databases seeded before the tables existed.

type Row = Record<string, unknown>;

/** Örnek Gıda Ltd. Şti. (departments.vergi_no), the demo company of the Kobi package. */
const ORNEK_VKN = '6482053170';

interface Line {
  /** A stock code (stok_kartlari.stok_kodu) or a service code (hizmet_masraf_kodu). */
  kod: string;
  miktar: string;
  fiyat: string;
  iskonto?: string;
}
interface Invoice {
  table: TableDef;
  no: string;
  cari: string;
  tarih: string;
  description?: string;
  lines: Line[];
}

const INVOICES: Invoice[] = [
  {
    table: kobi_satis_fatura,
    no: 'OGS2026000000001',
    cari: 'Hasan Öztürk',
    tarih: '2026-02-04',
    description: 'Peşin satış',
    lines: [
      { kod: 'MKR-20', miktar: '12', fiyat: '385.00' },
      { kod: 'UN-50', miktar: '2', fiyat: '925.00' },
    ],
  },
  {
    table: kobi_satis_fatura,
    no: 'OGS2026000000002',
    cari: 'Ayşe Yıldız',
    tarih: '2026-02-11',
    lines: [{ kod: 'MKR-20', miktar: '3', fiyat: '385.00', iskonto: '5' }],
  },
  {
    table: kobi_alis_fatura,
    no: 'BRN2026000000214',
    cari: 'Bornova Ambalaj',
    tarih: '2026-02-02',
    description: 'Şubat ambalaj ve palet kirası',
    lines: [
      { kod: 'AMB-01', miktar: '20', fiyat: '145.00' },
      { kod: 'MSR-01', miktar: '30', fiyat: '42.500' },
    ],
  },
  {
    table: kobi_alis_fatura,
    no: 'KUS2026000000131',
    cari: 'Kemalpaşa Un Sanayi',
    tarih: '2026-02-09',
    lines: [{ kod: 'UN-50', miktar: '150', fiyat: '780.00' }],
  },
];

async function first(db: Db, query: ReturnType<typeof sql<Row>>): Promise<Row | null> {
  return (await query.execute(db)).rows[0] ?? null;
}

/** A line of `kind` (sale or purchase) for a stock or service card of the company, or null when it is missing. */
async function lineOf(db: Db, dept: unknown, line: Line, sale: boolean): Promise<Row | null> {
  const stock = await first(
    db,
    sql<Row>`select id, stok_adi, giris_birimi_id, cikis_birimi_id, alis_kdv_orani, satis_kdv_orani,
      kdv_dahil_buton, depo_kartlari_id from stok_kartlari where department_id = ${dept} and stok_kodu = ${line.kod}
      order by id limit 1`,
  );
  const amounts = {
    miktar: line.miktar,
    birim_fiyat: line.fiyat,
    iskonto_orani: line.iskonto ?? null,
  };
  if (stock) {
    const depot =
      stock.depo_kartlari_id ??
      (
        await first(
          db,
          sql<Row>`select id from depo_kartlari where department_id = ${dept} order by id limit 1`,
        )
      )?.id;
    if (!depot) return null;
    return {
      mal_hizmet_turu_id: 1,
      stok_kartlari_id: stock.id,
      depo_kartlari_id: depot,
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
 * Adds Örnek Gıda's small-business invoices when the company exists with its demo cards and has none yet;
 * does nothing otherwise (no demo data, or seeded before).
 */
export async function seedDemoKobiInvoices(db: Db): Promise<void> {
  const company = await first(
    db,
    sql<Row>`select d.id, (select u.id from users u where u.department_id = d.id order by u.id limit 1) as user_id,
        (select count(*)::int from kobi_satis_fatura s where s.department_id = d.id)
          + (select count(*)::int from kobi_alis_fatura a where a.department_id = d.id) as invoices
      from departments d where d.vergi_no = ${ORNEK_VKN} order by d.id limit 1`,
  );
  if (!company || !company.user_id || Number(company.invoices) > 0) return;
  const meta = { departmentId: Number(company.id), userId: Number(company.user_id) };
  const planned: { table: TableDef; values: Row }[] = [];
  for (const inv of INVOICES) {
    const cari = await first(
      db,
      sql<Row>`select id from cari_hesap where department_id = ${company.id} and cari_hesap_adi = ${inv.cari}
        order by id limit 1`,
    );
    const lines: Row[] = [];
    for (const l of inv.lines) {
      const line = await lineOf(db, company.id, l, inv.table === kobi_satis_fatura);
      if (line) lines.push(line);
    }
    // The demo cards or accounts of the demo documents seed are not there (changed by hand): no demo invoices.
    if (!cari || lines.length !== inv.lines.length) return;
    planned.push({
      table: inv.table,
      values: {
        cari_hesap_id: cari.id,
        fatura_numarasi: inv.no,
        fatura_tarihi: inv.tarih,
        para_birimi_id: 1,
        döviz_kuru: '1',
        description: inv.description ?? null,
        toplam_duzenlendi: false,
        mal_hizmet_json: lines,
      },
    });
  }
  for (const p of planned) await putDocument(db, p.table, p.values, meta);
}
