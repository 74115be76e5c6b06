import { useState, type FormEvent } from 'react';
import type { ColumnMeta, Filter } from '../../../../domain/api/contract';
import { labelOf } from '../../../../domain/messages';
import { useTables } from '../../engine-context';
import { acceptDecimal } from '../../form/widgets/NumericWidget/decimal-input';
import { filterKindOf } from '../../schema/column-kind';
import { filterOperators, texts } from '../../texts';
import { makeFilter } from '../list-params';
import { SelectChoices } from './SelectChoices';

/** Props of a list column's filter. */
export interface ColumnFilterProps {
  column: ColumnMeta;
  table: string;
  model: Filter | null;
  onApply: (model: Filter | null) => void;
  /** Value of the parent column's filter, for a dependent select (one id), if any. */
  upValue?: string | number;
}

const asList = (v: unknown): (string | number)[] =>
  Array.isArray(v) ? v : v === undefined || v === null ? [] : [v as string];

/**
 * The filter of one list column, by the column's kind: text (contains, starts, ends, equals, not
 * contains), number (= ≠ < >), date (= < > between), boolean, select (any of, chosen through select
 * data) and empty / not empty. It yields the contract's filter `{type, guiType, filter, filter2}`.
 */
export function ColumnFilter({ column, table, model, onApply, upValue }: ColumnFilterProps) {
  const tables = useTables();
  const kind = filterKindOf(column);
  const operators = filterOperators[kind];
  const [type, setType] = useState<number>(Number(model?.type ?? operators[0].type));
  const [value, setValue] = useState<string>(
    kind === 'select' ? '' : String(model?.filter ?? (kind === 'boolean' ? '1' : '')),
  );
  const [value2, setValue2] = useState<string>(String(model?.filter2 ?? ''));
  const [chosen, setChosen] = useState<(string | number)[]>(kind === 'select' ? asList(model?.filter) : []);
  const label = labelOf(column.display_name);
  const needsValue = type !== 100 && type !== 101;
  const inputType =
    kind === 'date' ? (column.gui_type_name === 'datetime' ? 'datetime-local' : 'date') : 'text';

  const apply = (e: FormEvent) => {
    e.preventDefault();
    onApply(makeFilter(kind, column.gui_type_name, type, kind === 'select' ? chosen : value, value2));
  };

  return (
    <form className="df-filter" aria-label={texts.filterFor(label)} onSubmit={apply}>
      <select
        className="df-input"
        aria-label={texts.operator}
        value={type}
        onChange={(e) => setType(Number(e.target.value))}
      >
        {operators.map((o) => (
          <option key={o.type} value={o.type}>
            {o.label}
          </option>
        ))}
      </select>
      {needsValue && kind === 'boolean' && (
        <select
          className="df-input"
          aria-label={texts.value}
          value={value}
          onChange={(e) => setValue(e.target.value)}
        >
          <option value="1">{texts.yes}</option>
          <option value="0">{texts.no}</option>
        </select>
      )}
      {needsValue && (kind === 'text' || kind === 'number' || kind === 'date') && (
        <input
          className="df-input"
          aria-label={texts.value}
          type={inputType}
          inputMode={kind === 'number' ? 'decimal' : undefined}
          value={value}
          autoFocus
          onChange={(e) => {
            const next = kind === 'number' ? acceptDecimal(e.target.value, 10) : e.target.value;
            if (next !== null) setValue(next);
          }}
        />
      )}
      {needsValue && kind === 'date' && type === 4 && (
        <input
          className="df-input"
          aria-label={texts.value2}
          type={inputType}
          value={value2}
          onChange={(e) => setValue2(e.target.value)}
        />
      )}
      {needsValue && kind === 'select' && (
        <SelectChoices
          source={{
            tables,
            table,
            column: column.name,
            upColumn: column.up_column_name ?? undefined,
            upValue,
            staticOptions: column.options ?? undefined,
          }}
          chosen={chosen}
          onChange={setChosen}
        />
      )}
      <div className="df-filter__actions">
        <button type="button" className="df-button" onClick={() => onApply(null)}>
          {texts.clear}
        </button>
        <button type="submit" className="df-button df-button--primary">
          {texts.apply}
        </button>
      </div>
    </form>
  );
}
