import type { RJSFSchema, RJSFValidationError, UiSchema } from '@rjsf/utils';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ColumnMeta } from '../../../domain/api/contract';
import { codeTexts, ui } from '../../../domain/messages';
import { ApiError } from '../../services/http';
import { toast } from '../../services/notify';
import { useColumnSetId, useTables } from '../engine-context';
import type { PageDefinition } from '../page/types';
import { useLeavePage } from '../page/useLeavePage';
import { columnsOf } from '../schema/column-kind';
import { translate } from '../schema/translate';
import { clearDependents, decodeRecord, encodeFields, type FormValues } from '../schema/values';
import { texts } from '../texts';
import type { FieldErrorMap } from './form-context';

/** How long the save confirmation stays (002 §2: seven seconds). */
export const SAVED_TOAST_MS = 7000;

interface Loaded {
  schema: RJSFSchema;
  uiSchema: UiSchema;
  columns: ColumnMeta[];
  displays: Record<string, string>;
}

const errorText = (err: unknown) => {
  const message = err instanceof Error ? err.message : String(err);
  return codeTexts[message] ?? (message === 'network' ? ui.offline : message || ui.unknownError);
};

/**
 * The headless create/edit form of a page definition: loads the template (create) or the record (edit),
 * keeps the data, clears dependent selects, saves through store/update and handles the answers (toast,
 * field errors, going back).
 */
export function useRecordForm(def: PageDefinition, id?: string) {
  const tables = useTables();
  const columnSetId = useColumnSetId(def.table, id ? 'edits' : 'creates');
  const leave = useLeavePage(def.route);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [failed, setFailed] = useState(false);
  const [formData, setFormData] = useState<FormValues>({});
  const [extraErrors, setExtraErrors] = useState<FieldErrorMap>();
  const [saving, setSaving] = useState(false);
  const leaveRef = useRef(leave);
  leaveRef.current = leave;

  useEffect(() => {
    let live = true;
    const request = id ? tables.edit(def.table, id, columnSetId) : tables.create(def.table, columnSetId);
    request.then(
      (res) => {
        if (!live) return;
        const { schema, uiSchema, columns } = translate(columnsOf(res.column_set), {
          table: def.table,
          layout: def.layout,
          groups: def.groups,
        });
        const decoded = decodeRecord(res.record, columns);
        setLoaded({ schema, uiSchema, columns, displays: decoded.displays });
        setFormData(decoded.formData);
      },
      (err) => {
        if (!live) return;
        toast.error(errorText(err), { title: texts.errorTitle });
        setFailed(true);
        if (err instanceof ApiError && ['no.auth', 'fail.id'].includes(err.message))
          leaveRef.current(undefined, { forget: true });
      },
    );
    return () => {
      live = false;
    };
  }, [tables, def.table, def.layout, def.groups, id, columnSetId]);

  const dataRef = useRef(formData);
  dataRef.current = formData;
  const change = useCallback(
    (next: FormValues) => {
      const prev = dataRef.current;
      const cleared = loaded ? clearDependents(prev, next, loaded.columns) : next;
      dataRef.current = cleared;
      setFormData(cleared);
      // A server error stays under its field until the user changes that field.
      setExtraErrors((errors) => {
        if (!errors) return errors;
        const kept = Object.entries(errors).filter(([col]) => prev[col] === cleared[col]);
        return kept.length === Object.keys(errors).length ? errors : Object.fromEntries(kept);
      });
    },
    [loaded],
  );

  const submit = useCallback(
    async (data: FormValues) => {
      if (!loaded || saving) return;
      setSaving(true);
      const fields = encodeFields(data, loaded.columns, columnSetId);
      try {
        const res = id ? await tables.update(def.table, id, fields) : await tables.store(def.table, fields);
        if (res.message === 'success') {
          toast.success(ui.saved, { duration: SAVED_TOAST_MS });
          leave(def.redirect);
          return;
        }
        const errors: FieldErrorMap = {};
        for (const [col, list] of Object.entries(res.errors ?? {})) {
          const first = Array.isArray(list) ? list[0] : String(list);
          if (!first) continue;
          errors[col] = { __errors: [first] };
          toast.error(first, { title: texts.errorTitle });
        }
        setExtraErrors(errors);
      } catch (err) {
        toast.error(errorText(err), { title: texts.errorTitle });
      } finally {
        setSaving(false);
      }
    },
    [loaded, saving, columnSetId, id, tables, def.table, def.redirect, leave],
  );

  /** Client validation stopped the save: one toast per field with its first message (002 §8). */
  const rejected = useCallback((errors: RJSFValidationError[]) => {
    const seen = new Set<string>();
    for (const e of errors) {
      const key = e.property ?? '';
      if (seen.has(key) || !e.message) continue;
      seen.add(key);
      toast.error(e.message, { title: texts.errorTitle });
    }
  }, []);

  return { loaded, failed, formData, extraErrors, saving, change, submit, rejected };
}
