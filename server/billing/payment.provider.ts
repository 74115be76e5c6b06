import { createHmac, timingSafeEqual } from 'node:crypto';

/** An order handed to the payment provider. */
export interface PaymentOrder {
  /** Defter's payment id (the provider's merchant_oid). */
  merchantOid: string;
  /** Amount in TL with 2 decimals ('499.00'). */
  price: string;
  description: string;
  /** Highest number of instalments offered. */
  installments: number;
  email: string;
}

/** What the browser needs to show the provider's card form in an iframe. */
export interface PaymentSession {
  token: string;
  iframeUrl: string;
}

/**
 * A card payment provider with an iframe flow (PayTR-like): the server asks for a token, the browser shows
 * the provider's card page in an iframe, and the provider notifies the server of the outcome.
 */
export interface PaymentProvider {
  readonly name: string;
  createPayment(order: PaymentOrder): Promise<PaymentSession>;
}

/** The provider's notification of an outcome (the fields PayTR posts to the merchant's callback URL). */
export interface PaymentNotification {
  merchant_oid: string;
  status: 'success' | 'failed';
  /** Amount in kuruş, as digits. */
  total_amount: string;
  hash: string;
  failed_reason_msg?: string;
  /** Masked card number the provider reports back (`**** **** **** 4242`). */
  masked_pan?: string;
}

/** HMAC-SHA256 (base64) over merchant_oid + status + total_amount, keyed with the merchant secret. */
export function notificationHash(secret: string, n: Omit<PaymentNotification, 'hash'>): string {
  return createHmac('sha256', secret)
    .update(`${n.merchant_oid}${n.status}${n.total_amount}`)
    .digest('base64');
}

/** True when the notification carries the right hash (constant-time comparison). */
export function notificationValid(secret: string, n: PaymentNotification): boolean {
  const expected = Buffer.from(notificationHash(secret, n));
  const given = Buffer.from(String(n.hash ?? ''));
  return expected.length === given.length && timingSafeEqual(expected, given);
}
