import { KDV_RATES, VERGILER } from '../../../domain/tax';
import type { Db } from '../database';
import { readCsv } from './csv';

// The lookups of stock cards and documents (docs/line-tables.md, "Lookups"): units, KDV rates, other taxes,
// invoice types and scenarios, line types, exemption and withholding codes, stock types. Filled by the
// migration that creates them, so that a database seeded before keeps working.

/** Units of measure: GİB's UN/ECE codes with Turkish names (birimler.csv), ids in file order (1 = C62 Adet). */
export function unitRows() {
  return readCsv('birimler.csv').map((r, i) => ({ id: i + 1, kod: r.kod, name_basic: r.ad }));
}

/** kdv_id → "%20" (tr-TR decimal comma) and the rate; ids of 002 §9. */
export function kdvRows() {
  return Object.entries(KDV_RATES).map(([id, rate]) => ({
    id: Number(id),
    name_basic: `%${rate.replace('.', ',')}`,
    oran: rate,
  }));
}

/** Other taxes: exactly domain's VERGILER (ids, GİB codes and kinds), so lookup and calculation agree. */
export function taxRows() {
  return VERGILER.map((v) => ({
    id: v.id,
    kod: v.kod,
    name_basic: v.ad,
    kisa_ad: v.kisa_ad || null,
    vergi_turu: v.kind,
  }));
}

/** fatura_tipi_id (002 §4): 1 İade, 2 Satış (default), 3 Tevkifat, 4 İstisna, 5 Özel Matrah, 6 İhraç Kayıtlı, 9 SGK. */
export const INVOICE_TYPES = [
  { id: 1, name_basic: 'İade', kod: 'IADE' },
  { id: 2, name_basic: 'Satış', kod: 'SATIS' },
  { id: 3, name_basic: 'Tevkifat', kod: 'TEVKIFAT' },
  { id: 4, name_basic: 'İstisna', kod: 'ISTISNA' },
  { id: 5, name_basic: 'Özel Matrah', kod: 'OZELMATRAH' },
  { id: 6, name_basic: 'İhraç Kayıtlı', kod: 'IHRACKAYITLI' },
  { id: 9, name_basic: 'SGK', kod: 'SGK' },
];

/** fatura_senaryo_id: GİB's ProfileID; 1 Temel (default), 3 e-Arşiv (archive default), 4 Kamu (002 §4 group 6). */
export const INVOICE_SCENARIOS = [
  { id: 1, name_basic: 'Temel Fatura', kod: 'TEMELFATURA' },
  { id: 2, name_basic: 'Ticari Fatura', kod: 'TICARIFATURA' },
  { id: 3, name_basic: 'e-Arşiv Fatura', kod: 'EARSIVFATURA' },
  { id: 4, name_basic: 'Kamu', kod: 'KAMU' },
  { id: 5, name_basic: 'İhracat', kod: 'IHRACAT' },
  { id: 6, name_basic: 'Yolcu Beraber', kod: 'YOLCUBERABERFATURA' },
  { id: 7, name_basic: 'Özel Fatura', kod: 'OZELFATURA' },
  { id: 8, name_basic: 'HKS', kod: 'HKS' },
  { id: 9, name_basic: 'Enerji', kod: 'ENERJI' },
  { id: 10, name_basic: 'İlaç ve Tıbbi Cihaz', kod: 'ILAC_TIBBICIHAZ' },
  { id: 11, name_basic: 'Yatırım Teşvik', kod: 'YATIRIMTESVIK' },
  { id: 12, name_basic: 'İDİS', kod: 'IDIS' },
];

/** mal_hizmet_turu_id (002 §3): 1 stock, 2 service/expense, 3 fixed asset. */
export const LINE_TYPES = [
  { id: 1, name_basic: 'Stok' },
  { id: 2, name_basic: 'Hizmet / Masraf' },
  { id: 3, name_basic: 'Sabit Kıymet' },
];

/** stok_turu_id (002 §4): Hammadde, Yarı Mamül, Ürün, Ticari Mal. */
export const STOCK_TYPES = [
  { id: 1, name_basic: 'Hammadde' },
  { id: 2, name_basic: 'Yarı Mamül' },
  { id: 3, name_basic: 'Ürün' },
  { id: 4, name_basic: 'Ticari Mal' },
];

/**
 * Exemption codes (istisna_kodlari.csv, GİB's 112). Ids follow the file (1…112) with two fixed ids the
 * calculation core relies on (docs/calculations.md §3): GİB 351 "KDV - İstisna Olmayan Diğer" is **137** (the
 * KDV default; its place 95 stays free) and ÖTV 106 "Diğer İstisnalar" is **9** (the ÖTV default; 108, which
 * would have had 9, takes 106's place 7).
 */
export function exemptionRows() {
  const fixed: Record<string, number> = { '351': 137, '106': 9, '108': 7 };
  return readCsv('istisna_kodlari.csv').map((r, i) => ({
    id: fixed[r.kod] ?? i + 1,
    kod: r.kod,
    name_basic: r.ad ? `${r.kod} - ${r.ad}` : r.kod,
    ad: r.ad || null,
    vergi: r.vergi || null,
    gib_listesi: r.gib_listesi || null,
  }));
}

/** KDV withholding codes with their rate (tevkifat_kodlari.csv; one row per code and rate), ids in file order. */
export function withholdingCodeRows() {
  return readCsv('tevkifat_kodlari.csv').map((r, i) => ({
    id: i + 1,
    kod: r.kod,
    name_basic: `${r.kod} - ${r.ad} (${r.oran})`,
    ad: r.ad,
    oran: r.oran,
    yuzde: Number(r.yuzde),
    dayanak: r.dayanak || null,
  }));
}

/** Fills every lookup above (the migration 202611220500 calls it right after creating the tables). */
export async function seedDocumentLookups(db: Db): Promise<void> {
  const put = (table: string, rows: Record<string, unknown>[]) => db.insertInto(table).values(rows).execute();
  await put('birimler', unitRows());
  await put('kdv_oranlari', kdvRows());
  await put('vergiler', taxRows());
  await put('fatura_tipleri', INVOICE_TYPES);
  await put('fatura_senaryolari', INVOICE_SCENARIOS);
  await put('mal_hizmet_turleri', LINE_TYPES);
  await put('stok_turleri', STOCK_TYPES);
  await put('istisna_kodlari', exemptionRows());
  await put('tevkifat_kodlari', withholdingCodeRows());
}
