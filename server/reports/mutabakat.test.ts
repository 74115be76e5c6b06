import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN, departmentOf, tablesApi } from '../tables/table.test-kit';
import { createTestContext, type TestContext } from '../test/harness';
import { D } from '../../domain/money';
import { mutabakatRows } from './mutabakat.report';
import { cariEkstre } from './statement.report';

// Issue 24 item 4 "Done when": for every demo company every cash, bank, customer and supplier card's balance equals
// its sub-account's balance (docs/ledger.md "Sub-ledgers and the ledger"; the Mutabakat report).

type Row = Record<string, any>;

let t: TestContext;
let token: string;
let api: ReturnType<typeof tablesApi>;
let dept: number;
const rows = async (q: ReturnType<typeof sql<Row>>) => (await q.execute(t.database.db)).rows;
const one = async (q: ReturnType<typeof sql<Row>>) => (await rows(q))[0];
const ok = (r: { json: any }) => {
  expect(r.json.data.message, JSON.stringify(r.json)).toBe('success');
  return Number(r.json.data.id);
};
const report = async (params: Row = {}) => {
  const r = await t.post(`/${token}/reports/mutabakat`, { params });
  expect(r.json.data.message, JSON.stringify(r.json)).toBeUndefined();
  return r.json.data as { rows: Row[]; totals: Row; summary: Row };
};
const balanceOf = async (table: string, id: number) =>
  String(
    (await one(sql<Row>`select bakiye::numeric(18, 2)::text as b from ${sql.table(table)} where id = ${id}`))
      .b,
  );
const subAccount = async (table: string, id: number, prefix: string) =>
  Number(
    (
      await one(sql<Row>`select id from hesap_plani where kaynak_tablo = ${table} and kaynak_id = ${id}
        and hesap_kodu like ${`${prefix}.%`}`)
    ).id,
  );

beforeAll(async () => {
  t = await createTestContext();
  token = await t.login(DEMO_ADMIN);
  api = tablesApi(t, token);
  dept = await departmentOf(t, DEMO_ADMIN);
});
afterAll(() => t.close());

describe('Mutabakat: every card equals its sub-account (issue 24)', () => {
  it('the demo has what the issue names: personnel payments from cash and bank, cheques, notes, order payments, sent e-documents', async () => {
    const n = await one(sql<Row>`select
      (select count(*)::int from personel_odeme where kasa_banka) as cash_salaries,
      (select count(*)::int from personel_odeme where not kasa_banka) as bank_salaries,
      (select count(*)::int from musteri_cek) + (select count(*)::int from firma_cek) as cheques,
      (select count(*)::int from musteri_senet) + (select count(*)::int from firma_senet) as notes,
      (select count(*)::int from e_fatura where e_fatura_durumu_id::int <> 1) as sent`);
    expect(n.cash_salaries).toBeGreaterThan(0);
    expect(n.bank_salaries).toBeGreaterThan(0);
    expect(n.cheques).toBeGreaterThan(0);
    expect(n.notes).toBeGreaterThan(0);
    expect(n.sent).toBeGreaterThan(0);
  });

  it('every demo company: no cash, bank, customer or supplier card differs from its sub-accounts', async () => {
    const companies = await rows(sql<Row>`select d.id from departments d
      where exists (select 1 from fis f where f.department_id = d.id) order by d.id`);
    expect(companies.length).toBeGreaterThanOrEqual(2);
    let cards = 0;
    const differing: string[] = [];
    for (const c of companies) {
      const all = await mutabakatRows(t.database.db, Number(c.id));
      cards += all.length;
      for (const r of all)
        if (r.fark !== '0.00')
          differing.push(
            `${c.id} ${r.kart_turu} ${r.kart_adi} (${r.hesap_kodu}): kart ${r.kart_bakiyesi}, muhasebe ${r.muhasebe_bakiyesi}`,
          );
    }
    expect(differing).toEqual([]);
    expect(cards).toBeGreaterThan(10);
  });

  it('every demo customer: the all-time statement closes on the stored balance (e-documents, receipts included)', async () => {
    const accounts = await rows(sql<Row>`select c.id, c.department_id, c.bakiye::numeric(18, 2)::text as b
      from cari_hesap c where exists (select 1 from fis f where f.department_id = c.department_id) order by c.id`);
    expect(accounts.length).toBeGreaterThan(5);
    const wrong: string[] = [];
    let fromLedger = 0;
    for (const a of accounts) {
      const r = await cariEkstre.run({
        db: t.database.db,
        companyId: Number(a.department_id),
        params: {
          cari_hesap_id: Number(a.id),
          donem_baslangic_tarihi: '2000-01-01',
          donem_bitis_tarihi: '2099-12-31',
        },
      });
      fromLedger += r.rows.filter((m) =>
        ['e-Fatura', 'e-Arşiv Fatura', 'Muhasebe Fişi'].includes(String(m.belge_turu)),
      ).length;
      if (String(r.totals.bakiye) !== a.b)
        wrong.push(`${a.id}: ekstre ${String(r.totals.bakiye)}, bakiye ${a.b}`);
    }
    expect(wrong).toEqual([]);
    expect(fromLedger).toBeGreaterThan(0);
  });

  it('a personnel payment moves its cash or bank card and is one of its movements; a delete gives it back', async () => {
    const kasa = Number(
      (await one(sql<Row>`select id from kasa_karti where department_id = ${dept} order by id limit 1`)).id,
    );
    const banka = Number(
      (await one(sql<Row>`select id from banka_karti where department_id = ${dept} order by id limit 1`)).id,
    );
    const person = ok(await api.store('personel_kartlari', { personel_adi: 'Ece', personel_soyadi: 'Tan' }));
    const [cash0, bank0] = [await balanceOf('kasa_karti', kasa), await balanceOf('banka_karti', banka)];
    const fromCash = ok(
      await api.store('personel_odeme', {
        personel_kartlari_id: person,
        islem_tarihi: '2026-03-31',
        tutar: '1000',
        para_birimi_id: 1,
        kasa_banka: '1',
        kasa_karti_id: kasa,
      }),
    );
    const fromBank = ok(
      await api.store('personel_odeme', {
        personel_kartlari_id: person,
        islem_tarihi: '2026-03-31',
        tutar: '2000',
        para_birimi_id: 1,
        kasa_banka: '0',
        banka_karti_id: banka,
      }),
    );
    expect(
      D(await balanceOf('kasa_karti', kasa))
        .minus(cash0)
        .toFixed(2),
    ).toBe('-1000.00');
    expect(
      D(await balanceOf('banka_karti', banka))
        .minus(bank0)
        .toFixed(2),
    ).toBe('-2000.00');
    const moves =
      await rows(sql<Row>`select islem_turu, giris::text, cikis::text, kaynak_tablo from kasa_hareketleri
      where kasa_karti_id = ${kasa} and kaynak_tablo = 'personel_odeme' and kaynak_id = ${fromCash}`);
    expect(moves).toEqual([
      { islem_turu: 'Personel Ödemesi', giris: '0.000', cikis: '1000.000', kaynak_tablo: 'personel_odeme' },
    ]);
    expect((await report()).rows).toEqual([]);
    // Moved to the bank: the cash box gets it back, the bank pays it.
    ok(await api.update('personel_odeme', fromCash, { kasa_banka: '0', banka_karti_id: banka }));
    expect(await balanceOf('kasa_karti', kasa)).toBe(cash0);
    expect(
      D(await balanceOf('banka_karti', banka))
        .minus(bank0)
        .toFixed(2),
    ).toBe('-3000.00');
    ok(await api.remove('personel_odeme', fromCash));
    ok(await api.remove('personel_odeme', fromBank));
    expect(await balanceOf('banka_karti', banka)).toBe(bank0);
    expect((await report()).rows).toEqual([]);
  });

  it('a manual voucher on a card’s sub-account is a movement of the card (cash, customer); edit and delete follow', async () => {
    const kasa = Number(
      (await one(sql<Row>`select id from kasa_karti where department_id = ${dept} order by id limit 1`)).id,
    );
    const cari = Number(
      (
        await one(
          sql<Row>`select id from cari_hesap where department_id = ${dept} and cari_tipi::int = 1 order by id limit 1`,
        )
      ).id,
    );
    const [cash0, cari0] = [await balanceOf('kasa_karti', kasa), await balanceOf('cari_hesap', cari)];
    const lines = (amount: string) => [
      { hesap_plani_id: 0, borc: amount },
      { hesap_plani_id: 0, alacak: amount },
    ];
    const cashAccount = await subAccount('kasa_karti', kasa, '100');
    const cariAccount = await subAccount('cari_hesap', cari, '120');
    const json = (amount: string) =>
      lines(amount).map((l, i) => ({ ...l, hesap_plani_id: i === 0 ? cashAccount : cariAccount }));
    // A customer pays 500 in cash, keyed as a voucher on Fişler: 100.01.x / 120.01.x.
    const id = ok(
      await api.store('fis', {
        fis_turu_id: 2,
        fis_tarihi: '2026-04-15',
        description: 'Elden tahsilat',
        fis_satiri_json: json('500'),
      }),
    );
    expect(
      D(await balanceOf('kasa_karti', kasa))
        .minus(cash0)
        .toFixed(2),
    ).toBe('500.00');
    expect(
      D(await balanceOf('cari_hesap', cari))
        .minus(cari0)
        .toFixed(2),
    ).toBe('-500.00');
    const fisNo = String((await one(sql<Row>`select fis_no from fis where id = ${id}`)).fis_no);
    expect(
      await rows(sql<Row>`select islem_turu, belge_no, giris::text, cikis::text, kaynak_tablo, kaynak_id::int
        from kasa_hareketleri where kasa_karti_id = ${kasa} and kaynak_tablo = 'fis' and kaynak_id = ${id}`),
    ).toEqual([
      {
        islem_turu: 'Muhasebe Fişi',
        belge_no: fisNo,
        giris: '500.000',
        cikis: '0.000',
        kaynak_tablo: 'fis',
        kaynak_id: id,
      },
    ]);
    expect((await report()).rows).toEqual([]);
    ok(await api.update('fis', id, { fis_satiri_json: json('700') }));
    expect(
      D(await balanceOf('kasa_karti', kasa))
        .minus(cash0)
        .toFixed(2),
    ).toBe('700.00');
    expect(
      D(await balanceOf('cari_hesap', cari))
        .minus(cari0)
        .toFixed(2),
    ).toBe('-700.00');
    ok(await api.remove('fis', id));
    expect(await balanceOf('kasa_karti', kasa)).toBe(cash0);
    expect(await balanceOf('cari_hesap', cari)).toBe(cari0);
    expect((await report()).rows).toEqual([]);
  });

  it('lists a card whose sub-account was changed behind its back; tumu lists every card', async () => {
    const all = await report({ tumu: '1' });
    expect(all.rows.length).toBeGreaterThan(5);
    expect(all.totals).toMatchObject({ kart_adi: 'Kartlar ile muhasebe kayıtları uyumlu.', fark: '0.00' });
    expect(all.rows.every((r) => r.fark === '0.00')).toBe(true);
    // A database edit of a cash payment's voucher line: the ledger says 10 more went out than the cash box did.
    const line =
      await one(sql<Row>`select s.id, h.kaynak_id from fis_satiri s join fis f on f.id = s.fisler_id
      join hesap_plani h on h.id = s.hesap_plani_id
      where f.department_id = ${dept} and f.kaynak_tablo = 'odeme_islemi' and h.kaynak_tablo = 'kasa_karti'
        and s.alacak > 0 order by s.id limit 1`);
    await sql`update fis_satiri set alacak = alacak + 10 where id = ${line.id}`.execute(t.database.db);
    const r = await report();
    expect(r.rows).toHaveLength(1);
    expect(r.rows[0]).toMatchObject({ kart_turu: 'Kasa', fark: '10.00' });
    expect(D(r.rows[0].kart_bakiyesi).minus(D(r.rows[0].muhasebe_bakiyesi)).toFixed(2)).toBe('10.00');
    expect(r.totals).toMatchObject({ kart_adi: 'Farkı olan kart sayısı: 1', fark: '10.00' });
    await sql`update fis_satiri set alacak = alacak - 10 where id = ${line.id}`.execute(t.database.db);
    expect((await report()).rows).toEqual([]);
  });

  it('a cheque collected by hand (no bank card named) is listed as Bankalar outside the cards until it is collected by a transfer', async () => {
    const cari = Number(
      (
        await one(sql<Row>`select id from cari_hesap where department_id = ${dept} and cari_tipi::int = 1
          order by id limit 1`)
      ).id,
    );
    const id = ok(
      await api.store('musteri_cek', {
        cari_hesap_id: cari,
        cek_numarasi: 'MT-750',
        islem_tarihi: '2026-05-05',
        vade_tarihi: '2026-06-05',
        sehirler_id: 34,
        tutar: '750',
        para_birimi_id: 1,
      }),
    );
    expect((await report()).rows).toEqual([]);
    ok(await api.update('musteri_cek', id, { pozisyon_id: 5 }));
    const r = await report();
    expect(r.rows).toEqual([
      {
        kart_turu: 'Kartsız',
        kart_tablo: '',
        kart_id: 0,
        kart_adi: 'Bankalar (kart dışı)',
        hesap_kodu: '102',
        kart_bakiyesi: '0.00',
        muhasebe_bakiyesi: '750.00',
        fark: '-750.00',
      },
    ]);
    ok(await api.remove('musteri_cek', id));
    expect((await report()).rows).toEqual([]);
  });
});
