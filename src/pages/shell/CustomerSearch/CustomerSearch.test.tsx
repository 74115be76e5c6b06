import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, ok, userInfo } from '../../../app/testing/fake-api';
import { renderApp } from '../../../app/testing/render-app';
import { resetBrowserState } from '../../../app/testing/reset';
import { tokenStore } from '../../../services/http';

configure({ asyncUtilTimeout: 5000 });
beforeEach(resetBrowserState);
afterEach(resetBrowserState);

const SEARCH = 'tok-1/tables/cari_hesap';

function session() {
  tokenStore.set('tok-1');
  return fakeApi({
    'tok-1/getLoggedInUserInfo': () => ok(userInfo()),
    [SEARCH]: () =>
      ok({
        records: [
          { id: 7, cari_hesap_adi: 'Akdeniz Gıda Pazarlama', unvan: 'Akdeniz Gıda Pazarlama A.Ş.' },
          { id: 9, cari_hesap_adi: 'Ege Gıda', tc: '4540536920' },
        ],
        all_records_count: 2,
      }),
  });
}

describe('the customer-account search', () => {
  it('does nothing on an empty or blank search', async () => {
    const api = session();
    const user = userEvent.setup();
    renderApp('/');
    const box = await screen.findByRole('combobox', { name: 'Cari hesap ara' });
    await user.click(box);
    await user.keyboard('{Enter}');
    await user.type(box, '   {Enter}');
    await new Promise((r) => setTimeout(r, 400));
    expect(api.sent(SEARCH)).toHaveLength(0);
    expect(box).toHaveAttribute('aria-expanded', 'false');
  });

  it('sends the contract’s contains filter on cari_hesap_adi, limit 100, and opens the chosen account', async () => {
    const api = session();
    const user = userEvent.setup();
    const app = renderApp('/');
    const box = await screen.findByRole('combobox', { name: 'Cari hesap ara' });
    await user.type(box, 'gıda{Enter}');
    const list = await screen.findByRole('listbox', { name: 'Cari hesap sonuçları' });
    await waitFor(() => expect(within(list).getAllByRole('option')).toHaveLength(2));
    expect(api.sent(SEARCH).at(-1)!.body).toEqual({
      params: {
        page: 1,
        limit: 100,
        column_array_id: '0',
        column_array_id_query: '0',
        sorts: {},
        filters: { cari_hesap_adi: { type: 1, guiType: 'string', filter: 'gıda' } },
      },
    });
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(app.location()).toBe('/cari-hesaplar/duzenle/9');
    expect(box).toHaveValue('');
  });
});
