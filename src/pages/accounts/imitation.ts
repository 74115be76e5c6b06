import { atom } from 'jotai';
import { userInfoAtom } from '../../state/session';

/** True while the session is an admin's impersonation of another user (the top bar offers "Taklitten Çık"). */
export const imitatingAtom = atom((get) => Boolean(get(userInfoAtom)?.imitator_user_id));
