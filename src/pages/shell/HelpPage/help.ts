// The help texts: one Markdown file per route in docs/help/ (`/cari-hesaplar` → docs/help/cari-hesaplar.md,
// `/ayarlar/genel` → docs/help/ayarlar/genel.md, the home page → docs/help/index.md). A route without a file
// of its own gets its nearest parent's (`/cari-hesaplar/duzenle/5` → cari-hesaplar.md).

const files = import.meta.glob<string>('/docs/help/**/*.md', { query: '?raw', import: 'default' });

const PREFIX = '/docs/help/';

/** The help file names there are ('cari-hesaplar', 'ayarlar/genel', 'index'…). */
export const helpNames = (): string[] => Object.keys(files).map((f) => f.slice(PREFIX.length, -'.md'.length));

/** The help file for an app path, nearest first; null when neither it nor a parent has one. */
export function helpNameFor(path: string): string | null {
  const names = new Set(helpNames());
  const parts = path.split('/').filter(Boolean);
  for (let n = parts.length; n > 0; n--) {
    const name = parts.slice(0, n).join('/');
    if (names.has(name)) return name;
    if (names.has(`${name}/index`)) return `${name}/index`;
  }
  return parts.length === 0 && names.has('index') ? 'index' : null;
}

/** The Markdown text of a help file. */
export function loadHelp(name: string): Promise<string> {
  const load = files[`${PREFIX}${name}.md`];
  return load ? load() : Promise.reject(new Error(`Yardım bulunamadı: ${name}`));
}
