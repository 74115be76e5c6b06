import { AppError, Codes } from '../lib/errors';
import type { PaymentOrder, PaymentProvider, PaymentSession } from './payment.provider';

/**
 * The real provider's place (PayTR's iFrame API: POST https://www.paytr.com/odeme/api/get-token with the
 * merchant id, the order, the amount in kuruş and a signed token; the browser then frames
 * https://www.paytr.com/odeme/guvenli/{token}, and PayTR posts the outcome to /odeme/bildirim). Defter has no
 * merchant contract, so this stub refuses clearly instead of pretending; PAYMENT_PROVIDER=local is the default.
 */
export class PaytrPaymentProvider implements PaymentProvider {
  readonly name = 'paytr';

  async createPayment(_order: PaymentOrder): Promise<PaymentSession> {
    throw new AppError(Codes.paymentProvider, 400);
  }
}
