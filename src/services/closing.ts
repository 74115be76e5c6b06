/**
 * The closing page's calls (docs/ledger.md, "Closing the books").
 *
 *   closingStatus(yil)       POST /api/v1/{token}/donem-sonu           {params: {yil}}            → the year's steps
 *   previewStep(params)      POST /api/v1/{token}/donem-sonu/onizleme  {params: {adim, yil|tarih}} → the voucher
 *   postStep(params)         POST /api/v1/{token}/donem-sonu/kaydet    (the same)                   → posted
 * A posted step is undone by deleting its voucher (the table service's delete of `fis`).
 */
import { call } from './http';

/** One step of the year on the page. */
export interface ClosingStepState {
  adim: number;
  baslik: string;
  hesaplar: string;
  tur: 'period' | 'yearEnd' | 'nextYear';
  tarih: string | null;
  fisler: { fis_id: number; fis_no: string; tarih: string; tutar: string }[];
}

export interface ClosingStatus {
  yil: number;
  adimlar: ClosingStepState[];
  /** False when a voucher dated in the year came after its kapanış: the year-end must be posted again. */
  guncel: boolean;
}

export interface ClosingPreview {
  adim: number;
  baslik: string;
  tarih: string;
  aciklama: string;
  satirlar: { hesap_kodu: string; hesap_adi: string; aciklama: string; borc: string; alacak: string }[];
  toplam: { borc: string; alacak: string };
  detay: {
    columns: { name: string; title: string; kind: 'text' | 'money' | 'number' }[];
    rows: Record<string, unknown>[];
  } | null;
  uyarilar: string[];
  engel: string | null;
  kayitli: { fis_id: number; fis_no: string } | null;
}

export type StepParams = { adim: number; yil?: number; tarih?: string; vergi_karsiligi?: string };

export const closingStatus = (yil: number) => call<ClosingStatus>('donem-sonu', { params: { yil } });
export const previewClosingStep = (params: StepParams) =>
  call<ClosingPreview>('donem-sonu/onizleme', { params });
export const postClosingStep = (params: StepParams) =>
  call<{ fis_id: number; preview: ClosingPreview }>('donem-sonu/kaydet', { params });
