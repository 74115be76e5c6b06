import type { XMLBuilder } from 'xmlbuilder2/lib/interfaces';
import { calendarDate } from '../../../domain/dates';
import type { UblAddress, UblDocumentRef, UblHeader, UblParty } from '../../../domain/edocs';
import { D, type Dec, sum, toFixedString } from '../../../domain/money';
import { amount, el, group, UblInputError, UNSIGNED_NS } from './xml';

// What every UBL-TR document shares, in GİB's XSD element order: the signature placeholder, the header, parties,
// addresses, document references and tax subtotals (docs/e-documents.md).

/** GİB's number form: 3 letters or digits, the year (20xx), 9 digits. */
const GIB_ID = /^[A-Z0-9]{3}20\d{2}\d{9}$/;
const UUID = /^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^\d{2}:\d{2}:\d{2}$/;

/** Checks the header fields GİB checks by form; `gibId` false for the waybill reply (any 16 characters). */
export function checkHeader(h: UblHeader, opts: { gibId?: boolean; timeRequired?: boolean } = {}): void {
  const gibId = opts.gibId ?? true;
  if (gibId ? !GIB_ID.test(h.id) : h.id.trim().length !== 16)
    throw new UblInputError(
      gibId
        ? `Belge numarası "${h.id}" GİB biçiminde değil: 3 harf veya rakam, yıl ve 9 haneli sıra numarası olmalıdır (ör. ABC2026000000001).`
        : `Belge numarası "${h.id}" 16 karakter olmalıdır.`,
    );
  if (!UUID.test(h.uuid)) throw new UblInputError(`ETTN "${h.uuid}" geçerli bir UUID değil.`);
  checkDate(h.issueDate, 'Düzenleme tarihi');
  if (h.issueTime && !TIME.test(h.issueTime))
    throw new UblInputError(`Düzenleme saati "${h.issueTime}" SS:DD:ss biçiminde olmalıdır.`);
  if (opts.timeRequired && !h.issueTime) throw new UblInputError('Bu belgede düzenleme saati zorunludur.');
}

/** Every line names its goods or service (Item/Name). */
export function checkLineNames(lines: readonly { name: string }[]): void {
  lines.forEach((l, i) => {
    if (!l.name?.trim()) throw new UblInputError(`${i + 1}. satır: mal / hizmet adı zorunludur.`);
  });
}

/** A date must be YYYY-MM-DD. */
export function checkDate(value: string | null | undefined, label: string): string {
  if (!value || !DATE.test(value) || !calendarDate(value))
    throw new UblInputError(`${label} YYYY-AA-GG biçiminde olmalıdır.`);
  return value;
}

/**
 * ext:UBLExtensions with the placeholder that the integrator's XAdES signature replaces (an unsigned document must
 * still carry exactly one foreign element there).
 */
export function extensions(doc: XMLBuilder): void {
  const content = group(group(group(doc, 'ext:UBLExtensions'), 'ext:UBLExtension'), 'ext:ExtensionContent');
  content.ele(UNSIGNED_NS, 'imza:ImzaBekliyor', { 'xmlns:imza': UNSIGNED_NS });
}

/** UBLVersionID … IssueTime (every document but the answer has CopyIndicator after ID). */
export function header(
  doc: XMLBuilder,
  h: UblHeader,
  profile: string,
  opts: { customization?: string; copyIndicator?: boolean } = {},
): void {
  el(doc, 'cbc:UBLVersionID', '2.1');
  el(doc, 'cbc:CustomizationID', opts.customization ?? 'TR1.2');
  el(doc, 'cbc:ProfileID', profile);
  el(doc, 'cbc:ID', h.id);
  if (opts.copyIndicator ?? true) el(doc, 'cbc:CopyIndicator', 'false');
  el(doc, 'cbc:UUID', h.uuid);
  el(doc, 'cbc:IssueDate', h.issueDate);
  el(doc, 'cbc:IssueTime', h.issueTime);
}

/** The model's notes, each a cbc:Note. */
export function notes(doc: XMLBuilder, list: readonly (string | null | undefined)[] | undefined): void {
  for (const note of list ?? []) el(doc, 'cbc:Note', note);
}

const isVkn = (id: string) => /^\d{10}$/.test(id);
const isTckn = (id: string) => /^\d{11}$/.test(id);

/** Checks a party's identity the way GİB does: a VKN with a title, or a TCKN with first and family name. */
export function checkParty(p: UblParty, label: string): void {
  if (!isVkn(p.id) && !isTckn(p.id))
    throw new UblInputError(`${label}: VKN 10, TCKN 11 haneli olmalıdır ("${p.id}").`);
  if (isVkn(p.id) && !p.name?.trim()) throw new UblInputError(`${label}: VKN ile unvan zorunludur.`);
  if (isTckn(p.id) && !(p.firstName?.trim() && p.familyName?.trim()))
    throw new UblInputError(`${label}: TCKN ile ad ve soyad zorunludur.`);
  checkAddress(p.address, label);
}

/** GİB's XSD wants an address's district, city and country. */
export function checkAddress(a: UblAddress, label: string): void {
  if (!a.district?.trim() || !a.city?.trim() || !a.country?.trim())
    throw new UblInputError(`${label}: adreste ilçe, il ve ülke zorunludur.`);
}

/** cac:{name} with an address's parts in XSD order. */
export function address(parent: XMLBuilder, name: string, a: UblAddress): void {
  const node = group(parent, name);
  el(node, 'cbc:Room', a.door);
  el(node, 'cbc:StreetName', a.street);
  el(node, 'cbc:BuildingName', a.buildingName);
  el(node, 'cbc:BuildingNumber', a.buildingNumber);
  el(node, 'cbc:CitySubdivisionName', a.district, {}, true);
  el(node, 'cbc:CityName', a.city, {}, true);
  el(node, 'cbc:PostalZone', a.postalZone);
  el(node, 'cbc:District', a.neighbourhood);
  const country = group(node, 'cac:Country');
  el(country, 'cbc:IdentificationCode', a.countryCode);
  el(country, 'cbc:Name', a.country, {}, true);
}

/** The scheme of a party's number: VKN (10 digits) or TCKN (11). */
export const schemeOf = (id: string) => (isVkn(id) ? 'VKN' : 'TCKN');

/** cac:{name} (a cac:Party element, or the wrapper holding one when `wrapped`) for a VKN or TCKN party. */
export function party(parent: XMLBuilder, name: string, p: UblParty, opts: { wrapped?: boolean } = {}): void {
  const outer = group(parent, name);
  const node = opts.wrapped === false ? outer : group(outer, 'cac:Party');
  el(node, 'cbc:WebsiteURI', p.website);
  el(group(node, 'cac:PartyIdentification'), 'cbc:ID', p.id, { schemeID: schemeOf(p.id) });
  // GİB's PartyIdentification scheme list (UBL-TR Codelist): a company's MERSİS and trade registry numbers, which a
  // receiving system reads to match the supplier (issue 26, item 5).
  if (p.mersis?.trim())
    el(group(node, 'cac:PartyIdentification'), 'cbc:ID', p.mersis.trim(), { schemeID: 'MERSISNO' });
  if (p.tradeRegistry?.trim())
    el(group(node, 'cac:PartyIdentification'), 'cbc:ID', p.tradeRegistry.trim(), {
      schemeID: 'TICARETSICILNO',
    });
  if (isVkn(p.id)) el(group(node, 'cac:PartyName'), 'cbc:Name', p.name);
  address(node, 'cac:PostalAddress', p.address);
  if (p.taxOffice?.trim())
    el(group(group(node, 'cac:PartyTaxScheme'), 'cac:TaxScheme'), 'cbc:Name', p.taxOffice);
  if (p.phone || p.email) {
    const contact = group(node, 'cac:Contact');
    el(contact, 'cbc:Telephone', p.phone);
    el(contact, 'cbc:ElectronicMail', p.email);
  }
  if (isTckn(p.id)) {
    const person = group(node, 'cac:Person');
    el(person, 'cbc:FirstName', p.firstName);
    el(person, 'cbc:FamilyName', p.familyName);
  }
}

/**
 * cac:Signature: who signs (the issuer's VKN / TCKN) and a reference to the XAdES signature the integrator adds in
 * UBLExtensions (#Signature_{ID}).
 */
export function signature(doc: XMLBuilder, signer: UblParty, documentId: string): void {
  const sig = group(doc, 'cac:Signature');
  el(sig, 'cbc:ID', signer.id, { schemeID: 'VKN_TCKN' });
  const signatory = group(sig, 'cac:SignatoryParty');
  el(group(signatory, 'cac:PartyIdentification'), 'cbc:ID', signer.id, { schemeID: schemeOf(signer.id) });
  address(signatory, 'cac:PostalAddress', signer.address);
  el(
    group(group(sig, 'cac:DigitalSignatureAttachment'), 'cac:ExternalReference'),
    'cbc:URI',
    `#Signature_${documentId}`,
  );
}

/** cac:{name} holding a document reference (ID, IssueDate, and the optional type code and type). */
export function documentRef(
  parent: XMLBuilder,
  name: string,
  ref: UblDocumentRef,
  typeCode?: string,
  type?: string,
): void {
  const node = group(parent, name);
  el(node, 'cbc:ID', ref.id);
  el(node, 'cbc:IssueDate', checkDate(ref.date, `"${ref.id}" belgesinin tarihi`));
  el(node, 'cbc:DocumentTypeCode', typeCode);
  el(node, 'cbc:DocumentType', type);
}

/** One tax subtotal as UBL-TR writes it. */
export interface Subtotal {
  taxable: string | null;
  amount: string;
  percent: string | null;
  perUnitAmount?: string | null;
  code: string;
  name: string;
  exemption?: { code: string; reason: string } | null;
}

/** cac:TaxSubtotal in XSD order. */
export function taxSubtotal(parent: XMLBuilder, s: Subtotal, currency: string): void {
  const node = group(parent, 'cac:TaxSubtotal');
  if (s.taxable !== null) amount(node, 'cbc:TaxableAmount', s.taxable, currency);
  amount(node, 'cbc:TaxAmount', s.amount, currency);
  el(node, 'cbc:Percent', s.percent);
  if (s.perUnitAmount) amount(node, 'cbc:PerUnitAmount', s.perUnitAmount, currency);
  const category = group(node, 'cac:TaxCategory');
  if (s.exemption) {
    el(category, 'cbc:TaxExemptionReasonCode', s.exemption.code);
    el(category, 'cbc:TaxExemptionReason', s.exemption.reason);
  }
  const scheme = group(category, 'cac:TaxScheme');
  el(scheme, 'cbc:Name', s.name);
  el(scheme, 'cbc:TaxTypeCode', s.code);
}

/** cac:{name} (TaxTotal or WithholdingTaxTotal): the sum of its subtotals, then each subtotal. */
export function taxTotal(
  parent: XMLBuilder,
  name: string,
  subtotals: readonly Subtotal[],
  currency: string,
): void {
  const node = group(parent, name);
  amount(node, 'cbc:TaxAmount', money(sum(subtotals.map((s) => D(s.amount)))), currency);
  for (const s of subtotals) taxSubtotal(node, s, currency);
}

/** An amount at 2 decimals, as every UBL-TR total is written. */
export const money = (value: Dec) => toFixedString(value, 2);
