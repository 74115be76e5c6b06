import { useId, useRef, useState } from 'react';
import { instalmentTexts } from '../../../../domain/instalments';
import { codeTexts, detailTexts, paymentTexts, ui } from '../../../../domain/messages';
import { D } from '../../../../domain/money';
import { toast } from '../../../services/notify';
import { orderPayments } from '../../../services/order-payments';
import type { TableRecord } from '../../../services/tables';
import { formatMoney } from '../../schema/format';
import { useAuths } from '../../engine-context';
import type { OrderPaymentDefinition } from '../../../../domain/pages/page.types';
import { AmountField, CardSelect, newPaymentKey, useCardOptions } from './payment-parts';
import { parseTrAmount } from './PaymentPanel';

// A small-business order's payment, or a customer account's bulk payment (001 §2.2 items 3–5; docs/payments.md
// "Small-business orders"): bank or cash (bank first), a card, an amount with its currency suffix (an order with
// instalments pays its current instalment: "{n}. Taksit Kasadan Öde"). The server route pays under row locks, in
// one transaction; an Idempotency-Key per user action makes a retried click pay once.

type Method = 'bank' | 'cash';
const truthy = (v: unknown) => v === true || v === 1 || v === '1' || v === 'true' || v === 'Evet';

export function OrderPaymentPanel(props: {
  def: OrderPaymentDefinition;
  record: TableRecord;
  id: string | number;
  onPaid?: () => void;
}) {
  const { def, record } = props;
  const auths = useAuths();
  const uid = useId();
  const [method, setMethod] = useState<Method>('bank');
  const [sold, setSold] = useState(true);
  const [amount, setAmount] = useState('');
  const [saving, setSaving] = useState(false);
  const key = useRef(newPaymentKey());
  const cardColumn = method === 'bank' ? def.cards.bank : def.cards.cash;
  // Only for a session that may edit the orders (the Kobi package): nothing is shown or asked otherwise.
  const allowed = !!auths.tables?.[def.needs]?.edits?.length;

  const [cards, card, setCard] = useCardOptions(def.cards.table, cardColumn, allowed);

  if (!allowed) return null;

  const c = def.columns;
  const done = def.kind === 'order' && !!c && truthy(record[c.done]);
  const instalments = def.kind === 'order' && !!c && truthy(record[c.instalment]);
  const current = c ? Number(record[c.current] ?? 1) || 1 : 1;
  let remaining = '';
  if (c) {
    try {
      const r = D(String(record[c.total] ?? 0)).minus(D(String(record[c.paid] ?? 0)));
      remaining = r.gt(0) ? r.toFixed(2) : '0.00';
    } catch {
      remaining = '';
    }
  }
  if (done) return null;

  const cash = method === 'cash';
  const button =
    def.kind === 'bulk'
      ? paymentTexts.expenseButton
      : instalments
        ? instalmentTexts.button(current, cash)
        : cash
          ? paymentTexts.payCashButton
          : paymentTexts.payBankButton;

  const pay = async () => {
    if (!card) {
      toast.error(cash ? paymentTexts.chooseCash : paymentTexts.chooseBank, { title: paymentTexts.error });
      return;
    }
    const value = parseTrAmount(amount);
    if (!instalments && (!value || D(value).isZero())) {
      if (def.kind === 'bulk') toast.warning(instalmentTexts.bulkZero);
      else toast.error(paymentTexts.enterAmount, { title: paymentTexts.error });
      return;
    }
    setSaving(true);
    try {
      const body: Record<string, string> = { kasa_banka: cash ? '1' : '0', kart_id: card };
      if (!instalments) body.tutar = value!;
      if (def.kind === 'bulk') body.kobi_alinan_satilan = sold ? '1' : '0';
      const r = await orderPayments.pay(
        def.path.replace('{id}', encodeURIComponent(String(props.id))),
        body,
        key.current,
      );
      key.current = newPaymentKey();
      if (r.message === 'success') {
        toast.success(
          def.kind === 'bulk'
            ? instalmentTexts.paid
            : cash
              ? paymentTexts.kobiPaidCash
              : paymentTexts.kobiPaidBank,
        );
        setAmount('');
        props.onPaid?.();
      } else {
        toast.error(
          Object.values(r.errors ?? {})
            .flat()
            .join(' '),
          { title: paymentTexts.error },
        );
      }
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      if (message !== 'network' && message !== 'fail.idempotency.pending') key.current = newPaymentKey();
      toast.error(codeTexts[message] ?? (message || ui.unknownError), { title: paymentTexts.error });
    } finally {
      setSaving(false);
    }
  };

  const radio = (name: string, checked: boolean, onChange: () => void, label: string) => (
    <label className="df-payment__method">
      <input type="radio" name={`${uid}-${name}`} checked={checked} onChange={onChange} />
      {label}
    </label>
  );
  return (
    <section className="df-payment" aria-label={button}>
      {def.kind === 'bulk' && (
        <div className="df-payment__switch" role="radiogroup">
          {radio('side', !sold, () => setSold(false), instalmentTexts.bought)}
          {radio('side', sold, () => setSold(true), instalmentTexts.sold)}
        </div>
      )}
      <div className="df-payment__switch" role="radiogroup">
        {radio('method', !cash, () => setMethod('bank'), paymentTexts.payBank)}
        {radio('method', cash, () => setMethod('cash'), paymentTexts.payCash)}
      </div>
      <CardSelect
        label={cash ? detailTexts.cash : detailTexts.bank}
        placeholder={cash ? paymentTexts.cashPlaceholder : paymentTexts.bankPlaceholder}
        cards={cards}
        card={card}
        onChange={setCard}
      />
      {!instalments && <AmountField value={amount} onChange={setAmount} />}
      {def.kind === 'order' && remaining && (
        <p className="df-payment__remaining">
          {paymentTexts.remainingLabel}: {formatMoney(remaining)}
        </p>
      )}
      {def.kind === 'bulk' && <p className="df-payment__hint">{instalmentTexts.bulkHint}</p>}
      <button
        type="button"
        className="df-button df-button--primary"
        disabled={saving}
        onClick={() => void pay()}
      >
        {button}
      </button>
    </section>
  );
}
