import { sql } from 'kysely';
import { hashPassword } from '../../auth/password';
import { turkishToday } from '../../auth/user-info.service';
import type { Db } from '../database';
import type { DemoCompanies } from './demo-ids';

const DEMO_PASSWORD = 'Demo1234!';

async function insertCompany(db: Db, values: Record<string, unknown>): Promise<number> {
  // Subscriptions of the demo run for a year from the first start (kalan_gun counts down from it).
  const lastDay = sql`(${turkishToday(new Date())}::date + interval '1 year')::date`;
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
 * The demo companies "Demo Ticaret A.Ş." (Muhasebe) and "Örnek Gıda Ltd. Şti." (Kobi), their three users
 * (password Demo1234!, README lists them) and the authority records that let them in.
 */
export async function seedDemoCompanies(db: Db): Promise<DemoCompanies> {
  const hashes = await Promise.all([1, 2, 3].map(() => hashPassword(DEMO_PASSWORD)));
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

  await db
    .insertInto('yetki_ver')
    .values([
      { target_user_id: adminUserId, department_id: demoDepartment, is_admin: true, user_id: adminUserId },
      { target_user_id: otpUserId, department_id: demoDepartment, is_admin: false, user_id: adminUserId },
      { target_user_id: ornekUserId, department_id: ornekDepartment, is_admin: false, user_id: ornekUserId },
    ])
    .execute();
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
