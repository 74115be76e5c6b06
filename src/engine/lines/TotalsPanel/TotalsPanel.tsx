import { useId, useState, useSyncExternalStore, type ComponentType } from 'react';
import { overrideProblem, type DocumentTotals } from '../../../../domain/documents';
import { documentTexts, validation } from '../../../../domain/messages';
import { currencyCode } from '../../../../domain/money';
import { amountInWords } from '../../../../domain/words';
import type { EngineWidgetProps } from '../../form/form-context';
import { fieldWidgets } from '../../form/field-widgets';
import { currencySymbol, formatAmount, TL_AMOUNT_COLUMNS } from '../../schema/format';
import type { FieldOptions } from '../../schema/translate';
import type { LineStore } from '../line-store';
import { linesTexts } from '../texts';
import { widgetProps } from '../widget-props';
import type { FormValues } from '../../schema/values';
import type { LinesDefinition } from '../../../../domain/pages/lines.types';

/** Props of the totals panel. */
export interface TotalsPanelProps {
  store: LineStore;
  lines: LinesDefinition;
  /** Header column → its label. */
  labels: Record<string, string>;
  /** The header's form data (the typed totals while they are overridden). */
  values: Record<string, unknown>;
  overridden: boolean;
  readOnly?: boolean;
  /** Asks to start (after the warning) or end the override of the editable totals. */
  onOverride: (on: boolean) => void;
  /** An editable total was typed. */
  onTotal: (column: string, value: string) => void;
}

const text = (v: unknown) => (v === undefined || v === null ? '' : String(v));

/** The symbol the amounts are shown with: ₺ for TL, $ for USD, € for EUR, … (issue 12 item 5). */
function symbolOf(currency: unknown): string {
  try {
    return currencySymbol(currencyCode(text(currency) || null));
  } catch {
    return '';
  }
}

/** The value of a panel row: the typed one while overridden and editable, else the computed total. */
export function panelValue(
  column: string,
  lines: LinesDefinition,
  totals: DocumentTotals,
  values: Record<string, unknown>,
  overridden: boolean,
): string {
  if (overridden && lines.override?.editable.includes(column)) return text(values[column]);
  const key = lines.totals[column];
  return key ? totals[key] : '';
}

/**
 * The totals panel of 002 §2 (goods/service amount, KDV, taxed amount, payable…), every number from the
 * calculation core (domain's calculateDocument, kept line by line by the store), the payable amount in words
 * under it; it opens and closes. The two editable totals can be typed only after the spec's warning (002 §8).
 */
export function TotalsPanel(props: TotalsPanelProps) {
  const { store, lines, labels, values, overridden, readOnly, onOverride, onTotal } = props;
  useSyncExternalStore(store.subscribe, store.getVersion, store.getVersion);
  const [open, setOpen] = useState(true);
  const bodyId = useId();
  const totals = store.totals();
  const scale = lines.scale ?? 2;
  const currency = values[lines.header?.currency ?? 'para_birimi_id'];
  const symbol = symbolOf(currency);
  const payableColumn =
    Object.entries(lines.totals).find(([, key]) => key === 'odenecek_tutar')?.[0] ??
    lines.panel[lines.panel.length - 1];
  const payable = panelValue(payableColumn, lines, totals, values, overridden);
  let words = '';
  try {
    words = payable ? amountInWords(payable, text(currency) || 'TRY') : '';
  } catch {
    words = '';
  }
  const editable = new Set(overridden ? (lines.override?.editable ?? []) : []);
  const Numeric = fieldWidgets.NumericWidget as ComponentType<EngineWidgetProps>;
  return (
    <section className="df-totals" aria-label={linesTexts.totals}>
      <div className="df-totals__head">
        <button
          type="button"
          className="df-totals__toggle"
          aria-expanded={open}
          aria-controls={bodyId}
          onClick={() => setOpen((o) => !o)}
        >
          {linesTexts.totals}
        </button>
        {!open && (
          <span className="df-totals__summary" data-total-summary={payableColumn}>
            {labels[payableColumn]}: {formatAmount(payable, scale)} {symbol}
          </span>
        )}
      </div>
      <div id={bodyId} hidden={!open} className="df-totals__body">
        <dl className="df-totals__list">
          {lines.panel.map((column) => {
            const value = panelValue(column, lines, totals, values, overridden);
            const id = `df-total-${column}`;
            // The TL equivalent (Dövizli Tutar) is in TL whatever the document's currency.
            const rowSymbol =
              TL_AMOUNT_COLUMNS.has(column) || TL_AMOUNT_COLUMNS.has(String(lines.totals[column]))
                ? currencySymbol('TRY')
                : symbol;
            return (
              <div key={column} className={`df-totals__row${column === payableColumn ? ' is-payable' : ''}`}>
                <dt>
                  {editable.has(column) ? (
                    <label htmlFor={id}>{labels[column] ?? column}</label>
                  ) : (
                    labels[column]
                  )}
                </dt>
                <dd data-total={column}>
                  {editable.has(column) && !readOnly ? (
                    <>
                      <Numeric
                        {...widgetProps({
                          id,
                          label: labels[column] ?? column,
                          value,
                          options: totalOptions(column, labels[column] ?? column, scale),
                          required: true,
                          onChange: (v) => onTotal(column, text(v)),
                          formContext: { formData: values as FormValues },
                        })}
                      />
                      <OverrideError
                        label={labels[column] ?? column}
                        typed={value}
                        computed={panelValue(column, lines, totals, values, false)}
                        lineCount={store.lineCount()}
                        scale={scale}
                      />
                    </>
                  ) : (
                    <>
                      {formatAmount(value, scale)} {rowSymbol}
                    </>
                  )}
                </dd>
              </div>
            );
          })}
        </dl>
        {words && (
          <p className="df-totals__words" data-words>
            <span className="df-totals__words-label">{linesTexts.inWords}: </span>
            {words}
          </p>
        )}
        {lines.override && !readOnly && (
          <div className="df-totals__actions">
            {overridden && <span className="df-totals__note">{linesTexts.overridden}</span>}
            <button type="button" className="df-button" onClick={() => onOverride(!overridden)}>
              {overridden ? linesTexts.computedTotals : linesTexts.editTotals}
            </button>
          </div>
        )}
      </div>
    </section>
  );
}

/**
 * Under a typed total: what the server will refuse of it (docs/line-tables.md, "Totals") — below zero, or further
 * from the lines' total than a rounding correction (domain's overrideProblem, the server's own check).
 */
function OverrideError(p: {
  label: string;
  typed: string;
  computed: string;
  lineCount: number;
  scale: number;
}) {
  if (!/^-?\d+(\.\d+)?$/.test(p.typed) || !p.computed) return null;
  const problem = overrideProblem(p.typed, p.computed, p.lineCount, p.scale);
  if (!problem) return null;
  return (
    <span className="df-field__error" role="alert">
      {problem.kind === 'negative'
        ? validation.minValue(p.label, 0)
        : documentTexts.overrideBand(p.label, problem.tolerance, p.computed)}
    </span>
  );
}

const totalOptions = (column: string, label: string, scale: number): FieldOptions => ({
  table: '',
  column,
  labelText: label,
  kind: 'money',
  money: true,
  scale,
});
