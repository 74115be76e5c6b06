import { describe, expect, it } from 'vitest';
import {
  addLink,
  detailLink,
  editLink,
  entryLink,
  listHost,
  listingPageOf,
  listLink,
  matchPageRoute,
  routePatterns,
} from './paths';
import type { PageDefinition } from '../../../domain/pages/page.types';

// Two kinds of one document on one route (as 002 §2's invoices, waybills and orders), beside a plain page.

const cash: PageDefinition = { table: 'kasa_karti', route: '/kasa', title: 'Kasa' };
const purchase: PageDefinition = {
  table: 'alis_siparis',
  route: '/siparis',
  title: 'Alış Siparişleri',
  listTitle: 'Siparişler',
  addPath: 'alis-ekle',
  editPath: 'alis-duzenle',
  detailPath: 'alis-detay',
  tabs: [
    { id: 'first', label: 'Alış' },
    { id: 'second', label: 'Satış', page: 'satis_siparis' },
  ],
};
const sales: PageDefinition = {
  table: 'satis_siparis',
  route: '/siparis',
  title: 'Satış Siparişleri',
  addPath: 'satis-ekle',
  editPath: 'satis-duzenle',
  detailPath: 'satis-detay',
};
const pages = [cash, sales, purchase];

describe('page addresses', () => {
  it("use 'ekle', 'duzenle' and 'detay' unless the page names its own segments", () => {
    expect([addLink(cash), editLink(cash, 17), detailLink(cash, 'a/b')]).toEqual([
      '/kasa/ekle',
      '/kasa/duzenle/17',
      '/kasa/detay/a%2Fb',
    ]);
    expect([addLink(sales), editLink(sales, 5), detailLink(sales, 5)]).toEqual([
      '/siparis/satis-ekle',
      '/siparis/satis-duzenle/5',
      '/siparis/satis-detay/5',
    ]);
    expect(routePatterns(purchase)).toEqual({
      add: '/siparis/alis-ekle',
      edit: '/siparis/alis-duzenle/:id',
      detail: '/siparis/alis-detay/:id',
    });
  });

  it('give the shared list route to the page whose tab shows the other, which is listed in that tab', () => {
    expect(listHost(sales, pages)).toEqual({ host: purchase, tab: purchase.tabs![1] });
    expect(listHost(purchase, pages)).toBeNull();
    expect(listHost(cash, pages)).toBeNull();
    expect(listLink(sales, pages)).toBe('/siparis?tab=second');
    expect(listLink(purchase, pages)).toBe('/siparis');
    expect(listLink(cash, pages)).toBe('/kasa');
  });

  it('tell which page and which of its routes a path is', () => {
    expect(matchPageRoute('/siparis', pages)).toEqual({ def: purchase, kind: 'list' });
    expect(matchPageRoute('/siparis/satis-ekle', pages)).toEqual({ def: sales, kind: 'create' });
    expect(matchPageRoute('/siparis/alis-duzenle/9', pages)).toEqual({
      def: purchase,
      kind: 'edit',
      id: '9',
    });
    expect(matchPageRoute('/siparis/satis-detay/a%2Fb', pages)).toEqual({
      def: sales,
      kind: 'detail',
      id: 'a/b',
    });
    expect(matchPageRoute('/kasa/duzenle/3', pages)).toEqual({ def: cash, kind: 'edit', id: '3' });
    for (const path of [
      '/siparis/ekle',
      '/siparis/duzenle/9',
      '/siparis/satis-duzenle/',
      '/kasa/duzenle/1/x',
    ])
      expect(matchPageRoute(path, pages), path).toBeNull();
  });
});

describe('a create-only page (a quick entry)', () => {
  const receipts: PageDefinition = { table: 'kobi_satis_fatura', route: '/satis-faturalar', title: 'Satış' };
  const quick: PageDefinition = {
    table: 'kobi_satis_fatura',
    route: '/hizli-fis-fatura',
    createOnly: true,
    title: 'Hızlı Fiş / Fatura',
  };
  const all = [cash, quick, receipts];

  it('is its create form at its route, its list being its table’s other page', () => {
    expect(addLink(quick)).toBe('/hizli-fis-fatura');
    expect(entryLink(quick, all)).toBe('/hizli-fis-fatura');
    expect(listingPageOf(quick, all)).toBe(receipts);
    expect(listLink(quick, all)).toBe('/satis-faturalar');
    // Alone, it lists nowhere else: leaving goes back to it.
    expect(listingPageOf(quick, [quick])).toBeNull();
    expect(listLink(quick, [quick])).toBe('/hizli-fis-fatura');
    // The table's own page keeps its routes.
    expect(entryLink(receipts, all)).toBe('/satis-faturalar');
    expect(addLink(receipts)).toBe('/satis-faturalar/ekle');
  });

  it('has its route matched as a create route and no list, edit or detail route', () => {
    expect(matchPageRoute('/hizli-fis-fatura', all)).toEqual({ def: quick, kind: 'create' });
    expect(matchPageRoute('/hizli-fis-fatura/ekle', all)).toBeNull();
    expect(matchPageRoute('/hizli-fis-fatura/duzenle/3', all)).toBeNull();
    expect(matchPageRoute('/hizli-fis-fatura/detay/3', all)).toBeNull();
    expect(matchPageRoute('/satis-faturalar', all)).toEqual({ def: receipts, kind: 'list' });
    expect(matchPageRoute('/satis-faturalar/duzenle/3', all)).toEqual({
      def: receipts,
      kind: 'edit',
      id: '3',
    });
  });
});
