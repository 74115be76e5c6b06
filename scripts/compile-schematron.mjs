// Compiles GİB's schematron (the XSLT 2.0 that phive-rules compiled from it, server/edocs/gib/schematron/) into the
// SEF (JSON) that SaxonJS runs, and records the sha256 of the XSLT it came from beside it. Run after replacing the
// XSLT: `npm run gib:schematron` (about 20 s). The SEF differs between runs only in its build time and checksum.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dir = path.join(root, 'server/edocs/gib/schematron');
const xslt = path.join(dir, 'UBL-TR_Main_Schematron.xslt');
const sef = path.join(dir, 'UBL-TR_Main_Schematron.sef.json');
const bin = path.join(root, 'node_modules/xslt3/xslt3.js');

execFileSync(process.execPath, [bin, `-xsl:${xslt}`, `-export:${sef}`, '-nogo', '-relocate:on'], {
  stdio: 'inherit',
});
const sha = createHash('sha256').update(readFileSync(xslt)).digest('hex');
writeFileSync(path.join(dir, 'UBL-TR_Main_Schematron.sef.source-sha256'), `${sha}\n`);
console.log(`SEF written; source sha256 ${sha}`);
