import { sql } from 'kysely';
import { alis_irsaliye } from '../../catalog/alis_irsaliye.table';
import { satis_irsaliye } from '../../catalog/satis_irsaliye.table';
import type { TableDef } from '../../catalog/types';
import { STOCK_SOURCES, syncStockMovements } from '../../stock/movements';
import type { Db } from '../database';
import { putDocument } from './demo-documents';

// The demo companies' stock (docs/stock.md): the movements of every demo invoice, computed from its stored
// lines by the same function the saves run; an opening balance (Manuel Giriş, "Açılış stoku (devir)") per stock
// card and warehouse, computed so that no balance goes below zero; and a purchase and a sales waybill for each
// company whose package has waybills (the sales one carried by two of the company's drivers). Run by the demo
// seed for fresh databases and by migration 202611260310 for databases seeded before the tables existed.

type Row = Record<string, unknown>;

/** Packages with waybills (Ön muhasebe, Muhasebe, Şube). */
const WAYBILL_PACKAGES = [1, 4, 5];

async function one(db: Db, query: ReturnType<typeof sql<Row>>): Promise<Row | undefined> {
  return (await query.execute(db)).rows[0];
}

/** Every stored document that moves stock gets its movements (idempotent: one set per document). */
async function movementsOfDocuments(db: Db) {
  for (const s of Object.values(STOCK_SOURCES)) {
    const docs = await sql<{ id: string; department_id: string; user_id: string | null }>`
      select id, department_id, user_id from ${sql.table(s.table)} order by id`.execute(db);
    for (const d of docs.rows)
      await syncStockMovements(db, s.table, Number(d.id), {
        departmentId: Number(d.department_id),
        userId: Number(d.user_id ?? 0),
      });
  }
}

/** Opening balances: per stock card and warehouse that goes out, the quantity it needs, rounded up to tens. */
async function openingBalances(db: Db) {
  const done = await one(
    db,
    sql<Row>`select 1 from stok_hareketleri where description = 'Açılış stoku (devir)'`,
  );
  if (done) return;
  await sql`insert into stok_hareketleri (user_id, department_id, hareket_tarihi, hareket_turu_id, belge_turu_id,
      stok_kartlari_id, depo_kartlari_id, miktar, birim_id, belge_numarasi, description)
    select null, h.department_id, date '2026-01-01', 4, 3, h.stok_kartlari_id, h.depo_kartlari_id,
      (ceil(sum(h.miktar) / 10) * 10 + 10)::numeric(18, 4), max(s.giris_birimi_id), 'DEVİR-2026', 'Açılış stoku (devir)'
    from stok_hareketleri h join stok_kartlari s on s.id = h.stok_kartlari_id
    where h.hareket_turu_id = 2
    group by h.department_id, h.stok_kartlari_id, h.depo_kartlari_id`.execute(db);
  await sql`update stok_hareketleri set own_id = id where own_id is null`.execute(db);
}

interface DemoWaybill {
  table: TableDef;
  no: string;
  tarih: string;
  /** Stock codes and quantities, in the company's first warehouse. */
  lines: [string, string][];
  carrier: Row;
}

const WAYBILLS: DemoWaybill[] = [
  {
    table: alis_irsaliye,
    no: 'AIR2026000000031',
    tarih: '2026-11-18',
    lines: [
      ['STK-001', '40'],
      ['STK-002', '6'],
    ],
    carrier: {
      tasiyici_turu_id: 1,
      tasiyici_vkn: '3870421956',
      tasiyici_unvan: 'Marmara Lojistik ve Taşımacılık A.Ş.',
      plaka: '34 MLT 218',
    },
  },
  {
    table: satis_irsaliye,
    no: 'SIR2026000000047',
    tarih: '2026-11-24',
    lines: [
      ['STK-001', '15'],
      ['STK-004', '2'],
    ],
    carrier: {
      tasiyici_turu_id: 2,
      plaka: '34 DTC 905',
      sofor_bilgileri: [
        { isim: 'Kemal', soyisim: 'Aydın', tc: '10000000146' },
        { isim: 'Serkan', soyisim: 'Koç', tc: '20000000046' },
      ],
      dorse_plaka: ['34 DTD 112'],
    },
  },
];

/** A purchase and a sales waybill of a company, on its first customer, first warehouse and stock cards. */
async function waybillsOf(db: Db, dept: number, userId: number) {
  const cari = await one(
    db,
    sql<Row>`select c.id, c.tc, (select a.id from adres a where a.cari_hesap_id = c.id order by a.varsayilan desc, a.id limit 1) as adres_id,
      c.sehirler_id, c.ilceler_id from cari_hesap c where c.department_id = ${dept} order by c.id limit 1`,
  );
  const depo = await one(
    db,
    sql<Row>`select id from depo_kartlari where department_id = ${dept} order by id limit 1`,
  );
  if (!cari || !depo) return;
  for (const w of WAYBILLS) {
    const exists = await one(
      db,
      sql<Row>`select 1 from ${sql.table(w.table.name)} where department_id = ${dept} and irsaliye_numarasi = ${w.no}`,
    );
    if (exists) continue;
    const lines: Row[] = [];
    for (const [kod, miktar] of w.lines) {
      const s = await one(
        db,
        sql<Row>`select id, stok_adi, giris_birimi_id from stok_kartlari where department_id = ${dept} and stok_kodu = ${kod}`,
      );
      if (s)
        lines.push({
          depo_kartlari_id: Number(depo.id),
          stok_kartlari_id: Number(s.id),
          mal_hizmet: s.stok_adi,
          miktar: Number(miktar).toFixed(4),
          birim_id: Number(s.giris_birimi_id),
        });
    }
    if (!lines.length) continue;
    const meta = { departmentId: dept, userId };
    const id = await putDocument(
      db,
      w.table,
      {
        cari_hesap_id: Number(cari.id),
        tc: cari.tc,
        adres_id: cari.adres_id ?? null,
        irsaliye_numarasi: w.no,
        irsaliye_tarihi: w.tarih,
        irsaliye_zamani: '09:30:00',
        irsaliye_tipi_id: 1,
        kopya_bilgisi_id: 1,
        para_birimi_id: 1,
        döviz_kuru: '1.0000',
        sevk_tarihi: w.tarih,
        sevk_zamani: '10:00:00',
        t_ulkeler_id: 1,
        t_sehirler_id: cari.sehirler_id ?? null,
        t_ilceler_id: cari.ilceler_id ?? null,
        ...w.carrier,
        mal_hizmet_json: lines,
      },
      meta,
    );
    await syncStockMovements(db, w.table.name, id, meta);
  }
}

export async function seedDemoStock(db: Db): Promise<void> {
  await movementsOfDocuments(db);
  const companies = await sql<{ id: string; user_id: string | null }>`
    select d.id, (select min(u.id) from users u where u.department_id = d.id) as user_id
    from departments d where d.musteri_paketi_id in (${sql.join(WAYBILL_PACKAGES)})
      and exists (select 1 from stok_kartlari s where s.department_id = d.id) order by d.id`.execute(db);
  for (const c of companies.rows) await waybillsOf(db, Number(c.id), Number(c.user_id ?? 0));
  await openingBalances(db);
}
