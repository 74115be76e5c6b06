import { create } from 'xmlbuilder2';
import { AppError } from '../../lib/errors';
import type { XMLBuilder } from 'xmlbuilder2/lib/interfaces';

// The XML layer of the UBL-TR builders: namespaces and a few helpers over xmlbuilder2, which escapes every text and
// attribute (&, <, >, quotes) and drops characters XML 1.0 cannot hold. No XML is ever written by concatenation.

/** The UBL 2.1 namespaces by prefix. */
export const NS = {
  Invoice: 'urn:oasis:names:specification:ubl:schema:xsd:Invoice-2',
  CreditNote: 'urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2',
  DespatchAdvice: 'urn:oasis:names:specification:ubl:schema:xsd:DespatchAdvice-2',
  ReceiptAdvice: 'urn:oasis:names:specification:ubl:schema:xsd:ReceiptAdvice-2',
  ApplicationResponse: 'urn:oasis:names:specification:ubl:schema:xsd:ApplicationResponse-2',
  cac: 'urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2',
  cbc: 'urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2',
  ext: 'urn:oasis:names:specification:ubl:schema:xsd:CommonExtensionComponents-2',
} as const;

/**
 * The namespace of the element that stands in ExtensionContent until the integrator signs the document: GİB's XSD
 * wants exactly one element of another namespace there (docs/e-documents.md, "Signature").
 */
export const UNSIGNED_NS = 'urn:defter:edocs:imza-bekliyor';

export type UblRootName =
  'Invoice' | 'CreditNote' | 'DespatchAdvice' | 'ReceiptAdvice' | 'ApplicationResponse';

/**
 * A document's data that the builder cannot turn into valid UBL-TR; the message is Turkish, for the user. An AppError
 * (400), so a route that builds a document answers it in the envelope, never with a 500.
 */
export class UblInputError extends AppError {
  constructor(message: string) {
    super(message, 400);
    this.name = 'UblInputError';
  }
}

/** A new document with its root element and the cac, cbc and ext namespaces declared on it. */
export function newDocument(root: UblRootName): XMLBuilder {
  return create({ version: '1.0', encoding: 'UTF-8', invalidCharReplacement: '' }).ele(NS[root], root, {
    'xmlns:cac': NS.cac,
    'xmlns:cbc': NS.cbc,
    'xmlns:ext': NS.ext,
  });
}

function nsOf(name: string): string {
  const prefix = name.split(':')[0] as 'cac' | 'cbc' | 'ext';
  return NS[prefix];
}

/** Adds `cac:X` (an aggregate) and returns it. */
export function group(parent: XMLBuilder, name: string): XMLBuilder {
  return parent.ele(nsOf(name), name);
}

type Text = string | number | null | undefined;

/** Adds `cbc:X` with its text and attributes; an empty value adds nothing unless `keepEmpty`. */
export function el(
  parent: XMLBuilder,
  name: string,
  text: Text,
  attrs: Record<string, string> = {},
  keepEmpty = false,
): void {
  const value = text === null || text === undefined ? '' : String(text).trim();
  if (!value && !keepEmpty) return;
  parent.ele(nsOf(name), name, attrs).txt(value);
}

/** Adds an amount element with its currency (`currencyID`). */
export function amount(parent: XMLBuilder, name: string, value: string, currency: string): void {
  el(parent, name, value, { currencyID: currency }, true);
}

/** The finished document as text (UTF-8, indented). */
export function finish(doc: XMLBuilder): string {
  return doc.end({ prettyPrint: true });
}
