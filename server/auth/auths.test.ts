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

describe('computeAuths grants only what the table service serves (docs/auth.md, "Permissions")', () => {
  const header = table('alis_fatura');
  const lines = table('alis_fatura_hizmet', {
    parent: { table: 'alis_fatura', column: 'alis_fatura_id', order_column: 'sira_no' },
  });
  const lookup = table('ulkeler', { scope: 'global' });
  const units = table('birimler', { scope: 'shared' });
  const company = table('departments', { creatable: false, deletable: false });
  const inbox = table('bildirimler', { perUser: true, creatable: false });
  const tables = [header, lines, lookup, units, company, inbox];
  const READ = { lists: ['0'], queries: ['0'], shows: ['0'] };

  it('gives a line table its reads, deleted list and row-by-row writes, never a restore', () => {
    const auths = computeAuths(tables, 4, { auths: null, is_admin: true });
    expect(auths.tables.alis_fatura).toEqual(ALL);
    const { restore: _r, ...rowByRow } = ALL;
    expect(auths.tables.alis_fatura_hizmet).toEqual(rowByRow);
  });

  it('gives lookups the reads only, and no create or delete where the service never does them', () => {
    const auths = computeAuths(tables, 4, { auths: null, is_admin: true });
    expect(auths.tables.ulkeler).toEqual(READ);
    const { creates: _c, delete: _d, ...kept } = ALL;
    expect(auths.tables.departments).toEqual(kept);
    const { creates: _n, ...inboxVerbs } = ALL;
    expect(auths.tables.bildirimler).toEqual(inboxVerbs);
  });

  it('cuts explicit auths to the same (no line write without the header’s edits), and lets everyone read the reference tables', () => {
    const stored = { alis_fatura_hizmet: ALL, departments: ALL, birimler: { lists: ['2'] } };
    const auths = computeAuths(tables, 4, { auths: stored, is_admin: false });
    expect(auths.tables.alis_fatura_hizmet).toEqual({ ...READ, deleteds: ['0'] });
    expect(auths.tables.departments).not.toHaveProperty('creates');
    expect(auths.tables.departments).not.toHaveProperty('delete');
    expect(auths.tables.ulkeler).toEqual(READ);
    // A stored column set stays; the reads a shared table serves to everyone are added where none is stored.
    expect(auths.tables.birimler).toEqual({ lists: ['2'], queries: ['0'], shows: ['0'] });
    expect(auths.tables).not.toHaveProperty('alis_fatura');
  });
});
