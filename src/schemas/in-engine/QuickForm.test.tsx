import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getDefaultStore } from 'jotai';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { userInfo } from '../../app/testing/fake-api';
import { dismissToast, getToasts } from '../../services/notify';
import type { TableClient } from '../../services/tables';
import { stockQuickForm } from '../stock-quick-form';
import stokKartlari from '../stok_kartlari';
import { userInfoAtom } from '../../state/session';
import { EngineProvider } from '../../engine/engine-context';
import { QuickForm } from '../../engine/page/QuickForm/QuickForm';

// The stock-card quick form (001 §2.2 item 6): the fields, the admin-only test-data selector filling them, "Kaydet"
// storing one stok_kartlari record with the catalogue's defaults and an Idempotency-Key, the required fields.

function setup(
  store: TableClient['store'],
  auths: unknown = { tables: { stok_kartlari: { creates: [3] } } },
) {
  const tables = { store: vi.fn(store) } as unknown as TableClient;
  const onSaved = vi.fn();
  render(
    <EngineProvider tables={tables} auths={auths as never}>
      <QuickForm def={stockQuickForm} table="stok_kartlari" onSaved={onSaved} />
    </EngineProvider>,
  );
  return { tables, onSaved };
}

const toastTexts = () => getToasts().map((t) => t.text);

afterEach(() => {
  getToasts().forEach((t) => dismissToast(t.id));
  getDefaultStore().set(userInfoAtom, null);
});

describe('QuickForm (stock card)', () => {
  it('is the stock cards page’s data', () => {
    expect(stokKartlari.quickForm).toBe(stockQuickForm);
  });

  it('lets an admin fill it from the test data and saves one card with the defaults', async () => {
    getDefaultStore().set(userInfoAtom, userInfo({ isAdmin: true }));
    const user = userEvent.setup();
    const { tables, onSaved } = setup(async () => ({ message: 'success', id: 77 }));
    const form = screen.getByRole('region', { name: 'Hızlı Stok Kartı' });
    expect(form).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Test Verisi' }), 'Ofis Sandalyesi');
    expect(screen.getByRole('textbox', { name: 'Stok Adı*' })).toHaveValue('Ofis Sandalyesi');
    expect(screen.getByRole('textbox', { name: 'Alış Fiyatı*' })).toHaveValue('1.250,00');
    await user.click(screen.getByRole('button', { name: 'Kaydet' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(tables.store).toHaveBeenCalledWith(
      'stok_kartlari',
      {
        column_set_id: '3',
        stok_adi: 'Ofis Sandalyesi',
        stok_kodu: 'TST-001',
        alis_fiyati: '1250.00',
        satis_fiyati: '1750.00',
        stok_turu_id: '4',
        giris_birimi_id: '1',
        cikis_birimi_id: '1',
        alis_kdv_orani: '9',
        satis_kdv_orani: '9',
        para_birimi_id: '1',
      },
      { idempotencyKey: expect.any(String) },
    );
    expect(toastTexts()).toContain('Başarıyla kaydedildi.');
    expect(screen.getByRole('textbox', { name: 'Stok Adı*' })).toHaveValue('');
  });

  it('shows no test data to a user who is not an admin; asks for the required fields; shows the server’s error', async () => {
    const user = userEvent.setup();
    const { tables } = setup(async () => ({
      message: 'error',
      errors: { stok_kodu: ['Bu stok kodu zaten var.'] },
    }));
    expect(screen.queryByRole('combobox', { name: 'Test Verisi' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Kaydet' }));
    expect(toastTexts()).toContain('Stok Adı alanı zorunludur.');
    expect(tables.store).not.toHaveBeenCalled();
    await user.type(screen.getByRole('textbox', { name: 'Stok Adı*' }), 'Raf');
    await user.type(screen.getByRole('textbox', { name: 'Alış Fiyatı*' }), 'on lira');
    await user.type(screen.getByRole('textbox', { name: 'Satış Fiyatı*' }), '12,5');
    await user.click(screen.getByRole('button', { name: 'Kaydet' }));
    expect(toastTexts()).toContain('Alış Fiyatı geçerli bir tutar olmalıdır.');
    await user.clear(screen.getByRole('textbox', { name: 'Alış Fiyatı*' }));
    await user.type(screen.getByRole('textbox', { name: 'Alış Fiyatı*' }), '10');
    await user.click(screen.getByRole('button', { name: 'Kaydet' }));
    await waitFor(() => expect(toastTexts()).toContain('Bu stok kodu zaten var.'));
    expect(screen.getByRole('textbox', { name: 'Stok Adı*' })).toHaveValue('Raf');
  });

  it('is not shown to a session that may not create stock cards', () => {
    setup(async () => ({ message: 'success', id: 1 }), { tables: { stok_kartlari: { lists: [1] } } });
    expect(screen.queryByRole('region', { name: 'Hızlı Stok Kartı' })).toBeNull();
  });
});
