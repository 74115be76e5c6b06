import { atom, type SetStateAction } from 'jotai';
import { atomWithLazy } from 'jotai/utils';

// atomWithStorage's getOnInit reads the storage once, when the module loads; these atoms read it when a
// store first uses them (a fresh store after login, in every test), and follow other tabs' changes.

interface Codec<T> {
  /** The value of the stored text (null = no key); anything unusable gives the initial value. */
  parse: (text: string | null) => T;
  /** The text to store, or null to remove the key. */
  serialize: (value: T) => string | null;
}

function localAtom<T>(key: string, { parse, serialize }: Codec<T>) {
  const read = () => parse(globalThis.localStorage?.getItem(key) ?? null);
  const base = atomWithLazy(read);
  base.onMount = (set) => {
    set(read());
    const onStorage = (e: StorageEvent) => {
      if (e.key === key || e.key === null) set(read());
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  };
  return atom(
    (get) => get(base),
    (get, set, update: SetStateAction<T>) => {
      const next = typeof update === 'function' ? (update as (prev: T) => T)(get(base)) : update;
      set(base, next);
      const text = serialize(next);
      if (text === null) globalThis.localStorage?.removeItem(key);
      else globalThis.localStorage?.setItem(key, text);
    },
  );
}

/** A localStorage-backed atom holding JSON; a stored value that fails `valid` reads as `initial`; null removes the key. */
export function localJsonAtom<T>(key: string, initial: T, valid: (value: unknown) => value is T) {
  return localAtom<T>(key, {
    parse(text) {
      if (text === null) return initial;
      try {
        const value: unknown = JSON.parse(text);
        return valid(value) ? value : initial;
      } catch {
        return initial;
      }
    },
    serialize: (value) => (value === null ? null : JSON.stringify(value)),
  });
}

/**
 * A localStorage-backed atom holding a plain string (no JSON quotes), so that a tiny script (public/theme.js) or
 * another tool can read it as is; null removes the key.
 */
export function localStringAtom<T extends string>(key: string, valid: (value: string) => value is T) {
  return localAtom<T | null>(key, {
    parse: (text) => (text !== null && valid(text) ? text : null),
    serialize: (value) => value,
  });
}
