import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CustomCellRendererProps } from 'ag-grid-react';
import { describe, expect, it, vi } from 'vitest';
import { RowActions, type RowActionsContext } from './RowActions';

// The row buttons of a list: a shared table's global row (GİB's "Adet" beside a company's own "Koli") is read
// by everyone and edited by no one, so it offers Detay only.

type Props = CustomCellRendererProps<Record<string, unknown>, unknown, RowActionsContext>;

function setup(data: Record<string, unknown>) {
  const context = { onEdit: vi.fn(), onDelete: vi.fn(), onDetail: vi.fn() };
  render(<RowActions {...({ data, context } as unknown as Props)} />);
  return context;
}
const buttons = () => screen.getAllByRole('button').map((b) => b.textContent);

describe('RowActions', () => {
  it("offers Detay, Düzenle and Sil on a company's own row", async () => {
    const context = setup({ id: 1001, name_basic: 'Koli', department_id: 4 });
    expect(buttons()).toEqual(['Detay', 'Düzenle', 'Sil']);
    await userEvent.click(screen.getByRole('button', { name: 'Düzenle' }));
    expect(context.onEdit).toHaveBeenCalledWith('1001');
  });

  it('offers only Detay on a global reference row (no company)', async () => {
    const context = setup({ id: 1, name_basic: 'Adet', department_id: null });
    expect(buttons()).toEqual(['Detay']);
    await userEvent.click(screen.getByRole('button', { name: 'Detay' }));
    expect(context.onDetail).toHaveBeenCalledWith('1');
  });

  it('keeps every button on rows that carry no company column at all', () => {
    setup({ id: 3, cari_hesap_adi: 'Yıldız Gıda' });
    expect(buttons()).toEqual(['Detay', 'Düzenle', 'Sil']);
  });
});
