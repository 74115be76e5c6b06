import { atom } from 'jotai';
import { weatherCityOf, type WeatherCitySetting } from '../../domain/settings/user-settings';
import { userAtom } from './session';

/** A user-defined shortcut of `kullanici_ayarlari.kisayol`: keys such as 'Ctrl+1' open `link`. */
export interface UserShortcut {
  /** Keys, '+'-joined: modifiers Ctrl, Alt, Shift, then one key ('Ctrl+1', 'Alt+K', 'Ctrl+Shift+F5'). */
  tus: string;
  /** An app route starting with '/', e.g. '/kasa' or '/cari-hesaplar/ekle'. */
  link: string;
  /** Optional label shown in the shortcuts dialog (the link when absent). */
  ad?: string;
}

/** The parts of `users.kullanici_ayarlari` the shell uses. */
export interface UserSettings {
  /** Seconds of inactivity before the screen locks; absent = the default. */
  pinTime?: number;
  kisayol: UserShortcut[];
  /** The lock screen's weather city; absent = the city of the company's address. */
  sehir?: WeatherCitySetting;
}

/** Inactivity before the screen locks when `pinTime` is unset (spec 000 §4). */
export const DEFAULT_LOCK_AFTER_MS = 100_000;

function isShortcut(value: unknown): value is UserShortcut {
  const v = value as UserShortcut | null;
  return (
    typeof v === 'object' &&
    v !== null &&
    typeof v.tus === 'string' &&
    v.tus.trim() !== '' &&
    typeof v.link === 'string' &&
    v.link.startsWith('/') &&
    !v.link.startsWith('//')
  );
}

/** Reads `kullanici_ayarlari` (a JSON object or JSON text); anything malformed is left out. */
export function parseUserSettings(raw: unknown): UserSettings {
  let value = raw;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      value = null;
    }
  }
  const obj = (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>;
  const pinTime = Number(obj.pinTime);
  return {
    pinTime: obj.pinTime !== null && obj.pinTime !== '' && pinTime > 0 ? pinTime : undefined,
    kisayol: Array.isArray(obj.kisayol) ? obj.kisayol.filter(isShortcut) : [],
    sehir: weatherCityOf(obj.sehir),
  };
}

/** The session user's settings. */
export const userSettingsAtom = atom((get) => parseUserSettings(get(userAtom)?.kullanici_ayarlari));

/** Milliseconds of inactivity after which the screen locks. */
export const lockAfterMsAtom = atom((get) => {
  const seconds = get(userSettingsAtom).pinTime;
  return seconds ? seconds * 1000 : DEFAULT_LOCK_AFTER_MS;
});
