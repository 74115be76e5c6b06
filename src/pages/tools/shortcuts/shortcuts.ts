import type { UserShortcut } from '../../../state/settings';

/** What a built-in shortcut does (the handler in useShortcuts.ts switches on it). */
export type ShortcutAction = 'add' | 'newCustomer' | 'newInvoice' | 'paste' | 'clear' | 'calculator' | 'lock';

/** A built-in shortcut: its keys as shown, and what it does in Turkish. */
export interface BuiltInShortcut {
  action: ShortcutAction;
  keys: string;
  description: string;
}

/** The spec's shortcut table (000 §2 "Keyboard shortcuts"), in its order. */
export const BUILT_IN_SHORTCUTS: readonly BuiltInShortcut[] = [
  { action: 'add', keys: 'F2', description: 'Açık listeye yeni kayıt ekler' },
  { action: 'newCustomer', keys: 'Ctrl+E', description: 'Yeni cari hesap ekler' },
  { action: 'newInvoice', keys: 'Ctrl+M', description: 'Yeni e-fatura oluşturur' },
  { action: 'paste', keys: 'Ctrl+U', description: 'Son hesap makinesi sonucunu alana yazar' },
  { action: 'clear', keys: 'Ctrl+Backspace', description: 'Alanın değerini temizler' },
  { action: 'calculator', keys: 'Ctrl+Enter', description: 'Hesap makinesini açar (Mac’te Cmd+Enter)' },
  { action: 'lock', keys: 'Ctrl+Y', description: 'Ekranı kilitler' },
];

/** Where the shortcuts of new records go. */
export const SHORTCUT_ROUTES = {
  newCustomer: '/cari-hesaplar/ekle',
  newInvoice: '/e-donusum/fatura/ekle',
} as const;

/** The built-in action of a key press, or null. Cmd works like Ctrl only for the calculator (spec). */
export function builtInAction(e: KeyboardEvent): ShortcutAction | null {
  if (e.altKey || e.shiftKey) return null;
  if (e.key === 'F2' && !e.ctrlKey && !e.metaKey) return 'add';
  if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) return 'calculator';
  if (!e.ctrlKey || e.metaKey) return null;
  if (e.key === 'Backspace') return 'clear';
  const byLetter: Record<string, ShortcutAction> = {
    e: 'newCustomer',
    m: 'newInvoice',
    u: 'paste',
    y: 'lock',
  };
  return byLetter[e.key.toLowerCase()] ?? byLetter[e.code.replace(/^Key/, '').toLowerCase()] ?? null;
}

/** Whether a key press matches a user shortcut's keys ('Ctrl+1', 'Alt+K', 'Ctrl+Shift+F5'). */
export function matchesKeys(e: KeyboardEvent, keys: string): boolean {
  const parts = keys.split('+').map((p) => p.trim().toLowerCase());
  const key = parts.pop();
  if (!key) return false;
  const mods = new Set(parts);
  if (
    mods.has('ctrl') !== e.ctrlKey ||
    mods.has('alt') !== e.altKey ||
    mods.has('shift') !== e.shiftKey ||
    (mods.has('cmd') || mods.has('meta')) !== e.metaKey
  )
    return false;
  if (e.key.toLocaleLowerCase('tr-TR') === key || e.key.toLowerCase() === key) return true;
  // With Shift or Alt the key's character changes ('!' for 1); the physical key still matches.
  return e.code.toLowerCase() === `key${key}` || e.code.toLowerCase() === `digit${key}`;
}

/**
 * The user shortcut a key press triggers, or undefined. Only presses with Ctrl, Alt or Cmd, or function
 * keys, count: a shortcut on a plain letter would swallow typing.
 */
export function userShortcutFor(e: KeyboardEvent, list: readonly UserShortcut[]): UserShortcut | undefined {
  if (!e.ctrlKey && !e.altKey && !e.metaKey && !/^F\d{1,2}$/.test(e.key)) return undefined;
  return list.find((s) => matchesKeys(e, s.tus));
}
