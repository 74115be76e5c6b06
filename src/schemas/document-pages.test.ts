import { describe, expect, it } from 'vitest';
import { checkRules } from '../../domain/rules/rule.check';
import type { RouteObject } from 'react-router-dom';
import { createAppRoutes } from '../app/routes';
import { menuPages } from '../state/pages';
import type { Auths } from '../services/auth';
import { pageRulesOf } from '../../server/tables/page.rules';
import { pages } from './index';

// The issue-4 pages: their routes, the read-only lookups, and the packages that see them in the menu.

const paths = (routes: RouteObject[]): string[] =>
  routes.flatMap((r) => [...(r.path ? [r.path] : []), ...paths(r.children ?? [])]);

const listAll: Auths = { tables: Object.fromEntries(pages.map((p) => [p.table, { lists: ['0'] }])) };

describe('document and stock pages', () => {
  const all = paths(createAppRoutes(pages));

  it('give quotes and cards a list, an add and an edit route', () => {
    for (const route of [
      '/alis-satis-yonetimi/teklif',
      '/stok-hizmet-yonetimi/stok-kartlari',
      '/stok-hizmet-yonetimi/depo-kartlari',
      '/stok-hizmet-yonetimi/hizmet-masraf-kartlari',
      '/sabit-kiymet-yonetimi/kart',
    ])
      expect(all).toEqual(expect.arrayContaining([route, `${route}/ekle`, `${route}/duzenle/:id`]));
  });

  it('give both invoice kinds one list route with tabs and their own add and edit segments (002 §2)', () => {
    const base = '/alis-satis-yonetimi/fatura';
    expect(all).toEqual(
      expect.arrayContaining([
        base,
        `${base}/alis-ekle`,
        `${base}/satis-ekle`,
        `${base}/alis-duzenle/:id`,
        `${base}/satis-duzenle/:id`,
        `${base}/alis-detay/:id`,
        `${base}/satis-detay/:id`,
      ]),
    );
    expect(all.filter((p) => p === base)).toHaveLength(1);
    expect(all).not.toContain(`${base}/ekle`);
    expect(all).not.toContain(`${base}/duzenle/:id`);
    // The former routes of this week (bookmarks, favourites) stay, as redirects.
    for (const kind of ['alis', 'satis'])
      expect(all).toEqual(
        expect.arrayContaining([
          `${base}/${kind}`,
          `${base}/${kind}/ekle`,
          `${base}/${kind}/duzenle/:id`,
          `${base}/${kind}/detay/:id`,
        ]),
      );
    const alis = pages.find((p) => p.table === 'alis_fatura')!;
    expect(alis.tabs).toEqual([
      { id: 'first', label: 'Alış Faturaları' },
      { id: 'second', label: 'Satış Faturaları', page: 'satis_fatura' },
    ]);
    expect(alis.listTitle).toBe('Faturalar');
  });

  it("give units a list, an add and an edit page (a company's own units), and taxes a list only", () => {
    // Units are shared: GİB's rows for everyone, the company's own "Koli" beside them (docs/line-tables.md).
    const units = '/stok-hizmet-yonetimi/birimler';
    expect(all).toEqual(expect.arrayContaining([units, `${units}/ekle`, `${units}/duzenle/:id`]));
    const birimler = pages.find((p) => p.table === 'birimler')!;
    expect(birimler.readOnly).toBeFalsy();
    expect(birimler.groups?.flatMap((g) => g.columns)).toEqual(['name_basic', 'gib_birim_id', 'kod']);
    // The GİB code is the server's to write (from the GİB unit): the form hides it.
    expect(birimler.rules).toEqual([expect.objectContaining({ then: [{ hide: ['kod'] }] })]);
    // Taxes stay a read-only lookup: their ids carry the calculation's semantics (domain/tax).
    expect(all).toContain('/ayarlar/vergiler');
    // No add or edit route; like every page, a read-only one has its detail route (docs/shell.md, "Detail route").
    expect(all.filter((p) => p.startsWith('/ayarlar/vergiler/'))).toEqual(['/ayarlar/vergiler/detay/:id']);
    expect(pages.find((p) => p.table === 'vergiler')?.readOnly).toBe(true);
  });

  it('give the company and customer addresses their pages, beside Cari Hesaplar and in the settings', () => {
    for (const route of ['/ayarlar/firma-adresleri', '/cari-hesaplar/adresler'])
      expect(all).toEqual(expect.arrayContaining([route, `${route}/ekle`, `${route}/duzenle/:id`]));
    const menu = menuPages(pages, 4, listAll).map((p) => p.table);
    expect(menu[menu.indexOf('cari_hesap') + 1]).toBe('adres');
    expect(menu.indexOf('firma_adres')).toBeGreaterThan(menu.indexOf('vergiler'));
    // 002 §2: no draft controls for firma_adres.
    expect(pages.find((p) => p.table === 'firma_adres')?.drafts).toBe(false);
    expect(pages.find((p) => p.table === 'adres')?.drafts).not.toBe(false);
  });

  it('keep invoices out of the Kobi menu, which still has quotes and stock', () => {
    const kobi = menuPages(pages, 2, listAll).map((p) => p.table);
    expect(kobi).toEqual(
      expect.arrayContaining(['teklifler', 'stok_kartlari', 'sabit_kiymet_kartlari', 'birimler']),
    );
    expect(kobi).not.toContain('satis_fatura');
    expect(kobi).not.toContain('alis_fatura');
    const muhasebe = menuPages(pages, 4, listAll).map((p) => p.table);
    expect(muhasebe).toEqual(expect.arrayContaining(['satis_fatura', 'alis_fatura', 'teklifler']));
  });

  it('give the Kobi package its small-business invoices and the quick receipt, and no other package (002 §2)', () => {
    for (const route of ['/satis-faturalar', '/alis-faturalar'])
      expect(all).toEqual(
        expect.arrayContaining([route, `${route}/ekle`, `${route}/duzenle/:id`, `${route}/detay/:id`]),
      );
    // The quick receipt is its form, at its route alone.
    expect(all.filter((p) => p.startsWith('/hizli-fis-fatura'))).toEqual(['/hizli-fis-fatura']);
    const withCreate: Auths = {
      tables: Object.fromEntries(pages.map((p) => [p.table, { lists: ['0'], creates: ['0'] }])),
    };
    const kobi = menuPages(pages, 2, withCreate).map((p) => [p.menu?.label, p.route]);
    expect(kobi.slice(0, 6)).toEqual([
      ['Cari Hesaplar', '/cari-hesaplar'],
      ['Cari Hesap Adresleri', '/cari-hesaplar/adresler'],
      ['Teklifler', '/alis-satis-yonetimi/teklif'],
      ['Satış Faturaları', '/satis-faturalar'],
      ['Alış Faturaları', '/alis-faturalar'],
      ['Hızlı Fiş / Fatura', '/hizli-fis-fatura'],
    ]);
    for (const pkg of [1, 3, 4, 5])
      expect(
        menuPages(pages, pkg, withCreate).filter((p) => p.table.startsWith('kobi_')),
        `package ${pkg}`,
      ).toEqual([]);
    const page = (route: string) => pages.find((p) => p.route === route)!;
    expect(page('/satis-faturalar').redirect).toBe('/satis-faturalar');
    expect(page('/alis-faturalar').redirect).toBe('/alis-faturalar');
    // The quick receipt saves a small-business sales invoice under the same rules the server runs for it.
    const quick = page('/hizli-fis-fatura');
    expect(quick).toMatchObject({ table: 'kobi_satis_fatura', createOnly: true, drafts: false });
    expect(quick.redirect).toBe('/satis-faturalar');
    expect(quick.rules).toBe(page('/satis-faturalar').rules);
    expect(pageRulesOf('kobi_satis_fatura')?.route).toBe('/satis-faturalar');
    expect(pageRulesOf('kobi_satis_fatura')?.rules).toEqual(page('/satis-faturalar').rules);
    expect(quick.lines?.columns?.length).toBeLessThan(page('/satis-faturalar').lines!.columns!.length);
  });

  it('carry well-formed header rules', () => {
    for (const table of [
      'satis_fatura',
      'alis_fatura',
      'teklifler',
      'kobi_satis_fatura',
      'kobi_alis_fatura',
    ]) {
      const def = pages.find((p) => p.table === table)!;
      expect(def.rules?.length, table).toBeGreaterThan(0);
      expect(checkRules(def.rules), table).toEqual([]);
    }
  });

  it('send quotes and invoices back to the spec redirects after a save (002 §2)', () => {
    const redirect = (table: string) => pages.find((p) => p.table === table)?.redirect;
    expect(redirect('teklifler')).toBe('/alis-satis-yonetimi/teklif?tab=first');
    expect(redirect('alis_fatura')).toBe('/alis-satis-yonetimi/fatura?tab=first');
    expect(redirect('satis_fatura')).toBe('/alis-satis-yonetimi/fatura?tab=second');
  });
});
