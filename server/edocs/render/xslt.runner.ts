import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { AppError, Codes } from '../../lib/errors';
import { RenderError } from './render.errors';

// Runs XSLT jobs in a small pool of worker threads (xslt.worker.mjs), fairly between companies (docs/e-documents.md,
// "Rendering", "Fair and bounded"):
// - at most `workers` jobs run at once, one per thread; a thread is started when a job needs one;
// - a company has at most `perCompanyRunning` jobs running and `perCompanyQueued` waiting; one more is refused at once
//   (429 `fail.render.busy`, `retry_after`), so no company can fill the queue;
// - a free thread takes the next job of the company served least recently among those under their running limit, so a
//   company with a job running waits behind every other company's job;
// - every job runs under a time limit (a preview of a user stylesheet under a shorter one), the thread under a memory
//   limit. A job that overruns its time, or a thread that runs out of memory or dies, ends that thread; the job gets a
//   Turkish refusal and the pool starts a fresh thread. A user stylesheet (or an uploaded text) that overran its time
//   is remembered by its content hash and refused at once — until it changes — by every later job with no longer a
//   limit.

/** A stylesheet to run: a built-in SEF file, or a compiled user stylesheet (SEF JSON text). */
export interface StylesheetRef {
  /** Cache key in the worker: the built-in's name, or the user stylesheet's sha256. */
  key: string;
  file?: string;
  sef?: string;
}

/** The limits of the XSLT workers. */
export interface RunnerLimits {
  /** Longest run of one transform. */
  transformMs: number;
  /** Longest run of a transform of a user stylesheet for a preview (default 5 s, at most transformMs). */
  previewMs?: number;
  /** Longest compilation of one stylesheet (GİB's general.xslt takes about 10 s of CPU). */
  compileMs: number;
  /** Heap of each worker (its old generation). */
  memoryMb: number;
  /** Longest result of a transform, in characters (default 20 million). */
  outputChars?: number;
  /** Worker threads (default `defaultWorkers()`). */
  workers?: number;
  /** Jobs of one company running at once (default 1). */
  perCompanyRunning?: number;
  /** Jobs of one company waiting (default 3); one more is refused with `fail.render.busy`. */
  perCompanyQueued?: number;
}

/** Whose job it is, and whether it is a preview. */
export interface JobOptions {
  /** The company the job is for (its fair share); jobs that name none share one share. */
  company?: number | string;
  /** A preview (a template tried on a sample document): a user stylesheet gets `previewMs`. */
  preview?: boolean;
  /** The content hash of the text to compile (remembered when it overruns). */
  key?: string;
}

/** Threads of a pool by default: one per core, at least 2 (so one slow job never holds up all), at most 4 (memory). */
export const defaultWorkers = (): number => Math.min(4, Math.max(2, availableParallelism()));

/** The preview limit when none is given. */
const PREVIEW_MS = 5_000;

const WORKER_URL = new URL('./xslt.worker.mjs', import.meta.url);

interface Job {
  id: number;
  company: string;
  message: Record<string, unknown>;
  timeoutMs: number;
  kind: 'compile' | 'transform';
  /** `compile:sha` / `transform:sha` of an untrusted text, remembered when the job overruns. */
  memo: string | null;
  resolve(value: string): void;
  reject(error: Error): void;
}

interface Slot {
  worker: Worker;
  /** The worker has loaded SaxonJS; a job's time starts when it is handed over. */
  ready: boolean;
  job: Job | null;
  /** When the job must end (ms since the epoch); Infinity while the worker starts. */
  deadline: number;
  timer: NodeJS.Timeout | null;
}

interface Reply {
  id?: number;
  ready?: boolean;
  ok?: boolean;
  value?: string;
  error?: { code: string; message: string };
}

/** The most remembered overruns (oldest forgotten first). */
const MEMO_SIZE = 1000;

/** The XSLT workers' jobs: compile a stylesheet to SEF, run a stylesheet on an XML text. */
export class XsltRunner {
  private slots: Slot[] = [];
  /** Waiting jobs by company, each in arrival order. */
  private waiting = new Map<string, Job[]>();
  /** Running jobs by company. */
  private running = new Map<string, number>();
  /** The order companies were last served in (higher: later); a company without jobs is forgotten. */
  private served = new Map<string, number>();
  private serial = 0;
  private nextId = 1;
  /** Untrusted texts that overran: key → the longest limit they overran. */
  private overran = new Map<string, number>();

  readonly workers: number;
  readonly perCompanyRunning: number;
  readonly perCompanyQueued: number;
  readonly previewMs: number;

  constructor(readonly limits: RunnerLimits) {
    this.workers = Math.max(1, Math.floor(limits.workers ?? defaultWorkers()));
    this.perCompanyRunning = Math.max(1, Math.floor(limits.perCompanyRunning ?? 1));
    this.perCompanyQueued = Math.max(0, Math.floor(limits.perCompanyQueued ?? 3));
    this.previewMs = Math.min(limits.previewMs ?? PREVIEW_MS, limits.transformMs);
  }

  /** Compiles an XSLT text (already checked) to SEF JSON text. */
  compile(text: string, opts: JobOptions = {}): Promise<string> {
    return this.push('compile', { op: 'compile', text }, this.limits.compileMs, opts, opts.key ?? null);
  }

  /** Runs a stylesheet on a document; the serialised result (HTML). */
  transform(
    stylesheet: StylesheetRef,
    xml: string,
    params?: Record<string, string>,
    opts: JobOptions = {},
  ): Promise<string> {
    // A built-in stylesheet is Defter's own: the view's limit even in a preview, never remembered.
    const untrusted = !stylesheet.file;
    const timeoutMs = untrusted && opts.preview ? this.previewMs : this.limits.transformMs;
    return this.push(
      'transform',
      { op: 'transform', stylesheet, xml, params },
      timeoutMs,
      opts,
      untrusted ? stylesheet.key : null,
    );
  }

  /** Ends the workers; running and waiting jobs are refused. */
  async close(): Promise<void> {
    const refusal = new RenderError('Sunucu kapanıyor; belge oluşturulamadı.');
    const slots = this.slots;
    const waiting = [...this.waiting.values()].flat();
    this.slots = [];
    this.waiting.clear();
    this.running.clear();
    this.served.clear();
    for (const slot of slots) {
      if (slot.timer) clearTimeout(slot.timer);
      slot.job?.reject(refusal);
    }
    for (const job of waiting) job.reject(refusal);
    await Promise.all(slots.map((s) => s.worker.terminate()));
  }

  private push(
    kind: Job['kind'],
    message: Record<string, unknown>,
    timeoutMs: number,
    opts: JobOptions,
    key: string | null,
  ): Promise<string> {
    const company = String(opts.company ?? '');
    const memo = key ? `${kind}:${key}` : null;
    const overran = memo ? this.overran.get(memo) : undefined;
    if (overran !== undefined && overran >= timeoutMs)
      return Promise.reject(new RenderError(overranBefore(kind, overran)));
    const queue = this.waiting.get(company) ?? [];
    if (queue.length >= this.perCompanyQueued && !this.canStart(company))
      return Promise.reject(new AppError(Codes.renderBusy, 429, { retry_after: this.retryAfter(company) }));
    return new Promise((resolve, reject) => {
      queue.push({ id: this.nextId++, company, message, timeoutMs, kind, memo, resolve, reject });
      this.waiting.set(company, queue);
      this.next();
    });
  }

  /**
   * Whether a job of the company would start now: a free thread (after `next()` a free thread means no company under
   * its running limit waits) and the company under its running limit.
   */
  private canStart(company: string): boolean {
    const free = this.slots.some((s) => !s.job) || this.slots.length < this.workers;
    return free && (this.running.get(company) ?? 0) < this.perCompanyRunning;
  }

  /** Seconds until the company's earliest running job must have ended (at least 1). */
  private retryAfter(company: string): number {
    const deadlines = this.slots.filter((s) => s.job?.company === company).map((s) => s.deadline);
    const first = Math.min(...deadlines.filter(Number.isFinite));
    return Number.isFinite(first) ? Math.max(1, Math.ceil((first - Date.now()) / 1000)) : 1;
  }

  /** The company whose job runs next: under its running limit, fewest running, served least recently. */
  private pick(): string | null {
    let best: string | null = null;
    let bestRank: [number, number] = [Infinity, Infinity];
    for (const [company, jobs] of this.waiting) {
      if (!jobs.length) continue;
      const running = this.running.get(company) ?? 0;
      if (running >= this.perCompanyRunning) continue;
      const rank: [number, number] = [running, this.served.get(company) ?? -1];
      if (rank[0] < bestRank[0] || (rank[0] === bestRank[0] && rank[1] < bestRank[1])) {
        best = company;
        bestRank = rank;
      }
    }
    return best;
  }

  /** Starts waiting jobs while there are threads for them. */
  private next(): void {
    for (;;) {
      let slot = this.slots.find((s) => !s.job);
      if (!slot && this.slots.length >= this.workers) return;
      const company = this.pick();
      if (company === null) return;
      const queue = this.waiting.get(company)!;
      const job = queue.shift()!;
      if (!queue.length) this.waiting.delete(company);
      // A text that overran while this job waited (the same template asked for twice) is refused now.
      const overran = job.memo ? this.overran.get(job.memo) : undefined;
      if (overran !== undefined && overran >= job.timeoutMs) {
        if (!this.waiting.has(company) && !this.running.has(company)) this.served.delete(company);
        job.reject(new RenderError(overranBefore(job.kind, overran)));
        continue;
      }
      this.running.set(company, (this.running.get(company) ?? 0) + 1);
      this.served.set(company, this.serial++);
      slot ??= this.start();
      slot.job = job;
      if (slot.ready) this.hand(slot);
      else {
        // A thread that does not even start (it loads SaxonJS first) is ended like a job that overruns.
        slot.deadline = Infinity;
        slot.timer = setTimeout(
          () => this.fail(slot, new RenderError('XSLT çalıştırılamadı: işlem başlatılamadı.')),
          60_000,
        );
        slot.timer.unref();
      }
    }
  }

  /** Hands the slot's job to its ready worker and starts the job's clock. */
  private hand(slot: Slot): void {
    const job = slot.job!;
    if (slot.timer) clearTimeout(slot.timer);
    slot.deadline = Date.now() + job.timeoutMs;
    slot.timer = setTimeout(() => {
      if (job.memo) this.rememberOverrun(job.memo, job.timeoutMs);
      const seconds = Math.round(job.timeoutMs / 1000);
      this.fail(
        slot,
        new RenderError(
          job.kind === 'compile'
            ? `XSLT şablonu ${seconds} saniye içinde derlenemedi; şablon çok büyük ya da hatalı olabilir.`
            : `XSLT şablonu ${seconds} saniye içinde sonuç vermedi (sonsuz döngü ya da özyineleme olabilir); belge oluşturulamadı.`,
        ),
      );
    }, job.timeoutMs);
    slot.timer.unref();
    slot.worker.postMessage({ id: job.id, ...job.message });
  }

  private rememberOverrun(memo: string, timeoutMs: number): void {
    const before = this.overran.get(memo) ?? 0;
    this.overran.delete(memo);
    this.overran.set(memo, Math.max(before, timeoutMs));
    if (this.overran.size > MEMO_SIZE) this.overran.delete(this.overran.keys().next().value!);
  }

  private start(): Slot {
    const worker = new Worker(WORKER_URL, {
      // Nothing of the server's environment (database address, secrets) in the thread that runs user stylesheets.
      env: {},
      workerData: { outputChars: this.limits.outputChars },
      resourceLimits: { maxOldGenerationSizeMb: this.limits.memoryMb, maxYoungGenerationSizeMb: 64 },
    });
    worker.unref();
    const slot: Slot = { worker, ready: false, job: null, deadline: Infinity, timer: null };
    this.slots.push(slot);
    worker.on('message', (reply: Reply) => this.settle(slot, reply));
    worker.on('error', (err: Error & { code?: string }) =>
      this.fail(
        slot,
        err.code === 'ERR_WORKER_OUT_OF_MEMORY'
          ? new RenderError('XSLT şablonu izin verilen belleği aştı; belge oluşturulamadı.')
          : new RenderError(`XSLT çalıştırılamadı: ${err.message}`),
      ),
    );
    worker.on('exit', () =>
      this.fail(slot, new RenderError('XSLT çalıştırılamadı: işlem beklenmedik biçimde sona erdi.')),
    );
    return slot;
  }

  /** The job's company has one job fewer running. */
  private finished(job: Job): void {
    const n = (this.running.get(job.company) ?? 1) - 1;
    if (n > 0) this.running.set(job.company, n);
    else {
      this.running.delete(job.company);
      if (!this.waiting.has(job.company)) this.served.delete(job.company);
    }
  }

  private settle(slot: Slot, reply: Reply): void {
    if (!this.slots.includes(slot)) return;
    if (reply.ready) {
      slot.ready = true;
      if (slot.job) this.hand(slot);
      return;
    }
    const job = slot.job;
    if (!job || reply.id !== job.id) return;
    if (slot.timer) clearTimeout(slot.timer);
    slot.timer = null;
    slot.job = null;
    slot.deadline = Infinity;
    this.finished(job);
    if (reply.ok) job.resolve(reply.value ?? '');
    else job.reject(errorOfWorker(job.kind, reply.error ?? { code: '', message: '' }));
    this.next();
  }

  /** The slot's job (if any) fails and its worker goes; the next job gets a new worker. */
  private fail(slot: Slot, error: RenderError): void {
    const i = this.slots.indexOf(slot);
    if (i < 0) return;
    this.slots.splice(i, 1);
    if (slot.timer) clearTimeout(slot.timer);
    void slot.worker.terminate();
    const job = slot.job;
    slot.job = null;
    if (job) {
      this.finished(job);
      job.reject(error);
    }
    this.next();
  }
}

/** The refusal of a text that overran its limit before. */
function overranBefore(kind: Job['kind'], ms: number): string {
  const seconds = Math.round(ms / 1000);
  return kind === 'compile'
    ? `Bu XSLT şablonu daha önce ${seconds} saniye içinde derlenemediği için yeniden denenmiyor; şablonu düzeltip ` +
        'yeniden yükleyiniz.'
    : `Bu XSLT şablonu daha önce ${seconds} saniye içinde sonuç vermediği için (sonsuz döngü ya da özyineleme ` +
        'olabilir) yeniden çalıştırılmıyor; şablon değiştirilene kadar belge bu şablonla oluşturulamaz.';
}

/** SaxonJS's failure as the Turkish refusal the user sees (the library's own text kept as the detail). */
function errorOfWorker(kind: Job['kind'], e: { code: string; message: string }): RenderError {
  // The worker's own refusals of a user stylesheet are already the Turkish text.
  if (e.code === 'DEFTER') return new RenderError(e.message);
  const detail = e.message.replace(/\s+/g, ' ').trim().slice(0, 500);
  if (/Maximum call stack|too much recursion/i.test(detail))
    return new RenderError(
      'XSLT şablonu çok derin özyineleme yaptı (sonsuz özyineleme olabilir); belge oluşturulamadı.',
    );
  if (e.code === 'DEFTER-JS')
    return new RenderError(
      'XSLT şablonu JavaScript çalıştırmaya çalıştı; Defter şablonlarda JavaScript çalıştırmaz.',
    );
  if (e.code === 'FODC0002' || /Dış kaynaklara erişim kapalı/.test(detail))
    return new RenderError(
      'XSLT şablonu dosya ya da ağ kaynağı okumaya çalıştı; Defter şablonların dış kaynaklara erişmesine izin vermez.',
    );
  return new RenderError(
    kind === 'compile'
      ? `XSLT şablonu derlenemedi: ${detail}`
      : `XSLT şablonu belgeye uygulanamadı: ${detail}`,
  );
}
