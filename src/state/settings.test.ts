import { describe, expect, it } from 'vitest';
import { parseUserSettings } from './settings';

describe('user settings', () => {
  it('reads pinTime and kisayol from an object or JSON text', () => {
    const settings = { pinTime: '45', kisayol: [{ tus: 'Ctrl+1', link: '/kasa' }] };
    expect(parseUserSettings(settings)).toEqual({ pinTime: 45, kisayol: [{ tus: 'Ctrl+1', link: '/kasa' }] });
    expect(parseUserSettings(JSON.stringify(settings))).toEqual(parseUserSettings(settings));
  });

  it('leaves out what is malformed: bad pinTime, non-app links, entries without keys', () => {
    expect(
      parseUserSettings({
        pinTime: -3,
        kisayol: [
          { tus: '', link: '/a' },
          { tus: 'Ctrl+2', link: 'https://x.example' },
          { tus: 'Ctrl+3', link: '//x' },
          7,
        ],
      }),
    ).toEqual({ pinTime: undefined, kisayol: [] });
    expect(parseUserSettings('{bozuk')).toEqual({ pinTime: undefined, kisayol: [] });
    expect(parseUserSettings(null)).toEqual({ pinTime: undefined, kisayol: [] });
  });
});
