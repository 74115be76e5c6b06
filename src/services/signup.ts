/**
 * Registration and invites (docs/signup.md), all through `call` of http.ts:
 *
 *   register(form)         POST /api/v1/register          → {message:'success', text} | {message:'error', errors}
 *   confirm(token)         POST /api/v1/register/confirm  {token}            → {token}
 *   showInvite(id)         POST /api/v1/invite/show       {id}               → InviteInfo
 *   acceptInvite(form)     POST /api/v1/invite/accept     {id, …}            → {token} | {message:'error', errors}
 *   inviteUser(form)       POST /api/v1/{token}/users/invite {email, …}      → {message, text} | errors
 */
import { call } from './http';

export type FieldErrors = Record<string, string[]>;
export type FormAnswer = { message: 'success'; text: string } | { message: 'error'; errors: FieldErrors };

export interface InviteInfo {
  firma: string;
  email: string;
  name_basic: string | null;
  surname: string | null;
  /** The address already has an account: the page asks for its password only. */
  hesap_var: boolean;
}

export const register = (form: Record<string, string>) => call<FormAnswer>('register', form, { auth: false });
export const confirmRegistration = async (token: string) =>
  (await call<{ token: string }>('register/confirm', { token }, { auth: false })).token;
export const showInvite = (id: string) => call<InviteInfo>('invite/show', { id }, { auth: false });
export const acceptInvite = (form: Record<string, string>) =>
  call<{ token: string } | { message: 'error'; errors: FieldErrors }>('invite/accept', form, { auth: false });
export const inviteUser = (form: Record<string, string>) => call<FormAnswer>('users/invite', form);
