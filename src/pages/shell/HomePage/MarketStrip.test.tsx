import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { fakeApi, ok, userInfo } from '../../../app/testing/fake-api';
import { renderApp } from '../../../app/testing/render-app';
import { resetBrowserState } from '../../../app/testing/reset';
import { tokenStore } from '../../../services/http';

beforeEach(resetBrowserState);
afterEach(resetBrowserState);

describe('the exchange rates on the home page', () => {
  it('show the central bank rates with the day they are of, in Turkish', async () => {
    tokenStore.set('tok-1');
    fakeApi({
      'tok-1/getLoggedInUserInfo': () => ok(userInfo()),
      'tok-1/piyasa': () =>
        ok({
          tarih: '2026-11-25',
          kaynak: 'tcmb',
          tickers: [
            { code: 'USDTRY', name: 'Dolar', value: '34,5210' },
            { code: 'EURTRY', name: 'Euro', value: '37,3500' },
            { code: 'EURUSD', name: 'EUR/USD', value: '1,0820' },
          ],
        }),
    });
    renderApp('/');
    const strip = await screen.findByRole('region', { name: 'Döviz kurları (TCMB satış)' });
    expect(
      within(strip)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Dolar 34,5210', 'Euro 37,3500']);
    expect(strip).toHaveTextContent('Kur tarihi: 25.11.2026');
  });

  it('are left out when the service has none', async () => {
    tokenStore.set('tok-1');
    fakeApi({ 'tok-1/getLoggedInUserInfo': () => ok(userInfo()) });
    renderApp('/');
    await screen.findByRole('heading', { name: 'Ana Sayfa' });
    expect(screen.queryByRole('region', { name: 'Döviz kurları (TCMB satış)' })).toBeNull();
  });
});
