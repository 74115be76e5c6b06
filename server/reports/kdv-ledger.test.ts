import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { D } from '../../domain/money';
import { postKdvMahsup } from '../ledger/kdv-mahsup';
import { DEMO_ADMIN, departmentOf, tablesApi } from '../tables/table.test-kit';
import { createTestContext, type TestContext } from '../test/harness';
import { kdv1 } from './kdv.report';
import { monthsBetween } from './report.sql';

// Issue 24 "Done when" (docs/reports.md, "KDV 1"): for every month of every demo company, KDV 1's result equals the
// ledger's net KDV position (191 + 190 − 391, before the month's KDV voucher) to the kuruş, and KDV 1's hesaplanan KDV
// equals 391's net credit of the month — the demo's sent e-documents and a cash expense with an invoice included.
// Each month's KDV Mahsup Fişi is posted before the next (KDVK 29: the carry-forward is 190, the payable 360), so the
// chain KDV 1 → voucher → next KDV 1 is checked too. And every taxable event counts once: the months' hesaplanan KDV
// adds up to the documents' own KDV, read from every table that sells, independently of the ledger.

type Row = Record<string, any>;

let t: TestContext;
const rows = async (q: ReturnType<typeof sql<Row>>) => (await q.execute(t.database.db)).rows;

/** Σ over lines of an account code's tree, signed as asked, up to a day, optionally from a day. */
const sumOf = async (
  dept: number,
  code: string,
  credit: boolean,
  to: string,
  from?: string,
  noMahsup = false,
) =>
  D(
    String(
      (
        await rows(sql<Row>`select coalesce(sum(${credit ? sql`s.alacak - s.borc` : sql`s.borc - s.alacak`}), 0)::text as v
          from fis_satiri s join hesap_plani h on h.id = s.hesap_plani_id join fis f on f.id = s.fisler_id
          where s.department_id = ${dept} and (h.hesap_kodu = ${code} or h.hesap_kodu like ${`${code}.%`})
            and s.fis_tarihi <= ${to}::date and (${from ?? null}::date is null or s.fis_tarihi >= ${from ?? null}::date)
            and (${noMahsup} = false or f.kaynak_tablo is distinct from 'kdv_mahsup')`)
      )[0].v,
    ),
  );

const lastDay = (ym: string) => {
  const d = new Date(Date.UTC(Number(ym.slice(0, 4)), Number(ym.slice(5, 7)), 0));
  return d.toISOString().slice(0, 10);
};

let companies: { id: number; user: number }[] = [];

beforeAll(async () => {
  t = await createTestContext();
  // A cash expense paid with a real invoice: 1.200,00 KDV included at %20 (200,00 KDV) for office supplies.
  const api = tablesApi(t, await t.login(DEMO_ADMIN));
  const dept = await departmentOf(t, DEMO_ADMIN);
  const cash = (
    await rows(sql<Row>`select id from kasa_karti where department_id = ${dept} and coalesce(para_birimi_id, 1) = 1
      order by id limit 1`)
  )[0].id;
  const first = (
    await rows(sql<Row>`select to_char(min(fis_tarihi), 'YYYY-MM-DD') as d from fis
    where department_id = ${dept}`)
  )[0].d as string;
  const card = (
    await rows(sql<Row>`select id from hizmet_ve_masraf_kartlari where department_id = ${dept}
      and hizmet_masraf_turu = '2' order by id limit 1`)
  )[0].id;
  const r = await api.store('odeme_islemi', {
    kasa_karti2_id: cash,
    islem_tipi_id: '3',
    hizmet_ve_masraf_kartlari_id: card,
    islem_tarihi: first,
    belge_no: 'KRT2026000000077',
    belge_tarihi: first,
    para_birimi_id: 1,
    döviz_kuru: '1',
    tutar: '1200',
    kdv_id: 9,
    kdv_dahil_buton: true,
    aciklama: 'Kırtasiye alımı (faturalı)',
  });
  expect(r.json.data.message, JSON.stringify(r.json)).toBe('success');
  companies = (
    await rows(sql<Row>`select d.id, (select min(u.id) from users u where u.department_id = d.id) as user_id
      from departments d where exists (select 1 from fis f where f.department_id = d.id) order by d.id`)
  ).map((x) => ({ id: Number(x.id), user: Number(x.user_id) }));
});
afterAll(() => t.close());

describe('KDV 1 equals the ledger, month by month (issue 24)', () => {
  it('the demo has sent e-invoices and the cash expense with an invoice, on 191 tagged for KDV 1', async () => {
    const sent = await rows(
      sql<Row>`select count(*)::int as n from e_fatura where e_fatura_durumu_id::int <> 1`,
    );
    expect(sent[0].n).toBeGreaterThan(0);
    const expense = await rows(sql<Row>`select s.belge_tipi_id, s.borc::text, s.kdv_islem, s.kdv_matrahi::text
      from fis f join fis_satiri s on s.fisler_id = f.id join odeme_islemi o on o.id = f.kaynak_id
      where f.kaynak_tablo = 'odeme_islemi' and o.belge_no = 'KRT2026000000077' and s.kdv_islem is not null`);
    expect(expense).toEqual([{ belge_tipi_id: 2, borc: '200.00', kdv_islem: 11, kdv_matrahi: '1000.00' }]);
  });

  it('every month of every demo company: KDV 1’s result = 191 + 190 − 391, hesaplanan = 391’s credit; then the voucher', async () => {
    expect(companies.length).toBeGreaterThanOrEqual(2);
    let checked = 0;
    for (const c of companies) {
      const span = (
        await rows(sql<Row>`select to_char(min(fis_tarihi), 'YYYY-MM-DD') as a, to_char(max(fis_tarihi), 'YYYY-MM-DD')
          as b from fis where department_id = ${c.id}`)
      )[0];
      for (const ym of monthsBetween(span.a, span.b)) {
        const end = lastDay(ym);
        const r = await kdv1.run({ db: t.database.db, companyId: c.id, params: { ay: ym } });
        const s = r.summary as Record<string, string>;
        const position = (await sumOf(c.id, '191', false, end))
          .plus(await sumOf(c.id, '190', false, end))
          .minus(await sumOf(c.id, '391', true, end));
        const declared = D(s.sonraki_devreden).minus(D(s.odenecek));
        expect(declared.toFixed(2), `${c.id} ${ym}`).toBe(position.toFixed(2));
        const credit = await sumOf(c.id, '391', true, end, `${ym}-01`, true);
        expect(D(s.hesaplanan).toFixed(2), `${c.id} ${ym} hesaplanan`).toBe(credit.toFixed(2));
        checked++;
        // The month's KDV voucher: 391 and 191 close to 0, 190 holds the carry-forward, 360 the payable.
        if (D(s.hesaplanan).isZero() && position.isZero()) continue;
        await t.database.db
          .transaction()
          .execute((trx) => postKdvMahsup(trx, { departmentId: c.id, userId: c.user }, ym));
        expect((await sumOf(c.id, '391', true, end)).toFixed(2)).toBe('0.00');
        expect((await sumOf(c.id, '191', false, end)).toFixed(2)).toBe('0.00');
        expect((await sumOf(c.id, '190', false, end)).toFixed(2)).toBe(D(s.sonraki_devreden).toFixed(2));
        const payable = (
          await rows(sql<Row>`select coalesce(sum(s.alacak), 0)::text as v from fis_satiri s join fis f on f.id = s.fisler_id
            join hesap_plani h on h.id = s.hesap_plani_id
            where f.department_id = ${c.id} and f.kaynak_tablo = 'kdv_mahsup' and f.fis_tarihi = ${end}::date
              and h.hesap_kodu = '360'`)
        )[0].v;
        expect(D(payable).toFixed(2)).toBe(D(s.odenecek).toFixed(2));
      }
    }
    expect(checked).toBeGreaterThan(6);
  });

  it('every taxable sale counts once: Σ hesaplanan of the months = the documents’ own KDV, every table', async () => {
    for (const c of companies) {
      const span = (
        await rows(sql<Row>`select to_char(min(fis_tarihi), 'YYYY-MM-DD') as a, to_char(max(fis_tarihi), 'YYYY-MM-DD')
          as b from fis where department_id = ${c.id}`)
      )[0];
      let declared = D(0);
      for (const ym of monthsBetween(span.a, span.b)) {
        const r = await kdv1.run({ db: t.database.db, companyId: c.id, params: { ay: ym } });
        declared = declared.plus(D((r.summary as Record<string, string>).hesaplanan));
      }
      // From the documents themselves: what the seller declares of each sale, issued return and e-SMM (KDV less what
      // the buyer withholds), in TL; a draft or a rejected e-invoice is no sale; cash and bank receipts with KDV.
      const tl = (col: string) =>
        sql.raw(`round(coalesce(${col}, 0) * case when coalesce(para_birimi_id, 1) = 1 then 1
        else coalesce("döviz_kuru", 1) end, 2)`);
      const one = async (q: ReturnType<typeof sql<Row>>) => D(String((await rows(q))[0].v ?? 0));
      let documents = D(0);
      for (const table of ['satis_fatura', 'e_fatura', 'e_arsiv_fatura'])
        documents = documents.plus(
          await one(sql<Row>`select sum(${tl('hesaplanan_kdv')} - ${tl('tevkifat_toplami')})::text as v
            from ${sql.table(table)} where department_id = ${c.id}
              and ${
                table === 'satis_fatura'
                  ? sql`true`
                  : sql`e_fatura_durumu_id::int <> 1
                and coalesce(ent_ticari_fatura_durumu, '') <> 'RED'`
              }`),
        );
      documents = documents.plus(
        await one(sql<Row>`select sum(${tl('hesaplanan_kdv')})::text as v from kobi_satis_fatura
          where department_id = ${c.id}`),
      );
      documents = documents.plus(
        await one(sql<Row>`select sum(kdv_tutari - kdv_tevkifat_tutari)::text as v from serbest_meslek_makbuzu
          where department_id = ${c.id} and e_fatura_durumu_id::int <> 1`),
      );
      for (const table of ['tahsilat_islem', 'banka_gelen_havale_islemi'])
        documents = documents.plus(
          await one(sql<Row>`select sum(round(kdv_tutari * "döviz_kuru", 2))::text as v from ${sql.table(table)}
            where department_id = ${c.id} and islem_tipi_id::int = 3`),
        );
      expect(declared.toFixed(2), `company ${c.id}`).toBe(documents.toFixed(2));
    }
  });
});
