import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fail, fakeApi, ok, userInfo, type Handler } from '../../../app/testing/fake-api';
import { renderApp } from '../../../app/testing/render-app';
import { resetBrowserState } from '../../../app/testing/reset';
import { tokenStore } from '../../../services/http';
import { loadClosingPage } from '../routes';

// The closing page (docs/ledger.md, "Closing the books") against a fake server: the year's steps, a preview in
// tr-TR figures, a refusal shown and the post disabled, a post that reloads the year, and the menu entry.

configure({ asyncUtilTimeout: 5000 });
await loadClosingPage();
beforeEach(resetBrowserState);
afterEach(() => {
  resetBrowserState();
  vi.restoreAllMocks();
});

const step = (adim: number, baslik: string, tur: string, fisler: unknown[] = []) => ({
  adim,
  baslik,
  hesaplar: '',
  tur,
  tarih: tur === 'period' ? null : tur === 'yearEnd' ? '2025-12-31' : '2026-01-01',
  fisler,
});
const STATUS = (posted: boolean) => ({
  yil: 2025,
  guncel: true,
  adimlar: [
    step(1, 'Satışların Maliyeti', 'period'),
    step(2, 'Dönem Amortismanı', 'period'),
    step(3, 'Yansıtma Hesaplarının Kapatılması', 'yearEnd'),
    step(
      7,
      'Kapanış Fişi',
      'yearEnd',
      posted ? [{ fis_id: 46, fis_no: '2025/000008', tarih: '2025-12-31', tutar: '2063375.00' }] : [],
    ),
    step(8, 'Açılış Fişi', 'nextYear'),
  ],
});
const PREVIEW = {
  adim: 3,
  baslik: 'Yansıtma Hesaplarının Kapatılması',
  tarih: '2025-12-31',
  aciklama: 'Yansıtma Hesaplarının Kapatılması 2025',
  satirlar: [
    {
      hesap_kodu: '632',
      hesap_adi: 'Genel Yönetim Giderleri (-)',
      aciklama: 'x',
      borc: '327325.00',
      alacak: '0.00',
    },
    {
      hesap_kodu: '771',
      hesap_adi: 'Genel Yönetim Giderleri Yansıtma Hesabı',
      aciklama: 'x',
      borc: '0.00',
      alacak: '327325.00',
    },
  ],
  toplam: { borc: '327325.00', alacak: '327325.00' },
  detay: null,
  uyarilar: [],
  engel: null,
  kayitli: null,
};

function session(handlers: Record<string, Handler>) {
  tokenStore.set('tok-1');
  const info = userInfo({ packageId: 4, tables: ['fis'] });
  return fakeApi({ 'tok-1/getLoggedInUserInfo': () => ok(info), ...handlers });
}

describe('Dönem Sonu İşlemleri', () => {
  it('previews a step as its voucher in tr-TR figures and posts it; the year reloads with the voucher', async () => {
    let posted = false;
    const api = session({
      'tok-1/donem-sonu': () => ok(STATUS(posted)),
      'tok-1/donem-sonu/onizleme': () => ok(PREVIEW),
      'tok-1/donem-sonu/kaydet': () => {
        posted = true;
        return ok({ fis_id: 50, preview: { ...PREVIEW, kayitli: { fis_id: 50, fis_no: '2025/000005' } } });
      },
    });
    renderApp('/muhasebe/donem-sonu');
    expect(await screen.findByRole('heading', { name: 'Dönem Sonu İşlemleri' })).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('Yıl'));
    await userEvent.type(screen.getByLabelText('Yıl'), '2025');
    const yearEnd = await screen.findByRole('region', { name: 'Yıl Sonu İşlemleri (31.12.2025)' });
    await userEvent.click(
      within(yearEnd).getByRole('button', { name: 'Yansıtma Hesaplarının Kapatılması Önizle' }),
    );
    const table = await screen.findByRole('table', { name: 'Yansıtma Hesaplarının Kapatılması 2025' });
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('327.325,00');
    expect(within(table).getAllByRole('row').at(-1)).toHaveTextContent('Toplam327.325,00327.325,00');
    expect(api.sent('tok-1/donem-sonu/onizleme').at(-1)!.body.params).toEqual({ adim: 3, yil: 2025 });
    await userEvent.click(screen.getByRole('button', { name: 'Fişi Kaydet' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Fiş kaydedildi (2025/000005).');
    await waitFor(() => expect(screen.getByText(/2025\/000008/)).toBeInTheDocument());
  });

  it('shows why a step cannot post and keeps its post button disabled; a month end for the period steps', async () => {
    const api = session({
      'tok-1/donem-sonu': () => ok(STATUS(false)),
      'tok-1/donem-sonu/onizleme': () =>
        ok({ ...PREVIEW, satirlar: [], engel: 'Bu adım için kaydedilecek tutar yok.' }),
      'tok-1/donem-sonu/kaydet': () => fail('fail.closing'),
    });
    renderApp('/muhasebe/donem-sonu');
    const period = await screen.findByRole('region', { name: 'Ara Dönem İşlemleri' });
    await userEvent.selectOptions(within(period).getByLabelText('Dönem Sonu'), '3');
    await userEvent.click(within(period).getByRole('button', { name: 'Satışların Maliyeti Önizle' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Bu adım için kaydedilecek tutar yok.');
    expect(screen.getByRole('button', { name: 'Fişi Kaydet' })).toBeDisabled();
    const year = new Date().getFullYear() - 1;
    expect(api.sent('tok-1/donem-sonu/onizleme')[0].body.params).toEqual({ adim: 1, tarih: `${year}-03-31` });
    // The menu's Muhasebe area has the page.
    const area = within(screen.getByRole('list', { name: 'Muhasebe' }));
    expect(area.getByRole('link', { name: /Dönem Sonu İşlemleri/ })).toHaveAttribute(
      'href',
      '/muhasebe/donem-sonu',
    );
  });
});
