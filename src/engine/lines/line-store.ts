import type { LineError, LineTableMeta } from '../../../domain/api/contract';
import {
  createDocumentCalculator,
  createReceiptCalculator,
  type DocumentCalculator,
  type DocumentHeaderInput,
  type DocumentLineInput,
  type DocumentLineResult,
  type DocumentTotals,
  type LineCalculatorKind,
} from '../../../domain/documents';
import { labelOf, validation } from '../../../domain/messages';
import {
  evaluate,
  ruleNames,
  type FieldState,
  type FillRequest,
  type Phase,
  type Rule,
  type RuleData,
  type RuleOutcome,
  type RuleState,
  type RuleWarning,
} from '../../../domain/rules';
import { kindOf } from '../schema/column-kind';
import { numberLimitError } from '../schema/limits';
import { blankLine, inputColumnsOf } from './line-columns';
import { rowValues, taxList, wireLine } from './line-wire';
import { allowedTaxes, otvExemption, OTV_EXEMPTION_COLUMN, type TaxEntry } from './tax-rules';
import type { LineRow } from '../../../domain/pages/lines.types';

type Line = Record<string, unknown>;

/** What a change of the lines asks of the page: warnings to show and related records to read (fills). */
export interface LineChange {
  warnings: RuleWarning[];
  fills: (FillRequest & { rowId: string })[];
}

/** Which rows changed: their ids, or every row. */
export type RowsChanged = readonly string[] | 'all';

/** Listens to changes; `draft` is true while a cell is typed in (only the amounts changed). */
type Listener = (rows: RowsChanged, draft?: boolean) => void;

/** The store's input: the line table, the page's line rules, the header and the lines of the form value. */
export interface LineStoreInit {
  meta: LineTableMeta;
  rules: readonly Rule[];
  /** The header's form data (line rules read it with `of: 'header'`). */
  header: RuleData;
  /** The header as the calculator reads it (type, currency, rate, scale). */
  calcHeader: DocumentHeaderInput;
  lines: Line[];
  /** `create`: a new document (rule defaults apply to its first line); `edit`: stored lines, as they are. */
  phase: 'create' | 'edit';
  /** The header's invoice type column (withholding and exemption rules); `fatura_tipi_id` unless told. */
  typeField?: string;
  /** The calculator (LinesDefinition.calculator): calculateDocument unless a receipt's is named. */
  calculator?: LineCalculatorKind;
}

const isEmpty = (v: unknown) => v === undefined || v === null || v === '' || (Array.isArray(v) && !v.length);
const text = (v: unknown) => (isEmpty(v) ? '' : String(v));
let seq = 0;
const nextId = () => `l${++seq}`;

/**
 * The lines of one document while it is edited: the rows (the grid shows the same objects), the calculator that
 * keeps every line amount and the totals (domain's DocumentCalculator — only a changed line is recomputed),
 * the page's line rules per row (domain/rules with `scope: 'line'`: required, disabled, cleared, defaults,
 * fills, warnings), the add-tax rules (tax-rules.ts), and the cell errors (required cells, the server's
 * line errors). Headless: the grid, the totals panel and tests drive it.
 */
export class LineStore {
  readonly meta: LineTableMeta;
  rows: LineRow[] = [];
  private readonly rules: readonly Rule[];
  private readonly columns: string[];
  private readonly requiredColumns: Set<string>;
  private readonly headerFields: string[];
  /** The line fields the line rules name (what they read and write), and those of them that are input columns. */
  private readonly ruleFields: { read: string[]; written: string[] };
  private readonly typeColumn: string;
  private header: RuleData;
  private headerKey = '';
  private calc: DocumentCalculator;
  private index = new Map<string, number>();
  private states = new Map<string, RuleState>();
  private fields = new Map<string, Record<string, FieldState>>();
  private invalid = new Map<string, Record<string, string>>();
  private serverErrors = new Map<string, Record<string, string>>();
  private touched = new Set<string>();
  private validated = new Set<string>();
  private validateAll = false;
  private listeners = new Set<Listener>();
  /** Limit errors per column and value (limitError). */
  private readonly limits = new Map<string, Map<string, string | null>>();
  private version = 0;
  /** Display texts of select values, per column: id → text (filled by the grid's lookups). */
  readonly texts = new Map<string, Map<string, string>>();
  /**
   * Characters typed after the one that opened an editor but before the editor had the focus (the grid keeps
   * them here; the editor takes them when it mounts), so fast typing loses nothing.
   */
  typeAhead = '';

  constructor(init: LineStoreInit) {
    this.meta = init.meta;
    this.rules = init.rules.filter((r) => r.scope === 'line');
    const inputs = inputColumnsOf(init.meta);
    this.columns = inputs.map((c) => c.name);
    this.requiredColumns = new Set(
      inputs.filter((c) => /\*\s*$/.test(c.display_name) && kindOf(c) !== 'boolean').map((c) => c.name),
    );
    this.headerFields = [
      ...new Set(
        ruleNames(this.rules)
          .fields.filter((f) => f.of === 'header')
          .map((f) => f.field),
      ),
    ];
    const own = [
      ...new Set(
        ruleNames(this.rules)
          .fields.filter((f) => f.of !== 'header')
          .map((f) => f.field),
      ),
    ];
    this.ruleFields = { read: own, written: this.columns.filter((c) => own.includes(c)) };
    this.typeColumn = init.typeField ?? 'fatura_tipi_id';
    this.header = init.header;
    this.headerKey = this.keyOf(init.header);
    this.calc =
      init.calculator && init.calculator !== 'document'
        ? (createReceiptCalculator(init.calculator, init.calcHeader) as unknown as DocumentCalculator)
        : createDocumentCalculator({ ...init.calcHeader, lines: [] });
    this.load(init.lines, init.phase);
  }

  // ---- reading ----------------------------------------------------------------------------------------

  /** Subscribes to every change (rows changed, or 'all'); returns the unsubscribe. */
  subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  };

  /** A number that changes with every change (for useSyncExternalStore). */
  getVersion = (): number => this.version;

  /** The document totals of calculateDocument, including a cell being typed in. */
  totals(): DocumentTotals {
    return this.calc.totals();
  }

  /** dovizli_tutar of a typed payable (a confirmed override of the totals): domain's derivation of the totals. */
  amountAtRate(payable: string): string {
    return this.calc.amountAtRate(payable);
  }

  /** Position of a row (0-based), or -1. */
  indexOf(rowId: string): number {
    return this.index.get(rowId) ?? -1;
  }

  /** The row with this id. */
  row(rowId: string): LineRow | undefined {
    const i = this.indexOf(rowId);
    return i < 0 ? undefined : this.rows[i];
  }

  /** The calculated amounts of a row (null while a number in it cannot be calculated). */
  result(rowId: string): DocumentLineResult | null {
    const i = this.indexOf(rowId);
    return i < 0 ? null : this.calc.line(i);
  }

  /** How the rules left a cell: hidden, required, disabled (the catalogue's required included). */
  cellState(rowId: string, column: string): FieldState {
    return this.stateAt(rowId, column, this.fields.get(rowId));
  }

  /** Whether a column is hidden by the rules on every row (the grid then hides the column). */
  hiddenEverywhere(column: string): boolean {
    return this.rows.length > 0 && this.rows.every((r) => this.fields.get(r.__id)?.[column]?.hidden);
  }

  /** The message a cell shows: the server's, a rule's, "Bu alan zorunludur." or the calculator's; else null. */
  cellError(rowId: string, column: string): string | null {
    const index = this.indexOf(rowId);
    return this.errorAt(
      rowId,
      index,
      column,
      this.cellState(rowId, column),
      this.serverErrors.get(rowId),
      this.invalid.get(rowId),
    );
  }

  /**
   * Which of `columns` a line needs in view whatever the user chose (LineTable's `neededColumn`): a cell with an
   * error, a cell the rules or the catalogue require, or one of a column the rules show only on some lines
   * (`conditional`), on any line. One pass over the lines for every column (a document has up to 10,000), each
   * line's state and errors read once.
   */
  neededColumns(columns: readonly string[], conditional: ReadonlySet<string>): Set<string> {
    const left = new Set(columns);
    const needed = new Set<string>();
    for (let i = 0; i < this.rows.length && left.size; i++) {
      const id = this.rows[i].__id;
      const fields = this.fields.get(id);
      const server = this.serverErrors.get(id);
      const invalid = this.invalid.get(id);
      for (const column of left) {
        const state = this.stateAt(id, column, fields);
        if (
          (!state.hidden && (state.required || conditional.has(column))) ||
          this.errorAt(id, i, column, state, server, invalid)
        ) {
          needed.add(column);
          left.delete(column);
        }
      }
    }
    return needed;
  }

  /** Every cell error of the lines that are checked (save attempts, rows left after an edit). */
  errorCount(): number {
    let n = 0;
    for (const r of this.rows) for (const c of this.columns) if (this.cellError(r.__id, c)) n++;
    return n;
  }

  /** Whether the user (or a loaded document) made this row a real line; untouched blank rows are not sent. */
  isTouched(rowId: string): boolean {
    return this.touched.has(rowId);
  }

  /** How many lines the wire carries (the touched rows), without building them. */
  lineCount(): number {
    return this.touched.size;
  }

  /** The lines as the wire carries them (docs/line-tables.md): touched rows only, input columns only. */
  wire(): Line[] {
    return this.rows.filter((r) => this.touched.has(r.__id)).map((r) => wireLine(r, this.meta));
  }

  /** The header the line rules read. */
  headerData(): RuleData {
    return this.header;
  }

  /** A key of the header fields the lines depend on (the type and what the line rules read). */
  headerKeyOf(header: RuleData): string {
    return this.keyOf(header);
  }

  // ---- changing ---------------------------------------------------------------------------------------

  /** Replaces every line (a load, a draft, a previous record). */
  load(lines: Line[], phase: 'create' | 'edit'): void {
    this.rows = [];
    this.states.clear();
    this.fields.clear();
    this.invalid.clear();
    this.serverErrors.clear();
    this.touched.clear();
    this.validated.clear();
    this.validateAll = false;
    // Lines that agree on every field the rules name get the same answer from the rules: worked out once.
    const known = new Map<string, RuleOutcome>();
    for (const line of lines) {
      const row = rowValues<LineRow>(line, this.meta, { __id: nextId() });
      this.rows.push(row);
      this.touched.add(row.__id);
      this.ruleRun(row, 'edit', undefined, known);
    }
    if (!this.rows.length) this.rows.push(this.blank(phase === 'edit' ? 'create' : phase));
    this.reindex();
    this.calc.setLines(this.rows.map(lineInput));
    this.emit('all');
  }

  /**
   * The header changed: the calculator takes the new type, currency and rate, and when a header field the
   * line rules read changed every row runs its rules again (a withholding entry is reset on other types).
   */
  setHeader(header: RuleData, calcHeader: DocumentHeaderInput): LineChange {
    this.header = header;
    const change: LineChange = { warnings: [], fills: [] };
    this.calc.setHeader(calcHeader);
    const key = this.keyOf(header);
    if (key === this.headerKey) {
      this.emit('all');
      return change;
    }
    this.headerKey = key;
    const seen = new Set<string>();
    for (const row of this.rows) {
      const prev: Line = { ...row };
      const outcome = this.ruleRun(row, 'change', prev);
      for (const w of outcome.warnings) {
        if (!seen.has(w.message)) change.warnings.push(w);
        seen.add(w.message);
      }
    }
    this.calc.setLines(this.rows.map(lineInput));
    this.emit('all');
    return change;
  }

  /** Keeps a cell's value while it is typed in: the totals follow, the row does not change yet. */
  draft(rowId: string, column: string, value: unknown): void {
    const i = this.indexOf(rowId);
    if (i < 0) return;
    this.calc.setLine(i, lineInput({ ...this.rows[i], [column]: value }));
    this.version++;
    this.notify([rowId], true);
  }

  /** The edit of a cell ended without a change (Esc): the row's own values count again. */
  endDraft(rowId: string): void {
    const i = this.indexOf(rowId);
    if (i < 0) return;
    this.calc.setLine(i, lineInput(this.rows[i]));
    this.emit([rowId]);
  }

  /** Writes cells of a row as the user (or a fill) changed them: rules run, the line is recomputed. */
  change(rowId: string, values: Line): LineChange {
    const row = this.row(rowId);
    if (!row) return { warnings: [], fills: [] };
    const prev: Line = { ...row };
    Object.assign(row, values);
    this.touched.add(rowId);
    const errors = this.serverErrors.get(rowId);
    if (errors) for (const c of Object.keys(values)) delete errors[c];
    const outcome = this.ruleRun(row, 'change', prev);
    this.calc.setLine(this.indexOf(rowId), lineInput(row));
    this.emit([rowId]);
    return {
      warnings: outcome.warnings,
      fills: outcome.fills.map((f) => ({ ...f, rowId })),
    };
  }

  /** Replaces a row's other taxes (the add-tax dialog): withholding only on type 3, the ÖTV exemption after. */
  setTaxes(rowId: string, entries: TaxEntry[]): LineChange {
    const type = this.header[this.typeField()];
    const allowed = allowedTaxes(entries, type);
    const change = this.change(rowId, { diger_vergiler: allowed.entries });
    if (allowed.warning) change.warnings.unshift({ rule: 'diger-vergiler', ...allowed.warning });
    return change;
  }

  /** Adds a blank line at `at` (default: the end); returns its id. */
  add(at = this.rows.length): string {
    const row = this.blank('create');
    this.rows.splice(at, 0, row);
    this.reindex();
    this.calc.insertLine(at, lineInput(row));
    this.emit('all');
    return row.__id;
  }

  /** Removes a line; removing the last one leaves one blank line (002 §4). Returns the id of the blank line. */
  remove(rowId: string): string | null {
    const i = this.indexOf(rowId);
    if (i < 0) return null;
    this.rows.splice(i, 1);
    this.calc.removeLine(i);
    for (const map of [this.states, this.fields, this.invalid, this.serverErrors]) map.delete(rowId);
    this.touched.delete(rowId);
    let blank: string | null = null;
    if (!this.rows.length) {
      const row = this.blank('create');
      this.rows.push(row);
      this.calc.insertLine(0, lineInput(row));
      blank = row.__id;
    }
    this.reindex();
    this.emit('all');
    return blank;
  }

  /** Moves a line to position `to` (drag and drop, Alt+↑/↓). */
  move(rowId: string, to: number): void {
    const from = this.indexOf(rowId);
    if (from < 0 || to < 0 || to >= this.rows.length || from === to) return;
    const [row] = this.rows.splice(from, 1);
    this.rows.splice(to, 0, row);
    this.calc.moveLine(from, to);
    this.reindex();
    this.emit('all');
  }

  /** Marks a row as checked: its required cells now show "Bu alan zorunludur." when empty. */
  check(rowId: string): void {
    if (!this.touched.has(rowId) || this.validated.has(rowId)) return;
    this.validated.add(rowId);
    this.emit([rowId]);
  }

  /** The server's line errors of a save (by 0-based index among the sent lines); every row is checked from now on. */
  setServerErrors(errors: readonly LineError[] | undefined): void {
    this.serverErrors.clear();
    const sent = this.rows.filter((r) => this.touched.has(r.__id));
    for (const e of errors ?? []) {
      const row = sent[e.index];
      if (!row) continue;
      const cells: Record<string, string> = {};
      for (const [column, list] of Object.entries(e.errors)) if (list?.[0]) cells[column] = list[0];
      this.serverErrors.set(row.__id, cells);
    }
    this.validateAll = true;
    this.emit('all');
  }

  /** Remembers the display text of select values (grid lookups, the editors' option lists). */
  rememberText(column: string, id: unknown, value: string): void {
    if (isEmpty(id)) return;
    let map = this.texts.get(column);
    if (!map) this.texts.set(column, (map = new Map()));
    map.set(String(id), value);
  }

  /** The known display text of a select value, or undefined. */
  textOf(column: string, id: unknown): string | undefined {
    return isEmpty(id) ? undefined : this.texts.get(column)?.get(String(id));
  }

  /** Tells the views that texts arrived (no value changed). */
  textsChanged(): void {
    this.emit('all');
  }

  // ---- inside -----------------------------------------------------------------------------------------

  private typeField() {
    return this.typeColumn;
  }

  private otvRequired(rowId: string, column: string): boolean {
    if (column !== OTV_EXEMPTION_COLUMN) return false;
    const row = this.row(rowId);
    return row ? otvExemption(row, this.header[this.typeField()]).required : false;
  }

  /** cellState with the row's rule states at hand. */
  private stateAt(rowId: string, column: string, fields: Record<string, FieldState> | undefined): FieldState {
    const state = fields?.[column] ?? {};
    if (state.hidden) return { hidden: true, disabled: true };
    // The ÖTV exemption is asked for only while an ÖTV at rate 0 is on the line (tax-rules.ts).
    if (column === OTV_EXEMPTION_COLUMN) {
      const needed = this.otvRequired(rowId, column);
      return { required: needed || undefined, disabled: !needed || undefined };
    }
    const required = state.required || this.requiredColumns.has(column);
    return { required: required || undefined, disabled: state.disabled || undefined };
  }

  /** cellError with the row's position, the cell's state and the row's server and rule errors at hand. */
  private errorAt(
    rowId: string,
    index: number,
    column: string,
    state: FieldState,
    server: Record<string, string> | undefined,
    invalid: Record<string, string> | undefined,
  ): string | null {
    if (server?.[column]) return server[column];
    if (invalid?.[column]) return invalid[column];
    const row = index < 0 ? undefined : this.rows[index];
    if (!row) return null;
    const checked = this.validateAll || this.validated.has(rowId);
    if (checked && state.required && !state.disabled && isEmpty(row[column]))
      return validation.requiredOnLine;
    // The column's limits, as the server checks them (below zero, beyond what numeric(p, s) holds).
    if (!isEmpty(row[column])) {
      const limit = this.limitError(column, String(row[column]));
      if (limit) return limit;
    }
    const err = this.calc.lineError(index);
    if (err && err.field.endsWith(`.${column}`))
      return err.message.replace(/^[^:]*:\s*/, '').replace(/ \(.*\)$/, '');
    return null;
  }

  /** A value's limit error in its column: the same text always has the same answer, so it is worked out once. */
  private limitError(column: string, value: string): string | null {
    const meta = this.meta.columns[column];
    if (!meta) return null;
    let known = this.limits.get(column);
    if (!known) this.limits.set(column, (known = new Map()));
    let error = known.get(value);
    if (error === undefined) {
      if (known.size > 10_000) known.clear();
      known.set(value, (error = numberLimitError(labelOf(meta.display_name), value, meta)));
    }
    return error;
  }

  private keyOf(header: RuleData): string {
    return [this.typeField(), ...this.headerFields].map((f) => text(header[f])).join('|');
  }

  private blank(phase: 'create'): LineRow {
    const row: LineRow = { __id: nextId(), ...blankLine(this.meta) };
    this.ruleRun(row, phase);
    return row;
  }

  /** Runs the line rules (and the ÖTV exemption rule) on a row, writing what they set or cleared into it. */
  private ruleRun(row: LineRow, phase: Phase, prev?: Line, known?: Map<string, RuleOutcome>) {
    const id = row.__id;
    const run = () =>
      evaluate(this.rules, row, {
        scope: 'line',
        phase,
        prev,
        state: phase === 'change' ? this.states.get(id) : undefined,
        header: this.header,
      });
    // A load (no previous values, no state) asks the rules about the fields they name only: rows alike in those
    // share the outcome (its state and cell states are never changed in place), and only those fields are written.
    let outcome: RuleOutcome | null = null;
    if (this.rules.length && known && phase === 'edit' && !prev) {
      const key = this.ruleFields.read
        .map((f) => (row[f] === undefined ? '\u0000' : JSON.stringify(row[f])))
        .join('\u0001');
      outcome = known.get(key) ?? null;
      if (!outcome) known.set(key, (outcome = run()));
    } else if (this.rules.length) outcome = run();
    if (outcome) {
      for (const c of known ? this.ruleFields.written : this.columns) {
        const next = outcome.data[c];
        // A shared outcome's list or object (another row's) is equal by content, or copied.
        if (known && typeof next === 'object' && next !== null) {
          if (JSON.stringify(next) !== JSON.stringify(row[c])) row[c] = structuredClone(next);
        } else if (text(next) !== text(row[c]) || (next !== undefined && next !== row[c]))
          row[c] = next === undefined || next === null ? '' : next;
      }
      this.states.set(id, outcome.state);
      this.fields.set(id, outcome.fields);
      if (Object.keys(outcome.invalid).length) this.invalid.set(id, outcome.invalid);
      else this.invalid.delete(id);
    }
    // A withholding entry survives only on a withholding invoice (002 §4); the warning comes from setTaxes or
    // from the header change below.
    const warnings = [...(outcome?.warnings ?? [])];
    if ('diger_vergiler' in row && phase === 'change') {
      const taxes = allowedTaxes(taxList(row.diger_vergiler) as TaxEntry[], this.header[this.typeField()]);
      if (taxes.warning) {
        row.diger_vergiler = taxes.entries;
        warnings.push({ rule: 'diger-vergiler', ...taxes.warning });
      }
    }
    Object.assign(row, otvExemption(row, this.header[this.typeField()]).patch);
    return { warnings, fills: outcome?.fills ?? [] };
  }

  private reindex() {
    this.index.clear();
    this.rows.forEach((r, i) => this.index.set(r.__id, i));
  }

  private notify(rows: RowsChanged, draft = false) {
    this.listeners.forEach((l) => l(rows, draft));
  }

  private emit(rows: RowsChanged) {
    this.version++;
    this.notify(rows);
  }
}

/** A row as the calculator reads it (the row itself: its keys are calculateDocument's line names). */
const lineInput = (row: Line) => row as DocumentLineInput;
