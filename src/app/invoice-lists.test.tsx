import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { findTable } from '../../server/catalog';
import { allColumns, publicMeta } from '../../server/catalog/columns';
import type { PageDefinition } from '../../domain/pages/page.types';
import { tokenStore } from '../services/http';
import { fakeApi, ok, userInfo } from './testing/fake-api';
import { renderApp } from './testing/render-app';
import { resetBrowserState } from './testing/reset';

// 002 §2: purchase and sales invoices on one list route, /alis-satis-yonetimi/fatura, tab first Alış
// Faturaları and tab second Satış Faturaları; each tab's Ekle and Düzenle open its own kind's form
// (alis-ekle / satis-ekle, alis-duzenle/{id} / satis-duzenle/{id}). The list is the engine's; the form is a
// stand-in that shows which page and id the router handed over.

vi.mock('../engine/page/index', async (load) => ({
  ...(await load<typeof import('../engine/page/index')>()),
  FormPage: ({ def, id }: { def: PageDefinition; id?: string }) => (
    <p>
      form:{def.table}:{id ?? 'yeni'}
    </p>
  ),
}));

configure({ asyncUtilTimeout: 5000 });
beforeEach(resetBrowserState);
afterEach(resetBrowserState);

const BASE = '/alis-satis-yonetimi/fatura';

const columnsOf = (table: string) =>
  Object.fromEntries(allColumns(findTable(table)!).map((c) => [c.name, publicMeta(c)]));

function session() {
  tokenStore.set('tok-1');
  const list = (table: string, id: number, number: string) => () =>
    ok({
      records: [{ id, fatura_numarasi: number, fatura_tarihi: '2026-11-20', odenecek_tutar: '1180.00' }],
      all_records_count: 1,
      pages: 1,
      columns: columnsOf(table),
      query_columns: columnsOf(table),
      table_info: { name: table, display_name: table },
    });
  return fakeApi({
    'tok-1/getLoggedInUserInfo': () => ok(userInfo({ tables: ['alis_fatura', 'satis_fatura'] })),
    'tok-1/tables/favoriler': () => ok({ records: [], all_records_count: 0 }),
    'tok-1/tables/alis_fatura': list('alis_fatura', 4, 'ALF2026000000004'),
    'tok-1/tables/satis_fatura': list('satis_fatura', 5, 'STF2026000000005'),
  });
}

describe('the invoice list', () => {
  it('shows Alış Faturaları and Satış Faturaları as tabs under "Faturalar", each tab adding and editing its own kind', async () => {
    const api = session();
    const user = userEvent.setup();
    const app = renderApp(BASE);
    const main = await screen.findByRole('main');
    expect(await within(main).findByText('ALF2026000000004')).toBeInTheDocument();
    expect(within(main).getByRole('heading', { level: 1 })).toHaveTextContent('Faturalar');
    const tabs = () => within(main).getByRole('navigation', { name: 'Liste sekmeleri' });
    expect(
      within(tabs())
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['Alış Faturaları', 'Satış Faturaları']);
    expect(within(tabs()).getByRole('link', { name: 'Alış Faturaları' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(main).getByRole('link', { name: 'Ekle' })).toHaveAttribute('href', `${BASE}/alis-ekle`);
    expect(api.sent('tok-1/tables/satis_fatura')).toEqual([]);

    await user.click(within(tabs()).getByRole('link', { name: 'Satış Faturaları' }));
    expect(await within(main).findByText('STF2026000000005')).toBeInTheDocument();
    expect(app.router.state.location.search).toBe('?tab=second');
    expect(within(main).getByRole('heading', { level: 1 })).toHaveTextContent('Faturalar');
    expect(within(main).getByRole('link', { name: 'Ekle' })).toHaveAttribute('href', `${BASE}/satis-ekle`);

    await user.click(within(main).getByRole('button', { name: 'Düzenle' }));
    expect(await screen.findByText('form:satis_fatura:5')).toBeInTheDocument();
    expect(app.location()).toBe(`${BASE}/satis-duzenle/5`);

    await user.click(screen.getByRole('link', { name: 'Alış Faturaları' }));
    await user.click(await within(await screen.findByRole('main')).findByRole('button', { name: 'Düzenle' }));
    expect(await screen.findByText('form:alis_fatura:4')).toBeInTheDocument();
    expect(app.location()).toBe(`${BASE}/alis-duzenle/4`);
  });

  it('has a menu entry per kind, each opening its tab and lit while its list, form or tab is open', async () => {
    session();
    const user = userEvent.setup();
    const app = renderApp('/');
    const menu = await screen.findByRole('navigation', { name: 'Ana menü' });
    const entry = (name: string) => within(menu).getByRole('link', { name });
    await within(menu).findByRole('link', { name: 'Satış Faturaları' });
    expect(entry('Satış Faturaları')).toHaveAttribute('href', `${BASE}?tab=second`);
    expect(entry('Alış Faturaları')).toHaveAttribute('href', BASE);

    await user.click(entry('Satış Faturaları'));
    expect(await within(await screen.findByRole('main')).findByText('STF2026000000005')).toBeInTheDocument();
    expect(entry('Satış Faturaları')).toHaveAttribute('aria-current', 'page');
    expect(entry('Alış Faturaları')).not.toHaveAttribute('aria-current');

    await user.click(within(screen.getByRole('main')).getByRole('link', { name: 'Ekle' }));
    expect(await screen.findByText('form:satis_fatura:yeni')).toBeInTheDocument();
    expect(app.location()).toBe(`${BASE}/satis-ekle`);
    expect(entry('Satış Faturaları')).toHaveAttribute('aria-current', 'page');
    expect(entry('Alış Faturaları')).not.toHaveAttribute('aria-current');

    await user.click(entry('Alış Faturaları'));
    expect(await within(await screen.findByRole('main')).findByText('ALF2026000000004')).toBeInTheDocument();
    expect(entry('Alış Faturaları')).toHaveAttribute('aria-current', 'page');
    expect(entry('Satış Faturaları')).not.toHaveAttribute('aria-current');

    // The history tabs: the list by its heading, the form by its kind.
    const history = screen.getByRole('navigation', { name: 'Son ziyaret edilen sayfalar' });
    await waitFor(() =>
      expect(
        within(history)
          .getAllByRole('link')
          .map((l) => l.textContent),
      ).toEqual(['Faturalar', 'Satış Faturaları - Yeni Kayıt']),
    );
  });

  it('shows only the tab the session may list: a user without purchase invoices sees the sales ones', async () => {
    tokenStore.set('tok-1');
    fakeApi({
      'tok-1/getLoggedInUserInfo': () => ok(userInfo({ tables: ['satis_fatura'] })),
      'tok-1/tables/favoriler': () => ok({ records: [], all_records_count: 0 }),
      'tok-1/tables/satis_fatura': () =>
        ok({
          records: [{ id: 5, fatura_numarasi: 'STF2026000000005' }],
          all_records_count: 1,
          pages: 1,
          columns: columnsOf('satis_fatura'),
          query_columns: columnsOf('satis_fatura'),
          table_info: { name: 'satis_fatura', display_name: 'satis_fatura' },
        }),
    });
    renderApp(BASE);
    const main = await screen.findByRole('main');
    expect(await within(main).findByText('STF2026000000005')).toBeInTheDocument();
    // One tab left: no tab bar; Ekle adds a sales invoice.
    expect(within(main).queryByRole('navigation', { name: 'Liste sekmeleri' })).toBeNull();
    expect(within(main).getByRole('link', { name: 'Ekle' })).toHaveAttribute('href', `${BASE}/satis-ekle`);
  });
});
