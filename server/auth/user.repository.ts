import { sql } from 'kysely';
import type { Db } from '../db/database';

/** What login needs to know about an account. */
export interface LoginUserRow {
  id: number;
  password: string | null;
  state: boolean;
  telefon_dogrulama: boolean;
  phone: string | null;
  department_id: number | null;
}

/** The account whose e-mail (any case) or TC number is `login`. */
export async function findLoginUser(db: Db, login: string): Promise<LoginUserRow | undefined> {
  return db
    .selectFrom('users')
    .select(['id', 'password', 'state', 'telefon_dogrulama', 'phone', 'department_id'])
    .where((eb) =>
      eb.or([
        eb(sql`lower(email)`, '=', sql`lower(${login})`),
        eb.and([eb('tc', '=', login), eb('tc', '<>', '')]),
      ]),
    )
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
}

/** An authority record a session can be opened on. */
export interface GrantRow {
  yetki_ver_id: number;
  department_id: number;
}

/**
 * The active authority record to log in with: the one for the user's default company when there is one,
 * otherwise the oldest. Only records of active companies count.
 */
export async function findLoginGrant(
  db: Db,
  userId: number,
  preferredDepartmentId: number | null,
): Promise<GrantRow | undefined> {
  return db
    .selectFrom('yetki_ver as y')
    .innerJoin('departments as d', 'd.id', 'y.department_id')
    .select(['y.id as yetki_ver_id', 'y.department_id'])
    .where('y.target_user_id', '=', userId)
    .where('y.state', '=', true)
    .where('d.state', '=', true)
    .orderBy(sql`(y.department_id is not distinct from ${preferredDepartmentId}::bigint)`, 'desc')
    .orderBy('y.id')
    .limit(1)
    .executeTakeFirst();
}

/** The authority record `yetkiVerId` if it still belongs to the active user and an active company. */
export async function findActiveGrant(
  db: Db,
  userId: number,
  yetkiVerId: number,
): Promise<GrantRow | undefined> {
  return db
    .selectFrom('yetki_ver as y')
    .innerJoin('users as u', 'u.id', 'y.target_user_id')
    .innerJoin('departments as d', 'd.id', 'y.department_id')
    .select(['y.id as yetki_ver_id', 'y.department_id'])
    .where('y.id', '=', yetkiVerId)
    .where('y.target_user_id', '=', userId)
    .where('y.state', '=', true)
    .where('u.state', '=', true)
    .where('d.state', '=', true)
    .executeTakeFirst();
}

/** The user as getLoggedInUserInfo shows it (never the password). */
export async function findUserInfo(db: Db, userId: number) {
  return db
    .selectFrom('users')
    .select([
      'id',
      'email',
      'tc',
      'name_basic',
      'surname',
      'phone',
      'department_id',
      'firma_sube_adi',
      'kullanici_ayarlari',
    ])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
}

/** The company with its package name. */
export async function findDepartmentInfo(db: Db, departmentId: number) {
  return db
    .selectFrom('departments as d')
    .leftJoin('musteri_paketleri as p', 'p.id', 'd.musteri_paketi_id')
    .select([
      'd.id',
      'd.name_basic',
      'd.musteri_paketi_id',
      'p.name_basic as paket_adi',
      'd.son_kullanma_tarihi',
      'd.firma_adresi',
    ])
    .where('d.id', '=', departmentId)
    .executeTakeFirstOrThrow();
}

/** How many active authority records the user holds (the user switch is offered above one). */
export async function countGrants(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom('yetki_ver as y')
    .innerJoin('departments as d', 'd.id', 'y.department_id')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('y.target_user_id', '=', userId)
    .where('y.state', '=', true)
    .where('d.state', '=', true)
    .executeTakeFirstOrThrow();
  return row.n;
}
