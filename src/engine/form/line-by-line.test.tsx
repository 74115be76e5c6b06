import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { SaveResult } from '../../../domain/api/contract';
import { ConfirmHost } from '../popups/ConfirmHost/ConfirmHost';
import { dismissToast, getToasts } from '../../services/notify';
import type { FieldValues, TableClient } from '../../services/tables';
import { createMemoryTables } from '../../services/tables.memory';
import { invoiceTables } from '../lines/fixtures/invoice-fixtures';
import { invoicePage } from '../lines/fixtures/invoice-page';
import { PagePreview } from '../page/PagePreview/PagePreview';
import type { PageDefinition } from '../../../domain/pages/page.types';

// The engine's line-by-line mode (002 §4, `lines.mode: 'rows'`), proven on the sales invoice page: the header is
// saved without its lines and totals, then each changed line through the line table; a failed line is marked on
// its cells and the form stays; the next save writes only what is still unsaved and then leaves.

const rowsPage: PageDefinition = { ...invoicePage, lines: { ...invoicePage.lines!, mode: 'rows' } };

type Call = { method: string; table: string; id?: string; fields?: FieldValues };

/** The memory tables, with the invoice's three line rows (ids 11–13) and line writes answered by `answer`. */
function client(answer: (call: Call) => SaveResult) {
  const memory = createMemoryTables(invoiceTables());
  const calls: Call[] = [];
  const tables: TableClient = {
    ...memory,
    list: async (table, params) => {
      if (table !== 'satis_fatura_hizmet') return memory.list(table, params);
      calls.push({ method: 'list', table });
      return {
        records: [{ id: 11 }, { id: 12 }, { id: 13 }],
        all_records_count: 3,
        pages: 1,
        columns: {},
        query_columns: {},
        table_info: { name: 'satis_fatura_hizmet', display_name: 'Satış Faturası Satırları' },
      };
    },
    update: async (table, id, fields) => {
      const call = { method: 'update', table, id: String(id), fields };
      calls.push(call);
      return table === 'satis_fatura' ? { message: 'success', id: Number(id) } : answer(call);
    },
    store: async (table, fields) => {
      const call = { method: 'store', table, fields };
      calls.push(call);
      return answer(call);
    },
    delete: async (table, id) => {
      calls.push({ method: 'delete', table, id: String(id) });
      return { message: 'success' };
    },
  };
  return { tables, calls };
}

const cell = (row: number, column: string) =>
  document.querySelector<HTMLElement>(`.df-lines__grid [row-index="${row}"] [col-id="${column}"]`);
const editor = () => document.activeElement as HTMLInputElement;
const address = () => screen.getByTestId('address').textContent;

describe('line-by-line save (lines.mode: rows)', () => {
  beforeAll(() => import('../lines/LineField/LineField'), 30_000);
  // jsdom lays nothing out: AG Grid hides a popup editor whose cell has an empty rectangle.
  const rect = vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(() => ({
    x: 10,
    y: 10,
    top: 10,
    left: 10,
    bottom: 50,
    right: 210,
    width: 200,
    height: 40,
    toJSON: () => ({}),
  }));
  afterAll(() => rect.mockRestore());
  afterEach(() => getToasts().forEach((t) => dismissToast(t.id)));

  it('marks a failed line in the grid and does not redirect; the next save sends only that line, then leaves', async () => {
    let refuse = true;
    const { tables, calls } = client(() =>
      refuse
        ? { message: 'error', errors: { miktar: ['Miktar en fazla 1.000 değerini almalıdır.'] } }
        : { message: 'success', id: 12 },
    );
    const user = userEvent.setup();
    render(
      <PagePreview
        def={rowsPage}
        tables={tables}
        path="/satis-faturalari/duzenle/1"
        history={['/satis-faturalari']}
      >
        <ConfirmHost />
      </PagePreview>,
    );
    await waitFor(() => expect(cell(2, 'miktar')?.textContent).toBe('1'), { timeout: 15_000 });
    // The second line: 5000 instead of its quantity.
    await user.click(cell(1, 'miktar')!);
    await user.keyboard('5');
    await waitFor(() => expect(editor().tagName).toBe('INPUT'));
    await user.keyboard('000{Tab}');
    await user.click(screen.getByRole('button', { name: 'Kaydet' }));

    await waitFor(() => expect(cell(1, 'miktar')).toHaveClass('df-line-cell--error'));
    expect(cell(1, 'miktar')?.textContent).toContain('Miktar en fazla 1.000 değerini almalıdır.');
    expect(getToasts().map((t) => t.text)).toContain('2. satır: Miktar en fazla 1.000 değerini almalıdır.');
    expect(address()).toBe('/satis-faturalari/duzenle/1');
    // The header first, without its lines and the totals the lines make; then only the changed line.
    const header = calls.find((c) => c.table === 'satis_fatura')!.fields!;
    expect(header).toMatchObject({ fatura_numarasi: expect.any(String), fatura_tipi_id: '3' });
    expect(header).not.toHaveProperty('mal_hizmet_json');
    expect(header).not.toHaveProperty('odenecek_tutar');
    const lineWrites = calls.filter((c) => c.table === 'satis_fatura_hizmet' && c.method !== 'list');
    expect(lineWrites.map((c) => [c.method, c.id])).toEqual([['update', '12']]);
    expect(lineWrites[0].fields).toMatchObject({ miktar: '5000', satis_fatura_id: '1' });

    refuse = false;
    calls.length = 0;
    await user.click(screen.getByRole('button', { name: 'Kaydet' }));
    await waitFor(() => expect(address()).toBe('/satis-faturalari'));
    expect(
      calls
        .filter((c) => c.table === 'satis_fatura_hizmet' && c.method !== 'list')
        .map((c) => [c.method, c.id]),
    ).toEqual([['update', '12']]);
    await act(async () => undefined);
  }, 60_000);
});
