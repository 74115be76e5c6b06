import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(__dirname, '..');
const tokensCss = readFileSync(join(__dirname, 'tokens.css'), 'utf8');

function cssFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return cssFiles(path);
    return name.endsWith('.css') ? [path] : [];
  });
}

/** The `--name: value` pairs of one block of tokens.css. */
function block(selector: string): Record<string, string> {
  const start = tokensCss.indexOf(`${selector} {`);
  const body = tokensCss.slice(start, tokensCss.indexOf('\n}', start));
  return Object.fromEntries([...body.matchAll(/(--[\w-]+):\s*([^;]+);/g)].map((m) => [m[1], m[2].trim()]));
}
const light = block(':root');
const dark = { ...light, ...block(":root[data-theme='dark']") };

function luminance(hex: string): number {
  const m = /^#([0-9a-f]{6})$/i.exec(hex);
  if (!m) throw new Error(`not a #rrggbb colour: ${hex}`);
  const [r, g, b] = [0, 2, 4].map((i) => {
    const c = parseInt(m[1].slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
function contrast(a: string, b: string): number {
  const [x, y] = [luminance(a), luminance(b)].sort((p, q) => q - p);
  return (x + 0.05) / (y + 0.05);
}

/** Text token on background token: every pair the stylesheets draw text with. */
const pairs: Array<[string, string]> = [
  ['--text', '--bg'],
  ['--text', '--surface'],
  ['--text', '--surface-2'],
  ['--text', '--surface-3'],
  ['--muted', '--bg'],
  ['--muted', '--surface'],
  ['--muted', '--surface-2'],
  ['--input-text', '--input-bg'],
  ['--placeholder', '--input-bg'],
  ['--input-disabled-text', '--input-disabled-bg'],
  ['--primary', '--surface'],
  ['--primary', '--bg'],
  ['--primary-text', '--primary'],
  ['--primary-text', '--primary-hover'],
  ['--text', '--primary-soft'],
  ['--danger', '--surface'],
  ['--danger', '--input-bg'],
  ['--danger', '--danger-soft'],
  ['--on-danger', '--danger'],
  ['--warning', '--surface'],
  ['--on-warning', '--warning'],
  ['--success', '--surface'],
  ['--accent', '--surface'],
  ['--accent', '--accent-soft'],
  ['--danger-strong', '--danger-soft'],
  ['--warning-strong', '--warning-soft'],
  ['--success-strong', '--success-soft'],
  ['--info-strong', '--info-soft'],
  ['--tooltip-text', '--tooltip-bg'],
  ['--menu-text', '--menu-bg'],
  ['--menu-muted', '--menu-bg'],
  ['--menu-text', '--menu-active'],
  ['--menu-text-strong', '--menu-active'],
  ['--paper-text', '--paper'],
];

describe('design tokens', () => {
  it.each([
    ['light', light],
    ['dark', dark],
  ] as const)('every text pair of the %s theme has a contrast of at least 4.5:1', (_name, tokens) => {
    const low = pairs
      .map(([text, bg]) => ({ pair: `${text} on ${bg}`, ratio: contrast(tokens[text], tokens[bg]) }))
      .filter((p) => p.ratio < 4.5);
    expect(low).toEqual([]);
  });

  it('the dark theme sets every colour that text and fields are drawn with (not the menu and paper, dark in both)', () => {
    const themed = new Set(Object.keys(block(":root[data-theme='dark']")));
    const used = new Set(pairs.flat().filter((t) => !/^--(paper|menu)/.test(t)));
    expect([...used].filter((t) => !themed.has(t))).toEqual([]);
  });

  it('no stylesheet writes a literal colour: all are tokens of tokens.css', () => {
    const literal = /#[0-9a-f]{3,8}\b|\b(?:white|black)\b(?!-)|rgba?\(\s*\d+[\s,]+\d+[\s,]+\d+\s*\)/gi;
    const offenders = cssFiles(root)
      .filter((file) => !file.endsWith('tokens.css'))
      .flatMap((file) =>
        readFileSync(file, 'utf8')
          .replace(/\/\*[\s\S]*?\*\//g, '')
          .split('\n')
          .flatMap((line, i) =>
            (line.replace(/white-space:[^;]*;/g, '').match(literal) ?? []).map(
              (hit) => `${relative(root, file)}:${i + 1} ${hit}`,
            ),
          ),
      );
    expect(offenders).toEqual([]);
  });
});
