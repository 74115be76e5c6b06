import { create } from 'xmlbuilder2';
import { AppError } from '../../lib/errors';
import type { XMLBuilder } from 'xmlbuilder2/lib/interfaces';

// The XML layer of the UBL-TR builders: namespaces and a few helpers over xmlbuilder2. No XML is ever written by
// concatenation, and every text or attribute value a builder writes enters the tree here, through `el`, as
// `xmlValue` makes it (docs/e-documents.md, "Text in the XML").

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

/**
 * What XML 1.0 cannot hold at all (its Char production): the C0 controls but TAB, LF and CR, a lone surrogate, and
 * U+FFFE / U+FFFF. Invisible, meaningless in a document, and impossible to carry even as a character reference.
 */
const NOT_XML_CHAR =
  // eslint-disable-next-line no-control-regex -- the control characters are what this removes
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** The typed text as it is meant: without what XML cannot hold, line ends as LF (what every XML reader makes of them). */
export function xmlText(value: string): string {
  return value.replace(NOT_XML_CHAR, '').replace(/\r\n?/g, '\n');
}

/**
 * The value handed to xmlbuilder2 for a text or attribute. xmlbuilder2 escapes `<`, `>` and `"` but leaves an `&`
 * that starts something shaped like a reference (`&name;`, `&#60;`): so the user's `&lt;b&gt;` would reach the
 * receiver as `<b>`, and `&nbsp;` or `&#0;` would make the XML not well-formed (issue 22, item 4). Every `&` is
 * therefore written as `&amp;` here, which xmlbuilder2 passes through as it is: each character the user typed reads
 * back as that character. server/edocs/ubl/escaping.test.ts types the references into every field of every document.
 */
export const xmlValue = (text: string): string => xmlText(text).replace(/&/g, '&amp;');

/**
 * Adds `cbc:X` with its text and attributes; an empty value adds nothing unless `keepEmpty`. The one place a
 * builder's text and attribute values enter the XML (`xmlValue`).
 */
export function el(
  parent: XMLBuilder,
  name: string,
  text: Text,
  attrs: Record<string, string> = {},
  keepEmpty = false,
): void {
  const value = text === null || text === undefined ? '' : xmlText(String(text)).trim();
  if (!value && !keepEmpty) return;
  const escaped = Object.fromEntries(Object.entries(attrs).map(([k, v]) => [k, xmlValue(v)]));
  parent.ele(nsOf(name), name, escaped).txt(xmlValue(value));
}

/** Adds an amount element with its currency (`currencyID`). */
export function amount(parent: XMLBuilder, name: string, value: string, currency: string): void {
  el(parent, name, value, { currencyID: currency }, true);
}

/** The finished document as text (UTF-8, indented). */
export function finish(doc: XMLBuilder): string {
  return doc.end({ prettyPrint: true });
}
