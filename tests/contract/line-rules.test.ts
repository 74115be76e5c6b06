import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LineError, LineTableMeta } from '../../domain/api/contract';
import { ruleNames } from '../../domain/rules';
import {
  demoCards,
  idWhere,
  invoiceHeader,
  threeLines,
  type Cards,
} from '../../server/documents/document.test-kit';
import { DEMO_ADMIN, departmentOf, tablesApi } from '../../server/tables/table.test-kit';
import { createTestContext, type TestContext } from '../../server/test/harness';
import { LineStore } from '../../src/engine/lines/line-store';
import { pages } from '../../src/schemas';

// The line rules are one rule set run twice: by the line grid while a clerk keys the lines (LineStore, through
// domain/rules) and by the server on save (page.rules.ts applyLineRules, through the same evaluator). The same
// lines go through both — the grid with the server's own line metadata — and must come out the same: the same
// values in every column a line rule names, and the same cell errors.

type Row = Record<string, unknown>;

let t: TestContext;
let api: ReturnType<typeof tablesApi>;
let c: Cards;
let meta: LineTableMeta;
let seq = 0;
const no = () => `KNT2026${String(++seq).padStart(9, '0')}`;

const def = pages.find((p) => p.table === 'satis_fatura')!;
const lineRules = (def.rules ?? []).filter((r) => r.scope === 'line');
/** Every line column the line rules read or write. */
const ruled = [
  ...new Set(
    ruleNames(lineRules)
      .fields.filter((f) => f.of === 'own')
      .map((f) => f.field),
  ),
];

beforeAll(async () => {
  t = await createTestContext();
  api = tablesApi(t, await t.login(DEMO_ADMIN));
  c = await demoCards(t, await departmentOf(t, DEMO_ADMIN));
  const cols = (await api.create('satis_fatura')).json.data.column_set.column_arrays[0].columns;
  meta = cols.mal_hizmet_json.line_table;
});
afterAll(() => t.close());

/** The grid: a new invoice of this type on which a clerk keys each line (one change per line). */
function keyed(type: number, lines: Row[]): LineStore {
  const header = { fatura_tipi_id: type, para_birimi_id: 1, döviz_kuru: '1' };
  const store = new LineStore({
    meta,
    rules: def.rules ?? [],
    header,
    calcHeader: { ...header, scale: 2 },
    lines: [],
    phase: 'create',
  });
  lines.forEach((line, i) => {
    const id = i === 0 ? store.rows[0].__id : store.add();
    store.change(id, line);
  });
  return store;
}

/** A cell as both sides mean it: empty is '' / null / undefined; ids and decimals as text ('120.00' = '120'). */
function cellText(v: unknown): string | null {
  if (v === undefined || v === null || v === '') return null;
  const s = String(v);
  return /^-?\d+\.\d+$/.test(s) ? s.replace(/\.?0+$/, '') : s;
}
const ruledCells = (line: Row) => Object.fromEntries(ruled.map((f) => [f, cellText(line[f])]));

describe('line rules: the grid and the server agree', () => {
  it('the fixture exercises the rules', () => {
    expect(ruled).toEqual(
      expect.arrayContaining([
        'stok_kartlari_id',
        'hizmet_ve_masraf_kartlari_id',
        'tevkifat_kodlari_listesi_id',
        'ozel_matrah_tutari',
        'ihrac_kayitli_fatura_sebebi_id',
        'kdv_istisna_muafiyet_sebebi_id',
      ]),
    );
  });

  it.each([2, 3, 5, 6])('store the same cells on a type %i invoice', async (type) => {
    const [stock, second, service] = threeLines(c);
    const ozel = await idWhere(t, sql<{ id: number }>`select id from istisna_kodlari where kod = '801'`);
    const ihrac = await idWhere(t, sql<{ id: number }>`select id from istisna_kodlari where kod = '701'`);
    const extra = {
      tevkifat_kodlari_listesi_id: c.tevkifat603,
      ozel_matrah_kodlari_listesi_id: ozel,
      ozel_matrah_tutari: '1000.00',
      ihrac_kayitli_fatura_sebebi_id: ihrac,
    };
    const lines: Row[] = [
      // A stock line with a service card too, and every type-bound code.
      { ...stock, ...extra, hizmet_ve_masraf_kartlari_id: c.bakim },
      // KDV %0 (not on a withholding invoice) without an exemption reason: the rules default it.
      ...(type === 3 ? [] : [{ ...second, kdv_id: 5 }]),
      // A service line with a stock card left on it; no other taxes (withholding is the tax dialog's rule).
      { ...service, diger_vergiler: null, stok_kartlari_id: c.toner, depo_kartlari_id: c.depo },
    ];
    const grid = keyed(type, lines);
    expect(grid.errorCount()).toBe(0);
    const r = await api.store('satis_fatura', {
      ...invoiceHeader(c, no(), { fatura_tipi_id: type }),
      mal_hizmet_json: JSON.stringify(lines),
    });
    expect(r.json.data, JSON.stringify(r.json)).toMatchObject({ message: 'success' });
    const stored = (await api.edit('satis_fatura', r.json.data.id)).json.data.record.mal_hizmet_json as Row[];
    expect(stored.map(ruledCells)).toEqual(grid.wire().map(ruledCells));
    // And what the grid sends is stored as it is.
    const again = await api.store('satis_fatura', {
      ...invoiceHeader(c, no(), { fatura_tipi_id: type }),
      mal_hizmet_json: JSON.stringify(grid.wire()),
    });
    expect(again.json.data.message).toBe('success');
    const kept = (await api.edit('satis_fatura', again.json.data.id)).json.data.record
      .mal_hizmet_json as Row[];
    expect(kept.map(ruledCells)).toEqual(stored.map(ruledCells));
  });

  it('answer the same cell errors', async () => {
    const [stock, , service] = threeLines(c);
    const lines: Row[] = [
      { ...stock, depo_kartlari_id: null },
      { ...service, diger_vergiler: null, hizmet_ve_masraf_kartlari_id: null },
      { ...stock, kdv_id: 5, kdv_istisna_muafiyet_sebebi_id: null },
    ];
    // On an exemption invoice (type 4) the KDV exemption reason has no default: it is required.
    const grid = keyed(4, lines);
    grid.setServerErrors([]);
    const gridErrors: LineError[] = [];
    grid.rows.forEach((row, index) => {
      const errors: Record<string, string[]> = {};
      for (const column of Object.keys(meta.columns)) {
        const message = grid.cellError(row.__id, column);
        if (message) errors[column] = [message];
      }
      if (Object.keys(errors).length) gridErrors.push({ index, errors });
    });
    const r = await api.store('satis_fatura', {
      ...invoiceHeader(c, no(), { fatura_tipi_id: 4 }),
      mal_hizmet_json: JSON.stringify(lines),
    });
    expect(r.json.data.line_errors.mal_hizmet_json).toEqual(gridErrors);
    expect(gridErrors.map((e) => Object.keys(e.errors))).toEqual([
      ['depo_kartlari_id'],
      ['hizmet_ve_masraf_kartlari_id'],
      ['kdv_istisna_muafiyet_sebebi_id'],
    ]);
  });
});
