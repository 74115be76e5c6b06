import { useRef } from 'react';
import { accountTexts } from '../../../../domain/messages';
import { formatMoney } from '../../../engine/schema/format';
import type { CreatedPayment, PaymentState } from '../../../services/billing';
import { billingTexts as texts } from '../texts';
import type { Choice } from './PaymentOptions';
import { usePaymentWatch } from './usePaymentWatch';

/**
 * Kart Bilgileri: the provider's card form in a sandboxed frame (forms and its own scripts only: it can
 * neither reach the app nor navigate it) until the server says how the payment ended.
 */
export function CardPanel({
  payment,
  onEnd,
  onCancel,
  onOptions,
}: {
  payment: { created: CreatedPayment; choice: Choice } | null;
  onEnd: (state: Exclude<PaymentState, 'bekliyor'>) => void;
  onCancel: () => void;
  onOptions: () => void;
}) {
  const frame = useRef<HTMLIFrameElement>(null);
  usePaymentWatch(payment?.created.token ?? null, frame, onEnd);
  if (!payment)
    return (
      <div>
        <p>{texts.chooseFirst}</p>
        <button type="button" className="btn" onClick={onOptions}>
          {texts.toOptions}
        </button>
      </div>
    );
  return (
    <div>
      <p>
        <strong>{payment.choice.name}</strong> — {texts.amount}: {formatMoney(payment.created.price)} (
        {texts.vatIncluded})
      </p>
      <iframe
        ref={frame}
        className="billing-frame"
        title={`${accountTexts.cardInfo}: ${texts.cardFrame}`}
        src={payment.created.iframe_url}
        sandbox="allow-forms allow-scripts"
        referrerPolicy="no-referrer"
      />
      <div className="modal__actions">
        <button type="button" className="btn" onClick={onCancel}>
          {texts.cancel}
        </button>
      </div>
    </div>
  );
}
