/**
 * npm run race:payments — 50 concurrent payments of 100 against a sales invoice of 1.000 on PostgreSQL (issue 12,
 * docs/payments.md), then the same with every request sent twice with its Idempotency-Key (a client retrying).
 *
 * Makes a fresh database on the PostgreSQL server of DATABASE_URL (default
 * postgres://postgres@127.0.0.1:5432/postgres; the database named there only creates and drops the fresh one),
 * migrates and seeds it, stores a TL sales invoice of 1.000,00 and sends the payments at once through the app
 * in-process on its pool of connections (half cash receipts, half incoming bank transfers). Prints how many were
 * stored, how many got the Turkish refusal, anything else, the invoice's remaining amount, the sum of the stored
 * payments and the cards' movements. Exits 1 when the figures are not 10 / 40 / 0 / 0,00 / 1.000,00, 2 when the
 * server cannot be reached. The database is dropped at the end.
 */
import pg from 'pg';
import { sql } from 'kysely';
import { paymentTexts } from '../domain/messages';
import { demoCards } from '../server/documents/document.test-kit';
import { DEMO_ADMIN, departmentOf, tablesApi } from '../server/tables/table.test-kit';
import { createTestContext, type TestContext } from '../server/test/harness';

const URL_OF_SERVER = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const PAYMENTS = 50;

type Row = Record<string, unknown>;

async function reachable(url: string): Promise<boolean> {
  const c = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await c.connect();
    return true;
  } catch {
    return false;
  } finally {
    await c.end().catch(() => {});
  }
}

const one = async (t: TestContext, q: ReturnType<typeof sql<Row>>) =>
  (await q.execute(t.database.db)).rows[0];

async function main(): Promise<number> {
  if (!(await reachable(URL_OF_SERVER))) {
    console.error(`PostgreSQL yanıt vermiyor: ${URL_OF_SERVER}`);
    return 2;
  }
  process.env.TEST_DATABASE_URL = URL_OF_SERVER;
  const t = await createTestContext();
  if (t.database.kind !== 'postgres') throw new Error('expected PostgreSQL');
  let failed = 0;
  try {
    const token = await t.login(DEMO_ADMIN);
    const api = tablesApi(t, token);
    const dept = await departmentOf(t, DEMO_ADMIN);
    const c = await demoCards(t, dept);
    const kasa = Number(
      (await one(
        t,
        sql<Row>`select id from kasa_karti where department_id = ${dept} and para_birimi_id = 1
        order by id limit 1`,
      ))!.id,
    );
    const banka = Number(
      (await one(
        t,
        sql<Row>`select id from banka_karti where department_id = ${dept} and para_birimi_id = 1
        order by id limit 1`,
      ))!.id,
    );
    const balances = async () =>
      (await one(
        t,
        sql<Row>`select (select bakiye from kasa_karti where id = ${kasa})::numeric as k,
        (select bakiye from banka_karti where id = ${banka})::numeric as b`,
      ))!;

    let n = 0;
    const invoice = async () => {
      n += 1;
      const r = await api.store('satis_fatura', {
        cari_hesap_id: c.cari,
        fatura_senaryo_id: 1,
        fatura_tipi_id: 2,
        fatura_numarasi: `YRS2026${String(n).padStart(9, '0')}`,
        fatura_tarihi: '2026-11-20',
        para_birimi_id: 1,
        döviz_kuru: '1',
        mal_hizmet_json: JSON.stringify([
          {
            mal_hizmet_turu_id: 2,
            hizmet_ve_masraf_kartlari_id: c.bakim,
            miktar: '1',
            birim_id: 1,
            birim_fiyat: '1000',
            kdv_id: 9,
            kdv_dahil_buton: '1',
          },
        ]),
      });
      if (r.json?.data?.message !== 'success') throw new Error(JSON.stringify(r.json));
      return Number(r.json.data.id);
    };
    const pay = (id: number, i: number, key?: string) => {
      const table = i % 2 ? 'tahsilat_islem' : 'banka_gelen_havale_islemi';
      const body = {
        column_set_id: '0',
        ...(i % 2 ? { kasa_karti2_id: kasa } : { banka_karti2_id: banka }),
        islem_tipi_id: 4,
        cari_hesap_id: c.cari,
        tip_id: 1,
        satis_fatura_id: id,
        islem_tarihi: '2026-11-21',
        para_birimi_id: 1,
        döviz_kuru: '1',
        kdv_id: 5,
        kdv_dahil_buton: '1',
        tutar: '100',
      };
      const send = () =>
        t.post(`/${token}/tables/${table}/store`, body, {
          headers: { 'content-type': 'application/json', ...(key ? { 'Idempotency-Key': key } : {}) },
        });
      return send().then((r) => ({ ...r, table }));
    };
    /** A client that retries: a 409 (the first attempt still running) is sent again after a moment. */
    const payRetrying = async (id: number, i: number, key: string) => {
      for (;;) {
        const r = await pay(id, i, key);
        if (r.status !== 409) return r;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    };

    for (const retried of [false, true]) {
      const id = await invoice();
      const before = await balances();
      const started = performance.now();
      const sends = Array.from({ length: PAYMENTS }, (_, i) =>
        retried
          ? [payRetrying(id, i, `odeme-${id}-${i}`), payRetrying(id, i, `odeme-${id}-${i}`)]
          : [pay(id, i)],
      ).flat();
      const answers = await Promise.all(sends);
      const ms = Math.round(performance.now() - started);
      const ids = new Set(
        answers
          .filter((r) => r.json?.data?.message === 'success')
          .map((r) => `${r.table}:${String(r.json.data.id)}`),
      );
      const refused = answers.filter((r) => r.json?.data?.errors?.tutar?.[0] === paymentTexts.overpay).length;
      const replayed = answers.filter((r) => r.json?.data?.message === 'success').length - ids.size;
      const other =
        answers.length - answers.filter((r) => r.json?.data?.message === 'success').length - refused;
      const state = (await one(
        t,
        sql<Row>`select kalan_odeme_tutari::text as kalan, tahsilat_tamamlandi as tamam,
          satis_fatura_odenen(id)::text as odenen,
          (select count(*) from tahsilat_islem where satis_fatura_id = ${id})
            + (select count(*) from banka_gelen_havale_islemi where satis_fatura_id = ${id}) as satir
          from satis_fatura where id = ${id}`,
      ))!;
      const after = await balances();
      const moved = Number(after.k) - Number(before.k) + (Number(after.b) - Number(before.b));
      console.log(
        `${retried ? 'Tekrarlı (her istek iki kez, aynı Idempotency-Key)' : 'Tek seferlik'}: ${answers.length} istek, ${ms} ms`,
      );
      console.log(
        `  kaydedilen ödeme: ${ids.size}, kayıt satırı: ${state.satir}, reddedilen ("${paymentTexts.overpay}"): ` +
          `${refused}, aynı yanıtı yeniden alan tekrar: ${replayed}, diğer: ${other}`,
      );
      console.log(
        `  kalan: ${state.kalan}, ödenen toplam: ${state.odenen}, tahsilat tamamlandı: ${state.tamam}, ` +
          `kasa + banka bakiyesi değişimi: ${moved.toFixed(3)}`,
      );
      const ok =
        ids.size === 10 &&
        Number(state.satir) === 10 &&
        other === 0 &&
        state.kalan === '0.00' &&
        state.odenen === '1000.000' &&
        state.tamam === true &&
        moved === 1000 &&
        refused === (retried ? 80 : 40);
      if (!ok) failed++;
    }
  } finally {
    await t.close();
  }
  console.log(
    failed
      ? 'Özet: rakamlar beklenenden farklı.'
      : 'Özet: 10 ödeme kaydedildi, kalan 0, kuruş kaybı ya da fazlası yok.',
  );
  return failed ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
