import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { waitFor } from '@testing-library/react';
import { fail, fakeApi, ok } from '../app/testing/fake-api';
import { resetBrowserState } from '../app/testing/reset';
import {
  installGlobalErrorLog,
  REPORTS_PER_MINUTE,
  reportError,
  resetErrorLog,
  setErrorLogUser,
} from './errorLog';
import { call, callRaw, tokenStore } from './http';

beforeEach(() => {
  resetBrowserState();
  resetErrorLog();
});
afterEach(resetBrowserState);

describe('reportError', () => {
  it('posts the spec’s error record with the token cut out of the link', async () => {
    tokenStore.set('gizli-token');
    const api = fakeApi({ 'gizli-token/logError': () => ok({ message: 'success', id: 1 }) });
    setErrorLogUser({ id: 1, email: 'ayse@ornek.example' });
    reportError({
      message: 'Seçenekler yüklenemedi: no.auth',
      link: '/api/v1/gizli-token/tables/cari_hesap/getSelectColumnData/vergi_daireleri_id',
      table_name: 'cari_hesap',
      payload: { search: '***' },
      response: { message: 'no.auth' },
    });
    await waitFor(() => expect(api.sent('gizli-token/logError')).toHaveLength(1));
    expect(api.sent('gizli-token/logError')[0].body).toEqual({
      message: 'Seçenekler yüklenemedi: no.auth',
      link: '/api/v1/{token}/tables/cari_hesap/getSelectColumnData/vergi_daireleri_id',
      table_name: 'cari_hesap',
      user_info: { id: 1, email: 'ayse@ornek.example' },
      payload: '{"search":"***"}',
      response: '{"message":"no.auth"}',
    });
  });

  it('sends the same error once a minute, at most 10 reports a minute, and nothing without a session', async () => {
    const api = fakeApi({ 'tok-1/logError': () => ok({ message: 'success' }) });
    reportError({ message: 'oturum yok' });
    tokenStore.set('tok-1');
    reportError({ message: 'aynı', link: '/kasa' });
    reportError({ message: 'aynı', link: '/kasa' });
    for (let i = 0; i < 20; i++) reportError({ message: `hata ${i}` });
    await waitFor(() => expect(api.requests).toHaveLength(REPORTS_PER_MINUTE));
    expect(api.requests.filter((r) => r.body.message === 'aynı')).toHaveLength(1);
    expect(api.requests.some((r) => r.body.message === 'oturum yok')).toBe(false);
  });

  it('never throws or reports again when the log itself fails', async () => {
    tokenStore.set('tok-1');
    const api = fakeApi({});
    const spy = vi.spyOn(console, 'error');
    expect(() => reportError({ message: 'x' })).not.toThrow();
    await waitFor(() => expect(api.requests).toHaveLength(1));
    await new Promise((r) => setTimeout(r, 20));
    expect(api.requests).toHaveLength(1);
    expect(spy).not.toHaveBeenCalled();
  });
});

describe('failed API calls', () => {
  let uninstall: () => void = () => undefined;
  beforeEach(() => {
    tokenStore.set('tok-9');
    setErrorLogUser({ id: 7, email: 'elif@ornek.example' });
    uninstall = installGlobalErrorLog();
  });
  afterEach(() => uninstall());

  const logs = (api: { sent: (p: string) => { body: any }[] }) => api.sent('tok-9/logError');

  it('are reported with the request link, payload, answer, table name and user', async () => {
    const api = fakeApi({
      'tok-9/tables/kasa_karti': () => fail('no.auth'),
      'tok-9/logError': () => ok({ message: 'success', id: 3 }),
    });
    const params = { params: { page: 1, limit: 25, filters: {} } };
    await expect(call('tables/kasa_karti', params)).rejects.toThrow('no.auth');
    await waitFor(() => expect(logs(api)).toHaveLength(1));
    expect(logs(api)[0].body).toEqual({
      message: 'no.auth',
      link: '/api/v1/{token}/tables/kasa_karti',
      table_name: 'kasa_karti',
      user_info: { id: 7, email: 'elif@ornek.example' },
      payload: JSON.stringify(params),
      response: '{"message":"no.auth"}',
    });
  });

  it('include an answer that is not JSON (a proxy’s error page) and select-data calls', async () => {
    let logged = 0;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        const req = input instanceof Request ? input : new Request(input, init);
        if (req.url.endsWith('/logError')) {
          logged++;
          return new Response(JSON.stringify({ status: 'success', code: 200, data: { message: 'success' } }));
        }
        return new Response('<html>502 Bad Gateway</html>', { status: 502 });
      }),
    );
    await expect(
      callRaw('tables/cari_hesap/getSelectColumnData/sehirler_id', { search: '***' }),
    ).rejects.toThrow('HTTP 502');
    await waitFor(() => expect(logged).toBe(1));
  });

  it('leave out fail.token, validation answers, offline calls and the error log’s own failures', async () => {
    const api = fakeApi({
      'tok-9/tables/kasa_karti/store': () =>
        ok({ message: 'error', errors: { kasa_tanımı: ['Zorunlu alan.'] } }),
      'tok-9/tables/kasa_karti/9/update': () =>
        fail('error', 400, { errors: { kasa_tanımı: ['Zorunlu alan.'] } }),
      'tok-9': () => fail('fail.token'),
    });
    await call('tables/kasa_karti/store', { kasa_tanımı: '' });
    await expect(call('tables/kasa_karti/9/update', {})).rejects.toThrow('error');
    tokenStore.set('tok-9');
    await expect(call('')).rejects.toThrow('fail.token');
    tokenStore.set('tok-9');
    // No handler for logError: the report itself fails (404), and nothing reports that failure again.
    await expect(call('tables/banka_karti')).rejects.toThrow('not.found');
    await waitFor(() => expect(logs(api)).toHaveLength(1));
    await new Promise((r) => setTimeout(r, 30));
    expect(api.requests.map((r) => r.path)).toEqual([
      'tok-9/tables/kasa_karti/store',
      'tok-9/tables/kasa_karti/9/update',
      'tok-9',
      'tok-9/tables/banka_karti',
      'tok-9/logError',
    ]);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    await expect(call('tables/kasa_karti')).rejects.toThrow('network');
  });

  it('are sent once even when the caller reports the same error too (select loads, the calendar)', async () => {
    const api = fakeApi({
      'tok-9/tables/gelen_efatura': () => fail('no.auth'),
      'tok-9/logError': () => ok({ message: 'success', id: 3 }),
    });
    const err = await call('tables/gelen_efatura').catch((e: unknown) => e);
    reportError({ message: 'Takvim: gelen_efatura yüklenemedi', table_name: 'gelen_efatura', error: err });
    await waitFor(() => expect(logs(api)).toHaveLength(1));
    await new Promise((r) => setTimeout(r, 30));
    expect(logs(api)).toHaveLength(1);
    expect(logs(api)[0].body.message).toBe('no.auth');
  });
});
