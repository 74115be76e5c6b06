import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import type { PageDefinition } from '../engine/page/types';
import { tokenStore } from '../services/http';
import { fakeApi, ok, userInfo } from './testing/fake-api';
import { renderApp } from './testing/render-app';
import { resetBrowserState } from './testing/reset';

// Stand-ins that show which definition and id the router hands to the engine's pages.
vi.mock('../engine/page/index', () => ({
  ListPage: ({ def }: { def: PageDefinition }) => <p>liste:{def.table}</p>,
  FormPage: ({ def, id }: { def: PageDefinition; id?: string }) => (
    <p>
      form:{def.table}:{id ?? 'yeni'}
    </p>
  ),
}));

beforeEach(() => {
  resetBrowserState();
  tokenStore.set('tok-1');
  fakeApi({ 'tok-1/getLoggedInUserInfo': () => ok(userInfo()) });
});
afterEach(resetBrowserState);

describe('generic page routes', () => {
  it.each([
    ['/cari-hesaplar', 'liste:cari_hesap'],
    ['/kasa', 'liste:kasa_karti'],
    ['/banka/ekle', 'form:banka_karti:yeni'],
    ['/cari-hesaplar/duzenle/17', 'form:cari_hesap:17'],
  ])('%s renders %s inside the shell', async (path, shown) => {
    renderApp(path);
    expect(await within(await screen.findByRole('main')).findByText(shown)).toBeInTheDocument();
  });

  it('gives the form page the new id when moving between records', async () => {
    const app = renderApp('/kasa/duzenle/1');
    expect(await screen.findByText('form:kasa_karti:1')).toBeInTheDocument();
    await act(() => app.router.navigate('/kasa/duzenle/2'));
    expect(await screen.findByText('form:kasa_karti:2')).toBeInTheDocument();
    await act(() => app.router.navigate('/kasa/ekle'));
    expect(await screen.findByText('form:kasa_karti:yeni')).toBeInTheDocument();
  });
});
