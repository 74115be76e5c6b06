import { randomUUID } from 'node:crypto';
import SaxonJS from 'saxon-js';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { validateXML } from 'xmllint-wasm';
import type { UblParty } from '../../../domain/edocs';
import {
  answerModel,
  CARRIER,
  despatchModel,
  freelanceReceiptModel,
  invoiceModel,
  producerReceiptModel,
  receiptAdviceModel,
} from '../../../tests/fixtures/edocs';
import {
  buildApplicationResponse,
  buildDespatchAdvice,
  buildFreelanceReceipt,
  buildInvoice,
  buildProducerReceipt,
  buildReceiptAdvice,
  UblInputError,
} from '.';
import { buildAnswer, partyOfInvoice } from '../answer.service';
import { linesOfXml, partyOfXml } from '../waybill.service';
import { unescapeXml } from './read';

// Issue 22, item 4: whatever a user types reaches the receiver as exactly that text. Each payload below is typed into
// every text of every document kind Defter builds (each string of the builder's model, one at a time); the XML is
// parsed by a real XML parser (SaxonJS's, which GİB's XSLT viewers also get) and every text and attribute the field
// lands in must read back as typed. A field whose form the builder checks (a VKN, a date, a GİB number…) may refuse
// the payload instead, but only with the Turkish 400 (UblInputError), never with broken XML or a 500.

/** What the attack typed (issue 22): a bare ampersand, an escaped one, references, markup and a CDATA end. */
const PAYLOADS = ['&', '&amp;', '&name;', '&#0;', '&#60;', '<', ']]>', '&lt;b&gt;', '&#x26;', '"\'>'];

type Model = object;
type Leaf = (string | number)[];

/** A marker that survives every builder's trim and reads as itself (no form check accepts it as a number or code). */
const MARK = 'Mq7xKv';

/** A party with every optional text filled in. */
const full = (p: UblParty): UblParty => ({
  ...p,
  name: p.name ?? 'Ad Soyad Tic.',
  website: 'https://ornek.example',
  mersis: '0291047385600015',
  tradeRegistry: '123456',
  phone: '+90 212 000 00 00',
  email: 'posta@ornek.example',
  taxOffice: p.taxOffice ?? 'Kemalpaşa',
  address: {
    ...p.address,
    street: 'Cadde',
    neighbourhood: 'Mahalle',
    buildingName: 'Bina',
    buildingNumber: '1',
    door: '2',
    postalZone: p.address.postalZone ?? '35730',
    countryCode: p.address.countryCode ?? 'TR',
  },
});

const PARTY_KEYS = ['supplier', 'customer', 'buyer', 'sender', 'receiver', 'despatcher'] as const;

/** Every party of the model filled in, and the lines' optional texts. */
function filled<T extends object>(model: T): T {
  const m = structuredClone(model) as Record<string, unknown>;
  for (const key of PARTY_KEYS) if (m[key]) m[key] = full(m[key] as UblParty);
  m.notes = ['Birinci not', 'İkinci not'];
  return m as T;
}

const invoice = (profile: Parameters<typeof invoiceModel>[0], type: Parameters<typeof invoiceModel>[1]) => {
  const m = filled(invoiceModel(profile, type, randomUUID()));
  m.lines = m.lines.map((l) => ({
    ...l,
    note: 'Satır notu',
    sellersItemId: 'STK-1',
    discountReason: 'İndirim',
  }));
  m.payment = { ...m.payment!, channelCode: 'KANAL', note: 'Ödeme notu' };
  return m;
};

/** The document kinds and variants that together write every text field the builders know. */
const DOCUMENTS: { name: string; model: () => Model; build: (m: never) => string }[] = [
  {
    name: 'e-Fatura TEMELFATURA / SATIS (buyer, payment, order, despatches)',
    model: () => ({ ...invoice('TEMELFATURA', 'SATIS'), buyer: full(CARRIER) }),
    build: buildInvoice,
  },
  {
    name: 'e-Fatura TEMELFATURA / SATIS with an ÖTV at 0 % and its exemption',
    model: () => {
      const m = invoice('TEMELFATURA', 'SATIS');
      m.lines = [
        {
          ...m.lines[0],
          amounts: { ...m.lines[0].amounts, diger_vergiler: [{ id: 8, oran: '0' }] },
          otvExemption: { code: '101', reason: 'ÖTV istisnası' },
        },
      ];
      return m;
    },
    build: buildInvoice,
  },
  {
    name: 'e-Arşiv EARSIVFATURA / SATIS (internet sale: carrier, dispatch date)',
    model: () => ({
      ...invoice('EARSIVFATURA', 'SATIS'),
      delivery: { carrier: full(CARRIER), despatchDate: '2026-03-12' },
    }),
    build: buildInvoice,
  },
  { name: 'e-Fatura KAMU / SATIS', model: () => invoice('KAMU', 'SATIS'), build: buildInvoice },
  { name: 'e-Fatura IHRACAT / ISTISNA', model: () => invoice('IHRACAT', 'ISTISNA'), build: buildInvoice },
  { name: 'e-Fatura TEMELFATURA / SGK', model: () => invoice('TEMELFATURA', 'SGK'), build: buildInvoice },
  {
    name: 'e-Fatura TICARIFATURA / TEVKIFAT',
    model: () => invoice('TICARIFATURA', 'TEVKIFAT'),
    build: buildInvoice,
  },
  { name: 'e-Fatura TEMELFATURA / IADE', model: () => invoice('TEMELFATURA', 'IADE'), build: buildInvoice },
  {
    name: 'e-Fatura TEMELFATURA / ISTISNA',
    model: () => invoice('TEMELFATURA', 'ISTISNA'),
    build: buildInvoice,
  },
  {
    name: 'e-Fatura TEMELFATURA / OZELMATRAH',
    model: () => invoice('TEMELFATURA', 'OZELMATRAH'),
    build: buildInvoice,
  },
  {
    name: 'e-SMM with KDV withholding',
    model: () => filled(freelanceReceiptModel(randomUUID())),
    build: buildFreelanceReceipt,
  },
  {
    name: 'e-SMM with a 0 % KDV and its exemption',
    model: () => {
      const m = filled(freelanceReceiptModel(randomUUID(), false));
      const line = m.lines[0];
      return {
        ...m,
        lines: [
          {
            ...line,
            amounts: { ...line.amounts, kdv_id: 5 },
            kdvExemption: { code: '350', reason: 'Diğer' },
          },
        ],
      };
    },
    build: buildFreelanceReceipt,
  },
  { name: 'e-MM', model: () => filled(producerReceiptModel(randomUUID())), build: buildProducerReceipt },
  {
    name: 'e-İrsaliye TEMELIRSALIYE / SEVK (drivers, plates)',
    model: () => {
      const m = filled(despatchModel(randomUUID()));
      return { ...m, lines: m.lines.map((l) => ({ ...l, sellersItemId: 'UN-50' })) };
    },
    build: buildDespatchAdvice,
  },
  {
    name: 'e-İrsaliye TEMELIRSALIYE / MATBUDAN (carrier company)',
    model: () => {
      const m = filled(despatchModel(randomUUID(), { type: 'MATBUDAN', carrier: true }));
      return { ...m, shipment: { ...m.shipment, carrier: full(CARRIER) } };
    },
    build: buildDespatchAdvice,
  },
  {
    name: 'e-İrsaliye HKSIRSALIYE / SEVK (künye numbers)',
    model: () => filled(despatchModel(randomUUID(), { profile: 'HKSIRSALIYE' })),
    build: buildDespatchAdvice,
  },
  {
    name: 'İrsaliye Yanıtı (ReceiptAdvice)',
    model: () => filled(receiptAdviceModel(randomUUID(), { id: 'ORI2026000000001', date: '2026-03-12' })),
    build: buildReceiptAdvice,
  },
  ...(['KABUL', 'RED'] as const).map((code) => ({
    name: `Uygulama Yanıtı ${code} (ApplicationResponse)`,
    model: () => {
      const m = filled(
        answerModel(randomUUID(), code, { uuid: randomUUID(), id: 'DTC2026000000004', date: '2026-03-12' }),
      );
      return { ...m, description: 'Açıklama metni' };
    },
    build: buildApplicationResponse,
  })),
];

/**
 * The fields a payload may be refused in although the marker is not: RED needs a description of 3 characters or
 * more, so a 1-character payload is refused there, rightly.
 */
const REFUSES_SHORT = new Set(['Uygulama Yanıtı RED (ApplicationResponse) description']);

/** Every string leaf of the model: its path. */
function leaves(value: unknown, at: Leaf = []): Leaf[] {
  if (typeof value === 'string') return [at];
  if (Array.isArray(value)) return value.flatMap((v, i) => leaves(v, [...at, i]));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([k, v]) => leaves(v, [...at, k]));
  return [];
}

function withLeaf(model: Model, at: Leaf, text: string): Model {
  const copy = structuredClone(model);
  let node = copy as Record<string | number, unknown>;
  for (const key of at.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  node[at[at.length - 1]] = text;
  return copy;
}

type Built = { refused: string } | { xml: string };

function tryBuild(build: (m: never) => string, model: Model): Built {
  try {
    return { xml: build(model as never) };
  } catch (err) {
    // Only the Turkish 400 may refuse: anything else would be a 500.
    if (!(err instanceof UblInputError)) throw err;
    return { refused: err.message };
  }
}

interface DomNode {
  nodeType: number;
  nodeName: string;
  textContent: string;
  childNodes: ArrayLike<DomNode>;
  attributes?: ArrayLike<{ name: string; value: string }>;
  documentElement?: DomNode;
}

/**
 * Every leaf element's text and every attribute of the XML, by its path (`/Invoice[1]/cac:InvoiceLine[2]/…`), read
 * from the document SaxonJS's parser built; throws when the XML is not well-formed.
 */
function texts(xml: string): Map<string, string> {
  const doc = SaxonJS.XPath.evaluate('parse-xml($xml)', null, { params: { xml } }) as DomNode;
  const map = new Map<string, string>();
  const walk = (node: DomNode, at: string) => {
    for (const a of Array.from(node.attributes ?? [])) map.set(`${at}/@${a.name}`, a.value);
    const children = Array.from(node.childNodes).filter((c) => c.nodeType === 1);
    if (!children.length) map.set(at, node.textContent);
    const seen = new Map<string, number>();
    for (const c of children) {
      const n = (seen.get(c.nodeName) ?? 0) + 1;
      seen.set(c.nodeName, n);
      walk(c, `${at}/${c.nodeName}[${n}]`);
    }
  };
  walk(doc.documentElement!, `/${doc.documentElement!.nodeName}[1]`);
  return map;
}

const where = (at: Leaf) => at.join('.');

/** The paths of the fields whose form a builder checks. */
const FORMS =
  /^(profile|type|id|uuid|issueDate|issueTime|currency|exchangeRate|deliveryDate|receivedDate|(.*\.)?(id|date|despatchDate|despatchTime|tckn|gtip|quantity|received|rejected|short|despatchLineId|postalZone|start|end)|.*\.amounts\..*)$/;

/** Each field's outcome, by builder and path (the variants share parties, notes, lines…: each is typed into once). */
const outcome = new Map<string, 'text' | 'form' | 'not verbatim'>();
/** The fields typed into keeping the original's length. */
const sameLengthKeys = new Set<string>();
/** Each variant with every payload typed into all its texts at once, for libxml2 (below). */
const allAtOnce: { fileName: string; contents: string }[] = [];

/**
 * Types the marker, then each payload, into one field. A field the builder refuses the marker in may check its
 * length (a künye number, a 16-character reference): it is typed into again keeping the original's length.
 */
function typeInto(d: (typeof DOCUMENTS)[number], model: Model, at: Leaf): 'text' | 'form' | 'not verbatim' {
  const field = `${d.name} ${where(at)}`;
  const key = `${d.build.name} ${where(at)}`;
  const original = at.reduce<unknown>(
    (node, key) => (node as Record<string | number, unknown>)[key],
    model,
  ) as string;
  const sameLength = (typed: string) => typed + original.slice(typed.length);
  let typing = (typed: string) => typed;
  let marked = tryBuild(d.build, withLeaf(model, at, MARK));
  if ('refused' in marked && original.length > MARK.length) {
    typing = sameLength;
    marked = tryBuild(d.build, withLeaf(model, at, typing(MARK)));
    if ('xml' in marked) sameLengthKeys.add(key);
  }
  // Where the marker lands; nowhere when the field's form is checked (a VKN, a date, a GİB number…): there a payload
  // is refused in Turkish (tryBuild), or, if accepted, still gives well-formed XML.
  const lands = 'xml' in marked ? [...texts(marked.xml)].filter(([, v]) => v.includes(MARK)) : [];
  for (const payload of PAYLOADS) {
    const typed = typing(payload);
    const built = tryBuild(d.build, withLeaf(model, at, typed));
    if ('refused' in built) {
      // A text the builder wrote with the marker is never refused for what it contains.
      if (lands.length && !(REFUSES_SHORT.has(field) && payload.length < 3))
        expect.fail(`${field} refused ${JSON.stringify(typed)}: ${built.refused}`);
      continue;
    }
    let read: Map<string, string>;
    try {
      read = texts(built.xml);
    } catch (err) {
      throw new Error(`${field} with ${JSON.stringify(typed)}: the XML is not well-formed: ${String(err)}`);
    }
    for (const [p, v] of lands)
      expect(read.get(p), `${field} with ${JSON.stringify(typed)} at ${p}`).toBe(
        v.split(typing(MARK)).join(typed),
      );
  }
  return lands.length ? 'text' : 'xml' in marked ? 'not verbatim' : 'form';
}

describe('every text a user types reaches the XML escaped and reads back exactly (issue 22, item 4)', () => {
  it.each(DOCUMENTS.map((d) => [d.name, d] as const))('%s', (name, d) => {
    const model = d.model();
    // The variant is a valid document to begin with.
    expect(tryBuild(d.build, model), name).toHaveProperty('xml');
    for (const at of leaves(model)) {
      const key = `${d.build.name} ${where(at)}`;
      if (!outcome.has(key)) outcome.set(key, typeInto(d, model, at));
    }
    // Every text of the variant at once, for each payload.
    const texts = leaves(model).filter((at) => outcome.get(`${d.build.name} ${where(at)}`) === 'text');
    PAYLOADS.forEach((payload, i) => {
      const typedModel = (skip: Set<string>) =>
        texts.reduce((m, at) => {
          const key = `${d.build.name} ${where(at)}`;
          if (skip.has(`${name} ${where(at)}`)) return m;
          const original = String(at.reduce<unknown>((n, k) => (n as Record<string, unknown>)[k], model));
          return withLeaf(
            m,
            at,
            sameLengthKeys.has(key) ? payload + original.slice(payload.length) : payload,
          );
        }, model);
      let built = tryBuild(d.build, typedModel(new Set()));
      if ('refused' in built && payload.length < 3) built = tryBuild(d.build, typedModel(REFUSES_SHORT));
      expect(built, `${name}: every text ${JSON.stringify(payload)}`).toHaveProperty('xml');
      if ('xml' in built)
        allAtOnce.push({ fileName: `${DOCUMENTS.indexOf(d)}-${i}.xml`, contents: built.xml });
    });
  });

  it('typed into every field: the texts, the checked forms, and the few values written transformed', () => {
    const of = (kind: string) => [...outcome].filter(([, o]) => o === kind).map(([k]) => k);
    // Hundreds of free texts (names, addresses, notes, codes, references…) read back exactly.
    expect(of('text').length).toBeGreaterThan(300);
    // The checked forms refuse every payload: VKN / TCKN, GİB numbers, ETTNs, dates and times, amounts and
    // quantities, rates, the currency, the GTİP, the Turkish postcode, the scenario and type.
    expect(of('form')).toEqual(
      expect.arrayContaining(['buildInvoice supplier.id', 'buildInvoice issueDate']),
    );
    expect(of('form').every((k) => FORMS.test(k.split(' ')[1]))).toBe(true);
    // Accepted but not written as typed, each for its reason.
    expect(of('not verbatim').sort()).toEqual(
      [
        'buildInvoice payment.iban', // written without spaces, in capitals
        'buildInvoice lines.1.amounts.kdv_dahil_buton', // a switch of the calculation
        'buildInvoice lines.1.discountReason', // written only on a discounted line (line 0 is one)
        'buildInvoice lines.2.discountReason',
        'buildFreelanceReceipt supplier.name', // a person (TCKN) is written by first and family name
        'buildProducerReceipt customer.name',
        'buildDespatchAdvice shipment.plates.0.kind', // chooses where the plate goes (PLAKA / DORSE)
        'buildDespatchAdvice shipment.plates.1.kind',
      ].sort(),
    );
  });
});

describe('a second parser: libxml2 (xmllint, as GİB validates)', () => {
  it('finds every document with every payload in all its texts at once well-formed', async () => {
    expect(allAtOnce).toHaveLength(DOCUMENTS.length * PAYLOADS.length);
    const result = await validateXML({ xml: allAtOnce, schema: [] });
    expect(result.errors.map((e) => e.rawMessage)).toEqual([]);
    expect(result.valid).toBe(true);
  }, 60_000);
});

describe('characters XML 1.0 cannot hold', () => {
  it('are dropped, the rest of the text kept, and line ends read back as LF (docs/e-documents.md)', () => {
    const model = invoice('TEMELFATURA', 'SATIS');
    const typed = 'A\u0000B\u0001C\u0008D\u000BE\u000CF\u001FG\uFFFEH\uFFFFI\uD800J\uDC00K';
    const xml = buildInvoice({
      ...model,
      notes: [typed, 'satır 1\r\nsatır 2\rsatır 3\tsekme', 'emoji 😀 ve ğüşıöç'],
      lines: [{ ...model.lines[0], name: '\u0001 Kağıt \u0002' }, ...model.lines.slice(1)],
    });
    const read = texts(xml);
    const notes = [...read].filter(([p]) => /Note\[\d\]$/.test(p) && !p.includes('InvoiceLine'));
    expect(notes.map(([, v]) => v).slice(0, 3)).toEqual([
      'ABCDEFGHIJK',
      'satır 1\nsatır 2\nsatır 3\tsekme',
      'emoji 😀 ve ğüşıöç',
    ]);
    const name = [...read].find(([p]) => /InvoiceLine\[1\].*Item\[1\].*Name\[1\]$/.test(p));
    expect(name?.[1]).toBe('Kağıt');
  });
});

describe('the one place text enters the XML', () => {
  it('no builder writes a text or an attribute but through el() (server/edocs/ubl/xml.ts)', () => {
    const dir = path.dirname(new URL(import.meta.url).pathname);
    for (const file of readdirSync(dir).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))) {
      if (file === 'xml.ts') continue;
      const source = readFileSync(path.join(dir, file), 'utf8');
      expect(source, file).not.toMatch(/\.(txt|att|dat|ins|com|raw)\(/);
      // .ele() with attributes only for the signature placeholder's own namespace declaration.
      const eles = source.match(/\.ele\([^)]*\)/g) ?? [];
      expect(eles, file).toEqual(
        file === 'common.ts'
          ? ["ele(UNSIGNED_NS, 'imza:ImzaBekliyor', { 'xmlns:imza': UNSIGNED_NS })"].map((s) => `.${s}`)
          : [],
      );
    }
  });
});

describe('what Defter reads back from a document to answer it writes the texts exactly again', () => {
  const typed = 'A & B &amp; &name; &#0; &#60; < ]]> &lt;b&gt; "\'';
  const withTyped = (p: UblParty): UblParty => ({
    ...full(p),
    name: `${p.name ?? 'Ad'} ${typed}`,
    taxOffice: typed,
    address: { ...full(p).address, street: typed, district: `${p.address.district} ${typed}` },
    email: typed,
  });

  it("an invoice's parties become the answer's (ApplicationResponse) exactly as the invoice names them", () => {
    const model = invoice('TICARIFATURA', 'SATIS');
    const xml = buildInvoice({
      ...model,
      supplier: withTyped(model.supplier),
      customer: withTyped(model.customer),
    });
    for (const [which, party] of [
      ['cac:AccountingSupplierParty', withTyped(model.supplier)],
      ['cac:AccountingCustomerParty', withTyped(model.customer)],
    ] as const) {
      const read = partyOfInvoice(xml, which);
      expect(read.name).toBe(party.name);
      expect(read.taxOffice).toBe(typed);
      expect(read.email).toBe(typed);
      expect(read.address.street).toBe(typed);
      expect(read.address.district).toBe(party.address.district);
    }
    const answer = buildAnswer(
      { rowId: 7, ettn: model.uuid, number: model.id, issueDate: model.issueDate, xml },
      'RED',
      typed,
      '2026-03-13',
      '10:00:00',
    );
    const read = texts(answer.xml);
    const at = (suffix: string) => [...read].find(([p]) => p.endsWith(suffix))?.[1];
    expect(at('cac:SenderParty[1]/cac:PartyName[1]/cbc:Name[1]')).toBe(withTyped(model.customer).name);
    expect(at('cac:ReceiverParty[1]/cac:PartyName[1]/cbc:Name[1]')).toBe(withTyped(model.supplier).name);
    expect(at('cac:Response[1]/cbc:Description[1]')).toBe(typed);
  });

  it("a received waybill's sender and lines are read as typed, references of another integrator's XML too", () => {
    const model = despatchModel(randomUUID());
    const supplier = withTyped(model.supplier);
    const xml = buildDespatchAdvice({
      ...model,
      supplier,
      lines: model.lines.map((l) => ({ ...l, name: `${l.name} ${typed}` })),
    });
    const sender = partyOfXml(xml, 'cac:DespatchSupplierParty');
    expect(sender.name).toBe(supplier.name);
    expect(sender.taxOffice).toBe(typed);
    expect(sender.address.street).toBe(typed);
    expect(linesOfXml(xml).map((l) => l.mal_hizmet_adi)).toEqual(
      model.lines.map((l) => `${l.name} ${typed}`),
    );
    // Another integrator may write "<" and "&" as character references.
    const other = xml.replaceAll('<cbc:StreetName>', '<cbc:StreetName>&#60;&#x26;&#x1F600;');
    expect(partyOfXml(other, 'cac:DespatchSupplierParty').address.street).toBe(`<&😀${typed}`);
  });
});

describe('unescapeXml (texts read by a pattern: received waybills, the local integrator)', () => {
  it('decodes each reference once, numeric ones too, and leaves what is not one', () => {
    expect(unescapeXml('A &amp; B &amp;amp; &amp;lt;b&amp;gt; &lt;i&gt; &quot;&apos;')).toBe(
      'A & B &amp; &lt;b&gt; <i> "\'',
    );
    expect(unescapeXml('&#60;&#x3C;&#x1F600;&#1114112;')).toBe('<<😀&#1114112;');
    expect(unescapeXml('&name; & ;')).toBe('&name; & ;');
  });
});
