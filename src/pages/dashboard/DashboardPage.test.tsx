import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { findTable } from '../../../server/catalog';
import { allColumns, publicMeta } from '../../../server/catalog/columns';
import type { DashboardData, Figure } from '../../../domain/api/dashboard';
import { fakeApi, ok, userInfo } from '../../app/testing/fake-api';
import { renderApp } from '../../app/testing/render-app';
import { resetBrowserState } from '../../app/testing/reset';
import { tokenStore } from '../../services/http';

// The dashboard on the home page (issue 28 item 1; docs/dashboard.md): shown to Muhasebe, Ön muhasebe and Kobi,
// every figure a link to its list carrying the figure's filters, and the list opened from it sends those filters
// and names them above the grid.

configure({ asyncUtilTimeout: 10_000 });
beforeEach(resetBrowserState);
afterEach(resetBrowserState);

const TL = { id: 1, code: 'TRY' };
const fig = (
  amount: string,
  count: number,
  table: string,
  filters: Figure['link']['filters'],
  sum?: string,
) => ({
  amount,
  count,
  link: { table, filters, ...(sum ? { sum } : {}) },
});
const open = { kalan_odeme_tutari: { type: 4, guiType: 'money', filter: '0' } };
const bucket = (from: string, to: string, amount: string, count: number) =>
  fig(
    amount,
    count,
    'satis_fatura',
    { ...open, vade_tarihi: { type: 4, guiType: 'date', filter: from, filter2: to } },
    'kalan_odeme_tutari',
  );

const DATA: DashboardData = {
  today: '2026-12-07',
  dueUntil: '2026-12-21',
  month: { from: '2026-12-01', to: '2026-12-31', lastYearFrom: '2025-12-01', lastYearTo: '2025-12-31' },
  receivables: [
    {
      table: 'satis_fatura',
      currency: TL,
      buckets: {
        not_due: fig('0', 0, 'satis_fatura', open, 'kalan_odeme_tutari'),
        d1_30: bucket('2026-11-07', '2026-12-06', '12500.50', 2),
        d31_60: bucket('2026-10-08', '2026-11-06', '1180.00', 1),
        d61_90: bucket('2026-09-08', '2026-10-07', '0', 0),
        d90_plus: fig('3000.00', 1, 'satis_fatura', open, 'kalan_odeme_tutari'),
      },
      total: fig('16680.50', 4, 'satis_fatura', open, 'kalan_odeme_tutari'),
    },
  ],
  cash: [{ table: 'kasa_karti', currency: TL, figure: fig('2500.000', 1, 'kasa_karti', {}, 'bakiye') }],
  due: { groups: [], items: [] },
};

function session(packageId: 1 | 2 | 3 | 4 = 1) {
  tokenStore.set('tok-1');
  const columns = Object.fromEntries(
    allColumns(findTable('satis_fatura')!).map((c) => [c.name, publicMeta(c)]),
  );
  return fakeApi({
    'tok-1/getLoggedInUserInfo': () =>
      ok(userInfo({ tables: ['satis_fatura', 'alis_fatura', 'kasa_karti'], packageId })),
    'tok-1/tables/favoriler': () => ok({ records: [], all_records_count: 0 }),
    'tok-1/dashboard': () => ok(DATA),
    'tok-1/tables/satis_fatura': () =>
      ok({
        records: [{ id: 5, fatura_numarasi: 'SAT2026000000005', fatura_tarihi: '2026-11-20' }],
        all_records_count: 1,
        pages: 1,
        columns,
        query_columns: columns,
        table_info: { name: 'satis_fatura', display_name: 'Satış Faturaları' },
      }),
  });
}

describe('the dashboard', () => {
  it('shows the receivables by age, each amount a link to the list of its invoices', async () => {
    session();
    renderApp('/');
    const dash = await screen.findByRole('region', { name: 'Gösterge Paneli' });
    const receivables = within(dash).getByRole('region', { name: 'Alacaklar' });
    const link = within(receivables).getByRole('link', { name: /1–30 gün/ });
    expect(link).toHaveTextContent('₺12.500,50');
    const href = new URL(link.getAttribute('href')!, 'http://x');
    expect(href.pathname).toBe('/alis-satis-yonetimi/fatura');
    expect(href.searchParams.get('tab')).toBe('second');
    expect(JSON.parse(href.searchParams.get('filters')!)).toEqual(
      DATA.receivables![0].buckets.d1_30.link.filters,
    );
    // An empty bucket is a dash, not a link to nothing.
    expect(within(receivables).queryByRole('link', { name: /61–90 gün/ })).toBeNull();
    expect(within(dash).getByRole('link', { name: /Kasa TRY/ })).toHaveTextContent('₺2.500,00');
  });

  it('opens the list with the figure’s filters sent and named above the grid', async () => {
    const api = session();
    const user = userEvent.setup();
    renderApp('/');
    const dash = await screen.findByRole('region', { name: 'Gösterge Paneli' });
    await user.click(within(dash).getByRole('link', { name: /31–60 gün/ }));
    await screen.findByText('SAT2026000000005', {}, { timeout: 20_000 });
    const sent = api.sent('tok-1/tables/satis_fatura').at(-1)!.body as { params: { filters: unknown } };
    expect(sent.params.filters).toEqual(DATA.receivables![0].buckets.d31_60.link.filters);
    const note = screen.getByRole('note');
    expect(note).toHaveTextContent('Gösterilen kayıtlar:');
    expect(note).toHaveTextContent('Vade Tarihi: 08.10.2026 – 06.11.2026');
    expect(note).toHaveTextContent('Kalan Ödeme Tutarı büyüktür 0');
    await user.click(within(note).getByRole('link', { name: 'Tüm kayıtları göster' }));
    await waitFor(() => expect(screen.queryByRole('note')).toBeNull());
    const last = api.sent('tok-1/tables/satis_fatura').at(-1)!.body as { params: { filters: unknown } };
    expect(last.params.filters).toEqual({});
  });

  it('is not on the home page of a Kısıtlı Kobi company', async () => {
    const api = session(3);
    renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    await new Promise((r) => setTimeout(r, 100));
    expect(screen.queryByRole('region', { name: 'Gösterge Paneli' })).toBeNull();
    expect(api.sent('tok-1/dashboard')).toHaveLength(0);
  });
});
