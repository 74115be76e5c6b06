import { describe, expect, it } from 'vitest';
import { evaluate } from '../../domain/rules';
import { findTable } from '../../server/catalog';
import { allColumns } from '../../server/catalog/columns';
import { matchPageRoute } from '../engine/page/paths';
import type { PageDefinition } from '../../domain/pages/page.types';
import eArsivFatura from './e_arsiv_fatura';
import eFatura from './e_fatura';
import { pages } from '.';

// The e-invoice forms' page definitions (002 §2–§5): routes, redirects, the groups of 002 §2 and what the rules do
// to them as the clerk keys an e-Fatura or e-Arşiv invoice (the same evaluator the form and the server run).

const run = (
  def: Pick<PageDefinition, 'rules' | 'groups'>,
  data: Record<string, unknown>,
  phase: 'create' | 'change' | 'save' = 'save',
  prev?: Record<string, unknown>,
) => evaluate(def.rules!, data, { phase, prev, groups: def.groups });

describe('the e-Fatura and e-Arşiv pages', () => {
  it('have the spec’s add and edit routes and redirects (002 §2)', () => {
    expect(matchPageRoute('/e-donusum/fatura/ekle', pages)).toMatchObject({
      kind: 'create',
      def: { table: 'e_fatura' },
    });
    expect(matchPageRoute('/e-donusum/fatura/duzenle/12', pages)).toMatchObject({
      kind: 'edit',
      def: { table: 'e_fatura' },
    });
    expect(matchPageRoute('/e-donusum/arsiv/ekle', pages)).toMatchObject({
      kind: 'create',
      def: { table: 'e_arsiv_fatura' },
    });
    expect(eFatura.redirect).toBe('/e-donusum/fatura?tab=first');
    expect(eArsivFatura.redirect).toBe('/e-donusum/arsiv');
    expect(eFatura.tabs?.map((t) => t.label)).toEqual(['Taslak', 'Giden', 'Gelen']);
    expect(eArsivFatura.tabs?.map((t) => t.label)).toEqual(['Taslak', 'Giden', 'Gelen']);
  });

  it('group the fields as 002 §2 lists them, every form column of the catalogue in a group', () => {
    expect(eFatura.groups!.map((g) => g.title)).toEqual([
      'Cari Bilgileri',
      'Adres ve Kimlik Bilgileri',
      'Fatura Bilgileri',
      'İrsaliye ve Sipariş Bilgileri',
      'İade Bilgileri',
      'SGK Bilgileri',
      'İhracat Bilgileri',
      'Ödeme Bilgileri',
      'Fiş-Kalem Ekleme',
      'Toplamlar',
      'Açıklama',
      'Gönderim Bilgileri',
    ]);
    // e-Arşiv has no SGK type; it has the time and sending type.
    expect(eArsivFatura.groups!.map((g) => g.id)).not.toContain('sgk');
    expect(eArsivFatura.groups!.find((g) => g.id === 'fatura')!.columns).toEqual(
      expect.arrayContaining(['fatura_saati', 'gonderim_sekli_id', 'fatura_xslt_id', 'fatura_on_eki_id']),
    );
    for (const def of [eFatura, eArsivFatura]) {
      const grouped = new Set(def.groups!.flatMap((g) => g.columns));
      const shown = allColumns(findTable(def.table)!).filter((c) => c.visible !== false && !c.banned);
      for (const c of shown) expect(grouped, `${def.table}.${c.name}`).toContain(c.name);
    }
  });

  it('show İade Bilgileri only for a return and SGK Bilgileri only for an SGK invoice, each then required', () => {
    const sale = run(eFatura, { fatura_tipi_id: 2 });
    expect(sale.hiddenGroups).toEqual(expect.arrayContaining(['iade', 'sgk']));
    const sgk = run(eFatura, { fatura_tipi_id: 9 });
    expect(sgk.hiddenGroups).toContain('iade');
    expect(sgk.hiddenGroups).not.toContain('sgk');
    expect(sgk.fields.mukellef_kodu).toMatchObject({ required: true });
    expect(sgk.fields.dosya_no).toMatchObject({ required: true });
    const iade = run(eFatura, { fatura_tipi_id: 1 });
    expect(iade.hiddenGroups).not.toContain('iade');
    expect(iade.fields.iade_fatura_numarasi).toMatchObject({ required: true });
  });

  it('fill the identity from the chosen customer, and ask a name and surname for a TCKN', () => {
    const chosen = run(eFatura, { cari_hesap_id: 4 }, 'change', { cari_hesap_id: null });
    expect(chosen.fills).toContainEqual(
      expect.objectContaining({
        table: 'cari_hesap',
        id: '4',
        columns: expect.objectContaining({
          tc: 'tc',
          unvan: 'unvan',
          vergi_daireleri_id: 'vergi_daireleri_id',
        }),
      }),
    );
    expect(run(eFatura, { tc: '10000000146' }).fields.name_basic).toMatchObject({ required: true });
    expect(run(eFatura, { tc: '4820173650' }).fields.name_basic).toMatchObject({ hidden: true });
  });

  it('make an e-Arşiv invoice EARSIVFATURA, timed now, and require the payment terms of a KAMU e-Fatura', () => {
    const created = run(eArsivFatura, {}, 'create');
    expect(created.data.fatura_senaryo_id).toBe(3);
    expect(created.data.fatura_saati).toMatch(/^\d\d:\d\d:\d\d$/);
    expect(created.fields.fatura_senaryo_id).toMatchObject({ disabled: true });
    const kamu = run(eFatura, { fatura_senaryo_id: 4 });
    expect(kamu.fields.kamu_iban).toMatchObject({ required: true });
    expect(run(eFatura, { fatura_senaryo_id: 1 }).fields.kamu_iban?.required ?? false).toBe(false);
  });

  it('show İhracat Bilgileri and require the terms for an export e-Fatura only, and skip its user check', () => {
    const exported = run(eFatura, { fatura_senaryo_id: 5 });
    expect(exported.hiddenGroups).not.toContain('ihracat');
    expect(exported.fields.teslim_sarti_id).toMatchObject({ required: true });
    expect(exported.fields.gonderilme_sekli_id).toMatchObject({ required: true });
    const domestic = run(eFatura, { fatura_senaryo_id: 1, teslim_sarti_id: '4', alici_vergi_no: 'DE1' });
    expect(domestic.hiddenGroups).toContain('ihracat');
    expect(domestic.data.teslim_sarti_id ?? null).toBeNull();
    expect(domestic.data.alici_vergi_no ?? null).toBeNull();
    expect(eArsivFatura.groups!.map((g) => g.id)).not.toContain('ihracat');
    // The line grid has the GTİP and package cells; the receiver is the customs administration, not the buyer.
    expect(eFatura.lines?.columns).toEqual(
      expect.arrayContaining(['gtip_no', 'kap_cinsi', 'kap_no', 'kap_adedi']),
    );
    expect(eFatura.eDocument?.userCheck?.unless).toEqual({ field: 'fatura_senaryo_id', equals: 5 });
  });
});
