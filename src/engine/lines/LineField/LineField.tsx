import type { GridApi } from 'ag-grid-community';
import { useAtomValue, useSetAtom } from 'jotai';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { LineError } from '../../../../domain/api/contract';
import type { DocumentHeaderInput } from '../../../../domain/documents';
import { codeTexts, formTexts, lineTexts, ui } from '../../../../domain/messages';
import { confirmDialog, toast } from '../../../services/notify';
import { useAuths, useTables } from '../../engine-context';
import { chooseLineColumnsAtom, lineColumnChoicesAtom } from '../../../state/line-columns';
import { useFormData, type EngineFormContext, type EngineWidgetProps } from '../../form/form-context';
import { fillPatch } from '../../form/FormPage/fill';
import { translate, type FieldOptions } from '../../schema/translate';
import type { FormValues } from '../../schema/values';
import { texts } from '../../texts';
import { ColumnChooser } from '../ColumnChooser/ColumnChooser';
import {
  choiceOf,
  chosenColumns,
  columnsRulesHide,
  toggleColumn,
  type LineColumnChoice,
} from '../column-choice';
import { gridColumnsOf } from '../line-columns';
import type { GridColumnInput } from '../line-grid.columns';
import { LineStore, type LineChange } from '../line-store';
import { parseLines, taxList } from '../line-wire';
import { editLine, LineTable, neededColumn } from '../LineTable/LineTable';
import { cleanTaxes, type TaxEntry } from '../tax-rules';
import { TaxDialog } from '../TaxDialog/TaxDialog';
import { linesTexts } from '../texts';
import { TotalsPanel } from '../TotalsPanel/TotalsPanel';
import type { LineFieldOptions, LinesDefinition } from '../../../../domain/pages/lines.types';
import { useLineTexts } from '../useLineTexts';
import '../lines.css';

const text = (v: unknown) => (v === undefined || v === null ? '' : String(v));
const errorText = (err: unknown) => {
  const message = err instanceof Error ? err.message : String(err);
  return codeTexts[message] ?? (message || ui.unknownError);
};

/** The header as the calculator reads it. */
function calcHeaderOf(data: FormValues, lines?: LinesDefinition): DocumentHeaderInput {
  const h = lines?.header ?? {};
  return {
    fatura_tipi_id: (data[h.type ?? 'fatura_tipi_id'] ?? null) as string | null,
    para_birimi_id: (data[h.currency ?? 'para_birimi_id'] ?? null) as string | null,
    döviz_kuru: (data[h.rate ?? 'döviz_kuru'] ?? null) as string | null,
    scale: lines?.scale ?? 2,
  };
}

/**
 * The amount at the rate of a typed payable (a confirmed override): the server derives dovizli_tutar from the
 * payable it stores, so the form must send the same. Undefined while the typed payable is not a number yet.
 */
function overriddenAtRate(store: LineStore, lines: LinesDefinition, data: FormValues): string | undefined {
  const payable = Object.entries(lines.totals).find(([, key]) => key === 'odenecek_tutar')?.[0];
  if (!payable || !lines.override!.editable.includes(payable)) return undefined;
  try {
    return store.amountAtRate(text(data[payable]));
  } catch {
    return undefined;
  }
}

/**
 * The header columns the line field writes: every total of the definition. Under a confirmed override the
 * typed totals are kept and the amount at the rate follows the typed payable.
 */
function totalsPatch(store: LineStore, lines: LinesDefinition | undefined, data: FormValues): FormValues {
  if (!lines) return {};
  const totals = store.totals();
  const overridden = !!lines.override && text(data[lines.override.column]) === '1';
  const patch: FormValues = {};
  for (const [column, key] of Object.entries(lines.totals)) {
    if (overridden && lines.override!.editable.includes(column)) continue;
    const value =
      overridden && key === 'dovizli_tutar'
        ? (overriddenAtRate(store, lines, data) ?? totals[key])
        : totals[key];
    if (text(data[column]) !== value) patch[column] = value;
  }
  return patch;
}

/**
 * The lines column of a document form (the `LineTableWidget`): the line grid, the add-tax dialog and the
 * totals panel over one LineStore. It writes the lines (JSON text, docs/line-tables.md) and the totals into
 * the form when a cell is committed or lines are added, moved or removed; while a cell is typed in only the
 * totals panel follows. The server's line errors (`formContext.lineErrors`) show on their cells.
 */
export function LineField(props: EngineWidgetProps) {
  const { value, registry, disabled, readonly, rawErrors } = props;
  const options = props.options as FieldOptions & Partial<LineFieldOptions>;
  const meta = options.lineTable!;
  const lines = options.lines;
  const column = options.column;
  const ctx = registry.formContext as EngineFormContext & { lineErrors?: Record<string, LineError[]> };
  // Follows every change of the header (DefterForm's formContext stays the same object while typing).
  const formData = useFormData(ctx);
  const tables = useTables();
  const auths = useAuths();
  const readOnly = Boolean(disabled || readonly);

  const lastValue = useRef(text(value));
  const [store] = useState(
    () =>
      new LineStore({
        meta,
        rules: options.lineRules ?? [],
        header: formData,
        calcHeader: calcHeaderOf(formData, lines),
        lines: parseLines(value),
        phase: text(value) ? 'edit' : 'create',
        typeField: lines?.header?.type,
        calculator: lines?.calculator,
      }),
  );

  // Everything the callbacks read, always current.
  const latest = useRef({ formData, setValues: ctx.setValues, lines, auths });
  latest.current = { formData, setValues: ctx.setValues, lines, auths };

  // Writes to the form are gathered and sent once per tick (setValues merges into the data of its render).
  const pending = useRef<FormValues | null>(null);
  const write = useCallback((patch: FormValues) => {
    const first = pending.current === null;
    pending.current = { ...(pending.current ?? {}), ...patch };
    if (!first) return;
    queueMicrotask(() => {
      const out = pending.current;
      pending.current = null;
      if (out && Object.keys(out).length) latest.current.setValues?.(out);
    });
  }, []);

  /** The lines and totals to the form. */
  const emit = useCallback(() => {
    const json = JSON.stringify(store.wire());
    lastValue.current = json;
    write({ [column]: json, ...totalsPatch(store, latest.current.lines, latest.current.formData) });
  }, [store, column, write]);

  // A value the field did not write (a draft pasted, the previous record, the clear button) replaces the lines.
  useEffect(() => {
    const v = text(value);
    if (v === lastValue.current) return;
    lastValue.current = v;
    store.load(parseLines(value), v ? 'edit' : 'create');
  }, [value, store]);

  // The header's type, currency, rate and the fields the line rules read.
  const headerKey = `${store.headerKeyOf(formData)}#${JSON.stringify(calcHeaderOf(formData, lines))}`;
  const firstHeader = useRef(headerKey);
  useEffect(() => {
    if (firstHeader.current === headerKey) return;
    firstHeader.current = headerKey;
    const before = JSON.stringify(store.wire());
    const change = store.setHeader(latest.current.formData, calcHeaderOf(latest.current.formData, lines));
    showWarnings(change);
    if (JSON.stringify(store.wire()) !== before) emit();
    else write(totalsPatch(store, lines, latest.current.formData));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the key stands for the header fields
  }, [headerKey]);

  // Totals the form holds must be those of the lines (a loaded record, a changed override flag).
  const overridden = !!lines?.override && text(formData[lines.override.column]) === '1';
  useEffect(() => {
    const patch = totalsPatch(store, lines, formData);
    if (Object.keys(patch).length) write(patch);
  }, [store, lines, formData, overridden, write]);

  // The server's answer: line errors on their cells, and every line checked from now on.
  const lineErrors = ctx.lineErrors?.[column];
  const serverRefused = Boolean(rawErrors?.length);
  useEffect(() => {
    if (lineErrors || serverRefused) store.setServerErrors(lineErrors ?? []);
  }, [store, lineErrors, serverRefused]);

  const columns = useMemo<GridColumnInput[]>(() => {
    const grid = gridColumnsOf(meta, lines);
    const { uiSchema } = translate(
      grid.map((c) => c.meta),
      { table: meta.table_name },
    );
    return grid.map((c) => {
      const ui = (uiSchema[c.name] ?? {}) as { 'ui:widget'?: string; 'ui:options'?: FieldOptions };
      return {
        column: c,
        widget: ui['ui:widget'] ?? 'TextWidget',
        options: ui['ui:options'] ?? {
          table: meta.table_name,
          column: c.name,
          labelText: c.label,
          kind: 'text',
        },
      };
    });
  }, [meta, lines]);
  useLineTexts(store, columns, meta.table_name);

  // The columns in view (issue 16): the page's typed-first set and the user's choice for this line table; the
  // columns the rules show on some lines only are not the user's to choose (they come with those lines).
  const table = meta.table_name;
  const choice = useAtomValue(lineColumnChoicesAtom)[table];
  const choose = useSetAtom(chooseLineColumnsAtom);
  const conditional = useMemo(() => columnsRulesHide(options.lineRules ?? []), [options.lineRules]);
  const names = useMemo(() => columns.map((c) => c.column.name), [columns]);
  const typedFirst = lines?.typedFirst;
  const chosen = useMemo(
    () => [...chosenColumns(names, typedFirst, choice), ...names.filter((n) => conditional.has(n))],
    [names, typedFirst, choice, conditional],
  );
  const choosable = useMemo(
    () =>
      columns
        .filter((c) => !conditional.has(c.column.name))
        .map((c) => ({ name: c.column.name, label: c.column.label })),
    [columns, conditional],
  );
  const keepChoice = (next: LineColumnChoice | null) =>
    void choose({ table, choice: next }).then((ok) => {
      if (!ok) toast.warning(linesTexts.columnsNotSaved, { title: formTexts.warningTitle });
    });

  const apiRef = useRef<GridApi | null>(null);
  const exitRef = useRef<HTMLButtonElement>(null);
  const [taxRow, setTaxRow] = useState<string | null>(null);

  function showWarnings(change: LineChange) {
    for (const w of change.warnings) toast.warning(w.message, { title: w.title ?? formTexts.warningTitle });
  }

  const fill = (req: LineChange['fills'][number]) => {
    const set = latest.current.auths.tables?.[req.table]?.shows?.[0];
    tables.show(req.table, req.id, set === undefined ? '0' : String(set)).then(
      (res) => {
        const row = store.row(req.rowId);
        if (!row || text(row[req.from]) !== req.id) return;
        const patch = fillPatch(req, res, Object.values(meta.columns));
        for (const [col, t] of Object.entries(patch.displays)) store.rememberText(col, patch.data[col], t);
        apply(store.change(req.rowId, patch.data as Record<string, unknown>));
      },
      (err) => toast.error(errorText(err), { title: texts.errorTitle }),
    );
  };

  function apply(change: LineChange) {
    showWarnings(change);
    change.fills.forEach(fill);
    emit();
  }

  const onCommit = (rowId: string, col: string, v: unknown) => apply(store.change(rowId, { [col]: v }));

  const addLine = () => {
    store.add();
    emit();
    const api = apiRef.current;
    if (api)
      editLine(
        api,
        store.rows.length - 1,
        columns.filter((c) => !c.column.computed).map((c) => c.column.name),
      );
  };

  const onOverride = async (on: boolean) => {
    const override = lines?.override;
    if (!override) return;
    if (!on) {
      const computed = store.totals();
      const patch: FormValues = { [override.column]: '0' };
      for (const c of override.editable) patch[c] = computed[lines.totals[c]];
      write(patch);
      return;
    }
    const yes = await confirmDialog({
      title: formTexts.warningTitle,
      text: lineTexts.totalsEditWarning,
      yes: lineTexts.totalsConfirm,
      no: lineTexts.totalsCancel,
    });
    if (yes) write({ [override.column]: '1' });
  };

  const labels = useMemo(() => {
    const props = (registry.rootSchema?.properties ?? {}) as Record<string, { title?: string }>;
    return Object.fromEntries(Object.keys(lines?.totals ?? {}).map((c) => [c, props[c]?.title ?? c]));
  }, [registry.rootSchema, lines]);

  const taxLine = taxRow ? store.row(taxRow) : undefined;
  const typeColumn = lines?.header?.type ?? 'fatura_tipi_id';
  return (
    <div className="df-lines">
      <p className="df-lines__help" id={`${props.id}__help`}>
        {linesTexts.moveHelp}
      </p>
      <LineTable
        store={store}
        columns={columns}
        readOnly={readOnly}
        label={options.labelText || lineTexts.title}
        onCommit={onCommit}
        onLinesChanged={emit}
        onTaxes={setTaxRow}
        exitRef={exitRef}
        onApi={(api) => (apiRef.current = api)}
        chosen={chosen}
        conditional={conditional}
      />
      <div className="df-lines__bar">
        {!readOnly && (
          <button ref={exitRef} type="button" className="df-button" onClick={addLine}>
            {linesTexts.addLine}
          </button>
        )}
        <ColumnChooser
          columns={choosable}
          chosen={chosen}
          needed={(n) => neededColumn(store, n, conditional)}
          onToggle={(n, on) => keepChoice(toggleColumn(typedFirst, names, choice, n, on))}
          onAll={() => keepChoice(choiceOf(typedFirst, names, new Set(names)))}
          onDefault={() => keepChoice(null)}
        />
        {/* The rows the user sees, a blank one included (a blank row is still not sent; docs/line-tables.md). */}
        <span className="df-lines__count" aria-live="polite">
          {linesTexts.lineCount(store.rows.length)}
        </span>
      </div>
      {lines && (
        <TotalsPanel
          store={store}
          lines={lines}
          labels={labels}
          values={formData}
          overridden={overridden}
          readOnly={readOnly}
          onOverride={(on) => void onOverride(on)}
          onTotal={(col, v) => write({ [col]: v })}
        />
      )}
      {taxLine && taxRow && (
        <TaxDialog
          line={store.indexOf(taxRow) + 1}
          entries={taxList(taxLine.diger_vergiler) as TaxEntry[]}
          faturaTipiId={formData[typeColumn]}
          onClose={() => setTaxRow(null)}
          onApply={(entries) => {
            const id = taxRow;
            setTaxRow(null);
            apply(store.setTaxes(id, cleanTaxes(entries)));
          }}
        />
      )}
    </div>
  );
}
