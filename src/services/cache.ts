/**
 * The browser's caches, emptied by the admin's "clear cache" (spec 000 §6): keys under `defter.cache.` in
 * local and session storage, and whatever a module registers with `registerCache` (in-memory lookups). The
 * session (token, kept admin token), settings (theme, PIN, admin mode), drafts and calculator stay.
 */

const PREFIX = 'defter.cache.';
const clearers = new Set<() => void>();

/** Registers a function that empties an in-memory cache; returns the unregister function. */
export function registerCache(clear: () => void): () => void {
  clearers.add(clear);
  return () => clearers.delete(clear);
}

/** Empties every cache; answers how many stored entries were removed. */
export function clearCaches(): number {
  let removed = 0;
  for (const store of [globalThis.localStorage, globalThis.sessionStorage]) {
    if (!store) continue;
    for (const key of Object.keys(store))
      if (key.startsWith(PREFIX)) {
        store.removeItem(key);
        removed++;
      }
  }
  for (const clear of clearers) clear();
  return removed;
}
