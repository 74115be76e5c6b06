import { Worker } from 'node:worker_threads';
import { RenderError } from './render.errors';

// Runs XSLT jobs in one worker thread (xslt.worker.mjs), one at a time, each under a time limit, the worker under a
// memory limit. A job that overruns its time, or a worker that runs out of memory or dies, ends that worker; the
// job gets a Turkish refusal and the next job starts a fresh worker. The worker is started on first use.

/** A stylesheet to run: a built-in SEF file, or a compiled user stylesheet (SEF JSON text). */
export interface StylesheetRef {
  /** Cache key in the worker: the built-in's name, or the user stylesheet's sha256. */
  key: string;
  file?: string;
  sef?: string;
}

/** The limits of the XSLT worker. */
export interface RunnerLimits {
  /** Longest run of one transform. */
  transformMs: number;
  /** Longest compilation of one stylesheet (GİB's general.xslt takes about 10 s of CPU). */
  compileMs: number;
  /** Heap of the worker (its old generation). */
  memoryMb: number;
  /** Longest result of a transform, in characters (default 20 million). */
  outputChars?: number;
}

const WORKER_URL = new URL('./xslt.worker.mjs', import.meta.url);

interface Job {
  id: number;
  message: Record<string, unknown>;
  timeoutMs: number;
  kind: 'compile' | 'transform';
  resolve(value: string): void;
  reject(error: Error): void;
}

interface Reply {
  id: number;
  ok: boolean;
  value?: string;
  error?: { code: string; message: string };
}

/** The XSLT worker's jobs: compile a stylesheet to SEF, run a stylesheet on an XML text. */
export class XsltRunner {
  private worker: Worker | null = null;
  private queue: Job[] = [];
  private current: Job | null = null;
  private timer: NodeJS.Timeout | null = null;
  private nextId = 1;

  constructor(readonly limits: RunnerLimits) {}

  /** Compiles an XSLT text (already checked) to SEF JSON text. */
  compile(text: string): Promise<string> {
    return this.push('compile', { op: 'compile', text }, this.limits.compileMs);
  }

  /** Runs a stylesheet on a document; the serialised result (HTML). */
  transform(stylesheet: StylesheetRef, xml: string, params?: Record<string, string>): Promise<string> {
    return this.push('transform', { op: 'transform', stylesheet, xml, params }, this.limits.transformMs);
  }

  /** Ends the worker; queued jobs are refused. */
  async close(): Promise<void> {
    const jobs = [...(this.current ? [this.current] : []), ...this.queue];
    this.queue = [];
    this.current = null;
    this.clearTimer();
    for (const j of jobs) j.reject(new RenderError('Sunucu kapanıyor; belge oluşturulamadı.'));
    const w = this.worker;
    this.worker = null;
    if (w) await w.terminate();
  }

  private push(kind: Job['kind'], message: Record<string, unknown>, timeoutMs: number): Promise<string> {
    return new Promise((resolve, reject) => {
      this.queue.push({ id: this.nextId++, message, timeoutMs, kind, resolve, reject });
      this.next();
    });
  }

  private start(): Worker {
    const worker = new Worker(WORKER_URL, {
      // Nothing of the server's environment (database address, secrets) in the thread that runs user stylesheets.
      env: {},
      workerData: { outputChars: this.limits.outputChars },
      resourceLimits: { maxOldGenerationSizeMb: this.limits.memoryMb, maxYoungGenerationSizeMb: 64 },
    });
    worker.unref();
    worker.on('message', (reply: Reply) => this.settle(worker, reply));
    worker.on('error', (err: Error & { code?: string }) =>
      this.fail(
        worker,
        err.code === 'ERR_WORKER_OUT_OF_MEMORY'
          ? new RenderError('XSLT şablonu izin verilen belleği aştı; belge oluşturulamadı.')
          : new RenderError(`XSLT çalıştırılamadı: ${err.message}`),
      ),
    );
    worker.on('exit', () =>
      this.fail(worker, new RenderError('XSLT çalıştırılamadı: işlem beklenmedik biçimde sona erdi.')),
    );
    return worker;
  }

  private next(): void {
    if (this.current || !this.queue.length) return;
    const job = this.queue.shift()!;
    this.current = job;
    this.worker ??= this.start();
    const worker = this.worker;
    this.timer = setTimeout(() => {
      const seconds = Math.round(job.timeoutMs / 1000);
      this.fail(
        worker,
        new RenderError(
          job.kind === 'compile'
            ? `XSLT şablonu ${seconds} saniye içinde derlenemedi; şablon çok büyük ya da hatalı olabilir.`
            : `XSLT şablonu ${seconds} saniye içinde sonuç vermedi (sonsuz döngü ya da özyineleme olabilir); belge oluşturulamadı.`,
        ),
      );
    }, job.timeoutMs);
    this.timer.unref();
    worker.postMessage({ id: job.id, ...job.message });
  }

  private clearTimer(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  private settle(worker: Worker, reply: Reply): void {
    const job = this.current;
    if (worker !== this.worker || !job || reply.id !== job.id) return;
    this.clearTimer();
    this.current = null;
    if (reply.ok) job.resolve(reply.value ?? '');
    else job.reject(errorOfWorker(job.kind, reply.error ?? { code: '', message: '' }));
    this.next();
  }

  /** The current job fails and its worker goes; the queue goes on with a new worker. */
  private fail(worker: Worker, error: RenderError): void {
    if (worker !== this.worker) return;
    this.worker = null;
    this.clearTimer();
    void worker.terminate();
    const job = this.current;
    this.current = null;
    job?.reject(error);
    this.next();
  }
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
