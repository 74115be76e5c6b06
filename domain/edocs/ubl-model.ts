// The typed document model the UBL-TR builders read (server/edocs/ubl/): header, parties, references and lines.
// Amounts are not part of it: the builders compute them with domain/documents from the lines' inputs.
import type { DocumentLineInput } from '../documents/document.types';
import type { FreelanceReceiptLineInput } from '../documents/freelance-receipt.totals';
import type { ProducerReceiptLineInput } from '../documents/producer-receipt.totals';
import type { DespatchProfile, DespatchType, InvoiceProfile, InvoiceType, ResponseCode } from './profiles';

/** An address as UBL-TR writes it (cac:Address). */
export interface UblAddress {
  /** Cadde / sokak (StreetName). */
  street?: string | null;
  /** Mahalle (District). */
  neighbourhood?: string | null;
  buildingName?: string | null;
  buildingNumber?: string | null;
  /** Kapı / daire no (Room). */
  door?: string | null;
  /** İlçe (CitySubdivisionName). */
  district: string;
  /** İl (CityName). */
  city: string;
  postalZone?: string | null;
  /** Country name (Country/Name), e.g. "Türkiye". */
  country: string;
  /** ISO 3166-1 alpha-2 code (Country/IdentificationCode), e.g. "TR". */
  countryCode?: string | null;
}

/** A party identified by VKN (10 digits: a company, `name` required) or TCKN (11: a person, first and family name). */
export interface UblParty {
  id: string;
  name?: string | null;
  firstName?: string | null;
  familyName?: string | null;
  /** Vergi dairesi (PartyTaxScheme/TaxScheme/Name). */
  taxOffice?: string | null;
  address: UblAddress;
  phone?: string | null;
  email?: string | null;
  /** The party's web address (WebsiteURI): an e-Arşiv internet sale's site on the supplier. */
  website?: string | null;
  /** MERSİS number (16 digits) and trade registry number: more PartyIdentification, schemeID MERSISNO / TICARETSICILNO. */
  mersis?: string | null;
  tradeRegistry?: string | null;
}

/** A referenced document: its number (or ETTN) and date (YYYY-MM-DD). */
export interface UblDocumentRef {
  id: string;
  date: string;
}

/** A tax exemption (istisna / muafiyet, özel matrah or ihraç kayıtlı) code of GİB with its text. */
export interface UblExemption {
  code: string;
  reason: string;
}

/** What every UBL-TR document carries in its header. */
export interface UblHeader {
  /** GİB form: 3 characters (letters or digits), the year, 9 digits. */
  id: string;
  /** ETTN, a UUID. */
  uuid: string;
  issueDate: string;
  /** HH:mm:ss; required for e-Arşiv, waybills and their replies. */
  issueTime?: string | null;
  notes?: readonly string[];
}

/** One invoice line: what the calculation reads (`amounts`) and what the XML names. */
export interface InvoiceLineModel {
  name: string;
  /** UN/ECE Rec 20 unit code of GİB's list (birimler.kod). */
  unitCode: string;
  amounts: DocumentLineInput;
  sellersItemId?: string | null;
  note?: string | null;
  /** İskonto / arttırım nedeni. */
  discountReason?: string | null;
  /** The KDV subtotal's exemption: a 0 % reason, the ISTISNA / IHRACKAYITLI code, or the özel matrah code. */
  kdvExemption?: UblExemption | null;
  /** The ÖTV exemption of an ÖTV at rate 0. */
  otvExemption?: UblExemption | null;
  /** KDV withholding code (601…627, 801…825) when the line withholds. */
  withholdingCode?: string | null;
  /** GTİP (customs tariff number, 12 digits) of an export line. */
  gtip?: string | null;
  /** The package of an export line: kap cinsi (UN/ECE Rec 21 code), kap numarası, kap adedi. */
  package?: { kind?: string | null; id?: string | null; quantity?: string | null } | null;
}

/** Payment terms (PaymentMeans): UN/ECE 4461 code (1 nakit, 42 havale, 48 kart, ZZZ diğer), due date, IBAN. */
export interface UblPayment {
  meansCode: string;
  dueDate?: string | null;
  channelCode?: string | null;
  iban?: string | null;
  note?: string | null;
}

/** The foreign buyer of an export invoice (BuyerCustomerParty with PARTYTYPE EXPORT). */
export interface ExportBuyer {
  name: string;
  /** The buyer's tax number in its own country. */
  taxId?: string | null;
  address: UblAddress;
}

/** An e-Fatura or e-Arşiv invoice. */
export interface InvoiceModel extends UblHeader {
  profile: InvoiceProfile;
  type: InvoiceType;
  /** ISO 4217; a currency other than TRY needs `exchangeRate` (TL per unit, up to 6 decimals). */
  currency: string;
  exchangeRate?: string | null;
  supplier: UblParty;
  customer: UblParty;
  order?: UblDocumentRef | null;
  despatches?: readonly UblDocumentRef[];
  /** The invoices an İade returns. */
  returns?: readonly UblDocumentRef[];
  /** e-Arşiv: how the invoice reaches the buyer. */
  sendingType?: 'ELEKTRONIK' | 'KAGIT' | null;
  payment?: UblPayment | null;
  /** The invoice's due date (`vade_tarihi`): PaymentTerms/PaymentDueDate (issue 26 item 5). */
  dueDate?: string | null;
  /**
   * e-Arşiv internet sale: the carrier that takes the goods to the buyer and the dispatch date (cac:Delivery). The
   * web address is the supplier's `website`; the payment is `payment`.
   */
  delivery?: { carrier?: UblParty | null; despatchDate?: string | null } | null;
  /** KAMU: the spending unit (harcama birimi) when it is not the paying one. */
  buyer?: UblParty | null;
  /** IHRACAT: the foreign buyer and the delivery terms. */
  export?: {
    buyer: ExportBuyer;
    /** INCOTERMS code (FOB, CIF, EXW…). */
    incoterms: string;
    /** UN/ECE 4 transport mode: 1 deniz, 3 kara, 4 hava… */
    transportMode: string;
  } | null;
  /** SGK: the invoice kind (SAGLIK_ECZ…), the payer's code and name, the file number and the billed period. */
  sgk?: {
    kind: string;
    payerCode: string;
    payerName: string;
    fileNo: string;
    period: { start: string; end: string };
  } | null;
  lines: readonly InvoiceLineModel[];
}

/** One line of a freelance receipt (e-SMM). */
export interface FreelanceReceiptLineModel {
  name: string;
  amounts: FreelanceReceiptLineInput;
  /** KDV withholding code when kdv_tevkifat_orani is set. */
  withholdingCode?: string | null;
  /** The exemption of a 0 % KDV. */
  kdvExemption?: UblExemption | null;
}

/** A freelance receipt (e-SMM): the freelancer issues it to a client. */
export interface FreelanceReceiptModel extends UblHeader {
  supplier: UblParty;
  customer: UblParty;
  sendingType?: 'ELEKTRONIK' | 'KAGIT' | null;
  lines: readonly FreelanceReceiptLineModel[];
}

/** One line of a producer receipt (e-MM). */
export interface ProducerReceiptLineModel {
  name: string;
  quantity: string;
  unitCode: string;
  amounts: ProducerReceiptLineInput;
}

/** A producer receipt (e-MM): the buyer issues it to a farmer. */
export interface ProducerReceiptModel extends UblHeader {
  /** The buyer who issues the receipt. */
  supplier: UblParty;
  /** The producer (usually a person, by TCKN). */
  customer: UblParty;
  /** Teslim tarihi. */
  deliveryDate?: string | null;
  lines: readonly ProducerReceiptLineModel[];
}

/** A vehicle or trailer plate. */
export interface UblPlate {
  plate: string;
  kind: 'PLAKA' | 'DORSE';
}

/** A waybill (e-İrsaliye). */
export interface DespatchModel extends UblHeader {
  profile: DespatchProfile;
  type: DespatchType;
  supplier: UblParty;
  customer: UblParty;
  order?: UblDocumentRef | null;
  /** MATBUDAN: the paper waybill it replaces. */
  printed?: UblDocumentRef | null;
  shipment: {
    despatchDate: string;
    despatchTime: string;
    deliveryAddress: UblAddress;
    /** The carrier company (tasiyici_vkn, tasiyici_unvan), or drivers. */
    carrier?: UblParty | null;
    drivers?: readonly { firstName: string; familyName: string; tckn: string }[];
    plates?: readonly UblPlate[];
  };
  lines: readonly {
    name: string;
    quantity: string;
    unitCode: string;
    sellersItemId?: string | null;
    /** HKSIRSALIYE: the 19-character künye number. */
    kunyeNo?: string | null;
  }[];
}

/** The reply to a received waybill (İrsaliye Yanıtı, ReceiptAdvice). */
export interface ReceiptAdviceModel extends UblHeader {
  profile: DespatchProfile;
  despatch: UblDocumentRef;
  /** The party that received the goods and answers (us). */
  receiver: UblParty;
  /** The waybill's sender. */
  despatcher: UblParty;
  receivedDate?: string | null;
  lines: readonly {
    /** The despatch line answered (its numeric ID). */
    despatchLineId: string;
    name: string;
    unitCode: string;
    /** Teslim alınan miktar. */
    received: string;
    /** Kabul edilmeyen miktar (part of what was received), with its reason. */
    rejected?: string | null;
    rejectReason?: string | null;
    /** Eksik miktar (despatched − received). */
    short?: string | null;
    /** Fazla miktar (received − despatched). */
    oversupply?: string | null;
    /** Gecikme şikayeti. */
    timingComplaint?: string | null;
  }[];
}

/** The answer to a commercial invoice (ApplicationResponse KABUL / RED). */
export interface ApplicationResponseModel extends UblHeader {
  code: ResponseCode;
  /** The explanation: required, 3 characters or more, for RED. */
  description?: string | null;
  /** The answered invoice: its ETTN, number and date. */
  invoice: { uuid: string; id: string; date: string };
  /** The invoice's buyer, who answers. */
  sender: UblParty;
  /** The invoice's issuer. */
  receiver: UblParty;
}
