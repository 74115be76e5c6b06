import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../../services/http';
import { getToasts, dismissToast } from '../../../../services/notify';
import { cariHesapColumns, column, demoTables } from '../../../../services/tables.fixtures';
import { createMemoryTables } from '../../../../services/tables.memory';
import { FieldPreview } from '../../FieldPreview/FieldPreview';
import { SEARCH_DEBOUNCE_MS } from './useSelectOptions';

const cols = cariHesapColumns();
const pick = (...names: string[]) => cols.filter((c) => names.includes(c.name));
const selectCalls = (tables: ReturnType<typeof createMemoryTables>) =>
  tables.calls
    .filter((c) => c.method === 'selectData')
    .map((c) => c.args as [string, Record<string, unknown>]);

function setup(names: string[], extra: Partial<Parameters<typeof FieldPreview>[0]> = {}) {
  const tables = extra.tables ?? createMemoryTables(demoTables());
  const onChange = vi.fn();
  render(
    <FieldPreview
      table="cari_hesap"
      columns={pick(...names)}
      tables={tables}
      onChange={onChange}
      {...extra}
    />,
  );
  return { tables: tables as ReturnType<typeof createMemoryTables>, onChange };
}

describe('SelectWidget', () => {
  afterEach(() => {
    vi.useRealTimers();
    getToasts().forEach((t) => dismissToast(t.id));
  });

  it('asks for everything with "***" on open and once per pause in typing', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { tables } = setup(['vergi_daireleri_id']);
    const box = screen.getByRole('combobox', { name: 'Vergi Dairesi' });
    await user.click(box);
    await screen.findByRole('option', { name: 'Seyhan Vergi Dairesi Müdürlüğü' });
    expect(selectCalls(tables)).toEqual([['vergi_daireleri_id', { search: '***', page: 1, limit: 50 }]]);
    await user.type(box, 'mer');
    expect(selectCalls(tables)).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS));
    await waitFor(() => expect(selectCalls(tables)).toHaveLength(2));
    expect(selectCalls(tables)[1][1]).toMatchObject({ search: 'mer', page: 1 });
    expect(await screen.findAllByRole('option')).toHaveLength(1);
    await user.clear(box);
    await act(() => vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS));
    await waitFor(() => expect(selectCalls(tables)).toHaveLength(3));
    expect(selectCalls(tables)[2][1]).toMatchObject({ search: '***' });
  });

  it('says "Veri bulunamadı" when nothing matches', async () => {
    setup(['vergi_daireleri_id']);
    const box = screen.getByRole('combobox', { name: 'Vergi Dairesi' });
    await userEvent.type(box, 'zzzz');
    expect(await screen.findByText('Veri bulunamadı')).toBeInTheDocument();
  });

  it('sends the parent column and value, and reloads when the parent changes', async () => {
    const { tables, onChange } = setup(['sehirler_id', 'ilceler_id'], {
      formData: { sehirler_id: 34, ilceler_id: 3401 },
      displays: { sehirler_id: 'İstanbul', ilceler_id: 'Kadıköy' },
    });
    const ilce = screen.getByRole('combobox', { name: 'İlçe' });
    expect(ilce).toHaveValue('Kadıköy');
    expect(selectCalls(tables)).toEqual([]);
    await userEvent.click(ilce);
    await screen.findByRole('option', { name: 'Beşiktaş' });
    expect(selectCalls(tables).at(-1)).toEqual([
      'ilceler_id',
      { search: '***', page: 1, limit: 50, upColumnName: 'sehirler_id', upColumnData: '34' },
    ]);
    await userEvent.click(screen.getByRole('combobox', { name: 'İl' }));
    await userEvent.click(await screen.findByRole('option', { name: 'İzmir' }));
    expect(onChange).toHaveBeenLastCalledWith({ sehirler_id: 35, ilceler_id: undefined });
    await userEvent.click(ilce);
    expect(await screen.findByRole('option', { name: 'Karşıyaka' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Beşiktaş' })).toBeNull();
    expect(selectCalls(tables).at(-1)?.[1]).toMatchObject({
      upColumnName: 'sehirler_id',
      upColumnData: '35',
    });
  });

  it('shows the server’s single disabled option while the parent is empty, and it cannot be chosen', async () => {
    const { tables, onChange } = setup(['sehirler_id', 'ilceler_id']);
    await userEvent.click(screen.getByRole('combobox', { name: 'İlçe' }));
    const hint = await screen.findByRole('option', { name: 'Lütfen önce İl seçiniz.' });
    expect(hint).toHaveAttribute('aria-disabled', 'true');
    expect(selectCalls(tables)[0][1]).toMatchObject({ upColumnName: 'sehirler_id', upColumnData: '' });
    await userEvent.click(hint);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('is keyboard operable: arrows move, Enter chooses, Escape closes', async () => {
    const { onChange } = setup(['vergi_daireleri_id']);
    const box = screen.getByRole('combobox', { name: 'Vergi Dairesi' });
    box.focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(box).toHaveAttribute('aria-expanded', 'true');
    await screen.findByRole('option', { name: 'Seyhan Vergi Dairesi Müdürlüğü' });
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(box.getAttribute('aria-activedescendant')).toBe(screen.getAllByRole('option')[1].id);
    await userEvent.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith({ vergi_daireleri_id: 2 });
    expect(box).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('{Escape}');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(box).toHaveValue('Çankaya Vergi Dairesi Müdürlüğü');
  });

  it('loads the next page when the list is scrolled to its end', async () => {
    const db = demoTables();
    db.vergi_daireleri.records = Array.from({ length: 120 }, (_, i) => ({
      id: i + 1,
      name_basic: `Vergi Dairesi ${i + 1}`,
    }));
    const { tables } = setup(['vergi_daireleri_id'], { tables: createMemoryTables(db) });
    await userEvent.click(screen.getByRole('combobox', { name: 'Vergi Dairesi' }));
    await screen.findByRole('option', { name: 'Vergi Dairesi 50' });
    expect(screen.getAllByRole('option')).toHaveLength(50);
    const list = screen.getByRole('listbox');
    Object.defineProperties(list, {
      scrollHeight: { value: 1000 },
      clientHeight: { value: 200 },
      scrollTop: { value: 800 },
    });
    fireEvent.scroll(list);
    await screen.findByRole('option', { name: 'Vergi Dairesi 100' });
    expect(selectCalls(tables).at(-1)?.[1]).toMatchObject({ page: 2 });
  });

  it('toasts the server’s message and clears the options when loading fails', async () => {
    const { tables } = setup(['vergi_daireleri_id']);
    tables.failNext('selectData', new ApiError('no.auth', 400));
    await userEvent.click(screen.getByRole('combobox', { name: 'Vergi Dairesi' }));
    expect(await screen.findByText('Veri bulunamadı')).toBeInTheDocument();
    expect(getToasts().map((t) => [t.kind, t.title, t.text])).toContainEqual([
      'error',
      'Hata',
      'Bu işlem için yetkiniz bulunmamaktadır.',
    ]);
  });

  it('chooses select:static options locally, without a call', async () => {
    const tables = createMemoryTables(demoTables());
    const onChange = vi.fn();
    const yon = column('kobi_alinan_satilan', 'Alınan / Satılan', 'select:static', {
      options: [
        { id: '0', text: 'Alınan' },
        { id: '1', text: 'Satılan' },
      ],
    });
    render(<FieldPreview table="kobi_siparis" columns={[yon]} tables={tables} onChange={onChange} />);
    await userEvent.click(screen.getByRole('combobox', { name: 'Alınan / Satılan' }));
    await userEvent.click(screen.getByRole('option', { name: 'Satılan' }));
    expect(onChange).toHaveBeenLastCalledWith({ kobi_alinan_satilan: '1' });
    expect(tables.calls).toEqual([]);
  });
});
