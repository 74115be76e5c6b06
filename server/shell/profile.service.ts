import { validation } from '../../domain/messages';
import {
  checkUserSettings,
  lineColumnChoicesOf,
  type EditableSettings,
} from '../../domain/settings/user-settings';
import type { AppDeps, Session } from '../app-env';
import { hashPassword, verifyPassword } from '../auth/password';
import { users } from '../catalog/users.table';
import { AppError, Codes } from '../lib/errors';
import { readJson } from '../lib/json.read';
import { coerceValue } from '../tables/values.coerce';
import { findOwnUser, updateOwnUser } from './profile.repository';

type Body = Record<string, unknown>;
type FieldErrors = Record<string, string[]>;
/** The answer of both endpoints: like the table service's update. */
export type ProfileResult = { message: 'success' } | { message: 'error'; errors: FieldErrors };

/** Columns of their own row any user may change here. */
const SAFE = ['name_basic', 'surname', 'phone'] as const;
/** Columns of users that only an admin changes (through the table service): refused here. */
const PRIVILEGED = [
  'email',
  'tc',
  'firma_sube_adi',
  'telefon_dogrulama',
  'department_id',
  'state',
  'user_id',
  'own_id',
  'kullanici_ayarlari',
];
const PASSWORD_MIN = 8;
const PASSWORD_MAX = 24;

/** Defter's wording of the profile errors. */
export const profileTexts = {
  privileged: 'Bu alan profil sayfasından değiştirilemez.',
  currentPassword: 'Mevcut şifrenizi doğru giriniz.',
} as const;

const column = (name: string) => users.columns.find((c) => c.name === name)!;

/** The session's user row; a session whose user is gone is no session. */
async function ownUser(deps: AppDeps, session: Session) {
  const user = await findOwnUser(deps.db, session.userId);
  if (!user) throw new AppError(Codes.failToken, 400);
  return user;
}

/** Refuses a body that names another user's id. */
function refuseOtherId(body: Body, session: Session) {
  for (const key of ['id', 'user_id']) {
    const v = body[key];
    if (v !== undefined && v !== null && v !== '' && String(v) !== String(session.userId))
      throw new AppError(Codes.noAuth, 400);
  }
}

/**
 * POST /{token}/profile/update: the caller changes their own name, surname, phone and password. A new
 * password needs 8–24 characters and the current password. Other columns of users answer a field error;
 * another user's id answers `no.auth`.
 */
export async function updateProfile(deps: AppDeps, session: Session, body: Body): Promise<ProfileResult> {
  refuseOtherId(body, session);
  const errors: FieldErrors = {};
  const values: Record<string, unknown> = {};
  for (const name of PRIVILEGED.filter((n) => n !== 'user_id' && n in body))
    errors[name] = [profileTexts.privileged];
  for (const name of SAFE) {
    if (!(name in body)) continue;
    const r = coerceValue(column(name), body[name]);
    if (!r.ok) errors[name] = [r.error];
    else if (r.value === null && name === 'name_basic') errors[name] = [validation.required('Adı')];
    else values[name] = r.value;
  }
  const user = await ownUser(deps, session);
  const password = typeof body.password === 'string' ? body.password : '';
  if (password !== '') {
    const length = [...password].length;
    if (length < PASSWORD_MIN || length > PASSWORD_MAX) errors.password = [validation.password];
    const current = typeof body.current_password === 'string' ? body.current_password : '';
    // The KDF runs even when the new password is refused: the answer's timing says nothing about the old one.
    if (!(await verifyPassword(current, user.password)))
      errors.current_password = [profileTexts.currentPassword];
    if (!errors.password && !errors.current_password) values.password = await hashPassword(password);
  }
  if (Object.keys(errors).length) return { message: 'error', errors };
  // A new password ends the user's other sessions; this one stays.
  if (Object.keys(values).length) await updateOwnUser(deps.db, user, values, session.tokenId);
  return { message: 'success' };
}

function settingsOf(body: Body): Record<string, unknown> | null {
  let raw: unknown = body.kullanici_ayarlari ?? body;
  if (typeof raw === 'string') {
    const read = readJson(raw);
    if (!read.ok) return null;
    raw = read.value;
  }
  return raw && typeof raw === 'object' && !Array.isArray(raw) ? (raw as Record<string, unknown>) : null;
}

type LineChoices = NonNullable<EditableSettings['satirSutunlari']>;

/** The line grids' column choices sent, merged per line table into the stored ones (null removes a table's). */
function mergeChoices(stored: unknown, sent: LineChoices): Record<string, unknown> {
  const out: Record<string, unknown> = { ...(lineColumnChoicesOf(stored) ?? {}) };
  for (const [table, choice] of Object.entries(sent)) {
    if (choice === null) delete out[table];
    else out[table] = choice;
  }
  return out;
}

/**
 * POST /{token}/profile/settings: the caller's own `kullanici_ayarlari` (pinTime, kisayol, theme, sehir, satirSutunlari), checked
 * by domain/settings; the keys sent replace the stored ones (null removes one), other stored keys stay.
 * `satirSutunlari` (the line grids' column choices) is merged per line table: one grid's choice leaves the others.
 */
export async function updateSettings(deps: AppDeps, session: Session, body: Body): Promise<ProfileResult> {
  refuseOtherId(body, session);
  const input = settingsOf(body);
  if (!input) throw new AppError(Codes.settings, 400);
  const { values, errors } = checkUserSettings(input);
  if (Object.keys(errors).length) return { message: 'error', errors };
  const user = await ownUser(deps, session);
  const stored =
    user.kullanici_ayarlari &&
    typeof user.kullanici_ayarlari === 'object' &&
    !Array.isArray(user.kullanici_ayarlari)
      ? { ...(user.kullanici_ayarlari as Record<string, unknown>) }
      : {};
  for (const [key, value] of Object.entries(values)) {
    if (value === null) delete stored[key];
    else if (key === 'satirSutunlari') stored[key] = mergeChoices(stored[key], value as LineChoices);
    else stored[key] = value;
  }
  await updateOwnUser(deps.db, user, { kullanici_ayarlari: stored });
  return { message: 'success' };
}
