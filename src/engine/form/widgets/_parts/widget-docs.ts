import type { FieldOptions } from '../../../schema/translate';

/** One widget's docs page (Storybook "Engine/Widgets/Docs"): what it draws, its value, the options it reads. */
export interface WidgetDoc {
  widget: string;
  /** Gui types (and column kinds) drawn with it (docs/form-fields.md "Gui type → widget"). */
  guiTypes: string;
  /** The value in the form data. */
  value: string;
  /** The `ui:options` (FieldOptions) it reads, besides labelText / kind / table / column, which all read. */
  options: (keyof FieldOptions)[];
  /** Which masks apply: text patterns, digit limits, none. */
  masks: 'text' | 'digits' | 'phone' | 'none';
  /** What else QA should know. */
  notes: string;
}

/** Every widget of the form theme (src/engine/form/widgets.ts) and the line grid. */
export const WIDGET_DOCS: readonly WidgetDoc[] = [
  {
    widget: 'TextWidget',
    guiTypes: 'string (no mask)',
    value: 'string, undefined when emptied',
    options: ['inputType', 'maxLength', 'placeholder', 'hint'],
    masks: 'none',
    notes: 'E-mail columns get type=email.',
  },
  {
    widget: 'MaskedWidget',
    guiTypes: 'string whose column has a text mask',
    value: 'what was typed, without the mask’s fixed characters',
    options: ['mask', 'maxLength', 'placeholder', 'hint'],
    masks: 'text',
    notes: 'Refuses characters the mask does not take as they are typed; upper-cases where the mask says so.',
  },
  {
    widget: 'TextareaWidget',
    guiTypes: 'text, richtext',
    value: 'string',
    options: ['maxLength', 'placeholder', 'hint'],
    masks: 'none',
    notes: 'Counter “n / 1000” under the box.',
  },
  {
    widget: 'NumericWidget',
    guiTypes: 'numeric, money',
    value: 'decimal string (never a float)',
    options: ['scale', 'money', 'maxDigits', 'min', 'max', 'precision', 'placeholder', 'hint'],
    masks: 'digits',
    notes:
      'tr-TR while typing: grouping dots, a typed dot is the decimal comma; money shows ₺ and two decimals.',
  },
  {
    widget: 'PhoneWidget',
    guiTypes: 'phone',
    value: 'string as shown (+90 (532) 111 22 33)',
    options: ['placeholder'],
    masks: 'phone',
    notes: 'The mask follows the form’s country (ulkeler.phone_mask); +90 (###) ### ## ## without one.',
  },
  {
    widget: 'PasswordWidget',
    guiTypes: 'password',
    value: 'string as typed (spaces kept)',
    options: ['maxLength', 'placeholder'],
    masks: 'none',
    notes: '“Şifreyi göster” / “Şifreyi gizle” button.',
  },
  {
    widget: 'DateWidget',
    guiTypes: 'date',
    value: 'YYYY-MM-DD',
    options: ['dateLimit', 'hint'],
    masks: 'none',
    notes: 'Typed as GG.AA.YYYY; “Tarih kısayolları” menu (Bugün, Yarın, Dün, …).',
  },
  {
    widget: 'DateTimeWidget',
    guiTypes: 'datetime',
    value: 'YYYY-MM-DDTHH:mm:ss',
    options: ['dateLimit', 'hint'],
    masks: 'none',
    notes: 'Typed as GG.AA.YYYY SS:DD:ss; same shortcut menu as DateWidget.',
  },
  {
    widget: 'TimeWidget',
    guiTypes: 'time',
    value: 'HH:mm:ss',
    options: [],
    masks: 'none',
    notes: 'Hours stop at 23, minutes and seconds at 59.',
  },
  {
    widget: 'MonthWidget',
    guiTypes: 'numeric / string named ay, donem_ay, mizan_ayi',
    value: "'1' … '12'",
    options: [],
    masks: 'none',
    notes: 'A native select: Ay seçiniz, Ocak … Aralık.',
  },
  {
    widget: 'BooleanWidget',
    guiTypes: 'boolean',
    value: "'0' / '1'",
    options: ['toggle'],
    masks: 'none',
    notes: 'A switch; always holds a value, so “required” never blocks a save.',
  },
  {
    widget: 'ToggleWidget',
    guiTypes: 'boolean:fastchange',
    value: "'0' / '1'",
    options: ['toggle'],
    masks: 'none',
    notes: 'Both labels side by side (radio group); nothing stored shows the first side.',
  },
  {
    widget: 'SelectWidget',
    guiTypes: 'select (relation), select:static',
    value: 'the chosen id',
    options: [
      'relationTable',
      'relationDisplay',
      'buttons',
      'upColumn',
      'upColumnLabel',
      'staticOptions',
      'placeholder',
      'hint',
    ],
    masks: 'none',
    notes:
      'Combobox over the server’s options (or static ones); record buttons open the related form in a modal.',
  },
  {
    widget: 'MultiSelectWidget',
    guiTypes: 'multiselect',
    value: 'array of ids',
    options: ['relationTable', 'relationDisplay', 'staticOptions', 'placeholder'],
    masks: 'none',
    notes: 'Chips over a search box whose list stays open while picking; Backspace removes the last chip.',
  },
  {
    widget: 'SortableSelectWidget',
    guiTypes: 'multiselectdragdrop',
    value: 'array of ids, in order',
    options: ['relationTable', 'relationDisplay', 'staticOptions', 'placeholder'],
    masks: 'none',
    notes: 'An ordered list: drag, Alt+↑/↓, or the move buttons; each move is announced.',
  },
  {
    widget: 'FilesWidget',
    guiTypes: 'files',
    value: 'array of stored files and new File objects',
    options: ['image', 'fileAccept', 'accept'],
    masks: 'none',
    notes: 'Checks type by content (magic bytes) and size (5 MB); pictures cropped to 300×300.',
  },
  {
    widget: 'PlainWidget',
    guiTypes: 'plain text',
    value: 'string, sent back unchanged',
    options: [],
    masks: 'none',
    notes: 'Always read-only (<output>).',
  },
  {
    widget: 'JsonWidget',
    guiTypes: 'jsonb, jsonviewer',
    value: 'JSON text',
    options: [],
    masks: 'none',
    notes: 'Text with “Biçimlendir” and a tree view; jsonviewer, disabled and read-only show the tree only.',
  },
  {
    widget: 'LineTableWidget',
    guiTypes: 'the page definition’s lines column (src/engine/lines)',
    value: 'array of line records (JSON)',
    options: [],
    masks: 'none',
    notes: 'AG Grid of document lines with the totals panel; line rules run per row (docs/line-tables.md).',
  },
];

/** The six states every widget has a story for (docs/design-system.md "Storybook"). */
export const WIDGET_STATES = ['Empty', 'Filled', 'Error', 'Disabled', 'Read Only', 'Required'] as const;
