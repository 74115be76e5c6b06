import { describe, expect, it } from 'vitest';
import type { TableDef } from '../catalog/types';
import { AUTH_VERBS, computeAuths } from './auths';

const table = (name: string, extra: Partial<TableDef> = {}): TableDef => ({
  name,
  display_name: name,
  scope: 'company',
  display_column: 'name_basic',
  columns: [],
  ...extra,
});

const TABLES: TableDef[] = [
  table('cari_hesap'),
  table('e_fatura', { packages: [2, 4] }),
  table('yevmiye_fisi', { packages: [4] }),
  table('users', { adminOnly: true }),
];
const ALL = Object.fromEntries(AUTH_VERBS.map((v) => [v, ['0']]));

describe('computeAuths', () => {
  it('gives every verb of every table the package allows when the record has no explicit auths', () => {
    const auths = computeAuths(TABLES, 2, { auths: null, is_admin: false });
    expect(auths).toEqual({ tables: { cari_hesap: ALL, e_fatura: ALL }, admin: {} });
    expect(Object.keys(ALL)).toEqual([
      'lists',
      'queries',
      'shows',
      'edits',
      'creates',
      'delete',
      'deleteds',
      'restore',
    ]);
  });

  it('adds admin-only tables and the admin entries for an admin', () => {
    const auths = computeAuths(TABLES, 4, { auths: null, is_admin: true });
    expect(Object.keys(auths.tables).sort()).toEqual(['cari_hesap', 'e_fatura', 'users', 'yevmiye_fisi']);
    expect(auths.admin).toEqual({ authWizard: [['0']], userImitation: [['0']] });
  });

  it('gives a package that no table names only the tables open to every package', () => {
    expect(Object.keys(computeAuths(TABLES, 1, { auths: null, is_admin: false }).tables)).toEqual([
      'cari_hesap',
    ]);
  });

  it('cuts explicit auths down to the package, the catalogue and the known verbs', () => {
    const stored = {
      tables: {
        cari_hesap: { lists: ['0', '3'], edits: [1], shows: 'all', hack: ['0'] },
        yevmiye_fisi: { lists: ['0'] },
        users: { lists: ['0'] },
        not_in_catalogue: { lists: ['0'] },
        e_fatura: { lists: [] },
      },
    };
    expect(computeAuths(TABLES, 2, { auths: stored, is_admin: false })).toEqual({
      tables: { cari_hesap: { lists: ['0', '3'], edits: ['1'] } },
      admin: {},
    });
  });

  it('accepts explicit auths stored as the bare table map, and ignores malformed ones', () => {
    const bare = { e_fatura: { lists: ['2'], creates: ['0'] } };
    expect(computeAuths(TABLES, 4, { auths: bare, is_admin: false }).tables).toEqual({
      e_fatura: { lists: ['2'], creates: ['0'] },
    });
    for (const bad of ['x', ['cari_hesap'], 42, { tables: 'all' }])
      expect(computeAuths(TABLES, 4, { auths: bad, is_admin: false }).tables).toEqual({});
  });
});
