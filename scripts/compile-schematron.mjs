// Compiles GİB's schematron (the XSLT 2.0 that phive-rules compiled from it, server/edocs/gib/schematron/) into the
// SEF (JSON) that SaxonJS runs, and records the sha256 of the XSLT it came from beside it. Run after replacing the
// XSLT: `npm run gib:schematron` (about 20 s of CPU per SEF). The SEF differs between runs only in its build time
// and checksum.
//
// Two SEFs are made from the one XSLT (docs/e-documents.md, "Validation"):
// - `UBL-TR_Main_Schematron.sef.json`: as published (XSLT 2.0);
// - `UBL-TR_Main_Schematron.compat.sef.json`: the same stylesheet with `version="1.0"` on its root, which puts every
//   expression in XPath 1.0 compatibility mode — `string(path)` of a repeated element reads its first value instead
//   of stopping with XPTY0004 (two DriverPerson on a waybill, which UBL-TR allows). validateUbl runs it only on a
//   document the first one cannot run on.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dir = path.join(root, 'server/edocs/gib/schematron');
const xslt = path.join(dir, 'UBL-TR_Main_Schematron.xslt');
const bin = path.join(root, 'node_modules/xslt3/xslt3.js');
const ROOT_2 = 'xmlns:xsl="http://www.w3.org/1999/XSL/Transform" version="2.0">';

const compile = (source, sef) =>
  execFileSync(process.execPath, [bin, `-xsl:${source}`, `-export:${sef}`, '-nogo', '-relocate:on'], {
    stdio: 'inherit',
  });

const text = readFileSync(xslt, 'utf8');
if (!text.includes(ROOT_2)) throw new Error('The schematron XSLT has no version="2.0" root to patch.');
compile(xslt, path.join(dir, 'UBL-TR_Main_Schematron.sef.json'));
const tmp = mkdtempSync(path.join(os.tmpdir(), 'defter-schematron-'));
try {
  const compat = path.join(tmp, 'UBL-TR_Main_Schematron.compat.xslt');
  writeFileSync(compat, text.replace(ROOT_2, ROOT_2.replace('version="2.0"', 'version="1.0"')));
  compile(compat, path.join(dir, 'UBL-TR_Main_Schematron.compat.sef.json'));
} finally {
  rmSync(tmp, { recursive: true, force: true });
}
const sha = createHash('sha256').update(readFileSync(xslt)).digest('hex');
writeFileSync(path.join(dir, 'UBL-TR_Main_Schematron.sef.source-sha256'), `${sha}\n`);
console.log(`SEFs written; source sha256 ${sha}`);
