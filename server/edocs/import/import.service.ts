import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { IMPORTED } from '../answer.service';
import { companyIdentity, identityTexts } from '../identity';
import { validateUblBatch, type UblIssue } from '../validate';
import { parseXml, readReceived, type ReceivedDocument } from './received';
import { unpack, type Unpacked } from './unpack';

// "XML Yükle" on the Gelen tabs (issue 26, item 1; docs/e-documents.md, "Received documents"): documents received
// outside Defter's integrator — from another integrator's portal, by e-mail — are taken in from their XML. Each is
// checked (XML, a document this tab receives, addressed to this company, GİB's XSD, the arithmetic and Defter's own
// rules), then stored with its bytes as they came, keyed by ETTN: one insert per document (its own transaction), so
// nothing is half-stored, and the unique index (company, ETTN) makes a second import of an ETTN a duplicate that
// changes nothing. GİB's schematron findings do not refuse a received document — the rules in force when it was
// issued were checked by its integrator and GİB, and today's release may differ — they are kept and shown beside it.

export type ImportTable = 'gelen_efatura' | 'gelen_eirsaliye';

export interface ImportOutcome {
  /** The file (a zip's entry as `zip › entry`). */
  file: string;
  status: 'stored' | 'duplicate' | 'refused';
  /** Turkish: what happened. */
  message: string;
  id?: number;
  number?: string | null;
  ettn?: string | null;
  sender?: string | null;
  /** Schematron findings kept with a stored document. */
  findings?: string[];
}

export const importTexts = {
  stored: (number: string, sender: string) => `Yüklendi: ${number} (${sender}).`,
  duplicate: (ettn: string, number: string) =>
    `Bu belge zaten yüklü: ${number} (ETTN ${ettn}); yeniden yüklenmedi, hiçbir şey değişmedi.`,
  unreadable: (detail: string) => `XML okunamadı: ${detail}`,
  encoding: (enc: string) => `XML'in karakter kodlaması (${enc}) okunamadı.`,
  notUbl: (root: string) => `Bir UBL-TR belgesi değil (kök öğe: ${root || 'yok'}).`,
  wrongTab: {
    gelen_efatura: (root: string) =>
      root === 'DespatchAdvice'
        ? 'Bu bir e-İrsaliye; e-İrsaliye ekranının Gelen sekmesinden yükleyiniz.'
        : `Bu belge (${root}) e-Fatura / e-Arşiv Gelen sekmesine yüklenmez.`,
    gelen_eirsaliye: (root: string) =>
      root === 'Invoice'
        ? 'Bu bir fatura; e-Fatura ya da e-Arşiv ekranının Gelen sekmesinden yükleyiniz.'
        : `Bu belge (${root}) e-İrsaliye Gelen sekmesine yüklenmez.`,
  },
  receipt: 'Serbest meslek makbuzu (e-SMM) Gelen e-Fatura kutusuna yüklenmez.',
  noIdentity: 'Belgenin ETTN’si (UUID) ya da numarası yok.',
  badEttn: (v: string) => `Belgenin ETTN’si bir UUID değil: ${v}.`,
  notAddressed: (to: string | null, own: string) =>
    `Belge firmanıza düzenlenmemiş: alıcı VKN / TCKN ${to ?? 'yok'}, firmanızın VKN'si ${own}.`,
  ownDocument: 'Bu belgeyi firmanız düzenlemiş; Gelen kutusuna yüklenmez.',
  invalid: (what: string, detail: string) => `Belge ${what} kontrolünden geçmedi: ${detail}`,
  arithmetic: (detail: string) => `Belgenin tutarları tutmuyor: ${detail}`,
} as const;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The text of an XML file: its byte order mark, else its declaration's encoding (UTF-8 by default). */
export function decodeXml(bytes: Uint8Array): string {
  if (bytes[0] === 0xff && bytes[1] === 0xfe)
    return new TextDecoder('utf-16le', { fatal: true }).decode(bytes);
  if (bytes[0] === 0xfe && bytes[1] === 0xff)
    return new TextDecoder('utf-16be', { fatal: true }).decode(bytes);
  const head = new TextDecoder('latin1').decode(bytes.subarray(0, 200));
  const declared = /^\s*<\?xml[^>]*encoding\s*=\s*["']([A-Za-z0-9._-]+)["']/.exec(
    head.replace(/^\uFEFF|^ï»¿/, ''),
  )?.[1];
  const encoding = (declared ?? 'utf-8').toLowerCase();
  try {
    return new TextDecoder(encoding, { fatal: true, ignoreBOM: false }).decode(bytes).replace(/^\uFEFF/, '');
  } catch {
    throw new Error(importTexts.encoding(declared ?? 'UTF-8'));
  }
}

interface Candidate {
  seq: number;
  file: string;
  bytes: Uint8Array;
  xml: string;
  doc: ReceivedDocument;
}

const first = (issues: UblIssue[], source: UblIssue['source']) =>
  issues
    .filter((i) => i.source === source)
    .slice(0, 3)
    .map((i) => i.message)
    .join(' · ');

/**
 * Imports the documents of uploaded files into the company's `table` (Gelen e-Fatura / e-Arşiv or e-İrsaliye).
 * Answers one outcome per document found (a zip gives one per entry), in order.
 */
export async function importDocuments(o: {
  db: Db;
  table: ImportTable;
  departmentId: number;
  userId: number;
  files: { name: string; bytes: Uint8Array }[];
}): Promise<ImportOutcome[]> {
  // Outcomes in the order of the files (a refusal found early and a document stored later keep their places).
  const outcomes: (ImportOutcome & { seq: number })[] = [];
  let seq = 0;
  const refuse = (file: string, message: string, at = seq) =>
    outcomes.push({ file, status: 'refused', message, seq: at });
  // The company's verified identity (issue 22): what it receives by; none, or one not verified, receives nothing.
  const own = await companyIdentity(o.db, o.departmentId);

  // 1. Files → documents (zip entries), each read and checked by what it says.
  const candidates: Candidate[] = [];
  const unpacked: Unpacked[] = o.files.flatMap((f) => unpack(f.name, f.bytes));
  for (const u of unpacked) {
    seq++;
    if ('refused' in u) {
      refuse(u.name, u.refused);
      continue;
    }
    let xml: string;
    let doc: ReceivedDocument;
    try {
      xml = decodeXml(u.bytes);
    } catch (err) {
      refuse(u.name, err instanceof Error ? err.message : String(err));
      continue;
    }
    try {
      doc = readReceived(parseXml(xml));
    } catch (err) {
      refuse(u.name, importTexts.unreadable(err instanceof Error ? err.message.split('\n')[0] : String(err)));
      continue;
    }
    const expected = o.table === 'gelen_efatura' ? 'Invoice' : 'DespatchAdvice';
    if (
      !['Invoice', 'DespatchAdvice', 'CreditNote', 'ReceiptAdvice', 'ApplicationResponse'].includes(doc.root)
    ) {
      refuse(u.name, importTexts.notUbl(doc.root));
      continue;
    }
    if (doc.root !== expected) {
      refuse(u.name, importTexts.wrongTab[o.table](doc.root));
      continue;
    }
    if (doc.typeCode === 'SERBESTMESLEKMAKBUZU') {
      refuse(u.name, importTexts.receipt);
      continue;
    }
    if (!doc.uuid || !doc.number) {
      refuse(u.name, importTexts.noIdentity);
      continue;
    }
    if (!UUID.test(doc.uuid)) {
      refuse(u.name, importTexts.badEttn(doc.uuid));
      continue;
    }
    if (!own) {
      refuse(u.name, identityTexts.unverified);
      continue;
    }
    if (doc.supplier.id === own) {
      refuse(u.name, importTexts.ownDocument);
      continue;
    }
    if (doc.customer.id !== own) {
      refuse(u.name, importTexts.notAddressed(doc.customer.id, own));
      continue;
    }
    candidates.push({ seq, file: u.name, bytes: u.bytes, xml, doc });
  }

  // 2. GİB's XSD and schematron, the arithmetic and Defter's own rules: one XSD run for the whole upload.
  const checked = await validateUblBatch(candidates.map((c, i) => ({ name: String(i), xml: c.xml })));

  // 3. Each document in its own transaction: inserted once per company and ETTN.
  for (const [i, c] of candidates.entries()) {
    const v = checked[i];
    const xsd = first(v.issues, 'xsd');
    if (xsd) {
      refuse(c.file, importTexts.invalid('GİB şema (XSD)', xsd), c.seq);
      continue;
    }
    const sums = first(v.issues, 'arithmetic');
    if (sums) {
      refuse(c.file, importTexts.arithmetic(sums), c.seq);
      continue;
    }
    const ownRule = first(v.issues, 'defter');
    if (ownRule) {
      refuse(c.file, importTexts.invalid('Defter', ownRule), c.seq);
      continue;
    }
    const findings = [
      ...v.issues.filter((x) => x.source === 'schematron').map((x) => `GİB şematronu: ${x.message}`),
      ...(v.compat
        ? [
            'GİB şematronu bu belgede XPath 1.0 uyumluluk kipinde çalıştırıldı (tekrarlanan alanlar, ör. birden çok şoför, ilk değerleriyle denetlendi).',
          ]
        : []),
    ];
    outcomes.push({ ...(await store(o, c, findings)), seq: c.seq });
  }
  return outcomes.sort((a, b) => a.seq - b.seq).map(({ seq: _seq, ...rest }) => rest);
}

async function store(
  o: { db: Db; table: ImportTable; departmentId: number; userId: number },
  c: Candidate,
  findings: string[],
): Promise<ImportOutcome> {
  const d = c.doc;
  const sha = createHash('sha256').update(c.bytes).digest('hex');
  const sender = d.supplier.title ?? d.supplier.id ?? '';
  const base = { file: c.file, number: d.number, ettn: d.uuid, sender };
  const findingsText = findings.length ? findings.join('\n') : null;
  return o.db.transaction().execute(async (trx) => {
    const inserted =
      o.table === 'gelen_efatura'
        ? await sql<{ id: number }>`insert into gelen_efatura (department_id, user_id, document_id,
            document_issue_date, document_uuid, gonderen_vkn, gonderen_unvan, document_profile, fatura_tipi,
            odenecek_tutar, para_birimi, xml_icerik, xml_dosya, xml_sha256, kaynak, dogrulama_bulgulari,
            yukleme_tarihi, response_code)
          values (${o.departmentId}, ${o.userId}, ${d.number}, ${d.issueDate}, ${d.uuid}, ${d.supplier.id},
            ${sender}, ${d.profile}, ${d.typeCode}, ${d.payable}, ${d.currency}, ${c.xml}, ${Buffer.from(c.bytes)},
            ${sha}, ${IMPORTED}, ${findingsText}, now(), null)
          on conflict (department_id, document_uuid) do nothing returning id`.execute(trx)
        : await sql<{ id: number }>`insert into gelen_eirsaliye (department_id, user_id, document_id,
            document_issue_date, document_uuid, gonderen_vkn, gonderen_unvan, document_profile, irsaliye_tipi,
            sevk_tarihi, irsaliye_satirlari, xml_icerik, xml_dosya, xml_sha256, kaynak, dogrulama_bulgulari,
            yukleme_tarihi, yanit_durumu)
          values (${o.departmentId}, ${o.userId}, ${d.number}, ${d.issueDate}, ${d.uuid}, ${d.supplier.id},
            ${sender}, ${d.profile}, ${d.typeCode}, ${d.despatchDate},
            ${JSON.stringify(d.lines.map((l) => ({ sira: l.id, mal_hizmet_adi: l.name, miktar: l.quantity, birim_kodu: l.unitCode })))}::jsonb,
            ${c.xml}, ${Buffer.from(c.bytes)}, ${sha}, ${IMPORTED}, ${findingsText}, now(), null)
          on conflict (department_id, document_uuid) do nothing returning id`.execute(trx);
    const id = inserted.rows[0]?.id;
    if (id === undefined) {
      return { ...base, status: 'duplicate' as const, message: importTexts.duplicate(d.uuid!, d.number!) };
    }
    await sql`update ${sql.table(o.table)} set own_id = id where id = ${id}`.execute(trx);
    return {
      ...base,
      status: 'stored' as const,
      id: Number(id),
      message: importTexts.stored(d.number!, sender),
      findings,
    };
  });
}
