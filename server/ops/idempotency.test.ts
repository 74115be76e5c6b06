import { sql } from 'kysely';
import { hostname } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN, newCari, ORNEK_USER } from '../tables/table.test-kit';
import { createTestContext, type TestContext } from '../test/harness';
import { PROCESS_OWNER } from './idempotency';

// Idempotency keys (docs/operations.md, "Retried requests"): a write sent again with the same Idempotency-Key is
// done once, and the repeat gets the first answer back.

let t: TestContext;
let demo: string;
let ornek: string;
let vd: number;

beforeAll(async () => {
  t = await createTestContext();
  demo = await t.login(DEMO_ADMIN);
  ornek = await t.login(ORNEK_USER);
  vd = (await sql<{ id: number }>`select id from vergi_daireleri where kod = '34272'`.execute(t.database.db))
    .rows[0].id;
});
afterAll(() => t.close());

const named = async (name: string) =>
  Number(
    (
      await sql<{
        n: number;
      }>`select count(*)::int as n from cari_hesap where cari_hesap_adi = ${name}`.execute(t.database.db)
    ).rows[0].n,
  );

/** POST store of a current account named `name`, with `key` as the Idempotency-Key (none when undefined). */
async function store(token: string, name: string, key?: string, extra: Record<string, unknown> = {}) {
  const res = await t.app.request(
    `/api/v1/${token}/tables/cari_hesap/store`,
    {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(key === undefined ? {} : { 'idempotency-key': key }),
      },
      body: JSON.stringify({ column_set_id: '0', ...newCari(vd, { cari_hesap_adi: name, ...extra }) }),
    },
    { incoming: { socket: { remoteAddress: t.address } } },
  );
  return {
    status: res.status,
    replayed: res.headers.get('idempotent-replayed'),
    json: (await res.json()) as any,
  };
}

describe('a write with an Idempotency-Key', () => {
  it('is done once when sent twice: the repeat gets the first answer back, marked as replayed', async () => {
    const first = await store(demo, 'Tekrar Deneme Ltd.', 'k-once-1');
    expect(first.status).toBe(200);
    expect(first.json.data.message).toBe('success');
    expect(first.replayed).toBeNull();
    const again = await store(demo, 'Tekrar Deneme Ltd.', 'k-once-1');
    expect(again.status).toBe(200);
    expect(again.replayed).toBe('true');
    expect(again.json).toEqual(first.json);
    expect(await named('Tekrar Deneme Ltd.')).toBe(1);
  });

  it('without the header, the same request twice stores twice (nothing changes for clients that send none)', async () => {
    await store(demo, 'Anahtarsız Ltd.');
    await store(demo, 'Anahtarsız Ltd.');
    expect(await named('Anahtarsız Ltd.')).toBe(2);
  });

  it('two identical requests at the same moment store one record; the other waits (409) or gets the answer', async () => {
    const answers = await Promise.all([
      store(demo, 'Aynı Anda A.Ş.', 'k-race'),
      store(demo, 'Aynı Anda A.Ş.', 'k-race'),
      store(demo, 'Aynı Anda A.Ş.', 'k-race'),
    ]);
    expect(await named('Aynı Anda A.Ş.')).toBe(1);
    const done = answers.filter((a) => a.status === 200);
    expect(done.length).toBeGreaterThanOrEqual(1);
    for (const a of done) expect(a.json.data.message).toBe('success');
    for (const a of answers.filter((x) => x.status !== 200)) {
      expect(a.status).toBe(409);
      expect(a.json.data.message).toBe('fail.idempotency.pending');
    }
    // Once the first has answered, a repeat always gets its answer.
    const later = await store(demo, 'Aynı Anda A.Ş.', 'k-race');
    expect(later.replayed).toBe('true');
    expect(await named('Aynı Anda A.Ş.')).toBe(1);
  });

  it('refuses the same key with another body (422) and stores nothing for it', async () => {
    await store(demo, 'İlk Gövde Ltd.', 'k-reused');
    const other = await store(demo, 'Başka Gövde Ltd.', 'k-reused');
    expect(other.status).toBe(422);
    expect(other.json.data.message).toBe('fail.idempotency.reused');
    expect(await named('Başka Gövde Ltd.')).toBe(0);
  });

  it('replays a refusal of the input as it was (the request is the same, so is the answer)', async () => {
    const bad = await store(demo, 'Eksik Ünvan Ltd.', 'k-refused', { unvan: '' });
    expect(bad.json.data.errors).toEqual({ unvan: ['Ünvan alanı zorunludur.'] });
    const again = await store(demo, 'Eksik Ünvan Ltd.', 'k-refused', { unvan: '' });
    expect(again.replayed).toBe('true');
    expect(again.json).toEqual(bad.json);
    expect(await named('Eksik Ünvan Ltd.')).toBe(0);
  });

  it("keeps keys per user: another company's user with the same key text does their own write", async () => {
    await store(demo, 'Ortak Anahtar Ltd.', 'k-shared');
    const theirs = await store(ornek, 'Ortak Anahtar Ltd.', 'k-shared');
    expect(theirs.replayed).toBeNull();
    expect(theirs.json.data.message).toBe('success');
    expect(await named('Ortak Anahtar Ltd.')).toBe(2);
  });

  it('forgets a key after 24 hours: the same request then does the work again', async () => {
    await store(demo, 'Ertesi Gün Ltd.', 'k-expiry');
    // The key's day has passed (moving the server's clock a day would end the session too).
    await sql`update idempotency_keys set created_at = created_at - interval '25 hours' where key = 'k-expiry'`.execute(
      t.database.db,
    );
    const next = await store(demo, 'Ertesi Gün Ltd.', 'k-expiry');
    expect(next.replayed).toBeNull();
    expect(next.json.data.message).toBe('success');
    expect(await named('Ertesi Gün Ltd.')).toBe(2);
    // …and the new answer is the one kept for the next day.
    expect((await store(demo, 'Ertesi Gün Ltd.', 'k-expiry')).replayed).toBe('true');
    expect(await named('Ertesi Gün Ltd.')).toBe(2);
  });

  it('refuses a key that is empty, too long or not printable ASCII (400, in Turkish in the browser)', async () => {
    for (const key of ['', 'x'.repeat(201), 'anahtarç', 'a b']) {
      const r = await store(demo, 'Geçersiz Anahtar Ltd.', key);
      expect(r.status, key).toBe(400);
      expect(r.json.data.message).toBe('fail.idempotency.key');
    }
    expect(await named('Geçersiz Anahtar Ltd.')).toBe(0);
  });
});

describe('a claim left by a process that died mid-write (issue 22 item 5)', () => {
  /**
   * The state a kill -9 leaves: the claim is pending and its write rolled back with the process. Made from a real
   * first attempt (so the claim has the request's own hash): its record is put out of the way and its claim put back to
   * pending under `owner`, its lease ending `leaseSeconds` from now (negative: already over).
   */
  async function crashedClaim(name: string, key: string, owner: string, leaseSeconds: number) {
    const first = await store(demo, name, key);
    expect(first.json.data.message).toBe('success');
    // Its record never was (renamed out of the way: the counts below see only what the retry stores).
    await sql`update cari_hesap set cari_hesap_adi = ${`${name} (geri alındı)`} where cari_hesap_adi = ${name}`.execute(
      t.database.db,
    );
    await sql`update idempotency_keys set state = 'pending', status = null, content_type = null, body = null,
      owner = ${owner}, lease_until = now() + ${leaseSeconds} * interval '1 second'
      where key = ${key}`.execute(t.database.db);
    expect(await named(name)).toBe(0);
  }

  it('is taken over once its lease has run out: the repeat does the work once, the next one replays it', async () => {
    await crashedClaim('Kesinti Sonrası Ltd.', 'k-lapsed', 'baska-sunucu:4242:a1b2c3d4', -5);
    const retry = await store(demo, 'Kesinti Sonrası Ltd.', 'k-lapsed');
    expect(retry.status).toBe(200);
    expect(retry.replayed).toBeNull();
    expect(retry.json.data.message).toBe('success');
    expect(await named('Kesinti Sonrası Ltd.')).toBe(1);
    const again = await store(demo, 'Kesinti Sonrası Ltd.', 'k-lapsed');
    expect(again.replayed).toBe('true');
    expect(again.json).toEqual(retry.json);
    expect(await named('Kesinti Sonrası Ltd.')).toBe(1);
  });

  it('is taken over at once when its owner was a process of this host that no longer runs', async () => {
    // An earlier life of this very pid (another nonce), and a pid no process has: both gone, leases still long.
    for (const [i, owner] of [
      `${hostname()}:${process.pid}:00000000`,
      `${hostname()}:99999999:deadbeef`,
    ].entries()) {
      const name = `Ölü Süreç ${i} Ltd.`;
      await crashedClaim(name, `k-dead-${i}`, owner, 3600);
      const retry = await store(demo, name, `k-dead-${i}`);
      expect([retry.status, retry.replayed, retry.json.data.message], owner).toEqual([200, null, 'success']);
      expect(await named(name)).toBe(1);
      expect((await store(demo, name, `k-dead-${i}`)).replayed).toBe('true');
      expect(await named(name)).toBe(1);
    }
  });

  it('is still running while its owner lives and its lease lasts: 409 with Retry-After, nothing done twice', async () => {
    // A process that runs (this one's parent) on this host, and a process of another host: their leases hold.
    for (const [i, owner] of [
      `${hostname()}:${process.ppid}:feedface`,
      'baska-sunucu:4242:a1b2c3d4',
    ].entries()) {
      const name = `Süren İş ${i} Ltd.`;
      await crashedClaim(name, `k-live-${i}`, owner, 3600);
      const res = await t.app.request(
        `/api/v1/${demo}/tables/cari_hesap/store`,
        {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'idempotency-key': `k-live-${i}` },
          body: JSON.stringify({ column_set_id: '0', ...newCari(vd, { cari_hesap_adi: name }) }),
        },
        { incoming: { socket: { remoteAddress: t.address } } },
      );
      expect(res.status, owner).toBe(409);
      expect(res.headers.get('retry-after')).toBe('1');
      expect(((await res.json()) as any).data.message).toBe('fail.idempotency.pending');
      expect(await named(name)).toBe(0);
    }
  });

  it('of two repeats racing for a dead claim, one does the work', async () => {
    await crashedClaim('Yarışan Tekrar Ltd.', 'k-dead-race', 'baska-sunucu:4242:a1b2c3d4', -5);
    const answers = await Promise.all([1, 2, 3].map(() => store(demo, 'Yarışan Tekrar Ltd.', 'k-dead-race')));
    expect(await named('Yarışan Tekrar Ltd.')).toBe(1);
    expect(answers.filter((a) => a.status === 200 && a.replayed === null)).toHaveLength(1);
    for (const a of answers.filter((x) => x.status !== 200))
      expect(a.json.data.message).toBe('fail.idempotency.pending');
  });

  it('records this process as the owner of its claims, with a lease in the future', async () => {
    await store(demo, 'Sahipli Anahtar Ltd.', 'k-owner');
    const row = (
      await sql<{ owner: string; lease_until: Date | null }>`select owner, lease_until from idempotency_keys
        where key = 'k-owner'`.execute(t.database.db)
    ).rows[0];
    // Done: the answer is kept and the lease is over.
    expect(row).toEqual({ owner: PROCESS_OWNER, lease_until: null });
  });
});
