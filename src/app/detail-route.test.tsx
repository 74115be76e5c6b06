import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { findTable } from '../../server/catalog';
import { allColumns, publicMeta } from '../../server/catalog/columns';
import { closeAllModals } from '../engine/page/modals';
import { tokenStore } from '../services/http';
import { fail, fakeApi, ok, userInfo, type Reply } from './testing/fake-api';
import { renderApp } from './testing/render-app';
import { resetBrowserState } from './testing/reset';

// `{route}/detay/:id`: a record's detail panel as a page (the show verb), reached from the list's Detay, kept
// as a history tab and a "detail" favourite.

configure({ asyncUtilTimeout: 5000 });
beforeEach(resetBrowserState);
afterEach(() => {
  closeAllModals();
  resetBrowserState();
});

const columnsOf = (table: string) =>
  Object.fromEntries(allColumns(findTable(table)!).map((c) => [c.name, publicMeta(c)]));

const KASA = {
  id: 5,
  kasa_tanımı: 'Merkez Kasa',
  para_birimi_id: 'Türk lirası',
  description: 'Günlük tahsilat',
};

function session(show: () => Reply = () => showKasa()) {
  tokenStore.set('tok-1');
  let favourites: Record<string, unknown> | null = null;
  return fakeApi({
    'tok-1/getLoggedInUserInfo': () => ok(userInfo({ tables: ['kasa_karti', 'gelen_efatura'] })),
    'tok-1/tables/favoriler': () =>
      ok({ records: favourites ? [{ id: 41, description: favourites }] : [], all_records_count: 0 }),
    'tok-1/tables/favoriler/store': (body) => {
      favourites = JSON.parse(body.description);
      return ok({ message: 'success', id: 41 });
    },
    'tok-1/tables/kasa_karti/5': show,
    'tok-1/tables/kasa_karti': () =>
      ok({
        records: [{ ...KASA, para_birimi_id__id: 1 }],
        all_records_count: 1,
        pages: 1,
        columns: columnsOf('kasa_karti'),
        query_columns: columnsOf('kasa_karti'),
        table_info: { name: 'kasa_karti', display_name: 'Kasa Kartları' },
      }),
    'tok-1/tables/gelen_efatura/3': () =>
      ok({
        column_set: columnSet('gelen_efatura'),
        record: {
          id: 3,
          document_id: 'AKT2026000000118',
          document_issue_date: '2026-11-05',
          document_uuid: 'x',
        },
      }),
  });
}

function columnSet(table: string) {
  return {
    id: 0,
    name_basic: 'Varsayılan',
    column_set_type: 'none',
    column_arrays: [
      { id: 0, name_basic: 'Varsayılan', column_array_type: 'direct_data', columns: columnsOf(table) },
    ],
  };
}

function showKasa() {
  return ok({
    column_set: columnSet('kasa_karti'),
    // Display values, as the server's show gives them: a relation's text, its id beside it.
    record: { ...KASA, para_birimi_id: 'Türk lirası', para_birimi_id__id: 1 },
  });
}

const tabBar = () => screen.getByRole('navigation', { name: 'Son ziyaret edilen sayfalar' });
const valueOf = (label: string) =>
  screen.getByText(label, { selector: 'dt' }).nextElementSibling as HTMLElement;

describe('the detail route', () => {
  it('shows the record through the show verb, with a tab, back to the list and Düzenle', async () => {
    const api = session();
    renderApp('/kasa/detay/5');
    expect(await screen.findByRole('heading', { name: 'Kasa - Detay #5' })).toBeInTheDocument();
    await waitFor(() => expect(valueOf('Kasa Tanımı')).toHaveTextContent('Merkez Kasa'));
    expect(valueOf('Para Birimi')).toHaveTextContent('Türk lirası');
    expect(api.sent('tok-1/tables/kasa_karti/5')[0].body).toEqual({ params: { column_set_id: '0' } });
    const main = screen.getByRole('main');
    expect(within(main).getByRole('link', { name: 'Düzenle' })).toHaveAttribute('href', '/kasa/duzenle/5');
    expect(within(main).getByRole('link', { name: 'Listeye dön' })).toHaveAttribute('href', '/kasa');
    expect(within(tabBar()).getByRole('link', { name: 'Kasa - Detay #5' })).toBeInTheDocument();
  });

  it('can be a "detail" favourite: the star stores it with its id', async () => {
    const api = session();
    const user = userEvent.setup();
    renderApp('/kasa/detay/5');
    const star = await screen.findByRole('button', { name: 'Favorilere ekle' });
    await waitFor(() => expect(star).toBeEnabled());
    await user.click(star);
    await waitFor(() => expect(api.sent('tok-1/tables/favoriler/store')).toHaveLength(1));
    expect(JSON.parse(api.sent('tok-1/tables/favoriler/store')[0].body.description)).toEqual({
      '/kasa/detay/5kasa_karti': {
        type: 'detail',
        link: '/kasa/detay/5',
        table_name: 'kasa_karti',
        id: 5,
        state: true,
      },
    });
    await user.click(screen.getByRole('button', { name: 'Favoriler' }));
    const drawer = screen.getByRole('dialog', { name: 'Favoriler' });
    expect(within(within(drawer).getByRole('region', { name: 'Detay' })).getByRole('link')).toHaveTextContent(
      'Kasa - Detay #5',
    );
  });

  it('is reached from the list: Detay opens the panel, "Sayfada aç" its route', async () => {
    session();
    const user = userEvent.setup();
    const app = renderApp('/kasa');
    const main = await screen.findByRole('main');
    await user.click(await within(main).findByRole('button', { name: 'Detay' }));
    const modal = await screen.findByRole('dialog', { name: 'Kasa - Detay' });
    await user.click(within(modal).getByRole('link', { name: 'Sayfada aç' }));
    expect(app.location()).toBe('/kasa/detay/5');
    expect(screen.queryByRole('dialog', { name: 'Kasa - Detay' })).toBeNull();
    expect(await screen.findByRole('heading', { name: 'Kasa - Detay #5' })).toBeInTheDocument();
  });

  it('says the record is missing and drops its tab (fail.id)', async () => {
    session(() => fail('fail.id'));
    renderApp('/kasa/detay/5');
    expect(await within(await screen.findByRole('main')).findByText('Kayıt bulunamadı.')).toBeInTheDocument();
    await waitFor(() => expect(JSON.parse(localStorage.getItem('defter.history') ?? '[]')).toEqual([]));
  });

  it('has no Düzenle on a read-only page (an incoming e-invoice)', async () => {
    session();
    renderApp('/e-donusum/fatura/gelen/detay/3');
    expect(await screen.findByRole('heading', { name: 'Gelen e-Faturalar - Detay #3' })).toBeInTheDocument();
    await waitFor(() => expect(valueOf('Belge Numarası')).toHaveTextContent('AKT2026000000118'));
    expect(within(screen.getByRole('main')).queryByRole('link', { name: 'Düzenle' })).toBeNull();
  });
});
