import { describe, expect, it } from 'vitest';
import { cariHesapColumns, column, tahsilatColumns } from '../../services/tables.fixtures';
import { buildColumnDefs, cellText, listColumnsOf, minWidthOf, totalRows } from './column-defs';

const byName = (cols: ReturnType<typeof tahsilatColumns>) => Object.fromEntries(cols.map((c) => [c.name, c]));

describe('list columns', () => {
  it('show the definition’s columns in its order, never hidden ones', () => {
    const cols = byName(cariHesapColumns());
    expect(listColumnsOf(cols, ['tc', 'cari_hesap_adi', 'department_id', 'nope']).map((c) => c.name)).toEqual(
      ['tc', 'cari_hesap_adi'],
    );
    expect(listColumnsOf(cols).map((c) => c.name)).not.toContain('department_id');
  });

  it('format cells for a Turkish reader', () => {
    const t = byName(tahsilatColumns());
    expect(cellText(t.tutar, '1250000.5')).toBe('₺1.250.000,50');
    expect(cellText(t.islem_tarihi, '2026-02-28')).toBe('28.02.2026');
    expect(cellText(t.kdv_dahil_buton, '1')).toBe('Evet');
    expect(cellText(t.kdv_dahil_buton, false)).toBe('Hayır');
    expect(cellText(column('zaman', 'Zaman', 'datetime'), '2026-02-28 14:05:00')).toBe('28.02.2026 14:05');
    expect(cellText(byName(cariHesapColumns()).cari_tipi, 2)).toBe('Tedarikçi');
    expect(cellText(t.cari_hesap_id, 'Yıldız Gıda')).toBe('Yıldız Gıda');
    expect(cellText(t.aciklama, null)).toBe('');
  });

  it('show an amount with its own currency symbol, never ₺ on a dollar amount (issue 12 item 5)', () => {
    const t = byName(tahsilatColumns());
    // A list row gives the relation's text in para_birimi_id and its id in para_birimi_id__id.
    const usd = { para_birimi_id: 'ABD doları', para_birimi_id__id: 2 };
    expect(cellText(t.tutar, '1250000.5', usd)).toBe('$1.250.000,50');
    expect(cellText(t.tutar, '99.9', { para_birimi_id: 'Euro', para_birimi_id__id: 3 })).toBe('€99,90');
    expect(cellText(t.tutar, '10', { para_birimi_id__id: 6 })).toBe('£10,00');
    expect(cellText(t.tutar, '10', { para_birimi_id__id: 1 })).toBe('₺10,00');
    // The TL equivalent stays in TL.
    expect(
      cellText(column('dovizli_tutar', 'TL Karşılığı', 'money', { format: 'money' }), '41253', usd),
    ).toBe('₺41.253,00');
    const [def] = buildColumnDefs([t.tutar], 'tahsilat_islem');
    const format = def.valueFormatter as (p: { value: unknown; data: unknown }) => string;
    expect(format({ value: '5', data: usd })).toBe('$5,00');
  });

  it('leave sorting and filtering to the server', () => {
    const [def] = buildColumnDefs([byName(tahsilatColumns()).tutar], 'tahsilat_islem');
    expect(def).toMatchObject({ colId: 'tutar', headerName: 'Tutar', sortable: true, type: 'rightAligned' });
    expect((def.comparator as (a: unknown, b: unknown) => number)('1', '2')).toBe(0);
    expect(def.filterParams).toMatchObject({ table: 'tahsilat_islem', column: { name: 'tutar' } });
  });

  it('indent a column by the level another column of the row holds (the chart of accounts’ tree)', () => {
    const code = column('hesap_kodu', 'Hesap Kodu', 'string');
    const name = column('hesap_adi', 'Hesap Adı', 'string');
    const [codeDef, nameDef] = buildColumnDefs([code, name], 'hesap_plani', {
      column: 'hesap_adi',
      level: 'seviye',
    });
    expect(codeDef.cellClass).toBeUndefined();
    const cls = nameDef.cellClass as (p: { data?: Record<string, unknown> }) => string;
    expect(cls({ data: { seviye: 1 } })).toBe('df-indent-1');
    expect(cls({ data: { seviye: '5' } })).toBe('df-indent-5');
    expect(cls({ data: { seviye: 14 } })).toBe('df-indent-8');
    expect(cls({ data: {} })).toBe('df-indent-1');
  });

  it('size to content with a floor by kind, and keep numbers right-aligned and uncut (issue 16)', () => {
    const t = byName(tahsilatColumns());
    const defs = Object.fromEntries(
      buildColumnDefs(tahsilatColumns(), 'tahsilat_islem').map((d) => [d.colId, d]),
    );
    // No fixed width: the grid sizes each column to its cells; the floor depends on the kind.
    for (const d of buildColumnDefs(tahsilatColumns(), 'tahsilat_islem')) expect(d.width).toBeUndefined();
    expect(minWidthOf(t.tutar)).toBeGreaterThanOrEqual(120);
    expect(minWidthOf(t.islem_tarihi)).toBeLessThan(minWidthOf(t.tutar));
    expect(defs.tutar).toMatchObject({
      type: 'rightAligned',
      cellClass: ['ag-right-aligned-cell', 'df-cell--number'],
      minWidth: 120,
    });
    // A long header word keeps its column wide enough not to break it ("Hesaplanan" beside its icons).
    expect(minWidthOf(column('hesaplanan_kdv', 'Hesaplanan KDV', 'money', { format: 'money' }))).toBe(141);
    expect(defs.tutar).toMatchObject({ wrapHeaderText: true, autoHeaderHeight: true });
    expect(defs.belge_no.type).toBeUndefined();
  });

  it('build the totals rows: one per currency, "Toplam" in the first column not summed', () => {
    const cols = tahsilatColumns();
    const rows = totalRows(
      [
        { by: '1', count: 3, sums: { tutar: '1000002.80' } },
        { by: '2', count: 1, sums: { tutar: '10.205' } },
      ],
      [byName(cols).tutar, byName(cols).kdv_dahil_buton, byName(cols).belge_no],
      { columns: ['tutar'], by: 'para_birimi_id' },
    );
    expect(rows).toEqual([
      { __total: 'total:1', kdv_dahil_buton: 'Toplam', para_birimi_id__id: '1', tutar: '1000002.80' },
      { __total: 'total:2', kdv_dahil_buton: 'Toplam', para_birimi_id__id: '2', tutar: '10.205' },
    ]);
    const defs = Object.fromEntries(buildColumnDefs(cols, 'tahsilat_islem').map((d) => [d.colId, d]));
    type Format = (p: { value: unknown; data: unknown; node: { rowPinned: string } }) => string;
    const pinned = { rowPinned: 'bottom' };
    // The label stays a label in a boolean column; each sum shows its currency, rounded as money.
    expect(
      (defs.kdv_dahil_buton.valueFormatter as Format)({ value: 'Toplam', data: rows[0], node: pinned }),
    ).toBe('Toplam');
    expect((defs.tutar.valueFormatter as Format)({ value: rows[0].tutar, data: rows[0], node: pinned })).toBe(
      '₺1.000.002,80',
    );
    expect((defs.tutar.valueFormatter as Format)({ value: rows[1].tutar, data: rows[1], node: pinned })).toBe(
      '$10,21',
    );
  });
});
