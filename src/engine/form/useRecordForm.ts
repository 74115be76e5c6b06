import type { RJSFSchema, RJSFValidationError, UiSchema } from '@rjsf/utils';
import { useAtomValue, useStore } from 'jotai';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { ColumnMeta, LineError } from '../../../domain/api/contract';
import { codeTexts, formTexts, ui } from '../../../domain/messages';
import {
  evaluate,
  type FillRequest,
  type Phase,
  type RuleContext,
  type RuleOutcome,
  type RuleSet,
  type RuleState,
} from '../../../domain/rules';
import { ApiError } from '../../services/http';
import { dismissToast, toast } from '../../services/notify';
import { conversionSeedAtom } from '../../state/conversion';
import { departmentAtom, userAtom } from '../../state/session';
import { useAuths, useColumnSetId, useTables } from '../engine-context';
import type { PageDefinition } from '../../../domain/pages/page.types';
import { useLeavePage } from '../page/useLeavePage';
import { columnsOf } from '../schema/column-kind';
import { translate } from '../schema/translate';
import { clearDependents, decodeRecord, encodeFields, type FormValues } from '../schema/values';
import { texts } from '../texts';
import { NO_RULES, type RuleView } from './DefterForm/field-states';
import { fillPatch } from './FormPage/fill';
import { linesColumnOf, saveLineByLine, savedLines, type RowSaveState } from './line-by-line';
import type { FieldErrorMap } from './form-context';

/** How long the save confirmation stays (002 §2: seven seconds). */
export const SAVED_TOAST_MS = 7000;

/** What the load gave: the translated schema and the shown columns. */
export interface Loaded {
  schema: RJSFSchema;
  uiSchema: UiSchema;
  columns: ColumnMeta[];
}

/** Hooks of the page around the form (drafts). */
export interface RecordFormEvents {
  /** The user changed the data (typing, choosing; not loads, pastes or fills' own follow-ups). */
  onUserChange?(data: FormValues, displays: Record<string, string>): void;
  /** A create or update succeeded with this data. */
  onSaved?(data: FormValues, displays: Record<string, string>): void;
  /**
   * Instead of leaving the page after a save (with the saved id) or a failed load (without): the record
   * modal closes itself rather than going back in history.
   */
  onLeave?(saved?: { id: number }): void;
}

const NO_RULE_SET: RuleSet = [];

const errorText = (err: unknown) => {
  const message = err instanceof Error ? err.message : String(err);
  return codeTexts[message] ?? (message === 'network' ? ui.offline : message || ui.unknownError);
};

const viewOf = (o: RuleOutcome): RuleView => ({
  fields: o.fields,
  hiddenGroups: o.hiddenGroups,
  invalid: o.invalid,
  decisions: o.decisions,
});

/** The signed-in user and company, for the rules' `{user}` and `{company}` values. */
function useRuleContext(): RuleContext {
  const user = useAtomValue(userAtom);
  const company = useAtomValue(departmentAtom);
  return useMemo(
    () => ({
      user: (user ?? {}) as unknown as Record<string, unknown>,
      company: (company ?? {}) as unknown as Record<string, unknown>,
    }),
    [user, company],
  );
}

/**
 * The headless create/edit form of a page definition: loads the template (create) or the record (edit),
 * runs the page's rules (domain/rules) on the load and on every change — hiding, requiring, disabling,
 * clearing and restoring, defaults, sets, warnings, fills from related records —, clears dependent selects,
 * saves through store/update and handles the answers (toast, field errors, going back).
 */
export function useRecordForm(
  def: PageDefinition,
  id?: string,
  events: RecordFormEvents = {},
  list: string = def.route,
  /** Columns a create form starts with (the page's query presets, `queryPresetsOf`); an edit ignores them. */
  presets?: Record<string, string>,
) {
  const tables = useTables();
  const store = useStore();
  const auths = useAuths();
  const columnSetId = useColumnSetId(def.table, id ? 'edits' : 'creates');
  const leave = useLeavePage(list);
  const context = useRuleContext();
  const rules = def.rules ?? NO_RULE_SET;
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [failed, setFailed] = useState(false);
  const [formData, setFormData] = useState<FormValues>({});
  const [displays, setDisplays] = useState<Record<string, string>>({});
  const [ruleView, setRuleView] = useState<RuleView>(NO_RULES);
  const [extraErrors, setExtraErrors] = useState<FieldErrorMap>();
  // The server's errors of lines sent in a lines column, by column (the line grid puts them on their cells).
  const [lineErrors, setLineErrors] = useState<Record<string, LineError[]>>();
  const [saving, setSaving] = useState(false);
  /** Counts the saves stopped by field errors: the form focuses its first invalid field on each. */
  const [focusRequest, setFocusRequest] = useState(0);
  // Line by line (`lines.mode: 'rows'`): the header id once stored and the lines the server holds by position.
  const rowMode = def.lines?.mode === 'rows';
  const rowSave = useRef<RowSaveState>({ id, saved: [] });

  // What callbacks read without re-subscribing: the latest values.
  const latest = useRef({ leave, context, events, loaded, displays, auths });
  latest.current = { leave, context, events, loaded, displays, auths };
  const dataRef = useRef(formData);
  const stateRef = useRef<RuleState | undefined>(undefined);
  const templateRef = useRef<{ formData: FormValues; displays: Record<string, string> } | null>(null);
  const presetsRef = useRef(presets);

  const run = useCallback(
    (data: FormValues, phase: Phase, prev?: FormValues) =>
      evaluate(rules, data, {
        phase,
        prev,
        state: phase === 'change' ? stateRef.current : undefined,
        groups: def.groups,
        context: latest.current.context,
        // Admin mode shows which rule made which decision; the record is a few small objects per run.
        explain: true,
        name: def.table,
      }),
    [rules, def.groups, def.table],
  );

  // A chosen relation's text belongs to its value: when the value changes, the text goes (the widget looks
  // the new one up), so that drafts and loads never show a stale text.
  const dropStaleDisplays = useCallback((prev: FormValues, next: FormValues) => {
    setDisplays((d) => {
      const stale = Object.keys(d).filter((k) => !k.includes('#') && prev[k] !== next[k]);
      if (!stale.length) return d;
      const out = { ...d };
      stale.forEach((k) => delete out[k]);
      return out;
    });
  }, []);

  const fillRef = useRef<(req: FillRequest) => void>(() => {});

  const apply = useCallback((outcome: RuleOutcome) => {
    stateRef.current = outcome.state;
    dataRef.current = outcome.data as FormValues;
    setFormData(outcome.data as FormValues);
    setRuleView(viewOf(outcome));
    for (const w of outcome.warnings) toast.warning(w.message, { title: w.title ?? formTexts.warningTitle });
    for (const f of outcome.fills) fillRef.current(f);
  }, []);

  /** Puts data in the form as a fresh start (a load, a draft, a previous record): rules apply, nothing fires. */
  const replace = useCallback(
    (data: FormValues, texts: Record<string, string>, phase: 'create' | 'edit' = 'edit') => {
      stateRef.current = undefined;
      setDisplays(texts);
      setExtraErrors(undefined);
      apply(run(data, phase));
    },
    [apply, run],
  );

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
          lines: def.lines,
          rules: def.rules,
        });
        // A conversion's header and lines (001 §2.3) fill a create form of its target table, once.
        const seed = id ? null : store.get(conversionSeedAtom);
        if (seed?.table === def.table) store.set(conversionSeedAtom, null);
        // The address's presets (a create form only) start the record; a conversion's seed goes over them.
        const blank = id ? res.record : { ...res.record, ...presetsRef.current };
        const record = seed?.table === def.table ? { ...blank, ...seed.record } : blank;
        const decoded = decodeRecord(record, columns);
        templateRef.current = id ? null : decodeRecord(blank, columns);
        const lines = linesColumnOf(columns);
        rowSave.current = {
          id,
          // What the server holds per line matters to the line-by-line save only (a JSON save sends every line).
          saved:
            rowMode && id && lines?.line_table ? savedLines(res.record[lines.name], lines.line_table) : [],
        };
        setLoaded({ schema, uiSchema, columns });
        replace(decoded.formData, decoded.displays, id ? 'edit' : 'create');
      },
      (err) => {
        if (!live) return;
        toast.error(errorText(err), { title: texts.errorTitle });
        setFailed(true);
        if (latest.current.events.onLeave) latest.current.events.onLeave();
        else if (err instanceof ApiError && ['no.auth', 'fail.id'].includes(err.message))
          latest.current.leave(undefined, { forget: true });
      },
    );
    return () => {
      live = false;
    };
  }, [
    tables,
    store,
    def.table,
    def.layout,
    def.groups,
    def.lines,
    def.rules,
    id,
    columnSetId,
    replace,
    rowMode,
  ]);

  const applyChange = useCallback(
    (next: FormValues) => {
      const prev = dataRef.current;
      const columns = latest.current.loaded?.columns;
      const cleared = columns ? clearDependents(prev, next, columns) : next;
      const outcome = run(cleared, 'change', prev);
      const data = outcome.data as FormValues;
      dropStaleDisplays(prev, data);
      apply(outcome);
      // A server error stays under its field until the user changes that field.
      setExtraErrors((errors) => {
        if (!errors) return errors;
        const kept = Object.entries(errors).filter(([col]) => prev[col] === data[col]);
        return kept.length === Object.keys(errors).length ? errors : Object.fromEntries(kept);
      });
      return data;
    },
    [run, apply, dropStaleDisplays],
  );

  /** The user changed the data (RJSF's onChange). */
  const change = useCallback(
    (next: FormValues) => {
      const prev = dataRef.current;
      const data = applyChange(next);
      // RJSF also reports data it merely normalised (on mount): only a real difference is the user's change.
      const keys = new Set([...Object.keys(prev), ...Object.keys(data)]);
      // (The same value is the same: a document's lines are megabytes of JSON text, not to be copied per change.)
      if ([...keys].some((k) => prev[k] !== data[k] && JSON.stringify(prev[k]) !== JSON.stringify(data[k])))
        latest.current.events.onUserChange?.(data, latest.current.displays);
    },
    [applyChange],
  );

  // A fill reads the related record, then changes the form like the user would (so rules run on the copy).
  fillRef.current = (req: FillRequest) => {
    const set = latest.current.auths.tables?.[req.table]?.shows?.[0];
    tables.show(req.table, req.id, set === undefined ? '0' : String(set)).then(
      (res) => {
        const columns = latest.current.loaded?.columns;
        if (!columns || String(dataRef.current[req.from] ?? '') !== req.id) return;
        const patch = fillPatch(req, res, columns);
        applyChange({ ...dataRef.current, ...patch.data });
        setDisplays((d) => ({ ...d, ...patch.displays }));
      },
      (err) => toast.error(errorText(err), { title: texts.errorTitle }),
    );
  };

  /**
   * A widget chose an option: its text is kept under `column#id` (never stale: it names its value), at once in
   * what the draft and save callbacks read, so that a draft or a save-test shows the text again when pasted.
   */
  const remember = useCallback((key: string, text: string) => {
    if (latest.current.displays[key] === text) return;
    latest.current.displays = { ...latest.current.displays, [key]: text };
    setDisplays((d) => (d[key] === text ? d : { ...d, [key]: text }));
  }, []);

  /** Back to the create template's defaults (the "clear" button). */
  const reset = useCallback(() => {
    const template = templateRef.current;
    if (template) replace(template.formData, template.displays, 'create');
  }, [replace]);

  // The error toasts of this form's saves: replaced by the next attempt's, cleared by a successful save.
  const failures = useRef<number[]>([]);
  const clearFailures = useCallback(() => {
    failures.current.forEach(dismissToast);
    failures.current = [];
  }, []);
  const fail = useCallback((text: string) => {
    failures.current.push(toast.error(text, { title: texts.errorTitle }));
  }, []);
  /** Field errors stopped a save: one toast (the message itself for one field), and the first field focused. */
  const summarise = useCallback(
    (messages: string[]) => {
      if (!messages.length) return;
      clearFailures();
      fail(messages.length === 1 ? messages[0] : texts.fieldsMissing(messages.length));
      setFocusRequest((n) => n + 1);
    },
    [clearFailures, fail],
  );
  useEffect(() => clearFailures, [clearFailures]);

  const submit = useCallback(
    async (data: FormValues) => {
      const current = latest.current.loaded;
      if (!current || saving) return;
      const invalid = Object.values(ruleView.invalid);
      if (invalid.length) {
        summarise(invalid);
        return;
      }
      setSaving(true);
      const fields = encodeFields(data, current.columns, columnSetId);
      try {
        const res = rowMode
          ? await saveLineByLine(tables, def.table, fields, current.columns, rowSave.current)
          : id
            ? await tables.update(def.table, id, fields)
            : await tables.store(def.table, fields);
        if (res.message === 'success') {
          clearFailures();
          latest.current.events.onSaved?.(data, latest.current.displays);
          toast.success(ui.saved, { duration: SAVED_TOAST_MS });
          // A save that stands with warnings (a sale beyond the stock on hand): each shows as a warning toast.
          for (const w of (res as { warnings?: string[] }).warnings ?? [])
            toast.warning(w, { title: formTexts.warningTitle });
          if (latest.current.events.onLeave) latest.current.events.onLeave({ id: res.id });
          else latest.current.leave(def.redirect);
          return;
        }
        // Line by line: the toasts name the failed line (its cells are marked in the grid).
        const own = 'toasts' in res ? (res as { toasts: string[] }).toasts : null;
        const errors: FieldErrorMap = {};
        for (const [col, list] of Object.entries(res.errors ?? {})) {
          const first = Array.isArray(list) ? list[0] : String(list);
          if (!first) continue;
          errors[col] = { __errors: [first] };
        }
        if (own) {
          clearFailures();
          own.forEach(fail);
        } else summarise(Object.values(errors).map((e) => e.__errors?.[0] ?? ''));
        setExtraErrors(errors);
        setLineErrors(res.line_errors);
      } catch (err) {
        clearFailures();
        fail(errorText(err));
      } finally {
        setSaving(false);
      }
    },
    [
      saving,
      ruleView.invalid,
      columnSetId,
      id,
      tables,
      def.table,
      def.redirect,
      rowMode,
      summarise,
      clearFailures,
      fail,
    ],
  );

  /**
   * Client validation stopped the save: the messages stay under their fields and one toast sums them up
   * (issue 16 over 002 §8's toast per field; docs/design-system.md, "Feedback").
   */
  const rejected = useCallback(
    (errors: RJSFValidationError[]) => {
      const byField = new Map<string, string>();
      for (const e of errors)
        if (e.message && !byField.has(e.property ?? '')) byField.set(e.property ?? '', e.message);
      summarise([...byField.values()]);
    },
    [summarise],
  );

  // The rules' invalid messages show under their fields like the server's (the server's win).
  const errors = useMemo<FieldErrorMap | undefined>(() => {
    const entries = Object.entries(ruleView.invalid);
    if (!entries.length) return extraErrors;
    return { ...Object.fromEntries(entries.map(([f, m]) => [f, { __errors: [m] }])), ...extraErrors };
  }, [ruleView.invalid, extraErrors]);

  return {
    loaded,
    failed,
    formData,
    displays,
    ruleView,
    rules,
    extraErrors: errors,
    lineErrors,
    saving,
    focusRequest,
    mode: id ? ('edit' as const) : ('create' as const),
    change,
    remember,
    replace,
    reset,
    submit,
    rejected,
  };
}
