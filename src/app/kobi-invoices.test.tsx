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

// 000 §2's menu links /satis-faturalar, /alis-faturalar and /hizli-fis-fatura for the Kobi package: the
// small-business invoices' lists with their add and edit routes, and the quick receipt, a sales invoice form at
// its own route. The lists are the engine's; the form is a stand-in that shows which page and id it got.

vi.mock('../engine/page/index', async (load) => ({
  ...(await load<typeof import('../engine/page/index')>()),
  FormPage: ({ def, id }: { def: PageDefinition; id?: string }) => (
    <p>
      form:{def.table}:{id ?? 'yeni'}:{def.title}
    </p>
  ),
}));

configure({ asyncUtilTimeout: 5000 });
beforeEach(resetBrowserState);
afterEach(resetBrowserState);

const columnsOf = (table: string) =>
  Object.fromEntries(allColumns(findTable(table)!).map((c) => [c.name, publicMeta(c)]));

const KOBI_TABLES = ['cari_hesap', 'kobi_satis_fatura', 'kobi_alis_fatura'];

function session(info = userInfo({ packageId: 2, tables: KOBI_TABLES })) {
  tokenStore.set('tok-1');
  const list = (table: string, id: number, number: string, cari: string) => () =>
    ok({
      records: [
        {
          id,
          fatura_numarasi: number,
          fatura_tarihi: '2026-02-04',
          cari_hesap_id: cari,
          odenecek_tutar: '6534.70',
          kalan_odeme_tutari: '6534.70',
        },
      ],
      all_records_count: 1,
      pages: 1,
      columns: columnsOf(table),
      query_columns: columnsOf(table),
      table_info: { name: table, display_name: table },
    });
  return fakeApi({
    'tok-1/getLoggedInUserInfo': () => ok(info),
    'tok-1/tables/favoriler': () => ok({ records: [], all_records_count: 0 }),
    'tok-1/tables/kobi_satis_fatura': list('kobi_satis_fatura', 5, 'OGS2026000000001', 'Hasan Öztürk'),
    'tok-1/tables/kobi_alis_fatura': list('kobi_alis_fatura', 8, 'BRN2026000000214', 'Bornova Ambalaj'),
  });
}

describe('the Kobi package’s invoice routes', () => {
  it('are in the menu in the spec’s order and lead to the lists, their forms and the quick receipt', async () => {
    session();
    const user = userEvent.setup();
    const app = renderApp('/');
    const menu = await screen.findByRole('navigation', { name: 'Ana menü' });
    await within(menu).findByRole('link', { name: 'Satış Faturaları' });
    const entry = (name: string) => within(menu).getByRole('link', { name });
    const labels = within(menu)
      .getAllByRole('link')
      .map((l) => l.textContent);
    expect(labels.filter((l) => /Fatura|Fiş/.test(l ?? ''))).toEqual([
      'Satış Faturaları',
      'Alış Faturaları',
      'Hızlı Fiş / Fatura',
    ]);
    expect(entry('Satış Faturaları')).toHaveAttribute('href', '/satis-faturalar');
    expect(entry('Alış Faturaları')).toHaveAttribute('href', '/alis-faturalar');
    expect(entry('Hızlı Fiş / Fatura')).toHaveAttribute('href', '/hizli-fis-fatura');

    await user.click(entry('Satış Faturaları'));
    const main = await screen.findByRole('main');
    expect(await within(main).findByText('OGS2026000000001')).toBeInTheDocument();
    expect(within(main).getByRole('heading', { level: 1 })).toHaveTextContent('Satış Faturaları');
    expect(within(main).getByText('Hasan Öztürk')).toBeInTheDocument();
    expect(within(main).getByRole('link', { name: 'Ekle' })).toHaveAttribute('href', '/satis-faturalar/ekle');
    await user.click(within(main).getByRole('button', { name: 'Düzenle' }));
    expect(await screen.findByText('form:kobi_satis_fatura:5:Satış Faturaları')).toBeInTheDocument();
    expect(app.location()).toBe('/satis-faturalar/duzenle/5');
    expect(entry('Satış Faturaları')).toHaveAttribute('aria-current', 'page');

    await user.click(entry('Alış Faturaları'));
    expect(await within(await screen.findByRole('main')).findByText('BRN2026000000214')).toBeInTheDocument();
    await user.click(within(screen.getByRole('main')).getByRole('link', { name: 'Ekle' }));
    expect(await screen.findByText('form:kobi_alis_fatura:yeni:Alış Faturaları')).toBeInTheDocument();
    expect(app.location()).toBe('/alis-faturalar/ekle');

    // The quick receipt opens a new small-business sales invoice straight away; its entry alone is lit.
    await user.click(entry('Hızlı Fiş / Fatura'));
    expect(await screen.findByText('form:kobi_satis_fatura:yeni:Hızlı Fiş / Fatura')).toBeInTheDocument();
    expect(app.location()).toBe('/hizli-fis-fatura');
    expect(entry('Hızlı Fiş / Fatura')).toHaveAttribute('aria-current', 'page');
    expect(entry('Satış Faturaları')).not.toHaveAttribute('aria-current');

    const history = screen.getByRole('navigation', { name: 'Son ziyaret edilen sayfalar' });
    await waitFor(() =>
      expect(
        within(history)
          .getAllByRole('link')
          .map((l) => l.textContent),
      ).toEqual([
        'Satış Faturaları',
        'Satış Faturaları - Düzenle #5',
        'Alış Faturaları',
        'Alış Faturaları - Yeni Kayıt',
        'Hızlı Fiş / Fatura',
      ]),
    );
  });

  it('offer the quick receipt only to a user who may create small-business sales invoices', async () => {
    const info = userInfo({ packageId: 2, tables: KOBI_TABLES });
    info.auths.tables.kobi_satis_fatura = { lists: ['0'], shows: ['0'] };
    session(info);
    renderApp('/');
    const menu = await screen.findByRole('navigation', { name: 'Ana menü' });
    await within(menu).findByRole('link', { name: 'Satış Faturaları' });
    expect(within(menu).queryByRole('link', { name: 'Hızlı Fiş / Fatura' })).not.toBeInTheDocument();
  });

  it.each(['/satis-faturalar', '/alis-faturalar/ekle', '/hizli-fis-fatura'])(
    'answer %s with the 404 page for a company of another package',
    async (path) => {
      session(userInfo({ packageId: 4, tables: [...KOBI_TABLES, 'satis_fatura'] }));
      renderApp(path);
      expect(await screen.findByRole('heading', { name: 'Sayfa bulunamadı' })).toBeInTheDocument();
      const menu = screen.getByRole('navigation', { name: 'Ana menü' });
      expect(within(menu).queryByRole('link', { name: 'Hızlı Fiş / Fatura' })).not.toBeInTheDocument();
    },
  );
});
