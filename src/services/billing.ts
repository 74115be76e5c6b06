/**
 * Subscription payment calls (spec 002 §7), through `call` of http.ts:
 *
 *   createPayment('paket', id)   POST /api/v1/{token}/payment/paket/create  {paymentId} → CreatedPayment
 *   createPayment('kontor', id)  POST /api/v1/{token}/payment/kontor/create {paymentId} → CreatedPayment
 *   paymentStatus(token)         POST /api/v1/{token}/payment/status {token}          → {durum}
 *   billingSummary()             POST /api/v1/{token}/payment/summary                 → BillingSummary
 */
import { call } from './http';

/** A card form opened at the payment provider. */
export interface CreatedPayment {
  token: string;
  merchant_id: string;
  /** Amount in TL, 2 decimals ('499.00'). */
  price: string;
  taksit: number;
  /** The provider page to frame. */
  iframe_url: string;
}

/** The state of a payment. */
export type PaymentState = 'bekliyor' | 'odendi' | 'basarisiz' | 'suresi_doldu';

/** The company's subscription at a glance. */
export interface BillingSummary {
  musteri_paketi_id: number | null;
  son_kullanma_tarihi: string | null;
  kalan_gun: number | null;
  kontor_bakiyesi: number;
}

/** The message the provider page posts to the app when the card was charged. */
export const PAID_MESSAGE = 'defter-odeme-tamamlandi';

/** Opens a card payment for a subscription (`paket`, an abonelik id) or credits (`kontor`). */
export function createPayment(kind: 'paket' | 'kontor', paymentId: number | string) {
  return call<CreatedPayment>(`payment/${kind}/create`, { paymentId });
}

/** Where a payment stands. */
export async function paymentStatus(token: string): Promise<PaymentState> {
  return (await call<{ durum: PaymentState }>('payment/status', { token })).durum;
}

/** Package, subscription end, days left and credits. */
export function billingSummary() {
  return call<BillingSummary>('payment/summary');
}
