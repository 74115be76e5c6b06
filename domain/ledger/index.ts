import { D, round, toFixedString, type Dec } from '../money';
import type { KdvIslem, KdvTag } from './kdv';

// The ledger's pure half (docs/ledger.md): which documents post, the account roles, the default posting rules
// a Turkish accountant expects (Tekdüzen Hesap Planı), and one poster that turns a document's TL amounts into
// balanced voucher entries by role. The server maps roles to accounts through the company's rules (the table
// `muhasebe_kurallari`) and writes the voucher in the document's own transaction.

/** Amounts in the ledger are kept in TL with 2 decimals (the Tekdüzen books are kept in kuruş). */
export const LEDGER_SCALE = 2;

/** Document kinds that post (`muhasebe_kurallari.belge_turu_id`). */
export const LEDGER_KIND = {
  satis: 1,
  alis: 2,
  tahsilat: 3,
  odeme: 4,
  gelenHavale: 5,
  gidenHavale: 6,
  musteriCek: 7,
  firmaCek: 8,
  musteriSenet: 9,
  firmaSenet: 10,
  personelOdeme: 11,
  amortisman: 12,
  sabitKiymetAlis: 13,
  sabitKiymetSatis: 14,
  serbestMeslekMakbuzu: 15,
  mustahsilMakbuzu: 16,
  // Issue 24 (docs/ledger.md, "Posting rules by document kind and direction"): kinds 17–22 are h/kdv's.
  /** A return invoice the company receives (customer → us): satıştan iade. */
  satisIade: 17,
  /** A return invoice the company issues (us → supplier): alış iadesi. */
  alisIade: 18,
  /** The period-end valuation of foreign-currency items (VUK 280). */
  kurDegerleme: 19,
  /** The month-end KDV voucher (KDV Mahsup Fişi). */
  kdvMahsup: 20,
} as const;
export type LedgerKind = (typeof LEDGER_KIND)[keyof typeof LEDGER_KIND];

export const LEDGER_KIND_OPTIONS = [
  { id: '1', text: 'Satış Faturası' },
  { id: '2', text: 'Alış Faturası' },
  { id: '3', text: 'Kasa Tahsilatı' },
  { id: '4', text: 'Kasa Ödemesi' },
  { id: '5', text: 'Gelen Havale' },
  { id: '6', text: 'Giden Havale' },
  { id: '7', text: 'Müşteri Çeki' },
  { id: '8', text: 'Firma Çeki' },
  { id: '9', text: 'Müşteri Senedi' },
  { id: '10', text: 'Firma Senedi' },
  { id: '11', text: 'Personel Ödemesi' },
  { id: '12', text: 'Amortisman' },
  { id: '13', text: 'Sabit Kıymet Alışı' },
  { id: '14', text: 'Sabit Kıymet Satışı / Hurdaya Çıkarma' },
  { id: '15', text: 'e-Serbest Meslek Makbuzu' },
  { id: '16', text: 'e-Müstahsil Makbuzu' },
  { id: '17', text: 'Satıştan İade (Alınan İade Faturası)' },
  { id: '18', text: 'Alış İadesi (Düzenlenen İade Faturası)' },
  { id: '19', text: 'Kur Değerlemesi' },
  { id: '20', text: 'KDV Mahsup Fişi' },
];

/** Account roles (`muhasebe_kurallari.rol_id`). */
export const ROLE = {
  cari: 1,
  satis: 2,
  hesaplananKdv: 3,
  indirilecekKdv: 4,
  iskonto: 5,
  tevkifat: 6,
  stok: 7,
  hizmet: 8,
  sabitKiymet: 9,
  digerVergi: 10,
  kasa: 11,
  banka: 12,
  portfoy: 13,
  supheliAlacak: 14,
  ciro: 15,
  personel: 16,
  personelAvans: 17,
  amortismanGideri: 18,
  birikmisAmortisman: 19,
  sabitKiymetSatisKari: 20,
  sabitKiymetSatisZarari: 21,
  pesinVergi: 22,
  gvStopaji: 23,
  meraFonu: 24,
  sgkKesintisi: 25,
  borsaTescil: 26,
  // Issue 24: roles 27–36 are h/kdv's.
  satisIade: 27,
  kambiyoKari: 28,
  kambiyoZarari: 29,
  devredenKdv: 30,
  odenecekKdv: 31,
  siparisAvansi: 32,
} as const;
export type Role = (typeof ROLE)[keyof typeof ROLE];

export const ROLE_OPTIONS = [
  { id: '1', text: 'Cari Hesap' },
  { id: '2', text: 'Satışlar / Gelir' },
  { id: '3', text: 'Hesaplanan KDV' },
  { id: '4', text: 'İndirilecek KDV' },
  { id: '5', text: 'Satış İskontoları' },
  { id: '6', text: 'KDV Tevkifatı' },
  { id: '7', text: 'Stok' },
  { id: '8', text: 'Hizmet / Gider' },
  { id: '9', text: 'Sabit Kıymet' },
  { id: '10', text: 'Diğer Vergiler' },
  { id: '11', text: 'Kasa' },
  { id: '12', text: 'Banka' },
  { id: '13', text: 'Çek / Senet Portföyü' },
  { id: '14', text: 'Şüpheli Alacaklar' },
  { id: '15', text: 'Ciro Edilen Satıcı' },
  { id: '16', text: 'Personele Borçlar' },
  { id: '17', text: 'Personel Avansları' },
  { id: '18', text: 'Amortisman Gideri' },
  { id: '19', text: 'Birikmiş Amortisman' },
  { id: '20', text: 'Sabit Kıymet Satış Kârı' },
  { id: '21', text: 'Sabit Kıymet Satış Zararı' },
  { id: '22', text: 'Peşin Ödenen Vergiler' },
  { id: '23', text: 'Gelir Vergisi Stopajı' },
  { id: '24', text: 'Mera Fonu' },
  { id: '25', text: 'SGK Prim Kesintisi' },
  { id: '26', text: 'Borsa Tescil Ücreti' },
  { id: '27', text: 'Satıştan İadeler' },
  { id: '28', text: 'Kambiyo Kârları' },
  { id: '29', text: 'Kambiyo Zararları' },
  { id: '30', text: 'Devreden KDV' },
  { id: '31', text: 'Ödenecek KDV' },
  { id: '32', text: 'Sipariş Avansları' },
];

/** Roles whose account is the party's own sub-account under the rule's code (120.01.0001 …). */
export const PARTY_ROLES: ReadonlySet<Role> = new Set([ROLE.cari, ROLE.kasa, ROLE.banka]);

/** The default posting rules: [kind, role, account code]. Seeded as the shared rows of `muhasebe_kurallari`. */
export const DEFAULT_POSTING_RULES: readonly (readonly [LedgerKind, Role, string])[] = [
  // Sales: 120 Alıcılar / 600 Yurt İçi Satışlar (gross), 611 Satış İskontoları for the discounts, 391 Hesaplanan
  // KDV — with kısmi tevkifat only the part the seller declares (KDVGUT I/C-2.1.2; the buyer declares the rest on
  // KDV2, so no 136) —, 360 for other taxes, 193 for the income tax the buyer withheld (a stopaj line).
  [1, ROLE.cari, '120'],
  [1, ROLE.satis, '600'],
  [1, ROLE.hesaplananKdv, '391'],
  [1, ROLE.iskonto, '611'],
  [1, ROLE.digerVergi, '360'],
  [1, ROLE.pesinVergi, '193'],
  // Purchases: 153 Ticari Mallar (stock lines), 770 Genel Yönetim Giderleri (services), 255 Demirbaşlar (fixed
  // assets), 191 İndirilecek KDV / 320 Satıcılar, 360 Ödenecek Vergi ve Fonlar for the withheld KDV.
  [2, ROLE.cari, '320'],
  [2, ROLE.stok, '153'],
  [2, ROLE.hizmet, '770'],
  [2, ROLE.sabitKiymet, '255'],
  [2, ROLE.indirilecekKdv, '191'],
  [2, ROLE.tevkifat, '360'],
  [2, ROLE.gvStopaji, '360'],
  // Cash and bank: 100 Kasa, 102 Bankalar; the counter account by the transaction's islem_tipi_id.
  [3, ROLE.kasa, '100'],
  [3, ROLE.banka, '102'],
  [3, ROLE.cari, '120'],
  [3, ROLE.hizmet, '602'],
  [3, ROLE.hesaplananKdv, '391'],
  [4, ROLE.kasa, '100'],
  [4, ROLE.banka, '102'],
  [4, ROLE.cari, '320'],
  [4, ROLE.hizmet, '770'],
  [4, ROLE.indirilecekKdv, '191'],
  [5, ROLE.banka, '102'],
  [5, ROLE.kasa, '100'],
  [5, ROLE.cari, '120'],
  [5, ROLE.hizmet, '602'],
  [5, ROLE.hesaplananKdv, '391'],
  [6, ROLE.banka, '102'],
  [6, ROLE.kasa, '100'],
  [6, ROLE.cari, '320'],
  [6, ROLE.hizmet, '770'],
  [6, ROLE.indirilecekKdv, '191'],
  // Cheques and notes (docs/ledger.md, "Cheques and notes"): the portfolio account of each kind.
  [7, ROLE.cari, '120'],
  [7, ROLE.portfoy, '101'],
  [7, ROLE.banka, '102'],
  [7, ROLE.supheliAlacak, '128'],
  [7, ROLE.ciro, '320'],
  [8, ROLE.cari, '320'],
  [8, ROLE.portfoy, '103'],
  [8, ROLE.banka, '102'],
  [9, ROLE.cari, '120'],
  [9, ROLE.portfoy, '121'],
  [9, ROLE.banka, '102'],
  [9, ROLE.supheliAlacak, '128'],
  [9, ROLE.ciro, '320'],
  [10, ROLE.cari, '320'],
  [10, ROLE.portfoy, '321'],
  [10, ROLE.banka, '102'],
  // Personnel payments and depreciation.
  [11, ROLE.personel, '335'],
  [11, ROLE.personelAvans, '196'],
  [11, ROLE.kasa, '100'],
  [11, ROLE.banka, '102'],
  [12, ROLE.amortismanGideri, '770'],
  [12, ROLE.birikmisAmortisman, '257'],
  // Fixed-asset movements (sabit_kiymet_hareketleri): a purchase 255 Demirbaşlar / the supplier's 320; a sale or a
  // scrapping takes the asset (255) and its accumulated depreciation (257) out, the buyer (120) owes the price, the
  // difference is 679 Diğer Olağandışı Gelir ve Kârlar (gain) or 689 Diğer Olağandışı Gider ve Zararlar (loss).
  [13, ROLE.cari, '320'],
  [13, ROLE.sabitKiymet, '255'],
  [14, ROLE.cari, '120'],
  [14, ROLE.sabitKiymet, '255'],
  [14, ROLE.birikmisAmortisman, '257'],
  [14, ROLE.sabitKiymetSatisKari, '679'],
  [14, ROLE.sabitKiymetSatisZarari, '689'],
  // A sale invoiced in Defter (its sales invoice posted 120 / 600 / 391): the price comes out of 600.
  [14, ROLE.satis, '600'],
  // e-SMM, the company the freelancer (docs/ledger.md, "e-SMM and e-MM"): the client (120) owes the net collected,
  // the income tax it withheld is the company's prepaid tax (193 Peşin Ödenen Vergiler ve Fonlar), the KDV it
  // withheld is 136 as on a sales invoice with tevkifat; 600 the gross fee, 391 the whole KDV.
  [15, ROLE.cari, '120'],
  [15, ROLE.satis, '600'],
  [15, ROLE.hesaplananKdv, '391'],
  [15, ROLE.pesinVergi, '193'],
  // e-MM, the company the buyer: 153 the goods; the deductions it keeps and pays over — the income-tax stopaj and
  // the Mera Fonu to the tax office (360), the SGK premium (361), the exchange's registration fee (336 Diğer
  // Çeşitli Borçlar: owed to the commodity exchange, no tax); the farmer (320) the payable.
  [16, ROLE.cari, '320'],
  [16, ROLE.stok, '153'],
  [16, ROLE.gvStopaji, '360'],
  [16, ROLE.meraFonu, '360'],
  [16, ROLE.sgkKesintisi, '361'],
  [16, ROLE.borsaTescil, '336'],
  // Issue 24. A return received (customer → us, KDVK 35): 610 Satıştan İadeler and 191 against the customer (120).
  [17, ROLE.cari, '120'],
  [17, ROLE.satisIade, '610'],
  [17, ROLE.indirilecekKdv, '191'],
  // A return issued (us → supplier): the supplier (320) against the goods / expense / asset and 391.
  [18, ROLE.cari, '320'],
  [18, ROLE.stok, '153'],
  [18, ROLE.hizmet, '770'],
  [18, ROLE.sabitKiymet, '255'],
  [18, ROLE.hesaplananKdv, '391'],
  // The period-end valuation of foreign-currency items (VUK 280): the difference to 646 / 656.
  [19, ROLE.kambiyoKari, '646'],
  [19, ROLE.kambiyoZarari, '656'],
  // The KDV Mahsup Fişi: 391 against 191 and 190, the rest to 190 (devreden) or 360 (ödenecek).
  [20, ROLE.hesaplananKdv, '391'],
  [20, ROLE.indirilecekKdv, '191'],
  [20, ROLE.devredenKdv, '190'],
  [20, ROLE.odenecekKdv, '360'],
  // Exchange differences of a foreign invoice's receipt or payment, and small-business order payments (an advance
  // received, 340 Alınan Sipariş Avansları, or given, 159 Verilen Sipariş Avansları: no sale or purchase yet).
  [3, ROLE.kambiyoKari, '646'],
  [3, ROLE.kambiyoZarari, '656'],
  [3, ROLE.siparisAvansi, '340'],
  [4, ROLE.kambiyoKari, '646'],
  [4, ROLE.kambiyoZarari, '656'],
  [4, ROLE.siparisAvansi, '159'],
  [5, ROLE.kambiyoKari, '646'],
  [5, ROLE.kambiyoZarari, '656'],
  [5, ROLE.siparisAvansi, '340'],
  [6, ROLE.kambiyoKari, '646'],
  [6, ROLE.kambiyoZarari, '656'],
  [6, ROLE.siparisAvansi, '159'],
];

/** A party whose sub-account a role posts to. */
export interface Party {
  table: 'cari_hesap' | 'kasa_karti' | 'banka_karti';
  id: number;
}

/** One entry of a voucher by role: exactly one of borc / alacak is above zero (2 decimals). */
export interface RoleEntry {
  role: Role;
  party?: Party;
  /** Resolve the role with this kind's rules instead of the document's (a payment of a cheque: its portfolio). */
  kind?: LedgerKind;
  /** The account code this entry posts to instead of the role's: a card's own account (a freight card → 760). */
  account?: string;
  /** What the line is on KDV1 / KDV2 (domain/ledger/kdv.ts): a KDV line's kind, rate, base and withholding. */
  kdv?: KdvTag;
  /** A foreign-currency line (dövizli muavin): its currency, the amount in it and the rate. */
  fx?: FxAmount;
  borc: string;
  alacak: string;
}

/** The currency side of a voucher line: `amount` in the currency (positive), `rate` its TL rate. */
export interface FxAmount {
  currency: number;
  amount: string;
  rate: string;
}

/** A signed part of a voucher before it becomes entries (positive = debit). */
export interface EntryPart {
  role: Role;
  party?: Party;
  kind?: LedgerKind;
  account?: string | null;
  /** KDV attributes; `matrah` and `tevkifat` are signed like the amount and added up when parts merge. */
  kdv?: {
    islem: KdvIslem;
    oran: string;
    matrah: Dec;
    tevkifat?: Dec;
    kod?: string | null;
    orani?: string | null;
  };
  fx?: { currency: number; amount: Dec; rate: string };
  amount: Dec;
}

export type Amount = string | number | Dec | null | undefined;
export const dec = (v: Amount): Dec => (v === null || v === undefined || v === '' ? D(0) : D(v as string));

/**
 * Turns signed amounts into entries (positive = debit), dropping zeros and merging parts of equal role, party,
 * account, KDV kind / rate / withholding code and currency / rate (their bases and currency amounts add up).
 */
export function roleEntries(parts: readonly EntryPart[]): RoleEntry[] {
  const merged = new Map<string, EntryPart>();
  for (const p of parts) {
    const k = p.kdv;
    const key = [
      p.role,
      p.party?.table ?? '',
      p.party?.id ?? '',
      p.kind ?? '',
      p.account ?? '',
      k ? `${k.islem}/${D(k.oran).toString()}/${k.kod ?? ''}/${k.orani ?? ''}` : '',
      p.fx ? `${p.fx.currency}/${p.fx.rate}` : '',
    ].join(':');
    const seen = merged.get(key);
    if (!seen) {
      merged.set(key, { ...p, kdv: k ? { ...k } : undefined, fx: p.fx ? { ...p.fx } : undefined });
      continue;
    }
    seen.amount = seen.amount.plus(p.amount);
    if (seen.kdv && k) {
      seen.kdv.matrah = seen.kdv.matrah.plus(k.matrah);
      seen.kdv.tevkifat = (seen.kdv.tevkifat ?? D(0)).plus(k.tevkifat ?? D(0));
    }
    if (seen.fx && p.fx) seen.fx.amount = seen.fx.amount.plus(p.fx.amount);
  }
  const out: RoleEntry[] = [];
  for (const p of merged.values()) {
    if (p.amount.isZero()) continue;
    const abs = toFixedString(p.amount.abs(), LEDGER_SCALE);
    // The base and the withheld part are shown on the line's side (a credit line's base is positive too).
    const side = p.amount.gt(0) ? D(1) : D(-1);
    out.push({
      role: p.role,
      ...(p.party ? { party: p.party } : {}),
      ...(p.kind ? { kind: p.kind } : {}),
      ...(p.account ? { account: p.account } : {}),
      ...(p.kdv
        ? {
            kdv: {
              islem: p.kdv.islem,
              oran: D(p.kdv.oran).toString(),
              matrah: toFixedString(p.kdv.matrah.times(side), LEDGER_SCALE),
              tevkifat: toFixedString((p.kdv.tevkifat ?? D(0)).times(side), LEDGER_SCALE),
              ...(p.kdv.kod ? { kod: p.kdv.kod } : {}),
              ...(p.kdv.orani ? { orani: p.kdv.orani } : {}),
            },
          }
        : {}),
      ...(p.fx && !p.fx.amount.isZero()
        ? {
            fx: {
              currency: p.fx.currency,
              amount: toFixedString(p.fx.amount.times(side), 3),
              rate: p.fx.rate,
            },
          }
        : {}),
      borc: p.amount.gt(0) ? abs : '0.00',
      alacak: p.amount.lt(0) ? abs : '0.00',
    });
  }
  return out;
}
const entries = roleEntries;

/** Σ borc and Σ alacak of entries or voucher lines (2 decimals). */
export function voucherTotals(lines: readonly { borc?: Amount; alacak?: Amount }[]): {
  borc: string;
  alacak: string;
} {
  let borc = D(0);
  let alacak = D(0);
  for (const l of lines) {
    borc = borc.plus(dec(l.borc));
    alacak = alacak.plus(dec(l.alacak));
  }
  return { borc: toFixedString(borc, LEDGER_SCALE), alacak: toFixedString(alacak, LEDGER_SCALE) };
}

/** The level of an account code: 1, 2, 3 for the Tekdüzen digits, then one more per dotted part. */
export function accountLevel(code: string): number {
  const [head, ...rest] = code.split('.');
  return Math.min(head.length, 3) + rest.length;
}

/** The codes of an account and every account above it: 120.01.0001 → 1, 12, 120, 120.01, 120.01.0001. */
export function accountAncestors(code: string): string[] {
  const [head, ...rest] = code.split('.');
  const out: string[] = [];
  for (let i = 1; i <= Math.min(head.length, 3); i++) out.push(head.slice(0, i));
  let acc = head;
  for (const r of rest) out.push((acc = `${acc}.${r}`));
  return out;
}

/** Voucher types (`fis.fis_turu_id`). */
export const FIS_TURU_OPTIONS = [
  { id: '1', text: 'Mahsup' },
  { id: '2', text: 'Tahsil' },
  { id: '3', text: 'Tediye' },
];

/**
 * Document types of a voucher line (`fis_satiri.belge_tipi_id`): GİB's e-Defter document types in their order
 * (check, invoice, order-customer, order-vendor, shipment, voucher, receipt, other); "Diğer" (8) needs a
 * description (002 §5; e-Defter's documentTypeDescription).
 */
export const BELGE_TIPI_OPTIONS = [
  { id: '1', text: 'Çek' },
  { id: '2', text: 'Fatura' },
  { id: '3', text: 'Müşteri Siparişi' },
  { id: '4', text: 'Tedarikçi Siparişi' },
  { id: '5', text: 'Sevk İrsaliyesi' },
  { id: '6', text: 'Senet' },
  { id: '7', text: 'Makbuz' },
  { id: '8', text: 'Diğer' },
];
export const BELGE_TIPI_DIGER = 8;

/** Turkish texts of the ledger. */
export const ledgerTexts = {
  unbalanced: (borc: string, alacak: string) =>
    `Fişin borç toplamı (${borc}) alacak toplamına (${alacak}) eşit olmalıdır.`,
  noLines: 'Fişte en az iki satır olmalıdır.',
  bothSides: 'Bir satırda hem borç hem alacak girilemez.',
  noAmount: 'Satırda borç veya alacak tutarı girilmelidir.',
  posted: 'Belgeden oluşan fiş yalnızca belgesi düzenlenerek değiştirilebilir.',
  accountInUse: 'Hesap fişlerde kullanıldığı için silinemez.',
  codeFormat:
    'Hesap kodu 3 haneli ana hesap kodu ve noktayla ayrılmış alt kodlardan oluşmalıdır (120.01.0001).',
  parentMissing: 'Hesap kodunun üst hesabı hesap planında yok.',
  mainAccount: 'Ana hesaplar Tekdüzen Hesap Planından gelir; yalnızca alt hesap eklenebilir.',
  locked: (until: string) =>
    `${until} tarihine kadar olan dönem kapatılmıştır; bu döneme ait kayıt eklenemez, değiştirilemez ve silinemez.`,
};

/**
 * A cheque's or note's voucher for its CURRENT position (docs/ledger.md): one voucher per paper, rebuilt on every
 * move (the archive keeps the earlier ones). Received papers (`musteri_…`): borç portfolio (101 / 121) / alacak the
 * customer (120), then by position — 5 Tahsil Edildi: borç bank (102) / alacak portfolio; 4 Ciro Edildi: borç the
 * supplier (320) / alacak portfolio; 7 Karşılıksız, 8 Protestolu: borç 128 / alacak portfolio; 9 İade Edildi: no
 * voucher (the customer owes again); 1–3 (portfolio, at the bank for collection, as collateral): the first leg
 * only. Given papers (`firma_…`): borç the supplier (320) / alacak 103 / 321, then 6 Ödendi: borç 103 / 321 / alacak
 * bank (102); 9 İade Edildi: no voucher. Equal role legs net out (a collected cheque shows 102 / 120).
 */
export function postPaper(a: {
  received: boolean;
  position: number;
  amount: Amount;
  party?: Party;
}): RoleEntry[] {
  const t = round(dec(a.amount), LEDGER_SCALE);
  if (a.position === 9) return [];
  const parts: { role: Role; party?: Party; amount: Dec }[] = [];
  if (a.received) {
    parts.push({ role: ROLE.portfoy, amount: t }, { role: ROLE.cari, party: a.party, amount: t.neg() });
    const to =
      a.position === 5
        ? ROLE.banka
        : a.position === 4
          ? ROLE.ciro
          : a.position === 7 || a.position === 8
            ? ROLE.supheliAlacak
            : null;
    if (to) parts.push({ role: to, amount: t }, { role: ROLE.portfoy, amount: t.neg() });
  } else {
    parts.push({ role: ROLE.cari, party: a.party, amount: t }, { role: ROLE.portfoy, amount: t.neg() });
    if (a.position === 6)
      parts.push({ role: ROLE.portfoy, amount: t }, { role: ROLE.banka, amount: t.neg() });
  }
  return entries(parts);
}

/** A personnel payment: borç 335 (196 for an advance, odeme_turu 2) / alacak the cash or bank card. */
export function postPersonnelPayment(a: {
  advance: boolean;
  amount: Amount;
  cash: boolean;
  card?: Party;
}): RoleEntry[] {
  const t = round(dec(a.amount), LEDGER_SCALE);
  return entries([
    { role: a.advance ? ROLE.personelAvans : ROLE.personel, amount: t },
    { role: a.cash ? ROLE.kasa : ROLE.banka, party: a.card, amount: t.neg() },
  ]);
}

/** A year's depreciation of a fixed asset: borç the expense (770) / alacak 257 Birikmiş Amortismanlar. */
export function postDepreciation(amount: Amount): RoleEntry[] {
  const t = round(dec(amount), LEDGER_SCALE);
  return entries([
    { role: ROLE.amortismanGideri, amount: t },
    { role: ROLE.birikmisAmortisman, amount: t.neg() },
  ]);
}

/**
 * A fixed-asset movement (`sabit_kiymet_hareketleri`). 1 Alış: borç the asset (255) / alacak the supplier (320),
 * the amount. 2 Satış, 3 Hurdaya Çıkarma: the asset leaves the books at its cost (alacak 255) with the depreciation
 * accumulated on it (borç 257); the buyer owes the price (borç 120, a sale only); the difference is the gain (alacak
 * 679) or the loss (borç 689); a sale its sales invoice already posted takes the price out of 600 instead of
 * owing it again. 4 Yeniden Değerleme: no voucher (revaluation is booked by hand, VUK mükerrer 298).
 */
export function postFixedAssetMovement(a: {
  type: number;
  amount: Amount;
  cost: Amount;
  accumulated: Amount;
  party?: Party;
  /** A sale whose sales invoice posted the price (120 / 600 / 391): the price is taken out of 600, not owed again. */
  invoiced?: boolean;
}): RoleEntry[] {
  const amount = round(dec(a.amount), LEDGER_SCALE);
  if (a.type === 1)
    return entries([
      { role: ROLE.sabitKiymet, amount },
      { role: ROLE.cari, party: a.party, amount: amount.neg() },
    ]);
  if (a.type !== 2 && a.type !== 3) return [];
  const cost = round(dec(a.cost), LEDGER_SCALE);
  const accumulated = round(dec(a.accumulated), LEDGER_SCALE);
  const price = a.type === 2 ? amount : D(0);
  const result = price.minus(cost.minus(accumulated));
  return entries([
    a.invoiced ? { role: ROLE.satis, amount: price } : { role: ROLE.cari, party: a.party, amount: price },
    { role: ROLE.birikmisAmortisman, amount: accumulated },
    { role: ROLE.sabitKiymet, amount: cost.neg() },
    result.gt(0)
      ? { role: ROLE.sabitKiymetSatisKari, amount: result.neg() }
      : { role: ROLE.sabitKiymetSatisZarari, amount: result.neg() },
  ]);
}

/** The totals of a producer receipt (e-MM) as its header stores them (calculateProducerReceipt, TL). */
export interface ProducerReceiptAmounts {
  urun_hizmet_toplam_tutar: Amount;
  gv_stopaj_tutari: Amount;
  mera_fonu_tutari: Amount;
  sgk_prim_kesintisi_tutari: Amount;
  borsa_tescil_ucreti_tutari: Amount;
  odenecek_tutar: Amount;
}

/**
 * An e-MM the company issued to a farmer it buys from: borç 153 with the goods amount; alacak 360 with the income-tax
 * stopaj and the Mera Fonu, 361 with the SGK premium, 336 with the exchange's fee, and the farmer (320) with the
 * payable. Balanced by the calculator's identity (payable = goods − the four deductions); 153 takes any difference.
 */
export function postProducerReceipt(a: ProducerReceiptAmounts, farmer: Party): RoleEntry[] {
  const cari = round(dec(a.odenecek_tutar), LEDGER_SCALE);
  const stopaj = round(dec(a.gv_stopaj_tutari), LEDGER_SCALE);
  const mera = round(dec(a.mera_fonu_tutari), LEDGER_SCALE);
  const sgk = round(dec(a.sgk_prim_kesintisi_tutari), LEDGER_SCALE);
  const borsa = round(dec(a.borsa_tescil_ucreti_tutari), LEDGER_SCALE);
  const goods = cari.plus(stopaj).plus(mera).plus(sgk).plus(borsa);
  return entries([
    { role: ROLE.stok, amount: goods },
    { role: ROLE.gvStopaji, amount: stopaj.neg() },
    { role: ROLE.meraFonu, amount: mera.neg() },
    { role: ROLE.sgkKesintisi, amount: sgk.neg() },
    { role: ROLE.borsaTescil, amount: borsa.neg() },
    { role: ROLE.cari, party: farmer, amount: cari.neg() },
  ]);
}
