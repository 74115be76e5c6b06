import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { findTable } from '../catalog';
import type { TableDef } from '../catalog/types';
import { openDatabase, type OpenedDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { seed } from '../db/seed';
import { demoDraft, ornekCard } from '../db/seed/demo-sent-edocs';
import { freshDatabase, spawnDefter, waitReady, type DefterProcess } from '../test/processes';
import { turkishToday } from '../auth/user-info.service';
import { LocalIntegrator } from './integrator';
import { sendInvoice } from './send.service';

// Issue 13, "Done when": killing the server while the outbox holds 20 documents loses none and sends none twice.
// Real server processes (`node --import tsx server/main.ts`) on one PostgreSQL database: 20 e-Faturas are queued
// through sendInvoice, a server drains them and is killed with SIGKILL in the middle, another server starts and
// finishes. PostgreSQL only (TEST_DATABASE_URL; skipped without it, as the other multi-process tests): PGlite is one
// process per data directory.

const adminUrl = process.env.TEST_DATABASE_URL;
const COUNT = 20;
const LEASE_MS = 3_000;
const running: DefterProcess[] = [];

type Row = Record<string, any>;

afterEach(async () => {
  await Promise.all(running.splice(0).map((p) => p.stop('SIGKILL')));
});

describe.skipIf(!adminUrl)('the outbox over a killed server process', () => {
  let database: Awaited<ReturnType<typeof freshDatabase>>;
  let opened: OpenedDatabase;
  const q = async (query: ReturnType<typeof sql<Row>>) => (await query.execute(opened.db)).rows;

  beforeAll(async () => {
    database = await freshDatabase(adminUrl!, 'defter_kill');
    opened = await openDatabase({ databaseUrl: database.url, dataDir: 'memory://' });
    await migrateToLatest(opened.db);
    await seed(opened.db, { demo: true });
  }, 180_000);
  afterAll(async () => {
    await Promise.all(running.splice(0).map((p) => p.stop('SIGKILL')));
    await opened?.close();
    await database?.drop();
  });

  it('queues 20 e-Faturas, SIGKILLs the server mid-drain, and the next server sends each exactly once', async () => {
    const db = opened.db;
    const company = (
      await q(sql<Row>`select d.id, min(u.id) as user_id from departments d join users u on u.department_id = d.id
        where d.vergi_no = '2910473856' group by d.id`)
    )[0];
    const dept = Number(company.id);
    const userId = Number(company.user_id);
    const customer = await ornekCard(db, dept, userId);
    const today = turkishToday(new Date());
    const before = await q(sql<Row>`select coalesce(max(id), 0) as id from giden_kutusu`);
    const queued: { id: number; ettn: string; number: string }[] = [];
    for (let i = 0; i < COUNT; i++) {
      const id = await demoDraft(db, findTable('e_fatura') as TableDef, {
        dept,
        userId,
        customer,
        scenario: 2,
        date: today,
        lines: 2,
      });
      // GİB's checks are left to the integrator of the server process (it validates each before accepting it).
      const s = await sendInvoice({
        db,
        integrator: new LocalIntegrator(db),
        table: 'e_fatura',
        id: id!,
        departmentId: dept,
        userId,
        validate: false,
      });
      queued.push({ id: id!, ettn: s.ettn, number: s.number });
    }
    const ettns = queued.map((s) => s.ettn);
    const jobs = () =>
      q(sql<Row>`select ettn::text, durum, deneme_sayisi, claimed_by from giden_kutusu
        where id > ${before[0].id} order by id`);
    expect((await jobs()).map((j) => j.durum)).toEqual(Array(COUNT).fill('bekliyor'));

    // The first server drains (its integrator validates every document: a few hundred ms each) and is killed as
    // soon as some are sent, with more claimed and not yet done.
    const env = { DATABASE_URL: database.url, OUTBOX_LEASE_MS: String(LEASE_MS) };
    const first = await spawnDefter(env);
    running.push(first);
    await waitReady(first);
    const deadline = Date.now() + 30_000;
    let sent = 0;
    while (Date.now() < deadline) {
      sent = (await jobs()).filter((j) => j.durum === 'gonderildi').length;
      if (sent >= 2) break;
      await new Promise((r) => setTimeout(r, 50));
    }
    await first.stop('SIGKILL');
    const atKill = await jobs();
    const doneAtKill = atKill.filter((j) => j.durum === 'gonderildi').length;
    const heldAtKill = atKill.filter((j) => j.durum === 'bekliyor' && j.claimed_by).length;
    expect(doneAtKill, 'killed mid-drain: some sent').toBeGreaterThan(0);
    expect(doneAtKill, 'killed mid-drain: some left').toBeLessThan(COUNT);

    // The second server takes the dead one's claims once their lease has passed, and the rest.
    const second = await spawnDefter(env);
    running.push(second);
    await waitReady(second);
    const until = Date.now() + 90_000;
    let finished: Row[] = [];
    while (Date.now() < until) {
      finished = await jobs();
      if (finished.every((j) => j.durum !== 'bekliyor')) break;
      await new Promise((r) => setTimeout(r, 200));
    }
    await second.stop('SIGTERM');

    // Every job sent, none given up; each ETTN once at the integrator; a second send of one (the dead server had
    // sent it and not marked it) was answered with the first receipt — at most the claims the dead one held.
    expect(finished.map((j) => j.durum)).toEqual(Array(COUNT).fill('gonderildi'));
    const accepted = await q(sql<Row>`select ettn::text, tekrar_sayisi, durum from entegrator_belgeleri
      where ettn::text in (${sql.join(ettns)})`);
    expect(accepted.map((a) => a.ettn).sort()).toEqual([...ettns].sort());
    const repeated = accepted.reduce((n, a) => n + Number(a.tekrar_sayisi), 0);
    expect(repeated).toBeLessThanOrEqual(heldAtKill);
    for (const a of accepted) expect(a.durum).toBe('BASARIYLA TAMAMLANDI');
    // The documents: each Giden with its own number, in order without gaps, done; each in Örnek Gıda's Gelen once.
    const docs = await q(sql<Row>`select id, e_fatura_numarasi, e_fatura_durumu_id, ent_fatura_durumu,
        ent_ticari_fatura_durumu from e_fatura where id in (${sql.join(queued.map((s) => s.id))}) order by id`);
    expect(docs.map((d) => d.e_fatura_numarasi)).toEqual(queued.map((s) => s.number));
    const serials = docs.map((d) => Number(String(d.e_fatura_numarasi).slice(7)));
    expect(serials).toEqual(serials.map((_, i) => serials[0] + i));
    for (const d of docs)
      expect(d).toMatchObject({
        e_fatura_durumu_id: 2,
        ent_fatura_durumu: 'BASARIYLA TAMAMLANDI',
        ent_ticari_fatura_durumu: 'CEVAP VERİLMEDİ',
      });
    const inbox = await q(sql<Row>`select document_uuid::text as ettn, count(*)::int as n from gelen_efatura
      where document_uuid::text in (${sql.join(ettns)}) group by document_uuid`);
    expect(inbox).toHaveLength(COUNT);
    for (const r of inbox) expect(r.n).toBe(1);
  }, 180_000);
});
