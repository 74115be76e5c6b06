import { describe, expect, it } from 'vitest';
import { pages } from '../schemas';
import { menuPages, pageInPackage } from './pages';
import type { Auths } from '../services/auth';

const all: Auths = {
  tables: { cari_hesap: { lists: ['0'] }, kasa_karti: { lists: ['0'] }, banka_karti: { lists: ['0'] } },
};

describe('menu pages', () => {
  it('sorts by menu order and needs a lists permission', () => {
    expect(menuPages(pages, 1, all).map((p) => p.table)).toEqual(['cari_hesap', 'kasa_karti', 'banka_karti']);
    const noLists: Auths = {
      tables: { cari_hesap: { lists: ['0'] }, kasa_karti: { shows: ['0'] }, banka_karti: { lists: [] } },
    };
    expect(menuPages(pages, 1, noLists).map((p) => p.table)).toEqual(['cari_hesap']);
  });

  it('keeps a page to the packages it names', () => {
    const kobiOnly = { ...pages[0], packages: [2 as const] };
    expect(pageInPackage(kobiOnly, 2)).toBe(true);
    expect(pageInPackage(kobiOnly, 1)).toBe(false);
    expect(pageInPackage(kobiOnly, null)).toBe(false);
    expect(pageInPackage(pages[0], null)).toBe(true);
    expect(menuPages([kobiOnly], 1, all)).toEqual([]);
  });
});

describe('a create-only page in the menu', () => {
  const quick = { ...pages[0], route: '/hizli', createOnly: true, menu: { label: 'Hızlı', order: 1 } };

  it('needs the create permission of its table, not the list one', () => {
    const listOnly: Auths = { tables: { cari_hesap: { lists: ['0'] } } };
    const create: Auths = { tables: { cari_hesap: { creates: ['0'] } } };
    expect(menuPages([quick], 1, listOnly)).toEqual([]);
    expect(menuPages([quick], 1, create)).toEqual([quick]);
    expect(menuPages([{ ...quick, packages: [2 as const] }], 1, create)).toEqual([]);
  });
});
