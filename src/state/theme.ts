import { atom } from 'jotai';
import { localStringAtom } from './storage';

/** The two themes of the app. */
export type Theme = 'light' | 'dark';

/** localStorage key of the theme; public/theme.js (loaded by index.html) reads it before the first paint. */
export const THEME_KEY = 'defter.theme';

const isTheme = (value: string): value is Theme => value === 'light' || value === 'dark';
const storedThemeAtom = localStringAtom(THEME_KEY, isTheme);

/** Sets `data-theme` on <html>, which theme.css reads. */
export function applyTheme(theme: Theme) {
  if (typeof document !== 'undefined') document.documentElement.dataset.theme = theme;
}

/** The current theme (light until the user chooses dark); writing it stores it and applies it. */
export const themeAtom = atom(
  (get): Theme => get(storedThemeAtom) ?? 'light',
  (_get, set, theme: Theme) => {
    set(storedThemeAtom, theme);
    applyTheme(theme);
  },
);
