import { describe, expect, it } from 'vitest';
import { pages } from '../schemas';
import { addVisit, HISTORY_LIMIT, nextAfterClose, routeTitle, type HistoryTab } from './history';

const visit = (tabs: HistoryTab[], ...paths: string[]) =>
  paths.reduce((t, p) => addVisit(t, p, p.toUpperCase()), tabs);

describe('history tabs', () => {
  it('adds new routes at the end and keeps no duplicates', () => {
    const tabs = visit([], '/a', '/b', '/a', '/c');
    expect(tabs.map((t) => t.path)).toEqual(['/a', '/b', '/c']);
  });

  it(`keeps ${HISTORY_LIMIT} tabs, dropping the least recently visited`, () => {
    let tabs = visit([], '/1', '/2', '/3', '/4', '/5', '/6', '/7', '/8');
    tabs = visit(tabs, '/1', '/9');
    expect(tabs.map((t) => t.path)).toEqual(['/1', '/3', '/4', '/5', '/6', '/7', '/8', '/9']);
  });

  it('goes to the right neighbour, else the left one, else home after closing', () => {
    const tabs = visit([], '/a', '/b', '/c');
    expect(nextAfterClose(tabs, '/b')).toBe('/c');
    expect(nextAfterClose(tabs, '/c')).toBe('/b');
    expect(nextAfterClose(visit([], '/a'), '/a')).toBe('/');
  });

  it('titles page routes from the registry and shell routes by name; home and unknown get none', () => {
    expect(routeTitle('/cari-hesaplar', pages)).toBe('Cari Hesaplar');
    expect(routeTitle('/kasa/ekle', pages)).toBe('Kasa - Yeni Kayıt');
    // The Kobi package's small-business invoices, and the quick receipt, a create form named by its title.
    expect(routeTitle('/satis-faturalar', pages)).toBe('Satış Faturaları');
    expect(routeTitle('/alis-faturalar/duzenle/4', pages)).toBe('Alış Faturaları - Düzenle #4');
    expect(routeTitle('/hizli-fis-fatura', pages)).toBe('Hızlı Fiş / Fatura');
    expect(routeTitle('/banka/duzenle/17', pages)).toBe('Banka - Düzenle #17');
    expect(routeTitle('/banka/detay/17', pages)).toBe('Banka - Detay #17');
    expect(routeTitle('/ayarlar/genel', pages)).toBe('Ayarlar');
    expect(routeTitle('/', pages)).toBeNull();
    expect(routeTitle('/bilinmeyen', pages)).toBeNull();
    expect(routeTitle('/kasa/duzenle/1/x', pages)).toBeNull();
  });

  it('titles the tabbed invoice list "Faturalar" and each kind by its own segments', () => {
    expect(routeTitle('/alis-satis-yonetimi/fatura', pages)).toBe('Faturalar');
    expect(routeTitle('/alis-satis-yonetimi/fatura/alis-ekle', pages)).toBe('Alış Faturaları - Yeni Kayıt');
    expect(routeTitle('/alis-satis-yonetimi/fatura/satis-ekle', pages)).toBe('Satış Faturaları - Yeni Kayıt');
    expect(routeTitle('/alis-satis-yonetimi/fatura/satis-duzenle/12', pages)).toBe(
      'Satış Faturaları - Düzenle #12',
    );
    expect(routeTitle('/alis-satis-yonetimi/fatura/alis-detay/3', pages)).toBe('Alış Faturaları - Detay #3');
    for (const old of ['/alis-satis-yonetimi/fatura/satis', '/alis-satis-yonetimi/fatura/satis/duzenle/12'])
      expect(routeTitle(old, pages)).toBeNull();
  });

  it('gives no title to the shell routes that are a 404 for the user', () => {
    const plain = { isAdmin: false, usersHidden: false };
    expect(routeTitle('/ad/users', pages, plain)).toBeNull();
    expect(routeTitle('/ad/users/duzenle/4', pages, plain)).toBeNull();
    expect(routeTitle('/ayarlar/kullanicilar', pages, plain)).toBe('Kullanıcılar');
    const branch1k = { isAdmin: true, usersHidden: true };
    expect(routeTitle('/ayarlar/kullanicilar', pages, branch1k)).toBeNull();
    expect(routeTitle('/ad/users', pages, branch1k)).toBe('Admin Menü');
    expect(routeTitle('/kasa', pages, plain)).toBe('Kasa');
  });
});
