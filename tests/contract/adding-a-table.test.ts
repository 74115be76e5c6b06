import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerTables } from '../../server/catalog';
import { text } from '../../server/catalog/columns';
import { schemaDiff, syncCatalogue } from '../../server/db/catalogue-schema';
import { registerReport } from '../../server/reports/registry';
import { addTableHooks } from '../../server/tables/table.hooks';
import { DEMO_ADMIN, ORNEK_USER, tablesApi } from '../../server/tables/table.test-kit';
import { createTestContext, type TestContext } from '../../server/test/harness';
import { translate, type FieldOptions } from '../../src/engine/schema/translate';
import page from '../fixtures/recipe/ornek_etiketler.page';
import { ornek_etiketler } from '../fixtures/recipe/ornek_etiketler.table';
import { unknownColumns } from './page-columns.kit';

// docs/adding-a-table.md, tried: a new table made of a catalogue entry, a page file and one registration (the
// fixtures in tests/fixtures/recipe). No migration: the start creates the table from the catalogue, and the
// generic table service stores, lists, shows, updates and deletes its rows, scoped to the company.

// Step 3: the one registration (a line in server/catalog/index.ts in the app).
registerTables(ornek_etiketler);

// A hook (docs/architecture.md, "A new hook"): behaviour on save beyond the column rules, attached by table name
// (one line in server/table-hooks.ts in the app); the catalogue entry does not change.
const reserved = 'Bu etiket adı sistemce kullanılıyor.';
addTableHooks('ornek_etiketler', {
  async validate(values): Promise<Record<string, string[]>> {
    return String(values.etiket_adi ?? '').toLocaleUpperCase('tr-TR') === 'SİSTEM'
      ? { etiket_adi: [reserved] }
      : {};
  },
});

// A report (docs/architecture.md, "A new report"): a ReportDef and one registration (a line in
// server/reports/registry.ts in the app), served by POST /{token}/reports/{name} for the caller's company only.
registerReport({
  name: 'ornek_etiket_sayisi',
  title: 'Etiket Sayısı',
  tables: ['ornek_etiketler'],
  async run({ db, companyId }) {
    const r = await sql<{ n: number }>`select count(*)::int as n from ornek_etiketler
      where department_id = ${companyId}::bigint`.execute(db);
    return {
      columns: [{ name: 'adet', title: 'Adet', kind: 'number' }],
      rows: [{ adet: String(r.rows[0].n) }],
      totals: {},
    };
  },
});

let t: TestContext;
let admin: ReturnType<typeof tablesApi>;
let other: ReturnType<typeof tablesApi>;
let adminToken: string;
let otherToken: string;
beforeAll(async () => {
  t = await createTestContext();
  adminToken = await t.login(DEMO_ADMIN);
  otherToken = await t.login(ORNEK_USER);
  admin = tablesApi(t, adminToken);
  other = tablesApi(t, otherToken);
});
afterAll(() => t.close());

const columnsOf = (data: any): Record<string, any> => data.column_set.column_arrays[0].columns;

describe('a table added by the recipe', () => {
  it('gets its database table from the catalogue entry when the database is prepared', async () => {
    expect(await schemaDiff(t.database.db, [ornek_etiketler])).toEqual([]);
    const cols = await sql<{ column_name: string; data_type: string; is_nullable: string }>`
      select column_name, data_type, is_nullable from information_schema.columns
      where table_schema = current_schema() and table_name = 'ornek_etiketler'`.execute(t.database.db);
    const byName = Object.fromEntries(cols.rows.map((c) => [c.column_name, [c.data_type, c.is_nullable]]));
    expect(byName).toMatchObject({
      department_id: ['bigint', 'NO'],
      etiket_adi: ['text', 'NO'],
      renk_id: ['integer', 'YES'],
      oncelik: ['integer', 'YES'],
      baslangic_tarihi: ['date', 'YES'],
      aktif: ['boolean', 'YES'],
      cari_hesap_id: ['bigint', 'YES'],
      vergi_no: ['text', 'YES'],
    });
    // The select points at cari_hesap with a foreign key.
    const fk = await sql<{ n: number }>`select count(*)::int as n from information_schema.table_constraints
      where table_name = 'ornek_etiketler' and constraint_type = 'FOREIGN KEY'`.execute(t.database.db);
    expect(fk.rows[0].n).toBe(1);
  });

  it('names in its page only columns of the table', () => {
    expect(unknownColumns(page)).toEqual([]);
    expect(unknownColumns({ ...page, listColumns: ['etiket_adi', 'etiket_ad'] })).toEqual([
      'listColumns: etiket_ad',
    ]);
  });

  it('stores, lists, shows, updates and deletes through the table service, for its company only', async () => {
    const stored = await admin.store('ornek_etiketler', {
      etiket_adi: 'Öncelikli Müşteri',
      renk_id: '2',
      oncelik: '3',
      baslangic_tarihi: '2026-03-01',
      aktif: '1',
      vergi_no: '1234567890',
    });
    expect(stored.json.data, JSON.stringify(stored.json)).toMatchObject({ message: 'success' });
    const id = stored.json.data.id as number;
    const listed = (await admin.list('ornek_etiketler', { limit: 10 })).json.data.records;
    expect(listed.map((r: any) => r.etiket_adi)).toContain('Öncelikli Müşteri');
    expect((await admin.show('ornek_etiketler', id)).json.data.record).toMatchObject({
      etiket_adi: 'Öncelikli Müşteri',
      oncelik: 3,
      baslangic_tarihi: '2026-03-01',
    });
    expect((await admin.update('ornek_etiketler', id, { oncelik: '5' })).json.data).toEqual({
      message: 'success',
      id,
    });
    expect((await admin.show('ornek_etiketler', id)).json.data.record.oncelik).toBe(5);
    // Another company neither lists nor shows it.
    expect((await other.list('ornek_etiketler', { limit: 10 })).json.data.records).toEqual([]);
    expect((await other.show('ornek_etiketler', id)).json.data.message).toBe('fail.id');
    // The update was archived; the delete too.
    expect((await admin.history('ornek_etiketler', id)).json.data.records.length).toBeGreaterThan(0);
    expect((await admin.remove('ornek_etiketler', id)).json.data).toEqual({ message: 'success' });
    expect((await admin.show('ornek_etiketler', id)).json.data.message).toBe('fail.id');
  });

  it('checks what the catalogue declares: required, limits, and the mask of the declared kind', async () => {
    const r = await admin.store('ornek_etiketler', { oncelik: '100', vergi_no: '12ab' });
    expect(Object.keys(r.json.data.errors).sort()).toEqual(['etiket_adi', 'oncelik', 'vergi_no']);
    // The browser gets the kind with the column and masks the field by it.
    const create = (await admin.create('ornek_etiketler')).json.data;
    const vergiNo = columnsOf(create).vergi_no;
    expect(vergiNo.value_kind).toBe('vkn');
    const ui = translate([vergiNo], { table: 'ornek_etiketler' }).uiSchema.vergi_no;
    expect(ui['ui:widget']).toBe('MaskedWidget');
    expect((ui['ui:options'] as FieldOptions).mask?.pattern).toBe('0'.repeat(11));
  });

  it('runs the hook attached by table name: a reserved name is refused with its Turkish message', async () => {
    const r = await admin.store('ornek_etiketler', { etiket_adi: 'sistem' });
    expect(r.json.data.message).toBe('error');
    expect(r.json.data.errors).toEqual({ etiket_adi: [reserved] });
    const ok = await admin.store('ornek_etiketler', { etiket_adi: 'Sistem Dışı' });
    expect(ok.json.data.message).toBe('success');
  });

  it('serves the registered report over HTTP, counting the caller company’s rows only', async () => {
    const count = async (token: string) =>
      (await t.post(`/${token}/reports/ornek_etiket_sayisi`, { params: {} })).json.data;
    const before = (await count(adminToken)).rows[0].adet;
    expect((await admin.store('ornek_etiketler', { etiket_adi: 'Rapor İçin' })).json.data.message).toBe(
      'success',
    );
    const after = await count(adminToken);
    expect(after.columns).toEqual([{ name: 'adet', title: 'Adet', kind: 'number' }]);
    expect(Number(after.rows[0].adet)).toBe(Number(before) + 1);
    expect((await count(otherToken)).rows[0].adet).toBe('0');
  });

  it('gets a column added to the entry later from the catalogue sync, with no migration', async () => {
    const extended = {
      ...ornek_etiketler,
      columns: [...ornek_etiketler.columns, text(480_018, 'kod', 'Kod')],
    };
    expect(await schemaDiff(t.database.db, [extended])).toEqual(['ornek_etiketler.kod: no such column']);
    expect(await syncCatalogue(t.database.db, [extended])).toEqual([
      'alter table "ornek_etiketler" add column if not exists "kod" text',
    ]);
    expect(await schemaDiff(t.database.db, [extended])).toEqual([]);
  });
});
