import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { e_mustahsil_makbuzu } from '../../catalog/e_mustahsil_makbuzu.table';
import { serbest_meslek_makbuzu } from '../../catalog/serbest_meslek_makbuzu.table';
import type { TableDef } from '../../catalog/types';
import { turkishToday } from '../../auth/user-info.service';
import { writeLines } from '../../tables/table.lines';
import { updateRow } from '../../tables/table.repository';
import type { Db } from '../database';
import { hooksOf } from '../../tables/table.hooks';

// The demo receipts (docs/e-documents.md, "e-SMM ve e-MM formları"): the calendar's e-SMM rows (seedDemoShell)
// become whole drafts, and every demo company gets one e-MM draft; amounts are computed by the tables' own hooks
// (domain's receipt calculators). Each passes GİB's XSD and schematron through downloadMedia xml (tested).

type Row = Record<string, unknown>;

/** Whether the receipt tables have the forms' columns (a database migrated part-way has not: do nothing then). */
async function ready(db: Db): Promise<boolean> {
  const r = await sql<{ n: number }>`select count(*)::int as n from pg_attribute
    where attrelid = to_regclass('serbest_meslek_makbuzu') and attname = 'cari_hesap_id' and not attisdropped`.execute(
    db,
  );
  const emm = await sql<{ t: string | null }>`select to_regclass('e_mustahsil_malhizmet')::text as t`.execute(
    db,
  );
  return Number(r.rows[0].n) > 0 && !!emm.rows[0].t;
}

/** A customer of the company with its default address; `person` prefers a TCKN (a producer), else a titled VKN. */
export async function customerOf(
  db: Db,
  dept: number,
  title: unknown,
  person: boolean,
): Promise<Row | undefined> {
  return (
    await sql<Row>`select c.id, c.tc, c.unvan, c.cari_hesap_adi, c.name_basic, c.surname, c.vergi_daireleri_id,
        a.id as adres_id, a.ulkeler_id, a.sehirler_id, a.ilceler_id, a.sehir_adi, a.ilce_adi, a.mahalle_adi,
        a.sokak_adi, a.bina_adi, a.bina_no, a.kapi_no, a.posta_kodu
      from cari_hesap c join adres a on a.cari_hesap_id = c.id
      where c.department_id = ${dept} and length(coalesce(c.tc, '')) in (10, 11)
        and (length(c.tc) = 10 or (c.name_basic is not null and c.surname is not null))
        and (length(c.tc) = 11 or c.vergi_daireleri_id is not null)
      order by (length(c.tc) = 11) = ${person} desc, (c.cari_hesap_adi = ${title ?? ''}) desc, c.id,
        a.varsayilan desc, a.id
      limit 1`.execute(db)
  ).rows[0];
}

export const identityOf = (c: Row): Row => {
  const tc = String(c.tc);
  return {
    cari_hesap_id: c.id,
    adres_id: c.adres_id,
    tc,
    unvan: tc.length === 10 ? (c.unvan ?? c.cari_hesap_adi) : null,
    name_basic: tc.length === 11 ? c.name_basic : null,
    surname: tc.length === 11 ? c.surname : null,
    vergi_daireleri_id: c.vergi_daireleri_id,
    ulkeler_id: c.ulkeler_id ?? 1,
    sehirler_id: c.sehirler_id,
    ilceler_id: c.ilceler_id,
    sehirler_input: c.sehir_adi,
    ilceler_input: c.ilce_adi,
    mahalle_adi: c.mahalle_adi,
    sokak_adi: c.sokak_adi,
    bina_adi: c.bina_adi,
    bina_no: c.bina_no,
    kapi_no: c.kapi_no,
    posta_kodu: c.posta_kodu,
  };
};

/** The demo e-SMM's services: consultancy with a 2/10 KDV withholding (code 626) and a fee without. */
export const smmLines = (withholdingCode: unknown): Row[] => [
  {
    mal_hizmet: 'Hukuki danışmanlık hizmeti',
    brut_ucret: '25000.00',
    gv_stopaj_orani: '20',
    kdv_id: 9,
    kdv_tevkifat_orani: withholdingCode ? 2 : 0,
    tevkifat_kodlari_listesi_id: withholdingCode ?? null,
  },
  {
    mal_hizmet: 'Sözleşme inceleme ücreti',
    brut_ucret: '4000.00',
    gv_stopaj_orani: '20',
    kdv_id: 9,
    kdv_tevkifat_orani: 0,
  },
];

/** The demo e-MM's goods: wheat and barley in kilograms, with stopaj, borsa, SGK and mera fonu. */
export const emmLines = (kg: unknown): Row[] => [
  {
    mal_hizmet: 'Buğday (ekmeklik)',
    miktar: '10000',
    birim_id: kg,
    mal_hizmet_tutari: '49000.00',
    gv_stopaj_orani: '2',
    borsa_tescil_ucreti_orani: '0.2',
    sgk_prim_kesintisi_orani: '1',
  },
  {
    mal_hizmet: 'Arpa',
    miktar: '2500',
    birim_id: kg,
    mal_hizmet_tutari: '10250.00',
    gv_stopaj_orani: '2',
    mera_fonu_orani: '1',
  },
];

async function idOf(db: Db, query: ReturnType<typeof sql<Row>>): Promise<unknown> {
  return (await query.execute(db)).rows[0]?.id;
}

/** Writes a draft through the table's hooks (computed amounts, lines mirrored), as the table service would. */
async function writeDraft(db: Db, table: TableDef, row: Row, values: Row) {
  const meta = { departmentId: Number(row.department_id), userId: Number(row.user_id ?? 0) };
  const ctx = { db, table, ...meta, id: Number(row.id), old: row };
  const toWrite = (await hooksOf(table)?.beforeWrite?.(values, ctx)) ?? values;
  await updateRow(db, table, Number(row.id), toWrite, meta);
  await writeLines(db, table, Number(row.id), toWrite, meta);
}

/** Makes the demo receipts whole; rows that already have a customer are left as they are. */
export async function seedDemoReceipts(db: Db): Promise<void> {
  if (!(await ready(db))) return;
  const prefixOf = (dept: number, kind: number) =>
    idOf(
      db,
      sql<Row>`select id from fatura_on_ekleri where department_id = ${dept} and on_ek_yeri_id = ${kind}
        order by varsayilan desc, id limit 1`,
    );
  const companyAddressOf = (dept: number) =>
    idOf(
      db,
      sql<Row>`select id from firma_adres where department_id = ${dept} order by varsayilan desc, id limit 1`,
    );
  const withholdingCode = await idOf(db, sql<Row>`select id from tevkifat_kodlari where kod = '626' limit 1`);

  // e-SMM: the calendar's rows (a lawyer's services to the company's client; 20 % stopaj, 20 % KDV).
  const smm =
    await sql<Row>`select * from serbest_meslek_makbuzu where cari_hesap_id is null order by id`.execute(db);
  for (const row of smm.rows) {
    const dept = Number(row.department_id);
    const customer = await customerOf(db, dept, row.unvan, false);
    const prefix = await prefixOf(dept, 4);
    const address = await companyAddressOf(dept);
    if (!customer || !prefix || !address) continue;
    await writeDraft(db, serbest_meslek_makbuzu, row, {
      ...identityOf(customer),
      firma_adres_id: address,
      fatura_on_eki_id: prefix,
      duzenleme_zamani: '10:15:00',
      gonderim_sekli_id: 1,
      description: 'Demo serbest meslek makbuzu',
      mal_hizmet_json: smmLines(withholdingCode),
    });
  }

  // e-MM: one draft per company that has none (wheat bought from a producer; 2 % stopaj, borsa, SGK).
  const companies =
    await sql<Row>`select d.id, (select c.user_id from cari_hesap c where c.department_id = d.id order by c.id
      limit 1) as user_id from departments d
    where not exists (select 1 from e_mustahsil_makbuzu e where e.department_id = d.id) order by d.id`.execute(
      db,
    );
  const kg = await idOf(db, sql<Row>`select id from birimler where kod = 'KGM' order by id limit 1`);
  const today = turkishToday(new Date());
  for (const company of companies.rows) {
    const dept = Number(company.id);
    const producer = await customerOf(db, dept, null, true);
    const prefix = await prefixOf(dept, 5);
    const address = await companyAddressOf(dept);
    if (!producer || !prefix || !address || !kg) continue;
    const inserted = await db
      .insertInto('e_mustahsil_makbuzu')
      .values({
        department_id: dept,
        user_id: company.user_id ?? null,
        duzenleme_tarihi: today,
        ettn: randomUUID(),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await sql`update e_mustahsil_makbuzu set own_id = id where id = ${inserted.id}`.execute(db);
    await writeDraft(db, e_mustahsil_makbuzu, inserted, {
      ...identityOf(producer),
      firma_adres_id: address,
      fatura_on_eki_id: prefix,
      duzenleme_zamani: '09:30:00',
      teslim_tarihi: today,
      description: 'Demo müstahsil makbuzu',
      mal_hizmet_json: emmLines(kg),
    });
  }
}
