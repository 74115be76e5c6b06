import { describe, expect, it } from 'vitest';
import { evaluate } from '../../domain/rules';
import { findTable } from '../../server/catalog';
import { allColumns } from '../../server/catalog/columns';
import { matchPageRoute } from '../engine/page/paths';
import type { PageDefinition } from '../../domain/pages/page.types';
import eIrsaliye from './e_irsaliye';
import gelenEIrsaliye from './gelen_eirsaliye';
import { pages } from '.';

// The e-İrsaliye page definition (002 §2–§5; docs/e-documents.md "e-İrsaliye"): routes, tabs, redirect, the groups
// of 002 §2 and what its rules do as the clerk keys a waybill (the same evaluator the form and the server run).

const run = (
  data: Record<string, unknown>,
  phase: 'create' | 'change' | 'save' = 'save',
  prev?: Record<string, unknown>,
) => evaluate(eIrsaliye.rules!, data, { phase, prev, groups: eIrsaliye.groups });
const line = (row: Record<string, unknown>, header: Record<string, unknown>) =>
  evaluate(eIrsaliye.rules!, row, { phase: 'save', scope: 'line', header });

describe('the e-İrsaliye page', () => {
  it('has the spec’s routes, tabs Taslak / Giden / Gelen, its redirect, the send action and media', () => {
    expect(matchPageRoute('/e-donusum/irsaliye/ekle', pages)).toMatchObject({
      kind: 'create',
      def: { table: 'e_irsaliye' },
    });
    expect(matchPageRoute('/e-donusum/irsaliye/duzenle/7', pages)).toMatchObject({
      kind: 'edit',
      def: { table: 'e_irsaliye' },
    });
    expect(eIrsaliye.redirect).toBe('/e-donusum/irsaliye');
    const def: PageDefinition = eIrsaliye;
    expect(def.readOnly).toBeFalsy();
    expect(def.addNotice).toBeUndefined();
    expect(eIrsaliye.tabs?.map((t) => t.label)).toEqual(['Taslak', 'Giden', 'Gelen']);
    expect(eIrsaliye.tabs?.[2]).toMatchObject({ page: 'gelen_eirsaliye' });
    expect(eIrsaliye.eDocument).toEqual({
      send: true,
      resend: { column: 'ent_fatura_durumu', values: ['GÖNDERİLEMEDİ'] },
    });
    expect(eIrsaliye.media).toBe(true);
    expect(gelenEIrsaliye.listColumns).toContain('yanit_durumu');
  });

  it('groups the fields as 002 §2 lists them, every form column of the catalogue in a group', () => {
    expect(eIrsaliye.groups!.map((g) => g.title)).toEqual([
      'Cari Bilgileri',
      'Adres ve Kimlik Bilgileri',
      'Adres Bilgileri',
      'İrsaliye Bilgileri',
      'Matbu İrsaliye Bilgileri',
      'Sipariş Bilgileri',
      'Taşıyıcı Bilgileri',
      'Şoför Bilgileri',
      'Dorse Plakaları',
      'Teslimat Bilgileri',
      'Stok Satırları',
      'Toplamlar',
      'Açıklama',
      'Gönderim Bilgileri',
    ]);
    for (const def of [eIrsaliye, gelenEIrsaliye]) {
      const grouped = new Set(def.groups!.flatMap((g) => g.columns));
      const shown = allColumns(findTable(def.table)!).filter((c) => c.visible !== false && !c.banned);
      for (const c of shown) expect(grouped, `${def.table}.${c.name}`).toContain(c.name);
    }
    const lineTable = findTable('e_irsaliye_mal_hizmet')!;
    for (const c of eIrsaliye.lines!.columns!) expect(lineTable.columns.map((x) => x.name)).toContain(c);
  });

  it('defaults a new waybill: today, now, Sevk, Asıl, carrier company, Temel İrsaliye', () => {
    const out = run({}, 'create');
    expect(out.data).toMatchObject({
      irsaliye_tipi_id: '1',
      kopya_bilgisi_id: '1',
      tasiyici_turu_id: '1',
      senaryo_id: '1',
    });
    expect(String(out.data.irsaliye_tarihi)).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(String(out.data.sevk_zamani)).toMatch(/^\d{2}:\d{2}/);
  });

  it('applies the carrier rule of 002 §4: own drivers hide and clear the carrier, a carrier needs VKN and title', () => {
    const own = run({ tasiyici_turu_id: '2', tasiyici_vkn: '3870421956', tasiyici_unvan: 'X Lojistik' });
    expect(own.fields.tasiyici_vkn).toMatchObject({ hidden: true });
    expect(own.data.tasiyici_vkn ?? null).toBeNull();
    expect(own.fields.sofor_bilgileri).toMatchObject({ required: true });
    expect(own.hiddenGroups).not.toContain('soforler');
    const carrier = run({
      tasiyici_turu_id: '1',
      sofor_bilgileri: [{ isim: 'A', soyisim: 'B', tc: '10000000146' }],
    });
    expect(carrier.fields.tasiyici_vkn).toMatchObject({ required: true });
    expect(carrier.fields.tasiyici_unvan).toMatchObject({ required: true });
    expect(carrier.hiddenGroups).toContain('soforler');
    expect(carrier.data.sofor_bilgileri ?? null).toBeNull();
    // The carrier company's address: shown for a carrier, hidden and cleared with own drivers.
    expect(carrier.fields.tasiyici_ilceler_id?.hidden ?? false).toBe(false);
    const moved = run({ tasiyici_turu_id: '2', tasiyici_sehirler_id: 34, tasiyici_posta_kodu: '34490' });
    expect(moved.fields.tasiyici_sehirler_id).toMatchObject({ hidden: true });
    expect(moved.data.tasiyici_sehirler_id ?? null).toBeNull();
    expect(moved.data.tasiyici_posta_kodu ?? null).toBeNull();
  });

  it('shows and requires the paper waybill only for Matbudan, and asks a title for a VKN, a name for a TCKN', () => {
    const sevk = run({ irsaliye_tipi_id: '1', matbu_irsaliye_numarasi: 'A-1' });
    expect(sevk.hiddenGroups).toContain('matbu');
    expect(sevk.data.matbu_irsaliye_numarasi ?? null).toBeNull();
    const matbu = run({ irsaliye_tipi_id: '2' });
    expect(matbu.hiddenGroups).not.toContain('matbu');
    expect(matbu.fields.matbu_irsaliye_tarihi).toMatchObject({ required: true });
    expect(run({ tc: '2910473856' }).fields.unvan).toMatchObject({ required: true });
    expect(run({ tc: '10000000146' }).fields.surname).toMatchObject({ required: true });
  });

  it('fills the identity from the customer and the delivery address from its address', () => {
    const chosen = run({ cari_hesap_id: 4, adres_id: 9 }, 'change', { cari_hesap_id: null, adres_id: null });
    const fills = chosen.fills.map((f) => ({ from: f.from, table: f.table }));
    expect(fills).toEqual(
      expect.arrayContaining([
        { from: 'cari_hesap_id', table: 'cari_hesap' },
        { from: 'adres_id', table: 'adres' },
      ]),
    );
    const address = chosen.fills.find((f) => f.table === 'adres')!;
    expect(address.columns).toMatchObject({ t_posta_kodu: 'posta_kodu', t_ilceler_id: 'ilceler_id' });
  });

  it('asks the künye number on every line of a Hal Tipi waybill, hides it otherwise; every line names its goods', () => {
    const hks = line({ mal_hizmet: 'Domates', miktar: '10' }, { senaryo_id: '2' });
    expect(hks.fields.kunye_numarasi).toMatchObject({ required: true });
    expect(hks.fields.mal_hizmet).toMatchObject({ required: true });
    const temel = line({ mal_hizmet: 'Domates', kunye_numarasi: '123' }, { senaryo_id: '1' });
    expect(temel.fields.kunye_numarasi).toMatchObject({ hidden: true });
    expect(temel.data.kunye_numarasi ?? null).toBeNull();
  });
});
