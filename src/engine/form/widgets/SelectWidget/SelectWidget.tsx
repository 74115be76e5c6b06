import { useCallback, useEffect, useRef, useState } from 'react';
import { useTables } from '../../../engine-context';
import { texts } from '../../../texts';
import { displayKey } from '../../../schema/values';
import type { EngineWidgetProps } from '../../form-context';
import { inputAria, useFormValue } from '../../form-context';
import { loadFirstRate } from './first-rate';
import { SelectButtons } from './SelectButtons';
import { useOptionCombobox } from './useOptionCombobox';
import { SEARCH_ALL, SELECT_PAGE_SIZE, type SelectOption } from './useSelectOptions';

const same = (a: unknown, b: unknown) => a !== undefined && a !== null && String(a) === String(b);

/**
 * Accessible combobox over getSelectColumnData: debounced search ('***' when empty), "Yükleniyor...",
 * "Veri bulunamadı", more pages on scroll or arrow keys, dependent on its up column (the options reload
 * when the parent changes; the form clears the value). The value is the chosen id.
 */
export function SelectWidget(props: EngineWidgetProps) {
  const {
    id,
    value,
    options,
    disabled,
    readonly,
    autofocus,
    placeholder,
    onChange,
    onBlur,
    onFocus,
    registry,
  } = props;
  const tables = useTables();
  const ctx = registry.formContext;
  const upRaw = useFormValue(ctx, options.upColumn);
  const upValue = typeof upRaw === 'string' || typeof upRaw === 'number' ? upRaw : undefined;
  const [labels, setLabels] = useState<Record<string, string>>({});
  // The date of the rate loaded for a chosen currency, and that rate (docs/currencies.md).
  const [rateNote, setRateNote] = useState('');
  const filledRate = useRef<string | undefined>(undefined);
  const rateTarget = options.buttons?.exchangeRate?.target;
  const source = {
    tables,
    table: options.table,
    column: options.column,
    upColumn: options.upColumn,
    upValue,
    staticOptions: options.staticOptions,
  };
  const locked = disabled || readonly;
  const choose = (o: SelectOption) => {
    setLabels((l) => ({ ...l, [String(o.id)]: o.text }));
    ctx?.remember?.(displayKey(options.column, o.id), o.text);
    onChange(o.id);
    if (rateTarget && !same(o.id, value)) {
      setRateNote('');
      const values = ctx?.store ? ctx.store.get() : (ctx?.formData ?? {});
      void loadFirstRate({
        currencyId: o.id,
        target: rateTarget,
        values,
        filled: filledRate.current,
        setValues: ctx?.setValues,
      }).then(({ note, rate }) => {
        setRateNote(note);
        if (rate) filledRate.current = rate;
      });
    }
  };
  const combobox = useOptionCombobox({
    id,
    source,
    locked,
    isSelected: (o) => same(o.id, value),
    onPick: choose,
  });
  const { open, items } = combobox;
  const hasValue = value !== undefined && value !== null && value !== '';
  const known = hasValue
    ? (labels[String(value)] ??
      ctx?.displays?.[displayKey(options.column, value as string | number)] ??
      ctx?.displays?.[options.column] ??
      options.staticOptions?.find((o) => same(o.id, value))?.text)
    : undefined;
  const label = hasValue ? (known ?? items.find((o) => same(o.id, value))?.text ?? '') : '';

  // A value without a known text (a create default) is looked up once.
  const lookedUp = useRef<string | null>(null);
  useEffect(() => {
    if (!hasValue || known || options.staticOptions || lookedUp.current === String(value)) return;
    lookedUp.current = String(value);
    const upKey = upValue === undefined || upValue === null ? '' : upValue;
    tables
      .selectData(options.table, options.column, {
        search: SEARCH_ALL,
        page: 1,
        limit: SELECT_PAGE_SIZE,
        ...(options.upColumn ? { upColumnName: options.upColumn, upColumnData: upKey } : {}),
      })
      .then((res) => {
        const hit = res.results.find((o) => same(o.id, value));
        setLabels((l) => ({ ...l, [String(value)]: hit ? hit.text : String(value) }));
      })
      .catch(() => setLabels((l) => ({ ...l, [String(value)]: String(value) })));
  }, [
    hasValue,
    known,
    value,
    tables,
    options.table,
    options.column,
    options.upColumn,
    options.staticOptions,
    upValue,
  ]);

  // After the record was saved in the modal its text may have changed: read it again.
  const relookup = useCallback(
    (id: string | number) => {
      if (!options.relationTable || !options.relationDisplay) return;
      tables.show(options.relationTable, id, '0').then(
        (res) => {
          const text = res.record?.[options.relationDisplay!];
          if (text === undefined || text === null) return;
          setLabels((l) => ({ ...l, [String(id)]: String(text) }));
          ctx?.remember?.(displayKey(options.column, id), String(text));
        },
        () => undefined,
      );
    },
    [tables, options.relationTable, options.relationDisplay, options.column, ctx],
  );

  return (
    <div className="df-select">
      <div className="df-select__box" ref={combobox.anchor}>
        <input
          {...combobox.inputProps({
            name: id,
            className: 'df-input df-select__input',
            type: 'text',
            placeholder: open ? label || placeholder : placeholder,
            disabled,
            readOnly: readonly,
            autoFocus: autofocus,
            ...inputAria(props),
            'aria-labelledby': undefined,
            onFocus: () => onFocus(id, value),
            onBlur: () => onBlur(id, value),
          })}
          value={open ? combobox.query : label}
        />
        {hasValue && !locked && (
          <button
            type="button"
            className="df-select__clear"
            aria-label={texts.clear}
            tabIndex={-1}
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => onChange(undefined)}
          >
            ×
          </button>
        )}
      </div>
      {combobox.list}
      <SelectButtons
        options={options}
        value={value}
        disabled={locked}
        setValues={ctx?.setValues}
        onChoose={(id) => {
          onChange(id);
          relookup(id);
        }}
        onEdited={() => hasValue && relookup(value as string | number)}
      />
      {rateNote && hasValue && (
        <small className="df-select__note" role="status">
          {rateNote}
        </small>
      )}
    </div>
  );
}
