import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dismissToast, getToasts } from '../../../services/notify';
import { orderPayments } from '../../../services/order-payments';
import type { TableClient, TableRecord } from '../../../services/tables';
import { kobiBulkPanel, kobiOrderPanel } from '../../../../domain/pages/payment-panels';
import { EngineProvider } from '../../engine-context';
import type { OrderPaymentDefinition } from '../../../../domain/pages/page.types';
import { OrderPaymentPanel } from './OrderPaymentPanel';

// The small-business order payment and the customer account's bulk payment (001 §2.2 items 3–5,
// docs/payments.md): the instalment button names the current instalment, a partial payment sends its amount,
// the bulk payment sends the side (Alınan / Satılan), and every click sends its own Idempotency-Key.

const AUTHS = { tables: { kobi_siparis: { edits: [0] } } };

function setup(def: OrderPaymentDefinition, record: TableRecord, id = 5) {
  const tables = {
    selectData: vi.fn(async (_t: string, column: string) => ({
      results: column === 'kasa_karti_id' ? [{ id: 1, text: 'Merkez Kasa' }] : [{ id: 2, text: 'Ziraat TL' }],
      pagination: { more: false },
    })),
  } as unknown as TableClient;
  const onPaid = vi.fn();
  render(
    <EngineProvider tables={tables} auths={AUTHS}>
      <OrderPaymentPanel def={def} record={record} id={id} onPaid={onPaid} />
    </EngineProvider>,
  );
  return { onPaid };
}

const toastTexts = () => getToasts().map((t) => t.text);
afterEach(() => {
  getToasts().forEach((t) => dismissToast(t.id));
  vi.restoreAllMocks();
});

describe('OrderPaymentPanel', () => {
  it('pays the current instalment from cash: "2. Taksit Kasadan Öde"', async () => {
    const user = userEvent.setup();
    const pay = vi.spyOn(orderPayments, 'pay').mockResolvedValue({ message: 'success', tutar: '333.33' });
    const { onPaid } = setup(kobiOrderPanel, {
      vergi_tutar: '1000.00',
      kobi_odenmis_tutar: '333.33',
      kobi_odendi: '0',
      taksitli: '1',
      kobi_taksit: 2,
    });
    expect(screen.getByRole('button', { name: '2. Taksit Bankadan Öde' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).toBeNull();
    await user.click(screen.getByRole('radio', { name: 'Kasadan Öde' }));
    const select = await screen.findByRole('combobox', { name: 'Kasa' });
    await user.click(screen.getByRole('button', { name: '2. Taksit Kasadan Öde' }));
    expect(toastTexts()).toContain('Lütfen kasa seçiniz');
    expect(pay).not.toHaveBeenCalled();
    await user.selectOptions(select, '1');
    await user.click(screen.getByRole('button', { name: '2. Taksit Kasadan Öde' }));
    expect(pay).toHaveBeenCalledWith(
      'kobi-siparis/5/odeme',
      { kasa_banka: '1', kart_id: '1' },
      expect.any(String),
    );
    expect(toastTexts()).toContain('Kasa Ödeme işlemi başarılı.');
    expect(onPaid).toHaveBeenCalled();
  });

  it('pays a partial amount of an order without instalments and shows a refusal in Turkish', async () => {
    const user = userEvent.setup();
    const pay = vi.spyOn(orderPayments, 'pay').mockResolvedValue({
      message: 'error',
      errors: { tutar: ['Ürün fiyatından daha fazla ödeyemezsiniz!', 'Kalan tutar: 600,00 ₺.'] },
    });
    setup(kobiOrderPanel, {
      vergi_tutar: '1000.00',
      kobi_odenmis_tutar: '400.00',
      kobi_odendi: '0',
      taksitli: '0',
    });
    expect(screen.getByText('Kalan Tutar: ₺600,00', { exact: false })).toBeInTheDocument();
    expect(screen.getByText('₺')).toBeInTheDocument();
    const select = await screen.findByRole('combobox', { name: 'Banka' });
    await user.selectOptions(select, '2');
    await user.type(screen.getByRole('textbox'), '1.000,50');
    await user.click(screen.getByRole('button', { name: 'Banka Ödeme' }));
    expect(pay).toHaveBeenCalledWith(
      'kobi-siparis/5/odeme',
      { kasa_banka: '0', kart_id: '2', tutar: '1000.50' },
      expect.any(String),
    );
    expect(toastTexts()).toContain('Ürün fiyatından daha fazla ödeyemezsiniz! Kalan tutar: 600,00 ₺.');
  });

  it('shows nothing on a paid order', () => {
    setup(kobiOrderPanel, { vergi_tutar: '100.00', kobi_odenmis_tutar: '100.00', kobi_odendi: '1' });
    expect(screen.queryByRole('button')).toBeNull();
  });

  it("pays a customer account's sold orders in bulk, a new key per click", async () => {
    const user = userEvent.setup();
    const pay = vi.spyOn(orderPayments, 'pay').mockResolvedValue({ message: 'success', paid: [] });
    setup(kobiBulkPanel, { cari_hesap_adi: 'Ege Zeytincilik' }, 7);
    expect(screen.getByText('Toplu ödeme, taksitsiz siparişler için hızlı ödemedir.')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Satılan Ürün' })).toBeChecked();
    const select = await screen.findByRole('combobox', { name: 'Banka' });
    await user.selectOptions(select, '2');
    await user.click(screen.getByRole('button', { name: 'Ödeme' }));
    expect(toastTexts()).toContain('Tutar sıfırdan büyük olmalıdır.');
    expect(pay).not.toHaveBeenCalled();
    await user.click(screen.getByRole('radio', { name: 'Alınan Ürün' }));
    await user.type(screen.getByRole('textbox'), '250');
    await user.click(screen.getByRole('button', { name: 'Ödeme' }));
    await user.type(screen.getByRole('textbox'), '50');
    await user.click(screen.getByRole('button', { name: 'Ödeme' }));
    expect(pay).toHaveBeenNthCalledWith(
      1,
      'cari-hesap/7/toplu-odeme',
      { kasa_banka: '0', kart_id: '2', tutar: '250', kobi_alinan_satilan: '0' },
      expect.any(String),
    );
    expect(pay.mock.calls[0][2]).not.toBe(pay.mock.calls[1][2]);
    expect(toastTexts()).toContain('Ödeme işlemi başarılı.');
  });
});

describe('OrderPaymentPanel without the right', () => {
  it('shows and asks nothing when the session may not edit the orders (no Kobi package)', () => {
    const tables = { selectData: vi.fn() } as unknown as TableClient;
    render(
      <EngineProvider tables={tables} auths={{ tables: { cari_hesap: { edits: [0] } } }}>
        <OrderPaymentPanel def={kobiBulkPanel} record={{}} id={7} />
      </EngineProvider>,
    );
    expect(screen.queryByRole('button')).toBeNull();
    expect(tables.selectData).not.toHaveBeenCalled();
  });
});
