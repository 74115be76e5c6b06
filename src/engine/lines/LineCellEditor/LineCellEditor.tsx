import type { CustomCellEditorProps } from 'ag-grid-react';
import { useEffect, useLayoutEffect, useMemo, useRef, useState, type ComponentType } from 'react';
import type { TableClient } from '../../../services/tables';
import { EngineProvider, useTables } from '../../engine-context';
import type { EngineWidgetProps } from '../../form/form-context';
import type { FormValues } from '../../schema/values';
import { widgetProps } from '../widget-props';
import { fieldWidgets } from '../../form/field-widgets';
import type { FieldOptions } from '../../schema/translate';
import type { LineStore } from '../line-store';
import type { LineRow } from '../../../../domain/pages/lines.types';

/** What the grid gives every line cell editor besides AG Grid's props. */
export interface LineEditorParams {
  store: LineStore;
  /** The theme widget of the column (its `ui:widget`) and its options (`ui:options`), from translate(). */
  widget: string;
  options: FieldOptions;
  required: boolean;
}

type Props = CustomCellEditorProps<LineRow, unknown> & LineEditorParams;

const isPrintable = (key: string | null | undefined): key is string => !!key && key.length === 1;

/** A table client that remembers the text of every option it loads, so the grid can show chosen values. */
function recording(tables: TableClient, store: LineStore, column: string): TableClient {
  return {
    ...tables,
    selectData: async (table, col, query) => {
      const res = await tables.selectData(table, col, query);
      for (const o of res.results) if (!o.disabled) store.rememberText(column, o.id, o.text);
      return res;
    },
  };
}

/** Puts typed characters into an input as if the user typed them (a select's search box, a number's mask). */
function typeInto(input: HTMLInputElement, text: string) {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  setter?.call(input, text);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * The editor of a line cell: the engine's own widget for the column (numeric and money with their masks,
 * the select with its search over getSelectColumnData of the LINE table, booleans '1'/'0', text). A key that
 * started the edit replaces the value (spreadsheet style); every change moves the totals at once
 * (`store.draft`), the grid commits the value when the edit ends.
 */
export function LineCellEditor(props: Props) {
  const { value, onValueChange, eventKey, data, colDef, store, widget, options, required } = props;
  const column = colDef.field ?? options.column;
  const kind = options.kind;
  const Widget = (fieldWidgets[widget] ?? fieldWidgets.TextWidget) as ComponentType<EngineWidgetProps>;
  const tables = useTables();
  const client = useMemo(() => recording(tables, store, column), [tables, store, column]);
  const box = useRef<HTMLDivElement>(null);
  // The key that opened the editor and what was typed before it had the focus start the new value.
  const [start] = useState(() => {
    const ahead = store.typeAhead;
    store.typeAhead = '';
    return isPrintable(eventKey) ? eventKey + ahead : '';
  });
  // A number's first keys go through its mask as typed: written as a value, money would be padded at once
  // ('1' → '1,0000') and the keys after them would find no room.
  const masked = start !== '' && (kind === 'numeric' || kind === 'money');
  const typed = kind !== 'select' && kind !== 'boolean' && !masked && start !== '';
  const [current, setCurrent] = useState<unknown>(typed ? start : masked ? '' : value);

  const change = (next: unknown) => {
    const v = next === undefined || next === null ? '' : next;
    setCurrent(v);
    onValueChange(v);
    if (kind !== 'text' && kind !== 'textarea') store.draft(data.__id, column, v);
  };

  // The keys that started the edit count as the first keystrokes of the new value.
  useEffect(() => {
    if (typed) change(start);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, for the key that opened the editor
  }, []);

  useLayoutEffect(() => {
    const input = box.current?.querySelector<HTMLInputElement>('input:not([type="hidden"]), textarea');
    if (!input) return;
    input.focus();
    if ((kind === 'select' && start) || masked) typeInto(input, start);
    else if (input.type === 'text') {
      // Opened by a key: go on typing at the end. Reached by Tab, Enter or F2: the value is selected, so the
      // next keys replace it (spreadsheet entry).
      if (start) input.setSelectionRange?.(input.value.length, input.value.length);
      else input.select();
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- on mount
  }, []);

  const text = store.textOf(column, current);
  const id = `line_${data.__id}_${column}`;
  const shown = widgetProps({
    id,
    label: options.labelText,
    value: current,
    options,
    required,
    autofocus: true,
    onChange: change,
    formContext: { formData: data as FormValues, displays: text ? { [column]: text } : {} },
  });
  return (
    <div ref={box} className={`df-line-editor df-line-editor--${kind}`}>
      <label htmlFor={id} className="df-visually-hidden">
        {options.labelText}
      </label>
      <EngineProvider tables={client}>
        <Widget {...shown} />
      </EngineProvider>
    </div>
  );
}
