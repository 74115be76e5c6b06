// Compiles the stylesheets Defter renders e-documents with into the SEF (JSON) that SaxonJS runs
// (docs/e-documents.md, "Rendering"): GİB's XSLTs from server/edocs/gib/xslt/ (unmodified copies, patched here in
// memory) and Defter's own from server/edocs/render/defter/. Writes server/edocs/render/sef/<name>.sef.json and
// beside it the sha256 of the source file it came from. Run after replacing a source: `npm run gib:xslt`
// (about 10 s of CPU per GİB stylesheet). Two compilations differ only in the build time and checksum in the SEF.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const gib = path.join(root, 'server/edocs/gib/xslt');
const defter = path.join(root, 'server/edocs/render/defter');
const out = path.join(root, 'server/edocs/render/sef');
const bin = path.join(root, 'node_modules/xslt3/xslt3.js');

// SaxonJS refuses `<xsl:output version="4.0" method="html">` (SESU0013); 5.0 is HTML5, which it serialises.
const outputVersion = [/<xsl:output version="4\.0"/g, '<xsl:output version="5.0"'];
// `//n1:Invoice/…` searches the whole document for every line and total (a 100-line invoice took 3.3 s of CPU);
// the document element IS n1:Invoice, and no path in these files has anything before the `//`, so `/n1:Invoice`
// selects the same nodes (the HTML of the test invoices is byte for byte the same) in a tenth of the time.
const rootPath = (element) => [new RegExp(`//n1:${element}\\b`, 'g'), `/n1:${element}`];

/** Every stylesheet: its source, the patches applied before compiling (each must match at least once). */
const STYLESHEETS = [
  { name: 'general', file: path.join(gib, 'general.xslt'), patches: [outputVersion, rootPath('Invoice')] },
  {
    name: 'irsaliye',
    file: path.join(gib, 'irsaliye.xslt'),
    patches: [outputVersion, rootPath('DespatchAdvice')],
  },
  {
    name: 'irsaliyeyaniti',
    file: path.join(gib, 'irsaliyeyaniti.xslt'),
    patches: [outputVersion, rootPath('ReceiptAdvice')],
  },
  { name: 'appResponse', file: path.join(gib, 'appResponse.xslt'), patches: [outputVersion] },
  { name: 'makbuz', file: path.join(defter, 'makbuz.xslt'), patches: [] },
];

const only = process.argv.slice(2);
const work = mkdtempSync(path.join(tmpdir(), 'defter-xslt-'));
try {
  for (const s of STYLESHEETS.filter((x) => !only.length || only.includes(x.name))) {
    const source = readFileSync(s.file);
    let text = source.toString('utf8');
    for (const [pattern, replacement] of s.patches) {
      if (!pattern.test(text)) throw new Error(`${s.name}: the patch ${pattern} no longer matches`);
      pattern.lastIndex = 0;
      text = text.replace(pattern, replacement);
    }
    const patched = path.join(work, `${s.name}.xslt`);
    writeFileSync(patched, text);
    const sef = path.join(out, `${s.name}.sef.json`);
    execFileSync(process.execPath, [bin, `-xsl:${patched}`, `-export:${sef}`, '-nogo', '-relocate:on'], {
      stdio: 'inherit',
    });
    const sha = createHash('sha256').update(source).digest('hex');
    writeFileSync(path.join(out, `${s.name}.sef.source-sha256`), `${sha}\n`);
    console.log(`${s.name}: SEF written; source sha256 ${sha}`);
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
