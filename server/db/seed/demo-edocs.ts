import { sql } from 'kysely';
import { e_arsiv_fatura } from '../../catalog/e_arsiv_fatura.table';
import { e_fatura } from '../../catalog/e_fatura.table';
import { writeLines } from '../../tables/table.lines';
import { updateRow } from '../../tables/table.repository';
import type { Db } from '../database';
import { hooksOf } from '../../tables/table.hooks';

// The demo companies' e-document number prefixes (fatura_on_ekleri; docs/e-documents.md, "The forms"): one default
// per kind of document, in GİB's form (three capitals).

/** [on_ek_kodu, on_ek_yeri_id] of each demo company's prefixes. */
const PREFIXES: [string, number][] = [
  ['DEF', 1],
  ['ARS', 2],
  ['IRS', 3],
  ['SMM', 4],
  ['EMM', 5],
];

/** Adds the prefixes to every company that has none yet (after seedDemoCompanies). */
export async function seedDemoPrefixes(db: Db): Promise<void> {
  const values = sql.join(PREFIXES.map(([kod, yer]) => sql`(${kod}, ${yer}::int)`));
  await sql`insert into fatura_on_ekleri (department_id, on_ek_kodu, on_ek_yeri_id, varsayilan)
    select d.id, p.kod, p.yer, true from departments d cross join (values ${values}) as p(kod, yer)
    where not exists (select 1 from fatura_on_ekleri f where f.department_id = d.id)`.execute(db);
  await sql`update fatura_on_ekleri set own_id = id where own_id is null`.execute(db);
}

type Row = Record<string, unknown>;

/** The company's first stock cards as e-invoice lines, priced as the form's stock fill prices them. */
export async function demoLines(db: Db, dept: number, count: number): Promise<Row[]> {
  const r = await sql<Row>`select s.id, s.stok_adi, s.cikis_birimi_id, s.satis_fiyati, s.satis_kdv_orani,
      s.kdv_dahil_buton, s.depo_kartlari_id
    from stok_kartlari s where s.department_id = ${dept} and s.satis_fiyati > 0 order by s.id limit ${count}`.execute(
    db,
  );
  return r.rows.map((s, i) => ({
    mal_hizmet_turu_id: 1,
    stok_kartlari_id: s.id,
    depo_kartlari_id: s.depo_kartlari_id,
    mal_hizmet: s.stok_adi,
    miktar: String(i + 2),
    birim_id: s.cikis_birimi_id,
    birim_fiyat: String(s.satis_fiyati),
    kdv_id: s.satis_kdv_orani,
    kdv_dahil_buton: s.kdv_dahil_buton ? '1' : '0',
    iskonto_arttirim: '0',
  }));
}

/**
 * The demo e-Fatura and e-Arşiv records (the calendar's rows, seedDemoShell) become whole documents: the customer
 * their title names with its identity, tax office and default address, the company's default address and prefix,
 * and lines of the company's stock cards, computed by the tables' own hooks (domain's calculateDocument). Rows
 * that already have a customer are left as they are.
 */
export async function seedDemoEInvoices(db: Db): Promise<void> {
  for (const table of [e_fatura, e_arsiv_fatura]) {
    const archive = table.name === 'e_arsiv_fatura';
    const rows = await sql<Row>`select id, department_id, user_id, unvan, e_fatura_numarasi, fatura_tarihi
      from ${sql.table(table.name)} where cari_hesap_id is null order by id`.execute(db);
    for (const [i, row] of rows.rows.entries()) {
      const dept = Number(row.department_id);
      const customer = (
        await sql<Row>`select c.id, c.tc, c.unvan, c.cari_hesap_adi, c.name_basic, c.surname, c.vergi_daireleri_id,
            a.id as adres_id, a.ulkeler_id, a.sehirler_id, a.ilceler_id, a.sehir_adi, a.ilce_adi, a.mahalle_adi,
            a.sokak_adi, a.bina_adi, a.bina_no, a.kapi_no, a.posta_kodu
          from cari_hesap c join adres a on a.cari_hesap_id = c.id
          where c.department_id = ${dept} and c.vergi_daireleri_id is not null
          order by (c.cari_hesap_adi = ${row.unvan}) desc, length(c.tc) , c.id, a.varsayilan desc, a.id
          limit 1`.execute(db)
      ).rows[0];
      const prefix = (
        await sql<Row>`select id from fatura_on_ekleri where department_id = ${dept}
          and on_ek_yeri_id = ${archive ? 2 : 1} order by varsayilan desc, id limit 1`.execute(db)
      ).rows[0];
      const company = (
        await sql<Row>`select id from firma_adres where department_id = ${dept}
          order by varsayilan desc, id limit 1`.execute(db)
      ).rows[0];
      const lines = await demoLines(db, dept, 2 + (i % 2));
      if (!customer || !prefix || !company || !lines.length) continue;
      const values: Row = {
        cari_hesap_id: customer.id,
        adres_id: customer.adres_id,
        firma_adres_id: company.id,
        tc: customer.tc,
        unvan: customer.unvan ?? customer.cari_hesap_adi,
        name_basic: customer.name_basic,
        surname: customer.surname,
        vergi_daireleri_id: customer.vergi_daireleri_id,
        ulkeler_id: customer.ulkeler_id ?? 1,
        sehirler_id: customer.sehirler_id,
        ilceler_id: customer.ilceler_id,
        sehirler_input: customer.sehir_adi,
        ilceler_input: customer.ilce_adi,
        mahalle_adi: customer.mahalle_adi,
        sokak_adi: customer.sokak_adi,
        bina_adi: customer.bina_adi,
        bina_no: customer.bina_no,
        kapi_no: customer.kapi_no,
        posta_kodu: customer.posta_kodu,
        fatura_on_eki_id: prefix.id,
        fatura_senaryo_id: archive ? 3 : i % 2 ? 2 : 1,
        fatura_tipi_id: 2,
        para_birimi_id: 1,
        döviz_kuru: '1',
        toplam_duzenlendi: '0',
        description: 'Demo e-belgesi',
        mal_hizmet_json: lines,
        ...(archive ? { fatura_saati: '10:30:00', gonderim_sekli_id: 1 } : {}),
      };
      const meta = { departmentId: dept, userId: Number(row.user_id) };
      const ctx = { db, table, ...meta, id: Number(row.id), old: row };
      const toWrite = (await hooksOf(table)?.beforeWrite?.(values, ctx)) ?? values;
      await updateRow(db, table, Number(row.id), toWrite, meta);
      await writeLines(db, table, Number(row.id), toWrite, meta);
    }
  }
}
