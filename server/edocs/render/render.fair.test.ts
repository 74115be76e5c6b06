import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { codeTexts } from '../../../domain/messages';
import { DEMO_ADMIN, departmentOf, ORNEK_USER } from '../../tables/table.test-kit';
import { createTestContext, type TestContext } from '../../test/harness';
import { closeRendering } from './render.service';

// Rendering is fair and bounded between companies, through the API (issue 22 item 3; docs/e-documents.md, "Fair and
// bounded"): one company's looping template neither holds up another company's documents nor takes more than its
// share (beyond it a Turkish 429 with Retry-After), and a template that overran is refused at once until it changes.
// The limits are read when the process's runner starts: a long view limit (nothing waits for it), a short preview one.
process.env.XSLT_TIMEOUT_MS = '120000';
process.env.XSLT_PREVIEW_TIMEOUT_MS = '2000';
process.env.RENDER_WORKERS = '2';
process.env.RENDER_COMPANY_RUNNING = '1';
process.env.RENDER_COMPANY_QUEUED = '1';

let t: TestContext;
let tokenA: string;
let tokenB: string;
let invoiceA: number;

const XSL = 'xmlns:xsl="http://www.w3.org/1999/XSL/Transform"';
/** A template that never ends (`marker` makes another file of it). */
const looping = (marker: string) =>
  `<xsl:stylesheet version="3.0" ${XSL}><!-- ${marker} --><xsl:template match="/"><xsl:iterate select="1 to 100000000000">` +
  `<xsl:param name="n" select="0"/><xsl:next-iteration><xsl:with-param name="n" select="$n + 1"/>` +
  `</xsl:next-iteration></xsl:iterate></xsl:template></xsl:stylesheet>`;
const xsltFile = (text: string, name = 'sablon.xslt') => new File([text], name, { type: 'application/xml' });

async function raw(token: string, path: string, body: unknown) {
  const init: RequestInit =
    body instanceof FormData
      ? { method: 'POST', body }
      : { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) };
  const res = await t.app.request(`/api/v1/${token}${path}`, init, {
    incoming: { socket: { remoteAddress: t.address } },
  });
  const text = await res.text();
  let message: string | undefined;
  try {
    message = (JSON.parse(text) as { data?: { message?: string } }).data?.message;
  } catch {
    message = undefined;
  }
  return { status: res.status, retryAfter: res.headers.get('retry-after'), text, message };
}
type Answer = Awaited<ReturnType<typeof raw>>;

/** A request's answer so far. */
function watch(p: Promise<Answer>) {
  const state: { answer?: Answer } = {};
  void p.then((a) => (state.answer = a));
  return { state, done: p };
}

/** A preview of a template file not saved yet (multipart, as the add form sends it). */
function preview(token: string, text: string) {
  const form = new FormData();
  form.append('xslt_dosya', xsltFile(text));
  form.append('xslt_tur_id', '1');
  form.append('mediaType', 'html');
  return raw(token, '/tables/xslt/fetchXsltFilesPdf', form);
}

beforeAll(async () => {
  t = await createTestContext();
  tokenA = await t.login(DEMO_ADMIN);
  tokenB = await t.login(ORNEK_USER);
  const dept = await departmentOf(t, DEMO_ADMIN);
  const row = await t.database.db
    .selectFrom('satis_fatura')
    .select('id')
    .where('department_id', '=', dept)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  invoiceA = Number(row.id);
});

afterAll(async () => {
  await closeRendering();
  await t?.close();
});

describe('rendering between companies', () => {
  it("answers company B while company A's looping template runs, and refuses A's renders beyond its share", async () => {
    // Company A's default e-Fatura template loops (it compiles; it never ends).
    const form = new FormData();
    form.append('column_set_id', '0');
    form.append('name_basic', 'Döngü');
    form.append('xslt_tur_id', '1');
    form.append('varsayilan', '1');
    form.append('xslt_dosya[]', xsltFile(looping('görünüm')));
    const stored = await t.post(`/${tokenA}/tables/xslt/store`, undefined, { body: form, headers: {} });
    expect(stored.json.data, JSON.stringify(stored.json)).toMatchObject({ message: 'success' });

    // A's invoice view runs the loop (under the 120 s view limit).
    const viewA = watch(
      raw(tokenA, '/tables/satis_fatura/downloadMedia', { id: invoiceA, mediaType: 'html' }),
    );
    // B's documents answer meanwhile, one after another.
    for (let i = 0; i < 3; i++) {
      const b = await raw(tokenB, '/tables/xslt/defaultXsltFilePdf', { id: 1, mediaType: 'html' });
      expect(b.status, b.text).toBe(200);
    }
    expect(viewA.state.answer).toBeUndefined();

    // A: one running (the loop), one may wait; of three more, two are refused at once with the Turkish busy answer.
    const more = [1, 2, 3].map(() =>
      watch(raw(tokenA, '/tables/satis_fatura/downloadMedia', { id: invoiceA, mediaType: 'html' })),
    );
    await vi.waitFor(() => expect(more.filter((m) => m.state.answer).length).toBe(2), { timeout: 30_000 });
    for (const m of more.filter((x) => x.state.answer)) {
      expect(m.state.answer!.status).toBe(429);
      expect(m.state.answer!.message).toBe('fail.render.busy');
      expect(codeTexts[m.state.answer!.message!]).toBe(
        'Belge görüntüleme şu anda yoğun; lütfen biraz sonra tekrar deneyiniz.',
      );
      expect(Number(m.state.answer!.retryAfter)).toBeGreaterThanOrEqual(1);
    }
    expect(viewA.state.answer).toBeUndefined();

    // Shutting rendering down ends the loop and the waiting view (a Turkish refusal each).
    await closeRendering();
    const ended = [await viewA.done, ...(await Promise.all(more.map((m) => m.done)))];
    expect(ended.filter((a) => a.status === 400).map((a) => a.message)).toEqual([
      'Sunucu kapanıyor; belge oluşturulamadı.',
      'Sunucu kapanıyor; belge oluşturulamadı.',
    ]);
  });

  it('refuses at once a template whose preview overran, until the template changes', async () => {
    const first = await preview(tokenA, looping('önizleme'));
    expect(first.status).toBe(400);
    expect(first.message).toBe(
      'XSLT şablonu 2 saniye içinde sonuç vermedi (sonsuz döngü ya da özyineleme olabilir); belge oluşturulamadı.',
    );
    const again = await preview(tokenA, looping('önizleme'));
    expect(again.status).toBe(400);
    expect(again.message).toBe(
      'Bu XSLT şablonu daha önce 2 saniye içinde sonuç vermediği için (sonsuz döngü ya da özyineleme olabilir) ' +
        'yeniden çalıştırılmıyor; şablon değiştirilene kadar belge bu şablonla oluşturulamaz.',
    );
    // Corrected: it runs.
    const fixed = await preview(
      tokenA,
      `<xsl:stylesheet version="3.0" ${XSL}><xsl:template match="/"><p>DÜZELTİLDİ</p></xsl:template></xsl:stylesheet>`,
    );
    expect(fixed.status, fixed.text).toBe(200);
    expect(Buffer.from(fixed.text, 'base64').toString('utf8')).toContain('DÜZELTİLDİ');
  });
});
