import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN, departmentOf, ORNEK_USER } from '../../tables/table.test-kit';
import { createTestContext, type TestContext } from '../../test/harness';
import { NO_CHROMIUM, pdfAvailable } from './pdf';
import { closeRendering } from './render.service';

// Rendering through the API (docs/e-documents.md, "Rendering"): a stored sales invoice as XML, HTML (GİB's XSLT or
// the company's template) and PDF; the company's XSLT templates — checked and compiled on upload, one default per
// type, previewed on a sample document — and what an untrusted template may not do.

let t: TestContext;
let token: string;
let invoice: { id: number; number: string; payable: string; customer: string };

/** 17031.82 → "17.031,82" (the way GİB's XSLT prints amounts), from the decimal string. */
function turkishAmount(decimal: string): string {
  const [whole, fraction = ''] = decimal.split('.');
  return `${whole.replace(/\B(?=(\d{3})+(?!\d))/g, '.')},${fraction.padEnd(2, '0').slice(0, 2)}`;
}

/** The visible text of an HTML page (no style, no script), spaces collapsed. */
const textOf = (html: string) =>
  html
    .replace(/<(style|script)[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;|&#160;/g, ' ')
    .replace(/\s+/g, ' ');

/** POST a body; the raw answer (status, headers, text). */
async function raw(path: string, body: unknown) {
  const init: RequestInit =
    body instanceof FormData
      ? { method: 'POST', body }
      : { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) };
  const res = await t.app.request(`/api/v1/${token}${path}`, init, {
    incoming: { socket: { remoteAddress: t.address } },
  });
  return { status: res.status, headers: res.headers, text: await res.text() };
}

/** A file answer decoded from base64, with the name its Content-Disposition gives. */
async function media(path: string, body: unknown) {
  const r = await raw(path, body);
  const name = /filename\*=UTF-8''([^;]+)/.exec(r.headers.get('content-disposition') ?? '')?.[1];
  const bytes = r.status === 200 ? Buffer.from(r.text, 'base64') : Buffer.alloc(0);
  return { ...r, name: name && decodeURIComponent(name), bytes, content: bytes.toString('utf8') };
}

const XSL = 'xmlns:xsl="http://www.w3.org/1999/XSL/Transform"';
/** A template that prints a marker, the invoice number and the payable amount. */
const TEMPLATE = `<?xml version="1.0" encoding="UTF-8"?>
<xsl:stylesheet version="3.0" ${XSL} xmlns:cbc="urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2"
  xmlns:cac="urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2">
  <xsl:output method="html" html-version="5"/>
  <xsl:template match="/">
    <html><body><h1>DEFTER-TEST-ŞABLONU</h1><p>No: <xsl:value-of select="/*/cbc:ID"/></p>
      <p>Ödenecek: <xsl:value-of select="/*/cac:LegalMonetaryTotal/cbc:PayableAmount"/></p></body></html>
  </xsl:template>
</xsl:stylesheet>`;
const stylesheet = (body: string, extra = '') =>
  `<xsl:stylesheet version="3.0" ${XSL} ${extra}><xsl:template match="/"><out>${body}</out></xsl:template></xsl:stylesheet>`;

/** Stores a template (multipart, as the form sends it). */
async function storeTemplate(fields: { name: string; type: number; isDefault?: boolean }, file: File) {
  const form = new FormData();
  form.append('column_set_id', '0');
  form.append('name_basic', fields.name);
  form.append('xslt_tur_id', String(fields.type));
  form.append('varsayilan', fields.isDefault ? '1' : '0');
  form.append('xslt_dosya[]', file);
  return t.post(`/${token}/tables/xslt/store`, undefined, { body: form, headers: {} });
}
const xsltFile = (text: string, name = 'sablon.xslt') => new File([text], name, { type: 'application/xml' });

async function templateCount(): Promise<number> {
  const r = await sql<{ n: number }>`select count(*)::int as n from xslt`.execute(t.database.db);
  return r.rows[0].n;
}

beforeAll(async () => {
  t = await createTestContext();
  token = await t.login(DEMO_ADMIN);
  const dept = await departmentOf(t, DEMO_ADMIN);
  const row = await t.database.db
    .selectFrom('satis_fatura as f')
    .innerJoin('cari_hesap as c', 'c.id', 'f.cari_hesap_id')
    .select(['f.id', 'f.fatura_numarasi', 'f.odenecek_tutar', 'c.unvan', 'c.cari_hesap_adi'])
    .where('f.department_id', '=', dept)
    .orderBy('f.id')
    .executeTakeFirstOrThrow();
  invoice = {
    id: Number(row.id),
    number: String(row.fatura_numarasi),
    payable: String(row.odenecek_tutar),
    customer: String(row.unvan ?? row.cari_hesap_adi),
  };
});

afterAll(async () => {
  await closeRendering();
  await t?.close();
});

describe('satis_fatura/downloadMedia', () => {
  it("answers the invoice's HTML through GİB's XSLT: its number, customer and payable as GİB prints them", async () => {
    const r = await media('/tables/satis_fatura/downloadMedia', { id: invoice.id, mediaType: 'html' });
    expect(r.status, r.text).toBe(200);
    expect(r.name).toBe(`${invoice.number}.html`);
    const text = textOf(r.content);
    expect(text).toContain('e-FATURA');
    expect(text).toContain(invoice.number);
    expect(text).toContain(invoice.customer);
    expect(text).toMatch(
      new RegExp(`Ödenecek Tutar ${turkishAmount(invoice.payable).replace(/\./g, '\\.')} TL`),
    );
  });

  it('answers the XML in base64 with its file name', async () => {
    const r = await media('/tables/satis_fatura/downloadMedia', { id: invoice.id, mediaType: 'xml' });
    expect(r.status).toBe(200);
    expect(r.name).toBe(`${invoice.number}.xml`);
    expect(r.content).toContain(`<cbc:ID>${invoice.number}</cbc:ID>`);
    expect(r.content).toContain(`<cbc:PayableAmount currencyID="TRY">${invoice.payable}</cbc:PayableAmount>`);
  });

  it.skipIf(!pdfAvailable())('answers a PDF through Chromium', async () => {
    const r = await media('/tables/satis_fatura/downloadMedia', { id: invoice.id, mediaType: 'pdf' });
    expect(r.status, r.text).toBe(200);
    expect(r.name).toBe(`${invoice.number}.pdf`);
    expect(r.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  it('answers PDF with a clear Turkish message where Chromium is missing', async () => {
    const before = process.env.CHROMIUM_PATH;
    process.env.CHROMIUM_PATH = '/yok/chromium';
    try {
      const r = await raw('/tables/satis_fatura/downloadMedia', { id: invoice.id, mediaType: 'pdf' });
      expect(r.status).toBe(400);
      expect(JSON.parse(r.text).data.message).toBe(NO_CHROMIUM);
    } finally {
      if (before === undefined) delete process.env.CHROMIUM_PATH;
      else process.env.CHROMIUM_PATH = before;
    }
  });

  it('refuses a user whose package has no sales invoices, a missing id and an unknown media type', async () => {
    // Örnek Gıda's package (Kobi) has its own small-business invoices, not satis_fatura.
    const ornek = await t.login(ORNEK_USER);
    const res = await t.post(`/${ornek}/tables/satis_fatura/downloadMedia`, {
      id: invoice.id,
      mediaType: 'xml',
    });
    expect(res.json.data.message).toBe('no.auth');
    const missing = await raw('/tables/satis_fatura/downloadMedia', { id: 999999, mediaType: 'xml' });
    expect(JSON.parse(missing.text).data.message).toBe('fail.id');
    expect((await raw('/tables/satis_fatura/downloadMedia', { mediaType: 'xml' })).status).toBe(400);
    const bad = await raw('/tables/satis_fatura/downloadMedia', { id: invoice.id, mediaType: 'docx' });
    expect(bad.status).toBe(400);
    expect(JSON.parse(bad.text).data.message).toBe('mediaType xml, html ya da pdf olmalıdır.');
  });
});

describe('XSLT templates', () => {
  it('stores a well-formed template; as the default E-Fatura template it renders the invoice', async () => {
    const stored = await storeTemplate(
      { name: 'Kurumsal Fatura', type: 1, isDefault: true },
      xsltFile(TEMPLATE, 'kurumsal.xslt'),
    );
    expect(stored.json.data, JSON.stringify(stored.json)).toMatchObject({ message: 'success' });
    const r = await media('/tables/satis_fatura/downloadMedia', { id: invoice.id, mediaType: 'html' });
    expect(r.content).toContain('DEFTER-TEST-ŞABLONU');
    expect(r.content).toContain(`No: ${invoice.number}`);
    expect(r.content).toContain(`Ödenecek: ${invoice.payable}`);
  });

  it('keeps one default per template type', async () => {
    const second = await storeTemplate(
      { name: 'Sade Fatura', type: 1, isDefault: true },
      xsltFile(TEMPLATE.replace('DEFTER-TEST-ŞABLONU', 'SADE-ŞABLON')),
    );
    const waybill = await storeTemplate(
      { name: 'İrsaliye Şablonu', type: 3, isDefault: true },
      xsltFile(TEMPLATE.replace('DEFTER-TEST-ŞABLONU', 'İRSALİYE-ŞABLONU')),
    );
    expect(second.json.data.message).toBe('success');
    expect(waybill.json.data.message).toBe('success');
    const rows = (
      await sql<{ name_basic: string; varsayilan: boolean }>`
        select name_basic, varsayilan from xslt order by id`.execute(t.database.db)
    ).rows;
    expect(rows).toEqual([
      { name_basic: 'Kurumsal Fatura', varsayilan: false },
      { name_basic: 'Sade Fatura', varsayilan: true },
      { name_basic: 'İrsaliye Şablonu', varsayilan: true },
    ]);
    const r = await media('/tables/satis_fatura/downloadMedia', { id: invoice.id, mediaType: 'html' });
    expect(r.content).toContain('SADE-ŞABLON');
    // A template chosen by id wins over the default; one of another type is refused.
    const chosen = await media('/tables/satis_fatura/downloadMedia', {
      id: invoice.id,
      mediaType: 'html',
      xslt_id: await stored('Kurumsal Fatura'),
    });
    expect(chosen.content).toContain('DEFTER-TEST-ŞABLONU');
    const wrong = await raw('/tables/satis_fatura/downloadMedia', {
      id: invoice.id,
      mediaType: 'html',
      xslt_id: waybill.json.data.id,
    });
    expect(wrong.status).toBe(400);
    expect(JSON.parse(wrong.text).data.message).toBe(
      '"İrsaliye Şablonu" bir E-İrsaliye şablonu; bu belge E-Fatura.',
    );
  });

  it("takes a template that asks for GİB's HTML output version 4.0 (as templates made from general.xslt do)", async () => {
    const gibStyle = TEMPLATE.replace(
      '<xsl:output method="html" html-version="5"/>',
      '<xsl:output version="4.0" method="html" indent="no" encoding="UTF-8"/>',
    ).replace('DEFTER-TEST-ŞABLONU', 'GİB-ÇIKTISI');
    const form = new FormData();
    form.append('xslt_tur_id', '1');
    form.append('mediaType', 'html');
    form.append('xslt_dosya', xsltFile(gibStyle));
    const r = await media('/tables/xslt/fetchXsltFilesPdf', form);
    expect(r.status, r.text).toBe(200);
    expect(r.content).toContain('GİB-ÇIKTISI');
  });

  it('refuses a file that is not an XSLT, with a Turkish field error, and stores nothing', async () => {
    const before = await templateCount();
    const text = await storeTemplate({ name: 'Metin', type: 1 }, xsltFile('merhaba dünya'));
    expect(text.json.data.errors.xslt_dosya).toEqual(['Lütfen geçerli bir dosya formatı seçiniz.']);
    const txt = await storeTemplate({ name: 'Metin', type: 1 }, xsltFile(TEMPLATE, 'sablon.txt'));
    expect(txt.json.data.errors.xslt_dosya).toEqual(['Lütfen geçerli bir dosya formatı seçiniz.']);
    const html = await storeTemplate({ name: 'HTML', type: 1 }, xsltFile('<html><body>Fatura</body></html>'));
    expect(html.json.data.errors.xslt_dosya).toEqual([
      'Dosya bir XSLT şablonu değil: kök öğesi xsl:stylesheet ya da xsl:transform olmalıdır.',
    ]);
    const broken = await storeTemplate({ name: 'Bozuk', type: 1 }, xsltFile('<xsl:stylesheet'));
    expect(broken.json.data.errors.xslt_dosya[0]).toMatch(/^Dosya geçerli bir XML değil: /);
    const xpath = await storeTemplate(
      { name: 'Hatalı', type: 1 },
      xsltFile(stylesheet('<xsl:value-of select="1 +"/>')),
    );
    expect(xpath.json.data.errors.xslt_dosya[0]).toMatch(/^XSLT şablonu derlenemedi: /);
    const none = await t.post(`/${token}/tables/xslt/store`, { name_basic: 'Dosyasız', xslt_tur_id: 1 });
    expect(none.json.data.errors.xslt_dosya).toEqual(['XSLT Dosyası alanı zorunludur.']);
    expect(await templateCount()).toBe(before);
  });

  it('refuses templates that read files or URLs, include files or run JavaScript — and leaks nothing', async () => {
    const before = await templateCount();
    const attempts: [string, string][] = [
      ['document', stylesheet(`<xsl:copy-of select="document('file:///etc/passwd')"/>`)],
      ['unparsed-text', stylesheet(`<xsl:value-of select="unparsed-text('file:///etc/passwd')"/>`)],
      ['http', stylesheet(`<xsl:copy-of select="doc('http://169.254.169.254/latest/meta-data/')"/>`)],
      [
        'include',
        `<xsl:stylesheet version="3.0" ${XSL}><xsl:include href="file:///etc/passwd"/></xsl:stylesheet>`,
      ],
      [
        'static read',
        `<xsl:stylesheet version="3.0" ${XSL}><xsl:param name="p" static="yes" select="unparsed-text('file:///etc/passwd')"/>` +
          `<xsl:template match="/"><out><xsl:value-of select="$p"/></out></xsl:template></xsl:stylesheet>`,
      ],
      [
        'javascript',
        stylesheet(
          `<xsl:value-of select="js:eval('process.env')"/>`,
          'xmlns:js="http://saxonica.com/ns/globalJS"',
        ),
      ],
      ['evaluate', stylesheet(`<xsl:evaluate xpath="'unparsed-text(&quot;file:///etc/passwd&quot;)'"/>`)],
    ];
    const answers: Record<string, string> = {};
    for (const [name, text] of attempts) {
      const r = await storeTemplate({ name, type: 1 }, xsltFile(text));
      expect(r.json.data.message, name).toBe('error');
      answers[name] = r.json.data.errors.xslt_dosya.join(' ');
    }
    expect(answers.document).toMatch(/kullanılamayan bir özellik içeriyor: document\(\)/);
    expect(answers['unparsed-text']).toMatch(/kullanılamayan bir özellik içeriyor: unparsed-text\(\)/);
    expect(answers.http).toMatch(/kullanılamayan bir özellik içeriyor: doc\(\)/);
    expect(answers.include).toBe(
      'XSLT şablonu başka dosya kullanamaz (xsl:include); şablon tek dosya olmalıdır.',
    );
    expect(answers['static read']).toBe(
      'XSLT şablonu dosya ya da ağ kaynağı okumaya çalıştı; Defter şablonların dış kaynaklara erişmesine izin vermez.',
    );
    expect(answers.javascript).toMatch(/kullanılamayan bir özellik içeriyor: JavaScript/);
    expect(answers.evaluate).toMatch(/kullanılamayan bir özellik içeriyor: xsl:evaluate/);
    // Nothing of the file the templates aimed at came back.
    expect(Object.values(answers).join(' ')).not.toMatch(/root:|nologin|\/bin\/(ba)?sh/);
    expect(await templateCount()).toBe(before);
  });

  it('stops a template that recurses forever with a Turkish error', async () => {
    const looping = await storeTemplate(
      { name: 'Sonsuz', type: 4 },
      xsltFile(
        `<xsl:stylesheet version="3.0" ${XSL}><xsl:template match="/"><xsl:call-template name="r"/></xsl:template>` +
          `<xsl:template name="r"><a><xsl:call-template name="r"/></a></xsl:template></xsl:stylesheet>`,
      ),
    );
    expect(looping.json.data.message).toBe('success');
    const r = await raw('/tables/xslt/fetchXsltFilesPdf', { id: looping.json.data.id, mediaType: 'html' });
    expect(r.status).toBe(400);
    expect(JSON.parse(r.text).data.message).toBe(
      'XSLT şablonu çok derin özyineleme yaptı (sonsuz özyineleme olabilir); belge oluşturulamadı.',
    );
    // The worker goes on with the next document.
    const next = await media('/tables/satis_fatura/downloadMedia', { id: invoice.id, mediaType: 'xml' });
    expect(next.status).toBe(200);
  });
});

describe('template previews', () => {
  it('previews a file before it is saved, on a sample document of its type', async () => {
    const form = new FormData();
    form.append('xslt_tur_id', '2');
    form.append('mediaType', 'html');
    form.append('xslt_dosya', xsltFile(TEMPLATE.replace('DEFTER-TEST-ŞABLONU', 'DEFTER-TEST-ŞABLONU ')));
    const compiled = async () =>
      (await sql<{ n: number }>`select count(*)::int as n from xslt_derlemeleri`.execute(t.database.db))
        .rows[0].n;
    const before = await compiled();
    const r = await media('/tables/xslt/fetchXsltFilesPdf', form);
    expect(r.status, r.text).toBe(200);
    expect(r.content).toContain('DEFTER-TEST-ŞABLONU');
    expect(r.content).toMatch(/No: ORA\d{4}000000001/);
    // A file only previewed leaves nothing in the database.
    expect(await compiled()).toBe(before);
  });

  it('previews the default of a type: the built-in one, or the company default', async () => {
    const smm = await media('/tables/xslt/defaultXsltFilePdf', { id: 4, mediaType: 'html' });
    expect(textOf(smm.content)).toContain('e-Serbest Meslek Makbuzu');
    expect(textOf(smm.content)).toContain('Net Tahsil Edilen 10.000,00 TL');
    const archive = await media('/tables/xslt/defaultXsltFilePdf', { id: 2, mediaType: 'html' });
    expect(textOf(archive.content)).toContain('e-Arşiv Fatura');
    // E-Fatura has the company's default ("Sade Fatura" above).
    const invoiceDefault = await media('/tables/xslt/defaultXsltFilePdf', { id: 1, mediaType: 'html' });
    expect(invoiceDefault.content).toContain('SADE-ŞABLON');
    const wrongType = await raw('/tables/xslt/defaultXsltFilePdf', { id: 9 });
    expect(wrongType.status).toBe(400);
  });

  it.skipIf(!pdfAvailable())('previews as PDF', async () => {
    const r = await media('/tables/xslt/defaultXsltFilePdf', { id: 3 });
    expect(r.status, r.text).toBe(200);
    expect(r.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });
});

/** The id of a stored template by name (the tests above store them in order). */
function stored(name: string): Promise<number> {
  return sql<{ id: number }>`select id from xslt where name_basic = ${name}`
    .execute(t.database.db)
    .then((r) => Number(r.rows[0].id));
}
