import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { newCari } from '../tables/table.test-kit';
import { freshDatabase, postJson, spawnDefter, waitReady, type DefterProcess } from '../test/processes';

// Issue 22 item 5: an Idempotency-Key retried after the process that ran its first attempt was killed (kill -9)
// mid-write. Its claim stayed pending, and every retry answered "Aynı işlem şu anda yapılıyor" with Retry-After: 1
// for 24 hours. Now the claim names its owner: the retry, on another process of the same host, sees the owner is
// gone, takes the claim over and does the write once; a retry after that replays it. Real server processes on
// PostgreSQL (TEST_DATABASE_URL; skipped without it).

const adminUrl = process.env.TEST_DATABASE_URL;
const running: DefterProcess[] = [];

async function start(env: Record<string, string>) {
  const p = await spawnDefter(env);
  running.push(p);
  return p;
}

afterEach(async () => {
  await Promise.all(running.splice(0).map((p) => p.stop('SIGKILL')));
});

describe.skipIf(!adminUrl)('an Idempotency-Key retried after kill -9', () => {
  let database: Awaited<ReturnType<typeof freshDatabase>>;
  let client: pg.Client;
  const one = async <T = any>(text: string, params: unknown[] = []) =>
    (await client.query(text, params)).rows[0] as T;

  beforeAll(async () => {
    database = await freshDatabase(adminUrl!, 'defter_idem_kill');
    client = new pg.Client({ connectionString: database.url });
    await client.connect();
  });
  afterAll(async () => {
    await client?.end();
    await database?.drop();
  });

  it('runs the write once on another process when the first was killed mid-write, then replays it', async () => {
    const env = { DATABASE_URL: database.url };
    const a = await start(env);
    await waitReady(a);
    const b = await start(env);
    await waitReady(b);

    // The first insert of this name sleeps 4 s inside its transaction (once: a sequence is not rolled back).
    await client.query(`create sequence kill_once`);
    await client.query(`create function kill_slow() returns trigger language plpgsql as $$
      begin
        if new.cari_hesap_adi = 'Kesilen Süreç Ltd.' and nextval('kill_once') = 1 then perform pg_sleep(4); end if;
        return new;
      end $$`);
    await client.query(`create trigger kill_slow before insert on cari_hesap
      for each row execute function kill_slow()`);

    const token = (await postJson(a.url, '/login', { email: 'demo@defter.local', password: 'Demo1234!' }))
      .json.data.token as string;
    const vd = await one<{ id: number }>(`select id from vergi_daireleri where kod = '34272'`);
    const save = (p: DefterProcess, key: string, name: string) =>
      fetch(`${p.url}/api/v1/${token}/tables/cari_hesap/store`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': key },
        body: JSON.stringify({ column_set_id: '0', ...newCari(vd.id, { cari_hesap_adi: name }) }),
      }).then(async (r) => ({
        status: r.status,
        replayed: r.headers.get('idempotent-replayed'),
        json: (await r.json()) as any,
      }));
    const count = async (name: string) =>
      (
        await one<{ n: number }>(`select count(*)::int as n from cari_hesap where cari_hesap_adi = $1`, [
          name,
        ])
      ).n;

    // A takes the key and starts the write; it is killed while the write's transaction is open.
    const lost = save(a, 'olen-surec-1', 'Kesilen Süreç Ltd.').catch(() => null);
    for (;;) {
      const r = await one<{ n: number }>(`select count(*)::int as n from pg_stat_activity
        where datname = current_database() and wait_event = 'PgSleep'`);
      if (r.n > 0) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const claim = await one<{ state: string; owner: string }>(
      `select state, owner from idempotency_keys where key = 'olen-surec-1'`,
    );
    expect(claim.state).toBe('pending');
    expect(claim.owner).toContain(`:${a.child.pid}:`);
    await a.stop('SIGKILL');
    expect(await lost).toBeNull();

    // The retry on B: not "still running" — B does the write, once.
    const retry = await save(b, 'olen-surec-1', 'Kesilen Süreç Ltd.');
    expect([retry.status, retry.replayed, retry.json.data.message]).toEqual([200, null, 'success']);
    // A's transaction ends with its connection (after its sleep): nothing of it stays.
    for (;;) {
      const r = await one<{ n: number }>(`select count(*)::int as n from pg_stat_activity
        where datname = current_database() and wait_event = 'PgSleep'`);
      if (r.n === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await count('Kesilen Süreç Ltd.')).toBe(1);
    const again = await save(b, 'olen-surec-1', 'Kesilen Süreç Ltd.');
    expect(again).toEqual({ status: 200, replayed: 'true', json: retry.json });
    expect(await count('Kesilen Süreç Ltd.')).toBe(1);
  }, 300_000);
});
