import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { column, demoTables, relation } from '../../../services/tables.fixtures';
import { createMemoryTables, type MemoryTables } from '../../../services/tables.memory';
import { EngineProvider } from '../../engine-context';
import type { PageDefinition } from '../../../../domain/pages/page.types';
import { ListPage } from './ListPage';

// Issue 16: a list's money columns get a totals row under the grid — the server's sums of every record the filters
// leave (all pages), one row per currency, tr-TR formatted with the currency's own symbol.

const def: PageDefinition = {
  table: 'giderler',
  route: '/giderler',
  title: 'Giderler',
  listColumns: ['gider_adi', 'tutar', 'para_birimi_id', 'odendi'],
  listTotals: { columns: ['tutar'], by: 'para_birimi_id' },
};

/** 30 expenses (two pages of 25): 28 in lira of 0.10 each plus 1,000,000; one in dollars; one in euros. */
function tables(): MemoryTables {
  const records = [
    ...Array.from({ length: 28 }, (_, i) => ({
      id: i + 1,
      gider_adi: `Kırtasiye ${i + 1}`,
      tutar: '0.10',
      para_birimi_id: 1,
    })),
    { id: 29, gider_adi: 'Sunucu', tutar: '1250.50', para_birimi_id: 2, odendi: '1' },
    { id: 30, gider_adi: 'Kira', tutar: '1000000', para_birimi_id: 1, odendi: '0' },
  ];
  return createMemoryTables({
    ...demoTables(),
    giderler: {
      display_name: 'Giderler',
      display_column: 'gider_adi',
      columns: [
        column('gider_adi', 'Gider Adı*', 'string'),
        column('tutar', 'Tutar*', 'money', { format: 'money', scale: 2 }),
        relation('para_birimi_id', 'Para Birimi', 'para_birimleri', { default: 1 }),
        column('odendi', 'Ödendi', 'boolean'),
      ],
      records,
    },
  });
}

function setup(t: MemoryTables) {
  render(
    <EngineProvider tables={t}>
      <MemoryRouter initialEntries={['/giderler']}>
        <Routes>
          <Route path="/giderler" element={<ListPage def={def} />} />
        </Routes>
      </MemoryRouter>
    </EngineProvider>,
  );
}

/** The pinned rows under the grid: their cells' texts by column. */
function totalsShown(): Record<string, string>[] {
  return [...document.querySelectorAll('.ag-grid-pinned-bottom-rows .ag-row')].map((row) =>
    Object.fromEntries(
      [...row.querySelectorAll('[role="gridcell"][col-id]')]
        .filter((c) => c.getAttribute('col-id') !== '__actions')
        .map((c) => [c.getAttribute('col-id')!, c.textContent ?? '']),
    ),
  );
}

describe('the totals row of a list', () => {
  it('asks the server for the definition’s sums and shows one row per currency, over every page', async () => {
    const t = tables();
    setup(t);
    await screen.findByText('Kira');
    expect(t.calls.filter((c) => c.method === 'list').at(-1)?.args[0]).toMatchObject({
      totals: ['tutar'],
      totals_by: 'para_birimi_id',
    });
    // 25 rows on the page, yet the sums are of all 30: 28 × 0,10 + 1.000.000 liras, 1.250,50 dollars.
    expect(
      document.querySelectorAll('.ag-row:not(.ag-row-pinned) [role="gridcell"][col-id="gider_adi"]').length,
    ).toBe(25);
    await waitFor(() =>
      expect(totalsShown()).toEqual([
        { gider_adi: 'Toplam', tutar: '₺1.000.002,80', para_birimi_id: '', odendi: '' },
        { gider_adi: 'Toplam', tutar: '$1.250,50', para_birimi_id: '', odendi: '' },
      ]),
    );
    // The totals rows carry no Detay / Düzenle / Sil.
    expect(document.querySelector('.ag-grid-pinned-bottom-rows .df-row-actions')).toBeNull();
  });

  it('follows the filter: the sums of the filtered set only', async () => {
    const t = tables();
    setup(t);
    await screen.findByText('Kira');
    const header = document.querySelector('[role="columnheader"][col-id="gider_adi"]')!;
    await userEvent.click(header.querySelector('.ag-header-cell-filter-button') as HTMLElement);
    const form = await screen.findByRole('form', { name: 'Gider Adı filtresi' });
    await userEvent.selectOptions(within(form).getByLabelText('Koşul'), 'İle başlar');
    await userEvent.type(within(form).getByLabelText('Değer'), 'Kira{Enter}');
    await waitFor(() =>
      expect(t.calls.filter((c) => c.method === 'list').at(-1)?.args[0]).toMatchObject({
        filters: { gider_adi: { filter: 'Kira' } },
        totals: ['tutar'],
      }),
    );
    await waitFor(() =>
      expect(totalsShown()).toEqual([
        { gider_adi: 'Toplam', tutar: '₺1.000.000,00', para_birimi_id: '', odendi: '' },
      ]),
    );
  });

  it('shows no totals row on a list whose definition sums nothing', async () => {
    const t = tables();
    render(
      <EngineProvider tables={t}>
        <MemoryRouter initialEntries={['/giderler']}>
          <Routes>
            <Route path="/giderler" element={<ListPage def={{ ...def, listTotals: undefined }} />} />
          </Routes>
        </MemoryRouter>
      </EngineProvider>,
    );
    await screen.findByText('Kira');
    expect(t.calls.find((c) => c.method === 'list')?.args[0]).not.toHaveProperty('totals');
    expect(totalsShown()).toEqual([]);
  });
});
