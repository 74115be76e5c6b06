import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { waitFor } from '@testing-library/react';
import { fakeApi, ok } from '../app/testing/fake-api';
import { resetBrowserState } from '../app/testing/reset';
import { REPORTS_PER_MINUTE, reportError, resetErrorLog, setErrorLogUser } from './errorLog';
import { tokenStore } from './http';

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
