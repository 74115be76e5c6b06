import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dismissToast, getToasts } from '../../../../services/notify';
import { demoTables } from '../../../../services/tables.fixtures';
import { createMemoryTables } from '../../../../services/tables.memory';
import { EngineProvider } from '../../../engine-context';
import { closeAllModals, openRecordModal } from '../index';
import { ModalHost } from '../ModalHost/ModalHost';

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function setup() {
  const tables = createMemoryTables(demoTables());
  render(
    <EngineProvider tables={tables}>
      <MemoryRouter initialEntries={['/liste', '/kasa/duzenle/1']} initialIndex={1}>
        <Where />
        <ModalHost />
      </MemoryRouter>
    </EngineProvider>,
  );
  return tables;
}

describe('openRecordModal', () => {
  afterEach(() => {
    act(() => closeAllModals());
    getToasts().forEach((t) => dismissToast(t.id));
  });

  it('creates a record of the related table in the centre modal and reports its id, staying on the page', async () => {
    const tables = setup();
    const onSaved = vi.fn();
    act(() => void openRecordModal({ table: 'kasa_karti', mode: 'create', onSaved }));
    const dialog = await screen.findByRole('dialog', { name: 'Kasa - Yeni Kayıt' });
    // The first opening loads the form's chunk.
    await userEvent.type(await screen.findByLabelText('Kasa Tanımı', {}, { timeout: 8000 }), 'Şube Kasası');
    await userEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(3));
    expect(dialog).not.toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent('/kasa/duzenle/1');
    expect(tables.calls.find((c) => c.method === 'store')?.args[0]).toMatchObject({
      kasa_tanımı: 'Şube Kasası',
    });
  });

  it('shows a record read-only, without a save button', async () => {
    setup();
    act(() => void openRecordModal({ table: 'kasa_karti', id: 1, mode: 'show' }));
    await screen.findByRole('dialog', { name: 'Kasa' });
    const name = await screen.findByLabelText('Kasa Tanımı');
    await waitFor(() => expect(name).toHaveValue('Merkez Kasa'));
    expect(name).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Kaydet' })).toBeNull();
  });

  it('closes itself when the record cannot be loaded, instead of leaving the page', async () => {
    setup();
    act(() => void openRecordModal({ table: 'kasa_karti', id: 99, mode: 'edit' }));
    await screen.findByRole('dialog', { name: 'Kasa - Düzenle' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(getToasts().map((t) => t.text)).toContain('Kayıt bulunamadı.');
    expect(screen.getByTestId('where')).toHaveTextContent('/kasa/duzenle/1');
  });

  it('gives its form ids of its own, so that each label names the input of its own form', async () => {
    setup();
    act(() => void openRecordModal({ table: 'kasa_karti', id: 1, mode: 'edit' }));
    act(() => void openRecordModal({ table: 'kasa_karti', mode: 'create' }));
    await waitFor(() => expect(screen.getAllByLabelText('Kasa Tanımı')).toHaveLength(2), { timeout: 8000 });
    const ids = [...document.querySelectorAll('input, textarea')].map((e) => e.id).filter(Boolean);
    expect(new Set(ids).size).toBe(ids.length);
    for (const label of screen.getAllByText<HTMLLabelElement>('Kasa Tanımı', { selector: 'label' }))
      expect(document.getElementById(label.htmlFor)?.closest('[role="dialog"]')).toBe(
        label.closest('[role="dialog"]'),
      );
  });
});
