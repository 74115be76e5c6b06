import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../../app-env';
import { ok } from '../../lib/envelope';
import { AppError, Codes } from '../../lib/errors';
import { authorize, usableTable } from '../../tables/table.access';
import { parseId } from '../../tables/table.service';
import { readBody, sessionOf, valueOf } from '../send.routes';
import { transferProposal, transferTexts, transferToPurchase, type LineCard } from './transfer.service';
import { importDocuments, type ImportTable } from './import.service';
import { IMPORT_LIMITS } from './unpack';

// "XML Yükle" of the Gelen tabs (issue 26, item 1; docs/e-documents.md, "Received documents"):
//   POST /{token}/tables/gelen_efatura/inbox/import     multipart `dosya` (one or more XML files or zips)
//   POST /{token}/tables/gelen_eirsaliye/inbox/import   the same, e-İrsaliye
// → {message, yuklenen, zaten_yuklu, reddedilen, sonuclar: [{file, status, message, id, number, ettn, sender,
//   findings}]}. The browser sends one file per request (with its progress); the body limit (BODY_LIMIT) bounds one.

export const importRouteTexts = {
  noFile: 'Yüklenecek bir XML ya da zip dosyası seçiniz.',
  tooMany: `Bir seferde en fazla ${IMPORT_LIMITS.files} dosya yüklenebilir.`,
  summary: (stored: number, duplicate: number, refused: number) =>
    [
      stored ? `${stored} belge yüklendi` : null,
      duplicate ? `${duplicate} belge zaten yüklüydü` : null,
      refused ? `${refused} dosya reddedildi` : null,
    ]
      .filter(Boolean)
      .join(', ') + '.',
} as const;

export function importRoutes(deps: AppDeps) {
  const r = new Hono<AppEnv>();
  for (const table of ['gelen_efatura', 'gelen_eirsaliye'] as const satisfies readonly ImportTable[]) {
    r.post(`/${table}/inbox/import`, async (c) => {
      const session = sessionOf(c);
      authorize(session, usableTable(session, table), 'show', null);
      if (session.subscriptionEnded) throw new AppError(Codes.subscriptionEnded, 400);
      const type = (c.req.header('content-type') ?? '').toLowerCase();
      if (!type.includes('multipart/form-data')) throw new AppError(importRouteTexts.noFile, 400);
      const body = await readBody(c);
      const raw = body.dosya ?? body['dosya[]'];
      const list = (Array.isArray(raw) ? raw : raw === undefined ? [] : [raw]).filter(
        (f): f is File => typeof f === 'object' && f !== null && 'arrayBuffer' in f,
      );
      if (!list.length) throw new AppError(importRouteTexts.noFile, 400);
      if (list.length > IMPORT_LIMITS.files) throw new AppError(importRouteTexts.tooMany, 400);
      const files = await Promise.all(
        list.map(async (f) => ({
          name: f.name || 'belge.xml',
          bytes: new Uint8Array(await f.arrayBuffer()),
        })),
      );
      const sonuclar = await importDocuments({
        db: deps.db,
        table,
        departmentId: session.departmentId,
        userId: session.userId,
        files,
      });
      const count = (s: string) => sonuclar.filter((x) => x.status === s).length;
      const [yuklenen, zaten_yuklu, reddedilen] = [count('stored'), count('duplicate'), count('refused')];
      return ok(c, {
        message: importRouteTexts.summary(yuklenen, zaten_yuklu, reddedilen),
        yuklenen,
        zaten_yuklu,
        reddedilen,
        sonuclar,
      });
    });
  }
  // "Alış Faturasına Aktar" (issue 26, item 2): what would be matched, and the transfer itself.
  r.post('/gelen_efatura/inbox/transferProposal', async (c) => {
    const session = sessionOf(c);
    authorize(session, usableTable(session, 'gelen_efatura'), 'show', null);
    const body = await readBody(c);
    const id = parseId(String(valueOf(body, 'id') ?? ''));
    return ok(c, { message: 'success', ...(await transferProposal(deps.db, session.departmentId, id)) });
  });
  r.post('/gelen_efatura/inbox/transfer', async (c) => {
    const session = sessionOf(c);
    authorize(session, usableTable(session, 'gelen_efatura'), 'show', null);
    if (session.subscriptionEnded) throw new AppError(Codes.subscriptionEnded, 400);
    const body = await readBody(c);
    const id = parseId(String(valueOf(body, 'id') ?? ''));
    const raw = valueOf(body, 'satirlar');
    let choices: Record<string, LineCard>;
    try {
      choices = (typeof raw === 'string' ? JSON.parse(raw || '{}') : (raw ?? {})) as Record<string, LineCard>;
    } catch {
      throw new AppError(Codes.json, 400);
    }
    const done = await transferToPurchase({ db: deps.db, session, id, choices });
    return ok(c, {
      message: transferTexts.saved(done.number),
      id: done.id,
      alis_fatura_id: done.id,
      fatura_numarasi: done.number,
      fis_id: done.voucher,
    });
  });
  return r;
}
