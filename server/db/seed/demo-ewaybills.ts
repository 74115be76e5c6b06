import { sql } from 'kysely';
import { e_irsaliye } from '../../catalog/e_irsaliye.table';
import { writeLines } from '../../tables/table.lines';
import { updateRow } from '../../tables/table.repository';
import type { Db } from '../database';
import { putDocument } from './demo-documents';
import { hooksOf } from '../../tables/table.hooks';

// The demo e-İrsaliye drafts (docs/e-documents.md "e-İrsaliye"): the calendar's e_irsaliye row of each demo company
// (seedDemoShell) becomes a whole draft — a company customer, its address as the delivery address, the company's
// own vehicle with two drivers and a trailer — and Demo Ticaret gets two more: one by a carrier company issued after
// a paper waybill (MATBUDAN), and a Hal Tipi one (HKSIRSALIYE) whose lines carry their künye numbers. Every draft
// is computed by the table's own hooks; each passes GİB's XSD and schematron (server/edocs/e-waybill.test.ts).

type Row = Record<string, unknown>;

/** Demo Ticaret A.Ş. (departments.vergi_no). */
const DEMO_VKN = '2910473856';
const DRIVERS = [
  { isim: 'Kemal', soyisim: 'Aydın', tc: '10000000146' },
  { isim: 'Serkan', soyisim: 'Koç', tc: '20000000046' },
];
const MARKER_CARRIER = 'Demo e-İrsaliye: taşıyıcı firma ile, matbu irsaliyeden';

/** The demo carrier company (Marmara Lojistik) and its address: İkitelli OSB, Başakşehir / İstanbul. */
export const DEMO_CARRIER_ADDRESS = {
  vkn: '3870421956',
  il: 34,
  ilce: 'Başakşehir',
  mahalle: 'İkitelli OSB',
  sokak: 'Atatürk Bulvarı',
  bina_no: '12',
  posta: '34490',
};
const MARKER_HKS = 'Demo e-İrsaliye: hal tipi (künyeli)';

/**
 * The demo carrier's address as e_irsaliye's carrier columns; none on a database migrated part-way (before
 * 202611290420, which writes it then).
 */
async function carrierAddress(db: Db): Promise<Row> {
  const has = await sql`select 1 from information_schema.columns
    where table_name = 'e_irsaliye' and column_name = 'tasiyici_sehirler_id'`.execute(db);
  if (!has.rows.length) return {};
  const a = DEMO_CARRIER_ADDRESS;
  const ilce = (
    await sql<{
      id: number;
    }>`select id from ilceler where sehirler_id = ${a.il} and name_basic = ${a.ilce} limit 1`.execute(db)
  ).rows[0]?.id;
  return {
    tasiyici_sehirler_id: a.il,
    tasiyici_ilceler_id: ilce ?? null,
    tasiyici_mahalle_adi: a.mahalle,
    tasiyici_sokak_adi: a.sokak,
    tasiyici_bina_no: a.bina_no,
    tasiyici_posta_kodu: a.posta,
  };
}

/** A company customer (VKN) with an address GİB can deliver to (province, district and postcode). */
export async function customerOf(db: Db, dept: number, skip = 0): Promise<Row | undefined> {
  return (
    await sql<Row>`select c.id, c.tc, coalesce(c.unvan, c.cari_hesap_adi) as unvan, c.vergi_daireleri_id,
        a.id as adres_id, a.ulkeler_id, a.sehirler_id, a.ilceler_id, a.mahalle_adi, a.sokak_adi, a.bina_adi,
        a.bina_no, a.kapi_no, a.posta_kodu
      from cari_hesap c join adres a on a.cari_hesap_id = c.id and a.department_id = c.department_id
      where c.department_id = ${dept} and length(c.tc) = 10 and a.sehirler_id is not null
        and a.ilceler_id is not null and a.posta_kodu ~ '^[0-8][0-9]{4}$'
      order by c.id, a.varsayilan desc, a.id offset ${skip} limit 1`.execute(db)
  ).rows[0];
}

/** The company's first stock cards as waybill lines (exit unit, sale price as the goods' value). */
export async function linesOf(db: Db, dept: number, count: number, kunye = false): Promise<Row[]> {
  const r =
    await sql<Row>`select id, stok_adi, cikis_birimi_id, satis_fiyati, depo_kartlari_id from stok_kartlari
    where department_id = ${dept} and cikis_birimi_id is not null order by id limit ${count}`.execute(db);
  return r.rows.map((s, i) => ({
    stok_kartlari_id: s.id,
    depo_kartlari_id: s.depo_kartlari_id,
    mal_hizmet: s.stok_adi,
    miktar: String((i + 1) * 5),
    birim_id: s.cikis_birimi_id,
    birim_fiyat: s.satis_fiyati === null ? null : String(s.satis_fiyati),
    // A künye number is 19 characters (HKS gives it; made up here).
    kunye_numarasi: kunye ? `2611${String(dept).padStart(4, '0')}${String(i + 1).padStart(11, '0')}` : null,
  }));
}

export function draftOf(customer: Row, prefixId: unknown, companyAddressId: unknown, date: string): Row {
  return {
    cari_hesap_id: customer.id,
    adres_id: customer.adres_id,
    firma_adres_id: companyAddressId,
    tc: customer.tc,
    unvan: customer.unvan,
    vergi_daireleri_id: customer.vergi_daireleri_id,
    fatura_on_eki_id: prefixId,
    senaryo_id: 1,
    irsaliye_tipi_id: 1,
    kopya_bilgisi_id: 1,
    irsaliye_tarihi: date,
    irsaliye_zamani: '09:00:00',
    sevk_tarihi: date,
    sevk_zamani: '09:30:00',
    tasiyici_turu_id: 2,
    plaka: '34 DTC 905',
    sofor_bilgileri: DRIVERS,
    dorse_plaka: ['34 DTD 112'],
    t_ulkeler_id: customer.ulkeler_id ?? 1,
    t_sehirler_id: customer.sehirler_id,
    t_ilceler_id: customer.ilceler_id,
    t_mahalle_adi: customer.mahalle_adi,
    t_sokak_adi: customer.sokak_adi,
    t_bina_adi: customer.bina_adi,
    t_bina_no: customer.bina_no,
    t_kapi_no: customer.kapi_no,
    t_posta_kodu: customer.posta_kodu,
  };
}

/** Makes the demo e-İrsaliye drafts (idempotent: rows with a customer and the extra drafts are left alone). */
export async function seedDemoEWaybills(db: Db): Promise<void> {
  // Guard (docs/operations.md): a database migrated before the e-İrsaliye columns existed has nothing to fill.
  const ready = await sql<{ n: number }>`select count(*)::int as n from information_schema.columns
    where table_name = 'e_irsaliye' and column_name in ('senaryo_id', 'toplam_tutar')`.execute(db);
  if (Number(ready.rows[0].n) < 2) return;
  const rows = await sql<Row>`select id, department_id, user_id, irsaliye_tarihi::text as tarih
    from e_irsaliye where cari_hesap_id is null order by id`.execute(db);
  for (const row of rows.rows) {
    const dept = Number(row.department_id);
    const prefix = (
      await sql<Row>`select id from fatura_on_ekleri where department_id = ${dept} and on_ek_yeri_id = 3
        order by varsayilan desc, id limit 1`.execute(db)
    ).rows[0];
    const company = (
      await sql<Row>`select id from firma_adres where department_id = ${dept} order by varsayilan desc, id limit 1`.execute(
        db,
      )
    ).rows[0];
    const customer = await customerOf(db, dept);
    const lines = await linesOf(db, dept, 2);
    if (!prefix || !company || !customer || !lines.length) continue;
    const values: Row = {
      ...draftOf(customer, prefix.id, company.id, String(row.tarih)),
      description: 'Demo e-İrsaliye',
      mal_hizmet_json: lines,
    };
    const meta = { departmentId: dept, userId: Number(row.user_id) };
    const ctx = { db, table: e_irsaliye, ...meta, id: Number(row.id), old: row };
    const errors = (await hooksOf(e_irsaliye)?.validate?.(values, ctx)) ?? {};
    if (Object.keys(errors).length) throw new Error(`demo e-İrsaliye: ${JSON.stringify(errors)}`);
    const toWrite = (await hooksOf(e_irsaliye)?.beforeWrite?.(values, ctx)) ?? values;
    await updateRow(db, e_irsaliye, Number(row.id), toWrite, meta);
    await writeLines(db, e_irsaliye, Number(row.id), toWrite, meta);

    const vkn = await sql<Row>`select vergi_no from departments where id = ${dept}`.execute(db);
    if (String(vkn.rows[0]?.vergi_no) !== DEMO_VKN) continue;
    const done = await sql<Row>`select 1 from e_irsaliye where department_id = ${dept}
      and description in (${MARKER_CARRIER}, ${MARKER_HKS})`.execute(db);
    if (done.rows.length) continue;
    const other = (await customerOf(db, dept, 1)) ?? customer;
    const date = String(row.tarih);
    await putDocument(
      db,
      e_irsaliye,
      {
        ...draftOf(other, prefix.id, company.id, date),
        irsaliye_tipi_id: 2,
        matbu_irsaliye_numarasi: 'A-004512',
        matbu_irsaliye_tarihi: date,
        tasiyici_turu_id: 1,
        tasiyici_vkn: DEMO_CARRIER_ADDRESS.vkn,
        tasiyici_unvan: 'Marmara Lojistik ve Taşımacılık A.Ş.',
        ...(await carrierAddress(db)),
        plaka: '34 MLT 218',
        sofor_bilgileri: null,
        dorse_plaka: null,
        description: MARKER_CARRIER,
        mal_hizmet_json: await linesOf(db, dept, 3),
      },
      meta,
    );
    await putDocument(
      db,
      e_irsaliye,
      {
        ...draftOf(customer, prefix.id, company.id, date),
        senaryo_id: 2,
        sofor_bilgileri: [DRIVERS[0]],
        dorse_plaka: null,
        description: MARKER_HKS,
        mal_hizmet_json: await linesOf(db, dept, 2, true),
      },
      meta,
    );
  }
}
