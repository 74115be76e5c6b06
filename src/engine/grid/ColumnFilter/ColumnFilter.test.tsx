import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ColumnMeta, Filter } from '../../../../domain/api/contract';
import { column, demoTables, tahsilatColumns } from '../../../services/tables.fixtures';
import { createMemoryTables } from '../../../services/tables.memory';
import { EngineProvider } from '../../engine-context';
import { ColumnFilter } from './ColumnFilter';

const cols = Object.fromEntries(tahsilatColumns().map((c) => [c.name, c]));

function setup(c: ColumnMeta, model: Filter | null = null) {
  const onApply = vi.fn();
  const tables = createMemoryTables(demoTables());
  render(
    <EngineProvider tables={tables}>
      <ColumnFilter column={c} table="tahsilat_islem" model={model} onApply={onApply} />
    </EngineProvider>,
  );
  return { onApply, tables };
}

describe('ColumnFilter', () => {
  it('offers the text operators and sends the chosen one', async () => {
    const { onApply } = setup(cols.belge_no);
    const op = screen.getByLabelText('Koşul');
    expect([...op.querySelectorAll('option')].map((o) => o.textContent)).toEqual([
      'İçerir',
      'İle başlar',
      'İle biter',
      'Eşittir',
      'İçermez',
      'Boş',
      'Boş değil',
    ]);
    await userEvent.selectOptions(op, 'İçermez');
    await userEvent.type(screen.getByLabelText('Değer'), 'THS{Enter}');
    expect(onApply).toHaveBeenCalledWith({ type: 5, guiType: 'string', filter: 'THS' });
  });

  it('compares money as a decimal string, a typed comma becoming a dot', async () => {
    const { onApply } = setup(cols.tutar);
    await userEvent.selectOptions(screen.getByLabelText('Koşul'), 'Büyüktür');
    await userEvent.type(screen.getByLabelText('Değer'), '1000,50x');
    await userEvent.click(screen.getByRole('button', { name: 'Uygula' }));
    expect(onApply).toHaveBeenCalledWith({ type: 4, guiType: 'money', filter: '1000.50' });
  });

  it('asks a second date for "Arasında"', async () => {
    const { onApply } = setup(cols.islem_tarihi);
    await userEvent.selectOptions(screen.getByLabelText('Koşul'), 'Arasında');
    await userEvent.type(screen.getByLabelText('Değer'), '2026-02-01');
    await userEvent.type(screen.getByLabelText('İkinci değer'), '2026-02-28');
    await userEvent.click(screen.getByRole('button', { name: 'Uygula' }));
    expect(onApply).toHaveBeenCalledWith({
      type: 4,
      guiType: 'date',
      filter: '2026-02-01',
      filter2: '2026-02-28',
    });
  });

  it('filters booleans by Evet / Hayır as "1" / "0"', async () => {
    const { onApply } = setup(cols.kdv_dahil_buton);
    await userEvent.selectOptions(screen.getByLabelText('Değer'), 'Hayır');
    await userEvent.click(screen.getByRole('button', { name: 'Uygula' }));
    expect(onApply).toHaveBeenCalledWith({ type: 1, guiType: 'boolean', filter: '0' });
  });

  it('sends empty / not empty without a value, and Temizle removes the filter', async () => {
    const { onApply } = setup(column('aciklama', 'Açıklama', 'text'), {
      type: 1,
      guiType: 'text',
      filter: 'hak',
    });
    expect(screen.getByLabelText('Değer')).toHaveValue('hak');
    await userEvent.selectOptions(screen.getByLabelText('Koşul'), 'Boş değil');
    expect(screen.queryByLabelText('Değer')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Uygula' }));
    expect(onApply).toHaveBeenLastCalledWith({ type: 101, guiType: 'text' });
    await userEvent.click(screen.getByRole('button', { name: 'Temizle' }));
    expect(onApply).toHaveBeenLastCalledWith(null);
  });

  it('chooses any of several related records through select data', async () => {
    const { onApply, tables } = setup(cols.cari_hesap_id, { type: 1, guiType: 'select', filter: [1] });
    expect(await screen.findByRole('checkbox', { name: 'Yıldız Gıda' })).toBeChecked();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Ege Tekstil' }));
    await userEvent.click(screen.getByRole('button', { name: 'Uygula' }));
    expect(onApply).toHaveBeenCalledWith({ type: 1, guiType: 'select', filter: [1, 3] });
    expect(tables.calls[0]).toMatchObject({
      method: 'selectData',
      table: 'tahsilat_islem',
      args: ['cari_hesap_id', { search: '***' }],
    });
  });
});
