import type { FileAccept } from '../../../domain/files';
import type { ColumnKind } from './column-kind';
import type { HintId, SelectButtons } from './field-data';

// The options a widget reads from `ui:options`, written by translate.ts and by the line grid's schema
// (lines/line-schema.ts): a floor below both, so that neither imports the other for it.

/** What a widget learns about its column through `ui:options`. */
export interface FieldOptions {
  table: string;
  column: string;
  /** The label without the `*` (for messages). */
  labelText: string;
  kind: ColumnKind;
  inputType?: 'text' | 'password' | 'tel' | 'email';
  maxLength?: number;
  /** Decimal places allowed (numeric, money). */
  scale?: number;
  money?: boolean;
  /** Numeric columns the spec limits to a number of digits (001 §5.1). */
  maxDigits?: number;
  /** Text columns with a mask (masks.ts): the imask pattern, upper-casing, placeholder. */
  mask?: { pattern: string; upper?: boolean };
  placeholder?: string;
  /** The hint shown under the field (hints.ts). */
  hint?: HintId;
  /** Labels of a '1'/'0' toggle. */
  toggle?: { on: string; off: string };
  /** Dates and datetimes: not before / not after now. */
  dateLimit?: { notBefore?: 'now'; notAfter?: 'now' };
  /** Files: pictures only, cropped to 300×300 PNG. */
  image?: boolean;
  /** Files: which files the column takes (any of the spec's formats, pictures, an XSLT template). */
  fileAccept?: FileAccept;
  /** Files: the `accept` list of the file input. */
  accept?: string;
  /** Selects: the related table (edit / create buttons) and the extra buttons of the column. */
  relationTable?: string;
  /** Selects: the related table's column that names a record. */
  relationDisplay?: string;
  buttons?: SelectButtons;
  /** Dependent select: the parent column and its label. */
  upColumn?: string;
  upColumnLabel?: string;
  /** select:static options, chosen without a server call. */
  staticOptions?: { id: string; text: string }[];
  min?: number | null;
  max?: number | null;
  /** Numeric and money columns: digits in all of numeric(precision, scale) (limits.ts). */
  precision?: number | null;
}
