import { randomUUID } from 'node:crypto';
import type { DocumentLineInput } from '../../domain/documents';
import {
  codeOf,
  GONDERILME_SEKILLERI,
  GONDERIM_SEKILLERI,
  INTERNET_ODEME_SEKILLERI,
  INTERNET_SATIS,
  KAP_CINSLERI,
  TESLIM_SARTLARI,
  INVOICE_PROFILES,
  SGK_FATURA_TIPLERI,
  type UblPayment,
  INVOICE_TYPES,
  type InvoiceLineModel,
  type InvoiceModel,
  type InvoiceProfile,
  type InvoiceType,
  type UblAddress,
  type UblDocumentRef,
  type UblExemption,
  type UblParty,
} from '../../domain/edocs';
import { CalculationInputError, currencyCode, D, toPlainString } from '../../domain/money';
import type { TableDef } from '../catalog/types';
import type { Db } from '../db/database';
import { isDraftEDocument, readStoredInvoice, type StoredInvoice } from './edocs.repository';
import { buildInvoice, UblInputError } from './ubl';

// From a stored invoice (a header row and its line rows, as the table service stores them) to the UBL-TR model and
// its XML — what downloadMedia xml and the integrator will call (docs/e-documents.md, "From a stored invoice").

type Row = Record<string, unknown>;

const text = (v: unknown): string | null => {
  if (v === null || v === undefined) return null;
  const s = String(v).trim();
  return s === '' ? null : s;
};
const idOf = (v: unknown) => Number(v) || 0;

/** The issue time (HH:mm:ss) in Türkiye of a stored timestamp ("2026-03-12 11:20:05.1+00"). */
export function turkishTime(timestamp: unknown): string | null {
  const raw = text(timestamp);
  if (!raw) return null;
  const date = new Date(raw.replace(' ', 'T').replace(/([+-]\d\d)$/, '$1:00'));
  if (Number.isNaN(date.getTime())) return null;
  return new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/Istanbul',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).format(date);
}

/**
 * An address row's parts by name: an invoice header names its free-text city and district `sehirler_input` and
 * `ilceler_input`, an address row `sehir_adi` and `ilce_adi`.
 */
export function addressOf(
  row: Row,
  s: StoredInvoice,
  freeText: { city: string; district: string },
): UblAddress {
  const country = s.countries.get(idOf(row.ulkeler_id));
  return {
    street: text(row.sokak_adi),
    neighbourhood: text(row.mahalle_adi),
    buildingName: text(row.bina_adi),
    buildingNumber: text(row.bina_no),
    door: text(row.kapi_no),
    district: s.districts.get(idOf(row.ilceler_id)) ?? text(row[freeText.district]) ?? '',
    city: s.provinces.get(idOf(row.sehirler_id)) ?? text(row[freeText.city]) ?? '',
    postalZone: text(row.posta_kodu),
    country: country?.name ?? 'Türkiye',
    countryCode: country?.code ?? 'TR',
  };
}

export function supplierOf(s: StoredInvoice): UblParty {
  const c = s.company;
  const vkn = text(c.vergi_no) ?? '';
  if (vkn.length === 11)
    throw new UblInputError(
      'Şahıs firmasının (TCKN) e-belgesi için firma bilgilerinde ad ve soyad henüz tutulmuyor.',
    );
  return {
    id: vkn,
    name: text(c.name_basic),
    // The company's own tax office (departments.vergi_daireleri_id): PartyTaxScheme, "Vergi Dairesi" in GİB's viewer.
    taxOffice: text(c.vergi_dairesi),
    address: s.companyAddress
      ? addressOf(s.companyAddress, s, { city: 'sehir_adi', district: 'ilce_adi' })
      : { district: '', city: '', country: '' },
    phone: text(c.phone),
    email: text(c.email),
    mersis: text(c.mersis_no),
    tradeRegistry: text(c.ticaret_sicil_no),
  };
}

export function customerOf(s: StoredInvoice): UblParty {
  const c = s.customer;
  if (!c) throw new UblInputError('Faturanın cari hesabı bulunamadı.');
  const tc = text(c.tc) ?? '';
  // An invoice header holds the address parts its form filled (and the user may have changed); a small-business
  // invoice has none, and uses the customer's address.
  const address =
    'sehirler_id' in s.header
      ? addressOf(s.header, s, { city: 'sehirler_input', district: 'ilceler_input' })
      : s.customerAddress
        ? addressOf(s.customerAddress, s, { city: 'sehir_adi', district: 'ilce_adi' })
        : { district: '', city: '', country: '' };
  // An e-document's header holds the buyer's identity its form filled from the customer (002 §4) and the user
  // may have corrected: it is what the document says; other invoices take the customer's.
  const h = s.header;
  if ('tc' in h && text(h.tc)) {
    const own = text(h.tc) ?? '';
    return {
      id: own,
      name: own.length === 10 ? text(h.unvan) : null,
      firstName: own.length === 11 ? text(h.name_basic) : null,
      familyName: own.length === 11 ? text(h.surname) : null,
      taxOffice: s.headerTaxOffice ?? text(c.vergi_dairesi),
      address,
      phone: text(c.phone),
      email: text(c.email),
    };
  }
  return {
    id: tc,
    name: tc.length === 10 ? (text(c.unvan) ?? text(c.cari_hesap_adi)) : null,
    firstName: tc.length === 11 ? text(c.name_basic) : null,
    familyName: tc.length === 11 ? text(c.surname) : null,
    taxOffice: text(c.vergi_dairesi),
    address,
    phone: text(c.phone),
    email: text(c.email),
  };
}

function exemptionOf(s: StoredInvoice, id: unknown): UblExemption | null {
  const e = s.exemptions.get(idOf(id));
  return e ? { code: e.kod, reason: e.ad ?? e.kod } : null;
}

function lineOf(s: StoredInvoice, type: InvoiceType, row: Row, i: number): InvoiceLineModel {
  const unitCode = s.units.get(idOf(row.birim_id));
  if (!unitCode) throw new UblInputError(`${i + 1}. satır: birimin GİB kodu yok.`);
  const exemptionColumn =
    type === 'OZELMATRAH'
      ? 'ozel_matrah_kodlari_listesi_id'
      : type === 'IHRACKAYITLI'
        ? 'ihrac_kayitli_fatura_sebebi_id'
        : 'kdv_istisna_muafiyet_sebebi_id';
  return {
    name: text(row.mal_hizmet) ?? '',
    unitCode,
    amounts: {
      miktar: row.miktar,
      birim_fiyat: row.birim_fiyat,
      iskonto_orani: row.iskonto_orani,
      iskonto_arttirim: row.iskonto_arttirim,
      kdv_id: row.kdv_id,
      kdv_dahil_buton: row.kdv_dahil_buton,
      diger_vergiler: row.diger_vergiler,
      ozel_matrah_tutari: row.ozel_matrah_tutari,
    } as DocumentLineInput,
    discountReason: text(row.iskonto_arttirim_nedeni),
    kdvExemption: exemptionOf(s, row[exemptionColumn]),
    otvExemption: exemptionOf(s, row.otv_istisna_muafiyet_sebebi_id),
    withholdingCode: s.withholdings.get(idOf(row.tevkifat_kodlari_listesi_id)) ?? null,
    gtip: text(row.gtip_no),
    // The seller's own item code (the stock card's Stok Kodu): what the buyer's system matches (issue 26 item 5).
    sellersItemId: s.stockCodes?.get(idOf(row.stok_kartlari_id)) ?? null,
    package: {
      kind: KAP_CINSLERI.some((k) => k.id === text(row.kap_cinsi)) ? text(row.kap_cinsi) : null,
      id: text(row.kap_no),
      quantity: text(row.kap_adedi),
    },
  };
}

/**
 * The export terms of an IHRACAT e-Fatura: the foreign buyer is the header's customer — its Ünvan, its address
 * parts (abroad) and its tax number there (`alici_vergi_no`) —, the delivery terms and the transport mode. GİB's
 * customs administration is the AccountingCustomerParty (the builder's CUSTOMS_PARTY).
 */
function exportOf(s: StoredInvoice): NonNullable<InvoiceModel['export']> {
  const h = s.header;
  const buyer = customerOf(s);
  const incoterms = codeOf(TESLIM_SARTLARI, h.teslim_sarti_id);
  const transportMode = codeOf(GONDERILME_SEKILLERI, h.gonderilme_sekli_id);
  const name = text(h.unvan) ?? buyer.name ?? [buyer.firstName, buyer.familyName].filter(Boolean).join(' ');
  if (!name) throw new UblInputError('İhracat faturasında yurt dışındaki alıcının ünvanı zorunludur.');
  if (!incoterms || !transportMode)
    throw new UblInputError('İhracat faturasında Teslim Şartı ve Gönderilme Şekli zorunludur.');
  if ((buyer.address.countryCode ?? 'TR') === 'TR')
    throw new UblInputError(
      'İhracat faturasında alıcının adresi yurt dışında olmalıdır (Ülke Türkiye olamaz).',
    );
  return {
    buyer: { name, taxId: text(h.alici_vergi_no), address: buyer.address },
    incoterms,
    transportMode,
  };
}

/** The ISO currency and (for a foreign one) the rate of a header; an unknown currency or rate is a Turkish refusal. */
function currencyOf(h: Row): { currency: string; rate: string | null } {
  try {
    const currency = currencyCode(h.para_birimi_id as number | null);
    return { currency, rate: currency === 'TRY' ? null : toPlainString(D(h['döviz_kuru'] as string)) };
  } catch (err) {
    if (err instanceof CalculationInputError)
      throw new UblInputError('Faturanın para birimi veya kuru geçersiz.');
    throw err;
  }
}

/**
 * The number of a draft e-document, which gets its own when it is sent (prefix + year + 9 digits, in order): its
 * prefix and year with nine zeros, so that a draft's preview has GİB's form ("DEF2026000000000").
 */
function draftNumber(s: StoredInvoice): string {
  const year = (text(s.header.fatura_tarihi) ?? '').slice(0, 4);
  return s.prefix && /^\d{4}$/.test(year) ? `${s.prefix}${year}000000000` : '';
}

/** The payment terms of an e-document's payment info (`kamu_json`, 002 §3), when its payment means is given. */
function paymentOf(h: Row): UblPayment | null {
  const p = h.kamu_json;
  if (!p || typeof p !== 'object') return null;
  const info = p as Row;
  const meansCode = text(info.odeme_sekli);
  if (!meansCode) return null;
  return {
    meansCode,
    channelCode: text(info.odeme_kanali),
    iban: text(info.iban),
    note: text(info.aciklama),
  };
}

/**
 * An e-Arşiv internet sale (gonderim_sekli_id 3, docs/e-documents.md "e-Arşiv internet sales"): the supplier's web
 * address, the payment (PaymentMeans: the 4461 code, the payment date, the intermediary as PaymentChannelCode and
 * GİB's payment type as InstructionNote) and the carrier with the dispatch date (Delivery). Null for any other
 * sending. Refuses (Turkish) what GİB needs and the record lacks.
 */
function internetSaleOf(
  h: Row,
): { website: string; payment: UblPayment; delivery: InvoiceModel['delivery'] } | null {
  if (String(h.gonderim_sekli_id ?? '') !== INTERNET_SATIS.id) return null;
  const website = text(h.internet_web_adresi);
  const kind = INTERNET_ODEME_SEKILLERI.find((k) => k.id === String(h.internet_odeme_sekli_id ?? ''));
  if (!website || !kind) throw new UblInputError('İnternet satışında web adresi ve ödeme türü zorunludur.');
  const intermediary = text(h.internet_odeme_aracisi);
  if (kind.kod === 'ODEMEARACISI' && !intermediary)
    throw new UblInputError('Ödeme aracısı ile ödenen internet satışında aracının adı zorunludur.');
  const carrierId = text(h.internet_tasiyici_vkn);
  let carrier: UblParty | null = null;
  if (carrierId) {
    const name = text(h.internet_tasiyici_unvan);
    const city = text(h.internet_tasiyici_il);
    const district = text(h.internet_tasiyici_ilce);
    if (!name || !city || !district)
      throw new UblInputError('Taşıyıcının VKN / TCKN’si ile ünvanı, ili ve ilçesi zorunludur.');
    const words = name.split(/\s+/);
    carrier = {
      id: carrierId,
      name,
      // A person (TCKN) carrier: the last word is the family name.
      firstName: words.length > 1 ? words.slice(0, -1).join(' ') : name,
      familyName: words.length > 1 ? words[words.length - 1] : name,
      address: { city, district, country: 'Türkiye', countryCode: 'TR' },
    };
  }
  return {
    website,
    payment: {
      meansCode: kind.means,
      dueDate: text(h.internet_odeme_tarihi),
      channelCode: kind.kod === 'ODEMEARACISI' ? intermediary : null,
      note: kind.kod,
    },
    delivery: { carrier, despatchDate: text(h.internet_gonderim_tarihi) },
  };
}

/** SGK's fields of an SGK invoice; the billed period is the invoice date's month (docs/e-documents.md). */
function sgkOf(h: Row): InvoiceModel['sgk'] {
  const date = text(h.fatura_tarihi) ?? '';
  const [y, m] = date.split('-').map(Number);
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return {
    kind: codeOf(SGK_FATURA_TIPLERI, h.sgk_fatura_tipi_id) ?? '',
    payerCode: text(h.mukellef_kodu) ?? '',
    payerName: text(h.mukellef_adi) ?? '',
    fileNo: text(h.dosya_no) ?? '',
    period: { start: `${date.slice(0, 7)}-01`, end: `${date.slice(0, 7)}-${String(last).padStart(2, '0')}` },
  };
}

const ref = (id: unknown, date: unknown): UblDocumentRef | null => {
  const i = text(id);
  const d = text(date);
  return i && d ? { id: i, date: d } : null;
};

/**
 * The UBL-TR model of a stored invoice. A table without scenario or type (the small-business invoice) is a
 * TEMELFATURA / SATIS; a record without an ETTN column gets `uuid`. Throws UblInputError (Turkish) for what the
 * record lacks.
 */
export function invoiceModelOf(s: StoredInvoice, uuid: string): InvoiceModel {
  const h = s.header;
  const profile = (s.scenario ?? 'TEMELFATURA') as InvoiceProfile;
  const type = (s.type ?? 'SATIS') as InvoiceType;
  if (!INVOICE_PROFILES.includes(profile))
    throw new UblInputError(`${profile} senaryosunda e-belge düzenlenmiyor.`);
  if (!INVOICE_TYPES.includes(type)) throw new UblInputError(`${type} tipinde e-belge düzenlenmiyor.`);
  const { currency, rate } = currencyOf(h);
  const description = text(h.description);
  const order = ref(h.siparis_numarasi, h.siparis_tarihi);
  const despatch = ref(h.irsaliye_numarasi, h.irsaliye_tarihi);
  const returned = ref(h.iade_fatura_numarasi, h.iade_fatura_tarihi);
  const internet = profile === 'EARSIVFATURA' ? internetSaleOf(h) : null;
  const supplier = supplierOf(s);
  return {
    profile,
    type,
    id: isDraftEDocument(h)
      ? draftNumber(s)
      : (text(h.e_fatura_numarasi) ?? text(h.fatura_numarasi) ?? draftNumber(s)),
    uuid: text(h.ettn) ?? uuid,
    issueDate: text(h.fatura_tarihi) ?? '',
    issueTime: text(h.fatura_saati) ?? turkishTime(h.created_at),
    currency,
    exchangeRate: rate,
    notes: description ? [description] : [],
    supplier: internet ? { ...supplier, website: internet.website } : supplier,
    customer: customerOf(s),
    order,
    despatches: despatch ? [despatch] : [],
    returns: type === 'IADE' && returned ? [returned] : [],
    sendingType:
      profile === 'EARSIVFATURA'
        ? ((codeOf(GONDERIM_SEKILLERI, h.gonderim_sekli_id) ?? 'ELEKTRONIK') as 'ELEKTRONIK' | 'KAGIT')
        : null,
    // An internet sale's payment is the one GİB asks for; the public-body payment info stays for the others.
    payment: internet ? internet.payment : paymentOf(h),
    delivery: internet?.delivery ?? null,
    // A due date before the invoice's own day says nothing (the database fills an empty one with the invoice date).
    dueDate:
      text(h.vade_tarihi) && String(h.vade_tarihi) > String(h.fatura_tarihi) ? text(h.vade_tarihi) : null,
    sgk: type === 'SGK' ? sgkOf(h) : null,
    export: profile === 'IHRACAT' ? exportOf(s) : null,
    lines: s.lines.map((row, i) => lineOf(s, type, row, i)),
  };
}

/**
 * The UBL-TR XML of the stored invoice `id` of `table` in the company, or null when the company has no such record.
 * Throws UblInputError when the record cannot make a valid document.
 */
export async function storedInvoiceXml(
  db: Db,
  table: TableDef,
  id: number,
  departmentId: number,
): Promise<string | null> {
  const stored = await readStoredInvoice(db, table, id, departmentId);
  return stored ? buildInvoice(invoiceModelOf(stored, randomUUID())) : null;
}
