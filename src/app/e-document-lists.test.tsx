import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router-dom';
import { findTable } from '../../server/catalog';
import { allColumns, publicMeta } from '../../server/catalog/columns';
import { ALL_PACKAGES, PACKAGES } from '../../domain/packages';
import { resolveListTab } from '../engine/page/list-tabs';
import { matchPageRoute } from '../engine/page/paths';
import { pages } from '../schemas';
import type { Auths } from '../services/auth';
import { tokenStore } from '../services/http';
import { menuPages } from '../state/pages';
import { CALENDAR_SOURCES, eventLink } from '../pages/shell/Calendar/calendar';
import { SHORTCUT_ROUTES } from '../pages/tools/shortcuts/shortcuts';
import { createAppRoutes } from './routes';
import { fakeApi, ok, userInfo } from './testing/fake-api';
import { renderApp } from './testing/render-app';
import { resetBrowserState } from './testing/reset';

// The e-document lists of spec 000 §2's menu links: routes, tabs, the calendar's and Ctrl+M's targets, and
// no menu link that leads to the 404 page.

configure({ asyncUtilTimeout: 5000 });

const paths = (routes: RouteObject[]): string[] =>
  routes.flatMap((r) => [...(r.path ? [r.path] : []), ...paths(r.children ?? [])]);
const allPaths = paths(createAppRoutes(pages));
const listAll: Auths = {
  tables: Object.fromEntries(pages.map((p) => [p.table, { lists: ['0'], creates: ['0'] }])),
};
const E_DOCUMENTS = [
  'e_fatura',
  'gelen_efatura',
  'e_arsiv_fatura',
  'e_irsaliye',
  'gelen_eirsaliye',
  'serbest_meslek_makbuzu',
];

describe('e-document routes', () => {
  it('exist at the spec routes as lists; outgoing ones keep an add route, the e-invoice forms an edit route', () => {
    for (const route of ['/e-donusum/fatura', '/e-donusum/arsiv', '/e-donusum/irsaliye', '/e-donusum/smm'])
      expect(allPaths).toEqual(expect.arrayContaining([route, `${route}/ekle`]));
    expect(allPaths).toEqual(
      expect.arrayContaining(['/e-donusum/fatura/gelen', '/e-donusum/irsaliye/gelen']),
    );
    // The e-Fatura, e-Arşiv, e-İrsaliye, e-SMM and e-MM forms (issue 13 item 1).
    expect(
      allPaths
        .filter((p) => p.startsWith('/e-donusum/') && p.includes('/duzenle/'))
        .map((p) => p.split('/duzenle/')[0]),
    ).toEqual(
      expect.arrayContaining([
        '/e-donusum/fatura',
        '/e-donusum/arsiv',
        '/e-donusum/irsaliye',
        '/e-donusum/smm',
        '/e-donusum/e-mm',
      ]),
    );
    expect(allPaths).not.toContain('/e-donusum/fatura/gelen/ekle');
    expect(allPaths).toContain(SHORTCUT_ROUTES.newInvoice);
  });

  it('are in the menu of every package (as the server serves their tables to every package); incoming ones only as tabs', () => {
    for (const pkg of ALL_PACKAGES) {
      const menu = menuPages(pages, pkg, listAll).map((p) => p.route);
      expect(menu, `package ${pkg}`).toEqual(
        expect.arrayContaining([
          '/e-donusum/fatura',
          '/e-donusum/arsiv',
          '/e-donusum/irsaliye',
          '/e-donusum/smm',
        ]),
      );
      expect(menu.filter((r) => r.endsWith('/gelen'))).toEqual([]);
      for (const table of E_DOCUMENTS) expect(findTable(table)?.packages).toBeUndefined();
    }
  });

  it('never put a link in the menu that has no route; the spec’s /satis-faturalar, /alis-faturalar and /hizli-fis-fatura are the Kobi package’s', () => {
    const KOBI_LINKS = ['/satis-faturalar', '/alis-faturalar', '/hizli-fis-fatura'];
    for (const pkg of ALL_PACKAGES) {
      const menu = menuPages(pages, pkg, listAll).map((p) => p.route);
      for (const route of menu) expect(allPaths, route).toContain(route);
      if (pkg === PACKAGES.kobi) expect(menu, 'Kobi').toEqual(expect.arrayContaining(KOBI_LINKS));
      else for (const route of KOBI_LINKS) expect(menu, `package ${pkg}`).not.toContain(route);
    }
    // Each leads to a real page: the lists of the small-business invoices, and the quick receipt's form.
    expect(matchPageRoute('/satis-faturalar', pages)).toMatchObject({
      kind: 'list',
      def: { table: 'kobi_satis_fatura' },
    });
    expect(matchPageRoute('/alis-faturalar', pages)).toMatchObject({
      kind: 'list',
      def: { table: 'kobi_alis_fatura' },
    });
    expect(matchPageRoute('/hizli-fis-fatura', pages)).toMatchObject({
      kind: 'create',
      def: { table: 'kobi_satis_fatura', createOnly: true },
    });
    // And the server serves their tables to the Kobi package alone, as the menu offers them.
    for (const table of ['kobi_satis_fatura', 'kobi_alis_fatura'])
      expect(findTable(table)?.packages).toEqual([PACKAGES.kobi]);
  });

  it('send every calendar click to a list route, in the tab of the document', () => {
    for (const source of CALENDAR_SOURCES) {
      const [path, query] = eventLink(source, {}).split('?');
      expect(allPaths, source.table).toContain(path);
      const at = matchPageRoute(path, pages);
      expect(at?.kind, source.table).toBe('list');
      const tab = new URLSearchParams(query ?? '').get('tab');
      expect(resolveListTab(at!.def, tab, pages, () => true).shown.table, source.table).toBe(source.table);
    }
    const eFatura = CALENDAR_SOURCES.find((s) => s.table === 'e_fatura')!;
    expect(eventLink(eFatura, { e_fatura_durumu_id: 'Taslak', e_fatura_durumu_id__id: 1 })).toBe(
      '/e-donusum/fatura?tab=first',
    );
    expect(eventLink(eFatura, { e_fatura_durumu_id: 'Giden', e_fatura_durumu_id__id: 2 })).toBe(
      '/e-donusum/fatura?tab=second',
    );
  });

  it('name only catalogue columns in their tab filters', () => {
    for (const def of pages)
      for (const tab of def.tabs ?? []) {
        const names = new Set(allColumns(findTable(def.table)!).map((c) => c.name));
        for (const column of Object.keys(tab.filters ?? {})) expect(names, def.table).toContain(column);
        if (tab.page) expect(pages.some((p) => p.table === tab.page)).toBe(true);
      }
  });
});

const columnsOf = (table: string) =>
  Object.fromEntries(allColumns(findTable(table)!).map((c) => [c.name, publicMeta(c)]));

function session() {
  tokenStore.set('tok-1');
  const list = (table: string, records: Record<string, unknown>[]) => () =>
    ok({
      records,
      all_records_count: records.length,
      pages: 1,
      columns: columnsOf(table),
      query_columns: columnsOf(table),
      table_info: { name: table, display_name: table },
    });
  return fakeApi({
    'tok-1/getLoggedInUserInfo': () => ok(userInfo({ tables: E_DOCUMENTS })),
    'tok-1/tables/favoriler': () => ok({ records: [], all_records_count: 0 }),
    'tok-1/tables/e_fatura': list('e_fatura', [
      {
        id: 7,
        e_fatura_numarasi: 'DMT2026000000007',
        fatura_tarihi: '2026-11-20',
        unvan: 'Yıldız Gıda',
        ettn: 'b3f1c1de-0d0f-4d5e-9a43-1f0e2f6c7a11',
        e_fatura_durumu_id: 'Taslak',
        e_fatura_durumu_id__id: 1,
      },
    ]),
    'tok-1/tables/gelen_efatura': list('gelen_efatura', [
      {
        id: 3,
        document_id: 'AKT2026000000118',
        document_issue_date: '2026-11-05',
        document_uuid: '5d1c8f8e-7e0a-4d0b-8f6a-2b1e9c0d4a22',
      },
    ]),
  });
}

const listBodies = (api: ReturnType<typeof session>, table: string) =>
  api.sent(`tok-1/tables/${table}`).map((r) => r.body.params.filters);

describe('the e-Fatura list', () => {
  beforeEach(resetBrowserState);
  afterEach(resetBrowserState);

  it('shows Taslak, Giden and Gelen as tabs: status filters on e_fatura, then the incoming table', async () => {
    const api = session();
    const user = userEvent.setup();
    const app = renderApp('/e-donusum/fatura');
    const main = await screen.findByRole('main');
    expect(await within(main).findByText('DMT2026000000007')).toBeInTheDocument();
    // Each tab is a list of its own: the page remounts, so the tab bar is looked up again every time.
    const tabs = () => within(main).getByRole('navigation', { name: 'Liste sekmeleri' });
    expect(
      within(tabs())
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['Taslak', 'Giden', 'Gelen']);
    expect(within(tabs()).getByRole('link', { name: 'Taslak' })).toHaveAttribute('aria-current', 'page');
    expect(listBodies(api, 'e_fatura').at(-1)).toEqual({
      e_fatura_durumu_id: { type: 1, guiType: 'select:static', filter: ['1'] },
    });

    await user.click(within(tabs()).getByRole('link', { name: 'Giden' }));
    await waitFor(() =>
      expect(listBodies(api, 'e_fatura').at(-1)).toEqual({
        e_fatura_durumu_id: { type: 1, guiType: 'select:static', filter: ['2'] },
      }),
    );
    expect(app.router.state.location.search).toBe('?tab=second');

    await user.click(within(tabs()).getByRole('link', { name: 'Gelen' }));
    expect(await within(main).findByText('AKT2026000000118')).toBeInTheDocument();
    expect(listBodies(api, 'gelen_efatura').at(-1)).toEqual({});
    expect(within(main).getByRole('heading', { level: 1 })).toHaveTextContent('e-Fatura');
    expect(app.location()).toBe('/e-donusum/fatura');
  });

  it('has its form: Ekle and Düzenle on the list, and Ctrl+M opens a new e-Fatura (issue 13 item 1)', async () => {
    session();
    const app = renderApp('/e-donusum/fatura');
    const main = await screen.findByRole('main');
    expect(await within(main).findByText('DMT2026000000007')).toBeInTheDocument();
    expect(within(main).queryByRole('note')).toBeNull();
    expect(within(main).getByRole('link', { name: 'Ekle' })).toHaveAttribute(
      'href',
      '/e-donusum/fatura/ekle',
    );
    expect(matchPageRoute('/e-donusum/fatura/duzenle/7', pages)).toMatchObject({
      kind: 'edit',
      def: { table: 'e_fatura' },
    });

    await act(() => app.router.navigate('/'));
    await userEvent.keyboard('{Control>}m{/Control}');
    await waitFor(() => expect(app.location()).toBe('/e-donusum/fatura/ekle'));
  });

  it('is in the side menu with the other e-documents', async () => {
    session();
    renderApp('/');
    const menu = await screen.findByRole('navigation', { name: 'Ana menü' });
    for (const label of ['e-Fatura', 'e-Arşiv', 'e-İrsaliye', 'e-SMM'])
      expect(await within(menu).findByRole('link', { name: label })).toBeInTheDocument();
  });
});
