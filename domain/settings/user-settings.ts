// The user's own settings (users.kullanici_ayarlari) that the settings page edits: checked the same way by
// the browser's form and by the server (docs/shell-data.md).

/** A user-defined shortcut: keys such as 'Ctrl+1' open `link` (spec 000 §2, "Keyboard shortcuts"). */
export interface ShortcutEntry {
  tus: string;
  link: string;
  ad?: string;
}

/** The city of the lock screen's weather (spec 000 §7: city autocomplete, then hourly forecast). */
export interface WeatherCitySetting {
  /** City name as the autocomplete gave it ('İzmir'). */
  ad: string;
  /** Region or province, when the forecast service named one. */
  bolge: string | null;
  /** Coordinates, when the forecast service found the city (the provinces list has none). */
  enlem: number | null;
  boylam: number | null;
}

/**
 * A user's column choice of one line grid (issue 16): the columns shown besides the page's typed-first set
 * (`goster`) and the typed-first columns taken away (`gizle`). Kept as a difference, so a column a page later adds
 * to its typed-first set shows up for users who chose before.
 */
export interface LineColumnChoice {
  goster: string[];
  gizle: string[];
}

/** The editable parts; `null` removes a setting. */
export interface EditableSettings {
  /** Seconds of inactivity before the screen locks. */
  pinTime?: number | null;
  kisayol?: ShortcutEntry[];
  theme?: 'light' | 'dark' | null;
  /** The weather city; absent = the city of the company's address. */
  sehir?: WeatherCitySetting | null;
  /**
   * Column choices of the line grids by line table (`satis_fatura_hizmet`); merged per table into the stored ones,
   * `null` for a table removes its choice (back to the page's set).
   */
  satirSutunlari?: Record<string, LineColumnChoice | null> | null;
}

/** Limits of the settings. */
export const SETTINGS_LIMITS = {
  pinTimeMin: 10,
  pinTimeMax: 86_400,
  shortcuts: 50,
  link: 300,
  label: 100,
  cityName: 60,
  region: 100,
  /** Line tables with a stored column choice, and columns in one choice. */
  lineTables: 100,
  lineColumns: 200,
} as const;

/** Defter's wording of the settings errors. */
export const settingsTexts = {
  pinTime: `Kilit süresi ${SETTINGS_LIMITS.pinTimeMin} ile ${SETTINGS_LIMITS.pinTimeMax} saniye arasında bir tam sayı olmalıdır.`,
  tooMany: `En fazla ${SETTINGS_LIMITS.shortcuts} kısayol tanımlanabilir.`,
  keys: (n: number) =>
    `${n}. kısayol: tuşlar Ctrl, Alt ya da Cmd ile bir harf veya rakam (örneğin Ctrl+1) ya da F1–F12 olmalıdır.`,
  builtIn: (n: number, keys: string) =>
    `${n}. kısayol: ${keys} uygulamanın kendi kısayolu; başka tuşlar seçiniz.`,
  duplicate: (n: number, keys: string) => `${n}. kısayol: ${keys} birden fazla kez tanımlanmış.`,
  link: (n: number) =>
    `${n}. kısayol: bağlantı "/" ile başlayan bir uygulama adresi olmalıdır (örneğin /kasa).`,
  label: (n: number) => `${n}. kısayol: ad en fazla ${SETTINGS_LIMITS.label} karakter olmalıdır.`,
  theme: 'Tema açık ya da koyu olmalıdır.',
  city: 'Hava durumu şehri listeden seçilmelidir.',
  lineColumns: 'Satır tablosu sütun seçimi okunamadı.',
  invalid: 'Ayarlar okunamadı.',
} as const;

const MODIFIERS = new Set(['ctrl', 'alt', 'shift', 'cmd']);
// The app's own shortcuts run first (src/pages/tools/shortcuts): a user shortcut on them would never fire.
const BUILT_IN = new Set(['ctrl+e', 'ctrl+m', 'ctrl+u', 'ctrl+y', 'ctrl+enter', 'ctrl+backspace', 'f2']);

/**
 * The keys of a shortcut in one spelling ('Ctrl+Shift+K'), or null when they could never fire: a letter or
 * digit needs Ctrl, Alt or Cmd; F1–F12 may stand alone.
 */
export function normalizeKeys(keys: string): string | null {
  const parts = keys.split('+').map((p) => p.trim());
  const key = parts.pop() ?? '';
  const mods = parts.map((p) => p.toLowerCase());
  if (mods.some((m) => !MODIFIERS.has(m)) || new Set(mods).size !== mods.length) return null;
  const fKey = /^f([1-9]|1[0-2])$/i.test(key);
  if (!fKey && !/^[\p{L}\p{N}]$/u.test(key)) return null;
  if (!fKey && !mods.some((m) => m !== 'shift')) return null;
  const order = ['ctrl', 'alt', 'shift', 'cmd'].filter((m) => mods.includes(m));
  const names: Record<string, string> = { ctrl: 'Ctrl', alt: 'Alt', shift: 'Shift', cmd: 'Cmd' };
  // Only ASCII letters are upper-cased: the shortcut matcher lower-cases without a locale, and 'İ' or 'I'
  // would no longer match the 'i' or 'ı' key.
  const shown = fKey || /^[a-z]$/.test(key) ? key.toUpperCase() : key;
  return [...order.map((m) => names[m]), shown].join('+');
}

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

function checkShortcuts(raw: unknown, errors: string[]): ShortcutEntry[] {
  if (!Array.isArray(raw)) {
    errors.push(settingsTexts.invalid);
    return [];
  }
  if (raw.length > SETTINGS_LIMITS.shortcuts) errors.push(settingsTexts.tooMany);
  const out: ShortcutEntry[] = [];
  const seen = new Set<string>();
  raw.slice(0, SETTINGS_LIMITS.shortcuts).forEach((item, i) => {
    const n = i + 1;
    const entry = isObject(item) ? item : {};
    const keys = typeof entry.tus === 'string' ? normalizeKeys(entry.tus) : null;
    const link = typeof entry.link === 'string' ? entry.link.trim() : '';
    const label = typeof entry.ad === 'string' ? entry.ad.trim() : '';
    if (!keys) errors.push(settingsTexts.keys(n));
    else if (BUILT_IN.has(keys.toLowerCase())) errors.push(settingsTexts.builtIn(n, keys));
    else if (seen.has(keys)) errors.push(settingsTexts.duplicate(n, keys));
    if (!/^\/(?!\/)\S*$/.test(link) || link.length > SETTINGS_LIMITS.link) errors.push(settingsTexts.link(n));
    if (label.length > SETTINGS_LIMITS.label) errors.push(settingsTexts.label(n));
    if (keys) seen.add(keys);
    out.push({ tus: keys ?? String(entry.tus ?? ''), link, ...(label ? { ad: label } : {}) });
  });
  return out;
}

const coordinate = (v: unknown, limit: number): number | null | undefined => {
  if (v === null || v === undefined) return null;
  return typeof v === 'number' && Number.isFinite(v) && Math.abs(v) <= limit ? v : undefined;
};

/** A weather city as stored, or undefined when it is not one (name 1–60 characters, both coordinates or none). */
export function weatherCityOf(raw: unknown): WeatherCitySetting | undefined {
  if (!isObject(raw)) return undefined;
  const ad = typeof raw.ad === 'string' ? raw.ad.trim().replace(/\s+/g, ' ') : '';
  const region = raw.bolge === null || raw.bolge === undefined ? '' : raw.bolge;
  const enlem = coordinate(raw.enlem, 90);
  const boylam = coordinate(raw.boylam, 180);
  if (!ad || ad.length > SETTINGS_LIMITS.cityName) return undefined;
  if (typeof region !== 'string' || region.trim().length > SETTINGS_LIMITS.region) return undefined;
  if (enlem === undefined || boylam === undefined || (enlem === null) !== (boylam === null)) return undefined;
  return { ad, bolge: region.trim() || null, enlem, boylam };
}

const TABLE_NAME = /^[a-z][a-z0-9_]{0,62}$/;
// Column names are the catalogue's: lower-case letters (Turkish ones too: `döviz_kuru`), digits, underscores.
const COLUMN_NAME = /^[\p{Ll}][\p{Ll}\p{N}_]{0,62}$/u;

function columnList(raw: unknown): string[] | undefined {
  if (raw === undefined || raw === null) return [];
  if (!Array.isArray(raw) || raw.length > SETTINGS_LIMITS.lineColumns) return undefined;
  if (!raw.every((c) => typeof c === 'string' && COLUMN_NAME.test(c))) return undefined;
  return [...new Set(raw as string[])];
}

/** The line grids' column choices as stored, or undefined when they are not (names, list sizes). */
export function lineColumnChoicesOf(raw: unknown): Record<string, LineColumnChoice | null> | undefined {
  if (!isObject(raw)) return undefined;
  const entries = Object.entries(raw);
  if (entries.length > SETTINGS_LIMITS.lineTables) return undefined;
  const out: Record<string, LineColumnChoice | null> = {};
  for (const [table, value] of entries) {
    if (!TABLE_NAME.test(table)) return undefined;
    if (value === null) {
      out[table] = null;
      continue;
    }
    if (!isObject(value)) return undefined;
    const goster = columnList(value.goster);
    const gizle = columnList(value.gizle);
    if (!goster || !gizle) return undefined;
    out[table] = { goster, gizle };
  }
  return out;
}

/**
 * Checks the editable settings: `pinTime` (whole seconds, or empty to unset), `kisayol` (the shortcut list),
 * `theme`, `sehir` (the weather city) and `satirSutunlari` (the line grids' column choices). Only the keys present are checked and returned; errors are per key, in Turkish.
 */
export function checkUserSettings(input: Record<string, unknown>): {
  values: EditableSettings;
  errors: Record<string, string[]>;
} {
  const values: EditableSettings = {};
  const errors: Record<string, string[]> = {};
  if ('pinTime' in input) {
    const raw = input.pinTime;
    if (raw === null || raw === '' || raw === undefined) values.pinTime = null;
    else {
      const n = typeof raw === 'number' ? raw : /^\s*\d+\s*$/.test(String(raw)) ? Number(raw) : NaN;
      if (Number.isInteger(n) && n >= SETTINGS_LIMITS.pinTimeMin && n <= SETTINGS_LIMITS.pinTimeMax)
        values.pinTime = n;
      else errors.pinTime = [settingsTexts.pinTime];
    }
  }
  if ('kisayol' in input) {
    const list: string[] = [];
    values.kisayol = checkShortcuts(input.kisayol ?? [], list);
    if (list.length) errors.kisayol = list;
  }
  if ('theme' in input) {
    const t = input.theme;
    if (t === null || t === '') values.theme = null;
    else if (t === 'light' || t === 'dark') values.theme = t;
    else errors.theme = [settingsTexts.theme];
  }
  if ('sehir' in input) {
    const raw = input.sehir;
    if (raw === null || raw === '' || raw === undefined) values.sehir = null;
    else {
      const city = weatherCityOf(raw);
      if (city) values.sehir = city;
      else errors.sehir = [settingsTexts.city];
    }
  }
  if ('satirSutunlari' in input) {
    const raw = input.satirSutunlari;
    if (raw === null || raw === undefined) values.satirSutunlari = null;
    else {
      const choices = lineColumnChoicesOf(raw);
      if (choices) values.satirSutunlari = choices;
      else errors.satirSutunlari = [settingsTexts.lineColumns];
    }
  }
  return { values, errors };
}
