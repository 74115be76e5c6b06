import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { findTable } from '../../server/catalog';
import { allColumns, publicMeta } from '../../server/catalog/columns';
import { closeAllModals } from '../engine/page/modals';
import { tokenStore } from '../services/http';
import { fakeApi, ok, userInfo } from './testing/fake-api';
import { renderApp } from './testing/render-app';
import { resetBrowserState } from './testing/reset';

// The stock card's detail page lists its balance in each warehouse (Stok Durumu: the stock report filtered to
// the card; docs/stock.md), and the stock report has its own route in the stock menu.

configure({ asyncUtilTimeout: 5000 });
beforeEach(resetBrowserState);
afterEach(() => {
  closeAllModals();
  resetBrowserState();
});

const columnsOf = (table: string) =>
  Object.fromEntries(allColumns(findTable(table)!).map((c) => [c.name, publicMeta(c)]));

const columnSet = (table: string) => ({
  id: 0,
  name_basic: 'Varsayılan',
  column_set_type: 'none',
  column_arrays: [
    { id: 0, name_basic: 'Varsayılan', column_array_type: 'direct_data', columns: columnsOf(table) },
  ],
});

const BALANCES = [
  {
    id: 31,
    stok_kartlari_id: 'Lazer Yazıcı Toneri',
    stok_kartlari_id__id: 7,
    depo_kartlari_id: 'Merkez Depo',
    depo_kartlari_id__id: 1,
    giris_miktari: '20.0000',
    cikis_miktari: '5.0000',
    bakiye: '15.0000',
    son_hareket_tarihi: '2026-11-24',
  },
];

function session(tables: string[]) {
  tokenStore.set('tok-1');
  return fakeApi({
    'tok-1/getLoggedInUserInfo': () => ok(userInfo({ tables })),
    'tok-1/tables/favoriler': () => ok({ records: [], all_records_count: 0 }),
    'tok-1/tables/stok_kartlari/7': () =>
      ok({
        column_set: columnSet('stok_kartlari'),
        record: { id: 7, stok_adi: 'Lazer Yazıcı Toneri', stok_kodu: 'STK-002' },
      }),
    'tok-1/tables/stok_bakiyeleri': () =>
      ok({
        records: BALANCES,
        all_records_count: 1,
        pages: 1,
        columns: columnsOf('stok_bakiyeleri'),
        query_columns: columnsOf('stok_bakiyeleri'),
        table_info: { name: 'stok_bakiyeleri', display_name: 'Stok Raporu' },
      }),
  });
}

describe('the stock card detail', () => {
  it('lists the card’s balance per warehouse, asking the stock report for this card only', async () => {
    const api = session(['stok_kartlari', 'stok_bakiyeleri']);
    renderApp('/stok-hizmet-yonetimi/stok-kartlari/detay/7');
    await screen.findByRole('heading', { name: /Detay #7/ });
    const list = await screen.findByRole('region', { name: 'Stok Durumu' });
    await waitFor(() => expect(within(list).getByText('Merkez Depo')).toBeInTheDocument());
    expect(within(list).getByText('15')).toBeInTheDocument();
    const sent = api.sent('tok-1/tables/stok_bakiyeleri')[0].body as { params: { filters: unknown } };
    expect(sent.params.filters).toMatchObject({ stok_kartlari_id: { type: 1, filter: [7] } });
    // A read-only report: no Ekle.
    expect(within(list).queryByRole('link', { name: 'Ekle' })).toBeNull();
  });

  it('leaves the list out for a user without the stock report', async () => {
    const api = session(['stok_kartlari']);
    renderApp('/stok-hizmet-yonetimi/stok-kartlari/detay/7');
    expect(await screen.findByRole('heading', { name: /Detay #7/ })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Stok Durumu' })).toBeNull();
    expect(api.sent('tok-1/tables/stok_bakiyeleri')).toHaveLength(0);
  });
});

describe('the stock card list', () => {
  it('shows the quantity on hand per warehouse (Depodaki Miktar, issue 24 item 5)', async () => {
    tokenStore.set('tok-1');
    fakeApi({
      'tok-1/getLoggedInUserInfo': () => ok(userInfo({ tables: ['stok_kartlari'] })),
      'tok-1/tables/favoriler': () => ok({ records: [], all_records_count: 0 }),
      'tok-1/tables/stok_kartlari': () =>
        ok({
          records: [
            {
              id: 7,
              stok_kodu: 'STK-002',
              stok_adi: 'Lazer Yazıcı Toneri',
              depo_miktarlari: 'Anadolu Yakası Depo: 2,5 Adet · Merkez Depo: 1.255 Adet',
            },
          ],
          all_records_count: 1,
          pages: 1,
          columns: columnsOf('stok_kartlari'),
          query_columns: columnsOf('stok_kartlari'),
          table_info: { name: 'stok_kartlari', display_name: 'Stok Kartları' },
        }),
    });
    renderApp('/stok-hizmet-yonetimi/stok-kartlari');
    expect(await screen.findByRole('columnheader', { name: /Depodaki Miktar/ })).toBeInTheDocument();
    expect(
      await screen.findByText('Anadolu Yakası Depo: 2,5 Adet · Merkez Depo: 1.255 Adet'),
    ).toBeInTheDocument();
  });
});
