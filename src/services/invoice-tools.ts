/**
 * "Paylaş" and "Tekrarla" of an invoice's detail (docs/mail.md), through `call` of http.ts:
 *   share/create {tablo, id} → {url, expires_at}; share/list {tablo, id}; share/revoke {id}
 *   recurring/create {kaynak_tablo, kaynak_id, …}; recurring/list {kaynak_tablo, kaynak_id}; recurring/stop {id}
 */
import { call } from './http';

export type FieldErrors = Record<string, string[]>;
export interface ShareLinkRow {
  id: number;
  created_at: string;
  expires_at: string;
  durum: string;
  acilma_sayisi: number;
}
export interface RecurringRun {
  id: number;
  donem_no: number;
  donem_tarihi: string;
  belge_tablosu: string;
  belge_id: number;
  belge_no: string | null;
  durum: string;
  aciklama: string | null;
}
export interface RecurringPlan {
  id: number;
  periyot: 'aylik' | 'haftalik';
  aralik: number;
  baslangic_tarihi: string;
  sonraki_tarih: string | null;
  islem: 'taslak' | 'gonder';
  durum: string;
  son_hata: string | null;
  calismalar: RecurringRun[];
}
type Answer = { message: 'success'; text: string } | { message: 'error'; errors: FieldErrors };

export const invoiceTools = {
  share: (tablo: string, id: string | number) =>
    call<Answer & { url?: string; expires_at?: string }>('share/create', { tablo, id }),
  shares: async (tablo: string, id: string | number) =>
    (await call<{ records: ShareLinkRow[] }>('share/list', { tablo, id })).records,
  revoke: (id: number) => call<Answer>('share/revoke', { id }),
  repeat: (body: Record<string, unknown>) => call<Answer>('recurring/create', body),
  plans: async (tablo: string, id: string | number) =>
    (await call<{ records: RecurringPlan[] }>('recurring/list', { kaynak_tablo: tablo, kaynak_id: id }))
      .records,
  stop: (id: number) => call<Answer>('recurring/stop', { id }),
};
