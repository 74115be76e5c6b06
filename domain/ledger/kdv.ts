// What a KDV voucher line is on the declarations (docs/reports.md, "KDV 1"): every 391 / 191 / 360 line a document
// posts carries its KDV kind, rate, base (matrah) and withholding, so that KDV 1 and KDV 2 are sums of the ledger's
// own lines — one source, never a second reading of the documents. Pure: no I/O.

/**
 * The KDV kind of a voucher line (`fis_satiri.kdv_islem`), in the order of GİB's KDV 1 form:
 * - 1–4 Matrah (hesaplanan KDV, 391): 1 "Tevkifat Uygulanmayan İşlemler" (by rate), 2 "Kısmi Tevkifat Uygulanan
 *   İşlemler" (by withholding code, rate and ratio: the seller's part), 3 "Diğer İşlemler – Alınan Malların İadesi,
 *   Gerçekleşmeyen İşlemler" (a return the company issues), 4 "Diğer İşlemler – Diğerleri" (a 391 line keyed by hand);
 * - 11–14 İndirimler (191): 11 "Yurtiçi Alımlara İlişkin KDV" (its withheld part is "Sorumlu Sıfatıyla Beyan Edilerek
 *   Ödenen KDV", KDVGUT I/C-2.1.1), 13 "Satıştan İade Edilen, İşlemi Gerçekleşmeyen veya İşleminden Vazgeçilen Mal ve
 *   Hizmetler Nedeniyle İndirilecek KDV" (KDVK 35), 14 a 191 line keyed by hand;
 * - 21 KDV 2: the KDV the company withheld as a buyer (360, KDVK 9);
 * - 30 the lines of a KDV Mahsup Fişi (not a taxable event: left out of the declarations).
 */
export const KDV_ISLEM = {
  teslim: 1,
  kismiTevkifat: 2,
  alinanMalIadesi: 3,
  digerHesaplanan: 4,
  yurticiAlim: 11,
  satisIade: 13,
  digerIndirim: 14,
  sorumlu: 21,
  mahsup: 30,
} as const;
export type KdvIslem = (typeof KDV_ISLEM)[keyof typeof KDV_ISLEM];

/** The KDV kinds on the hesaplanan side (391) and on the indirim side (191). */
export const HESAPLANAN_ISLEM: readonly KdvIslem[] = [1, 2, 3, 4];
export const INDIRIM_ISLEM: readonly KdvIslem[] = [11, 13, 14];

/**
 * A KDV line's attributes as a voucher line keeps them (TL, 2 decimals, positive on the line's side): `oran` the KDV
 * rate in percent, `matrah` its base, `tevkifat` the withheld KDV (a sale: what the buyer declares on its KDV 2; a
 * purchase: what the company declares on its KDV 2 and deducts as "sorumlu sıfatıyla"), `kod` GİB's withholding code
 * (601…) and `orani` its ratio ("5/10").
 */
export interface KdvTag {
  islem: KdvIslem;
  oran: string;
  matrah: string;
  tevkifat: string;
  kod?: string;
  orani?: string;
}
