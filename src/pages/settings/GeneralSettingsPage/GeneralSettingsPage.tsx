import { useState, type FormEvent } from 'react';
import { useAtom, useAtomValue } from 'jotai';
import { codeTexts, ui } from '../../../../domain/messages';
import { checkUserSettings, type ShortcutEntry } from '../../../../domain/settings/user-settings';
import { ApiError } from '../../../services/http';
import { toast } from '../../../services/notify';
import { userAtom } from '../../../state/session';
import { parseUserSettings } from '../../../state/settings';
import { themeAtom, type Theme } from '../../../state/theme';
import { FieldRow } from '../FieldRow';
import { updateSettings } from '../settings.api';
import { settingsPageTexts as t } from '../settings.texts';
import { useRefreshUserInfo } from '../useRefreshUserInfo';
import { WeatherCityPicker } from './WeatherCityPicker';
import '../settings.css';

type Row = { tus: string; link: string; ad: string };

/**
 * /ayarlar/genel: the user's own settings in `kullanici_ayarlari` — the lock time (pinTime seconds), the
 * lock screen's weather city (`sehir`, from the city autocomplete), the theme and the shortcut list
 * (`kisayol`: [{tus, link, ad?}]), checked by domain/settings here and on the server.
 */
export function GeneralSettingsPage() {
  const user = useAtomValue(userAtom);
  // A new key after a save starts the form from what the server now holds.
  return (
    <SettingsForm key={JSON.stringify(user?.kullanici_ayarlari ?? null)} stored={user?.kullanici_ayarlari} />
  );
}

function SettingsForm({ stored }: { stored: unknown }) {
  const [theme, setTheme] = useAtom(themeAtom);
  const refresh = useRefreshUserInfo();
  const initial = parseUserSettings(stored);
  const [pinTime, setPinTime] = useState(initial.pinTime ? String(initial.pinTime) : '');
  const [chosenTheme, setChosenTheme] = useState<Theme>(theme);
  const [city, setCity] = useState(initial.sehir ?? null);
  const [rows, setRows] = useState<Row[]>(() =>
    initial.kisayol.map((k) => ({ tus: k.tus, link: k.link, ad: k.ad ?? '' })),
  );
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [busy, setBusy] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    const kisayol: ShortcutEntry[] = rows
      .filter((r) => r.tus.trim() || r.link.trim() || r.ad.trim())
      .map((r) => ({ tus: r.tus, link: r.link, ...(r.ad.trim() ? { ad: r.ad } : {}) }));
    const checked = checkUserSettings({ pinTime, theme: chosenTheme, kisayol, sehir: city });
    if (Object.keys(checked.errors).length) return setErrors(checked.errors);
    setBusy(true);
    try {
      const r = await updateSettings(checked.values);
      if (r.message === 'error') return setErrors(r.errors);
      setErrors({});
      setTheme(chosenTheme);
      toast.success(ui.saved);
      await refresh();
    } catch (err) {
      toast.error(err instanceof ApiError ? (codeTexts[err.message] ?? err.message) : ui.unknownError, {
        title: ui.errorToastTitle,
      });
    } finally {
      setBusy(false);
    }
  }

  const setRow = (i: number, key: keyof Row, value: string) =>
    setRows((list) => list.map((r, j) => (j === i ? { ...r, [key]: value } : r)));

  return (
    <section className="page settings-page">
      <h1 className="page__title">{t.settingsTitle}</h1>
      <form className="settings-grid" onSubmit={(e) => void submit(e)} noValidate>
        <section className="settings-card" aria-labelledby="lock-title">
          <h2 id="lock-title">{t.lockSection}</h2>
          <FieldRow
            label={t.pinTime}
            inputMode="numeric"
            value={pinTime}
            onChange={(e) => setPinTime(e.target.value)}
            error={errors.pinTime?.[0]}
            hint={t.pinTimeHint}
          />
        </section>
        <section className="settings-card" aria-labelledby="weather-title">
          <h2 id="weather-title">{t.weatherSection}</h2>
          <WeatherCityPicker value={city} onChange={setCity} error={errors.sehir?.[0]} />
        </section>
        <fieldset className="settings-card" aria-describedby={errors.theme ? 'theme-error' : undefined}>
          <legend>{t.themeSection}</legend>
          {(['light', 'dark'] as const).map((value) => (
            <label key={value} className="choice">
              <input
                type="radio"
                name="theme"
                value={value}
                checked={chosenTheme === value}
                onChange={() => setChosenTheme(value)}
              />
              {value === 'light' ? t.themeLight : t.themeDark}
            </label>
          ))}
          {errors.theme && (
            <span id="theme-error" className="field__error">
              {errors.theme[0]}
            </span>
          )}
        </fieldset>
        <section className="settings-card settings-card--wide" aria-labelledby="shortcuts-title">
          <h2 id="shortcuts-title">{t.shortcutsSection}</h2>
          {rows.length === 0 && <p className="muted">{t.noShortcuts}</p>}
          {rows.map((r, i) => (
            <div key={i} className="shortcut-row" role="group" aria-label={`${i + 1}. kısayol`}>
              <FieldRow
                label={t.shortcutKeys}
                placeholder="Ctrl+1"
                value={r.tus}
                onChange={(e) => setRow(i, 'tus', e.target.value)}
              />
              <FieldRow
                label={t.shortcutLink}
                placeholder="/kasa"
                value={r.link}
                onChange={(e) => setRow(i, 'link', e.target.value)}
              />
              <FieldRow
                label={t.shortcutLabel}
                value={r.ad}
                onChange={(e) => setRow(i, 'ad', e.target.value)}
              />
              <button
                type="button"
                className="btn btn--icon"
                aria-label={t.removeShortcut(i + 1)}
                onClick={() => setRows((list) => list.filter((_, j) => j !== i))}
              >
                ×
              </button>
            </div>
          ))}
          {errors.kisayol && (
            <ul className="field__error settings-errors">
              {errors.kisayol.map((m) => (
                <li key={m}>{m}</li>
              ))}
            </ul>
          )}
          <button
            type="button"
            className="btn"
            onClick={() => setRows((list) => [...list, { tus: '', link: '', ad: '' }])}
          >
            {t.addShortcut}
          </button>
        </section>
        <div>
          <button type="submit" className="btn btn--primary" disabled={busy}>
            {ui.save}
          </button>
        </div>
      </form>
    </section>
  );
}
