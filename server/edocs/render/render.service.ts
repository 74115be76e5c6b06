import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { xsltTypeName, type XsltTypeId } from '../../../domain/edocs';
import type { Db } from '../../db/database';
import type { FileStore } from '../../files/file.store';
import { AppError, Codes } from '../../lib/errors';
import { closePdfBrowser, htmlToPdf } from './pdf';
import { RenderError } from './render.errors';
import * as repo from './render.repository';
import { BUILT_IN, documentKindOf, sefFile, type DocumentKind } from './stylesheets';
import { defaultWorkers, XsltRunner, type RunnerLimits, type StylesheetRef } from './xslt.runner';

// Rendering of e-documents, table-agnostic (docs/e-documents.md, "Rendering"): an e-document's UBL-TR XML → HTML
// through a stylesheet — the company's template chosen for it, else its default template of the document's type,
// else the built-in one (GİB's, or Defter's for the receipts) — and HTML → PDF through Chromium. Whoever holds the
// XML (a sales invoice through its adapter, the e-document tables later) calls renderHtml / renderPdf / media.

/** The compiler a stored SEF was made by: a new SaxonJS compiles every template again. */
export const COMPILER = `saxon-js ${createRequire(import.meta.url)('saxon-js/package.json').version}`;

/**
 * The limits of rendering, from the environment (README): XSLT run (a view's, a preview's), XSLT compilation, PDF,
 * worker threads, a company's running and waiting jobs (docs/e-documents.md, "Fair and bounded").
 */
export function renderLimits(env: NodeJS.ProcessEnv = process.env): RunnerLimits & { pdfMs: number } {
  const ms = (v: string | undefined, fallback: number) =>
    v && Number.isFinite(Number(v)) && Number(v) > 0 ? Number(v) : fallback;
  const count = (v: string | undefined, fallback: number, min = 1) =>
    v && Number.isInteger(Number(v)) && Number(v) >= min ? Number(v) : fallback;
  return {
    transformMs: ms(env.XSLT_TIMEOUT_MS, 20_000),
    previewMs: ms(env.XSLT_PREVIEW_TIMEOUT_MS, 5_000),
    compileMs: ms(env.XSLT_COMPILE_MS, 120_000),
    memoryMb: 512,
    pdfMs: ms(env.PDF_TIMEOUT_MS, 30_000),
    workers: count(env.RENDER_WORKERS, defaultWorkers()),
    perCompanyRunning: count(env.RENDER_COMPANY_RUNNING, 1),
    perCompanyQueued: count(env.RENDER_COMPANY_QUEUED, 3, 0),
  };
}

let shared: XsltRunner | null = null;
let compiling: XsltRunner | null = null;

/** The process's XSLT workers that render documents (a pool, each thread started when a job needs it). */
export function xsltRunner(): XsltRunner {
  shared ??= new XsltRunner(renderLimits());
  return shared;
}

/**
 * The process's XSLT workers that compile uploaded templates: a pool of its own, so that a big template's seconds of
 * compiling do not hold up the documents others are rendering (fair between companies the same way).
 */
export function compileRunner(): XsltRunner {
  compiling ??= new XsltRunner(renderLimits());
  return compiling;
}

/** Ends the XSLT workers and the PDF browser (server shutdown; tests). */
export async function closeRendering(): Promise<void> {
  const runners = [shared, compiling];
  shared = compiling = null;
  for (const runner of runners) await runner?.close();
  await closePdfBrowser();
}

/** What rendering needs: the database, the file store, the caller's company; the runner (tests give their own). */
export interface RenderContext {
  db: Db;
  files: FileStore;
  departmentId: number;
  runner?: XsltRunner;
}

// SEF texts of user templates by sha256, most recently used last: content-addressed, so nothing of one company
// can reach another that does not hold the same file.
const SEF_CACHE_SIZE = 8;
const sefTexts = new Map<string, string>();

function remember(sha256: string, sef: string): void {
  sefTexts.delete(sha256);
  sefTexts.set(sha256, sef);
  if (sefTexts.size > SEF_CACHE_SIZE) sefTexts.delete(sefTexts.keys().next().value!);
}

/** A template file as text, in the encoding its XML declaration names (UTF-8 when it names none). */
function xsltText(bytes: Uint8Array): string {
  const head = Buffer.from(bytes.subarray(0, 200)).toString('latin1');
  const declared = /^\uFEFF?\s*<\?xml[^>]*\bencoding\s*=\s*["']([\w.:-]+)["']/.exec(head)?.[1] ?? 'utf-8';
  try {
    return new TextDecoder(declared, { fatal: true }).decode(bytes);
  } catch {
    throw new RenderError(`XSLT dosyası okunamadı: içeriği ${declared} kodlamasında bir metin değil.`);
  }
}

/**
 * A user template file compiled for SaxonJS: found in the compiled store by its sha256, else checked and compiled
 * in the XSLT worker (its refusals are Turkish RenderErrors) and kept there for every server process — unless
 * `keep` is false (a file only previewed, never saved: it stays in this process's memory only).
 */
export async function compiledTemplate(
  db: Db,
  bytes: Uint8Array,
  opts: { keep?: boolean; runner?: XsltRunner; company?: number } = {},
): Promise<StylesheetRef> {
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  let sef = sefTexts.get(sha256) ?? (await repo.findCompiled(db, sha256, COMPILER));
  if (!sef) {
    sef = await (opts.runner ?? compileRunner()).compile(xsltText(bytes), {
      company: opts.company,
      key: sha256,
    });
    if (opts.keep ?? true) await repo.saveCompiled(db, sha256, COMPILER, sef);
  }
  remember(sha256, sef);
  return { key: sha256, sef };
}

/** The stylesheet of a built-in. */
const builtInRef = (name: keyof typeof BUILT_IN): StylesheetRef => ({ key: name, file: sefFile(name) });

/** A saved template's stylesheet (its file compiled). */
async function templateRef(ctx: RenderContext, template: repo.XsltTemplate): Promise<StylesheetRef> {
  if (!template.file) throw new RenderError(`"${template.name}" XSLT şablonunun dosyası yok.`);
  const stored = await ctx.files.get(ctx.db, template.file.id, ctx.departmentId);
  if (!stored) throw new RenderError(`"${template.name}" XSLT şablonunun dosyası bulunamadı.`);
  return compiledTemplate(ctx.db, stored.bytes, { runner: ctx.runner, company: ctx.departmentId });
}

/** Which stylesheet shows a document, and its name for the user. */
export interface ChosenStylesheet {
  ref: StylesheetRef;
  label: string;
}

/**
 * The stylesheet of a document: the template `xsltId` (the company's, of the document's type), else the company's
 * default template of that type, else the built-in stylesheet.
 */
export async function stylesheetFor(
  ctx: RenderContext,
  kind: DocumentKind,
  xsltId?: number | null,
): Promise<ChosenStylesheet> {
  if (!kind.builtIn)
    throw new RenderError('Bu XML bir e-belge değil ya da Defter bu belge türünü gösteremiyor.');
  if (xsltId) {
    const template = await repo.findTemplate(ctx.db, ctx.departmentId, xsltId);
    if (!template) throw new AppError(Codes.failId, 400);
    if (template.typeId !== kind.templateType)
      throw new RenderError(
        kind.templateType
          ? `"${template.name}" bir ${xsltTypeName(template.typeId)} şablonu; bu belge ${xsltTypeName(kind.templateType)}.`
          : `Bu belge türü için XSLT şablonu seçilemez; Defter'in şablonu kullanılır.`,
      );
    return { ref: await templateRef(ctx, template), label: template.name };
  }
  const fallback = kind.templateType
    ? await repo.defaultTemplate(ctx.db, ctx.departmentId, kind.templateType)
    : undefined;
  if (fallback) return { ref: await templateRef(ctx, fallback), label: fallback.name };
  return { ref: builtInRef(kind.builtIn), label: BUILT_IN[kind.builtIn] };
}

/** The HTML of an e-document (its UBL-TR XML) through its stylesheet (see stylesheetFor). */
export async function renderHtml(ctx: RenderContext, xml: string, xsltId?: number | null): Promise<string> {
  const chosen = await stylesheetFor(ctx, documentKindOf(xml), xsltId);
  return (ctx.runner ?? xsltRunner()).transform(chosen.ref, xml, undefined, { company: ctx.departmentId });
}

/** The largest embedded stylesheet Defter compiles (base64-decoded bytes); a bigger one is not used. */
const EMBEDDED_XSLT_MAX = 4 * 1024 * 1024;

/**
 * The integrator's stylesheet embedded in a received document: the first AdditionalDocumentReference whose
 * DocumentType is XSLT or whose attachment's file name ends in .xslt / .xsl, its EmbeddedDocumentBinaryObject
 * decoded from base64. Null when there is none (or it is empty or too big).
 */
export function embeddedXslt(xml: string): Uint8Array | null {
  const refs = xml.match(
    /<(?:[\w.-]+:)?AdditionalDocumentReference\b[\s\S]*?<\/(?:[\w.-]+:)?AdditionalDocumentReference>/g,
  );
  for (const ref of refs ?? []) {
    const type = /<(?:[\w.-]+:)?DocumentType\b[^>]*>\s*([^<]*?)\s*</.exec(ref)?.[1] ?? '';
    const object = /<(?:[\w.-]+:)?EmbeddedDocumentBinaryObject\b([^>]*)>([^<]*)</.exec(ref);
    if (!object) continue;
    const fileName = /\bfilename\s*=\s*["']([^"']*)["']/.exec(object[1])?.[1] ?? '';
    if (type.toUpperCase() !== 'XSLT' && !/\.xslt?$/i.test(fileName.trim())) continue;
    const base64 = object[2].replace(/\s+/g, '');
    if (!base64 || base64.length > (EMBEDDED_XSLT_MAX / 3) * 4 + 4) return null;
    const bytes = Buffer.from(base64, 'base64');
    return bytes.length ? new Uint8Array(bytes) : null;
  }
  return null;
}

/**
 * The HTML of a received document: through the integrator's stylesheet embedded in it (checked and compiled in the
 * same locked-down worker as a user template, its SEF kept by sha256), else — none embedded, or it is refused or
 * fails — through the built-in stylesheet of the document (GİB's general.xslt for an invoice).
 */
/**
 * An integrator's stylesheet is mostly GİB's general.xslt, whose `//n1:Invoice/…` paths search the whole document for
 * every line (3.3 s of CPU for a 100-line invoice, cached or not; docs/e-documents.md "GİB's stylesheets"). On a
 * received document the document element is that element and a UBL document holds no second one, so an absolute
 * `//n1:Invoice` (nothing before the `//` but the start of an expression) selects the same node as `/n1:Invoice`; the
 * rewritten text is what is compiled and cached (by its own sha256). A stylesheet without such paths is unchanged.
 */
export function rootPathsOf(bytes: Uint8Array): Uint8Array {
  const text = Buffer.from(bytes).toString('latin1');
  const pattern = /(?<=["'({[,|=\s])\/\/n1:(Invoice|DespatchAdvice|ReceiptAdvice|CreditNote)\b/g;
  if (!pattern.test(text)) return bytes;
  return new Uint8Array(Buffer.from(text.replace(pattern, '/n1:$1'), 'latin1'));
}

export async function renderIncomingHtml(ctx: RenderContext, xml: string): Promise<string> {
  const kind = documentKindOf(xml);
  if (!kind.builtIn)
    throw new RenderError('Bu XML bir e-belge değil ya da Defter bu belge türünü gösteremiyor.');
  const runner = ctx.runner ?? xsltRunner();
  const embedded = embeddedXslt(xml);
  if (embedded)
    try {
      const ref = await compiledTemplate(ctx.db, rootPathsOf(embedded), {
        runner: ctx.runner,
        company: ctx.departmentId,
      });
      return await runner.transform(ref, xml, undefined, { company: ctx.departmentId });
    } catch (err) {
      if (!(err instanceof RenderError)) throw err;
      // The integrator's stylesheet cannot be used (refused, failed, overran now or before): the built-in one shows
      // the document. A busy refusal (fail.render.busy) is no RenderError: it is the answer.
    }
  return runner.transform(builtInRef(kind.builtIn), xml, undefined, { company: ctx.departmentId });
}

/** A document's HTML with a given stylesheet (a template being previewed: a user template gets the preview limit). */
export function renderWith(ctx: RenderContext, ref: StylesheetRef, xml: string): Promise<string> {
  return (ctx.runner ?? xsltRunner()).transform(ref, xml, undefined, {
    company: ctx.departmentId,
    preview: true,
  });
}

/** The PDF of a document's HTML (Chromium; a Turkish RenderError on a machine without it). */
export function renderPdf(html: string): Promise<Uint8Array> {
  return htmlToPdf(html, { timeoutMs: renderLimits().pdfMs });
}

/** What a download carries. */
export type MediaType = 'xml' | 'html' | 'pdf';

/** A file to answer: its name, type and bytes. */
export interface Media {
  fileName: string;
  mime: string;
  bytes: Uint8Array;
}

const MIME: Record<MediaType, string> = {
  xml: 'application/xml',
  html: 'text/html; charset=utf-8',
  pdf: 'application/pdf',
};

/** `xml`, `html` or `pdf` (any case; the spec's PDF / SHOW_PDF are PDF), else null. */
export function mediaTypeOf(v: unknown): MediaType | null {
  const s = String(v ?? '')
    .trim()
    .toLowerCase();
  if (s === 'xml' || s === 'html') return s;
  if (s === 'pdf' || s === 'show_pdf' || s === 'download_pdf') return 'pdf';
  return null;
}

/** The file of a document in the media type asked for: its XML, its HTML, or the PDF of its HTML. */
export async function documentMedia(
  ctx: RenderContext,
  xml: string,
  mediaType: MediaType,
  xsltId?: number | null,
  opts: { incoming?: boolean } = {},
): Promise<Media> {
  const kind = documentKindOf(xml);
  const base = (kind.number || 'belge').replace(/[^\w.-]/g, '_');
  const encode = (s: string) => new TextEncoder().encode(s);
  if (mediaType === 'xml') return { fileName: `${base}.xml`, mime: MIME.xml, bytes: encode(xml) };
  // A received document shows with its integrator's stylesheet, else the built-in one (renderIncomingHtml).
  const html = opts.incoming ? await renderIncomingHtml(ctx, xml) : await renderHtml(ctx, xml, xsltId);
  if (mediaType === 'html') return { fileName: `${base}.html`, mime: MIME.html, bytes: encode(html) };
  return { fileName: `${base}.pdf`, mime: MIME.pdf, bytes: await renderPdf(html) };
}

/** A preview's file: a template applied to a sample document, as HTML or PDF. */
export async function previewMedia(
  html: string,
  mediaType: Exclude<MediaType, 'xml'>,
  typeId: XsltTypeId,
): Promise<Media> {
  const base = `onizleme-${xsltTypeName(typeId)
    .toLocaleLowerCase('tr')
    .replace(/[^a-zçğıöşü]/g, '')}`;
  if (mediaType === 'html')
    return { fileName: `${base}.html`, mime: MIME.html, bytes: new TextEncoder().encode(html) };
  return { fileName: `${base}.pdf`, mime: MIME.pdf, bytes: await renderPdf(html) };
}
