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

// GİB judges "today" on its own clock, in Türkiye (UTC+3, no summer time since 2016): "IssueDate cannot be after
// today" (the one current-date() of the schematron) must read Türkiye's date, not the server process's time zone —
// else, between 21:00 and 24:00 UTC, a document dated today in Türkiye is refused as a future one. The test is
// rewritten to compare with Türkiye's date without a time zone (docs/e-documents.md, "Validation").
const TODAY_TEST = 'test="xs:date(.) le xs:date(current-date())"';
const TODAY_IN_TURKIYE =
  'test="xs:date(.) le adjust-date-to-timezone(xs:date(adjust-dateTime-to-timezone(current-dateTime(), xs:dayTimeDuration(\'PT3H\'))), ())"';
const published = readFileSync(xslt, 'utf8');
if (!published.includes(ROOT_2)) throw new Error('The schematron XSLT has no version="2.0" root to patch.');
if (published.split(`<xsl:when ${TODAY_TEST}`).length !== 2)
  throw new Error('The schematron XSLT has not exactly one IssueDate-not-after-today test to patch.');
const text = published.replace(`<xsl:when ${TODAY_TEST}`, `<xsl:when ${TODAY_IN_TURKIYE}`);
const tmp = mkdtempSync(path.join(os.tmpdir(), 'defter-schematron-'));
try {
  const main = path.join(tmp, 'UBL-TR_Main_Schematron.xslt');
  writeFileSync(main, text);
  compile(main, path.join(dir, 'UBL-TR_Main_Schematron.sef.json'));
  const compat = path.join(tmp, 'UBL-TR_Main_Schematron.compat.xslt');
  writeFileSync(compat, text.replace(ROOT_2, ROOT_2.replace('version="2.0"', 'version="1.0"')));
  compile(compat, path.join(dir, 'UBL-TR_Main_Schematron.compat.sef.json'));
} finally {
  rmSync(tmp, { recursive: true, force: true });
}
const sha = createHash('sha256').update(readFileSync(xslt)).digest('hex');
writeFileSync(path.join(dir, 'UBL-TR_Main_Schematron.sef.source-sha256'), `${sha}\n`);
console.log(`SEFs written; source sha256 ${sha}`);
