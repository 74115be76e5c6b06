import { nodes, parseXml, text } from '../ubl/read';

// What Defter keeps of a received document (issue 26, item 1): its identity, the parties' VKN / TCKN and titles, the
// scenario and type, the payable, the lines — read from the XML by local names (any prefixes an integrator uses).
// The XML itself is stored as it came.

export interface ReceivedParty {
  /** VKN (10) or TCKN (11): the PartyIdentification whose schemeID is VKN or TCKN. */
  id: string | null;
  title: string | null;
  taxOffice: string | null;
  /** PartyIdentification MERSISNO / TICARETSICILNO. */
  mersis: string | null;
  tradeRegistry: string | null;
  /** The postal address as written. */
  address: {
    street: string | null;
    buildingNumber: string | null;
    district: string | null;
    city: string | null;
    postalZone: string | null;
    country: string | null;
    countryCode: string | null;
  };
  firstName: string | null;
  familyName: string | null;
}

export interface ReceivedLine {
  id: string;
  name: string;
  quantity: string;
  unitCode: string;
  price: string | null;
  lineExtension: string | null;
  /** KDV percent of the line (TaxTypeCode 0015), when written. */
  kdvPercent: string | null;
  /** Discount rate of the line as a percentage (MultiplierFactorNumeric × 100), when written. */
  discountPercent: string | null;
  discountAmount: string | null;
  withholdingCode: string | null;
  withholdingPercent: string | null;
  sellersCode: string | null;
  buyersCode: string | null;
  /** A barcode or other item id (AdditionalItemIdentification / StandardItemIdentification). */
  barcode: string | null;
}

export interface ReceivedDocument {
  root: 'Invoice' | 'DespatchAdvice' | 'CreditNote' | string;
  profile: string | null;
  typeCode: string | null;
  number: string | null;
  uuid: string | null;
  issueDate: string | null;
  issueTime: string | null;
  currency: string | null;
  exchangeRate: string | null;
  payable: string | null;
  supplier: ReceivedParty;
  customer: ReceivedParty;
  lines: ReceivedLine[];
  notes: string[];
  /** İade: the returned invoices. */
  returned: { id: string; date: string | null }[];
  despatchDate: string | null;
  dueDate: string | null;
}

function party(p: unknown): ReceivedParty {
  const ids = nodes(p, '*:PartyIdentification/*:ID').map((n) => ({
    scheme: (text(n, '@schemeID') ?? '').toUpperCase(),
    value: text(n, '.') ?? '',
  }));
  const byScheme = (...schemes: string[]) => ids.find((i) => schemes.includes(i.scheme))?.value ?? null;
  const first = text(p, '*:Person/*:FirstName');
  const family = text(p, '*:Person/*:FamilyName');
  const a = '*:PostalAddress';
  return {
    id: byScheme('VKN', 'TCKN'),
    title:
      text(p, '*:PartyName/*:Name') ??
      text(p, '*:PartyLegalEntity/*:RegistrationName') ??
      ([first, family].filter(Boolean).join(' ') || null),
    taxOffice: text(p, '*:PartyTaxScheme/*:TaxScheme/*:Name'),
    mersis: byScheme('MERSISNO'),
    tradeRegistry: byScheme('TICARETSICILNO'),
    address: {
      street: text(p, `${a}/*:StreetName`),
      buildingNumber: text(p, `${a}/*:BuildingNumber`),
      district: text(p, `${a}/*:CitySubdivisionName`),
      city: text(p, `${a}/*:CityName`),
      postalZone: text(p, `${a}/*:PostalZone`),
      country: text(p, `${a}/*:Country/*:Name`),
      countryCode: text(p, `${a}/*:Country/*:IdentificationCode`),
    },
    firstName: first,
    familyName: family,
  };
}

/** Reads a received document from a parsed XML document node. */
export function readReceived(doc: unknown): ReceivedDocument {
  const root = text(doc, 'local-name(/*)') ?? '';
  const despatch = root === 'DespatchAdvice';
  const supplierPath = despatch
    ? '/*/*:DespatchSupplierParty/*:Party'
    : '/*/*:AccountingSupplierParty/*:Party';
  const customerPath = despatch
    ? '/*/*:DeliveryCustomerParty/*:Party'
    : '/*/*:AccountingCustomerParty/*:Party';
  const [supplierNode] = nodes(doc, supplierPath);
  const [customerNode] = nodes(doc, customerPath);
  const lineName = despatch ? 'DespatchLine' : root === 'CreditNote' ? 'CreditNoteLine' : 'InvoiceLine';
  const qtyName = despatch
    ? 'DeliveredQuantity'
    : root === 'CreditNote'
      ? 'CreditedQuantity'
      : 'InvoicedQuantity';
  const empty: ReceivedParty = {
    id: null,
    title: null,
    taxOffice: null,
    mersis: null,
    tradeRegistry: null,
    address: {
      street: null,
      buildingNumber: null,
      district: null,
      city: null,
      postalZone: null,
      country: null,
      countryCode: null,
    },
    firstName: null,
    familyName: null,
  };
  return {
    root,
    profile: text(doc, '/*/*:ProfileID'),
    typeCode: text(doc, `/*/*:${root}TypeCode`),
    number: text(doc, '/*/*:ID'),
    uuid: text(doc, '/*/*:UUID')?.toLowerCase() ?? null,
    issueDate: text(doc, '/*/*:IssueDate'),
    issueTime: text(doc, '/*/*:IssueTime'),
    currency: text(doc, '/*/*:DocumentCurrencyCode'),
    exchangeRate: text(doc, '/*/*:PricingExchangeRate/*:CalculationRate'),
    payable: text(doc, '/*/*:LegalMonetaryTotal/*:PayableAmount'),
    supplier: supplierNode ? party(supplierNode) : empty,
    customer: customerNode ? party(customerNode) : empty,
    lines: nodes(doc, `/*/*:${lineName}`).map((l) => {
      const discount = nodes(l, "*:AllowanceCharge[normalize-space(*:ChargeIndicator) = 'false']")[0];
      const factor = discount ? text(discount, '*:MultiplierFactorNumeric') : null;
      return {
        id: text(l, '*:ID') ?? '',
        name: text(l, '*:Item/*:Name') ?? '',
        quantity: text(l, `*:${qtyName}`) ?? '0',
        unitCode: text(l, `*:${qtyName}/@unitCode`) ?? '',
        price: text(l, '*:Price/*:PriceAmount'),
        lineExtension: text(l, '*:LineExtensionAmount'),
        kdvPercent: text(
          l,
          "*:TaxTotal/*:TaxSubtotal[*:TaxCategory/*:TaxScheme/*:TaxTypeCode = '0015']/*:Percent",
        ),
        discountPercent: factor ? String(Number(factor) * 100) : null,
        discountAmount: discount ? text(discount, '*:Amount') : null,
        withholdingCode: text(
          l,
          '*:WithholdingTaxTotal/*:TaxSubtotal/*:TaxCategory/*:TaxScheme/*:TaxTypeCode',
        ),
        withholdingPercent: text(l, '*:WithholdingTaxTotal/*:TaxSubtotal/*:Percent'),
        sellersCode: text(l, '*:Item/*:SellersItemIdentification/*:ID'),
        buyersCode: text(l, '*:Item/*:BuyersItemIdentification/*:ID'),
        barcode:
          text(l, "*:Item/*:AdditionalItemIdentification/*:ID[@schemeID = ('BARKOD', 'GTIN', 'EAN')]") ??
          text(l, '*:Item/*:StandardItemIdentification/*:ID'),
      };
    }),
    notes: nodes(doc, '/*/*:Note').map((n) => text(n, '.') ?? ''),
    returned: nodes(doc, '/*/*:BillingReference/*:InvoiceDocumentReference').map((r) => ({
      id: text(r, '*:ID') ?? '',
      date: text(r, '*:IssueDate'),
    })),
    despatchDate: text(doc, '/*/*:Shipment/*:Delivery/*:Despatch/*:ActualDespatchDate'),
    dueDate:
      text(doc, '/*/*:PaymentTerms/*:PaymentDueDate') ?? text(doc, '/*/*:PaymentMeans/*:PaymentDueDate'),
  };
}

export { parseXml };
