import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN, departmentOf, ORNEK_USER, tablesApi } from '../tables/table.test-kit';
import { createTestContext, type TestContext } from '../test/harness';
import { idWhere, lineRows } from './document.test-kit';

// The Kobi package's small-business invoices (kobi_satis_fatura, kobi_alis_fatura) over HTTP, as Örnek Gıda's
// user: the server recomputes every line and total with domain's calculateDocument at 2 decimals, refuses a
// tampered total, writes what is left to pay, keeps the lines as rows; a company of another package is refused.

type Row = Record<string, unknown>;

let t: TestContext;
let kobi: ReturnType<typeof tablesApi>;
let muhasebe: ReturnType<typeof tablesApi>;
let dept: number;
let cards: Record<'cari' | 'makarna' | 'film' | 'nakliye' | 'depo', number>;
let seq = 0;
const no = () => `KTS2026${String(++seq).padStart(9, '0')}`;

beforeAll(async () => {
  t = await createTestContext();
  kobi = tablesApi(t, await t.login(ORNEK_USER));
  muhasebe = tablesApi(t, await t.login(DEMO_ADMIN));
  dept = await departmentOf(t, ORNEK_USER);
  const by = (table: string, column: string, value: string) =>
    idWhere(
      t,
      sql<{ id: number }>`select id from ${sql.table(table)} where department_id = ${dept}
        and ${sql.ref(column)} = ${value}`,
    );
  cards = {
    cari: await by('cari_hesap', 'cari_hesap_adi', 'Akdeniz Gıda Pazarlama'),
    makarna: await by('stok_kartlari', 'stok_kodu', 'MKR-20'),
    film: await by('stok_kartlari', 'stok_kodu', 'AMB-01'),
    nakliye: await by('hizmet_ve_masraf_kartlari', 'hizmet_masraf_kodu', 'HZM-01'),
    depo: await by('depo_kartlari', 'depo_kodu', 'KMP'),
  };
});
afterAll(() => t.close());

const count = async (table: string) =>
  Number(
    (await sql<{ n: number }>`select count(*)::int as n from ${sql.table(table)}`.execute(t.database.db))
      .rows[0].n,
  );

/**
 * Three lines worked by hand:
 * - 10 koli of pasta at 385.00 (KDV %1), 10 % discount: gross 3 850.00, discount −385.00, net 3 465.00, KDV 34.65
 * - cold-chain transport, 1 × 2 500.00 (KDV %20): net 2 500.00, KDV 500.00
 * - 4 rolls of stretch film at 120.00 KDV included (%20): 100.00 each, net 400.00, KDV 80.00
 */
const threeLines = (): Row[] => [
  {
    mal_hizmet_turu_id: 1,
    stok_kartlari_id: cards.makarna,
    depo_kartlari_id: cards.depo,
    miktar: '10',
    birim_id: 1,
    birim_fiyat: '385.00',
    iskonto_orani: '10',
    kdv_id: 2,
  },
  {
    mal_hizmet_turu_id: 2,
    hizmet_ve_masraf_kartlari_id: cards.nakliye,
    mal_hizmet: 'Soğuk Zincir Nakliye',
    miktar: '1',
    birim_id: 1,
    birim_fiyat: '2500',
    kdv_id: 9,
  },
  {
    mal_hizmet_turu_id: 1,
    stok_kartlari_id: cards.film,
    depo_kartlari_id: cards.depo,
    miktar: '4',
    birim_id: 1,
    birim_fiyat: '120.00',
    kdv_id: 9,
    kdv_dahil_buton: '1',
  },
];

const TOTALS = {
  urun_hizmet_toplam_tutar: '6750.00',
  toplam_iskonto: '-385.00',
  hesaplanan_kdv: '614.65',
  vergiler_dahil_toplam_tutar: '6979.65',
  odenecek_tutar: '6979.65',
  dovizli_tutar: '6979.65',
  kalan_odeme_tutari: '6979.65',
};
const totalsOf = (record: Row) => Object.fromEntries(Object.keys(TOTALS).map((k) => [k, record[k]]));

const header = (extra: Row = {}): Row => ({
  cari_hesap_id: cards.cari,
  fatura_numarasi: no(),
  fatura_tarihi: '2026-03-02',
  para_birimi_id: 1,
  döviz_kuru: '1',
  ...extra,
});

async function store(table: string, values: Row) {
  const r = await kobi.store(table, values);
  expect(r.json.data, JSON.stringify(r.json)).toMatchObject({ message: 'success' });
  return r.json.data.id as number;
}

describe('a small-business sales invoice', () => {
  it('is stored with its lines, and the server computes every amount, the total due included', async () => {
    const id = await store('kobi_satis_fatura', {
      ...header(),
      mal_hizmet_json: JSON.stringify(threeLines()),
    });
    const shown = (await kobi.show('kobi_satis_fatura', id)).json.data.record;
    expect(totalsOf(shown)).toEqual(TOTALS);
    const rows = await lineRows(t, 'kobi_satis_fatura_hizmet', 'kobi_satis_fatura_id', id);
    expect(rows.map((r) => [r.sira_no, r.mal_hizmet_tutari, r.kdv_tutari, r.vergi_tutar])).toEqual([
      [1, '3465.00', '34.65', '3499.65'],
      [2, '2500.00', '500.00', '3000.00'],
      [3, '400.00', '80.00', '480.00'],
    ]);
    expect(rows[0]).toMatchObject({ brut_tutar: '3850.00', iskonto_tutari: '-385.00', kdv_orani: '1.00' });
    // The line table lists them for the Kobi user, in order, with display texts.
    const listed = (
      await kobi.list('kobi_satis_fatura_hizmet', {
        filters: { kobi_satis_fatura_id: { type: 1, guiType: 'select', filter: [id] } },
        sorts: { sira_no: true },
        limit: 100,
      })
    ).json.data.records;
    expect(listed.map((r: Row) => r.stok_kartlari_id)).toEqual([
      'Burgu Makarna 500 g (20’li koli)',
      null,
      'Streç Film 30 cm x 300 m',
    ]);
  });

  it('accepts totals that equal the computed ones (6979.65 = 6979.650)', async () => {
    const id = await store('kobi_satis_fatura', {
      ...header(),
      mal_hizmet_json: JSON.stringify(threeLines()),
      ...TOTALS,
      odenecek_tutar: '6979.650',
    });
    expect(totalsOf((await kobi.show('kobi_satis_fatura', id)).json.data.record)).toEqual(TOTALS);
  });

  it('refuses a tampered total with a Turkish field error and stores nothing', async () => {
    const before = [await count('kobi_satis_fatura'), await count('kobi_satis_fatura_hizmet')];
    const r = await kobi.store('kobi_satis_fatura', {
      ...header(),
      mal_hizmet_json: JSON.stringify(threeLines()),
      odenecek_tutar: '6000.00',
    });
    expect(r.status).toBe(200);
    expect(r.json.data).toEqual({
      message: 'error',
      errors: {
        odenecek_tutar: ['Ödenecek Tutar satırlardan hesaplanan tutarla uyuşmuyor (hesaplanan: 6.979,65).'],
      },
    });
    expect([await count('kobi_satis_fatura'), await count('kobi_satis_fatura_hizmet')]).toEqual(before);
  });

  it('refuses a tampered total on update too, and keeps the stored invoice', async () => {
    const id = await store('kobi_satis_fatura', {
      ...header(),
      mal_hizmet_json: JSON.stringify(threeLines()),
    });
    const r = await kobi.update('kobi_satis_fatura', id, { hesaplanan_kdv: '1.00' });
    expect(r.json.data.errors.hesaplanan_kdv).toEqual([
      'Hesaplanan KDV satırlardan hesaplanan tutarla uyuşmuyor (hesaplanan: 614,65).',
    ]);
    expect(totalsOf((await kobi.show('kobi_satis_fatura', id)).json.data.record)).toEqual(TOTALS);
  });

  it('never takes the total due from the request: it is the payable in the invoice’s currency, also after an override', async () => {
    const id = await store('kobi_satis_fatura', {
      ...header({ para_birimi_id: 2, döviz_kuru: '41.2530' }),
      mal_hizmet_json: JSON.stringify([{ ...threeLines()[1], birim_fiyat: '100', miktar: '2' }]),
      kalan_odeme_tutari: '1.00',
    });
    // 2 × 100.00 + KDV 40.00 = 240.00 USD; at 41.2530 = 9 900.72 TL. What remains to pay is in the invoice's own
    // currency (docs/payments.md, "Payments in another currency").
    expect((await kobi.show('kobi_satis_fatura', id)).json.data.record).toMatchObject({
      odenecek_tutar: '240.00',
      dovizli_tutar: '9900.72',
      kalan_odeme_tutari: '240.00',
    });
    // A confirmed override of the payable moves the amount at the rate and the amount due with it.
    const r = await kobi.update('kobi_satis_fatura', id, {
      toplam_duzenlendi: '1',
      odenecek_tutar: '240.50',
    });
    expect(r.json.data).toEqual({ message: 'success', id });
    expect((await kobi.show('kobi_satis_fatura', id)).json.data.record).toMatchObject({
      odenecek_tutar: '240.50',
      hesaplanan_kdv: '40.00',
      dovizli_tutar: '9921.35',
      kalan_odeme_tutari: '240.50',
    });
  });

  it('has no e-document taxes: other taxes and withholding sent on a line are not taken; KDV %0 gets reason 137', async () => {
    const line = {
      ...threeLines()[1],
      kdv_id: 5,
      diger_vergiler: [{ id: 19, oran: 7 }],
      tevkifat_kodlari_listesi_id: 1,
    };
    const id = await store('kobi_satis_fatura', { ...header(), mal_hizmet_json: JSON.stringify([line]) });
    expect((await kobi.show('kobi_satis_fatura', id)).json.data.record).toMatchObject({
      hesaplanan_kdv: '0.00',
      odenecek_tutar: '2500.00',
    });
    const [row] = await lineRows(t, 'kobi_satis_fatura_hizmet', 'kobi_satis_fatura_id', id);
    expect(row).toMatchObject({ kdv_istisna_muafiyet_sebebi_id: 137, kdv_tutari: '0.00' });
    expect(row).not.toHaveProperty('diger_vergiler');
    const stored = (await kobi.edit('kobi_satis_fatura', id)).json.data.record.mal_hizmet_json[0];
    expect(stored).not.toHaveProperty('diger_vergiler');
    expect(stored).not.toHaveProperty('tevkifat_kodlari_listesi_id');
  });

  it('answers the line rules and required fields in Turkish (002 §5: date, customer; an empty number is the series’)', async () => {
    const r = await kobi.store('kobi_satis_fatura', {
      ...header({ fatura_numarasi: '', fatura_tarihi: '', cari_hesap_id: '' }),
      mal_hizmet_json: JSON.stringify([{ ...threeLines()[0], miktar: '' }]),
    });
    expect(r.json.data.message).toBe('error');
    expect(r.json.data.errors).toMatchObject({
      fatura_tarihi: ['Fatura Tarihi alanı zorunludur.'],
      cari_hesap_id: ['Cari Hesap alanı zorunludur.'],
    });
    expect(r.json.data.line_errors.mal_hizmet_json).toEqual([
      { index: 0, errors: { miktar: ['Bu alan zorunludur.'] } },
    ]);
    // A stock line needs its warehouse (002 §4, line type 1), as on every invoice.
    const noDepot = await kobi.store('kobi_satis_fatura', {
      ...header(),
      mal_hizmet_json: JSON.stringify([{ ...threeLines()[0], depo_kartlari_id: null }]),
    });
    expect(noDepot.json.data.line_errors.mal_hizmet_json).toEqual([
      { index: 0, errors: { depo_kartlari_id: ['Bu alan zorunludur.'] } },
    ]);
  });
});

describe('a small-business purchase invoice', () => {
  it('is stored and recomputed like the sales one', async () => {
    const id = await store('kobi_alis_fatura', {
      ...header({ fatura_numarasi: 'BRN2026000000999' }),
      mal_hizmet_json: JSON.stringify(threeLines()),
    });
    expect(totalsOf((await kobi.show('kobi_alis_fatura', id)).json.data.record)).toEqual(TOTALS);
    expect(await lineRows(t, 'kobi_alis_fatura_hizmet', 'kobi_alis_fatura_id', id)).toHaveLength(3);
  });
});

describe('the Kobi package', () => {
  const NO_AUTH = { status: 'error', code: 400, data: { message: 'no.auth' } };
  const TABLES = [
    'kobi_satis_fatura',
    'kobi_alis_fatura',
    'kobi_satis_fatura_hizmet',
    'kobi_alis_fatura_hizmet',
  ];

  it('gives its user the small-business invoices and not the full ones', async () => {
    const token = await t.login(ORNEK_USER);
    const info = (await t.post(`/${token}/getLoggedInUserInfo`)).json.data;
    expect(Object.keys(info.auths.tables)).toEqual(expect.arrayContaining(TABLES));
    expect(info.auths.tables.kobi_satis_fatura.creates).toEqual(['0']);
    expect(info.auths.tables).not.toHaveProperty('satis_fatura');
    expect(info.auths.tables).not.toHaveProperty('alis_fatura');
  });

  it('is the only package served the tables: a Muhasebe company is refused every verb', async () => {
    const [kobiId] = (
      await sql<{
        id: number;
      }>`select id from kobi_satis_fatura where department_id = ${dept} limit 1`.execute(t.database.db)
    ).rows.map((r) => Number(r.id));
    const muhasebeToken = await t.login(DEMO_ADMIN);
    const info = (await t.post(`/${muhasebeToken}/getLoggedInUserInfo`)).json.data;
    for (const table of TABLES) {
      expect(info.auths.tables, table).not.toHaveProperty(table);
      expect((await muhasebe.list(table)).json, table).toEqual(NO_AUTH);
      expect((await muhasebe.create(table)).json, table).toEqual(NO_AUTH);
      expect((await muhasebe.show(table, kobiId)).json, table).toEqual(NO_AUTH);
    }
    const before = await count('kobi_satis_fatura');
    const r = await muhasebe.store('kobi_satis_fatura', {
      ...header(),
      mal_hizmet_json: JSON.stringify(threeLines()),
    });
    expect(r.json).toEqual(NO_AUTH);
    expect(await count('kobi_satis_fatura')).toBe(before);
  });
});

describe('the demo data', () => {
  it('gives Örnek Gıda two small-business sales and two purchase invoices with computed totals', async () => {
    const list = async (table: string) =>
      (await kobi.list(table, { sorts: { fatura_numarasi: true }, limit: 10 })).json.data.records
        .filter(
          (r: Row) =>
            !String(r.fatura_numarasi).startsWith('KTS2026') && r.fatura_numarasi !== 'BRN2026000000999',
        )
        .map((r: Row) => [r.fatura_numarasi, r.cari_hesap_id, r.odenecek_tutar, r.kalan_odeme_tutari]);
    expect(await list('kobi_satis_fatura')).toEqual([
      ['OGS2026000000001', 'Hasan Öztürk', '6534.70', '6534.70'],
      ['OGS2026000000002', 'Ayşe Yıldız', '1108.22', '1108.22'],
    ]);
    expect(await list('kobi_alis_fatura')).toEqual([
      ['BRN2026000000214', 'Bornova Ambalaj', '5010.00', '5010.00'],
      ['KUS2026000000131', 'Kemalpaşa Un Sanayi', '118170.00', '118170.00'],
    ]);
  });
});
