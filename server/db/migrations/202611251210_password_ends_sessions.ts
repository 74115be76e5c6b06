import { sql, type Kysely } from 'kysely';

/**
 * A changed password ends its user's sessions, whichever way it changed (the profile page, the users table, a
 * restore of an older users row, a reset flow to come, an operator's SQL): every token of the user and every token
 * the user opened as someone else (impersonation) is deleted, and so is every code step not yet completed (it was
 * begun with the old password). The one token named by the transaction's `defter.keep_token_id` setting stays: the
 * session that made the change (server/auth/token.repository.ts keepTokenThroughPasswordChange). Deferred to the
 * commit, so that the setting may be made anywhere in the transaction, also after the row was written.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create function users_password_changed() returns trigger language plpgsql as $$
    declare
      keep bigint := nullif(current_setting('defter.keep_token_id', true), '')::bigint;
    begin
      delete from user_tokens
        where (user_id = new.id or imitator_user_id = new.id) and id is distinct from keep;
      delete from otp_codes where user_id = new.id and used_at is null;
      return null;
    end $$`.execute(db);
  await sql`
    create constraint trigger users_password_changed after update of password on users
    deferrable initially deferred for each row
    when (old.password is distinct from new.password)
    execute function users_password_changed()`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop trigger users_password_changed on users`.execute(db);
  await sql`drop function users_password_changed()`.execute(db);
}
