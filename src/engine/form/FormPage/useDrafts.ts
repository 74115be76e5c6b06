import { useEffect, useMemo, useRef, useState } from 'react';
import type { PageDefinition } from '../../../../domain/pages/page.types';
import type { FormValues } from '../../schema/values';
import type { RecordFormEvents } from '../useRecordForm';
import { draftsEnabled, readStored, removeStored, writeStored, type StoredForm } from './drafts';

/** Typing pauses this long before the draft is written. */
export const DRAFT_SAVE_MS = 400;

/**
 * The drafts of a create form (002 §2): every change the user makes is written to the table's draft (after a
 * short pause, and when the page closes); a successful save forgets the draft and keeps the data as "last
 * saved". `draft` and `saved` are what the form found when it opened: the last unsaved data ("paste draft")
 * and the data of the last save ("fetch last saved data").
 */
export function useDrafts(def: PageDefinition, mode: 'create' | 'edit') {
  const enabled = mode === 'create' && draftsEnabled(def);
  const table = def.table;
  const [draft] = useState<StoredForm | null>(() => (enabled ? readStored('draft', table) : null));
  const [saved] = useState<StoredForm | null>(() => (enabled ? readStored('saved', table) : null));
  const pending = useRef<{ data: FormValues; displays: Record<string, string> } | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => {
    if (!enabled) return;
    return () => {
      clearTimeout(timer.current);
      if (pending.current) writeStored('draft', table, pending.current.data, pending.current.displays);
      pending.current = null;
    };
  }, [enabled, table]);

  const events = useMemo<RecordFormEvents>(() => {
    if (!enabled) return {};
    const flush = () => {
      if (pending.current) writeStored('draft', table, pending.current.data, pending.current.displays);
      pending.current = null;
    };
    return {
      onUserChange(data, displays) {
        pending.current = { data, displays };
        clearTimeout(timer.current);
        timer.current = setTimeout(flush, DRAFT_SAVE_MS);
      },
      onSaved(data, displays) {
        clearTimeout(timer.current);
        pending.current = null;
        removeStored('draft', table);
        writeStored('saved', table, data, displays);
      },
    };
  }, [enabled, table]);

  return { enabled, draft, saved, events };
}
