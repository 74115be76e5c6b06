import type { PageDefinition } from '../../../../domain/pages/page.types';
import { isNewFile, type FormValues } from '../../schema/values';

/**
 * Whether a page's create form keeps drafts and shows the draft controls: yes unless the page says `drafts: false`
 * (the spec's tables without draft controls say so in their page definitions; src/schemas/schemas.test.ts checks).
 */
export const draftsEnabled = (def: PageDefinition) => def.drafts ?? true;

/** What the browser keeps of a form: its data and the texts of its chosen selects. */
export interface StoredForm {
  data: FormValues;
  displays: Record<string, string>;
  /** When it was stored (ms since epoch). */
  at: number;
}

/** `draft`: the last unsaved create data; `saved`: the data of the last successful create. */
export type StoredKind = 'draft' | 'saved';

// Under `defter.` so that logging out (clearLocalData) forgets them with the rest of the session.
const keyOf = (kind: StoredKind, table: string) => `defter.form.${kind}.${table}`;

/** The form data without files picked in the browser (they cannot outlive the page). */
function storable(data: FormValues): FormValues {
  const out: FormValues = {};
  for (const [k, v] of Object.entries(data)) {
    if (v === undefined) continue;
    if (Array.isArray(v)) {
      const kept = (v as unknown[]).filter((x) => !isNewFile(x));
      if (kept.length) out[k] = kept as FormValues[string];
    } else out[k] = v;
  }
  return out;
}

/** The stored form of a table, or null (nothing stored, or unreadable). */
export function readStored(kind: StoredKind, table: string): StoredForm | null {
  try {
    const text = globalThis.localStorage?.getItem(keyOf(kind, table));
    if (!text) return null;
    const value = JSON.parse(text) as StoredForm;
    return value && typeof value.data === 'object' && value.data !== null
      ? { data: value.data, displays: value.displays ?? {}, at: Number(value.at) || 0 }
      : null;
  } catch {
    return null;
  }
}

/** Stores a form's data (a full storage is not the user's problem: the draft is a convenience). */
export function writeStored(
  kind: StoredKind,
  table: string,
  data: FormValues,
  displays: Record<string, string>,
) {
  try {
    const value: StoredForm = { data: storable(data), displays, at: Date.now() };
    globalThis.localStorage?.setItem(keyOf(kind, table), JSON.stringify(value));
  } catch {
    // Quota exceeded or storage disabled: the form works on without a draft.
  }
}

/** Forgets a stored form. */
export function removeStored(kind: StoredKind, table: string) {
  globalThis.localStorage?.removeItem(keyOf(kind, table));
}
