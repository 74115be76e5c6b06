import { useCallback, useEffect, useState } from 'react';
import { codeTexts, ui } from '../../../../domain/messages';
import { toast } from '../../../services/notify';
import { useAuths, useTables } from '../../engine-context';
import type { FormValues } from '../../schema/values';
import { texts } from '../../texts';
import { adminTexts } from '../admin-texts';

/** The table of admin mode's save-test (002 §3: tablo_ismi, name, test_json, test_json_2). */
export const TEST_TABLE = 'front_test';

/** One stored test: a name and the form data with the texts of its chosen selects. */
export interface SavedTest {
  id: string;
  name: string;
  data: FormValues;
  displays: Record<string, string>;
}

const parse = (v: unknown): Record<string, unknown> => {
  if (v && typeof v === 'object') return v as Record<string, unknown>;
  if (typeof v !== 'string' || !v) return {};
  try {
    const x: unknown = JSON.parse(v);
    return x && typeof x === 'object' ? (x as Record<string, unknown>) : {};
  } catch {
    return {};
  }
};

/** Files picked in the browser cannot be stored as JSON: the test keeps the rest. */
const jsonOf = (data: FormValues) =>
  JSON.stringify(data, (_, v) => (typeof Blob !== 'undefined' && v instanceof Blob ? undefined : v));

const failure = (err: unknown) => {
  const message = err instanceof Error ? err.message : String(err);
  toast.error(codeTexts[message] ?? (message || ui.unknownError), { title: texts.errorTitle });
};

/** Admin mode's save-test over front_test: the tests of one table, storing a new one, reading them back. */
export function useSaveTests(table: string) {
  const tables = useTables();
  const sets = useAuths().tables?.[TEST_TABLE];
  const set = (verb: 'lists' | 'creates') => (sets?.[verb]?.[0] === undefined ? '0' : String(sets[verb]![0]));
  const listSet = set('lists');
  const createSet = set('creates');
  const [tests, setTests] = useState<SavedTest[]>([]);
  const [version, setVersion] = useState(0);

  useEffect(() => {
    let live = true;
    tables
      .list(TEST_TABLE, {
        page: 1,
        limit: 100,
        column_array_id: listSet,
        column_array_id_query: listSet,
        sorts: {},
        filters: { tablo_ismi: { type: 4, guiType: 'string', filter: table } },
      })
      .then(
        (res) => {
          if (!live) return;
          setTests(
            res.records.map((r) => ({
              id: String(r.id),
              name: String(r.name ?? ''),
              data: parse(r.test_json) as FormValues,
              displays: parse(r.test_json_2) as Record<string, string>,
            })),
          );
        },
        (err) => live && failure(err),
      );
    return () => {
      live = false;
    };
  }, [tables, table, listSet, version]);

  const save = useCallback(
    async (name: string, data: FormValues, displays: Record<string, string>) => {
      try {
        const res = await tables.store(TEST_TABLE, {
          column_set_id: createSet,
          tablo_ismi: table,
          name,
          test_json: jsonOf(data),
          test_json_2: JSON.stringify(displays),
        });
        if (res.message !== 'success') {
          const first = Object.values(res.errors ?? {})[0];
          toast.error((Array.isArray(first) ? first[0] : undefined) ?? ui.unknownError, {
            title: texts.errorTitle,
          });
          return false;
        }
        toast.success(adminTexts.saved);
        setVersion((v) => v + 1);
        return true;
      } catch (err) {
        failure(err);
        return false;
      }
    },
    [tables, table, createSet],
  );

  return { tests, save };
}
