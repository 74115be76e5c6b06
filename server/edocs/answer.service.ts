import { randomUUID } from 'node:crypto';
import { create } from 'xmlbuilder2';
import type { UblAddress, UblParty } from '../../domain/edocs';
import { buildApplicationResponse, UblInputError } from './ubl';
import type { AnswerCode } from './integrator';

// The answer to an incoming TICARIFATURA as GİB carries it (docs/e-documents.md, "Inbox and answers"): an
// ApplicationResponse (KABUL / RED) built from the received invoice — the answering party is the invoice's buyer
// exactly as the invoice names it, the receiver its issuer —, validated, then sent through the integrator.

type Node = Record<string, any>;

/** The text of an element as xmlbuilder2's object form holds it (`"x"` or `{"@attr": …, "#": "x"}`). */
const textOf = (v: unknown): string => {
  if (v === undefined || v === null) return '';
  if (typeof v === 'object') return textOf((v as Node)['#']);
  return String(v).trim();
};
const first = (v: unknown): Node => (Array.isArray(v) ? v[0] : v) ?? {};

function addressOf(a: Node): UblAddress {
  const country = first(a['cac:Country']);
  return {
    street: textOf(a['cbc:StreetName']) || null,
    neighbourhood: textOf(a['cbc:District']) || null,
    buildingName: textOf(a['cbc:BuildingName']) || null,
    buildingNumber: textOf(a['cbc:BuildingNumber']) || null,
    door: textOf(a['cbc:Room']) || null,
    district: textOf(a['cbc:CitySubdivisionName']),
    city: textOf(a['cbc:CityName']),
    postalZone: textOf(a['cbc:PostalZone']) || null,
    country: textOf(country['cbc:Name']) || 'Türkiye',
    countryCode: textOf(country['cbc:IdentificationCode']) || null,
  };
}

/**
 * A party of a UBL-TR Invoice (`cac:AccountingSupplierParty` / `cac:AccountingCustomerParty`) as the builders' model:
 * the VKN / TCKN of its identifications, its name or person, address, tax office and contact.
 */
export function partyOfInvoice(
  xml: string,
  which: 'cac:AccountingSupplierParty' | 'cac:AccountingCustomerParty',
): UblParty {
  const doc = create(xml).end({ format: 'object' }) as Node;
  const root = first(doc.Invoice ?? doc['n1:Invoice'] ?? Object.values(doc)[0]);
  const party = first(first(root[which])['cac:Party']);
  const ids = [party['cac:PartyIdentification']].flat().filter(Boolean) as Node[];
  const id = ids
    .map((p) => p['cbc:ID'])
    .find((v) => ['VKN', 'TCKN'].includes(String((first(v) as Node)['@schemeID'] ?? '')));
  const person = first(party['cac:Person']);
  const tax = first(first(party['cac:PartyTaxScheme'])['cac:TaxScheme']);
  const contact = first(party['cac:Contact']);
  return {
    id: textOf(first(id)),
    name: textOf(first(party['cac:PartyName'])['cbc:Name']) || null,
    firstName: textOf(person['cbc:FirstName']) || null,
    familyName: textOf(person['cbc:FamilyName']) || null,
    taxOffice: textOf(tax['cbc:Name']) || null,
    address: addressOf(first(party['cac:PostalAddress'])),
    phone: textOf(contact['cbc:Telephone']) || null,
    email: textOf(contact['cbc:ElectronicMail']) || null,
  };
}

export interface IncomingInvoice {
  /** gelen_efatura.id: the answer's number is `YNT{year}{id, 9 digits}`, one answer per received invoice. */
  rowId: number;
  ettn: string;
  number: string;
  issueDate: string;
  xml: string;
}

export interface BuiltAnswer {
  uuid: string;
  id: string;
  xml: string;
}

/** The answer's number: `YNT`, the year, the Gelen row's id in 9 digits (16 characters, as UBL-TR wants). */
export const answerNumber = (year: string, rowId: number) => `YNT${year}${String(rowId).padStart(9, '0')}`;

/**
 * Builds the ApplicationResponse of a KABUL / RED to a received invoice, dated `today` at `time` (Türkiye's).
 * Throws UblInputError (Turkish) when the invoice does not give what the answer needs.
 */
export function buildAnswer(
  invoice: IncomingInvoice,
  code: AnswerCode,
  reason: string | null,
  today: string,
  time: string,
): BuiltAnswer {
  const uuid = randomUUID();
  const id = answerNumber(today.slice(0, 4), invoice.rowId);
  let sender: UblParty;
  let receiver: UblParty;
  try {
    sender = partyOfInvoice(invoice.xml, 'cac:AccountingCustomerParty');
    receiver = partyOfInvoice(invoice.xml, 'cac:AccountingSupplierParty');
  } catch {
    throw new UblInputError('Faturanın XML içeriği okunamadı; yanıt oluşturulamadı.');
  }
  const xml = buildApplicationResponse({
    id,
    uuid,
    issueDate: today,
    issueTime: time,
    code,
    description: reason,
    invoice: { uuid: invoice.ettn, id: invoice.number, date: invoice.issueDate },
    sender,
    receiver,
  });
  return { uuid, id, xml };
}
