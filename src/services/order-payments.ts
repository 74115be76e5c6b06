/**
 * Small-business order payments (docs/payments.md "Small-business orders"):
 *
 *   pay(path, body, key)   POST /api/v1/{token}/{path}   {kasa_banka, kart_id, tutar?, kobi_alinan_satilan?}
 *
 * `path` comes from the page's data ('kobi-siparis/12/odeme', 'cari-hesap/7/toplu-odeme'); the Idempotency-Key
 * makes a retried click pay once.
 */
import { call } from './http';

export interface OrderPaymentResult {
  message: 'success' | 'error';
  errors?: Record<string, string[]>;
  tutar?: string;
  paid?: { id: number; tutar: string }[];
}

export const orderPayments = {
  pay: (path: string, body: Record<string, string>, idempotencyKey: string) =>
    call<OrderPaymentResult>(path, body, { headers: { 'Idempotency-Key': idempotencyKey } }),
};
