import { describe, expect, it } from 'vitest';
import { calculateFreelanceReceipt, calculateProducerReceipt } from '../../domain/documents';
import { evaluate } from '../../domain/rules';
import type { LineTableMeta } from '../../domain/api/contract';
import { findTable } from '../../server/catalog';
import { allColumns, publicMeta } from '../../server/catalog/columns';
import { LineStore } from '../engine/lines/line-store';
import type { PageDefinition } from '../../domain/pages/page.types';
import { matchPageRoute } from '../engine/page/paths';
import eMustahsilMakbuzu from './e_mustahsil_makbuzu';
import serbestMeslekMakbuzu from './serbest_meslek_makbuzu';
import { pages } from '.';

// The receipt forms' page definitions (e-SMM, e-MM; 002 §2–§5, docs/e-documents.md "e-SMM ve e-MM formları"):
// routes, redirects and tabs, every form column of the catalogue in a group, the rules as the clerk keys a receipt
// (the evaluator the form and the server run), and the line grid's calculator giving domain's receipt amounts.

type Def = PageDefinition;
const run = (def: Def, data: Record<string, unknown>, phase: 'create' | 'save' = 'save') =>
  evaluate(def.rules!, data, { phase, groups: def.groups });
const runLine = (def: Def, line: Record<string, unknown>) =>
  evaluate(
    def.rules!.filter((r) => r.scope === 'line'),
    line,
    { phase: 'save', scope: 'line', header: {} },
  );

function lineMeta(table: string): LineTableMeta {
  const def = findTable(table)!;
  return {
    table_name: table,
    parent_column: 'bagli_efatura_id',
    order_column: 'sira_no',
    columns: Object.fromEntries(allColumns(def).map((c) => [c.name, publicMeta(c)])),
  };
}

describe('the e-SMM and e-MM pages', () => {
  it('have the spec’s routes, redirects and tabs (002 §2), send and media on the detail', () => {
    for (const [route, table] of [
      ['/e-donusum/smm', 'serbest_meslek_makbuzu'],
      ['/e-donusum/e-mm', 'e_mustahsil_makbuzu'],
    ]) {
      expect(matchPageRoute(`${route}/ekle`, pages)).toMatchObject({ kind: 'create', def: { table } });
      expect(matchPageRoute(`${route}/duzenle/7`, pages)).toMatchObject({ kind: 'edit', def: { table } });
    }
    expect(serbestMeslekMakbuzu.redirect).toBe('/e-donusum/smm');
    expect(eMustahsilMakbuzu.redirect).toBe('/e-donusum/e-mm');
    for (const def of [serbestMeslekMakbuzu, eMustahsilMakbuzu] as PageDefinition[]) {
      expect(def.tabs?.map((t) => t.label)).toEqual(['Taslak', 'Giden']);
      expect(def.eDocument?.send).toBe(true);
      expect(def.media).toBe(true);
      expect(def.readOnly).toBeFalsy();
    }
    expect(serbestMeslekMakbuzu.lines?.calculator).toBe('freelanceReceipt');
    expect(eMustahsilMakbuzu.lines?.calculator).toBe('producerReceipt');
  });

  it('put every form column of the catalogue in a group, and name only columns the tables have', () => {
    for (const def of [serbestMeslekMakbuzu, eMustahsilMakbuzu] as PageDefinition[]) {
      const table = findTable(def.table)!;
      const names = new Set(allColumns(table).map((c) => c.name));
      const grouped = def.groups!.flatMap((g) => g.columns);
      for (const c of grouped) expect(names, `${def.table}.${c}`).toContain(c);
      for (const c of allColumns(table).filter((x) => x.visible !== false && !x.banned))
        expect(grouped, `${def.table}.${c.name}`).toContain(c.name);
      const lines = findTable(table.lines!.table)!;
      const lineNames = new Set(allColumns(lines).map((c) => c.name));
      for (const c of def.lines!.columns!) expect(lineNames, `${lines.name}.${c}`).toContain(c);
      for (const c of def.lines!.panel) expect(names, `${def.table}.${c}`).toContain(c);
    }
    // The e-SMM chooses an E-SMM template; the e-MM has no template type (002 §4).
    expect(serbestMeslekMakbuzu.groups!.flatMap((g) => g.columns)).toContain('fatura_xslt_id');
    expect(eMustahsilMakbuzu.groups!.flatMap((g) => g.columns)).not.toContain('fatura_xslt_id');
  });

  it('date a new receipt today and now, and ask a title for a VKN, a name and surname for a TCKN (002 §4)', () => {
    const created = run(serbestMeslekMakbuzu, {}, 'create');
    expect(created.data.duzenleme_tarihi).toMatch(/^\d{4}-\d\d-\d\d$/);
    expect(created.data.duzenleme_zamani).toMatch(/^\d\d:\d\d:\d\d$/);
    const person = run(eMustahsilMakbuzu, { tc: '34620158728', unvan: 'x' });
    expect(person.fields.name_basic).toMatchObject({ required: true });
    expect(person.fields.unvan).toMatchObject({ disabled: true });
    expect(person.data.unvan ?? null).toBeNull();
    const company = run(serbestMeslekMakbuzu, { tc: '4820173652', name_basic: 'x' });
    expect(company.fields.unvan).toMatchObject({ required: true });
    expect(company.fields.name_basic).toMatchObject({ disabled: true });
  });

  it('ask the withholding code only with a KDV withholding, the exemption only with KDV 0 % (GİB)', () => {
    const withheld = runLine(serbestMeslekMakbuzu, { kdv_tevkifat_orani: '2', kdv_id: 9 });
    expect(withheld.fields.tevkifat_kodlari_listesi_id).toMatchObject({ required: true });
    expect(withheld.fields.kdv_istisna_muafiyet_sebebi_id).toMatchObject({ disabled: true });
    const none = runLine(serbestMeslekMakbuzu, { kdv_tevkifat_orani: '0', kdv_id: 5 });
    expect(none.fields.tevkifat_kodlari_listesi_id).toMatchObject({ disabled: true });
    expect(none.fields.kdv_istisna_muafiyet_sebebi_id).toMatchObject({ required: true });
  });
});

describe('the receipt line grid', () => {
  it('shows calculateFreelanceReceipt’s amounts per line and in total while the services are keyed', () => {
    const lines = [
      {
        mal_hizmet: 'Danışmanlık',
        brut_ucret: '17.80',
        gv_stopaj_orani: '20',
        kdv_id: '4',
        kdv_tevkifat_orani: '2',
      },
      {
        mal_hizmet: 'Dava',
        brut_ucret: '12345.67',
        gv_stopaj_orani: '20',
        kdv_id: '9',
        kdv_tevkifat_orani: '0',
      },
    ];
    const s = new LineStore({
      meta: lineMeta('serbest_meslek_malhizmet'),
      rules: serbestMeslekMakbuzu.rules!,
      header: {},
      calcHeader: { scale: 2 },
      lines,
      phase: 'edit',
      calculator: 'freelanceReceipt',
    });
    const expected = calculateFreelanceReceipt({ lines });
    expect(s.totals()).toEqual(expected.totals);
    expect(s.result(s.rows[0].__id)).toEqual(expected.lines[0]);
    expect(s.result(s.rows[0].__id)).toMatchObject({ net_tahsilat: '16.80' });
    // A cell being typed moves the totals; a refused number counts as zero and names its cell.
    s.draft(s.rows[1].__id, 'brut_ucret', '1000');
    expect(s.totals().odenecek_tutar).toBe(
      calculateFreelanceReceipt({ lines: [lines[0], { ...lines[1], brut_ucret: '1000' }] }).totals
        .odenecek_tutar,
    );
    s.endDraft(s.rows[1].__id);
    s.change(s.rows[1].__id, { gv_stopaj_orani: '150' });
    expect(s.cellError(s.rows[1].__id, 'gv_stopaj_orani')).toBeTruthy();
    expect(s.totals()).toEqual(calculateFreelanceReceipt({ lines: [lines[0]] }).totals);
  });

  it('shows calculateProducerReceipt’s deductions of the goods', () => {
    const lines = [
      {
        mal_hizmet: 'Buğday',
        miktar: '10000',
        birim_id: '1',
        mal_hizmet_tutari: '49000',
        gv_stopaj_orani: '4',
        borsa_tescil_ucreti_orani: '2',
      },
    ];
    const s = new LineStore({
      meta: lineMeta('e_mustahsil_malhizmet'),
      rules: eMustahsilMakbuzu.rules!,
      header: {},
      calcHeader: { scale: 2 },
      lines,
      phase: 'edit',
      calculator: 'producerReceipt',
    });
    expect(s.totals()).toEqual(calculateProducerReceipt({ lines }).totals);
    expect(s.totals()).toMatchObject({ odenecek_tutar: '46099.20' });
  });
});
