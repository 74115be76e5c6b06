import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import type { ColumnMeta } from '../../../domain/api/contract';
import { labelOf } from '../../../domain/messages';
import { isHidden, isMoney, isRequired, kindOf, type ColumnKind } from './column-kind';

/** Form layouts of 002 §2: page (4 per row), special (2 per row), stacked (1), double (header + lines). */
export type Layout = 'page' | 'special' | 'stacked' | 'double';

/** A field group of a page definition. */
export interface Group {
  id: string;
  title?: string;
  columns: string[];
}

/** What a widget learns about its column through `ui:options`. */
export interface FieldOptions {
  table: string;
  column: string;
  /** The label without the `*` (for messages). */
  labelText: string;
  kind: ColumnKind;
  inputType?: 'text' | 'password' | 'tel' | 'email' | 'date' | 'time' | 'datetime-local';
  maxLength?: number;
  /** Decimal places allowed (numeric, money). */
  scale?: number;
  money?: boolean;
  /** Dependent select: the parent column and its label. */
  upColumn?: string;
  upColumnLabel?: string;
  /** select:static options, chosen without a server call. */
  staticOptions?: { id: string; text: string }[];
  min?: number | null;
  max?: number | null;
}

/** Root `ui:options`: the layout and the resolved groups (only columns the form shows). */
export interface LayoutOptions {
  layout: Layout;
  groups: Group[];
}

export interface TranslateOptions {
  table: string;
  layout?: Layout;
  groups?: Group[];
}

/** Per kind: the widget, the JSON Schema of the value and defaults. */
const WIDGETS: Record<ColumnKind, string> = {
  text: 'TextWidget',
  password: 'TextWidget',
  phone: 'TextWidget',
  date: 'TextWidget',
  datetime: 'TextWidget',
  time: 'TextWidget',
  plain: 'TextWidget',
  textarea: 'TextareaWidget',
  numeric: 'NumericWidget',
  money: 'NumericWidget',
  boolean: 'BooleanWidget',
  select: 'SelectWidget',
};
const INPUT_TYPES: Partial<Record<ColumnKind, FieldOptions['inputType']>> = {
  text: 'text',
  password: 'password',
  phone: 'tel',
  date: 'date',
  datetime: 'datetime-local',
  time: 'time',
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

/** Decimal string with at most `scale` places: never a JS float. */
export const decimalPattern = (scale: number) => (scale > 0 ? `^-?\\d+(\\.\\d{1,${scale}})?$` : '^-?\\d+$');

function warnUnknown(column: ColumnMeta) {
  if (import.meta.env?.DEV)
    console.warn(
      `[engine] gui type "${column.gui_type_name}" of ${column.name} has no widget yet; shown as text.`,
    );
}

function fieldSchema(c: ColumnMeta, kind: ColumnKind, options: FieldOptions): RJSFSchema {
  const title = labelOf(c.display_name);
  switch (kind) {
    case 'boolean':
      return { type: 'string', title, enum: ['0', '1'] };
    case 'select':
      return { type: ['string', 'number'], title };
    case 'numeric':
    case 'money':
      return {
        type: 'string',
        title,
        pattern: decimalPattern(options.scale ?? 0),
        ...(c.max_length ? { maxLength: c.max_length } : {}),
      };
    default: {
      const s: RJSFSchema = { type: 'string', title };
      const max = c.max_length ?? DEFAULT_MAX[kind];
      if (max) s.maxLength = max;
      if (c.min_length) s.minLength = c.min_length;
      if (PATTERNS[kind]) s.pattern = PATTERNS[kind];
      return s;
    }
  }
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
  for (const c of shown) {
    let kind = kindOf(c);
    if (!kind) {
      warnUnknown(c);
      kind = 'text';
    }
    const scale =
      kind === 'money' || isMoney(c) ? (c.scale ?? 4) : kind === 'numeric' ? (c.scale ?? 4) : undefined;
    const up = c.up_column_name ? shown.find((p) => p.name === c.up_column_name) : undefined;
    const options: FieldOptions = {
      table: opts.table,
      column: c.name,
      labelText: labelOf(c.display_name),
      kind,
      ...(INPUT_TYPES[kind] ? { inputType: c.name === 'email' ? 'email' : INPUT_TYPES[kind] } : {}),
      ...((c.max_length ?? DEFAULT_MAX[kind]) ? { maxLength: c.max_length ?? DEFAULT_MAX[kind] } : {}),
      ...(scale !== undefined ? { scale } : {}),
      ...(kind === 'money' || isMoney(c) ? { money: true } : {}),
      ...(c.up_column_name
        ? { upColumn: c.up_column_name, upColumnLabel: up ? labelOf(up.display_name) : '' }
        : {}),
      ...(c.options?.length
        ? { staticOptions: c.options.map((o) => ({ id: String(o.id), text: o.text })) }
        : {}),
      ...(c.min != null ? { min: c.min } : {}),
      ...(c.max != null ? { max: c.max } : {}),
    };
    properties[c.name] = fieldSchema(c, kind, options);
    if (isRequired(c) && kind !== 'boolean') required.push(c.name);
    uiSchema[c.name] = {
      'ui:widget': WIDGETS[kind],
      'ui:options': options,
      ...(kind === 'plain' ? { 'ui:readonly': true } : {}),
    };
  }
  const groups = resolveGroups(
    shown.map((c) => c.name),
    opts.groups,
  );
  uiSchema['ui:order'] = groups.flatMap((g) => g.columns);
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
