import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeApi, ok } from '../app/testing/fake-api';
import { resetBrowserState } from '../app/testing/reset';
import { tokenStore } from './http';
import { marketService } from './market';
import { weatherService } from './weather';

beforeEach(resetBrowserState);
afterEach(resetBrowserState);

const FORECAST = {
  sehir: 'İzmir',
  kaynak: 'canli',
  guncel: { saat: '14:00', sicaklik: '17', durum: 'Parçalı bulutlu' },
  saatlik: [
    { saat: '14:00', sicaklik: '17', durum: 'Parçalı bulutlu' },
    { saat: '15:00', sicaklik: '16', durum: 'Kapalı' },
  ],
};

describe('weatherService', () => {
  it('asks the server for the user’s city and maps the forecast', async () => {
    tokenStore.set('tok-1');
    const api = fakeApi({ 'tok-1/hava/tahmin': () => ok(FORECAST) });
    expect(
      await weatherService.getCurrent({ ad: 'İzmir', bolge: 'İzmir', enlem: 38.41, boylam: 27.14 }),
    ).toEqual({
      city: 'İzmir',
      temperature: '17',
      description: 'Parçalı bulutlu',
      hourly: [
        { time: '14:00', temperature: '17', description: 'Parçalı bulutlu' },
        { time: '15:00', temperature: '16', description: 'Kapalı' },
      ],
    });
    expect(api.sent('tok-1/hava/tahmin')[0].body).toEqual({ ad: 'İzmir', enlem: 38.41, boylam: 27.14 });
    // Without a chosen city the server takes the company's.
    await weatherService.getCurrent(null);
    expect(api.sent('tok-1/hava/tahmin')[1].body).toEqual({});
  });

  it('marks the sample forecast, and answers null without a session or on failure', async () => {
    expect(await weatherService.getCurrent()).toBeNull();
    tokenStore.set('tok-1');
    fakeApi({ 'tok-1/hava/tahmin': () => ok({ ...FORECAST, kaynak: 'yedek' }) });
    expect((await weatherService.getCurrent())?.description).toBe('Parçalı bulutlu (örnek veri)');
    fakeApi({});
    expect(await weatherService.getCurrent()).toBeNull();
    expect(await marketService.getTickers()).toBeNull();
  });
});

describe('marketService', () => {
  it('answers the server tickers', async () => {
    tokenStore.set('tok-1');
    fakeApi({ 'tok-1/piyasa': () => ok({ tickers: [{ code: 'USDTRY', name: 'Dolar', value: '32,6989' }] }) });
    expect(await marketService.getTickers()).toEqual([{ code: 'USDTRY', name: 'Dolar', value: '32,6989' }]);
  });
});
