import { randomBytes } from 'node:crypto';
import type { PaymentOrder, PaymentProvider, PaymentSession } from './payment.provider';

/**
 * Defter's own provider for machines without a payment contract: the token opens Defter's card page
 * (`/odeme/{token}`, payment.pages.ts), which checks a test card and notifies the server like a provider.
 * No money moves.
 */
export class LocalPaymentProvider implements PaymentProvider {
  readonly name = 'local';

  async createPayment(_order: PaymentOrder): Promise<PaymentSession> {
    const token = randomBytes(32).toString('base64url');
    return { token, iframeUrl: `/odeme/${token}` };
  }
}
