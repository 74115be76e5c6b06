import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../services/http';
import { dismissToast, getToasts } from '../../../services/notify';
import type { TableClient } from '../../../services/tables';
import { salesInvoicePanel } from '../../../../domain/pages/payment-panels';
import { EngineProvider } from '../../engine-context';
import { setDayRateSource } from '../../../services/rates';
import { parseTrAmount, PaymentPanel } from './PaymentPanel';

// The collection panel of a sales invoice's detail (001 §2.2, docs/payments.md): bank first, the spec's
// placeholders and empty state, "Tamamını Öde" filling what remains, the spec's button and toast texts, and one
// Idempotency-Key per user action (kept for a retry after a network failure).

const CARDS: Record<string, { id: number; text: string }[]> = {
  banka_gelen_havale_islemi: [
    { id: 2, text: 'Ziraat TL' },
    { id: 3, text: 'Garanti TL' },
  ],
  tahsilat_islem: [],
};

/** The user may create receipts in cash and by bank (the first column set is sent). */
const AUTHS = { tables: { banka_gelen_havale_islemi: { creates: [0] }, tahsilat_islem: { creates: [0] } } };

const TL_RECORD = {
  fatura_numarasi: 'SAT2026000000007',
  cari_hesap_id: 'Ege Zeytincilik',
  cari_hesap_id__id: 12,
  kalan_odeme_tutari: '1600.50',
};

function setup(store: TableClient['store'], record: Record<string, unknown> = TL_RECORD) {
  const tables = {
    selectData: vi.fn(async (table: string) => ({
      results: CARDS[table] ?? [],
      pagination: { more: false },
    })),
    store: vi.fn(store),
  } as unknown as TableClient;
  const onPaid = vi.fn();
  render(
    <EngineProvider tables={tables} auths={AUTHS}>
      <PaymentPanel def={salesInvoicePanel} record={record} id={9} onPaid={onPaid} />
    </EngineProvider>,
  );
  return { tables, onPaid };
}

const toastTexts = () => getToasts().map((t) => t.text);

afterEach(() => getToasts().forEach((t) => dismissToast(t.id)));

describe('PaymentPanel', () => {
  it('reads Turkish amounts', () => {
    expect(parseTrAmount('1.600,50')).toBe('1600.50');
    expect(parseTrAmount('400')).toBe('400');
    expect(parseTrAmount('12,5 ₺')).toBe('12.5');
    expect(parseTrAmount('abc')).toBeNull();
  });

  it('collects the remaining amount by bank with one Idempotency-Key, then reloads the record', async () => {
    const user = userEvent.setup();
    const { tables, onPaid } = setup(async () => ({ message: 'success', id: 41 }));
    expect(screen.getByRole('radio', { name: 'Bankadan Tahsilat' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Kasadan Tahsilat' })).not.toBeChecked();
    const select = await screen.findByRole('combobox', { name: 'Banka' });
    expect(screen.getByRole('option', { name: 'Banka Kartı Seçiniz' })).toBeInTheDocument();
    expect(tables.selectData).toHaveBeenCalledWith(
      'banka_gelen_havale_islemi',
      'banka_karti2_id',
      expect.objectContaining({ search: '***' }),
    );

    await user.click(screen.getByRole('button', { name: 'Banka Tahsilat' }));
    expect(toastTexts()).toContain('Lütfen banka seçiniz');
    expect(tables.store).not.toHaveBeenCalled();

    await user.selectOptions(select, '3');
    await user.click(screen.getByRole('button', { name: 'Banka Tahsilat' }));
    expect(toastTexts()).toContain('Lütfen tutar giriniz');

    await user.click(screen.getByRole('button', { name: 'Tamamını Öde' }));
    expect(screen.getByRole('textbox', { name: 'Tutar' })).toHaveValue('1.600,50');
    await user.click(screen.getByRole('button', { name: 'Banka Tahsilat' }));
    await waitFor(() => expect(onPaid).toHaveBeenCalledTimes(1));
    expect(tables.store).toHaveBeenCalledWith(
      'banka_gelen_havale_islemi',
      expect.objectContaining({
        banka_karti2_id: '3',
        islem_tipi_id: '4',
        tip_id: '1',
        satis_fatura_id: '9',
        cari_hesap_id: '12',
        belge_no: 'SAT2026000000007',
        tutar: '1600.50',
        kdv_dahil_buton: '1',
      }),
      { idempotencyKey: expect.any(String) },
    );
    expect(toastTexts()).toContain('Bankadan tahsilat işlemi başarıyla gerçekleşti');
    expect(screen.getByRole('textbox', { name: 'Tutar' })).toHaveValue('');
  });

  it('pays a dollar invoice in dollars at the day’s rate: "Tamamını Öde" fills the dollars that remain', async () => {
    const user = userEvent.setup();
    const asked: unknown[] = [];
    setDayRateSource(async (id, tarih) => {
      asked.push([id, tarih]);
      return { kur: '49.7285', tarih: '2026-11-27' };
    });
    try {
      const { tables, onPaid } = setup(async () => ({ message: 'success', id: 42 }), {
        ...TL_RECORD,
        para_birimi_id: 'Amerikan Doları',
        para_birimi_id__id: 2,
        kalan_odeme_tutari: '600.00',
      });
      expect(screen.getByText(/Kalan Tutar: \$600,00/)).toBeInTheDocument();
      await user.selectOptions(await screen.findByRole('combobox', { name: 'Banka' }), '2');
      await user.click(screen.getByRole('button', { name: 'Tamamını Öde' }));
      expect(screen.getByRole('textbox', { name: 'Tutar' })).toHaveValue('600,00');
      await user.click(screen.getByRole('button', { name: 'Banka Tahsilat' }));
      await waitFor(() => expect(onPaid).toHaveBeenCalledTimes(1));
      expect(asked).toEqual([[2, expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/)]]);
      expect(tables.store).toHaveBeenCalledWith(
        'banka_gelen_havale_islemi',
        expect.objectContaining({ para_birimi_id: '2', döviz_kuru: '49.7285', tutar: '600.00' }),
        { idempotencyKey: expect.any(String) },
      );
    } finally {
      setDayRateSource(null);
    }
  });

  it('shows the cash cards’ empty state, disabled', async () => {
    const user = userEvent.setup();
    setup(async () => ({ message: 'success', id: 1 }));
    await user.click(screen.getByRole('radio', { name: 'Kasadan Tahsilat' }));
    const select = await screen.findByRole('combobox', { name: 'Kasa' });
    await waitFor(() => expect(select).toBeDisabled());
    expect(screen.getByRole('option', { name: 'Veri bulunamadı' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Kasa Tahsilat' })).toBeInTheDocument();
  });

  it('retries a lost request with the same key, and uses a new one after the server refused', async () => {
    const user = userEvent.setup();
    const answers: (() => Promise<Awaited<ReturnType<TableClient['store']>>>)[] = [
      () => Promise.reject(new ApiError('network', 0)),
      () =>
        Promise.resolve({
          message: 'error',
          errors: { tutar: ['Ürün fiyatından daha fazla ödeyemezsiniz!', 'Kalan tutar: 1.600,50 ₺.'] },
        }),
      () => Promise.resolve({ message: 'success', id: 5 }),
    ];
    const { tables, onPaid } = setup(() => answers.shift()!());
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Banka' }), '2');
    await user.type(screen.getByRole('textbox', { name: 'Tutar' }), '2000');
    const button = screen.getByRole('button', { name: 'Banka Tahsilat' });
    await user.click(button);
    await waitFor(() => expect(tables.store).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(button).toBeEnabled());
    await user.click(button);
    await waitFor(() =>
      expect(toastTexts()).toContain('Ürün fiyatından daha fazla ödeyemezsiniz! Kalan tutar: 1.600,50 ₺.'),
    );
    await user.click(button);
    await waitFor(() => expect(onPaid).toHaveBeenCalled());
    const keys = vi.mocked(tables.store).mock.calls.map((c) => c[2]?.idempotencyKey);
    expect(keys[0]).toBe(keys[1]);
    expect(keys[2]).not.toBe(keys[1]);
  });
});
