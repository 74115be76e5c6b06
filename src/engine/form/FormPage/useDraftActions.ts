import { useMemo, useRef, useState } from 'react';
import { codeTexts, formTexts, ui } from '../../../../domain/messages';
import { toast } from '../../../services/notify';
import { useAuths, useTables } from '../../engine-context';
import { buildListParams, initialListState } from '../../grid/list-params';
import type { PageDefinition } from '../../../../domain/pages/page.types';
import { decodeRecord } from '../../schema/values';
import { texts } from '../../texts';
import type { useRecordForm } from '../useRecordForm';
import type { DraftActions } from './DraftControls/DraftControls';
import type { StoredForm } from './drafts';

type Form = ReturnType<typeof useRecordForm>;

const first = (ids: (string | number)[] | undefined) => (ids?.[0] === undefined ? '0' : String(ids[0]));

/** The draft buttons' actions over a create form: previous record, clear, paste draft, last saved data. */
export function useDraftActions(
  def: PageDefinition,
  form: Form,
  stored: { draft: StoredForm | null; saved: StoredForm | null },
) {
  const tables = useTables();
  const auths = useAuths().tables?.[def.table];
  const [busy, setBusy] = useState(false);
  const latest = useRef({ form, auths, stored });
  latest.current = { form, auths, stored };

  const actions = useMemo<DraftActions>(() => {
    const paste = (stored: StoredForm | null) => {
      if (stored) latest.current.form.replace(stored.data, stored.displays);
    };
    return {
      clear: () => latest.current.form.reset(),
      pasteDraft: () => paste(latest.current.stored.draft),
      lastSaved: () => paste(latest.current.stored.saved),
      // The first listed record (limit 1, the list's default order: newest first), loaded as new data.
      async previousRecord() {
        const { form: f, auths: a } = latest.current;
        const columns = f.loaded?.columns;
        if (!columns) return;
        setBusy(true);
        try {
          const params = buildListParams(
            { ...initialListState(), limit: 1 },
            first(a?.lists),
            first(a?.queries ?? a?.lists),
          );
          const list = await tables.list(def.table, params);
          const row = list.records[0];
          if (!row) {
            toast.warning(formTexts.noPrevious, { title: formTexts.noPreviousTitle });
            return;
          }
          const load = await tables.edit(def.table, String(row.id), first(a?.edits));
          const decoded = decodeRecord(load.record, columns);
          latest.current.form.replace(decoded.formData, decoded.displays);
        } catch (err) {
          const message = err instanceof Error ? err.message : String(err);
          toast.error(codeTexts[message] ?? (message || ui.unknownError), { title: texts.errorTitle });
        } finally {
          setBusy(false);
        }
      },
    };
  }, [tables, def.table]);

  return { actions, busy };
}
