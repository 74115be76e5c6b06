import { Hono, type Context } from 'hono';
import { XSLT_TYPES, type XsltTypeId } from '../../../domain/edocs';
import { acceptOf, fileProblem, SNIFF_BYTES } from '../../../domain/files';
import type { AppDeps, AppEnv, Session } from '../../app-env';
import { databaseFileStore } from '../../files/file.store';
import { contentDisposition } from '../../files/files.routes';
import { readBody as readBodyOf } from '../../lib/body.read';
import { AppError, Codes } from '../../lib/errors';
import { authorize, usableTable } from '../../tables/table.access';
import { parseId } from '../../tables/table.service';
import { findTable } from '../../catalog';
import { storedDespatchXml } from '../despatch.adapter';
import { storedDocumentXml } from '../receipt.adapter';
import { RenderError } from './render.errors';
import * as repo from './render.repository';
import {
  compiledTemplate,
  documentMedia,
  mediaTypeOf,
  previewMedia,
  renderWith,
  stylesheetFor,
  type Media,
  type RenderContext,
} from './render.service';
import { sampleDocument } from './samples';
import { documentKindOf } from './stylesheets';

// The rendering calls of the table service's paths (docs/e-documents.md, "The calls"), mounted before the generic
// table routes:
//   POST /{token}/tables/satis_fatura/downloadMedia   {id, mediaType: xml|html|pdf, xslt_id?}
//   POST /{token}/tables/e_fatura|e_arsiv_fatura/downloadMedia|showMedia  {id or documentUuid, mediaType, xslt_id?}
//   POST /{token}/tables/xslt/fetchXsltFilesPdf       {id} or multipart {xslt_dosya, xslt_tur_id}; mediaType pdf|html
//   POST /{token}/tables/xslt/defaultXsltFilePdf      {id: template type 1–4}; mediaType pdf|html
// A file answers as the spec's e-document calls do (002 §7): the body is the file in base64, its name in
// Content-Disposition; a refusal is the usual envelope with a Turkish message.

type Body = Record<string, unknown>;

/** The body (the one reader, server/lib/body.read.ts, with its depth guard); form fields keep every value. */
const readBody = (c: Context<AppEnv>): Promise<Body> => readBodyOf(c, { all: true });

const sessionOf = (c: Context<AppEnv>): Session => {
  const session = c.get('session') as Session | undefined;
  if (!session) throw new AppError(Codes.failToken, 400);
  return session;
};

/** A scalar body value (a one-element array or a `params` object are read too). */
const valueOf = (body: Body, key: string): unknown => {
  const params = typeof body.params === 'object' && body.params !== null ? (body.params as Body) : {};
  const v = body[key] ?? params[key];
  return Array.isArray(v) && v.length === 1 ? v[0] : v;
};

/** An optional id in the body (absent or empty: null; anything else not an id: fail.id). */
function optionalId(body: Body, key: string): number | null {
  const v = valueOf(body, key);
  if (v === undefined || v === null || v === '') return null;
  return parseId(String(v));
}

/** The file, base64 in the body, its name in Content-Disposition (002 §7: "Responses are base64 … files"). */
function fileAnswer(c: Context<AppEnv>, media: Media) {
  c.header('Content-Type', 'text/plain; charset=utf-8');
  c.header('Content-Disposition', contentDisposition(media.fileName));
  c.header('Access-Control-Expose-Headers', 'Content-Disposition, X-Media-Type');
  c.header('X-Media-Type', media.mime);
  c.header('Cache-Control', 'private, no-store');
  return c.body(Buffer.from(media.bytes).toString('base64'));
}

/** `mediaType` of a preview: pdf (default) or html. */
function previewType(body: Body): 'pdf' | 'html' {
  const raw = valueOf(body, 'mediaType');
  if (raw === undefined || raw === null || raw === '') return 'pdf';
  const t = mediaTypeOf(raw);
  if (t !== 'pdf' && t !== 'html') throw new AppError('mediaType pdf ya da html olmalıdır.', 400);
  return t;
}

/** A template type id (1–4) from the body. */
function templateTypeOf(v: unknown): XsltTypeId {
  const id = Number(v);
  if (!XSLT_TYPES.some((t) => Number(t.id) === id))
    throw new AppError(
      'Şablon türü E-Fatura (1), E-Arşiv (2), E-İrsaliye (3) ya da E-SMM (4) olmalıdır.',
      400,
    );
  return id as XsltTypeId;
}

const isBlob = (v: unknown): v is Blob =>
  typeof v === 'object' && v !== null && typeof (v as Blob).arrayBuffer === 'function';

/** An uploaded template file (multipart `xslt_dosya` or `xslt_dosya[]`), checked like a stored one's. */
async function uploadedTemplate(body: Body): Promise<Uint8Array | null> {
  const raw = [body['xslt_dosya[]'], body.xslt_dosya].flat().find(isBlob);
  if (!raw) return null;
  const bytes = new Uint8Array(await raw.arrayBuffer());
  const name = raw instanceof File ? raw.name : 'sablon.xslt';
  const problem = fileProblem(
    { name, size: bytes.byteLength, head: bytes.subarray(0, SNIFF_BYTES) },
    acceptOf('xslt_dosya'),
  );
  if (problem) throw new RenderError(problem);
  return bytes;
}

/** The tables whose records answer downloadMedia (and, e-invoices, showMedia) from their stored invoice. */
const MEDIA_CALLS: [string, string][] = [
  ['satis_fatura', 'downloadMedia'],
  // Issue 13 item 1: the e-invoice forms' records (docs/e-documents.md, "The forms").
  ['e_fatura', 'downloadMedia'],
  ['e_fatura', 'showMedia'],
  ['e_arsiv_fatura', 'downloadMedia'],
  ['e_arsiv_fatura', 'showMedia'],
  // The e-İrsaliye (docs/e-documents.md, "e-İrsaliye"): its DespatchAdvice.
  ['e_irsaliye', 'downloadMedia'],
  ['e_irsaliye', 'showMedia'],
  // The receipt forms (docs/e-documents.md, "e-SMM ve e-MM formları").
  ['serbest_meslek_makbuzu', 'downloadMedia'],
  ['serbest_meslek_makbuzu', 'showMedia'],
  ['e_mustahsil_makbuzu', 'downloadMedia'],
  ['e_mustahsil_makbuzu', 'showMedia'],
];

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function renderRoutes(deps: AppDeps) {
  /** The id of the company's record whose ETTN the body names (`documentUuid`, `invoiceUUID`), if any. */
  const idOfUuid = async (tableName: string, body: Record<string, unknown>, departmentId: number) => {
    if (tableName === 'satis_fatura') return undefined;
    const uuid = valueOf(body, 'documentUuid') ?? valueOf(body, 'invoiceUUID');
    if (typeof uuid !== 'string' || !UUID.test(uuid)) return undefined;
    const row = await deps.db
      .selectFrom(tableName)
      .select('id')
      .where('ettn', '=', uuid.toLowerCase())
      .where('department_id', '=', departmentId)
      .executeTakeFirst();
    return row ? Number(row.id) : undefined;
  };
  /** The template an e-invoice chose (`fatura_xslt_id`), else undefined (the company's default, else GİB's). */
  const storedTemplateOf = async (tableName: string, id: number, departmentId: number) => {
    // The sales invoice and the e-MM (no template type, 002 §4) have no template choice.
    if (!findTable(tableName)?.columns.some((c) => c.name === 'fatura_xslt_id')) return undefined;
    const row = await deps.db
      .selectFrom(tableName)
      .select('fatura_xslt_id')
      .where('id', '=', id)
      .where('department_id', '=', departmentId)
      .executeTakeFirst();
    return row?.fatura_xslt_id ? Number(row.fatura_xslt_id) : undefined;
  };
  const r = new Hono<AppEnv>();
  const ctxOf = (session: Session): RenderContext => ({
    db: deps.db,
    files: deps.files ?? databaseFileStore,
    departmentId: session.departmentId,
  });

  // A stored sales invoice or e-invoice as XML, HTML or PDF (the viewers' PDF / XML / HTML indir; 002 §7
  // downloadMedia, and showMedia of a draft e-invoice): by `id`, or by its ETTN (`documentUuid` / `invoiceUUID`).
  for (const [tableName, call] of MEDIA_CALLS)
    r.post(`/${tableName}/${call}`, async (c) => {
      const session = sessionOf(c);
      const table = usableTable(session, tableName);
      authorize(session, table, 'show', null);
      const body = await readBody(c);
      const id = optionalId(body, 'id') ?? (await idOfUuid(tableName, body, session.departmentId));
      if (!id) throw new AppError(Codes.failId, 400);
      const mediaType = mediaTypeOf(valueOf(body, 'mediaType') ?? (call === 'showMedia' ? 'pdf' : undefined));
      if (!mediaType) throw new AppError('mediaType xml, html ya da pdf olmalıdır.', 400);
      const xml =
        tableName === 'e_irsaliye'
          ? await storedDespatchXml(deps.db, table, id, session.departmentId)
          : await storedDocumentXml(deps.db, table, id, session.departmentId);
      if (!xml) throw new AppError(Codes.failId, 400);
      const xsltId =
        optionalId(body, 'xslt_id') ??
        optionalId(body, 'fatura_xslt_id') ??
        (await storedTemplateOf(tableName, id, session.departmentId));
      return fileAnswer(c, await documentMedia(ctxOf(session), xml, mediaType, xsltId));
    });

  // A template applied to a sample document of its type: a saved one (`id`), or a file being uploaded.
  r.post('/xslt/fetchXsltFilesPdf', async (c) => {
    const session = sessionOf(c);
    const table = usableTable(session, 'xslt');
    const body = await readBody(c);
    const mediaType = previewType(body);
    const ctx = ctxOf(session);
    const upload = await uploadedTemplate(body);
    if (upload) {
      // Trying a file before saving it: whoever may add or change a template.
      try {
        authorize(session, table, 'create', null);
      } catch {
        authorize(session, table, 'edit', null);
      }
      const typeId = templateTypeOf(valueOf(body, 'xslt_tur_id'));
      // Only previewed: compiled in memory, not kept in the compiled store (no rows for files never saved).
      const ref = await compiledTemplate(ctx.db, upload, { keep: false, company: ctx.departmentId });
      const html = await renderWith(ctx, ref, sampleDocument(typeId));
      return fileAnswer(c, await previewMedia(html, mediaType, typeId));
    }
    authorize(session, table, 'show', null);
    const id = optionalId(body, 'id');
    if (!id)
      throw new AppError('Önizlenecek şablonun id’si ya da dosyası (xslt_dosya) gönderilmelidir.', 400);
    const template = await repo.findTemplate(ctx.db, ctx.departmentId, id);
    if (!template) throw new AppError(Codes.failId, 400);
    const typeId = template.typeId as XsltTypeId;
    const xml = sampleDocument(typeId);
    const chosen = await stylesheetFor(ctx, documentKindOf(xml), template.id);
    return fileAnswer(c, await previewMedia(await renderWith(ctx, chosen.ref, xml), mediaType, typeId));
  });

  // What documents of a type look like by default: the company's default template, else the built-in one.
  r.post('/xslt/defaultXsltFilePdf', async (c) => {
    const session = sessionOf(c);
    authorize(session, usableTable(session, 'xslt'), 'show', null);
    const body = await readBody(c);
    const mediaType = previewType(body);
    const typeId = templateTypeOf(valueOf(body, 'id') ?? valueOf(body, 'xslt_tur_id'));
    const ctx = ctxOf(session);
    const xml = sampleDocument(typeId);
    const chosen = await stylesheetFor(ctx, documentKindOf(xml), null);
    c.header('X-Xslt-Name', encodeURIComponent(chosen.label));
    return fileAnswer(c, await previewMedia(await renderWith(ctx, chosen.ref, xml), mediaType, typeId));
  });

  return r;
}
