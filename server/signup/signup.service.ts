import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import { isValidVknOrTckn } from '../../domain/identity';
import { validation } from '../../domain/messages';
import type { AppDeps, Session } from '../app-env';
import { addSeconds, nowOf } from '../auth/auth.clock';
import type { CapRule } from '../auth/auth.policy';
import { hashPassword, verifyPassword } from '../auth/password';
import { openSession } from '../auth/session.service';
import { admitCapped, type Refusal } from '../auth/throttle.service';
import { hashToken, newToken } from '../auth/token.crypto';
import { turkishToday } from '../auth/user-info.service';
import type { Db } from '../db/database';
import { AppError, Codes } from '../lib/errors';
import { EMAIL_PATTERN, mailerOf } from '../mail/mail';
import {
  INVITE_PASSWORD_TRIES,
  INVITE_TTL_S,
  INVITES_PER_COMPANY,
  LINK_TRIES_PER_ADDRESS,
  REGISTER_PER_ADDRESS,
  REGISTER_PER_EMAIL,
  REGISTRABLE_PACKAGES,
  REGISTRATION_TTL_S,
  TRIAL_DAYS,
} from './signup.policy';
import { existingAccountMail, inviteMail, registerMail, signupTexts as t } from './signup.texts';

// Registration and invites (issue 27 item 2; docs/signup.md). Public calls are throttled in `auth_attempts` like the
// login (docs/auth.md): per address, per e-mail and per link, in the database, so every process counts alike.

type Body = Record<string, unknown>;
type FieldErrors = Record<string, string[]>;
export type FieldResult = { message: 'error'; errors: FieldErrors };

export const SignupCodes = { throttled: 'signup.throttled' } as const;

const str = (v: unknown) => (typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : '');
const emailKey = (email: string) =>
  createHash('sha256').update(email.toLowerCase()).digest('base64url').slice(0, 22);

async function admit(deps: AppDeps, limits: { key: string; rule: CapRule }[]): Promise<Refusal | null> {
  const r = await admitCapped(deps.db, nowOf(deps), limits);
  return 'retryAfter' in r ? { refused: SignupCodes.throttled, status: 429, retryAfter: r.retryAfter } : null;
}

function checkPassword(body: Body, errors: FieldErrors): string {
  const password = typeof body.password === 'string' ? body.password : '';
  const again = typeof body.password_again === 'string' ? body.password_again : '';
  const length = [...password].length;
  if (!password) errors.password = [validation.required('Şifre')];
  else if (length < 8 || length > 24) errors.password = [validation.password];
  else if (again !== password) errors.password_again = [t.passwordAgain];
  return password;
}

function checkEmail(value: unknown, errors: FieldErrors, field = 'email'): string {
  const email = str(value).toLowerCase();
  if (!email) errors[field] = [validation.required('E-posta')];
  else if (email.length > 254 || !EMAIL_PATTERN.test(email)) errors[field] = [t.email];
  return email;
}

function checkText(body: Body, field: string, label: string, errors: FieldErrors, max = 100): string {
  const v = str(body[field]);
  if (!v) errors[field] = [validation.required(label)];
  else if (v.length > max) errors[field] = [validation.maxLength(label, max)];
  return v;
}

function checkPhone(body: Body, errors: FieldErrors): string | null {
  const phone = str(body.telefon ?? body.phone);
  if (!phone) return null;
  // 000 §3: Turkey is +90 (###) ### ## ##; the digits are what is kept, in that mask.
  const digits = phone.replace(/\D/g, '').replace(/^90/, '').replace(/^0/, '');
  if (!/^5\d{9}$|^[2-4]\d{9}$/.test(digits)) {
    errors.telefon = [validation.phone('Telefon', '+90 (###) ### ## ##')];
    return null;
  }
  return `+90 (${digits.slice(0, 3)}) ${digits.slice(3, 6)} ${digits.slice(6, 8)} ${digits.slice(8)}`;
}

/**
 * A tax number that is already a company's verified identity (issue 22: `vergi_no_dogrulayan`, unique among
 * verified ones). A company whose number lost its verification (changed outside the verified path) does not hold it.
 */
async function vknTaken(db: Db, vkn: string): Promise<boolean> {
  return !!(await db
    .selectFrom('departments')
    .select('id')
    .where('vergi_no', '=', vkn)
    .where('vergi_no_dogrulayan', 'is not', null)
    .executeTakeFirst());
}

async function userByEmail(db: Db, email: string) {
  return db
    .selectFrom('users')
    .select(['id', 'password', 'state', 'name_basic', 'surname'])
    .where(sql`lower(email)`, '=', email.toLowerCase())
    .executeTakeFirst();
}

const link = (deps: AppDeps, path: string) => `${deps.config.mail.publicUrl}${path}`;

/**
 * POST /register: a new company asks to sign up (firma_adi, vergi_no, musteri_paketi_id, ad, soyad, email, telefon,
 * password, password_again). Field errors as the table service answers them; then the address's and the e-mail's
 * caps; a tax number already registered is refused (a tax number is one company). The answer is the same whether
 * or not the e-mail already has an account — that account's owner gets a mail saying so instead of a link.
 */
export async function register(
  deps: AppDeps,
  body: Body,
  address: string,
): Promise<{ message: 'success'; text: string } | FieldResult | Refusal> {
  const errors: FieldErrors = {};
  const firma = checkText(body, 'firma_adi', 'Firma Ünvanı', errors, 200);
  const vkn = str(body.vergi_no);
  if (!vkn) errors.vergi_no = [validation.required('VKN / TCKN')];
  else if (!isValidVknOrTckn(vkn)) errors.vergi_no = [t.vkn];
  const paket = Number(str(body.musteri_paketi_id) || REGISTRABLE_PACKAGES[0]);
  if (!(REGISTRABLE_PACKAGES as readonly number[]).includes(paket)) errors.musteri_paketi_id = [t.package];
  const ad = checkText(body, 'ad', 'Adı', errors);
  const soyad = checkText(body, 'soyad', 'Soyadı', errors);
  const email = checkEmail(body.email, errors);
  const telefon = checkPhone(body, errors);
  const password = checkPassword(body, errors);
  if (Object.keys(errors).length) return { message: 'error', errors };

  const refused = await admit(deps, [
    { key: `signup:register:address:${address}`, rule: REGISTER_PER_ADDRESS },
    { key: `signup:register:email:${emailKey(email)}`, rule: REGISTER_PER_EMAIL },
  ]);
  if (refused) return refused;
  if (await vknTaken(deps.db, vkn)) return { message: 'error', errors: { vergi_no: [t.vknTaken] } };

  const mailer = mailerOf(deps);
  if (await userByEmail(deps.db, email)) {
    await mailer.send({ to: email, kind: 'kayit', ...existingAccountMail({ login: link(deps, '/login') }) });
    return { message: 'success', text: t.registered };
  }
  const now = nowOf(deps);
  const { token, hash } = newToken();
  await deps.db
    .insertInto('kayit_basvurulari')
    .values({
      token_hash: hash,
      email,
      firma_adi: firma,
      vergi_no: vkn,
      musteri_paketi_id: paket,
      ad,
      soyad,
      telefon,
      password: await hashPassword(password),
      created_at: now,
      expires_at: addSeconds(now, REGISTRATION_TTL_S),
    })
    .execute();
  await mailer.send({
    to: email,
    kind: 'kayit',
    ...registerMail({ firma, ad, link: link(deps, `/register/onay/${token}`) }),
  });
  return { message: 'success', text: t.registered };
}

const linkToken = (v: unknown) => {
  const s = str(v);
  return /^[A-Za-z0-9_-]{43}$/.test(s) ? s : '';
};

/** The company's last subscription day of a trial starting `now` (Turkish date). */
const trialEnd = (now: Date) => sql`(${turkishToday(now)}::date + ${TRIAL_DAYS}::int)`;

const isUniqueViolation = (err: unknown) => (err as { code?: string })?.code === '23505';

/**
 * POST /register/confirm {token}: the link of the mail. Creates the company (the chosen package, a trial of
 * TRIAL_DAYS days), its admin user and the authority record in one transaction, marks the link used, and opens a
 * session: `{token}`. A link unknown, used or expired answers `t.linkGone`; a tax number registered meanwhile
 * `t.vknTaken` (the unique index decides a race).
 */
export async function confirmRegistration(
  deps: AppDeps,
  body: Body,
  address: string,
): Promise<{ token: string } | Refusal> {
  const refused = await admit(deps, [
    { key: `signup:link:address:${address}`, rule: LINK_TRIES_PER_ADDRESS },
  ]);
  if (refused) return refused;
  const token = linkToken(body.token);
  const now = nowOf(deps);
  let grant: { userId: number; yetkiVerId: number; departmentId: number };
  try {
    grant = await deps.db.transaction().execute(async (trx) => {
      const app = await trx
        .selectFrom('kayit_basvurulari')
        .selectAll()
        .where('token_hash', '=', token ? hashToken(token) : '-')
        .where('used_at', 'is', null)
        .where('expires_at', '>', now)
        .forUpdate()
        .executeTakeFirst();
      if (!app) throw new AppError(t.linkGone, 400);
      if (await vknTaken(trx, app.vergi_no)) throw new AppError(t.vknTaken, 400);
      if (await userByEmail(trx, app.email)) throw new AppError(t.linkGone, 400);
      const dept = await trx
        .insertInto('departments')
        .values({
          name_basic: app.firma_adi,
          musteri_paketi_id: app.musteri_paketi_id,
          vergi_no: app.vergi_no,
          email: app.email,
          phone: app.telefon,
          son_kullanma_tarihi: trialEnd(now),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const departmentId = Number(dept.id);
      const user = await trx
        .insertInto('users')
        .values({
          email: app.email,
          name_basic: app.ad,
          surname: app.soyad,
          phone: app.telefon,
          password: app.password,
          department_id: departmentId,
          firma_sube_adi: 'Merkez',
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const userId = Number(user.id);
      const yetki = await trx
        .insertInto('yetki_ver')
        .values({ target_user_id: userId, department_id: departmentId, is_admin: true, user_id: userId })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx.updateTable('departments').set({ user_id: userId }).where('id', '=', departmentId).execute();
      await trx
        .updateTable('kayit_basvurulari')
        .set({ used_at: now, department_id: departmentId })
        .where('id', '=', app.id)
        .execute();
      return { userId, yetkiVerId: Number(yetki.id), departmentId };
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError(t.vknTaken, 400);
    throw err;
  }
  return { token: await openSession(deps, deps.db, grant) };
}

// ---- invites -------------------------------------------------------------------------------------------------

function requireAdmin(session: Session) {
  if (!session.isAdmin || session.imitatorUserId) throw new AppError(t.inviteAdminOnly, 400);
}

/**
 * POST /{token}/users/invite {email, name_basic?, surname?}: an admin of the company invites an address. Refused for
 * someone already in the company and while a valid invite to the address is open; at most INVITES_PER_COMPANY a day.
 */
export async function invite(
  deps: AppDeps,
  session: Session,
  body: Body,
): Promise<{ message: 'success'; text: string; id: number } | FieldResult | Refusal> {
  requireAdmin(session);
  const errors: FieldErrors = {};
  const email = checkEmail(body.email, errors);
  const name = str(body.name_basic).slice(0, 100) || null;
  const surname = str(body.surname).slice(0, 100) || null;
  if (Object.keys(errors).length) return { message: 'error', errors };
  const db = deps.db;
  const now = nowOf(deps);
  const member = await db
    .selectFrom('users as u')
    .innerJoin('yetki_ver as y', 'y.target_user_id', 'u.id')
    .select('u.id')
    .where(sql`lower(u.email)`, '=', email)
    .where('y.department_id', '=', session.departmentId)
    .where('y.state', '=', true)
    .executeTakeFirst();
  if (member) return { message: 'error', errors: { email: [t.alreadyMember] } };
  const open = await db
    .selectFrom('kullanici_davetleri')
    .select('id')
    .where('department_id', '=', session.departmentId)
    .where(sql`lower(email)`, '=', email)
    .where('accepted_at', 'is', null)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  if (open) return { message: 'error', errors: { email: [t.invitePending] } };
  const refused = await admit(deps, [
    { key: `signup:invite:company:${session.departmentId}`, rule: INVITES_PER_COMPANY },
  ]);
  if (refused) return refused;
  const company = await db
    .selectFrom('departments')
    .select('name_basic')
    .where('id', '=', session.departmentId)
    .executeTakeFirstOrThrow();
  const inviter = await db
    .selectFrom('users')
    .select(['name_basic', 'surname', 'email'])
    .where('id', '=', session.userId)
    .executeTakeFirstOrThrow();
  const { token, hash } = newToken();
  const row = await db
    .insertInto('kullanici_davetleri')
    .values({
      token_hash: hash,
      department_id: session.departmentId,
      email,
      name_basic: name,
      surname,
      davet_eden_id: session.userId,
      created_at: now,
      expires_at: addSeconds(now, INVITE_TTL_S),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await mailerOf(deps).send({
    to: email,
    kind: 'davet',
    departmentId: session.departmentId,
    ...inviteMail({
      firma: String(company.name_basic),
      davetEden: [inviter.name_basic, inviter.surname].filter(Boolean).join(' ') || String(inviter.email),
      link: link(deps, `/new-invite-users/${token}`),
    }),
  });
  return { message: 'success', text: t.invited, id: Number(row.id) };
}

/** POST /{token}/users/invites: the company's invites, newest first, with their state (admins only). */
export async function listInvites(deps: AppDeps, session: Session) {
  requireAdmin(session);
  const now = nowOf(deps);
  const rows = await deps.db
    .selectFrom('kullanici_davetleri')
    .select(['id', 'email', 'name_basic', 'surname', 'created_at', 'expires_at', 'accepted_at', 'revoked_at'])
    .where('department_id', '=', session.departmentId)
    .orderBy('id', 'desc')
    .limit(200)
    .execute();
  return rows.map((r) => ({
    ...r,
    id: Number(r.id),
    durum: r.accepted_at
      ? 'Kabul edildi'
      : r.revoked_at
        ? 'Geri alındı'
        : new Date(r.expires_at) <= now
          ? 'Süresi doldu'
          : 'Bekliyor',
  }));
}

/** POST /{token}/users/invites/revoke {id}: an open invite of the company stops working. */
export async function revokeInvite(deps: AppDeps, session: Session, body: Body) {
  requireAdmin(session);
  const id = Number(str(body.id));
  const r = await deps.db
    .updateTable('kullanici_davetleri')
    .set({ revoked_at: nowOf(deps) })
    .where('id', '=', Number.isSafeInteger(id) ? id : 0)
    .where('department_id', '=', session.departmentId)
    .where('accepted_at', 'is', null)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  if (!Number(r.numUpdatedRows)) throw new AppError(Codes.failId, 400);
  return { message: 'success', text: t.revoked };
}

async function openInvite(db: Db, token: string, now: Date, lock = false) {
  let q = db
    .selectFrom('kullanici_davetleri as k')
    .innerJoin('departments as d', 'd.id', 'k.department_id')
    .select([
      'k.id',
      'k.email',
      'k.name_basic',
      'k.surname',
      'k.department_id',
      'k.is_admin',
      'd.name_basic as firma',
    ])
    .where('k.token_hash', '=', token ? hashToken(token) : '-')
    .where('k.accepted_at', 'is', null)
    .where('k.revoked_at', 'is', null)
    .where('k.expires_at', '>', now)
    .where('d.state', '=', true);
  if (lock) q = q.forUpdate('k');
  return q.executeTakeFirst();
}

/** POST /invite/show {id}: what the invite page shows — the company, the address, whether it has an account. */
export async function showInvite(deps: AppDeps, body: Body, address: string) {
  const refused = await admit(deps, [
    { key: `signup:link:address:${address}`, rule: LINK_TRIES_PER_ADDRESS },
  ]);
  if (refused) return refused;
  const inv = await openInvite(deps.db, linkToken(body.id), nowOf(deps));
  if (!inv) throw new AppError(t.linkGone, 400);
  const existing = await userByEmail(deps.db, inv.email);
  return {
    firma: inv.firma,
    email: inv.email,
    name_basic: existing?.name_basic ?? inv.name_basic,
    surname: existing?.surname ?? inv.surname,
    hesap_var: !!existing,
  };
}

/**
 * POST /invite/accept {id, …}: the invitee joins the company. A new address sets its name and password
 * (name_basic, surname, telefon?, password, password_again); an address that has an account gives that account's
 * password (tries capped per invite). One transaction: the user (if new), the authority record, the invite used.
 * Then a session on the invited company: `{token}`.
 */
export async function acceptInvite(
  deps: AppDeps,
  body: Body,
  address: string,
): Promise<{ token: string } | FieldResult | Refusal> {
  const refused = await admit(deps, [
    { key: `signup:link:address:${address}`, rule: LINK_TRIES_PER_ADDRESS },
  ]);
  if (refused) return refused;
  const token = linkToken(body.id);
  const now = nowOf(deps);
  const inv = await openInvite(deps.db, token, now);
  if (!inv) throw new AppError(t.linkGone, 400);
  const existing = await userByEmail(deps.db, inv.email);
  const errors: FieldErrors = {};
  let values: Record<string, unknown> | null = null;
  if (existing) {
    const capped = await admit(deps, [
      { key: `signup:invite:password:${inv.id}`, rule: INVITE_PASSWORD_TRIES },
    ]);
    if (capped) return capped;
    const password = typeof body.password === 'string' ? body.password : '';
    if (!existing.state || !(await verifyPassword(password.slice(0, 256), existing.password)))
      errors.password = [t.currentPassword];
  } else {
    const name = checkText(body, 'name_basic', 'Adı', errors);
    const surname = checkText(body, 'surname', 'Soyadı', errors);
    const telefon = checkPhone(body, errors);
    const password = checkPassword(body, errors);
    if (!Object.keys(errors).length)
      values = {
        email: inv.email,
        name_basic: name,
        surname,
        phone: telefon,
        password: await hashPassword(password),
        department_id: inv.department_id,
        firma_sube_adi: 'Merkez',
      };
  }
  if (Object.keys(errors).length) return { message: 'error', errors };
  let grant: { userId: number; yetkiVerId: number; departmentId: number };
  try {
    grant = await deps.db.transaction().execute(async (trx) => {
      const locked = await openInvite(trx, token, now, true);
      if (!locked) throw new AppError(t.linkGone, 400);
      const userId = existing
        ? Number(existing.id)
        : Number(
            (await trx.insertInto('users').values(values!).returning('id').executeTakeFirstOrThrow()).id,
          );
      const inviter = await trx
        .selectFrom('kullanici_davetleri')
        .select('davet_eden_id')
        .where('id', '=', locked.id)
        .executeTakeFirstOrThrow();
      const yetki = await trx
        .insertInto('yetki_ver')
        .values({
          target_user_id: userId,
          department_id: locked.department_id,
          is_admin: locked.is_admin,
          user_id: inviter.davet_eden_id,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .updateTable('kullanici_davetleri')
        .set({ accepted_at: now, accepted_user_id: userId })
        .where('id', '=', locked.id)
        .execute();
      return { userId, yetkiVerId: Number(yetki.id), departmentId: Number(locked.department_id) };
    });
  } catch (err) {
    // The address got an account between the check and the insert (another invite accepted at once).
    if (isUniqueViolation(err)) throw new AppError(t.linkGone, 400);
    throw err;
  }
  return { token: await openSession(deps, deps.db, grant) };
}
