import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTables } from '../../../engine-context';
import { texts } from '../../../texts';
import { displayKey } from '../../../schema/values';
import type { EngineWidgetProps } from '../../form-context';
import { inputAria, useFormValue } from '../../form-context';
import { loadFirstRate } from './first-rate';
import { OptionList } from './OptionList';
import { SelectButtons } from './SelectButtons';
import { SEARCH_ALL, SELECT_PAGE_SIZE, useSelectOptions, type SelectOption } from './useSelectOptions';

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
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(-1);
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
  const { items, loading, more, loadMore } = useSelectOptions(source, query, open);
  const listId = `${id}__listbox`;
  const optionId = (i: number) => `${id}__option_${i}`;
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

  const close = () => {
    setOpen(false);
    setQuery('');
    setActive(-1);
  };
  const choose = (o: SelectOption | undefined) => {
    if (!o || o.disabled) return;
    setLabels((l) => ({ ...l, [String(o.id)]: o.text }));
    ctx?.remember?.(displayKey(options.column, o.id), o.text);
    onChange(o.id);
    close();
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
  const move = (step: 1 | -1) => {
    let i = active < 0 && step < 0 ? items.length : active;
    for (let n = 0; n < items.length; n++) {
      if (i + step >= items.length && more) return loadMore();
      i = (i + step + items.length) % items.length;
      if (items[i].disabled) continue;
      setActive(i);
      if (i === items.length - 1 && more) loadMore();
      document.getElementById(optionId(i))?.scrollIntoView?.({ block: 'nearest' });
      return;
    }
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      if (!open) setOpen(true);
      else move(e.key === 'ArrowDown' ? 1 : -1);
    } else if (e.key === 'Enter' && open) {
      e.preventDefault();
      if (active >= 0) choose(items[active]);
      else close();
    } else if (e.key === 'Escape' && open) {
      e.preventDefault();
      close();
    } else if (e.key === 'Tab') close();
  };
  const locked = disabled || readonly;

  return (
    <div className="df-select">
      <div className="df-select__box">
        <input
          id={id}
          name={id}
          className="df-input df-select__input"
          type="text"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={listId}
          aria-activedescendant={open && active >= 0 ? optionId(active) : undefined}
          value={open ? query : label}
          placeholder={open ? label || placeholder : placeholder}
          disabled={disabled}
          readOnly={readonly}
          autoFocus={autofocus}
          autoComplete="off"
          {...inputAria(props)}
          onChange={(e) => {
            setQuery(e.target.value);
            setActive(-1);
            setOpen(true);
          }}
          onClick={() => !locked && setOpen(true)}
          onKeyDown={locked ? undefined : onKeyDown}
          onFocus={() => onFocus(id, value)}
          onBlur={() => {
            close();
            onBlur(id, value);
          }}
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
      {open && (
        <OptionList
          id={listId}
          optionId={optionId}
          items={items}
          active={active}
          loading={loading}
          more={more}
          loadMore={loadMore}
          isSelected={(o) => same(o.id, value)}
          onPick={choose}
        />
      )}
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
