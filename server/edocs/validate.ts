import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import SaxonJS from 'saxon-js';
import { validateXML, type XMLFileInfo } from 'xmllint-wasm';
import { checkArithmetic } from '../../domain/edocs/arithmetic';
import { ownRules } from './own-rules';
import { readAmounts } from './ubl/read';

// Validates UBL-TR documents the way GİB does: against GİB's XSD set (xmllint-wasm, libxml2) and GİB's schematron
// (the compiled XSLT run by SaxonJS), both from server/edocs/gib/ (docs/e-documents.md, "Validation"). The schema
// files and the schematron are read once per process and kept; each XSD run starts one short-lived worker.

const GIB_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'gib');
const SEF_FILE = path.join(GIB_DIR, 'schematron', 'UBL-TR_Main_Schematron.sef.json');
/** The same schematron in XPath 1.0 compatibility mode (scripts/compile-schematron.mjs): run when the first stops. */
const COMPAT_SEF_FILE = path.join(GIB_DIR, 'schematron', 'UBL-TR_Main_Schematron.compat.sef.json');
const SVRL = 'http://purl.oclc.org/dsdl/svrl';

/** The UBL document types Defter builds, by their root element. */
export const UBL_ROOTS = [
  'Invoice',
  'CreditNote',
  'DespatchAdvice',
  'ReceiptAdvice',
  'ApplicationResponse',
] as const;
export type UblRoot = (typeof UBL_ROOTS)[number];

/** The schematron's `type` parameter: e-Fatura rules, or e-Arşiv (ProfileID must be EARSIVFATURA). */
export type SchematronMode = 'efatura' | 'earchive';

/**
 * One finding: an XSD error of libxml2, a failed assertion of GİB's schematron (its Turkish text), a sum that does
 * not add up (`arithmetic`, domain/edocs/arithmetic.ts), or a rule of Defter's own for what GİB's schematron does
 * not check (`defter`: every driver of a waybill, the e-SMM's and e-MM's own rules).
 */
export interface UblIssue {
  source: 'xsd' | 'schematron' | 'arithmetic' | 'defter';
  message: string;
  /** The XSD error's line, or the schematron's XPath of the failing element. */
  location: string;
}

/** What validation found; `valid` when neither the XSD nor the schematron found anything. */
export interface UblValidation {
  valid: boolean;
  root: UblRoot | null;
  mode: SchematronMode;
  issues: UblIssue[];
  /** Schematron assertions that do not apply to this document (e-SMM: GİB's e-Fatura code lists), by their text. */
  notApplicable: string[];
  /**
   * True when GİB's schematron could not run on the document as published (a repeated element read as one value:
   * two drivers) and ran in XPath 1.0 compatibility mode instead, reading the first of each repeated value.
   */
  compat?: boolean;
}

/** A document to validate; `name` labels it in a batch. */
export interface UblSource {
  name: string;
  xml: string;
}

/**
 * GİB's e-Fatura schematron has no e-SMM rules: its code lists do not hold ProfileID EARSIVBELGE nor InvoiceTypeCode
 * SERBESTMESLEKMAKBUZU, and it allows WithholdingTaxTotal only on e-Fatura types. These three assertions (by the
 * code list or rule their test names) are reported as not applicable on an e-SMM; every other rule still applies.
 */
const ESMM_NOT_APPLICABLE = [
  '$ProfileIDTypeEarchive',
  '$InvoiceTypeCodeList',
  "not(exists(cac:WithholdingTaxTotal)) or cbc:InvoiceTypeCode = 'TEVKIFAT'",
];

let schemaFiles: XMLFileInfo[] | null = null;

/** Every XSD of GİB's set, named by its path under xsdrt/ (maindoc/…, common/…), so the imports resolve. */
function schemas(): XMLFileInfo[] {
  if (!schemaFiles) {
    const root = path.join(GIB_DIR, 'xsdrt');
    schemaFiles = ['maindoc', 'common'].flatMap((dir) =>
      readdirSync(path.join(root, dir))
        .filter((f) => f.endsWith('.xsd'))
        .map((f) => ({ fileName: `${dir}/${f}`, contents: readFileSync(path.join(root, dir, f), 'utf8') })),
    );
  }
  return schemaFiles;
}

let sef: unknown = null;
let compatSef: unknown = null;

function stylesheet(compat = false): unknown {
  if (compat) return (compatSef ??= JSON.parse(readFileSync(COMPAT_SEF_FILE, 'utf8')));
  sef ??= JSON.parse(readFileSync(SEF_FILE, 'utf8'));
  return sef;
}

/** The document's root element name, ProfileID and InvoiceTypeCode (namespace prefixes as they come). */
function facts(doc: unknown): { root: string; profile: string; type: string } {
  const xpath = (expr: string) => String(SaxonJS.XPath.evaluate(expr, doc as never) ?? '');
  return {
    root: xpath('local-name(/*)'),
    profile: xpath("normalize-space(/*/*[local-name() = 'ProfileID'])"),
    type: xpath("normalize-space(/*/*[local-name() = 'InvoiceTypeCode'])"),
  };
}

/** e-Arşiv documents (EARSIVFATURA, and the EARSIVBELGE receipts) run with `type=earchive`. */
export function schematronModeOf(profile: string): SchematronMode {
  return profile === 'EARSIVFATURA' || profile === 'EARSIVBELGE' ? 'earchive' : 'efatura';
}

interface SchematronRun {
  issues: UblIssue[];
  notApplicable: string[];
  compat?: boolean;
}

const FAILED =
  "! (descendant-or-self::svrl:failed-assert) ! map { 'test': string(@test), 'location': string(@location), 'text': normalize-space(svrl:text) }";

function failedAsserts(output: unknown): { test: string; location: string; text: string }[] {
  return SaxonJS.XPath.evaluate(`$out ${FAILED}`, null, {
    namespaceContext: { svrl: SVRL },
    params: { out: output },
    resultForm: 'array',
  }) as { test: string; location: string; text: string }[];
}

/**
 * GİB's schematron runs its patterns; its "General Rules" stand outside any pattern in GİB's source, so the compiled
 * XSLT holds them in mode M0 but never applies it. Defter applies that mode too: the element rules run (IssueDate
 * between 2005-01-01 and today, country, currency and channel codes); the attribute rules (unitCode, currencyID,
 * mimeCode) do not, as the mode has no rule that visits attributes (docs/e-documents.md, "Validation").
 */
function runSchematron(doc: unknown, mode: SchematronMode, esmm: boolean): SchematronRun {
  try {
    return runSchematronWith(doc, mode, esmm, false);
  } catch {
    // GİB's schematron is XSLT 2.0: `string(cac:ShipmentStage/cac:DriverPerson/cbc:FirstName)` stops with XPTY0004 on
    // a waybill with two drivers, which UBL-TR allows. Run as an XSLT 1.0 processor would (first value of each).
    return { ...runSchematronWith(doc, mode, esmm, true), compat: true };
  }
}

function runSchematronWith(
  doc: unknown,
  mode: SchematronMode,
  esmm: boolean,
  compat: boolean,
): SchematronRun {
  const params = mode === 'earchive' ? { type: 'earchive' } : {};
  const run = (extra: object) =>
    SaxonJS.transform(
      {
        stylesheetInternal: stylesheet(compat) as object,
        sourceNode: doc as never,
        stylesheetParams: params,
        ...extra,
      },
      'sync',
    ).principalResult;
  const failed = [
    ...failedAsserts(run({ destination: 'document' })),
    ...failedAsserts(run({ destination: 'raw', initialMode: 'M0' })),
  ];
  const result: SchematronRun = { issues: [], notApplicable: [] };
  for (const f of failed) {
    if (esmm && ESMM_NOT_APPLICABLE.some((t) => f.test.includes(t))) result.notApplicable.push(f.text);
    else result.issues.push({ source: 'schematron', message: f.text, location: f.location });
  }
  return result;
}

/** XSD validation only: groups the sources by root element; the XSD of each root runs once for its whole group. */
export async function validateXsd(
  sources: { name: string; xml: string; root: UblRoot }[],
): Promise<Map<string, UblIssue[]>> {
  const issues = new Map<string, UblIssue[]>(sources.map((s) => [s.name, []]));
  const all = schemas();
  for (const root of UBL_ROOTS) {
    const group = sources.filter((s) => s.root === root);
    if (!group.length) continue;
    const main = `maindoc/UBL-${root}-2.1.xsd`;
    const files = group.map((s, i) => ({ fileName: `doc${i}.xml`, contents: s.xml, source: s.name }));
    const result = await validateXML({
      xml: files.map(({ fileName, contents }) => ({ fileName, contents })),
      schema: all.filter((f) => f.fileName === main),
      preload: all.filter((f) => f.fileName !== main),
      maxMemoryPages: 1024,
    });
    for (const error of result.errors) {
      // libxml2's closing summary ("doc0.xml fails to validate") says nothing the errors before it do not.
      if (/fails to validate$/.test(error.message)) continue;
      const file = files.find((f) => f.fileName === error.loc?.fileName);
      const target = file ? file.source : group[0].name;
      issues.get(target)!.push({
        source: 'xsd',
        message: error.message,
        location: error.loc ? `satır ${error.loc.lineNumber}` : '',
      });
    }
    // A document libxml2 refused without a usable error line still counts as invalid.
    if (!result.valid) {
      for (const f of files) {
        if (!issues.get(f.source)!.length && result.rawOutput.includes(`${f.fileName} fails to validate`))
          issues.get(f.source)!.push({ source: 'xsd', message: result.rawOutput.trim(), location: '' });
      }
    }
  }
  return issues;
}

/**
 * Validates several documents: the XSD of each document type once for all of its documents, then GİB's schematron
 * on each (`type=earchive` for EARSIVFATURA and EARSIVBELGE). The answer keeps the order of `sources`.
 */
export async function validateUblBatch(sources: readonly UblSource[]): Promise<UblValidation[]> {
  const parsed = sources.map((s) => {
    let doc: unknown = null;
    let parseError: string | null = null;
    try {
      doc = SaxonJS.XPath.evaluate('parse-xml($xml)', null, { params: { xml: s.xml } });
    } catch (err) {
      parseError = err instanceof Error ? err.message : String(err);
    }
    const f = doc ? facts(doc) : { root: '', profile: '', type: '' };
    const root = (UBL_ROOTS as readonly string[]).includes(f.root) ? (f.root as UblRoot) : null;
    return { ...s, doc, parseError, root, rootName: f.root, profile: f.profile, type: f.type };
  });
  const xsd = await validateXsd(
    parsed.filter((p) => p.root).map((p) => ({ name: p.name, xml: p.xml, root: p.root! })),
  );
  return parsed.map((p) => {
    const mode = schematronModeOf(p.profile);
    if (!p.doc || !p.root) {
      const message = p.parseError
        ? `XML okunamadı: ${p.parseError}`
        : `Tanınmayan belge türü: ${p.rootName}`;
      const issue: UblIssue = { source: 'xsd', message, location: '' };
      return { valid: false, root: null, mode, issues: [issue], notApplicable: [] };
    }
    const esmm = p.root === 'Invoice' && p.type === 'SERBESTMESLEKMAKBUZU';
    // GİB's schematron can stop with a dynamic error on a document the XSD allows (two DriverPerson names read as one
    // string): GİB would refuse it too, so it is an issue of the document, not an exception of the batch.
    let schematron: SchematronRun;
    try {
      schematron = runSchematron(p.doc, mode, esmm);
    } catch (err) {
      const detail = err instanceof Error ? err.message : String(err);
      schematron = {
        issues: [
          {
            source: 'schematron',
            message: `GİB şematron kontrolü bu belgede çalışamadı: ${detail}`,
            location: '',
          },
        ],
        notApplicable: [],
      };
    }
    const issues = [...(xsd.get(p.name) ?? []), ...schematron.issues, ...ownChecks(p.doc, p.root)];
    return {
      valid: !issues.length,
      root: p.root,
      mode,
      issues,
      notApplicable: schematron.notApplicable,
      ...(schematron.compat ? { compat: true } : {}),
    };
  });
}

/** The arithmetic and Defter's own rules of a parsed document (docs/e-documents.md, "Validation"). */
function ownChecks(doc: unknown, root: UblRoot): UblIssue[] {
  const out: UblIssue[] = [];
  const amounts = readAmounts(doc);
  if (amounts)
    for (const message of checkArithmetic(amounts)) out.push({ source: 'arithmetic', message, location: '' });
  for (const message of ownRules(doc, root)) out.push({ source: 'defter', message, location: '' });
  return out;
}

/**
 * The schematron alone over one document (its mode by ProfileID); the XSD is left out. `compat`: only the XPath 1.0
 * compatibility compilation (the tests compare the two).
 */
export function validateSchematron(xml: string, opts: { compat?: boolean } = {}): UblIssue[] {
  const doc = SaxonJS.XPath.evaluate('parse-xml($xml)', null, { params: { xml } });
  const f = facts(doc);
  const mode = schematronModeOf(f.profile);
  const esmm = f.root === 'Invoice' && f.type === 'SERBESTMESLEKMAKBUZU';
  return (opts.compat ? runSchematronWith(doc, mode, esmm, true) : runSchematron(doc, mode, esmm)).issues;
}

/** Validates one document against GİB's XSD and schematron (see validateUblBatch). */
export async function validateUbl(xml: string): Promise<UblValidation> {
  const [result] = await validateUblBatch([{ name: 'document', xml }]);
  return result;
}
