import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { sql } from 'kysely';
import type { Db } from '../db/database';
import { companyOfIdentity } from '../edocs/identity';
import { syncInbox } from '../edocs/inbox.service';
import { syncWaybillInbox } from '../edocs/waybill.service';
import { ENT_STATUS, IntegratorError, type Integrator, type SendKind } from '../edocs/integrator';
import type { Logger } from '../ops/log';

// The e-document outbox's worker (docs/e-documents.md, "Sending"; docs/operations.md): every process may run one.
// A job is claimed with a lease (`claimed_by`, `claimed_until`) in a statement whose subquery takes the due rows
// `for update skip locked`, so two workers on PostgreSQL never claim one job; a worker that dies leaves its claims,
// which expire with the lease; a worker that stops hands its claims back. The integrator answers a second send of an
// ETTN with the first receipt, so a job sent but not marked (the process died in between) is not sent twice.

type Row = Record<string, any>;

export interface OutboxWorkerOptions {
  db: Db;
  integrator: Integrator;
  /** This worker's name in `claimed_by` (default host:pid:random). */
  id?: string;
  /** How long a claim holds (default 60 s): a dead worker's jobs are taken again after it. */
  leaseMs?: number;
  /** How often an idle worker looks for due jobs (default 2 s). */
  pollMs?: number;
  /** Jobs per claim (default 5). */
  batch?: number;
  /** Tries before a job is given up (default 8). */
  maxAttempts?: number;
  /** The wait before try `attempt + 1` (default 5 s × 2^(attempt−1), at most 1 hour). */
  backoffMs?: (attempt: number) => number;
  logger?: Logger;
}

export const defaultBackoff = (attempt: number) => Math.min(5_000 * 2 ** Math.max(0, attempt - 1), 3_600_000);

const KIND: Record<string, SendKind> = {
  e_fatura: 'EFATURA',
  e_arsiv_fatura: 'EARSIV',
  e_irsaliye: 'EIRSALIYE',
  serbest_meslek_makbuzu: 'ESMM',
  e_mustahsil_makbuzu: 'EMM',
};

/** Jobs waiting to be sent (the metric `defter_queue_depth{queue="outbox"}`). */
export async function outboxDepth(db: Db): Promise<number> {
  const r = await sql<{
    n: number;
  }>`select count(*)::int as n from giden_kutusu where durum = 'bekliyor'`.execute(db);
  return Number(r.rows[0].n);
}

/** Wakes the workers of this process at once (a send was just queued) instead of at their next poll. */
const wakers = new Set<() => void>();
export function wakeOutbox(): void {
  for (const w of wakers) w();
}

export class OutboxWorker {
  readonly id: string;
  private readonly leaseMs: number;
  private readonly pollMs: number;
  private readonly batch: number;
  private readonly maxAttempts: number;
  private readonly backoffMs: (attempt: number) => number;
  private running = false;
  private loop: Promise<void> | null = null;
  private timer: NodeJS.Timeout | null = null;
  private wake: (() => void) | null = null;

  constructor(private readonly o: OutboxWorkerOptions) {
    this.id = o.id ?? `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
    this.leaseMs = o.leaseMs ?? 60_000;
    this.pollMs = o.pollMs ?? 2_000;
    this.batch = o.batch ?? 5;
    this.maxAttempts = o.maxAttempts ?? 8;
    this.backoffMs = o.backoffMs ?? defaultBackoff;
  }

  /** Claims up to `batch` due jobs for this worker (the claim counts as a try). */
  async claim(): Promise<Row[]> {
    const r = await sql<Row>`update giden_kutusu as g
      set claimed_by = ${this.id}, claimed_until = now() + ${this.leaseMs} * interval '1 millisecond',
        deneme_sayisi = g.deneme_sayisi + 1
      where g.id in (
        select id from giden_kutusu
        where durum = 'bekliyor' and sonraki_deneme <= now() and (claimed_until is null or claimed_until < now())
        order by sonraki_deneme, id
        limit ${this.batch}
        for update skip locked)
      returning g.id, g.department_id, g.belge_tablosu, g.belge_id, g.ettn, g.belge_no, g.alici_vkn, g.xml,
        g.deneme_sayisi, (select d.vergi_no from departments d where d.id = g.department_id
          and d.vergi_no_dogrulayan is not null) as gonderen_vkn`.execute(this.o.db);
    return r.rows.sort((a, b) => Number(a.id) - Number(b.id));
  }

  /** Sends one claimed job and records the outcome (only while this worker still holds the claim). */
  async process(job: Row): Promise<void> {
    const db = this.o.db;
    try {
      const receipt = await this.o.integrator.send(String(job.xml), {
        ettn: String(job.ettn),
        kind: KIND[job.belge_tablosu],
        number: String(job.belge_no),
        senderVkn: String(job.gonderen_vkn ?? ''),
        receiverVkn: job.alici_vkn ?? null,
      });
      await db.transaction().execute(async (trx) => {
        const done = await sql`update giden_kutusu set durum = 'gonderildi', sent_at = now(),
            entegrator_durumu = ${receipt.status}, last_error = null, claimed_by = null, claimed_until = null
          where id = ${job.id} and claimed_by = ${this.id} and durum = 'bekliyor'`.execute(trx);
        if (!Number(done.numAffectedRows ?? 0)) return;
        await sql`update ${sql.table(job.belge_tablosu)} set ent_fatura_durumu = ${receipt.status}, updated_at = now()
          where id = ${job.belge_id} and department_id = ${job.department_id}`.execute(trx);
      });
      // The receiver is a company on this Defter server (by its verified identity): its Gelen tab has it now.
      const kind = KIND[job.belge_tablosu];
      if ((kind === 'EFATURA' || kind === 'EIRSALIYE') && job.alici_vkn) {
        const receiver = await companyOfIdentity(db, String(job.alici_vkn));
        if (receiver !== null)
          await (kind === 'EFATURA' ? syncInbox : syncWaybillInbox)(db, this.o.integrator, receiver);
      }
    } catch (err) {
      const permanent = err instanceof IntegratorError && err.permanent;
      const message = err instanceof Error ? err.message : String(err);
      const attempts = Number(job.deneme_sayisi);
      const giveUp = permanent || attempts >= this.maxAttempts;
      this.o.logger?.warn(
        { job: Number(job.id), ettn: job.ettn, attempts, err: message },
        giveUp ? 'outbox: sending refused; job given up' : 'outbox: sending failed; will retry',
      );
      await db.transaction().execute(async (trx) => {
        const marked = await sql`update giden_kutusu set last_error = ${message}, claimed_by = null,
            claimed_until = null, durum = ${giveUp ? 'hata' : 'bekliyor'},
            sonraki_deneme = now() + ${giveUp ? 0 : this.backoffMs(attempts)} * interval '1 millisecond'
          where id = ${job.id} and claimed_by = ${this.id}`.execute(trx);
        // Given up: the document says so, and its viewer offers "Tekrar Gönder" (server/edocs/resend.service.ts).
        if (giveUp && Number(marked.numAffectedRows ?? 0))
          await sql`update ${sql.table(job.belge_tablosu)} set ent_fatura_durumu = ${ENT_STATUS.failed},
              updated_at = now()
            where id = ${job.belge_id} and department_id = ${job.department_id}`.execute(trx);
      });
    }
  }

  /** One round: claims due jobs and sends them in order. Returns how many it handled. */
  async tick(): Promise<number> {
    const jobs = await this.claim();
    for (const job of jobs) await this.process(job);
    return jobs.length;
  }

  /** Runs rounds until nothing is due (tests, and the loop). */
  async drain(): Promise<number> {
    let total = 0;
    for (let n = await this.tick(); n > 0; n = await this.tick()) total += n;
    return total;
  }

  /** Starts the loop: drains, then waits `pollMs` (or a wake-up) and drains again, until `stop`. */
  start(): this {
    if (this.running) return this;
    this.running = true;
    const wake = () => {
      if (this.timer) clearTimeout(this.timer);
      this.wake?.();
    };
    wakers.add(wake);
    this.loop = (async () => {
      while (this.running) {
        try {
          while (this.running && (await this.tick()) > 0);
        } catch (err) {
          this.o.logger?.error({ err }, 'outbox: round failed');
        }
        if (!this.running) break;
        await new Promise<void>((resolve) => {
          this.wake = resolve;
          this.timer = setTimeout(resolve, this.pollMs);
        });
        this.wake = null;
      }
      wakers.delete(wake);
    })();
    return this;
  }

  /**
   * Stops gracefully: the job being sent finishes, the loop ends, and the jobs this worker still holds are handed
   * back (claims cleared) for any worker to take at once. Call before the database closes.
   */
  async stop(): Promise<void> {
    this.running = false;
    if (this.timer) clearTimeout(this.timer);
    this.wake?.();
    await this.loop;
    await this.release();
  }

  /** Hands back this worker's claims of jobs not yet sent. */
  async release(): Promise<void> {
    await sql`update giden_kutusu set claimed_by = null, claimed_until = null
      where claimed_by = ${this.id} and durum = 'bekliyor'`.execute(this.o.db);
  }
}
