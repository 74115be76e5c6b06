import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allTables, findTable } from '../../server/catalog';
import { allColumns, isRequired, SYSTEM_COLUMNS } from '../../server/catalog/columns';
import type { CatalogColumn, TableDef } from '../../server/catalog/types';
import { kindOf } from '../../server/tables/column.kind';
import { maskOf, patternOf } from '../../domain/masks';
import { acceptOf } from '../../domain/files';
import { PACKAGES } from '../../domain/packages';
import { DEMO_ADMIN, ORNEK_USER, tablesApi } from '../../server/tables/table.test-kit';
import { createTestContext, type TestContext } from '../../server/test/harness';

// Walks every table of the catalogue, so that a new table is covered without new test code: its columns
// exist in the database with a compatible type, its relations point at catalogue tables, its forms load,
// and a company table survives store → show → edit → update → delete → deleted → restore with generated
// values. The demo admin (package Muhasebe) works the tables; one its package leaves out (the Kobi package's
// small-business invoices) is worked by the Kobi company's user.

let t: TestContext;
let admin: ReturnType<typeof tablesApi>;
let kobi: ReturnType<typeof tablesApi>;
/** The caller of the table under test (set by each test: the tests of a file run one after another). */
let api: ReturnType<typeof tablesApi>;
/** The token of each caller (a multipart store with files is posted by hand). */
const tokens = new Map<ReturnType<typeof tablesApi>, string>();
const tables = allTables();

beforeAll(async () => {
  t = await createTestContext();
  const adminToken = await t.login(DEMO_ADMIN);
  const kobiToken = await t.login(ORNEK_USER);
  admin = tablesApi(t, adminToken);
  kobi = tablesApi(t, kobiToken);
  tokens.set(admin, adminToken);
  tokens.set(kobi, kobiToken);
  api = admin;
});

/** Who works a table: the demo admin, or the Kobi user when the admin's package (Muhasebe) leaves it out. */
const callerOf = (table: TableDef) =>
  table.packages && !(table.packages as number[]).includes(PACKAGES.muhasebe) ? kobi : admin;
afterAll(() => t.close());

/** information_schema data types a catalogue db type may be stored as. */
const COMPATIBLE: Record<string, string[]> = {
  string: ['text', 'character varying'],
  text: ['text', 'character varying'],
  integer: ['integer', 'bigint', 'smallint'],
  numeric: ['numeric'],
  boolean: ['boolean'],
  date: ['date'],
  datetime: ['timestamp with time zone'],
  time: ['time without time zone'],
  jsonb: ['jsonb'],
};

async function dbColumns(table: string) {
  const r = await sql<{
    column_name: string;
    data_type: string;
    is_nullable: string;
    column_default: string | null;
  }>`
    select column_name, data_type, is_nullable, column_default from information_schema.columns
    where table_schema = current_schema() and table_name = ${table}`.execute(t.database.db);
  return new Map(r.rows.map((c) => [c.column_name, c]));
}

describe('the catalogue itself', () => {
  it('gives every column a unique stable numeric id and a display name', () => {
    const ids = tables.flatMap((tb) => allColumns(tb).map((c) => c.id));
    expect(new Set(ids).size).toBe(ids.length);
    for (const tb of tables) {
      expect(new Set(allColumns(tb).map((c) => c.name)).size).toBe(allColumns(tb).length);
      for (const c of allColumns(tb)) {
        expect(Number.isInteger(c.id), `${tb.name}.${c.name}`).toBe(true);
        expect(c.display_name.replace(/\*$/, '').trim(), `${tb.name}.${c.name}`).not.toBe('');
        // A `*` only ever marks "required", at the very end.
        expect(c.display_name.slice(0, -1), `${tb.name}.${c.name}`).not.toContain('*');
      }
    }
  });

  it('points every relation at a catalogue table, its display column and its parent column', () => {
    for (const tb of tables) {
      const names = new Set(allColumns(tb).map((c) => c.name));
      expect(names.has(tb.display_column), `${tb.name} display column`).toBe(true);
      for (const c of allColumns(tb)) {
        if (c.up_column_name)
          expect(names.has(c.up_column_name), `${tb.name}.${c.name} up column`).toBe(true);
        if (!c.relation) continue;
        const target = findTable(c.relation.table_name);
        expect(target, `${tb.name}.${c.name} → ${c.relation.table_name}`).toBeDefined();
        const targetNames = new Set(allColumns(target!).map((x) => x.name));
        expect(targetNames.has(c.relation.source_column_name)).toBe(true);
        expect(c.relation.display_column_name, `${tb.name}.${c.name}`).toBe(target!.display_column);
        if (c.up_column_name) {
          expect(
            targetNames.has(c.up_filter_column ?? c.up_column_name),
            `${tb.name}.${c.name} parent in target`,
          ).toBe(true);
        }
      }
    }
  });
});

describe.each(tables.map((tb) => [tb.name, tb] as const))('%s', (_name, table: TableDef) => {
  it('has every catalogue column in the database with a compatible type', async () => {
    const cols = await dbColumns(table.name);
    expect(cols.size, `table ${table.name} exists`).toBeGreaterThan(0);
    for (const c of allColumns(table)) {
      const db = cols.get(c.name);
      expect(db, `${table.name}.${c.name} exists`).toBeDefined();
      expect(COMPATIBLE[c.db_type_name], `${table.name}.${c.name} ${c.db_type_name}`).toContain(
        db!.data_type,
      );
      if (c.sort_key_column)
        expect(cols.get(c.sort_key_column), `${table.name}.${c.sort_key_column}`).toBeDefined();
    }
  });

  it('requires in the catalogue what the database cannot store empty', async () => {
    const cols = await dbColumns(table.name);
    for (const c of allColumns(table)) {
      const db = cols.get(c.name)!;
      if (
        db.is_nullable === 'NO' &&
        db.column_default === null &&
        !SYSTEM_COLUMNS.has(c.name) &&
        !c.readOnly
      ) {
        // users.password is required on store by the users hooks.
        expect(
          isRequired(c) || (table.name === 'users' && c.name === 'password'),
          `${table.name}.${c.name}`,
        ).toBe(true);
      }
    }
  });

  it('answers list for a user of its package (the demo admin unless the package is another)', async () => {
    api = callerOf(table);
    const r = await api.list(table.name, { limit: 2 });
    expect(r.status, JSON.stringify(r.json)).toBe(200);
    expect(r.json.data.table_info.name).toBe(table.name);
  });

  if (table.parent && table.creatable !== false) {
    // A line table: a line stored row by row into a header of the company, changed, deleted (docs/line-tables.md,
    // "Row by row"); a line version is restored with its header's, never on its own.
    it('round-trips a line through its header: store → show → edit → update → delete → deleted', async () => {
      api = callerOf(table);
      const parent = table.parent!;
      const header = (await api.list(parent.table, { limit: 1 })).json.data.records[0];
      expect(header, `${parent.table} has no demo record`).toBeDefined();
      const values: Record<string, unknown> = { ...(await generate(table, {})), [parent.column]: header.id };
      // A line's JSON cells have shapes of their own (the other-tax list): left empty here.
      for (const c of table.columns) if (c.db_type_name === 'jsonb') values[c.name] = '';
      const stored = await api.store(table.name, values);
      expect(stored.json.data, JSON.stringify([stored.json.data.errors, values])).toMatchObject({
        message: 'success',
      });
      const id = stored.json.data.id;
      expect((await api.show(table.name, id)).status).toBe(200);
      expect((await api.edit(table.name, id)).json.data.record.id).toBe(id);
      const changed = { mal_hizmet: 'Değiştirildi' };
      expect((await api.update(table.name, id, changed)).json.data).toEqual({ message: 'success', id });
      expect((await api.show(table.name, id)).json.data.record.mal_hizmet).toBe('Değiştirildi');
      expect((await api.remove(table.name, id)).json.data).toEqual({ message: 'success' });
      expect((await api.show(table.name, id)).json.data.message).toBe('fail.id');
      const gone = (await api.deleted(table.name, { filters: { id: { type: 4, filter: 0 } }, limit: 100 }))
        .json.data.records;
      const entry = gone.find((r: any) => r.record_id === id);
      expect(entry).toBeDefined();
      expect((await api.restore(table.name, entry.id)).json.data.message).toBe('no.auth');
    });
  } else if (table.scope !== 'global' && table.creatable !== false) {
    // Shared tables (units) round-trip the company's own rows like company tables.
    it('round-trips store → show → edit → update → delete → deleted → restore', async () => {
      api = callerOf(table);
      const values = await generate(table, PRESETS[table.name] ?? {});
      const stored = await storeValues(table.name, values);
      expect(stored.json.data, JSON.stringify(values)).toMatchObject({ message: 'success' });
      const id = stored.json.data.id;
      expect((await api.show(table.name, id)).status).toBe(200);
      const edit = (await api.edit(table.name, id)).json.data;
      expect(edit.record.id).toBe(id);
      const text = table.columns.find(
        (c) =>
          kindOf(c) === 'text' &&
          !c.check &&
          !c.min_length &&
          !c.readOnly &&
          c.gui_type_name === 'string' &&
          !maskOf(c.value_kind) &&
          !(c.name in (PRESETS[table.name] ?? {})),
      );
      const changed = text ? { [text.name]: 'Değiştirildi' } : {};
      // A sale of generated goods may answer the stock warning besides (docs/stock.md): `warnings` is additive.
      expect((await api.update(table.name, id, changed)).json.data).toMatchObject({ message: 'success', id });
      if (text) expect((await api.show(table.name, id)).json.data.record[text.name]).toBe('Değiştirildi');
      if (table.deletable === false) return;
      expect((await api.remove(table.name, id)).json.data).toEqual({ message: 'success' });
      expect((await api.show(table.name, id)).json.data.message).toBe('fail.id');
      const gone = (await api.deleted(table.name, { filters: { id: { type: 4, filter: 0 } }, limit: 100 }))
        .json.data.records;
      const entry = gone.find((r: any) => r.record_id === id);
      expect(entry).toBeDefined();
      expect((await api.restore(table.name, entry.id)).json.data).toEqual({ message: 'success', id });
      expect((await api.show(table.name, id)).status).toBe(200);
    });
  } else if (table.scope === 'company' && !table.showOwnCompany) {
    // Rows the server writes itself (notifications, incoming e-documents): no add form, no store.
    it('refuses store through the table service', async () => {
      api = callerOf(table);
      expect((await api.create(table.name)).json.data.message).toBe('no.auth');
      expect((await api.store(table.name, await generate(table, {}))).json.data.message).toBe('no.auth');
    });
  } else if (table.scope === 'company') {
    it('shows and loads for edit the own company row', async () => {
      api = callerOf(table);
      const dept = (
        await sql<any>`select department_id from users where email = ${DEMO_ADMIN}`.execute(t.database.db)
      ).rows[0].department_id;
      expect((await api.show(table.name, dept)).status).toBe(200);
      expect((await api.edit(table.name, dept)).status).toBe(200);
    });
  } else {
    it('is read-only through the table service', async () => {
      api = callerOf(table);
      expect((await api.create(table.name)).json.data.message).toBe('no.auth');
    });
  }
});

let unique = 0;

/**
 * Values a generic generator cannot make, given per table (the rest is generated): the ledger's account codes
 * must sit under an account of the chart, a voucher's lines must balance (docs/ledger.md). Global rows of the
 * chart are seeded in CSV order: id 3 is 100 Kasa, id 5 is 102 Bankalar.
 */
const PRESETS: Record<string, Record<string, unknown>> = {
  hesap_plani: { hesap_kodu: '770.99' },
  // A movement's unit must be one of its card's (docs/stock.md "Units"), left to server/stock/units.test.ts.
  stok_hareketleri: { birim_id: '' },
  muhasebe_kurallari: { belge_turu_id: '1', rol_id: '2', hesap_kodu: '600' },
  // A card's own account must be one of the chart (server/ledger/card-account.hooks.ts).
  stok_kartlari: { muhasebe_hesap_kodu: '153' },
  hizmet_ve_masraf_kartlari: { muhasebe_hesap_kodu: '770' },
  sabit_kiymet_kartlari: { muhasebe_hesap_kodu: '255' },
  fis: {
    fis_satiri_json: JSON.stringify([
      { hesap_plani_id: 3, borc: '10', belge_tipi_id: 7 },
      { hesap_plani_id: 5, alacak: '10', belge_tipi_id: 7 },
    ]),
  },
};

/** store, as multipart/form-data when a value is a file (the way the browser sends files), else JSON. */
function storeValues(table: string, values: Record<string, unknown>) {
  if (!Object.values(values).some((v) => v instanceof Blob)) return api.store(table, values);
  const body = new FormData();
  body.append('column_set_id', '0');
  for (const [k, v] of Object.entries(values))
    if (v instanceof File) body.append(`${k}[]`, v);
    else body.append(k, String(v ?? ''));
  return t.post(`/${tokens.get(api)}/tables/${table}/store`, undefined, { body, headers: {} });
}

/** A small file a files column takes: an XSLT template, a picture or a PDF (checked by content, 001 §5.1). */
function sampleFile(c: CatalogColumn): File {
  const accept = acceptOf(c.name);
  if (accept === 'xslt')
    return new File(
      [
        '<xsl:stylesheet version="3.0" xmlns:xsl="http://www.w3.org/1999/XSL/Transform">' +
          '<xsl:template match="/"><p>Deneme</p></xsl:template></xsl:stylesheet>',
      ],
      'deneme.xslt',
    );
  if (accept === 'images')
    return new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], 'a.png');
  return new File(['%PDF-1.4\n%%EOF\n'], 'deneme.pdf');
}

/** A value that passes the catalogue checks of a column (relations are picked from select data). */
async function valueFor(
  table: TableDef,
  c: CatalogColumn,
  chosen: Record<string, unknown>,
): Promise<unknown> {
  unique++;
  if (c.gui_type_name === 'files') return isRequired(c) ? sampleFile(c) : '';
  const kind = kindOf(c);
  if (kind === 'relation' || kind === 'multi' || kind === 'static') {
    const parent = c.up_column_name ? chosen[c.up_column_name] : undefined;
    const r = await api.select(table.name, c.name, { search: '***', limit: 5, upColumnData: parent });
    const first = r.json.results.find((o: any) => !o.disabled);
    if (first) return kind === 'multi' ? JSON.stringify([first.id]) : first.id;
    if (!isRequired(c) || !c.relation) return '';
    // A company lookup with no rows yet (a bank branch): make one that fits the parent.
    const target = findTable(c.relation.table_name)!;
    const preset = c.up_column_name ? { [c.up_filter_column ?? c.up_column_name]: parent } : {};
    const made = await api.store(target.name, await generate(target, preset));
    expect(made.json.data.message, JSON.stringify(made.json)).toBe('success');
    return made.json.data.id;
  }
  switch (kind) {
    case 'number':
      return String(c.min ?? 1);
    case 'boolean':
      return '1';
    case 'date':
      return '2026-01-15';
    case 'datetime':
      return '2026-01-15 10:30:00';
    case 'time':
      return '10:30:00';
    case 'json':
      return '{"tema":"acik"}';
  }
  // An e-Fatura goes only to a registered e-invoice user (docs/e-documents.md, "Integrator"): Örnek Gıda's VKN.
  if (table.name === 'e_fatura' && c.name === 'tc') return '6482053170';
  if (c.check === 'digits') return '4540536920'.repeat(3).slice(0, c.min_length ?? c.max_length ?? 10);
  // A column with one of the form's masks (domain/masks) gets a value that fills it: digits, letters where it
  // asks for one.
  const pattern =
    c.gui_type_name === 'string' && maskOf(c.value_kind) ? patternOf(maskOf(c.value_kind)!) : undefined;
  if (pattern && !c.check) {
    const places = [...pattern].filter((ch) => '0a#'.includes(ch)).slice(0, c.max_length ?? undefined);
    return places.map((p, i) => (p === 'a' ? 'D' : String((unique + i) % 10))).join('');
  }
  if (c.check === 'email') return `deneme${unique}.${Date.now()}@ornek.example`;
  if (c.gui_type_name === 'password') return 'Deneme1234';
  if (c.gui_type_name === 'phone') return '+90 (212) 555 00 00';
  return `Deneme ${c.name}`.slice(0, c.max_length ?? 200);
}

/** Generated valid values for every writable column a generic generator can fill (parents before children). */
const CONVERSION_LINKS = new Set(['siparis_id', 'siparis_hizmet_id', 'irsaliye_id', 'irsaliye_hizmet_id']);

async function generate(table: TableDef, preset: Record<string, unknown>): Promise<Record<string, unknown>> {
  const out: Record<string, unknown> = { ...preset };
  const columns = allColumns(table)
    .filter((c) => !SYSTEM_COLUMNS.has(c.name) && !c.readOnly && !(c.name in preset))
    // An IBAN must match its bank (a table rule): left to the table's own tests.
    .filter((c) => c.check !== 'tr_iban')
    // Amounts the server computes (document totals, line amounts) are left to it (docs/line-tables.md).
    .filter((c) => !c.computed)
    // A converted line's links to its order / waybill line must point at the same document (docs/conversions.md):
    // optional, and left to the conversions' own tests.
    .filter((c) => !CONVERSION_LINKS.has(c.name))
    .sort((a, b) => Number(Boolean(a.up_column_name)) - Number(Boolean(b.up_column_name)));
  for (const c of columns) {
    if (c.name === table.lines?.json_column) out[c.name] = JSON.stringify(await generateLines(table));
    else if (c.name === table.number?.column) out[c.name] = numberFor(table);
    else out[c.name] = await valueFor(table, c, out);
  }
  return out;
}

/**
 * The number of a numbered document (docs/document-numbers.md): empty, so that the company's series fills it; a
 * typed one in the series' shape where the number is the supplier's (GİB's form, the year of the generated date).
 */
function numberFor(table: TableDef): string {
  if (table.number?.auto !== false) return '';
  unique++;
  if (table.number.format === 'gib') return `GEN2026${String(unique).padStart(9, '0')}`;
  // A number typed from someone else's paper (a supplier's waybill, a cheque): letters and digits.
  if (table.number.format === 'free') return `GEN${String(unique).padStart(9, '0')}`;
  return `GEN-2026-${String(unique).padStart(4, '0')}`;
}

/** Two generated lines of a document's line table (other taxes left out: their JSON is a table rule). */
async function generateLines(table: TableDef): Promise<Record<string, unknown>[]> {
  const lineTable = findTable(table.lines!.table)!;
  const line = await generate(lineTable, {});
  for (const c of allColumns(lineTable)) if (kindOf(c) === 'json') delete line[c.name];
  return [line, { ...line }];
}
