import { sql } from 'kysely';
import { alis_fatura } from '../../catalog/alis_fatura.table';
import { birimler } from '../../catalog/birimler.table';
import { depo_kartlari } from '../../catalog/depo_kartlari.table';
import { hizmet_ve_masraf_kartlari } from '../../catalog/hizmet_ve_masraf_kartlari.table';
import { satis_fatura } from '../../catalog/satis_fatura.table';
import { stok_kartlari } from '../../catalog/stok_kartlari.table';
import { teklifler } from '../../catalog/teklifler.table';
import type { TableDef } from '../../catalog/types';
import { writeLines } from '../../tables/table.lines';
import { insertRow } from '../../tables/table.repository';
import type { Db } from '../database';
import type { DemoCompanies } from './demo-ids';
import { hooksOf } from '../../tables/table.hooks';

// Demo warehouses, stock cards, service cards, quotes and invoices of both demo companies. Product names and
// prices are invented but realistic (2026 Turkish prices); every line amount and total is computed by the
// same document hooks the table service runs (domain's calculateDocument), never typed in.

type Row = Record<string, unknown>;
interface Meta {
  departmentId: number;
  userId: number;
}

interface Stock {
  adi: string;
  kod: string;
  tur: 1 | 2 | 3 | 4;
  /** A GİB unit code, or the name of one of the company's own units. */
  birim: string;
  kdv: number;
  alis: string;
  satis: string;
  dahil?: boolean;
}
interface Service {
  kod: string;
  adi: string;
  tur: 1 | 2;
  birim: string;
  fiyat: string;
  kdv: number;
}
interface Line {
  /** A stock card name (type 1) or a service card name (type 2). */
  item: string;
  miktar: string;
  fiyat: string;
  iskonto?: string;
  kdvDahil?: boolean;
  /** KDV withholding in tenths with the GİB code, e.g. [7, '603']. */
  tevkifat?: [number, string];
}
interface Doc {
  table: 'teklifler' | 'satis_fatura' | 'alis_fatura';
  no: string;
  cari: string;
  tarih: string;
  tip?: number;
  para?: number;
  kur?: string;
  description?: string;
  lines: Line[];
}
interface CompanyData {
  /** The company's own units: a name and the GİB code of the unit it stands for (docs/line-tables.md, "Units"). */
  units: { adi: string; gib: string }[];
  depots: { adi: string; kod: string; il: number; ilce: string; adres: string }[];
  stocks: Stock[];
  services: Service[];
  docs: Doc[];
}

const DEMO: CompanyData = {
  units: [{ adi: 'Koli', gib: 'BX' }],
  depots: [
    { adi: 'Merkez Depo', kod: 'D01', il: 34, ilce: 'Şişli', adres: 'Halaskargazi Cad. No: 214, Harbiye' },
    { adi: 'Anadolu Yakası Depo', kod: 'D02', il: 34, ilce: 'Ümraniye', adres: 'Alemdağ Cad. No: 55' },
  ],
  stocks: [
    {
      adi: 'A4 Fotokopi Kağıdı 80 g (500 yaprak)',
      kod: 'STK-001',
      tur: 4,
      birim: 'PA',
      kdv: 9,
      alis: '95.00',
      satis: '129.90',
    },
    {
      adi: 'Lazer Yazıcı Toneri',
      kod: 'STK-002',
      tur: 4,
      birim: 'C62',
      kdv: 9,
      alis: '1450.00',
      satis: '1890.00',
    },
    {
      adi: 'Ergonomik Ofis Koltuğu',
      kod: 'STK-003',
      tur: 4,
      birim: 'C62',
      kdv: 9,
      alis: '3250.00',
      satis: '4499.00',
    },
    {
      adi: 'Kablosuz Klavye Mouse Seti',
      kod: 'STK-004',
      tur: 4,
      birim: 'SET',
      kdv: 9,
      alis: '640.00',
      satis: '899.00',
      dahil: true,
    },
  ],
  services: [
    { kod: 'HZM-001', adi: 'Nakliye Hizmeti', tur: 1, birim: 'C62', fiyat: '750.000', kdv: 9 },
    { kod: 'HZM-002', adi: 'Yazıcı Bakım ve Onarım Hizmeti', tur: 1, birim: 'HUR', fiyat: '850.000', kdv: 9 },
    { kod: 'MSR-001', adi: 'Kargo Gideri', tur: 2, birim: 'C62', fiyat: '185.500', kdv: 9 },
  ],
  docs: [
    {
      table: 'teklifler',
      no: 'TKL-2026-0001',
      cari: 'Başkent Bilişim',
      tarih: '2026-01-08',
      description: 'Yeni ofis donanımı teklifi',
      lines: [
        { item: 'Lazer Yazıcı Toneri', miktar: '10', fiyat: '1890.00' },
        { item: 'Ergonomik Ofis Koltuğu', miktar: '5', fiyat: '4499.00', iskonto: '10' },
        { item: 'Nakliye Hizmeti', miktar: '1', fiyat: '750.000' },
      ],
    },
    {
      table: 'teklifler',
      no: 'TKL-2026-0002',
      cari: 'Zeynep Arslan',
      tarih: '2026-01-20',
      lines: [{ item: 'Kablosuz Klavye Mouse Seti', miktar: '2', fiyat: '899.00', kdvDahil: true }],
    },
    {
      table: 'satis_fatura',
      no: 'DTC2026000000001',
      cari: 'Başkent Bilişim',
      tarih: '2026-01-15',
      lines: [
        { item: 'A4 Fotokopi Kağıdı 80 g (500 yaprak)', miktar: '20', fiyat: '129.90' },
        { item: 'Lazer Yazıcı Toneri', miktar: '2', fiyat: '1890.00', iskonto: '5' },
        { item: 'Nakliye Hizmeti', miktar: '1', fiyat: '750.000' },
      ],
    },
    {
      table: 'satis_fatura',
      no: 'DTC2026000000002',
      cari: 'Ege Zeytincilik',
      tarih: '2026-02-03',
      tip: 3,
      description: 'Şubat ayı yazıcı bakım hizmeti',
      lines: [
        { item: 'Yazıcı Bakım ve Onarım Hizmeti', miktar: '4', fiyat: '850.000', tevkifat: [7, '603'] },
        { item: 'Lazer Yazıcı Toneri', miktar: '1', fiyat: '1890.00' },
      ],
    },
    {
      table: 'satis_fatura',
      no: 'DTC2026000000003',
      cari: 'Başkent Bilişim',
      tarih: '2026-02-10',
      para: 2,
      kur: '41.2530',
      lines: [{ item: 'Ergonomik Ofis Koltuğu', miktar: '2', fiyat: '115.00' }],
    },
    {
      table: 'alis_fatura',
      no: 'AKT2026000000412',
      cari: 'Anadolu Kırtasiye',
      tarih: '2026-01-05',
      lines: [
        { item: 'A4 Fotokopi Kağıdı 80 g (500 yaprak)', miktar: '100', fiyat: '95.00' },
        { item: 'Lazer Yazıcı Toneri', miktar: '10', fiyat: '1450.00', iskonto: '3' },
      ],
    },
    {
      table: 'alis_fatura',
      no: 'BLJ2026000001187',
      cari: 'Boğaziçi Lojistik',
      tarih: '2026-01-31',
      lines: [{ item: 'Kargo Gideri', miktar: '14', fiyat: '185.500' }],
    },
  ],
};

const ORNEK: CompanyData = {
  units: [
    { adi: 'Koli', gib: 'BX' },
    { adi: 'Çuval', gib: 'C62' },
  ],
  depots: [
    {
      adi: 'Kemalpaşa Fabrika Deposu',
      kod: 'KMP',
      il: 35,
      ilce: 'Kemalpaşa',
      adres: 'Kemalpaşa OSB, Ankara Asfaltı Cad. No: 28',
    },
    {
      adi: 'Bornova Dağıtım Deposu',
      kod: 'BRN',
      il: 35,
      ilce: 'Bornova',
      adres: 'Kazımdirik Mah. 372. Sok. No: 9',
    },
  ],
  stocks: [
    {
      adi: 'Buğday Unu Tip 550 (50 kg çuval)',
      kod: 'UN-50',
      tur: 1,
      birim: 'Çuval',
      kdv: 2,
      alis: '780.00',
      satis: '925.00',
    },
    {
      adi: 'Burgu Makarna 500 g (20’li koli)',
      kod: 'MKR-20',
      tur: 3,
      birim: 'Koli',
      kdv: 2,
      alis: '310.00',
      satis: '385.00',
    },
    {
      adi: 'Streç Film 30 cm x 300 m',
      kod: 'AMB-01',
      tur: 1,
      birim: 'C62',
      kdv: 9,
      alis: '145.00',
      satis: '0.00',
    },
  ],
  services: [
    { kod: 'HZM-01', adi: 'Soğuk Zincir Nakliye', tur: 1, birim: 'C62', fiyat: '2500.000', kdv: 9 },
    { kod: 'MSR-01', adi: 'Palet Kiralama Gideri', tur: 2, birim: 'DAY', fiyat: '42.500', kdv: 9 },
  ],
  docs: [
    {
      table: 'teklifler',
      no: 'TKL-2026-0001',
      cari: 'Akdeniz Gıda Pazarlama',
      tarih: '2026-01-12',
      description: 'Ocak ayı toptan fiyat teklifi',
      lines: [
        { item: 'Buğday Unu Tip 550 (50 kg çuval)', miktar: '200', fiyat: '925.00', iskonto: '3' },
        { item: 'Burgu Makarna 500 g (20’li koli)', miktar: '150', fiyat: '385.00' },
        { item: 'Soğuk Zincir Nakliye', miktar: '1', fiyat: '2500.000' },
      ],
    },
    {
      table: 'satis_fatura',
      no: 'ORN2026000000001',
      cari: 'Akdeniz Gıda Pazarlama',
      tarih: '2026-01-19',
      lines: [
        { item: 'Buğday Unu Tip 550 (50 kg çuval)', miktar: '120', fiyat: '925.00', iskonto: '3' },
        { item: 'Burgu Makarna 500 g (20’li koli)', miktar: '80', fiyat: '385.00' },
      ],
    },
    {
      table: 'alis_fatura',
      no: 'KUS2026000000093',
      cari: 'Kemalpaşa Un Sanayi',
      tarih: '2026-01-09',
      lines: [{ item: 'Buğday Unu Tip 550 (50 kg çuval)', miktar: '300', fiyat: '780.00' }],
    },
  ],
};

/** A calendar date (YYYY-MM-DD) some days later. */
const plusDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

const DOC_TABLES: Record<Doc['table'], TableDef> = { teklifler, satis_fatura, alis_fatura };

async function idOf(db: Db, query: ReturnType<typeof sql<{ id: number }>>, what: string): Promise<number> {
  const r = await query.execute(db);
  if (!r.rows[0]) throw new Error(`demo documents: ${what} not found`);
  return Number(r.rows[0].id);
}

/** Stores a document exactly as the table service would: its hooks recompute, then header and line rows. */
export async function putDocument(db: Db, table: TableDef, values: Row, meta: Meta): Promise<number> {
  const ctx = { db, table, ...meta };
  const errors = (await hooksOf(table)?.validate?.(values, ctx)) ?? {};
  if (Object.keys(errors).length) throw new Error(`demo documents: ${JSON.stringify(errors)}`);
  const toWrite = (await hooksOf(table)?.beforeWrite?.(values, ctx)) ?? values;
  const id = await insertRow(db, table, toWrite, meta);
  await writeLines(db, table, id, toWrite, meta);
  return id;
}

/**
 * The addresses of an invoice: the customer's and the company's default addresses (seedAddresses made them),
 * with the address parts copied from the customer's, as the form's fill does.
 */
async function invoiceAddresses(db: Db, dept: number, cari: number): Promise<Row> {
  const r = await sql<Row>`
    select a.id as adres_id,
      (select f.id from firma_adres f where f.department_id = ${dept} order by f.varsayilan desc, f.id limit 1)
        as firma_adres_id,
      a.ulkeler_id, a.sehirler_id, a.ilceler_id, a.sehir_adi as sehirler_input, a.ilce_adi as ilceler_input,
      a.mahalle_adi, a.sokak_adi, a.bina_adi, a.bina_no, a.kapi_no, a.posta_kodu
    from adres a where a.department_id = ${dept} and a.cari_hesap_id = ${cari}
    order by a.varsayilan desc, a.id limit 1`.execute(db);
  if (!r.rows[0]?.firma_adres_id) throw new Error('demo documents: no addresses (run seedAddresses first)');
  return r.rows[0];
}

async function seedCompany(db: Db, data: CompanyData, meta: Meta) {
  const dept = meta.departmentId;
  // A GİB unit by its code, or one of the company's own units by its name.
  const globalUnit = (kod: string) =>
    idOf(db, sql<{ id: number }>`select id from birimler where kod = ${kod} and department_id is null`, kod);
  const ownUnits = new Map<string, number>();
  for (const u of data.units) {
    const gib = await globalUnit(u.gib);
    ownUnits.set(
      u.adi,
      await insertRow(db, birimler, { name_basic: u.adi, gib_birim_id: gib, kod: u.gib }, meta),
    );
  }
  const unit = async (kodOrName: string) => ownUnits.get(kodOrName) ?? globalUnit(kodOrName);
  const depots: number[] = [];
  for (const d of data.depots) {
    const ilce = await idOf(
      db,
      sql<{ id: number }>`select id from ilceler where sehirler_id = ${d.il} and name_basic = ${d.ilce}`,
      d.ilce,
    );
    depots.push(
      await insertRow(
        db,
        depo_kartlari,
        { depo_adi: d.adi, depo_kodu: d.kod, sehirler_id: d.il, ilceler_id: ilce, adres: d.adres },
        meta,
      ),
    );
  }
  const stocks = new Map<string, { id: number; birim: number; kdv: number }>();
  for (const s of data.stocks) {
    const birim = await unit(s.birim);
    const id = await insertRow(
      db,
      stok_kartlari,
      {
        stok_adi: s.adi,
        stok_kodu: s.kod,
        stok_turu_id: s.tur,
        giris_birimi_id: birim,
        cikis_birimi_id: birim,
        alis_kdv_orani: s.kdv,
        satis_kdv_orani: s.kdv,
        alis_fiyati: s.alis,
        satis_fiyati: s.satis,
        kdv_dahil_buton: s.dahil ?? false,
        para_birimi_id: 1,
        depo_kartlari_id: depots[0],
      },
      meta,
    );
    stocks.set(s.adi, { id, birim, kdv: s.kdv });
  }
  const services = new Map<string, { id: number; birim: number; kdv: number }>();
  for (const s of data.services) {
    const birim = await unit(s.birim);
    const id = await insertRow(
      db,
      hizmet_ve_masraf_kartlari,
      {
        hizmet_masraf_kodu: s.kod,
        hizmet_masraf_adi: s.adi,
        hizmet_masraf_turu: s.tur,
        birim_id: birim,
        birim_fiyat: s.fiyat,
        kdv_id: s.kdv,
        kdv_dahil_buton: false,
        para_birimi_id: 1,
      },
      meta,
    );
    services.set(s.adi, { id, birim, kdv: s.kdv });
  }
  for (const doc of data.docs) {
    const table = DOC_TABLES[doc.table];
    const cari = await idOf(
      db,
      sql<{
        id: number;
      }>`select id from cari_hesap where department_id = ${dept} and cari_hesap_adi = ${doc.cari}`,
      doc.cari,
    );
    const lines: Row[] = [];
    for (const l of doc.lines) {
      const stock = stocks.get(l.item);
      const service = services.get(l.item);
      const card = stock ?? service;
      if (!card) throw new Error(`demo documents: no card ${l.item}`);
      const line: Row = {
        mal_hizmet_turu_id: stock ? 1 : 2,
        stok_kartlari_id: stock ? stock.id : null,
        depo_kartlari_id: stock ? depots[0] : null,
        hizmet_ve_masraf_kartlari_id: service ? service.id : null,
        mal_hizmet: l.item,
        miktar: l.miktar,
        birim_id: card.birim,
        birim_fiyat: l.fiyat,
        iskonto_orani: l.iskonto ?? null,
        kdv_id: card.kdv,
        kdv_dahil_buton: l.kdvDahil ? '1' : '0',
      };
      if (doc.table !== 'teklifler') {
        line.iskonto_arttirim = '0';
        line.diger_vergiler = l.tevkifat ? [{ id: 19, oran: String(l.tevkifat[0]) }] : null;
        line.tevkifat_kodlari_listesi_id = l.tevkifat
          ? await idOf(
              db,
              sql<{ id: number }>`select id from tevkifat_kodlari
                where kod = ${l.tevkifat[1]} and yuzde = ${l.tevkifat[0] * 10}`,
              l.tevkifat[1],
            )
          : null;
      }
      lines.push(line);
    }
    const header: Row =
      doc.table === 'teklifler'
        ? {
            cari_hesap_id: cari,
            teklif_no: doc.no,
            teklif_tarihi: doc.tarih,
            gecerlilik_tarihi: plusDays(doc.tarih, 15),
            para_birimi_id: doc.para ?? 1,
            döviz_kuru: doc.kur ?? '1',
            description: doc.description ?? null,
          }
        : {
            cari_hesap_id: cari,
            ...(await invoiceAddresses(db, dept, cari)),
            fatura_senaryo_id: 1,
            fatura_tipi_id: doc.tip ?? 2,
            fatura_numarasi: doc.no,
            fatura_tarihi: doc.tarih,
            para_birimi_id: doc.para ?? 1,
            döviz_kuru: doc.kur ?? '1',
            description: doc.description ?? null,
            toplam_duzenlendi: false,
          };
    await putDocument(db, table, { ...header, mal_hizmet_json: lines }, meta);
  }
}

/** Adds the demo stock, service cards, quotes and invoices to both demo companies (after seedDemoRecords). */
export async function seedDemoDocuments(db: Db, companies: DemoCompanies): Promise<void> {
  if (companies.demo.departmentId)
    await seedCompany(db, DEMO, {
      departmentId: companies.demo.departmentId,
      userId: companies.demo.adminUserId,
    });
  if (companies.ornek.departmentId)
    await seedCompany(db, ORNEK, {
      departmentId: companies.ornek.departmentId,
      userId: companies.ornek.userId,
    });
}
