import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, fail, ok, userInfo } from '../../../app/testing/fake-api';
import { renderApp } from '../../../app/testing/render-app';
import { resetBrowserState } from '../../../app/testing/reset';
import { tokenStore } from '../../../services/http';
import { turkishDateTime } from '../shell-data.api';
import { addMonths, monthGrid, monthRange } from './calendar';

configure({ asyncUtilTimeout: 5000 });
beforeEach(resetBrowserState);
afterEach(resetBrowserState);

describe('month arithmetic', () => {
  it('lays a month out Monday first with its real length', () => {
    const weeks = monthGrid('2026-11');
    // 1 November 2026 is a Sunday.
    expect(weeks[0]).toEqual([null, null, null, null, null, null, '2026-11-01']);
    expect(weeks.flat().filter(Boolean)).toHaveLength(30);
    expect(monthRange('2028-02')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(addMonths('2026-12', 1)).toBe('2027-01');
    expect(addMonths('2026-01', -1)).toBe('2025-12');
  });
});

const month = turkishDateTime(new Date()).slice(0, 7);
const day = (d: number) => `${month}-${String(d).padStart(2, '0')}`;

function session(calls: Record<string, (body: any) => ReturnType<typeof ok>>) {
  tokenStore.set('tok-1');
  const info = userInfo({ tables: ['cari_hesap', 'e_fatura', 'gelen_efatura', 'e_irsaliye'] });
  return fakeApi({ 'tok-1/getLoggedInUserInfo': () => ok(info), ...calls });
}

const invoice = (id: number, date: string) => ({
  id,
  e_fatura_numarasi: `DMT2026${String(id).padStart(9, '0')}`,
  fatura_tarihi: date,
  ettn: `0000000${id}-aaaa-4bbb-8ccc-dddddddddddd`,
  unvan: 'Anadolu Kırtasiye',
});

async function openCalendar() {
  const user = userEvent.setup();
  const app = renderApp('/');
  await user.click(await screen.findByRole('button', { name: 'Takvim' }));
  return { user, app, dialog: screen.getByRole('dialog', { name: 'Takvim' }) };
}

describe('the calendar dialog', () => {
  it('asks each table the session may list for the shown month only, by a between filter on its date', async () => {
    const api = session({
      'tok-1/tables/e_fatura': () => ok({ records: [], all_records_count: 0 }),
      'tok-1/tables/gelen_efatura': () => ok({ records: [], all_records_count: 0 }),
      'tok-1/tables/e_irsaliye': () => ok({ records: [], all_records_count: 0 }),
    });
    const { user, dialog } = await openCalendar();
    await waitFor(() => expect(api.sent('tok-1/tables/e_irsaliye')).toHaveLength(1));
    const { from, to } = monthRange(month);
    expect(api.sent('tok-1/tables/e_fatura')[0].body.params).toMatchObject({
      page: 1,
      limit: 100000,
      sorts: { fatura_tarihi: true },
      filters: { fatura_tarihi: { type: 4, guiType: 'date', filter: from, filter2: to } },
    });
    expect(api.sent('tok-1/tables/gelen_efatura')[0].body.params.filters).toEqual({
      document_issue_date: { type: 4, guiType: 'date', filter: from, filter2: to },
    });
    // Tables the auths do not list are never asked.
    expect(api.requests.some((r) => /e_arsiv_fatura|serbest_meslek|gelen_eirsaliye/.test(r.path))).toBe(
      false,
    );

    await user.click(within(dialog).getByRole('button', { name: 'Sonraki ay' }));
    await waitFor(() => expect(api.sent('tok-1/tables/e_fatura')).toHaveLength(2));
    const next = monthRange(addMonths(month, 1));
    expect(api.sent('tok-1/tables/e_fatura')[1].body.params.filters.fatura_tarihi).toMatchObject({
      filter: next.from,
      filter2: next.to,
    });
  });

  it('shows at most 2 a day, then "Tümünü görüntüle..." with the rest; a click opens the list', async () => {
    session({
      'tok-1/tables/e_fatura': () =>
        ok({ records: [invoice(1, day(3)), invoice(2, day(3)), invoice(4, day(9))], all_records_count: 3 }),
      'tok-1/tables/gelen_efatura': () => ok({ records: [], all_records_count: 0 }),
      'tok-1/tables/e_irsaliye': () =>
        ok({
          records: [{ id: 9, irsaliye_numarasi: 'IRS2026000000001', irsaliye_tarihi: day(3), ettn: 'x' }],
          all_records_count: 1,
        }),
    });
    const { user, app, dialog } = await openCalendar();
    const third = await waitFor(() => {
      const cell = dialog.querySelector<HTMLElement>(`[data-date="${day(3)}"]`)!;
      expect(within(cell).getAllByRole('button').length).toBeGreaterThan(1);
      return cell;
    });
    const shown = within(third)
      .getAllByRole('button')
      .map((b) => b.textContent);
    expect(shown).toEqual(['e-Fatura DMT2026000000001', 'e-Fatura DMT2026000000002', 'Tümünü görüntüle...']);
    const ninth = dialog.querySelector<HTMLElement>(`[data-date="${day(9)}"]`)!;
    expect(
      within(ninth)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['e-Fatura DMT2026000000004']);

    await user.click(within(third).getByRole('button', { name: 'Tümünü görüntüle...' }));
    const all = within(dialog).getByRole('region');
    expect(
      within(all)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['e-Fatura DMT2026000000001', 'e-Fatura DMT2026000000002', 'e-İrsaliye IRS2026000000001']);
    await user.click(within(all).getByRole('button', { name: 'e-İrsaliye IRS2026000000001' }));
    expect(app.location()).toBe('/e-donusum/irsaliye');
    expect(screen.queryByRole('dialog', { name: 'Takvim' })).toBeNull();
  });

  it('only logs a failing table: the others still show and no error appears', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    session({
      'tok-1/tables/e_fatura': () => ok({ records: [invoice(1, day(5))], all_records_count: 1 }),
      'tok-1/tables/gelen_efatura': () => fail('no.auth'),
      'tok-1/tables/e_irsaliye': () => ok({ records: [], all_records_count: 0 }),
      'tok-1/logError': () => ok({ message: 'success', id: 1 }),
    });
    const { dialog } = await openCalendar();
    expect(
      await within(dialog).findByRole('button', { name: 'e-Fatura DMT2026000000001' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(logged).toHaveBeenCalled());
    expect(String(logged.mock.calls[0][0])).toContain('gelen_efatura');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
