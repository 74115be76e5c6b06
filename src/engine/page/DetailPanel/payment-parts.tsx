import { useEffect, useState } from 'react';
import { paymentTexts } from '../../../../domain/messages';
import { useTables } from '../../engine-context';

// The parts the collection / payment panels share (PaymentPanel, OrderPaymentPanel; docs/payments.md): the
// Idempotency-Key of one user action, the card options of the chosen method, the card select with the spec's
// loading / empty states, and the amount with its currency suffix.

export type CardOption = { id: string; text: string };

/** A new Idempotency-Key: one per user action, reused when that action is retried. */
export const newPaymentKey = () =>
  globalThis.crypto?.randomUUID?.() ?? `odeme-${Date.now()}-${Math.random().toString(36).slice(2)}`;

/**
 * The cards a payment may use: the enabled options of `table.column`'s select data (null while loading). The
 * chosen card is cleared whenever the source changes (another method).
 */
export function useCardOptions(
  table: string,
  column: string,
  enabled = true,
): [CardOption[] | null, string, (card: string) => void] {
  const tables = useTables();
  const [cards, setCards] = useState<CardOption[] | null>(null);
  const [card, setCard] = useState('');
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    setCards(null);
    setCard('');
    tables.selectData(table, column, { search: '***', page: 1, limit: 1000000 }).then(
      (r) =>
        live &&
        setCards(r.results.filter((o) => !o.disabled).map((o) => ({ id: String(o.id), text: o.text }))),
      () => live && setCards([]),
    );
    return () => {
      live = false;
    };
  }, [enabled, tables, table, column]);
  return [cards, card, setCard];
}

/** The card field: "Yükleniyor...", a disabled "Veri bulunamadı", or the cards under the spec's placeholder. */
export function CardSelect(props: {
  label: string;
  placeholder: string;
  cards: CardOption[] | null;
  card: string;
  onChange: (card: string) => void;
}) {
  const { cards } = props;
  return (
    <label className="df-payment__field">
      <span>{props.label}</span>
      {cards === null || cards.length === 0 ? (
        <select disabled value="">
          <option value="">{cards === null ? paymentTexts.loading : paymentTexts.noData}</option>
        </select>
      ) : (
        <select value={props.card} onChange={(e) => props.onChange(e.target.value)}>
          <option value="">{props.placeholder}</option>
          {cards.map((c) => (
            <option key={c.id} value={c.id}>
              {c.text}
            </option>
          ))}
        </select>
      )}
    </label>
  );
}

/** The amount, typed in tr-TR (1.000,50), with its currency suffix. */
export function AmountField(props: { value: string; onChange: (value: string) => void; symbol?: string }) {
  return (
    <label className="df-payment__field">
      <span>{paymentTexts.amount}</span>
      <span className="df-payment__amount">
        <input
          inputMode="decimal"
          value={props.value}
          onChange={(e) => props.onChange(e.target.value)}
          placeholder="0,00"
        />
        <span aria-hidden="true">{props.symbol ?? '₺'}</span>
      </span>
    </label>
  );
}
