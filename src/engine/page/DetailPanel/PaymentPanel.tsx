import { useId, useRef, useState } from 'react';
import { codeTexts, detailTexts, paymentTexts, ui } from '../../../../domain/messages';
import { trAmount } from '../../../../domain/money';
import { toast } from '../../../services/notify';
import type { TableRecord } from '../../../services/tables';
import { AmountField, CardSelect, newPaymentKey, useCardOptions } from './payment-parts';
import { browserToday } from '../../schema/day';
import { amountCurrency, currencySymbol, formatMoney } from '../../schema/format';
import { getDayRate } from '../../../services/rates';
import { CURRENCY_CODES } from '../../../../domain/money';
import { useAuths, useTables } from '../../engine-context';
import type { PaymentPanelDefinition } from '../../../../domain/pages/page.types';

// The collection / payment panel of a record's detail (001 §2.2; docs/payments.md): bank or cash (bank first), a
// card of that kind, an amount ("Tamamını Öde" fills what remains), and the action button. It stores one row of a
// cash or bank transaction table pointing at the record, with an Idempotency-Key per user action, so a retried
// click never pays twice; the server checks the amount against what remains and lowers it.

type Method = 'bank' | 'cash';

/** A typed Turkish amount ("1.000,50", "400", "400.5") as a decimal string, or null. */
export function parseTrAmount(text: string): string | null {
  const t = text.trim().replace(/\s|[₺$€£¥]/g, '');
  if (!t) return null;
  const normal = t.includes(',') ? t.replace(/\./g, '').replace(',', '.') : t;
  return /^\d+(\.\d+)?$/.test(normal) ? normal : null;
}

const idOf = (record: TableRecord, column: string) => {
  const raw = record[`${column}__id`] ?? record[column];
  return raw === null || raw === undefined ? '' : String(raw);
};

export function PaymentPanel(props: {
  def: PaymentPanelDefinition;
  record: TableRecord;
  id: string | number;
  /** After a stored payment: reload the record (and the list under it). */
  onPaid?: () => void;
}) {
  const { def, record } = props;
  const tables = useTables();
  const auths = useAuths();
  const uid = useId();
  const allowed = (m: Method) => {
    const t = auths.tables?.[def.tables[m]];
    return !auths.tables || !!t?.creates;
  };
  const [method, setMethod] = useState<Method>(allowed('bank') ? 'bank' : 'cash');
  const [amount, setAmount] = useState('');
  const [saving, setSaving] = useState(false);
  // One key per user action: kept while the outcome is unknown (a retry), new after every answer.
  const key = useRef(newPaymentKey());
  const table = def.tables[method];

  const [cards, card, setCard] = useCardOptions(table, def.cardColumns[method]);

  if (!allowed('bank') && !allowed('cash')) return null;

  const remaining = String(record[def.remaining] ?? '');
  // A foreign invoice's remaining amount is in its currency (docs/currencies.md): it is paid in that currency at the
  // payment day's rate, so "Tamamını Öde" closes it exactly and the server keeps the exchange difference.
  const code = amountCurrency(def.remaining, record);
  const currencyId = Object.entries(CURRENCY_CODES).find(([, c]) => c === code)?.[0] ?? '1';
  const pay = async () => {
    if (!card) {
      toast.error(method === 'bank' ? paymentTexts.chooseBank : paymentTexts.chooseCash, {
        title: paymentTexts.error,
      });
      return;
    }
    const value = parseTrAmount(amount);
    if (!value || Number(value) === 0) {
      toast.error(paymentTexts.enterAmount, { title: paymentTexts.error });
      return;
    }
    setSaving(true);
    try {
      let rate = '1';
      if (currencyId !== '1') {
        const day = await getDayRate(Number(currencyId), browserToday());
        if (!day || 'error' in day) {
          toast.error(day && 'error' in day ? day.error : paymentTexts.noRate, { title: paymentTexts.error });
          return;
        }
        rate = day.kur;
      }
      const fields: Record<string, string> = {
        column_set_id: String(auths.tables?.[table]?.creates?.[0] ?? '0'),
        [def.cardColumns[method]]: card,
        islem_tipi_id: '4',
        cari_hesap_id: idOf(record, 'cari_hesap_id'),
        tip_id: String(def.tip),
        [def.column]: String(props.id),
        islem_tarihi: browserToday(),
        belge_no: String(record.fatura_numarasi ?? record.cek_numarasi ?? record.senet_no ?? ''),
        para_birimi_id: currencyId,
        döviz_kuru: rate,
        kdv_id: '5',
        kdv_dahil_buton: '1',
        tutar: value,
      };
      const r = await tables.store(table, fields, { idempotencyKey: key.current });
      key.current = newPaymentKey();
      if (r.message === 'success') {
        toast.success(def.toasts[method]);
        setAmount('');
        props.onPaid?.();
      } else {
        toast.error(Object.values(r.errors).flat().join(' '), { title: paymentTexts.error });
      }
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      // A refusal is final (a new key next time); a network failure or a busy answer keeps the key for the retry.
      if (message !== 'network' && message !== 'fail.idempotency.pending') key.current = newPaymentKey();
      toast.error(codeTexts[message] ?? (message || ui.unknownError), { title: paymentTexts.error });
    } finally {
      setSaving(false);
    }
  };

  const placeholder = method === 'bank' ? paymentTexts.bankPlaceholder : paymentTexts.cashPlaceholder;
  return (
    <section className="df-payment" aria-label={def.buttons[method]}>
      <div className="df-payment__switch" role="radiogroup">
        {(['bank', 'cash'] as const).filter(allowed).map((m) => (
          <label key={m} className="df-payment__method">
            <input type="radio" name={`${uid}-method`} checked={method === m} onChange={() => setMethod(m)} />
            {def.switchLabels[m]}
          </label>
        ))}
      </div>
      <CardSelect
        label={method === 'bank' ? detailTexts.bank : detailTexts.cash}
        placeholder={placeholder}
        cards={cards}
        card={card}
        onChange={setCard}
      />
      <AmountField value={amount} onChange={setAmount} symbol={currencySymbol(code)} />
      <p className="df-payment__remaining">
        {paymentTexts.remainingLabel}: {remaining ? formatMoney(remaining, code) : '—'}{' '}
        <button
          type="button"
          className="df-link"
          disabled={!remaining}
          onClick={() => setAmount(trAmount(remaining))}
        >
          {paymentTexts.payInFull}
        </button>
      </p>
      <button
        type="button"
        className="df-button df-button--primary"
        disabled={saving}
        onClick={() => void pay()}
      >
        {def.buttons[method]}
      </button>
    </section>
  );
}
