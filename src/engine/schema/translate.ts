import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import type { ColumnMeta } from '../../../domain/api/contract';
import { labelOf } from '../../../domain/messages';
import { isHidden, isMoney, isRequired, kindOf, type ColumnKind } from './column-kind';
import {
  acceptOf,
  DATE_LIMITS,
  extensionsOf,
  hintOf,
  lookup,
  SELECT_BUTTONS,
  TOGGLE_LABELS,
} from './field-data';
import { maskOf, patternOf, storedLength } from './masks';
import type { Rule } from '../../../domain/rules/types';
import { lineFieldUi, ownedByLines } from '../lines/line-schema';
import type { FieldOptions } from './field-options';
import type { LinesDefinition } from '../../../domain/pages/lines.types';

/** Form layouts of 002 §2: page (4 per row), special (2 per row), stacked (1), double (header + lines). */
export type Layout = 'page' | 'special' | 'stacked' | 'double';

/** A field group of a page definition. */
export interface Group {
  id: string;
  title?: string;
  columns: string[];
}

export type { FieldOptions } from './field-options';

/** Root `ui:options`: the layout and the resolved groups (only columns the form shows). */
export interface LayoutOptions {
  layout: Layout;
  groups: Group[];
}

export interface TranslateOptions {
  table: string;
  layout?: Layout;
  groups?: Group[];
  /** The page's lines (the line grid of a document) and its rules, for the lines column (engine/lines). */
  lines?: LinesDefinition;
  rules?: readonly Rule[];
}

/** Per kind: the widget's name in the theme's registry (widgets.ts). */
const WIDGETS: Record<ColumnKind, string> = {
  text: 'TextWidget',
  password: 'PasswordWidget',
  phone: 'PhoneWidget',
  date: 'DateWidget',
  datetime: 'DateTimeWidget',
  time: 'TimeWidget',
  month: 'MonthWidget',
  plain: 'PlainWidget',
  textarea: 'TextareaWidget',
  numeric: 'NumericWidget',
  money: 'NumericWidget',
  boolean: 'BooleanWidget',
  select: 'SelectWidget',
  multiselect: 'MultiSelectWidget',
  sortable: 'SortableSelectWidget',
  files: 'FilesWidget',
  jsonb: 'JsonWidget',
};
/** Text 200 and textarea 1000 characters unless the column says otherwise (001 §5.1). */
const DEFAULT_MAX: Partial<Record<ColumnKind, number>> = {
  text: 200,
  textarea: 1000,
  password: 200,
  phone: 30,
};
const PATTERNS: Partial<Record<ColumnKind, string>> = {
  date: '^\\d{4}-\\d{2}-\\d{2}$',
  datetime: '^\\d{4}-\\d{2}-\\d{2}[T ]\\d{2}:\\d{2}(:\\d{2})?$',
  time: '^\\d{2}:\\d{2}(:\\d{2})?$',
};
const MONTHS = Array.from({ length: 12 }, (_, i) => String(i + 1));

/** Decimal string with at most `scale` places: never a JS float. */
export const decimalPattern = (scale: number) => (scale > 0 ? `^-?\\d+(\\.\\d{1,${scale}})?$` : '^-?\\d+$');

function warnUnknown(column: ColumnMeta) {
  if (import.meta.env?.DEV)
    console.warn(
      `[engine] gui type "${column.gui_type_name}" of ${column.name} is not in the contract; shown as text.`,
    );
}

/** The widget of a column: by kind, with the gui type or the column's mask choosing a variant. */
function widgetOf(c: ColumnMeta, kind: ColumnKind, options: FieldOptions): string {
  if (kind === 'text' && options.mask) return 'MaskedWidget';
  if (kind === 'boolean' && c.gui_type_name === 'boolean:fastchange') return 'ToggleWidget';
  return WIDGETS[kind];
}

function fieldSchema(c: ColumnMeta, kind: ColumnKind, options: FieldOptions): RJSFSchema {
  const title = labelOf(c.display_name);
  switch (kind) {
    case 'boolean':
      return { type: 'string', title, enum: ['0', '1'] };
    case 'select':
      return { type: ['string', 'number'], title };
    case 'month':
      return { type: 'string', title, enum: MONTHS };
    case 'multiselect':
    case 'sortable':
      return { type: 'array', title, items: { type: ['string', 'number'] }, uniqueItems: true };
    case 'files':
      return { type: 'array', title, items: {} };
    case 'numeric':
    case 'money':
      return {
        type: 'string',
        title,
        pattern: decimalPattern(options.scale ?? 0),
        ...(options.maxLength ? { maxLength: options.maxLength } : {}),
      };
    default: {
      const s: RJSFSchema = { type: 'string', title };
      if (options.maxLength) s.maxLength = options.maxLength;
      if (c.min_length) s.minLength = c.min_length;
      if (PATTERNS[kind]) s.pattern = PATTERNS[kind];
      else if (options.mask && /^0+$/.test(options.mask.pattern)) s.pattern = '^\\d*$';
      return s;
    }
  }
}

/** The options a widget gets for a column (everything it needs besides the value). */
function optionsOf(c: ColumnMeta, kind: ColumnKind, shown: ColumnMeta[], table: string): FieldOptions {
  const money = kind === 'money' || (kind === 'numeric' && isMoney(c));
  const spec = maskOf(c.value_kind);
  const pattern = kind === 'text' && spec ? patternOf(spec) : undefined;
  const ownMax = c.max_length ?? DEFAULT_MAX[kind];
  const maxLength = pattern
    ? Math.min(storedLength(pattern), ownMax ?? Infinity)
    : (kind === 'numeric' || kind === 'money') && spec?.maxLength
      ? Math.min(spec.maxLength, ownMax ?? Infinity)
      : ownMax;
  const integer = c.db_type_name === 'integer' || (spec?.digits !== undefined && c.scale == null);
  const up = c.up_column_name ? shown.find((p) => p.name === c.up_column_name) : undefined;
  const toggle = lookup(TOGGLE_LABELS, c.name);
  const dateLimit = lookup(DATE_LIMITS, c.name);
  const buttons = lookup(SELECT_BUTTONS, c.name);
  const hint = hintOf(c.value_kind);
  const fileAccept = acceptOf(c.name);
  const image = kind === 'files' && fileAccept === 'images';
  return {
    table,
    column: c.name,
    labelText: labelOf(c.display_name),
    kind,
    ...(kind === 'text' ? { inputType: c.name === 'email' ? 'email' : 'text' } : {}),
    ...(kind === 'password' ? { inputType: 'password' as const } : {}),
    ...(kind === 'phone' ? { inputType: 'tel' as const } : {}),
    ...(maxLength !== undefined && Number.isFinite(maxLength) ? { maxLength } : {}),
    ...(kind === 'numeric' || kind === 'money' ? { scale: integer ? 0 : (c.scale ?? 4) } : {}),
    ...(money ? { money: true } : {}),
    ...((kind === 'numeric' || kind === 'money') && spec?.digits ? { maxDigits: spec.digits } : {}),
    ...(pattern ? { mask: { pattern, ...(spec?.upper ? { upper: true } : {}) } } : {}),
    ...(spec?.placeholder ? { placeholder: spec.placeholder } : {}),
    ...(hint ? { hint } : {}),
    ...(kind === 'boolean' && toggle ? { toggle } : {}),
    ...((kind === 'date' || kind === 'datetime') && dateLimit ? { dateLimit } : {}),
    ...(kind === 'files'
      ? {
          image,
          fileAccept,
          accept: extensionsOf(fileAccept).join(','),
        }
      : {}),
    ...(c.relation
      ? { relationTable: c.relation.table_name, relationDisplay: c.relation.display_column_name }
      : {}),
    ...(kind === 'select' && buttons ? { buttons } : {}),
    ...(c.up_column_name
      ? { upColumn: c.up_column_name, upColumnLabel: up ? labelOf(up.display_name) : '' }
      : {}),
    ...(c.options?.length
      ? { staticOptions: c.options.map((o) => ({ id: String(o.id), text: o.text })) }
      : {}),
    ...(c.min != null ? { min: c.min } : {}),
    ...(c.max != null ? { max: c.max } : {}),
    ...((kind === 'numeric' || kind === 'money') && !integer && c.precision != null
      ? { precision: c.precision }
      : {}),
  };
}

/**
 * Turns server column metadata into the form's JSON Schema and uiSchema: one property per shown column
 * (hidden, banned and server-filled columns left out), required from the trailing `*`, limits from the
 * column, the widget and its options in uiSchema, the order and groups from the page definition.
 */
export function translate(
  columns: ColumnMeta[] | Record<string, ColumnMeta>,
  opts: TranslateOptions,
): { schema: RJSFSchema; uiSchema: UiSchema; columns: ColumnMeta[] } {
  const shown = (Array.isArray(columns) ? columns : Object.values(columns)).filter((c) => !isHidden(c));
  const properties: Record<string, RJSFSchema> = {};
  const required: string[] = [];
  const uiSchema: UiSchema = {};
  // Totals and the override flag of a document: in the data, written by the line field, never drawn.
  const owned = shown.filter((c) => ownedByLines(c, opts.lines)).map((c) => c.name);
  for (const c of shown) {
    let kind = kindOf(c);
    if (!kind) {
      warnUnknown(c);
      kind = 'text';
    }
    const options = optionsOf(c, kind, shown, opts.table);
    properties[c.name] = fieldSchema(c, kind, options);
    if (owned.includes(c.name)) {
      uiSchema[c.name] = { 'ui:widget': 'hidden', 'ui:options': options };
      continue;
    }
    if (isRequired(c)) {
      required.push(c.name);
      // RJSF starts an array field as [], which `required` accepts: a required list must contain an item.
      // (`contains`, not minItems: RJSF would fill minItems with empty items.)
      if (properties[c.name].type === 'array') properties[c.name] = { ...properties[c.name], contains: {} };
    }
    const readonly = kind === 'plain' || c.gui_type_name === 'jsonviewer';
    uiSchema[c.name] = c.line_table
      ? lineFieldUi(c, options, opts)
      : {
          'ui:widget': widgetOf(c, kind, options),
          'ui:options': options,
          ...(readonly ? { 'ui:readonly': true } : {}),
        };
  }
  const groups = resolveGroups(
    shown.filter((c) => !owned.includes(c.name)).map((c) => c.name),
    opts.groups,
  );
  uiSchema['ui:order'] = [...groups.flatMap((g) => g.columns), ...owned];
  const layout: LayoutOptions = { layout: opts.layout ?? 'page', groups };
  uiSchema['ui:options'] = layout as unknown as UiSchema['ui:options'];
  return {
    schema: { type: 'object', properties, ...(required.length ? { required } : {}) },
    uiSchema,
    columns: shown,
  };
}

/** The definition's groups limited to shown columns; shown columns no group names follow in an untitled group. */
export function resolveGroups(names: string[], groups: Group[] = []): Group[] {
  const known = new Set(names);
  const used = new Set<string>();
  const out: Group[] = [];
  for (const g of groups) {
    const columns = g.columns.filter((n) => known.has(n) && !used.has(n));
    columns.forEach((n) => used.add(n));
    if (columns.length) out.push({ ...g, columns });
  }
  const rest = names.filter((n) => !used.has(n));
  if (rest.length) out.push({ id: 'other', columns: rest });
  return out;
}
