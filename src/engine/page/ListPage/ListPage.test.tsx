import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../../services/http';
import { dismissToast, getConfirms, getToasts } from '../../../services/notify';
import { demoTables } from '../../../services/tables.fixtures';
import { createMemoryTables, type MemoryTables } from '../../../services/tables.memory';
import { EngineProvider } from '../../engine-context';
import type { PageDefinition } from '../../../../domain/pages/page.types';
import { ListPage } from './ListPage';

const def: PageDefinition = {
  table: 'cari_hesap',
  route: '/cari-hesaplar',
  title: 'Cari Hesaplar',
  listColumns: ['cari_hesap_adi', 'tc', 'vergi_daireleri_id', 'sehirler_id', 'cari_tipi'],
};

function Where() {
  return <div data-testid="where">{useLocation().pathname}</div>;
}

function setup(tables: MemoryTables = createMemoryTables(demoTables())) {
  render(
    <EngineProvider tables={tables}>
      <MemoryRouter initialEntries={['/cari-hesaplar']}>
        <Routes>
          <Route path="/cari-hesaplar" element={<ListPage def={def} />} />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </EngineProvider>,
  );
  return tables;
}
const lastList = (t: MemoryTables) => t.calls.filter((c) => c.method === 'list').at(-1)?.args[0];

describe('ListPage', () => {
  afterEach(() => getToasts().forEach((t) => dismissToast(t.id)));

  it('renders the server page: rows, headers, relation texts and the total', async () => {
    const tables = setup();
    expect(await screen.findByText('Yıldız Gıda')).toBeInTheDocument();
    expect(screen.getByText('Kozyatağı Vergi Dairesi Müdürlüğü')).toBeInTheDocument();
    expect(screen.getByText('Toplam 4 kayıt')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: /Cari Hesap Adı/ })).toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: /E-posta/ })).toBeNull();
    expect(lastList(tables)).toEqual({
      page: 1,
      limit: 25,
      column_array_id: '0',
      column_array_id_query: '0',
      sorts: {},
      filters: {},
    });
  });

  it('sorts on the server when a header is clicked: ascending, then descending', async () => {
    const tables = setup();
    await screen.findByText('Yıldız Gıda');
    const header = screen.getByRole('columnheader', { name: /Cari Hesap Adı/ });
    await userEvent.click(within(header).getByText('Cari Hesap Adı'));
    await waitFor(() => expect(lastList(tables)).toMatchObject({ sorts: { cari_hesap_adi: true }, page: 1 }));
    await waitFor(() =>
      expect(firstCells()).toEqual(['Ahmet Çelik', 'Ege Tekstil', 'Şükrü Işık', 'Yıldız Gıda']),
    );
    await userEvent.click(within(header).getByText('Cari Hesap Adı'));
    await waitFor(() => expect(lastList(tables)).toMatchObject({ sorts: { cari_hesap_adi: false } }));
    await waitFor(() => expect(firstCells()[0]).toBe('Yıldız Gıda'));
  });

  it('filters on the server with the contract’s filter of the column kind', async () => {
    const tables = setup();
    await screen.findByText('Yıldız Gıda');
    await openFilter('cari_hesap_adi');
    const form = await screen.findByRole('form', { name: 'Cari Hesap Adı filtresi' });
    await userEvent.selectOptions(within(form).getByLabelText('Koşul'), 'İle başlar');
    await userEvent.type(within(form).getByLabelText('Değer'), 'şük{Enter}');
    await waitFor(() =>
      expect(lastList(tables)).toMatchObject({
        filters: { cari_hesap_adi: { type: 2, guiType: 'string', filter: 'şük' } },
      }),
    );
    await waitFor(() => expect(firstCells()).toEqual(['Şükrü Işık']));
    expect(screen.getByText('Toplam 1 kayıt')).toBeInTheDocument();
  });

  it('filters a select column by any of the chosen values from select data', async () => {
    const tables = setup();
    await screen.findByText('Yıldız Gıda');
    await openFilter('sehirler_id');
    const form = await screen.findByRole('form', { name: 'İl filtresi' });
    await userEvent.click(await within(form).findByRole('checkbox', { name: 'İstanbul' }));
    await userEvent.click(within(form).getByRole('checkbox', { name: 'Ankara' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Uygula' }));
    await waitFor(() =>
      expect(lastList(tables)).toMatchObject({
        filters: { sehirler_id: { type: 1, guiType: 'select', filter: [34, 6] } },
      }),
    );
    await waitFor(() => expect(firstCells()).toEqual(['Ahmet Çelik', 'Yıldız Gıda']));
  });

  it('pages on the server with the chosen page size', async () => {
    const db = demoTables();
    db.cari_hesap.records = Array.from({ length: 60 }, (_, i) => ({
      id: i + 1,
      cari_hesap_adi: `Cari ${i + 1}`,
      tc: '1234567890',
    }));
    const tables = setup(createMemoryTables(db));
    await screen.findByText('Cari 60');
    expect(screen.getByText('Toplam 60 kayıt')).toBeInTheDocument();
    expect(screen.getByText('Sayfa 1 / 3')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Sonraki sayfa' }));
    await screen.findByText('Cari 35');
    expect(lastList(tables)).toMatchObject({ page: 2, limit: 25 });
    await userEvent.selectOptions(screen.getByLabelText('Sayfa başına kayıt'), '50');
    await screen.findByText('Sayfa 1 / 2');
    expect(lastList(tables)).toMatchObject({ page: 1, limit: 50 });
  });

  it('deletes a row after "Evet", refreshes and says so', async () => {
    const tables = setup();
    await screen.findByText('Ege Tekstil');
    await userEvent.click(within(rowOf('Ege Tekstil')).getByRole('button', { name: 'Sil' }));
    const ask = getConfirms().at(-1)!;
    expect([ask.text, ask.yes, ask.no]).toEqual([
      'Seçili veriyi silmek istediğinize emin misiniz!',
      'Evet',
      'Vazgeç',
    ]);
    ask.resolve(true);
    await waitFor(() => expect(screen.queryByText('Ege Tekstil')).toBeNull());
    expect(tables.calls.find((c) => c.method === 'delete')?.args).toEqual(['3']);
    expect(getToasts().map((t) => [t.kind, t.text])).toContainEqual([
      'success',
      'Silme işlemi başarıyla gerçekleşti.',
    ]);
    expect(screen.getByText('Toplam 3 kayıt')).toBeInTheDocument();
  });

  it('keeps the row after "Vazgeç" and says the deletion was cancelled', async () => {
    const tables = setup();
    await screen.findByText('Ege Tekstil');
    await userEvent.click(within(rowOf('Ege Tekstil')).getByRole('button', { name: 'Sil' }));
    getConfirms().at(-1)!.resolve(false);
    await waitFor(() => expect(getToasts().map((t) => t.text)).toContain('Silmekten vazgeçildi.'));
    expect(tables.calls.some((c) => c.method === 'delete')).toBe(false);
    expect(screen.getByText('Ege Tekstil')).toBeInTheDocument();
  });

  it.each([
    ['fail.in.use', 'Bu kayıt başka kayıtlarda kullanıldığı için silinemez.'],
    [
      'Bu cari hesap faturalarda kullanıldığı için silinemez.',
      'Bu cari hesap faturalarda kullanıldığı için silinemez.',
    ],
    ['fail.something.new', 'Silme işlemi başarısız.'],
  ])('a delete the server refuses with %s shows "%s"', async (reason, text) => {
    const tables = setup();
    await screen.findByText('Ege Tekstil');
    tables.failNext('delete', new ApiError(reason, 400));
    await userEvent.click(within(rowOf('Ege Tekstil')).getByRole('button', { name: 'Sil' }));
    getConfirms().at(-1)!.resolve(true);
    await waitFor(() => expect(getToasts().map((t) => [t.kind, t.text])).toContainEqual(['error', text]));
    expect(getToasts().filter((t) => t.kind === 'error')).toHaveLength(1);
    expect(screen.getByText('Ege Tekstil')).toBeInTheDocument();
  });

  it('opens a row from Düzenle', async () => {
    setup();
    await screen.findByText('Ege Tekstil');
    await userEvent.click(within(rowOf('Ege Tekstil')).getByRole('button', { name: 'Düzenle' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/cari-hesaplar/duzenle/3');
  });

  it('opens the add page from Ekle', async () => {
    setup();
    await userEvent.click(await screen.findByRole('link', { name: 'Ekle' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/cari-hesaplar/ekle');
  });

  it('opens a row with Enter on a focused cell', async () => {
    setup();
    const cell = await screen.findByText('Şükrü Işık');
    (cell.closest('[role="gridcell"]') as HTMLElement).focus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByTestId('where')).toHaveTextContent('/cari-hesaplar/duzenle/4');
  });
});

function rowOf(text: string): HTMLElement {
  return screen.getByText(text).closest('[role="row"]') as HTMLElement;
}

/** The names in display order (AG Grid keeps DOM order and positions rows by row-index). */
function firstCells(): string[] {
  const rowIndex = (c: Element) => Number(c.closest('[role="row"]')?.getAttribute('row-index'));
  return [...document.querySelectorAll('[role="gridcell"][col-id="cari_hesap_adi"]')]
    .sort((a, b) => rowIndex(a) - rowIndex(b))
    .map((c) => c.textContent ?? '');
}

async function openFilter(colId: string) {
  const header = document.querySelector(`[role="columnheader"][col-id="${colId}"]`)!;
  await userEvent.click(header.querySelector('.ag-header-cell-filter-button') as HTMLElement);
}
