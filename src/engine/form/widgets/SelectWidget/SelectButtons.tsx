import { codeTexts, ui } from '../../../../../domain/messages';
import { CURRENCY_CODES } from '../../../../../domain/money';
import { toast } from '../../../../services/notify';
import { getRates, sellingRate, type RateObject } from '../../../../services/rates';
import { useAuths, useTables } from '../../../engine-context';
import { openRecordModal, recordPageFor } from '../../../page/modals';
import type { FieldOptions } from '../../../schema/translate';
import type { FormValues } from '../../../schema/values';
import { IconButton } from '../_parts/IconButton';
import { widgetTexts } from '../_parts/texts';

/** Props of SelectButtons. */
export interface SelectButtonsProps {
  options: FieldOptions;
  value: unknown;
  disabled?: boolean;
  /** Choose this id (a record created in the modal). */
  onChoose: (id: number) => void;
  /** The chosen record changed in the modal: look its text up again. */
  onEdited: () => void;
  /** Sets other fields of the form (pay in full, exchange rate). */
  setValues?: (patch: FormValues) => void;
}

const chooseFirst = () => toast.error(ui.chooseFirst, { title: ui.errorTitle });

/**
 * The buttons beside a select (001 §5.1): edit the chosen record and create a new one in the centre modal
 * (for tables with a page), "Tamamını Öde" (copy the chosen record's remaining amount) and the exchange rate
 * (the TCMB selling rate of the chosen currency). With nothing chosen: "Lütfen öncelikle bir değer seçiniz.".
 */
export function SelectButtons({
  options,
  value,
  disabled,
  onChoose,
  onEdited,
  setValues,
}: SelectButtonsProps) {
  const tables = useTables();
  const auths = useAuths();
  const table = options.relationTable;
  const page = options.staticOptions ? undefined : recordPageFor(table);
  const { payInFull, exchangeRate } = options.buttons ?? {};
  const chosen = value !== undefined && value !== null && value !== '' ? String(value) : undefined;
  if (!page && !payInFull && !exchangeRate) return null;

  const edit = () => {
    if (!chosen) return chooseFirst();
    openRecordModal({ table: table!, id: chosen, mode: 'edit', onSaved: onEdited });
  };
  const create = () => openRecordModal({ table: table!, mode: 'create', onSaved: onChoose });
  const fillAll = async () => {
    if (!chosen || !payInFull) return chooseFirst();
    const set = auths.tables?.[table!]?.shows?.[0];
    try {
      const res = await tables.show(table!, chosen, set === undefined ? '0' : String(set));
      const amount = res.record?.[payInFull.from];
      if (amount !== undefined && amount !== null) setValues?.({ [payInFull.target]: String(amount) });
    } catch (err) {
      toast.error(err instanceof Error ? err.message : String(err), { title: ui.errorToastTitle });
    }
  };
  const fillRate = async () => {
    if (!chosen || !exchangeRate) return chooseFirst();
    const code = CURRENCY_CODES[Number(chosen)];
    if (code === 'TRY') return setValues?.({ [exchangeRate.target]: '1' });
    let rates: RateObject | null;
    try {
      rates = await getRates();
    } catch (err) {
      // 000 §8: a rate feed error shows the server's message, as an error titled 'Hata!'.
      const message = err instanceof Error ? err.message : String(err);
      return toast.error(codeTexts[message] ?? (message || ui.unknownError), { title: ui.errorTitle });
    }
    const rate = code ? sellingRate(rates, code) : undefined;
    if (rate) setValues?.({ [exchangeRate.target]: rate });
    else toast.warning(widgetTexts.ratesMissing, { title: ui.errorToastTitle });
  };

  return (
    <span className="df-select__buttons">
      {page && (
        <>
          <IconButton label={widgetTexts.editRecord} disabled={disabled} onClick={edit}>
            ✎
          </IconButton>
          <IconButton label={widgetTexts.createRecord} disabled={disabled} onClick={create}>
            +
          </IconButton>
        </>
      )}
      {payInFull && (
        <button type="button" className="df-linkbtn" disabled={disabled} onClick={() => void fillAll()}>
          {widgetTexts.payInFull}
        </button>
      )}
      {exchangeRate && (
        <IconButton label={widgetTexts.exchangeRate} disabled={disabled} onClick={() => void fillRate()}>
          ₺⇄
        </IconButton>
      )}
    </span>
  );
}
