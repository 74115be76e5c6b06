import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/harness';
import { migrateTo, migrateToLatest, migrationBefore } from '../migrate';
import { seedDemoOffice } from './demo-office';
import { up as demoRentLandlord } from '../migrations/202612071000_demo_rent_landlord';

// Migration 202611260400 on a database seeded before the office tables existed: the tables come with the
// depreciation list's global rows, each demo company gets its office rows (Örnek Gıda also its Kobi orders), with
// the amounts the hooks compute; running the seed again adds nothing.

type Row = Record<string, any>;
let t: TestContext;
const q = async (query: ReturnType<typeof sql<Row>>) => (await query.execute(t.database.db)).rows;
const counts = () =>
  q(sql`select d.vergi_no,
      (select count(*)::int from personel_kartlari x where x.department_id = d.id) as personel,
      (select count(*)::int from personel_odeme x where x.department_id = d.id) as odeme,
      (select count(*)::int from kiralar x where x.department_id = d.id) as kira,
      (select count(*)::int from sabit_isletme_giderleri x where x.department_id = d.id) as gider,
      (select count(*)::int from hatirlaticilar x where x.department_id = d.id) as hatirlatici,
      (select count(*)::int from kayitli_notlar x where x.department_id = d.id) as notlar,
      (select count(*)::int from sabit_kiymet_hareketleri x where x.department_id = d.id) as hareket,
      (select count(*)::int from amortisman_hesaplari x where x.department_id = d.id) as amortisman,
      (select count(*)::int from kobi_siparis x where x.department_id = d.id) as siparis
    from departments d where d.vergi_no in ('2910473856', '6482053170') order by d.vergi_no`);

beforeAll(async () => {
  t = await createTestContext();
  const db = t.database.db;
  await migrateTo(db, await migrationBefore('202611260400_office'));
  expect((await q(sql`select to_regclass('kobi_siparis') as t`))[0].t).toBeNull();
  await migrateToLatest(db);
});
afterAll(() => t.close());

describe('the office migration on a seeded database', () => {
  it('gives each demo company its office rows, and Örnek Gıda its Kobi orders', async () => {
    expect(await counts()).toEqual([
      {
        vergi_no: '2910473856',
        personel: 2,
        odeme: 3,
        kira: 1,
        gider: 2,
        hatirlatici: 1,
        notlar: 2,
        hareket: 3,
        amortisman: 3,
        siparis: 0,
      },
      {
        vergi_no: '6482053170',
        personel: 1,
        odeme: 2,
        kira: 1,
        gider: 2,
        hatirlatici: 1,
        notlar: 2,
        hareket: 2,
        amortisman: 2,
        siparis: 2,
      },
    ]);
    // Amounts are the hooks': the rent's withholding, the orders' totals and paid state.
    expect(await q(sql`select stopaj_tutari::text, net_tutar::text from kiralar order by id`)).toEqual([
      { stopaj_tutari: '9000.000', net_tutar: '36000.000' },
      { stopaj_tutari: '0.000', net_tutar: '60000.000' },
    ]);
    expect(
      await q(
        sql`select urun_adi, vergi_tutar::text, kobi_taksit_tutari::text, kobi_odendi from kobi_siparis order by id`,
      ),
    ).toEqual([
      {
        urun_adi: 'Zeytinyağı 5 L (20 teneke)',
        vergi_tutar: '18000.00',
        kobi_taksit_tutari: '0.000',
        kobi_odendi: true,
      },
      {
        urun_adi: 'Soğuk oda raf sistemi',
        vergi_tutar: '36000.00',
        kobi_taksit_tutari: '10000.000',
        kobi_odendi: false,
      },
    ]);
    const list = await q(sql`select count(*)::int as n from amortisman_listesi where department_id is null`);
    expect(list[0].n).toBe(6);
  });

  it('adds nothing when run again', async () => {
    const before = await counts();
    await seedDemoOffice(t.database.db);
    expect(await counts()).toEqual(before);
  });
});

describe('migration 202612071000 on a database seeded with a company landlord', () => {
  it('gives Demo Ticaret’s office rent its person landlord (GVK 94/5-a), and touches no other rent', async () => {
    const rents = () =>
      q(sql`select d.vergi_no, c.cari_hesap_adi, length(c.tc) as n, k.stopaj_tutari::text from kiralar k
        join departments d on d.id = k.department_id join cari_hesap c on c.id = k.cari_hesap_id order by k.id`);
    // As seeded before: the company's first current account, a company (VKN), with 20 % stopaj.
    await q(sql`update kiralar k set cari_hesap_id = (select min(c.id) from cari_hesap c
      where c.department_id = k.department_id) where k.kira_adi = 'Merkez ofis kirası (Kadıköy)'`);
    expect((await rents())[0]).toMatchObject({ vergi_no: '2910473856', n: 10 });
    await demoRentLandlord(t.database.db);
    expect(await rents()).toEqual([
      { vergi_no: '2910473856', cari_hesap_adi: 'Mustafa Çelik', n: 11, stopaj_tutari: '9000.000' },
      { vergi_no: '6482053170', cari_hesap_adi: 'Kemalpaşa Un Sanayi', n: 10, stopaj_tutari: '0.000' },
    ]);
  });
});
