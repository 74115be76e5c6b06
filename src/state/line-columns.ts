import { atom } from 'jotai';
import { lineColumnChoicesOf, type LineColumnChoice } from '../../domain/settings/user-settings';
import { call } from '../services/http';
import { userAtom, userInfoAtom } from './session';

// The line grids' column choices (issue 16): kept on the server per user, in `kullanici_ayarlari.satirSutunlari`
// by line table (POST profile/settings merges one table's choice into the others; docs/design-system.md).

type Choices = Record<string, LineColumnChoice | null>;

/** `kullanici_ayarlari` as an object (the server sends JSON; older answers sent it as text). */
function settingsOf(raw: unknown): Record<string, unknown> {
  let value = raw;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      value = null;
    }
  }
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

const storedChoices = (raw: unknown): Choices => lineColumnChoicesOf(settingsOf(raw).satirSutunlari) ?? {};

/** Choices made without a signed-in user (stories, previews): kept for the page's life only. */
const madeAtom = atom<Choices>({});

/** Every line table's choice: the session user's (stored, and made since), or those made without a user. */
export const lineColumnChoicesAtom = atom<Choices>((get) => {
  const user = get(userAtom);
  return user ? storedChoices(user.kullanici_ayarlari) : get(madeAtom);
});

/**
 * Keeps one line table's choice (null: back to the page's set): at once in the session user's settings (every grid
 * of that table follows), then on the server. Resolves false when the server did not store it (the choice still
 * holds for this session).
 */
export const chooseLineColumnsAtom = atom(
  null,
  async (get, set, { table, choice }: { table: string; choice: LineColumnChoice | null }) => {
    const info = get(userInfoAtom);
    if (!info?.user) {
      set(madeAtom, { ...get(madeAtom), [table]: choice });
      return true;
    }
    const settings = settingsOf(info.user.kullanici_ayarlari);
    const choices: Choices = { ...storedChoices(settings), [table]: choice };
    if (choice === null) delete choices[table];
    set(userInfoAtom, {
      ...info,
      user: { ...info.user, kullanici_ayarlari: { ...settings, satirSutunlari: choices } },
    });
    try {
      const r = await call<{ message: string }>('profile/settings', {
        kullanici_ayarlari: { satirSutunlari: { [table]: choice } },
      });
      return r.message === 'success';
    } catch {
      return false;
    }
  },
);
