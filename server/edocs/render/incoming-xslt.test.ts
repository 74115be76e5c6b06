import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { XSLT_TYPE } from '../../../domain/edocs';
import { databaseFileStore } from '../../files/file.store';
import { DEMO_ADMIN, departmentOf } from '../../tables/table.test-kit';
import { createTestContext, type TestContext } from '../../test/harness';
import {
  closeRendering,
  documentMedia,
  embeddedXslt,
  renderIncomingHtml,
  type RenderContext,
} from './render.service';
import { sampleDocument } from './samples';

// An integrator's stylesheet embedded in a received document (AdditionalDocumentReference with an .xslt attachment;
// docs/e-documents.md "Which stylesheet"): it shows that document, run in the same locked-down worker as a user
// template; a stylesheet that is refused or fails, or none, leaves the document to GİB's general.xslt.

let t: TestContext;
let ctx: RenderContext;

const XSL = 'xmlns:xsl="http://www.w3.org/1999/XSL/Transform"';
const INTEGRATOR = `<?xml version="1.0" encoding="UTF-8"?>
<xsl:stylesheet version="3.0" ${XSL} xmlns:cbc="urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2">
  <xsl:output method="html" html-version="5"/>
  <xsl:template match="/"><html><body><h1>ENTEGRATOR-SABLONU</h1><p><xsl:value-of select="/*/cbc:ID"/></p></body></html></xsl:template>
</xsl:stylesheet>`;
const READS_FILES = `<xsl:stylesheet version="3.0" ${XSL}><xsl:template match="/"><out><xsl:copy-of select="document('file:///etc/passwd')"/></out></xsl:template></xsl:stylesheet>`;

/** The sample e-Fatura with an AdditionalDocumentReference carrying `xslt` (base64), as integrators embed it. */
function withXslt(xslt: string, opts: { type?: string; fileName?: string } = {}): string {
  const xml = sampleDocument(XSLT_TYPE.eFatura);
  const ref = `<cac:AdditionalDocumentReference><cbc:ID>1</cbc:ID><cbc:IssueDate>2026-03-02</cbc:IssueDate>
    <cbc:DocumentType>${opts.type ?? 'XSLT'}</cbc:DocumentType><cac:Attachment>
    <cbc:EmbeddedDocumentBinaryObject characterSetCode="UTF-8" encodingCode="Base64" filename="${opts.fileName ?? 'entegrator.xslt'}" mimeCode="application/xml">${Buffer.from(
      xslt,
    )
      .toString('base64')
      .replace(/(.{76})/g, '$1\n')}</cbc:EmbeddedDocumentBinaryObject>
    </cac:Attachment></cac:AdditionalDocumentReference>`;
  expect(xml).toContain('<cac:Signature>');
  return xml.replace('<cac:Signature>', `${ref}<cac:Signature>`);
}

beforeAll(async () => {
  t = await createTestContext();
  ctx = { db: t.database.db, files: databaseFileStore, departmentId: await departmentOf(t, DEMO_ADMIN) };
}, 120_000);
afterAll(async () => {
  await closeRendering();
  await t.close();
});

describe('an incoming document with its integrator’s XSLT', () => {
  it('finds the embedded stylesheet by DocumentType XSLT or an .xslt file name, and nothing else', () => {
    expect(Buffer.from(embeddedXslt(withXslt(INTEGRATOR))!).toString('utf8')).toBe(INTEGRATOR);
    expect(embeddedXslt(withXslt(INTEGRATOR, { type: 'EK', fileName: 'gorunum.XSLT' }))).not.toBeNull();
    expect(embeddedXslt(withXslt(INTEGRATOR, { type: 'EK', fileName: 'ek.pdf' }))).toBeNull();
    expect(embeddedXslt(sampleDocument(XSLT_TYPE.eFatura))).toBeNull();
  });

  it('is shown with that stylesheet (the Gelen viewer’s and inbox/getDocument’s HTML: documentMedia incoming)', async () => {
    const html = await renderIncomingHtml(ctx, withXslt(INTEGRATOR));
    expect(html).toContain('ENTEGRATOR-SABLONU');
    const file = await documentMedia(ctx, withXslt(INTEGRATOR), 'html', null, { incoming: true });
    expect(new TextDecoder().decode(file.bytes)).toContain('ENTEGRATOR-SABLONU');
    // A document of the company's own (not incoming) is not shown with a stylesheet it carries.
    const own = await documentMedia(ctx, withXslt(INTEGRATOR), 'html', null);
    expect(new TextDecoder().decode(own.bytes)).not.toContain('ENTEGRATOR-SABLONU');
  });

  it("falls back to GİB's general.xslt when the stylesheet is refused (it reads files) or there is none", async () => {
    const general = await renderIncomingHtml(ctx, sampleDocument(XSLT_TYPE.eFatura));
    expect(general).not.toContain('ENTEGRATOR-SABLONU');
    expect(general).toMatch(/e-FATURA/i);
    const refused = await renderIncomingHtml(ctx, withXslt(READS_FILES));
    expect(refused).toMatch(/e-FATURA/i);
    expect(refused).not.toMatch(/root:|nologin/);
  });
});
