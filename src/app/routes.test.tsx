import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import type { RouteObject } from 'react-router-dom';
import type { PageDefinition } from '../../domain/pages/page.types';
import { pages } from '../schemas';
import { tokenStore } from '../services/http';
import { fakeApi, ok, userInfo } from './testing/fake-api';
import { renderApp } from './testing/render-app';
import { resetBrowserState } from './testing/reset';
import { createAppRoutes } from './routes';

// Stand-ins that show which definition and id the router hands to the engine's pages.
vi.mock('../engine/page/index', () => ({
  ListPage: ({ def }: { def: PageDefinition }) => <p>liste:{def.table}</p>,
  FormPage: ({ def, id }: { def: PageDefinition; id?: string }) => (
    <p>
      form:{def.table}:{id ?? 'yeni'}
    </p>
  ),
  DetailPage: ({ def, id }: { def: PageDefinition; id: string }) => (
    <p>
      detay:{def.table}:{id}
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

const INVOICES = '/alis-satis-yonetimi/fatura';
const invoiceSession = () =>
  fakeApi({ 'tok-1/getLoggedInUserInfo': () => ok(userInfo({ tables: ['alis_fatura', 'satis_fatura'] })) });
const shown = async (text: string) =>
  expect(await within(await screen.findByRole('main')).findByText(text)).toBeInTheDocument();

describe('the invoice routes (002 §2: one list with tabs, the kinds’ own add and edit segments)', () => {
  beforeEach(invoiceSession);

  it.each([
    [INVOICES, 'liste:alis_fatura'],
    [`${INVOICES}?tab=first`, 'liste:alis_fatura'],
    [`${INVOICES}?tab=second`, 'liste:satis_fatura'],
    [`${INVOICES}/alis-ekle`, 'form:alis_fatura:yeni'],
    [`${INVOICES}/satis-ekle`, 'form:satis_fatura:yeni'],
    [`${INVOICES}/alis-duzenle/4`, 'form:alis_fatura:4'],
    [`${INVOICES}/satis-duzenle/17`, 'form:satis_fatura:17'],
    [`${INVOICES}/satis-detay/17`, 'detay:satis_fatura:17'],
  ])('%s renders %s', async (path, text) => {
    renderApp(path);
    await shown(text);
  });

  it.each([
    [`${INVOICES}/alis`, INVOICES, '', 'liste:alis_fatura'],
    [`${INVOICES}/satis`, INVOICES, '?tab=second', 'liste:satis_fatura'],
    [`${INVOICES}/alis/ekle`, `${INVOICES}/alis-ekle`, '', 'form:alis_fatura:yeni'],
    [`${INVOICES}/satis/ekle`, `${INVOICES}/satis-ekle`, '', 'form:satis_fatura:yeni'],
    [`${INVOICES}/alis/duzenle/4`, `${INVOICES}/alis-duzenle/4`, '', 'form:alis_fatura:4'],
    [`${INVOICES}/satis/duzenle/17`, `${INVOICES}/satis-duzenle/17`, '', 'form:satis_fatura:17'],
    [`${INVOICES}/satis/detay/17`, `${INVOICES}/satis-detay/17`, '', 'detay:satis_fatura:17'],
  ])('the former route %s goes to %s%s', async (old, path, search, text) => {
    const app = renderApp(old);
    await shown(text);
    expect(app.location()).toBe(path);
    expect(app.router.state.location.search).toBe(search);
  });

  it('has no ekle or duzenle route of the old shape at the shared route', async () => {
    const app = renderApp(`${INVOICES}/ekle`);
    expect(await screen.findByRole('heading', { name: 'Sayfa bulunamadı' })).toBeInTheDocument();
    expect(app.location()).toBe(`${INVOICES}/ekle`);
  });
});

describe('the route table', () => {
  const paths = (routes: RouteObject[]): string[] =>
    routes.flatMap((r) => [...(r.path ? [r.path] : []), ...paths(r.children ?? [])]);

  it('never gives two routes the same path (pages sharing a route differ in their segments)', () => {
    const all = paths(createAppRoutes(pages));
    expect(all.filter((p, i) => all.indexOf(p) !== i)).toEqual([]);
  });
});
