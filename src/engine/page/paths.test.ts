import { describe, expect, it } from 'vitest';
import { addLink, detailLink, editLink, listHost, listLink, matchPageRoute, routePatterns } from './paths';
import type { PageDefinition } from './types';

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
