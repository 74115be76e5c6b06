import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calculateProducerReceipt } from '../../domain/documents';
import { DEMO_ADMIN, departmentOf, tablesApi } from '../tables/table.test-kit';
import { createTestContext, type TestContext } from '../test/harness';
import { turkishToday } from '../auth/user-info.service';

// The e-MM saved line by line (002 §4: a line-based table outside the invoice-like list; its page is
// `lines.mode: 'rows'`, docs/line-tables.md "Pages that save line by line"): the header is stored without its lines
// (no lines, zero totals), then each line on e_mustahsil_malhizmet; a bad line is refused with its cells' errors
// and leaves the header and the lines before it as stored; fixed, it is stored and the totals are
// calculateProducerReceipt's over every line, as in the JSON mode.

type Row = Record<string, any>;

let t: TestContext;
let api: ReturnType<typeof tablesApi>;
let header: Row;
let kg: number;

const q = async (query: ReturnType<typeof sql<Row>>) => (await query.execute(t.database.db)).rows;
const today = turkishToday(new Date());
const money2 = (v: unknown) => Number(v ?? 0).toFixed(2);

beforeAll(async () => {
  t = await createTestContext();
  api = tablesApi(t, await t.login(DEMO_ADMIN));
  const dept = await departmentOf(t, DEMO_ADMIN);
  const [producer] = await q(sql<Row>`select c.id as cari_hesap_id, c.tc, c.name_basic, c.surname,
      c.vergi_daireleri_id, a.id as adres_id, a.ulkeler_id, a.sehirler_id, a.ilceler_id, a.mahalle_adi,
      a.sokak_adi, a.bina_no, a.posta_kodu
    from cari_hesap c join adres a on a.cari_hesap_id = c.id
    where c.department_id = ${dept} and length(c.tc) = 11 and c.surname is not null
      and c.vergi_daireleri_id is not null
    order by c.id, a.varsayilan desc, a.id limit 1`);
  const [prefix] = await q(sql<Row>`select id from fatura_on_ekleri where department_id = ${dept}
    and on_ek_yeri_id = 5 order by varsayilan desc, id limit 1`);
  const [address] = await q(sql<Row>`select id from firma_adres where department_id = ${dept}
    order by varsayilan desc, id limit 1`);
  kg = Number((await q(sql<Row>`select id from birimler where kod = 'KGM' limit 1`))[0].id);
  header = {
    ...producer,
    ulkeler_id: producer.ulkeler_id ?? 1,
    firma_adres_id: address.id,
    fatura_on_eki_id: prefix.id,
    duzenleme_tarihi: today,
    duzenleme_zamani: '09:30:00',
    teslim_tarihi: today,
  };
});
afterAll(() => t.close());

const wheat = () => ({
  mal_hizmet: 'Buğday',
  miktar: '10000',
  birim_id: kg,
  mal_hizmet_tutari: '49000',
  gv_stopaj_orani: '4',
  borsa_tescil_ucreti_orani: '2',
});
const barley = () => ({
  mal_hizmet: 'Arpa',
  miktar: '333',
  birim_id: kg,
  mal_hizmet_tutari: '1234.57',
  gv_stopaj_orani: '2',
  mera_fonu_orani: '1',
  sgk_prim_kesintisi_orani: '1',
  borsa_tescil_ucreti_orani: '0.2',
});

describe('an e-MM written line by line', () => {
  it('stores the header without lines, then each line; a bad line is refused and the resave goes on', async () => {
    const stored = await api.store('e_mustahsil_makbuzu', header);
    expect(stored.json.data, JSON.stringify(stored.json)).toMatchObject({ message: 'success' });
    const id = stored.json.data.id as number;
    const [empty] = await q(sql<Row>`select odenecek_tutar from e_mustahsil_makbuzu where id = ${id}`);
    expect(money2(empty.odenecek_tutar)).toBe('0.00');

    const first = await api.store('e_mustahsil_malhizmet', { bagli_efatura_id: id, ...wheat() });
    expect(first.json.data, JSON.stringify(first.json)).toMatchObject({ message: 'success' });

    // The second line without its name and unit: its cells' errors, nothing written.
    const bad = await api.store('e_mustahsil_malhizmet', {
      bagli_efatura_id: id,
      ...barley(),
      mal_hizmet: '',
      birim_id: '',
    });
    expect(bad.json.data).toEqual({
      message: 'error',
      errors: { mal_hizmet: ['Bu alan zorunludur.'], birim_id: ['Bu alan zorunludur.'] },
    });
    const one = calculateProducerReceipt({ lines: [wheat()] });
    const [after1] = await q(sql<Row>`select odenecek_tutar from e_mustahsil_makbuzu where id = ${id}`);
    expect(money2(after1.odenecek_tutar)).toBe(one.totals.odenecek_tutar);

    // Fixed, the line is stored: the totals are those of both lines, as the JSON mode stores them.
    const fixed = await api.store('e_mustahsil_malhizmet', { bagli_efatura_id: id, ...barley() });
    expect(fixed.json.data, JSON.stringify(fixed.json)).toMatchObject({ message: 'success' });
    const both = calculateProducerReceipt({ lines: [wheat(), barley()] });
    const [row] = await q(sql<Row>`select * from e_mustahsil_makbuzu where id = ${id}`);
    for (const [k, v] of Object.entries(both.totals)) expect(money2(row[k]), k).toBe(v);
    const lines = await q(sql<Row>`select mal_hizmet from e_mustahsil_malhizmet where bagli_efatura_id = ${id}
      order by sira_no`);
    expect(lines.map((l) => l.mal_hizmet)).toEqual(['Buğday', 'Arpa']);
  });
});
