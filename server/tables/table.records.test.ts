import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PACKAGES } from '../../domain/packages';
import { allTables } from '../catalog';
import { SYSTEM_COLUMNS } from '../catalog/columns';
import type { TableDef } from '../catalog/types';
import { createTestContext, type TestContext } from '../test/harness';
import { DEMO_ADMIN, newCari, ORNEK_USER, tablesApi } from './table.test-kit';

// What show, edit load and create form answer (docs/table-service.md, "Answers"): show gives display values
// like a list (relations and static selects as text, the id beside them in `{col}__id`); the column sets of
// the three leave the common fields the server fills itself out, unless a table declares one as its own.

let t: TestContext;
let admin: ReturnType<typeof tablesApi>;
let kobi: ReturnType<typeof tablesApi>;
let kadikoyVd: number;

beforeAll(async () => {
  t = await createTestContext();
  admin = tablesApi(t, await t.login(DEMO_ADMIN));
  kobi = tablesApi(t, await t.login(ORNEK_USER));
  kadikoyVd = (
    await sql<{ id: number }>`select id from vergi_daireleri where kod = '34272'`.execute(t.database.db)
  ).rows[0].id;
});
afterAll(() => t.close());

const columnsOf = (data: any): Record<string, any> => data.column_set.column_arrays[0].columns;
/** The demo admin (package Muhasebe), or the Kobi user for a table that package leaves out. */
const callerOf = (table: TableDef) =>
  table.packages && !(table.packages as number[]).includes(PACKAGES.muhasebe) ? kobi : admin;
/** The common fields a table gets implied (not the ones it declares as its own columns). */
const implied = (table: TableDef) =>
  [...SYSTEM_COLUMNS].filter((name) => !table.columns.some((c) => c.name === name));

describe('show', () => {
  it('answers relations and static selects as display text with the id in {col}__id, as a list does', async () => {
    const stored = await admin.store('cari_hesap', { ...newCari(kadikoyVd), cari_tipi: '2' });
    const id = stored.json.data.id;
    const shown = (await admin.show('cari_hesap', id)).json.data.record;
    expect(shown).toMatchObject({
      id,
      cari_hesap_adi: 'Yeni Işık Tekstil',
      cari_tipi: 'Tedarikçi',
      cari_tipi__id: 2,
      vergi_daireleri_id: 'Kadıköy Vergi Dairesi Müdürlüğü',
      vergi_daireleri_id__id: kadikoyVd,
      ulkeler_id: 'Türkiye',
      ulkeler_id__id: 1,
      sehirler_id: 'İstanbul',
      sehirler_id__id: 34,
      ilceler_id: 'Adalar',
      ilceler_id__id: 3401,
    });
    // Every value the show answers is the one the list answers for the same record.
    const listed = (await admin.list('cari_hesap', { filters: { id: { type: 1, filter: id } } })).json.data
      .records[0];
    for (const [key, value] of Object.entries(shown)) expect(value, key).toEqual(listed[key]);
  });

  it('answers an empty relation as null, its id too', async () => {
    const r = await admin.store('kasa_karti', { kasa_tanımı: 'Şube Kasası', para_birimi_id: '' });
    expect(r.json.data.message, JSON.stringify(r.json)).toBe('success');
    const shown = (await admin.show('kasa_karti', r.json.data.id)).json.data.record;
    expect(shown.para_birimi_id).toBeNull();
    expect(shown.para_birimi_id__id).toBeNull();
  });

  it('keeps a line table’s header link and a document’s addresses as text beside their ids', async () => {
    const line = (await admin.list('satis_fatura_hizmet', { limit: 1, sorts: { id: true } })).json.data
      .records[0];
    const shown = (await admin.show('satis_fatura_hizmet', line.id)).json.data.record;
    expect(shown.satis_fatura_id).toBe(line.satis_fatura_id);
    expect(typeof shown.satis_fatura_id).toBe('string');
    expect(shown.satis_fatura_id__id).toBe(line.satis_fatura_id__id);
    expect(shown.kdv_id__id).toBe(line.kdv_id__id);
  });
});

describe('column sets of create, edit and show', () => {
  it.each(allTables().map((tb) => [tb.name, tb] as const))(
    '%s: leave out the common fields the server fills itself',
    async (_name, table) => {
      const api = callerOf(table);
      const answers = [];
      const create = await api.create(table.name);
      if (create.json.data.column_set) answers.push(['create', create.json.data] as const);
      const first = (await api.list(table.name, { limit: 1 })).json.data.records?.[0];
      if (first) {
        for (const [verb, r] of [
          ['edit', await api.edit(table.name, first.id)],
          ['show', await api.show(table.name, first.id)],
        ] as const)
          if (r.json.data.column_set) answers.push([verb, r.json.data] as const);
      }
      for (const [verb, data] of answers) {
        const names = Object.keys(columnsOf(data));
        expect(names.length, `${verb} has columns`).toBeGreaterThan(0);
        expect(
          names.filter((n) => implied(table).includes(n)),
          `${verb} ${table.name}`,
        ).toEqual([]);
        // A record holds the columns of its set, and the record's id (edit, show).
        const extra = Object.keys(data.record).filter(
          (k) => !names.includes(k) && !names.includes(k.replace(/__id$/, '')) && k !== 'id',
        );
        expect(extra, `${verb} ${table.name} record`).toEqual([]);
        if (verb !== 'create') expect(data.record.id).toBe(first.id);
      }
    },
  );

  it('keeps a common field the table declares as its own column (a notification’s unread flag)', async () => {
    const id = (
      await sql<{ id: number }>`
        select b.id from bildirimler b join users u on u.id = b.user_id
        where u.email = ${DEMO_ADMIN} order by b.id limit 1`.execute(t.database.db)
    ).rows[0].id;
    const edit = (await admin.edit('bildirimler', id)).json.data;
    expect(columnsOf(edit).state).toMatchObject({ name: 'state', display_name: 'Okunmadı' });
    expect(edit.record.state).toMatch(/^[01]$/);
    expect(Object.keys(columnsOf(edit))).not.toContain('user_id');
  });

  it('describes a document’s lines without the line table’s common fields', async () => {
    const lines = columnsOf((await admin.create('satis_fatura')).json.data).mal_hizmet_json.line_table;
    const names = Object.keys(lines.columns);
    expect(names.filter((n) => SYSTEM_COLUMNS.has(n))).toEqual([]);
    expect(names).toEqual(expect.arrayContaining(['satis_fatura_id', 'sira_no', 'miktar', 'kdv_id']));
  });
});
