/**
 * npm run race:update — re-runs the race of issue 10 ("stale read in update") on PostgreSQL, 10 times.
 *
 * Makes a fresh database on the PostgreSQL server of DATABASE_URL (default
 * postgres://postgres@127.0.0.1:5432/postgres; the database named there is only used to create and drop the
 * fresh one), migrates and seeds it, stores a USD sales invoice with 500 lines, then per try: request A replaces
 * the quantity of every line, request B changes döviz_kuru 10–100 ms later (10 ms more each try), both through
 * the app in-process on a pool of 10 connections. After both answered, the stored totals are compared with a
 * recompute of the stored lines (documentDisagreements). Prints each try and a summary; exits 1 when any try
 * disagrees (or a request failed), 2 when the server cannot be reached. The database is dropped at the end.
 */
import pg from 'pg';
import { documentDisagreements, demoCards } from '../server/documents/document.test-kit';
import { invoiceDocument } from '../server/documents/document.spec';
import { DEMO_ADMIN, departmentOf, tablesApi } from '../server/tables/table.test-kit';
import { createTestContext } from '../server/test/harness';

const URL_OF_SERVER = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const TRIES = 10;
const LINES = 500;

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

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function main(): Promise<number> {
  if (!(await reachable(URL_OF_SERVER))) {
    console.error(`PostgreSQL yanıt vermiyor: ${URL_OF_SERVER}`);
    return 2;
  }
  // The test harness makes the fresh database (defter_test_…) on this server and drops it on close().
  process.env.TEST_DATABASE_URL = URL_OF_SERVER;
  const t = await createTestContext();
  if (t.database.kind !== 'postgres') throw new Error('expected PostgreSQL');
  let failed = 0;
  try {
    const api = tablesApi(t, await t.login(DEMO_ADMIN));
    const c = await demoCards(t, await departmentOf(t, DEMO_ADMIN));
    const lines = (miktar: number) =>
      JSON.stringify(
        Array.from({ length: LINES }, (_, i) => ({
          mal_hizmet_turu_id: 1,
          stok_kartlari_id: c.toner,
          depo_kartlari_id: c.depo,
          mal_hizmet: `Toner ${i + 1}`,
          miktar: String(miktar),
          birim_id: 1,
          birim_fiyat: '10.00',
          kdv_id: 9,
        })),
      );
    const stored = await api.store('satis_fatura', {
      cari_hesap_id: c.cari,
      fatura_senaryo_id: 1,
      fatura_tipi_id: 2,
      fatura_numarasi: 'YRS2026000000001',
      fatura_tarihi: '2026-03-02',
      para_birimi_id: 2,
      döviz_kuru: '40.0000',
      mal_hizmet_json: lines(1),
    });
    if (stored.json?.data?.message !== 'success') throw new Error(JSON.stringify(stored.json));
    const id = stored.json.data.id as number;
    console.log(`satis_fatura ${id}: ${LINES} satır, USD; A miktarları, B ${'döviz_kuru'} değiştiriyor`);

    for (let i = 1; i <= TRIES; i++) {
      const delay = 10 * i;
      const started = performance.now();
      const a = api.update('satis_fatura', id, { mal_hizmet_json: lines(i + 1) });
      await sleep(delay);
      const b = api.update('satis_fatura', id, { döviz_kuru: (40 + i / 10).toFixed(4) });
      const [ra, rb] = await Promise.all([a, b]);
      const ms = Math.round(performance.now() - started);
      const answers = [ra, rb].map((r) => r.json?.data?.message);
      const wrong = answers.every((m) => m === 'success')
        ? await documentDisagreements(t.database.db, 'satis_fatura', invoiceDocument, id)
        : [`yanıtlar: ${JSON.stringify([ra.json, rb.json])}`];
      if (wrong.length) failed++;
      console.log(
        `deneme ${String(i).padStart(2)}: B ${String(delay).padStart(3)} ms sonra, ${ms} ms — ` +
          (wrong.length ? `UYUŞMUYOR: ${wrong.slice(0, 3).join('; ')}` : 'toplamlar satırlarla uyuşuyor'),
      );
    }
  } finally {
    await t.close();
  }
  console.log(
    failed
      ? `Özet: ${TRIES} denemenin ${failed} tanesinde toplamlar satırlarla uyuşmadı.`
      : `Özet: ${TRIES} denemenin hepsinde toplamlar satırlarla uyuştu.`,
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
