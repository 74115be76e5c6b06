import type { TableDef } from '../catalog/types';
import type { Db } from '../db/database';
import { lineTableOf } from '../tables/table.lines';

// Reads what an e-document needs of a stored invoice-like record (docs/e-documents.md, "From a stored invoice"): the
// header row and its line rows as the table service stored them, the customer, the company and its address, and the
// GİB codes behind the ids (units, exemption and withholding codes, scenario, type, places, tax offices). Tables come
// from the catalogue (the invoice's TableDef and its line table); values are parameters.

type Row = Record<string, unknown>;

/** A stored invoice and every row its UBL-TR model is made of. */
export interface StoredInvoice {
  header: Row;
  lines: Row[];
  /** cari_hesap row with `vergi_dairesi` (the tax office's name). */
  customer: Row | null;
  /** departments row of the issuing company. */
  company: Row;
  /** The company's address (the invoice's firma_adres_id, else its default). */
  companyAddress: Row | null;
  /** The customer's address row (the invoice's adres_id, else the customer's default). */
  customerAddress: Row | null;
  scenario: string | null;
  type: string | null;
  /** birimler.id → GİB unit code. */
  units: Map<number, string>;
  /** istisna_kodlari.id → code and text. */
  exemptions: Map<number, { kod: string; ad: string | null }>;
  /** tevkifat_kodlari.id → code. */
  withholdings: Map<number, string>;
  /** Place names by id: il, ilçe, ülke (with its ISO code). */
  provinces: Map<number, string>;
  districts: Map<number, string>;
  countries: Map<number, { name: string; code: string }>;
  /** The lines' stock cards' codes (stok_kartlari.id → stok_kodu), the company's own: SellersItemIdentification. */
  stockCodes?: Map<number, string>;
  /** An e-document's number prefix (`fatura_on_eki_id` → fatura_on_ekleri.on_ek_kodu), when it has one. */
  prefix?: string | null;
  /** That prefix's kind (`on_ek_yeri_id`: 1 e-Fatura … 5 e-MM; docs/document-numbers.md, "One series each"). */
  prefixKind?: number | null;
  /** The name of the header's own tax office (`vergi_daireleri_id` of an e-document's header), when it has one. */
  headerTaxOffice?: string | null;
}

const idOf = (v: unknown) => Number(v) || 0;

/**
 * A draft e-document (its table has the e-document status and it is 1, Taslak): it has no number of its own, so its
 * XML carries the draft marker (prefix + year + nine zeros), never a number the series gave or a seed left on it
 * (docs/document-numbers.md, "One series each").
 */
export const isDraftEDocument = (header: Row): boolean =>
  'e_fatura_durumu_id' in header && Number(header.e_fatura_durumu_id ?? 1) === 1;

const ids = (rows: Row[], ...columns: string[]) => [
  ...new Set(
    rows.flatMap((r) => columns.map((c) => Number(r[c]))).filter((n) => Number.isInteger(n) && n > 0),
  ),
];

async function byIds(db: Db, table: string, list: number[], columns: string[]): Promise<Row[]> {
  if (!list.length) return [];
  return db
    .selectFrom(table)
    .select(['id', ...columns])
    .where('id', 'in', list)
    .execute();
}

/** The stored invoice `id` of `table` in the company, with its lookups; null when it does not exist there. */
export async function readStoredInvoice(
  db: Db,
  table: TableDef,
  id: number,
  departmentId: number,
): Promise<StoredInvoice | null> {
  const header = await db
    .selectFrom(table.name)
    .selectAll()
    .where('id', '=', id)
    .where('department_id', '=', departmentId)
    .executeTakeFirst();
  if (!header) return null;
  const lineTable = lineTableOf(table);
  if (!lineTable?.parent) throw new Error(`${table.name} has no line table`);
  const lines = await db
    .selectFrom(lineTable.name)
    .selectAll()
    .where(lineTable.parent.column, '=', id)
    .where('department_id', '=', departmentId)
    .orderBy(lineTable.parent.order_column ?? 'id')
    .orderBy('id')
    .execute();
  const customer = header.cari_hesap_id
    ? ((await db
        .selectFrom('cari_hesap as c')
        .leftJoin('vergi_daireleri as v', 'v.id', 'c.vergi_daireleri_id')
        .selectAll('c')
        .select('v.name_basic as vergi_dairesi')
        .where('c.id', '=', Number(header.cari_hesap_id))
        .where('c.department_id', '=', departmentId)
        .executeTakeFirst()) ?? null)
    : null;
  const company = await db
    .selectFrom('departments as d')
    .leftJoin('vergi_daireleri as v', 'v.id', 'd.vergi_daireleri_id')
    .selectAll('d')
    .select('v.name_basic as vergi_dairesi')
    .where('d.id', '=', departmentId)
    .executeTakeFirstOrThrow();
  let address = db.selectFrom('firma_adres').selectAll().where('department_id', '=', departmentId);
  address = header.firma_adres_id
    ? address.where('id', '=', Number(header.firma_adres_id))
    : address.orderBy('varsayilan', 'desc').orderBy('id');
  const companyAddress = (await address.executeTakeFirst()) ?? null;

  let customerAddress: Row | null = null;
  if (header.cari_hesap_id) {
    let query = db
      .selectFrom('adres')
      .selectAll()
      .where('department_id', '=', departmentId)
      .where('cari_hesap_id', '=', Number(header.cari_hesap_id));
    query = header.adres_id
      ? query.where('id', '=', Number(header.adres_id))
      : query.orderBy('varsayilan', 'desc').orderBy('id');
    customerAddress = (await query.executeTakeFirst()) ?? null;
  }

  // An e-İrsaliye's delivery address names its places `t_…` (002 §3), its carrier's address `tasiyici_…`.
  const places = [header, ...[companyAddress, customerAddress].filter((r): r is Row => r !== null)];
  const cards = ids(lines, 'stok_kartlari_id');
  const [
    units,
    exemptions,
    withholdings,
    provinces,
    districts,
    countries,
    scenario,
    type,
    prefix,
    office,
    stockCodes,
  ] = await Promise.all([
    byIds(db, 'birimler', ids(lines, 'birim_id'), ['kod']),
    byIds(
      db,
      'istisna_kodlari',
      ids(
        lines,
        'kdv_istisna_muafiyet_sebebi_id',
        'otv_istisna_muafiyet_sebebi_id',
        'ozel_matrah_kodlari_listesi_id',
        'ihrac_kayitli_fatura_sebebi_id',
      ),
      ['kod', 'ad'],
    ),
    byIds(db, 'tevkifat_kodlari', ids(lines, 'tevkifat_kodlari_listesi_id'), ['kod']),
    byIds(db, 'sehirler', ids(places, 'sehirler_id', 't_sehirler_id', 'tasiyici_sehirler_id'), [
      'name_basic',
    ]),
    byIds(db, 'ilceler', ids(places, 'ilceler_id', 't_ilceler_id', 'tasiyici_ilceler_id'), ['name_basic']),
    byIds(db, 'ulkeler', ids(places, 'ulkeler_id', 't_ulkeler_id'), ['name_basic', 'kod']),
    byIds(db, 'fatura_senaryolari', ids([header], 'fatura_senaryo_id'), ['kod']),
    byIds(db, 'fatura_tipleri', ids([header], 'fatura_tipi_id'), ['kod']),
    'fatura_on_eki_id' in header
      ? db
          .selectFrom('fatura_on_ekleri')
          .select(['id', 'on_ek_kodu', 'on_ek_yeri_id'])
          .where('id', '=', idOf(header.fatura_on_eki_id))
          .where('department_id', '=', departmentId)
          .execute()
      : Promise.resolve([] as Row[]),
    byIds(db, 'vergi_daireleri', ids([header], 'vergi_daireleri_id'), ['name_basic']),
    // The company's own cards only (a reference table needs no scope; a stock card does).
    cards.length
      ? db
          .selectFrom('stok_kartlari')
          .select(['id', 'stok_kodu'])
          .where('id', 'in', cards)
          .where('department_id', '=', departmentId)
          .execute()
      : Promise.resolve([] as Row[]),
  ]);
  return {
    header,
    lines,
    customer,
    company,
    companyAddress,
    customerAddress,
    scenario: (scenario[0]?.kod as string) ?? null,
    type: (type[0]?.kod as string) ?? null,
    units: new Map(units.map((r) => [Number(r.id), String(r.kod ?? '')])),
    exemptions: new Map(
      exemptions.map((r) => [Number(r.id), { kod: String(r.kod), ad: (r.ad as string) ?? null }]),
    ),
    withholdings: new Map(withholdings.map((r) => [Number(r.id), String(r.kod)])),
    provinces: new Map(provinces.map((r) => [Number(r.id), String(r.name_basic)])),
    districts: new Map(districts.map((r) => [Number(r.id), String(r.name_basic)])),
    countries: new Map(
      countries.map((r) => [Number(r.id), { name: String(r.name_basic), code: String(r.kod) }]),
    ),
    prefix: (prefix[0]?.on_ek_kodu as string) ?? null,
    prefixKind: prefix[0] ? Number(prefix[0].on_ek_yeri_id) : null,
    stockCodes: new Map(
      stockCodes
        .filter((r) => String(r.stok_kodu ?? '').trim())
        .map((r) => [Number(r.id), String(r.stok_kodu).trim()]),
    ),
    headerTaxOffice: 'vergi_daireleri_id' in header ? ((office[0]?.name_basic as string) ?? null) : null,
  };
}
