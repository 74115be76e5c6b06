import { sql } from 'kysely';
import { hashPassword } from '../../auth/password';
import { turkishToday } from '../../auth/user-info.service';
import type { Db } from '../database';
import type { DemoCompanies } from './demo-ids';

const DEMO_PASSWORD = 'Demo1234!';

/**
 * The demo companies' tax offices (GİB's codes in ../shared/data/vergi_daireleri.csv) by VKN: the office of the
 * district of each head office — Şişli, Kemalpaşa, Muratpaşa.
 */
export const DEMO_TAX_OFFICES: Record<string, string> = {
  '2910473856': '34276', // Şişli Vergi Dairesi Müdürlüğü
  '6482053170': '35207', // Kemalpaşa Vergi Dairesi Müdürlüğü
  '0718452934': '07253', // Muratpaşa Vergi Dairesi Müdürlüğü
};

/**
 * Gives each demo company without a tax office its own (the demo seed, and migration 202611290400 on a database
 * seeded before the column existed). Does nothing where the reference list lacks the office.
 */
export async function seedCompanyTaxOffices(db: Db): Promise<void> {
  for (const [vkn, kod] of Object.entries(DEMO_TAX_OFFICES))
    await sql`update departments set vergi_daireleri_id = (select id from vergi_daireleri where kod = ${kod} limit 1)
      where vergi_no = ${vkn} and vergi_daireleri_id is null`.execute(db);
}

async function insertCompany(
  db: Db,
  values: Record<string, unknown>,
  // Subscriptions of the demo run for a year from the first start (kalan_gun counts down from it).
  lastDay = sql`(${turkishToday(new Date())}::date + interval '1 year')::date`,
): Promise<number> {
  const row = await db
    .insertInto('departments')
    .values({ ...values, son_kullanma_tarihi: lastDay })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

async function insertUser(db: Db, values: Record<string, unknown>, passwordHash: string): Promise<number> {
  const row = await db
    .insertInto('users')
    .values({ ...values, password: passwordHash, firma_sube_adi: 'Merkez' })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * The demo companies "Demo Ticaret A.Ş." (Muhasebe), "Örnek Gıda Ltd. Şti." (Kobi) and "Akdeniz Kırtasiye
 * Ltd. Şti." (Ön muhasebe, subscription ended), their four users (password Demo1234!, README lists them) and
 * the authority records that let them in (demo@defter.local in two companies).
 */
export async function seedDemoCompanies(db: Db): Promise<DemoCompanies> {
  const hashes = await Promise.all([1, 2, 3, 4].map(() => hashPassword(DEMO_PASSWORD)));
  const demoDepartment = await insertCompany(db, {
    name_basic: 'Demo Ticaret A.Ş.',
    musteri_paketi_id: 4,
    firma_adresi: 'Halaskargazi Cad. No: 214 Kat: 5, Harbiye Mah., 34373 Şişli/İstanbul',
    vergi_no: '2910473856',
    phone: '+90 (212) 231 45 67',
    email: 'bilgi@demoticaret.example',
  });
  const ornekDepartment = await insertCompany(db, {
    name_basic: 'Örnek Gıda Ltd. Şti.',
    musteri_paketi_id: 2,
    firma_adresi: 'Kemalpaşa Organize Sanayi Bölgesi, Ankara Asfaltı Cad. No: 28, 35730 Kemalpaşa/İzmir',
    vergi_no: '6482053170',
    phone: '+90 (232) 877 12 40',
    email: 'bilgi@ornekgida.example',
  });

  const adminUserId = await insertUser(
    db,
    {
      email: 'demo@defter.local',
      tc: '28461935716',
      name_basic: 'Ahmet',
      surname: 'Yılmaz',
      phone: '+90 (532) 412 18 67',
      department_id: demoDepartment,
    },
    hashes[0],
  );
  const otpUserId = await insertUser(
    db,
    {
      email: 'otp@defter.local',
      tc: '41730582640',
      name_basic: 'Elif',
      surname: 'Kaya',
      phone: '+90 (533) 618 24 67',
      telefon_dogrulama: true,
      department_id: demoDepartment,
    },
    hashes[1],
  );
  const ornekUserId = await insertUser(
    db,
    {
      email: 'ornek@defter.local',
      tc: '53092817476',
      name_basic: 'Mehmet',
      surname: 'Demir',
      phone: '+90 (542) 305 71 28',
      department_id: ornekDepartment,
    },
    hashes[2],
  );

  // Issue 5: a company whose subscription ended 12 days ago, and its user, to show the payment page.
  const expiredDepartment = await insertCompany(
    db,
    {
      name_basic: 'Akdeniz Kırtasiye Ltd. Şti.',
      musteri_paketi_id: 1,
      firma_adresi: 'Işıklar Cad. No: 41, Elmalı Mah., 07040 Muratpaşa/Antalya',
      vergi_no: '0718452934',
      phone: '+90 (242) 243 18 75',
      email: 'bilgi@akdenizkirtasiye.example',
    },
    sql`(${turkishToday(new Date())}::date - 12)`,
  );
  const expiredUserId = await insertUser(
    db,
    {
      email: 'expired@defter.local',
      tc: '36518294716',
      name_basic: 'Zeynep',
      surname: 'Arslan',
      phone: '+90 (535) 274 63 19',
      department_id: expiredDepartment,
    },
    hashes[3],
  );

  await db
    .insertInto('yetki_ver')
    .values([
      { target_user_id: adminUserId, department_id: demoDepartment, is_admin: true, user_id: adminUserId },
      { target_user_id: otpUserId, department_id: demoDepartment, is_admin: false, user_id: adminUserId },
      { target_user_id: ornekUserId, department_id: ornekDepartment, is_admin: false, user_id: ornekUserId },
      // Issue 5: the demo admin also works for Örnek Gıda (not as its admin): the user switch offers both.
      { target_user_id: adminUserId, department_id: ornekDepartment, is_admin: false, user_id: ornekUserId },
      {
        target_user_id: expiredUserId,
        department_id: expiredDepartment,
        is_admin: true,
        user_id: expiredUserId,
      },
    ])
    .execute();
  await db
    .updateTable('departments')
    .set({ user_id: expiredUserId })
    .where('id', '=', expiredDepartment)
    .execute();
  await seedCompanyTaxOffices(db);
  await db
    .updateTable('departments')
    .set({ user_id: adminUserId })
    .where('id', '=', demoDepartment)
    .execute();
  await db
    .updateTable('departments')
    .set({ user_id: ornekUserId })
    .where('id', '=', ornekDepartment)
    .execute();

  return {
    demo: { departmentId: demoDepartment, adminUserId },
    ornek: { departmentId: ornekDepartment, userId: ornekUserId },
  };
}
