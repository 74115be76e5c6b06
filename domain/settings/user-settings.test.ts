import { describe, expect, it } from 'vitest';
import { checkUserSettings, normalizeKeys, settingsTexts } from './user-settings';

describe('normalizeKeys', () => {
  it('spells modifiers and the key one way', () => {
    expect(normalizeKeys('ctrl+1')).toBe('Ctrl+1');
    expect(normalizeKeys('shift + alt + k')).toBe('Alt+Shift+K');
    expect(normalizeKeys('Ctrl+i')).toBe('Ctrl+I');
    expect(normalizeKeys('Alt+ş')).toBe('Alt+ş');
    expect(normalizeKeys('f5')).toBe('F5');
  });

  it('refuses keys that would never fire or swallow typing', () => {
    expect(normalizeKeys('K')).toBeNull();
    expect(normalizeKeys('Shift+K')).toBeNull();
    expect(normalizeKeys('Ctrl+Ctrl+K')).toBeNull();
    expect(normalizeKeys('Hyper+K')).toBeNull();
    expect(normalizeKeys('Ctrl+Tab')).toBeNull();
    expect(normalizeKeys('F13')).toBeNull();
  });
});

describe('checkUserSettings', () => {
  it('takes whole seconds and an empty value as unset', () => {
    expect(checkUserSettings({ pinTime: '300' }).values).toEqual({ pinTime: 300 });
    expect(checkUserSettings({ pinTime: '' }).values).toEqual({ pinTime: null });
    for (const bad of ['5', '1.5', 'abc', 90000, -1])
      expect(checkUserSettings({ pinTime: bad }).errors).toEqual({ pinTime: [settingsTexts.pinTime] });
  });

  it('cleans a good shortcut list', () => {
    const r = checkUserSettings({ kisayol: [{ tus: 'ctrl+1', link: ' /kasa ', ad: ' Kasa ' }] });
    expect(r).toEqual({ values: { kisayol: [{ tus: 'Ctrl+1', link: '/kasa', ad: 'Kasa' }] }, errors: {} });
  });

  it('names every wrong shortcut by its position', () => {
    const r = checkUserSettings({
      kisayol: [
        { tus: 'Ctrl+1', link: '/kasa' },
        { tus: 'Ctrl+1', link: 'https://x.example' },
        { tus: 'Ctrl+E', link: '/banka' },
        { tus: 'K', link: '//evil.example' },
      ],
    });
    expect(r.errors.kisayol).toEqual([
      settingsTexts.duplicate(2, 'Ctrl+1'),
      settingsTexts.link(2),
      settingsTexts.builtIn(3, 'Ctrl+E'),
      settingsTexts.keys(4),
      settingsTexts.link(4),
    ]);
  });

  it('refuses a list that is not a list, too many entries and an unknown theme', () => {
    expect(checkUserSettings({ kisayol: 'x' }).errors.kisayol).toEqual([settingsTexts.invalid]);
    const many = Array.from({ length: 51 }, (_, i) => ({ tus: `Alt+${i % 10}`, link: '/kasa' }));
    expect(checkUserSettings({ kisayol: many }).errors.kisayol?.[0]).toBe(settingsTexts.tooMany);
    expect(checkUserSettings({ theme: 'blue' }).errors).toEqual({ theme: [settingsTexts.theme] });
    expect(checkUserSettings({ theme: 'dark' }).values).toEqual({ theme: 'dark' });
  });

  it('keeps a weather city from the autocomplete, forgets it with null, and refuses anything else', () => {
    expect(
      checkUserSettings({ sehir: { ad: ' İzmir ', bolge: 'İzmir', enlem: 38.41273, boylam: 27.13838 } })
        .values,
    ).toEqual({ sehir: { ad: 'İzmir', bolge: 'İzmir', enlem: 38.41273, boylam: 27.13838 } });
    // The provinces list (no forecast service) has no coordinates.
    expect(
      checkUserSettings({ sehir: { ad: 'Kars', bolge: null, enlem: null, boylam: null } }).values,
    ).toEqual({
      sehir: { ad: 'Kars', bolge: null, enlem: null, boylam: null },
    });
    expect(checkUserSettings({ sehir: null }).values).toEqual({ sehir: null });
    for (const bad of [
      'İzmir',
      { ad: '' },
      { ad: 'x'.repeat(61), enlem: null, boylam: null },
      { ad: 'İzmir', enlem: 91, boylam: 27 },
      { ad: 'İzmir', enlem: 38.4, boylam: null },
      { ad: 'İzmir', enlem: '38.4', boylam: '27.1' },
      { ad: 'İzmir', bolge: 5, enlem: null, boylam: null },
    ])
      expect(checkUserSettings({ sehir: bad }).errors, JSON.stringify(bad)).toEqual({
        sehir: [settingsTexts.city],
      });
  });
});
