import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalIntegrator } from '../edocs/integrator';
import { sendInvoice } from '../edocs/send.service';
import { up as upgrade } from '../db/migrations/202611280800_ledger_receipts';
import { mizan } from './reports';
import { DEMO_ADMIN, departmentOf, tablesApi } from '../tables/table.test-kit';
import { createTestContext, type TestContext } from '../test/harness';
import { turkishToday } from '../auth/user-info.service';

// Issue 14 item 3, e-documents (docs/ledger.md, "e-SMM and e-MM"): a sent e-SMM posts 120.01.x / 193 / 136 / 600 /
// 391, a sent e-MM 153 / 360 / 361 / 336 / 320.01.x, with the receipt calculators' exact totals; a draft posts
// nothing; the mizan of the month still balances. Stored over HTTP as Demo Ticaret's admin, sent by the send service.

type Row = Record<string, any>;

let t: TestContext;
let api: ReturnType<typeof tablesApi>;
let dept: number;
let client: Row;
let producer: Row;
let prefix: { smm: number; emm: number };
let withholding: number;
let kg: number;
let address: number;
/** The sent receipts and their vouchers, for the upgrade test. */
const sentReceipts: { table: string; id: number; lines: unknown[] }[] = [];
const today = turkishToday(new Date());

const rows = async (q: ReturnType<typeof sql<Row>>) => (await q.execute(t.database.db)).rows;

beforeAll(async () => {
  t = await createTestContext();
  api = tablesApi(t, await t.login(DEMO_ADMIN));
  dept = await departmentOf(t, DEMO_ADMIN);
  const customer = async (tcLength: number) =>
    (
      await rows(sql<Row>`select c.id as cari_hesap_id, c.tc, c.unvan, c.cari_hesap_adi, c.name_basic, c.surname,
        c.vergi_daireleri_id, a.id as adres_id, a.ulkeler_id, a.sehirler_id, a.ilceler_id, a.mahalle_adi,
        a.sokak_adi, a.bina_no, a.posta_kodu
      from cari_hesap c join adres a on a.cari_hesap_id = c.id
      where c.department_id = ${dept} and length(c.tc) = ${tcLength} and c.vergi_daireleri_id is not null
        and (${tcLength} = 10 or c.surname is not null)
      order by c.id, a.varsayilan desc, a.id limit 1`)
    )[0];
  client = await customer(10);
  producer = (await customer(11)) ?? client;
  const byPlace = async (yer: number) =>
    Number(
      (
        await rows(sql<Row>`select id from fatura_on_ekleri where department_id = ${dept}
          and on_ek_yeri_id = ${yer} order by varsayilan desc, id limit 1`)
      )[0].id,
    );
  prefix = { smm: await byPlace(4), emm: await byPlace(5) };
  withholding = Number((await rows(sql<Row>`select id from tevkifat_kodlari where kod = '626'`))[0].id);
  kg = Number((await rows(sql<Row>`select id from birimler where kod = 'KGM' limit 1`))[0].id);
  address = Number(
    (
      await rows(
        sql<Row>`select id from firma_adres where department_id = ${dept} order by varsayilan desc, id limit 1`,
      )
    )[0].id,
  );
});
afterAll(() => t.close());

const identity = (c: Row): Row => ({
  cari_hesap_id: c.cari_hesap_id,
  adres_id: c.adres_id,
  tc: c.tc,
  ...(String(c.tc).length === 10
    ? { unvan: c.unvan ?? c.cari_hesap_adi }
    : { name_basic: c.name_basic, surname: c.surname }),
  vergi_daireleri_id: c.vergi_daireleri_id,
  ulkeler_id: c.ulkeler_id ?? 1,
  sehirler_id: c.sehirler_id,
  ilceler_id: c.ilceler_id,
  mahalle_adi: c.mahalle_adi,
  sokak_adi: c.sokak_adi,
  bina_no: c.bina_no,
  posta_kodu: c.posta_kodu,
  firma_adres_id: address,
});

async function store(table: string, values: Row) {
  const r = await api.store(table, values);
  expect(r.json.data, JSON.stringify(r.json)).toMatchObject({ message: 'success' });
  return Number(r.json.data.id);
}

const send = (table: 'serbest_meslek_makbuzu' | 'e_mustahsil_makbuzu', id: number) =>
  sendInvoice({
    db: t.database.db,
    integrator: new LocalIntegrator(t.database.db),
    table,
    id,
    departmentId: dept,
    userId: 1,
    validate: false,
  });

/** The voucher of a document: its text and its lines as [account code, borç, alacak], in order. */
const voucherOf = async (table: string, id: number) => {
  const lines = await rows(sql<Row>`select f.description as text, f.fis_turu_id, s.belge_tipi_id, s.belge_no,
      h.hesap_kodu, s.borc::text as borc, s.alacak::text as alacak
    from fis f join fis_satiri s on s.fisler_id = f.id join hesap_plani h on h.id = s.hesap_plani_id
    where f.kaynak_tablo = ${table} and f.kaynak_id = ${id} and f.department_id = ${dept} order by s.sira_no`);
  return { head: lines[0], lines: lines.map((l) => [l.hesap_kodu, l.borc, l.alacak]) };
};
const subAccount = async (id: number, prefix: string) =>
  String(
    (
      await rows(sql<Row>`select hesap_kodu from hesap_plani where department_id = ${dept}
        and kaynak_tablo = 'cari_hesap' and kaynak_id = ${id} and hesap_kodu like ${`${prefix}.%`}`)
    )[0]?.hesap_kodu,
  );
const monthBalances = async () => {
  const year = Number(today.slice(0, 4));
  const m = await mizan.run({
    db: t.database.db,
    companyId: dept,
    params: {
      donem_baslangic_tarihi: `${year}-01-01`,
      donem_bitis_tarihi: `${year}-12-31`,
      mizan_turu_id: 2,
      ay: Number(today.slice(5, 7)),
    },
  });
  expect(m.totals.donem_borc).toBe(m.totals.donem_alacak);
  expect(m.totals.bakiye_borc).toBe(m.totals.bakiye_alacak);
};

describe('e-SMM', () => {
  it('a draft posts nothing; sent, it posts 120.01.x net / 193 stopaj / 600 brüt / 391 the KDV not withheld', async () => {
    const id = await store('serbest_meslek_makbuzu', {
      ...identity(client),
      fatura_on_eki_id: prefix.smm,
      duzenleme_tarihi: today,
      duzenleme_zamani: '10:15:00',
      gonderim_sekli_id: 1,
      mal_hizmet_json: JSON.stringify([
        // 10 000 gross, 20 % stopaj, KDV 18 % (id 4) of which 2/10 withheld.
        {
          mal_hizmet: 'Kasım 2026 hukuki danışmanlık',
          brut_ucret: '10000',
          gv_stopaj_orani: '20',
          kdv_id: 4,
          kdv_tevkifat_orani: '2',
          tevkifat_kodlari_listesi_id: withholding,
        },
        // 17.80 gross: stopaj 3.56, KDV 3.204 → 3.20, withheld 0.64.
        {
          mal_hizmet: 'Dava takip ücreti',
          brut_ucret: '17.80',
          gv_stopaj_orani: '20',
          kdv_id: 4,
          kdv_tevkifat_orani: '2',
          tevkifat_kodlari_listesi_id: withholding,
        },
      ]),
    });
    const stored = (
      await rows(sql<Row>`select brut_ucret::text, gv_stopaj_tutari::text, kdv_tutari::text,
        kdv_tevkifat_tutari::text, net_tahsilat::text from serbest_meslek_makbuzu where id = ${id}`)
    )[0];
    expect(stored).toEqual({
      brut_ucret: '10017.80',
      gv_stopaj_tutari: '2003.56',
      kdv_tutari: '1803.20',
      kdv_tevkifat_tutari: '360.64',
      net_tahsilat: '9456.80',
    });
    expect((await voucherOf('serbest_meslek_makbuzu', id)).lines).toEqual([]);

    const sent = await send('serbest_meslek_makbuzu', id);
    const v = await voucherOf('serbest_meslek_makbuzu', id);
    expect(v.lines).toEqual([
      [await subAccount(client.cari_hesap_id, '120'), '9456.80', '0.00'],
      ['193', '2003.56', '0.00'],
      ['600', '0.00', '10017.80'],
      // KDV 1.803,20 of which the client withholds 2/10 = 360,64 and declares it on its KDV 2 (KDVGUT I/C-2.1.2):
      // the company declares 1.442,56 — no 136 (issue 24).
      ['391', '0.00', '1442.56'],
    ]);
    expect(v.head).toMatchObject({
      text: `${client.cari_hesap_adi} – ${sent.number} e-Serbest Meslek Makbuzu`,
      fis_turu_id: 1,
      belge_tipi_id: 7,
      belge_no: sent.number,
    });
    sentReceipts.push({ table: 'serbest_meslek_makbuzu', id, lines: v.lines });
    await monthBalances();
  });
});

describe('e-MM', () => {
  it('a draft posts nothing; sent, it posts 153 goods / 360 stopaj, mera fonu / 361 SGK / 336 borsa / 320.01.x', async () => {
    const id = await store('e_mustahsil_makbuzu', {
      ...identity(producer),
      fatura_on_eki_id: prefix.emm,
      duzenleme_tarihi: today,
      duzenleme_zamani: '09:30:00',
      teslim_tarihi: today,
      mal_hizmet_json: JSON.stringify([
        // 49 000: stopaj 4 % 1 960; borsa 2 % of 47 040 = 940.80.
        {
          mal_hizmet: 'Buğday',
          miktar: '10000',
          birim_id: kg,
          mal_hizmet_tutari: '49000',
          gv_stopaj_orani: '4',
          borsa_tescil_ucreti_orani: '2',
        },
        // 1 234.57: stopaj 24.69, mera 12.35, SGK 12.35, borsa 0.2 % of 1 185.18 = 2.37.
        {
          mal_hizmet: 'Arpa',
          miktar: '333',
          birim_id: kg,
          mal_hizmet_tutari: '1234.57',
          gv_stopaj_orani: '2',
          mera_fonu_orani: '1',
          sgk_prim_kesintisi_orani: '1',
          borsa_tescil_ucreti_orani: '0.2',
        },
      ]),
    });
    expect((await voucherOf('e_mustahsil_makbuzu', id)).lines).toEqual([]);

    const sent = await send('e_mustahsil_makbuzu', id);
    const v = await voucherOf('e_mustahsil_makbuzu', id);
    expect(v.lines).toEqual([
      ['153', '50234.57', '0.00'],
      ['360', '0.00', '1984.69'],
      ['360', '0.00', '12.35'],
      ['361', '0.00', '12.35'],
      ['336', '0.00', '943.17'],
      [await subAccount(producer.cari_hesap_id, '320'), '0.00', '47282.01'],
    ]);
    expect(v.head).toMatchObject({
      text: `${producer.cari_hesap_adi} – ${sent.number} e-Müstahsil Makbuzu`,
      belge_tipi_id: 7,
    });
    const stored = (
      await rows(sql<Row>`select odenecek_tutar::text from e_mustahsil_makbuzu where id = ${id}`)
    )[0];
    expect(stored.odenecek_tutar).toBe('47282.01');
    sentReceipts.push({ table: 'e_mustahsil_makbuzu', id, lines: v.lines });
    await monthBalances();
  });
});

describe('an existing database (migration 202611280800)', () => {
  it('gets the rules of kinds 15 and 16 and the vouchers of receipts sent before; a second run changes nothing', async () => {
    expect(sentReceipts).toHaveLength(2);
    // A database of yesterday: no receipt rules, sent receipts without vouchers.
    await sql`delete from muhasebe_kurallari where department_id is null and belge_turu_id in (15, 16)`.execute(
      t.database.db,
    );
    await sql`delete from fis where kaynak_tablo in ('serbest_meslek_makbuzu', 'e_mustahsil_makbuzu')`.execute(
      t.database.db,
    );
    await upgrade(t.database.db);
    await upgrade(t.database.db);
    const rules = await rows(sql<Row>`select belge_turu_id::int as kind, rol_id::int as role, hesap_kodu
      from muhasebe_kurallari where department_id is null and belge_turu_id in (15, 16) order by 1, 2`);
    expect(rules.map((r) => [r.kind, r.role, r.hesap_kodu])).toEqual([
      [15, 1, '120'],
      [15, 2, '600'],
      [15, 3, '391'],
      [15, 22, '193'],
      [16, 1, '320'],
      [16, 7, '153'],
      [16, 23, '360'],
      [16, 24, '360'],
      [16, 25, '361'],
      [16, 26, '336'],
    ]);
    for (const r of sentReceipts) expect((await voucherOf(r.table, r.id)).lines).toEqual(r.lines);
    // Drafts stay without a voucher.
    const drafts = await rows(sql<Row>`select count(*)::int as n from fis f join serbest_meslek_makbuzu m
      on f.kaynak_tablo = 'serbest_meslek_makbuzu' and f.kaynak_id = m.id where m.e_fatura_durumu_id::int = 1`);
    expect(drafts[0].n).toBe(0);
    await monthBalances();
  });
});
