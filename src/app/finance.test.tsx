import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { findTable } from '../../server/catalog';
import { allColumns, publicMeta } from '../../server/catalog/columns';
import { evaluate, type RuleOutcome } from '../../domain/rules/rule.evaluate';
import type { RuleData, RuleSet } from '../../domain/rules/types';
import type { PageDefinition } from '../../domain/pages/page.types';
import { tokenStore } from '../services/http';
import tahsilatIslem from '../schemas/tahsilat_islem';
import bankaGelenHavaleIslemi from '../schemas/banka_gelen_havale_islemi';
import musteriCek from '../schemas/musteri_cek';
import { CALENDAR_SOURCES } from '../pages/shell/Calendar/calendar';
import { fakeApi, ok, userInfo } from './testing/fake-api';
import { renderApp } from './testing/render-app';
import { resetBrowserState } from './testing/reset';

// Issue 11 items 3 and 4 in the browser: the finance menu entries and their lists with the spec's tabs, the cash
// card page's movements tab with the balance, and the rules of the transaction and cheque forms (002 §4).

vi.mock('../engine/page/index', async (load) => ({
  ...(await load<typeof import('../engine/page/index')>()),
  FormPage: ({ def, id }: { def: PageDefinition; id?: string }) => (
    <p>
      form:{def.table}:{id ?? 'yeni'}:{def.title}
    </p>
  ),
}));

configure({ asyncUtilTimeout: 5000 });
beforeEach(resetBrowserState);
afterEach(resetBrowserState);

const columnsOf = (table: string) =>
  Object.fromEntries(allColumns(findTable(table)!).map((c) => [c.name, publicMeta(c)]));

const TABLES = [
  'kasa_karti',
  'kasa_hareketleri',
  'tahsilat_islem',
  'odeme_islemi',
  'musteri_cek',
  'firma_cek',
];

const listOf = (table: string, records: Record<string, unknown>[]) => () =>
  ok({
    records,
    all_records_count: records.length,
    pages: 1,
    columns: columnsOf(table),
    query_columns: columnsOf(table),
    table_info: { name: table, display_name: table },
  });

function session() {
  tokenStore.set('tok-1');
  return fakeApi({
    'tok-1/getLoggedInUserInfo': () => ok(userInfo({ packageId: 4, tables: TABLES })),
    'tok-1/tables/favoriler': () => ok({ records: [], all_records_count: 0 }),
    'tok-1/tables/kasa_karti': listOf('kasa_karti', [
      { id: 1, kasa_tanımı: 'Merkez Kasa', para_birimi_id: 'TL', bakiye: '1250.500' },
    ]),
    'tok-1/tables/kasa_hareketleri': listOf('kasa_hareketleri', [
      {
        id: 81,
        kasa_karti_id: 'Merkez Kasa',
        islem_turu: 'Kasa Tahsilatı',
        belge_no: 'TH-0001',
        giris: '1500.000',
        cikis: '0.000',
      },
    ]),
    'tok-1/tables/tahsilat_islem': listOf('tahsilat_islem', [
      { id: 7, belge_no: 'TH-0001', islem_tarihi: '2026-11-20', tutar: '1500.000', vergi_tutar: '1500.000' },
    ]),
    'tok-1/tables/odeme_islemi': listOf('odeme_islemi', [
      { id: 9, belge_no: 'OD-0412', islem_tarihi: '2026-11-21', tutar: '750.000' },
    ]),
    'tok-1/tables/musteri_cek': listOf('musteri_cek', [
      {
        id: 3,
        cek_numarasi: '0048213',
        pozisyon_id: 'Portföyde',
        vade_tarihi: '2026-12-19',
        tutar: '18500.000',
      },
    ]),
    'tok-1/tables/firma_cek': listOf('firma_cek', []),
  });
}

describe('the finance pages', () => {
  it('list cash receipts and payments in the tabs of /finans-yonetimi/kasa, with their add routes', async () => {
    session();
    const user = userEvent.setup();
    renderApp('/');
    const menu = await screen.findByRole('navigation', { name: 'Ana menü' });
    const entry = await within(menu).findByRole('link', { name: 'Kasa İşlemleri' });
    expect(entry).toHaveAttribute('href', '/finans-yonetimi/kasa');
    expect(within(menu).getByRole('link', { name: 'Çekler' })).toHaveAttribute(
      'href',
      '/finans-yonetimi/cek',
    );
    await user.click(entry);
    const main = await screen.findByRole('main');
    expect(await within(main).findByText('TH-0001')).toBeInTheDocument();
    expect(within(main).getByRole('heading', { level: 1 })).toHaveTextContent('Kasa İşlemleri');
    const tabs = within(main).getByRole('navigation', { name: 'Liste sekmeleri' });
    expect(
      within(tabs)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['Tahsilatlar', 'Ödemeler']);
    expect(within(main).getByRole('link', { name: 'Ekle' })).toHaveAttribute(
      'href',
      '/finans-yonetimi/kasa/tahsilat-ekle',
    );
    await user.click(within(tabs).getByRole('link', { name: 'Ödemeler' }));
    expect(await within(main).findByText('OD-0412')).toBeInTheDocument();
  });

  it('show the cash cards with their balance and their movements in the second tab of /kasa', async () => {
    session();
    const user = userEvent.setup();
    renderApp('/kasa');
    const main = await screen.findByRole('main');
    expect(await within(main).findByText('Merkez Kasa')).toBeInTheDocument();
    expect(within(main).getByText('Bakiye')).toBeInTheDocument();
    const tabs = within(main).getByRole('navigation', { name: 'Liste sekmeleri' });
    await user.click(within(tabs).getByRole('link', { name: 'Kasa Hareketleri' }));
    expect(await within(main).findByText('Kasa Tahsilatı')).toBeInTheDocument();
    expect(within(main).getByText('TH-0001')).toBeInTheDocument();
  });

  it('open a customer cheque from /finans-yonetimi/cek', async () => {
    session();
    const user = userEvent.setup();
    const app = renderApp('/finans-yonetimi/cek');
    const main = await screen.findByRole('main');
    expect(await within(main).findByText('0048213')).toBeInTheDocument();
    expect(within(main).getByText('Portföyde')).toBeInTheDocument();
    await user.click(within(main).getByRole('button', { name: 'Düzenle' }));
    expect(await screen.findByText('form:musteri_cek:3:Müşteri Çekleri')).toBeInTheDocument();
    expect(app.location()).toBe('/finans-yonetimi/cek/musteri-duzenle/3');
  });

  it('put the due dates of cheques and notes on the calendar', () => {
    const tables = CALENDAR_SOURCES.filter((s) => s.dateField === 'vade_tarihi').map((s) => s.table);
    expect(tables).toEqual(['musteri_cek', 'firma_cek', 'musteri_senet', 'firma_senet']);
  });
});

/** A form's rules as the clerk drives them: created, then changed field by field. */
function form(rules: RuleSet, initial: RuleData) {
  let out: RuleOutcome = evaluate(rules, initial, { phase: 'create' });
  return {
    get out() {
      return out;
    },
    change(patch: RuleData) {
      out = evaluate(rules, { ...out.data, ...patch }, { phase: 'change', prev: out.data, state: out.state });
    },
  };
}
const hidden = (o: RuleOutcome, f: string) => o.fields[f]?.hidden === true;
const required = (o: RuleOutcome, f: string) => o.fields[f]?.required === true;

describe('the finance form rules (002 §4)', () => {
  it('islem_tipi_id decides the counter field; tip_id its target; a new tip_id clears every target', () => {
    const f = form(tahsilatIslem.rules!, { islem_tipi_id: '4', para_birimi_id: 1 });
    expect(f.out.data.islem_tarihi).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(required(f.out, 'tip_id') && required(f.out, 'cari_hesap_id')).toBe(true);
    expect(hidden(f.out, 'kasa_karti_id')).toBe(true);
    f.change({ tip_id: '1' });
    expect(required(f.out, 'satis_fatura_id')).toBe(true);
    expect(hidden(f.out, 'musteri_cek_id')).toBe(true);
    f.change({ satis_fatura_id: 12 });
    f.change({ tip_id: '2' });
    expect(f.out.data.satis_fatura_id ?? null).toBeNull();
    expect(required(f.out, 'musteri_cek_id')).toBe(true);
    f.change({ islem_tipi_id: '1' });
    expect(required(f.out, 'kasa_karti_id')).toBe(true);
    expect(hidden(f.out, 'tip_id') && hidden(f.out, 'cari_hesap_id')).toBe(true);
    f.change({ islem_tipi_id: '3' });
    expect(required(f.out, 'hizmet_ve_masraf_kartlari_id')).toBe(true);
    expect(hidden(f.out, 'kasa_karti_id')).toBe(true);
  });

  it('locks the rate at 1 for TL and copies the chosen invoice on an incoming transfer', () => {
    const f = form(bankaGelenHavaleIslemi.rules!, {
      islem_tipi_id: '4',
      para_birimi_id: 1,
      döviz_kuru: '34',
    });
    expect(f.out.data.döviz_kuru).toBe('1');
    expect(f.out.fields.döviz_kuru?.disabled).toBe(true);
    expect(required(f.out, 'tutar')).toBe(true);
    f.change({ tip_id: '1' });
    f.change({ satis_fatura_id: 5 });
    expect(f.out.fills).toEqual([
      expect.objectContaining({ from: 'satis_fatura_id', table: 'satis_fatura', id: '5' }),
    ]);
    expect(f.out.fills[0].columns).toMatchObject({
      belge_no: 'fatura_numarasi',
      tutar: 'kalan_odeme_tutari',
    });
    expect(required(f.out, 'tutar')).toBe(false);
  });

  it('hides the rate fields of a TL cheque and shows them for another currency', () => {
    const f = form(musteriCek.rules!, { para_birimi_id: 1 });
    expect(hidden(f.out, 'döviz_kuru') && hidden(f.out, 'kur_tarihi')).toBe(true);
    f.change({ para_birimi_id: 2 });
    expect(hidden(f.out, 'döviz_kuru') || hidden(f.out, 'doviz_kuru_kaynagi')).toBe(false);
  });
});
