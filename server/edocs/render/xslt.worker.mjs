// The XSLT worker thread (docs/e-documents.md, "Rendering"): compiles stylesheets and runs them with SaxonJS, away
// from the server's event loop, under the time and memory limits the main thread sets (xslt.runner.ts).
// A user's stylesheet is untrusted, so SaxonJS runs here with every way out closed: reading a file or a URL
// (doc(), document(), unparsed-text(), json-doc(), collection(), xsl:include / xsl:import, static parameters at
// compile time), writing one (xsl:result-document) and calling JavaScript (the `js:` and `ixsl:` functions look
// names up on the platform's global object, which here is empty). Plain JavaScript: a worker starts without the
// TypeScript loader.
import { readFileSync } from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import SaxonJS from 'saxon-js';

const platform = SaxonJS.getPlatform();

// ixsl:eval builds JavaScript with `new Function`; nothing else SaxonJS runs here makes code from text. Both ways of
// making code from a string refuse in this thread (the prototype stays, so `instanceof Function` still holds).
const RealFunction = globalThis.Function;
function NoCodeFromText() {
  throw new SaxonJS.XError('JavaScript çalıştırılamaz', 'DEFTER-JS');
}
NoCodeFromText.prototype = RealFunction.prototype;
globalThis.Function = NoCodeFromText;
globalThis.eval = NoCodeFromText;

/** Every read, write and request of SaxonJS fails with this (FODC0002: a resource cannot be retrieved). */
function refused(what) {
  return new SaxonJS.XError(`Dış kaynaklara erişim kapalı (${String(what).slice(0, 200)})`, 'FODC0002');
}

SaxonJS.setPlatform({
  ...platform,
  readFile(what) {
    throw refused(what);
  },
  resourcePromise(what) {
    return Promise.reject(refused(what?.file ?? what?.location ?? what));
  },
  writeFileSync(what) {
    throw refused(what);
  },
  writeFileAsync(what) {
    return Promise.reject(refused(what));
  },
  makeHttpRequest(what) {
    throw refused(what);
  },
  // `js:eval(…)`, `ixsl:window()`, `ixsl:call(…)` reach JavaScript through this object.
  globalObject: Object.freeze(Object.create(null)),
});

/**
 * The checksum SaxonJS requires of an SEF it is handed (its property "Σ"; `xslt3 -export` writes it): a fold over
 * every node's name and properties in document order. A stylesheet compiled here gets it the same way.
 */
function checksum(root) {
  const fold = (text, seed) => {
    let h = seed << 8;
    if (typeof text === 'string') for (let i = 0; i < text.length; i++) h = (h << 1) + text.charCodeAt(i);
    return h;
  };
  const pair = (a, b, seed) => fold(a, seed) ^ fold(b, seed);
  const SIGMA = String.fromCharCode(931);
  let sum = 0;
  let n = 0;
  const visit = (node) => {
    sum ^= pair(node.N, 'http://ns.saxonica.com/xslt/export', n++);
    for (const key of Object.keys(node)) {
      if (key === 'N' || key === 'C' || key === SIGMA) continue;
      sum ^= pair(key, '', n);
      sum ^= fold(node[key], n);
    }
    if (node.C) node.C.forEach(visit);
    sum ^= 1;
  };
  visit(root);
  root[SIGMA] = (sum < 0 ? 4294967295 + sum + 1 : sum).toString(16);
  return root;
}

let compiler = null;

/** The XSLT compiler SaxonJS carries (an SEF itself), prepared once: what `xslt3 -export` runs. */
function compilerSef() {
  if (!compiler) {
    compiler = platform.resource('compiler');
    const link = (node) => node.C?.forEach((c) => ((c.parentNode = node), link(c)));
    link(compiler);
  }
  return compiler;
}

const XSL = 'http://www.w3.org/1999/XSL/Transform';
const FN = 'http://www.w3.org/2005/xpath-functions';
const JS_NAMESPACES = ['http://saxonica.com/ns/interactiveXSLT', 'http://saxonica.com/ns/globalJS'];
/** Functions that read outside the stylesheet and its document, or run code made at run time. */
const FORBIDDEN_FUNCTIONS = {
  doc: 'doc()',
  document: 'document()',
  'doc-available': 'doc-available()',
  'unparsed-text': 'unparsed-text()',
  'unparsed-text-lines': 'unparsed-text-lines()',
  'unparsed-text-available': 'unparsed-text-available()',
  'json-doc': 'json-doc()',
  collection: 'collection()',
  'uri-collection': 'uri-collection()',
  'environment-variable': 'environment-variable()',
  'available-environment-variables': 'available-environment-variables()',
  'function-lookup': 'function-lookup()',
  transform: 'transform()',
  'load-xquery-module': 'load-xquery-module()',
};

/** A refusal of the user's stylesheet, in Turkish; `code` tells the runner it is final. */
function refusal(message) {
  const err = new Error(message);
  err.code = 'DEFTER';
  return err;
}

/** `Q{ns}local` or a plain name (the fn namespace) as [ns, local]. */
function nameOf(name) {
  const m = /^Q\{([^}]*)\}(.*)$/.exec(name);
  return m ? [m[1], m[2]] : [FN, name];
}

/**
 * What the compiled stylesheet may not do, found in the SEF (what really runs, after `use-when`, static parameters
 * and shadow attributes): call JavaScript, read files, URLs or the environment, or make code at run time
 * (xsl:evaluate, function-lookup, transform). The worker's lock-down refuses all of it anyway; this says so at
 * upload, with the feature's name.
 */
function forbiddenFeature(node) {
  if (node.N === 'evaluate') return 'xsl:evaluate';
  if (typeof node.name === 'string' && ['fn', 'fnRef', 'ifCall'].includes(node.N)) {
    const [ns, local] = nameOf(node.name);
    if (JS_NAMESPACES.includes(ns)) return `JavaScript (${local})`;
    if (ns === FN && FORBIDDEN_FUNCTIONS[local]) return FORBIDDEN_FUNCTIONS[local];
  }
  if (typeof node.name === 'string' && JS_NAMESPACES.some((ns) => node.name.startsWith(`Q{${ns}}`)))
    return 'JavaScript';
  for (const child of node.C ?? []) {
    const found = forbiddenFeature(child);
    if (found) return found;
  }
  return null;
}

/** The source checks before compiling: well-formed XML whose root is xsl:stylesheet / xsl:transform, one file. */
function checkSource(text) {
  let doc;
  try {
    doc = platform.parseXmlFromString(text);
  } catch (err) {
    throw refusal(`Dosya geçerli bir XML değil: ${String(err?.message ?? err).slice(0, 300)}`);
  }
  const root = doc.documentElement;
  if (!root || root.namespaceURI !== XSL || !['stylesheet', 'transform'].includes(root.localName))
    throw refusal('Dosya bir XSLT şablonu değil: kök öğesi xsl:stylesheet ya da xsl:transform olmalıdır.');
  const outside = String(
    SaxonJS.XPath.evaluate(
      '(//xsl:include | //xsl:import | //xsl:import-schema | //xsl:use-package)[1] ! local-name()',
      doc,
      { namespaceContext: { xsl: XSL } },
    ) ?? '',
  );
  if (outside)
    throw refusal(`XSLT şablonu başka dosya kullanamaz (xsl:${outside}); şablon tek dosya olmalıdır.`);
}

/**
 * GİB's stylesheets, and the many templates made from them, ask for `<xsl:output version="4.0" method="html">`, which
 * SaxonJS refuses when it serialises (SESU0013); HTML 5 serialises the same documents, so 4.0 is read as 5.0.
 */
const htmlOutputVersion = (text) =>
  text.replace(/(<xsl:output\b[^>]*?\bversion\s*=\s*)(["'])4\.0\2/g, '$1$25.0$2');

/** Checks and compiles an untrusted XSLT text to an SEF (JSON text). */
function compileChecked(text) {
  checkSource(text);
  const sef = compile(htmlOutputVersion(text));
  const feature = forbiddenFeature(JSON.parse(sef));
  if (feature)
    throw refusal(
      `XSLT şablonu Defter'de kullanılamayan bir özellik içeriyor: ${feature}. Şablonlar dosya, ağ ya da ortam ` +
        'okuyamaz, JavaScript çalıştıramaz ve çalışırken kod üretemez.',
    );
  return sef;
}

/** Compiles an XSLT text to an SEF (JSON text) with SaxonJS's own compiler, as xslt3 does. */
function compile(text) {
  const options = {
    destination: 'application',
    initialMode: 'compile-complete',
    templateParams: { 'Q{}options': { noXPath: false, relocatable: true } },
    stylesheetParams: new SaxonJS.XdmMap(),
    stylesheetInternal: compilerSef(),
    tunnelParams: {},
    functionParams: {},
  };
  options.stylesheetParams.inSituPut(SaxonJS.XS.QName.fromParts('', '', 'staticParameters'), [
    new SaxonJS.XdmMap(),
  ]);
  const checked = SaxonJS.checkOptions(options);
  const source = platform.parseXmlFromString(text);
  // No real location: a relative href resolves against nothing, and nothing can be read anyway.
  source._saxonBaseUri = 'urn:defter:xslt';
  SaxonJS.internalTransform(compilerSef(), source, checked);
  const result = Array.isArray(checked.principalResult)
    ? checked.principalResult[0]
    : checked.principalResult;
  return JSON.stringify(checksum(SaxonJS.XPath.sefToJSON(result.firstChild, false)));
}

/** The longest result a transform may give (characters); the main thread sets it. */
const MAX_OUTPUT = Number(workerData?.outputChars) || 20_000_000;

// Prepared stylesheets by key (a built-in's name, a user stylesheet's sha256), most recently used last.
const CACHE_SIZE = 12;
const cache = new Map();

function stylesheet({ key, file, sef }) {
  let prepared = cache.get(key);
  if (prepared) cache.delete(key);
  else prepared = JSON.parse(file ? readFileSync(file, 'utf8') : sef);
  cache.set(key, prepared);
  if (cache.size > CACHE_SIZE) cache.delete(cache.keys().next().value);
  return prepared;
}

function transform(job) {
  const result = SaxonJS.transform(
    {
      stylesheetInternal: stylesheet(job.stylesheet),
      sourceText: job.xml,
      destination: 'serialized',
      stylesheetParams: job.params ?? {},
      // xsl:message and xsl:result-document go nowhere (no log spam, no file).
      deliverMessage: () => {},
      deliverResultDocument: () => ({ destination: 'raw' }),
    },
    'sync',
  );
  const out = String(result.principalResult ?? '');
  // A result the main thread would have to copy and hold: an invoice's HTML is some 100 KB per 100 lines.
  if (out.length > MAX_OUTPUT)
    throw refusal(
      `XSLT şablonunun ürettiği belge çok büyük (${MAX_OUTPUT.toLocaleString('tr-TR')} karakterden fazla); belge ` +
        'oluşturulamadı.',
    );
  return out;
}

/** An error as plain data: SaxonJS's code and message. */
function errorOf(err) {
  const message = err instanceof Error ? err.message : String(err);
  return { code: typeof err?.code === 'string' ? err.code : '', message };
}

parentPort.on('message', (job) => {
  try {
    if (job.op === 'compile')
      parentPort.postMessage({ id: job.id, ok: true, value: compileChecked(job.text) });
    else if (job.op === 'transform') parentPort.postMessage({ id: job.id, ok: true, value: transform(job) });
    else
      parentPort.postMessage({ id: job.id, ok: false, error: { code: '', message: `unknown op ${job.op}` } });
  } catch (err) {
    parentPort.postMessage({ id: job.id, ok: false, error: errorOf(err) });
  }
});

// SaxonJS is loaded: the main thread starts a job's clock from here (xslt.runner.ts).
parentPort.postMessage({ ready: true });
