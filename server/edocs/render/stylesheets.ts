import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { XSLT_TYPE, type XsltTypeId } from '../../../domain/edocs';

// Which stylesheet shows which e-document (docs/e-documents.md, "Rendering"): GİB's for invoices, waybills, waybill
// replies and answers; Defter's own for the receipts GİB's general.xslt cannot show (e-SMM, e-MM). The compiled
// SEFs are in sef/ (npm run gib:xslt).

const SEF_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'sef');

/** The built-in stylesheets, by name (their SEF is `sef/<name>.sef.json`). */
export const BUILT_IN = {
  general: 'GİB general.xslt (e-Fatura, e-Arşiv)',
  irsaliye: 'GİB irsaliye.xslt (e-İrsaliye)',
  irsaliyeyaniti: 'GİB irsaliyeyaniti.xslt (İrsaliye Yanıtı)',
  appResponse: 'GİB appResponse.xslt (Uygulama Yanıtı)',
  makbuz: 'Defter makbuz.xslt (e-SMM, e-MM)',
} as const;
export type BuiltIn = keyof typeof BUILT_IN;

/** The SEF file of a built-in stylesheet. */
export const sefFile = (name: BuiltIn) => path.join(SEF_DIR, `${name}.sef.json`);

/** What an e-document XML is, read from its first elements. */
export interface DocumentKind {
  /** Root element: Invoice, CreditNote, DespatchAdvice, ReceiptAdvice, ApplicationResponse (else ''). */
  root: string;
  profile: string;
  /** InvoiceTypeCode / CreditNoteTypeCode / DespatchAdviceTypeCode… */
  type: string;
  /** Its number (cbc:ID of the document). */
  number: string;
  /** The built-in stylesheet that shows it. */
  builtIn: BuiltIn | null;
  /** The template type a user template for it has (002 §4), or null when only the built-in one shows it. */
  templateType: XsltTypeId | null;
}

const firstText = (xml: string, element: string) =>
  new RegExp(`<(?:[\\w.-]+:)?${element}(?:\\s[^>]*)?>([^<]*)<`).exec(xml)?.[1].trim() ?? '';

/** The kind of an e-document XML (the elements near its top; no full parse). */
export function documentKindOf(xml: string): DocumentKind {
  // The first element that is not the XML declaration, a comment or a processing instruction.
  const root = /<(?![?!])(?:[\w.-]+:)?([\w.-]+)/.exec(xml)?.[1] ?? '';
  const profile = firstText(xml, 'ProfileID');
  const type = firstText(xml, `${root}TypeCode`);
  const number = firstText(xml, 'ID');
  const receipt = root === 'Invoice' && type === 'SERBESTMESLEKMAKBUZU';
  const builtIn: BuiltIn | null =
    root === 'Invoice'
      ? receipt
        ? 'makbuz'
        : 'general'
      : root === 'CreditNote'
        ? 'makbuz'
        : root === 'DespatchAdvice'
          ? 'irsaliye'
          : root === 'ReceiptAdvice'
            ? 'irsaliyeyaniti'
            : root === 'ApplicationResponse'
              ? 'appResponse'
              : null;
  const templateType: XsltTypeId | null =
    root === 'Invoice'
      ? receipt
        ? XSLT_TYPE.eSmm
        : profile === 'EARSIVFATURA'
          ? XSLT_TYPE.eArsiv
          : XSLT_TYPE.eFatura
      : root === 'DespatchAdvice'
        ? XSLT_TYPE.eIrsaliye
        : null;
  return { root, profile, type, number, builtIn, templateType };
}
