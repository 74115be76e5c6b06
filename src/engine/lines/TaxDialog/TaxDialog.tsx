import { useEffect, useRef, useState, type ComponentType } from 'react';
import { createPortal } from 'react-dom';
import { toast } from '../../../services/notify';
import type { EngineWidgetProps } from '../../form/form-context';
import { fieldWidgets } from '../../form/field-widgets';
import { CentreModal } from '../../page/modals/CentreModal/CentreModal';
import type { FieldOptions } from '../../schema/translate';
import { allowedTaxes, isWithholding, needsOtvReason, TAX_OPTIONS, type TaxEntry } from '../tax-rules';
import { linesTexts } from '../texts';
import { widgetProps } from '../widget-props';

/** Props of the add-tax dialog. */
export interface TaxDialogProps {
  /** 1-based line number (title). */
  line: number;
  entries: TaxEntry[];
  /** The header's invoice type (withholding only on type 3). */
  faturaTipiId: unknown;
  onApply: (entries: TaxEntry[]) => void;
  onClose: () => void;
}

const taxOptions: FieldOptions = {
  table: 'vergiler',
  column: 'vergiler_id',
  labelText: linesTexts.tax,
  kind: 'select',
  staticOptions: TAX_OPTIONS,
};
const rateOptions = (withholding: boolean): FieldOptions => ({
  table: 'vergiler',
  column: 'oran',
  labelText: withholding ? linesTexts.withholdingRate : linesTexts.rate,
  kind: 'numeric',
  scale: 4,
  maxDigits: 6,
});

/**
 * The add-tax dialog of a line (002 §2, §4): the line's other taxes (`diger_vergiler`, ids of the `vergiler`
 * lookup) with their rates. Withholding (19) is reset with "Fatura tipi 'Tevkifat' olmalıdır!" unless the
 * invoice is of type 3; its rate is in tenths. An ÖTV at rate 0 reminds that the line needs an exemption.
 */
export function TaxDialog(props: TaxDialogProps) {
  const { line, faturaTipiId, onApply, onClose } = props;
  // Read from the field widgets' registry when drawn.
  const Select = fieldWidgets.SelectWidget as ComponentType<EngineWidgetProps>;
  const Numeric = fieldWidgets.NumericWidget as ComponentType<EngineWidgetProps>;
  const [entries, setEntries] = useState<TaxEntry[]>(() =>
    props.entries.length
      ? props.entries.map((e) => ({ ...e, id: String(e.id), oran: String(e.oran ?? '') }))
      : [{ id: '', oran: '' }],
  );
  const focusNew = useRef(false);
  const list = useRef<HTMLTableSectionElement>(null);

  useEffect(() => {
    if (!focusNew.current) return;
    focusNew.current = false;
    const inputs = list.current?.querySelectorAll<HTMLInputElement>('input[role="combobox"]');
    inputs?.[inputs.length - 1]?.focus();
  }, [entries.length]);

  const set = (i: number, patch: Partial<TaxEntry>) =>
    setEntries((all) => all.map((e, j) => (j === i ? { ...e, ...patch } : e)));

  const choose = (i: number, id: unknown) => {
    const next = { ...entries[i], id: id === undefined || id === null ? '' : String(id) };
    const { warning } = allowedTaxes([next], faturaTipiId);
    if (warning) {
      toast.warning(warning.message, { title: warning.title });
      set(i, { id: '' });
      return;
    }
    set(i, { id: next.id });
  };

  const add = () => {
    focusNew.current = true;
    setEntries((all) => [...all, { id: '', oran: '' }]);
  };

  const dialog = (
    <CentreModal title={linesTexts.taxDialogTitle(line)} onClose={onClose} size={768}>
      <div className="df-taxes">
        <table className="df-taxes__table">
          <thead>
            <tr>
              <th scope="col">{linesTexts.tax}</th>
              <th scope="col">{linesTexts.rate}</th>
              <th scope="col">
                <span className="df-visually-hidden">{linesTexts.removeTax}</span>
              </th>
            </tr>
          </thead>
          <tbody ref={list}>
            {entries.map((e, i) => {
              const withholding = isWithholding(e);
              const taxId = `df-tax-${line}-${i}`;
              const rateId = `df-tax-rate-${line}-${i}`;
              return (
                <tr key={i}>
                  <td>
                    <label htmlFor={taxId} className="df-visually-hidden">
                      {linesTexts.tax} {i + 1}
                    </label>
                    <Select
                      {...widgetProps({
                        id: taxId,
                        label: linesTexts.tax,
                        value: e.id,
                        options: taxOptions,
                        onChange: (v) => choose(i, v),
                      })}
                    />
                  </td>
                  <td>
                    <label htmlFor={rateId} className="df-visually-hidden">
                      {withholding ? linesTexts.withholdingRate : linesTexts.rate} {i + 1}
                    </label>
                    <Numeric
                      {...widgetProps({
                        id: rateId,
                        label: linesTexts.rate,
                        value: e.oran,
                        options: rateOptions(withholding),
                        onChange: (v) => set(i, { oran: v === undefined || v === null ? '' : String(v) }),
                      })}
                    />
                    {withholding && <small className="df-taxes__hint">{linesTexts.withholdingHint}</small>}
                  </td>
                  <td>
                    <button
                      type="button"
                      className="df-line-remove"
                      aria-label={`${linesTexts.removeTax} ${i + 1}`}
                      onClick={() => setEntries((all) => all.filter((_, j) => j !== i))}
                    >
                      ×
                    </button>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
        {!entries.length && <p className="muted">{linesTexts.noTaxes}</p>}
        {needsOtvReason(entries) && <p className="df-taxes__hint">{linesTexts.otvExemptionHint}</p>}
        <div className="df-taxes__actions">
          <button type="button" className="df-button" onClick={add}>
            {linesTexts.addTax}
          </button>
          <span className="df-taxes__spacer" />
          <button type="button" className="df-button" onClick={onClose}>
            {linesTexts.cancel}
          </button>
          <button type="button" className="df-button df-button--primary" onClick={() => onApply(entries)}>
            {linesTexts.apply}
          </button>
        </div>
      </div>
    </CentreModal>
  );
  return createPortal(dialog, document.body);
}
