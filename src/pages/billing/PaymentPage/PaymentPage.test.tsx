import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, ok, userInfo } from '../../../app/testing/fake-api';
import { renderApp } from '../../../app/testing/render-app';
import { resetBrowserState } from '../../../app/testing/reset';
import { PAID_MESSAGE } from '../../../services/billing';
import { tokenStore } from '../../../services/http';

beforeEach(resetBrowserState);
afterEach(resetBrowserState);

const OFFERS = [
  {
    id: 1,
    name_basic: 'Ön muhasebe Haftalık',
    toplam_tutar: '149.00',
    periyot: 1,
    abonelik_json: ['Sınırsız cari hesap'],
  },
  {
    id: 2,
    name_basic: 'Ön muhasebe Aylık',
    toplam_tutar: '499.00',
    periyot: 2,
    abonelik_json: ['Sınırsız cari hesap'],
  },
];
const INVOICE = {
  id: 4,
  fatura_no: 'DFT2026000000004',
  fatura_tarihi: '2026-11-22',
  aciklama: 'Ön muhasebe Aylık abonelik',
  donem_baslangic: '2026-11-22',
  donem_bitis: '2026-12-21',
  toplam_tutar: '499.00',
  kart_no: '**** **** **** 4242',
};

function session(kalanGun: number, opts: { invoices?: boolean } = {}) {
  tokenStore.set('tok-1');
  let days = kalanGun;
  let paid = opts.invoices ?? false;
  const api = fakeApi({
    'tok-1/getLoggedInUserInfo': () => ok(userInfo({ kalanGun: days })),
    'tok-1/payment/summary': () =>
      ok({ musteri_paketi_id: 1, son_kullanma_tarihi: '2026-11-10', kalan_gun: days, kontor_bakiyesi: 0 }),
    'tok-1/tables/abonelik': (body) =>
      ok({
        records: OFFERS.filter((o) => o.periyot === body.params.filters.periyot_id.filter[0]),
        all_records_count: 1,
      }),
    'tok-1/tables/kontor_paketleri': () =>
      ok({
        records: [{ id: 1, name_basic: '100 Kontör', toplam_tutar: '150.00', kontor: 100 }],
        all_records_count: 1,
      }),
    'tok-1/tables/fatura_abonelik': () =>
      ok({ records: paid ? [INVOICE] : [], all_records_count: paid ? 1 : 0 }),
    'tok-1/tables/cari_hesap': () =>
      ok({ records: [], all_records_count: 0, pages: 0, columns: {}, query_columns: {} }),
    'tok-1/payment/paket/create': () =>
      ok({
        token: 'pay-1',
        merchant_id: 'DEFTER-YEREL',
        price: '499.00',
        taksit: 1,
        iframe_url: '/odeme/pay-1',
      }),
    'tok-1/payment/status': () => ok({ durum: paid ? 'odendi' : 'bekliyor' }),
  });
  return {
    api,
    pay() {
      paid = true;
      days = 29;
    },
  };
}

describe('an expired subscription', () => {
  it('replaces the content with the payment page, under the same top bar', async () => {
    session(-3);
    renderApp('/cari-hesaplar');
    expect(await screen.findByRole('heading', { name: 'Abonelik ve Ödeme', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Aboneliğinizin süresi doldu.');
    expect(screen.queryByRole('grid')).toBeNull();
    const bar = within(screen.getByRole('banner'));
    expect(bar.getByText('Kalan süre: -3 gün')).toHaveClass('is-danger');
    expect(screen.getByRole('tab', { name: 'Paketiniz' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Ödeme Seçenekleri' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Kart Bilgileri' })).toHaveAttribute('aria-selected', 'false');
  });

  it('is not shown while days remain; under 7 they are red', async () => {
    session(5);
    renderApp('/');
    const bar = within(await screen.findByRole('banner'));
    expect(bar.getByText('Kalan süre: 5 gün')).toHaveClass('is-danger');
    expect(screen.queryByRole('heading', { name: 'Abonelik ve Ödeme' })).toBeNull();
  });

  it('chooses the tab by the tab query parameter', async () => {
    session(-3, { invoices: true });
    const view = renderApp('/kasa?tab=second');
    expect(await screen.findByRole('tab', { name: 'Faturalarım' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('cell', { name: 'DFT2026000000004' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: '₺499,00' })).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('tab', { name: 'Paketiniz' }));
    expect(view.router.state.location.search).toBe('?tab=first');
    expect(screen.getByRole('tab', { name: 'Paketiniz' })).toHaveAttribute('aria-selected', 'true');
  });

  it('selects the subscriptions by period, pays in the card frame and returns to the app', async () => {
    const { api, pay } = session(-3);
    renderApp('/cari-hesaplar');
    const user = userEvent.setup();
    const monthly = await screen.findByRole('list', { name: 'Aylık' });
    expect(within(monthly).getByText('₺499,00')).toBeInTheDocument();
    expect(api.sent('tok-1/tables/abonelik')[0].body.params).toMatchObject({
      limit: 10,
      filters: { musteri_paketi_id: { type: 1, filter: [1] }, periyot_id: { type: 1, filter: [2] } },
    });
    await user.click(screen.getByRole('radio', { name: 'Haftalık' }));
    expect(await screen.findByRole('list', { name: 'Haftalık' })).toHaveTextContent('₺149,00');

    await user.click(screen.getByRole('radio', { name: 'Aylık' }));
    await user.click(await screen.findByRole('button', { name: 'Ön muhasebe Aylık: Satın Al' }));
    await waitFor(() => expect(api.sent('tok-1/payment/paket/create')[0]?.body).toEqual({ paymentId: 2 }));
    expect(screen.getByRole('tab', { name: 'Kart Bilgileri' })).toHaveAttribute('aria-selected', 'true');
    const frame = screen.getByTitle('Kart Bilgileri: Kart bilgileri formu') as HTMLIFrameElement;
    expect(frame.getAttribute('src')).toBe('/odeme/pay-1');
    expect(frame.getAttribute('sandbox')).toBe('allow-forms allow-scripts');

    // A message from anywhere else than the frame is ignored; the frame's makes the app ask the server.
    act(() => void window.dispatchEvent(new MessageEvent('message', { data: PAID_MESSAGE, source: window })));
    expect(api.sent('tok-1/payment/status')).toHaveLength(0);
    pay();
    act(
      () =>
        void window.dispatchEvent(
          new MessageEvent('message', { data: PAID_MESSAGE, source: frame.contentWindow }),
        ),
    );
    await waitFor(() => expect(api.sent('tok-1/payment/status')[0]?.body).toEqual({ token: 'pay-1' }), {
      timeout: 3000,
    });
    expect(await screen.findByText('Ödemeniz alındı. Aboneliğiniz güncellendi.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Abonelik ve Ödeme' })).toBeNull());
    expect(within(screen.getByRole('banner')).getByText('Kalan süre: 29 gün')).not.toHaveClass('is-danger');
  });
});
