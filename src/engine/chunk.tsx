import { useEffect, useState, type ComponentType, type ReactNode } from 'react';

/** Script chunks that have not arrived after this long fail (spec 000 §9). */
export const CHUNK_TIMEOUT_MS = 120_000;

/** The message of a chunk that did not arrive in time. */
export const CHUNK_TIMEOUT_TEXT = 'Sayfa yüklenemedi (zaman aşımı).';

/** A lazily built chunk: calling it loads it (once); `loaded()` is its module once it has arrived. */
export interface Chunk<T> {
  (): Promise<T>;
  loaded(): T | undefined;
}

/**
 * A lazily built chunk of the app (the list page, the form, the line grid…): it is fetched once and every caller
 * gets the same promise (a page that preloads it and the component that needs it share one fetch); it fails
 * after CHUNK_TIMEOUT_MS, and a load that failed is tried again by the next call.
 */
export function chunk<T>(importer: () => Promise<T>): Chunk<T> {
  let pending: Promise<T> | null = null;
  let value: T | undefined;
  const load = () => {
    if (pending) return pending;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(CHUNK_TIMEOUT_TEXT)), CHUNK_TIMEOUT_MS);
    });
    const attempt = Promise.race([importer(), timeout]).finally(() => clearTimeout(timer));
    pending = attempt;
    attempt.then(
      (v) => void (value = v),
      () => void (pending === attempt && (pending = null)),
    );
    return attempt;
  };
  return Object.assign(load, { loaded: () => value });
}

/**
 * A component whose code is in a chunk: it renders at once when the chunk is already there (preloaded), else
 * `fallback` until it arrives; a chunk that fails throws to the nearest error boundary, as React.lazy does.
 *
 * Not React.lazy + Suspense: React holds back the content of a Suspense boundary until 300 ms after its
 * fallback appeared (its reveal throttle), and a lazy component suspends on its first render even when its
 * chunk was preloaded — together a page waited up to 300 ms per lazy level with its code already loaded.
 */
export function chunkComponent<M, P extends object>(
  load: Chunk<M>,
  pick: (module: M) => ComponentType<P>,
  fallback: ReactNode,
): ComponentType<P> {
  function Chunked(props: P) {
    const [state, setState] = useState<{ module?: M; error?: unknown }>(() => {
      const module = load.loaded();
      if (!module) load().catch(() => undefined);
      return { module };
    });
    const waiting = !state.module && !state.error;
    useEffect(() => {
      if (!waiting) return;
      let live = true;
      load().then(
        (module) => live && setState({ module }),
        (error: unknown) => live && setState({ error }),
      );
      return () => {
        live = false;
      };
    }, [waiting]);
    if (state.error) throw state.error;
    if (!state.module) return fallback;
    const Component = pick(state.module);
    return <Component {...props} />;
  }
  return Chunked;
}

/** Starts loading chunks when the browser is idle (what the next page will probably need); errors are left to the page that needs them. */
export function whenIdle(...loads: (() => Promise<unknown>)[]): () => void {
  const run = () => loads.forEach((load) => load().catch(() => undefined));
  const w = globalThis as typeof globalThis & {
    requestIdleCallback?: (cb: () => void, opts?: { timeout: number }) => number;
    cancelIdleCallback?: (id: number) => void;
  };
  if (w.requestIdleCallback && w.cancelIdleCallback) {
    const id = w.requestIdleCallback(run, { timeout: 2000 });
    return () => w.cancelIdleCallback!(id);
  }
  const id = setTimeout(run, 200);
  return () => clearTimeout(id);
}
