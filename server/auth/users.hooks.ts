import { sql } from 'kysely';
import { validation } from '../../domain/messages';
import { hashPassword } from './password';
import { keepTokenThroughPasswordChange } from './token.repository';
import type { TableHooks } from '../tables/table.hooks';

const PASSWORD_MIN = 8;
const PASSWORD_MAX = 24;

/**
 * Users: the password is required on store, 8–24 characters, stored only as a KDF hash; an empty password
 * on update keeps the old hash. E-mail and TC number are unique over all companies (login matches them).
 * A new password ends the user's sessions (migration 202611251210), all but the caller's own.
 */
export const usersHooks: TableHooks = {
  async validate(values, ctx) {
    const errors: Record<string, string[]> = {};
    const password = values.password;
    if (typeof password === 'string' && password !== '') {
      const length = [...password].length;
      if (length < PASSWORD_MIN || length > PASSWORD_MAX) errors.password = [validation.password];
    } else if (ctx.id === undefined) {
      errors.password = [validation.required('Şifre')];
    }
    const others = ctx.id ?? 0;
    if (typeof values.email === 'string') {
      const r =
        await sql`select 1 from users where lower(email) = lower(${values.email}) and id <> ${others}`.execute(
          ctx.db,
        );
      if (r.rows.length) errors.email = ['Bu e-posta adresi başka bir kullanıcıya ait.'];
    }
    if (typeof values.tc === 'string') {
      const r = await sql`select 1 from users where tc = ${values.tc} and id <> ${others}`.execute(ctx.db);
      if (r.rows.length) errors.tc = ['Bu TC Kimlik No başka bir kullanıcıya ait.'];
    }
    return errors;
  },

  async beforeWrite(values) {
    const out = { ...values };
    if (typeof out.password === 'string' && out.password !== '')
      out.password = await hashPassword(out.password);
    else delete out.password;
    return out;
  },

  async afterWrite(values, ctx) {
    // The trigger ends the user's sessions at the commit; an admin changing their own password stays logged in.
    if (typeof values.password === 'string' && ctx.tokenId !== undefined)
      await keepTokenThroughPasswordChange(ctx.db, ctx.tokenId);
  },
};
