import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getDefaultStore } from 'jotai';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { userInfo } from '../../../app/testing/fake-api';
import { demoTables } from '../../../services/tables.fixtures';
import { createMemoryTables } from '../../../services/tables.memory';
import { userInfoAtom } from '../../../state/session';
import { EngineProvider } from '../../engine-context';
import { ListPage } from '../../page/ListPage/ListPage';
import type { PageDefinition } from '../../../../domain/pages/page.types';

// Admin mode on a list page (issue 15): the params sent, the answer, the column metadata, the filters in words.

const store = getDefaultStore();
const def: PageDefinition = {
  table: 'cari_hesap',
  route: '/cari-hesaplar',
  title: 'Cari Hesaplar',
  listColumns: ['cari_hesap_adi', 'tc', 'sehirler_id'],
};

function open() {
  const tables = createMemoryTables(demoTables());
  render(
    <EngineProvider tables={tables}>
      <MemoryRouter initialEntries={['/cari-hesaplar']}>
        <ListPage def={def} filters={{ cari_hesap_adi: { type: 2, guiType: 'string', filter: 'Ş' } }} />
      </MemoryRouter>
    </EngineProvider>,
  );
  return tables;
}

const viewer = (title: string) => screen.getByLabelText(title, { selector: 'pre' });
const panel = () => screen.getByRole('complementary', { name: 'Yönetici görünümü' });

beforeEach(() => localStorage.clear());
afterEach(() => store.set(userInfoAtom, null));

describe('admin mode on a list page', () => {
  it('is not there for a user who is not an admin, even with the stored flag', async () => {
    localStorage.setItem('defter.adminMode', '1');
    store.set(userInfoAtom, userInfo({ isAdmin: false }));
    open();
    await screen.findByText('Şükrü Işık');
    expect(screen.queryByRole('complementary', { name: 'Yönetici görünümü' })).toBeNull();
  });

  it('shows the params as sent, the filters and order in words, the answer and the columns as the server sent them', async () => {
    localStorage.setItem('defter.adminMode', '1');
    store.set(userInfoAtom, userInfo({ isAdmin: true }));
    const tables = open();
    await screen.findByText('Şükrü Işık');
    const sent = () => tables.calls.filter((c) => c.method === 'list').at(-1)!.args[0];
    await waitFor(() =>
      expect(JSON.parse(viewer('Gönderilen liste parametreleri').textContent!)).toEqual(sent()),
    );
    const echo = within(panel()).getByRole('list', { name: 'Filtreler' });
    expect(
      within(echo)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Cari Hesap Adı "Ş" ile başlar']);
    expect(within(panel()).getByText('en yeni kayıt önce (id azalan, varsayılan)')).toBeInTheDocument();
    expect(within(panel()).getByText('Sayfa 1 / 1, sayfa başına 25 kayıt · 1 kayıt')).toBeInTheDocument();
    expect(JSON.parse(viewer('Liste yanıtı').textContent!)).toMatchObject({ all_records_count: 1, pages: 1 });
    const columns = JSON.parse(viewer('Sütun bilgileri').textContent!) as Record<
      string,
      { display_name: string }
    >;
    expect(columns.cari_hesap_adi.display_name).toMatch(/^Cari Hesap Adı/);
    expect(Object.keys(JSON.parse(viewer('Sorgu sütunları').textContent!))).toContain('cari_hesap_adi');

    // The user's sort goes into the next request, and the panel follows it.
    const header = screen.getByRole('columnheader', { name: /Cari Hesap Adı/ });
    await userEvent.click(within(header).getByText('Cari Hesap Adı'));
    await waitFor(() => expect(within(panel()).getByText('Cari Hesap Adı artan')).toBeInTheDocument());
    expect(JSON.parse(viewer('Gönderilen liste parametreleri').textContent!)).toEqual(sent());
    expect(sent()).toMatchObject({ sorts: { cari_hesap_adi: true } });
  });
});
