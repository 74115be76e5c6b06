/** A failed outside call (unreachable, slow, non-2xx or unreadable): the caller answers from stored data. */
export class OutsideServiceError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'OutsideServiceError';
  }
}

/**
 * GETs `url` as text within `timeoutMs` (connect and body together). Never hangs a request: any failure
 * becomes an OutsideServiceError.
 */
export async function fetchText(url: string, timeoutMs: number): Promise<string> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const res = await fetch(url, {
      signal: controller.signal,
      headers: { 'user-agent': 'Defter/1.0 (+https://defter.local)' },
    });
    if (!res.ok) throw new OutsideServiceError(`${new URL(url).host}: HTTP ${res.status}`);
    return await res.text();
  } catch (err) {
    if (err instanceof OutsideServiceError) throw err;
    throw new OutsideServiceError(
      `${new URL(url).host}: ${controller.signal.aborted ? 'zaman aşımı' : String((err as Error)?.message ?? err)}`,
    );
  } finally {
    clearTimeout(timer);
  }
}
