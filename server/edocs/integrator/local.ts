import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { documentKindOf } from '../render/stylesheets';
import { unescapeXml } from '../ubl/read';
import { validateUbl } from '../validate';
import {
  ENT_STATUS,
  IntegratorError,
  type AnswerCode,
  type AnswerDocument,
  type EInvoiceUser,
  type HeldDocument,
  type IncomingDocument,
  type SendKind,
  type Integrator,
  type SendMeta,
  type SendReceipt,
  type SentStatus,
  type WaybillReply,
} from './integrator';

type Row = Record<string, any>;

/** Turkish refusals of the local integrator, with the codes a real one's client would map to them. */
export const integratorTexts = {
  xsd: (detail: string) => `Belge GİB şema (XSD) kontrolünden geçmedi: ${detail}`,
  schematron: (detail: string) => `Belge GİB şematron kontrolünden geçmedi: ${detail}`,
  notUser: (vkn: string) => `Alıcı (${vkn}) GİB e-Fatura sisteminde kayıtlı değildir.`,
  otherSender: 'Bu ETTN başka bir gönderici tarafından kullanılmış; belge kabul edilmedi.',
  wrongSender: (inXml: string, account: string) =>
    `Belgedeki gönderici VKN / TCKN (${inXml || 'yok'}) gönderen hesabın kimliği (${account || 'doğrulanmamış'}) değil; belge kabul edilmedi.`,
  notFound: 'Yanıtlanacak fatura bulunamadı.',
  notCommercial: 'Yalnızca Ticari Fatura senaryosundaki faturalar yanıtlanabilir.',
  answered: 'Bu faturaya daha önce yanıt verilmiş.',
  notWaybillUser: (vkn: string) => `Alıcı (${vkn}) GİB e-İrsaliye sisteminde kayıtlı değildir.`,
  waybillNotFound: 'Yanıtlanacak irsaliye bulunamadı.',
  waybillAnswered: 'Bu irsaliyeye daha önce yanıt verilmiş.',
  response: 'Yanıt belgesi (ApplicationResponse) bu faturaya ait değil; yanıt kabul edilmedi.',
  receiptNotFound: 'Yanıtlanacak makbuz bulunamadı.',
  receiptAnswered: 'Bu makbuza daha önce yanıt verilmiş.',
} as const;

/** The first match's text, its references decoded (a sender named "A & B" is written `A &amp; B`). */
const firstText = (xml: string, path: RegExp) => unescapeXml(path.exec(xml)?.[1] ?? '').trim();

/** The issuer's VKN / TCKN in a UBL-TR document (its AccountingSupplierParty, a waybill's DespatchSupplierParty). */
function supplierIdOf(xml: string): string {
  const party =
    /<cac:(?:AccountingSupplierParty|DespatchSupplierParty)>([\s\S]*?)<\/cac:(?:AccountingSupplierParty|DespatchSupplierParty)>/.exec(
      xml,
    )?.[1] ?? '';
  return firstText(party, /<cbc:ID\s+schemeID="(?:VKN|TCKN)"\s*>([^<]*)</);
}

/** The sender's title in an Invoice (AccountingSupplierParty's PartyName, else its person's name). */
function senderTitleOf(xml: string): string {
  const supplier =
    /<cac:AccountingSupplierParty>([\s\S]*?)<\/cac:AccountingSupplierParty>/.exec(xml)?.[1] ?? '';
  const name = firstText(supplier, /<cac:PartyName>\s*<cbc:Name>([^<]*)</);
  if (name) return name;
  const first = firstText(supplier, /<cbc:FirstName>([^<]*)</);
  const family = firstText(supplier, /<cbc:FamilyName>([^<]*)</);
  return `${first} ${family}`.trim();
}

const answerOf = (row: Row): SentStatus['answer'] =>
  row.yanit_kodu
    ? { code: row.yanit_kodu as AnswerCode, reason: row.yanit_aciklama ?? null, at: String(row.yanit_at) }
    : null;

/**
 * The integrator this machine has (no outside service is reachable): GİB's registered users are the table
 * `efatura_kullanicilari`, accepted documents `entegrator_belgeleri` (one row per ETTN) in Defter's own database.
 * It behaves like a real one where Defter can notice: it validates every document with GİB's XSD and schematron
 * before accepting it, refuses an e-Fatura to a VKN that is not registered, answers a second send of an ETTN with
 * the first receipt, keeps documents for their receiver until fetched, and takes KABUL / RED once.
 */
export class LocalIntegrator implements Integrator {
  /**
   * `validate: false` skips GİB's XSD and schematron on send and answer — only for the demo seed, whose documents the
   * test suite validates one by one (a check costs 0.5–2 s, and every test database is seeded).
   */
  constructor(
    private readonly db: Db,
    private readonly opts: { validate?: boolean } = {},
  ) {}

  private async check(xml: string): Promise<void> {
    if (this.opts.validate === false) return;
    const checked = await validateUbl(xml);
    if (!checked.valid) {
      const issue = checked.issues[0];
      throw new IntegratorError(
        issue?.source === 'xsd'
          ? integratorTexts.xsd(issue.message)
          : integratorTexts.schematron(issue?.message ?? ''),
        issue?.source === 'xsd' ? 'XSD' : 'SCHEMATRON',
        true,
      );
    }
  }

  async isEInvoiceUser(vknTckn: string): Promise<EInvoiceUser | null> {
    const row = await this.db
      .selectFrom('efatura_kullanicilari')
      .select(['vkn_tckn', 'unvan', 'etiket'])
      .where('vkn_tckn', '=', vknTckn.trim())
      .executeTakeFirst();
    return row ? { vknTckn: row.vkn_tckn, unvan: row.unvan, etiket: row.etiket } : null;
  }

  private async existing(meta: SendMeta): Promise<SendReceipt | null> {
    const row = await this.db
      .selectFrom('entegrator_belgeleri')
      .select(['gonderen_vkn', 'durum'])
      .where('ettn', '=', meta.ettn)
      .executeTakeFirst();
    if (!row) return null;
    if (row.gonderen_vkn !== meta.senderVkn)
      throw new IntegratorError(integratorTexts.otherSender, 'ETTN', true);
    await sql`update entegrator_belgeleri set tekrar_sayisi = tekrar_sayisi + 1 where ettn = ${meta.ettn}`.execute(
      this.db,
    );
    return { ettn: meta.ettn, status: row.durum, duplicate: true };
  }

  async send(xml: string, meta: SendMeta): Promise<SendReceipt> {
    const before = await this.existing(meta);
    if (before) return before;
    if (meta.kind === 'EFATURA') {
      if (!meta.receiverVkn || !(await this.isEInvoiceUser(meta.receiverVkn)))
        throw new IntegratorError(integratorTexts.notUser(meta.receiverVkn ?? ''), 'ALICI', true);
    }
    // The registered-user list serves e-İrsaliye too (GİB keeps one list of e-document users per VKN here).
    if (meta.kind === 'EIRSALIYE') {
      if (!meta.receiverVkn || !(await this.isEInvoiceUser(meta.receiverVkn)))
        throw new IntegratorError(integratorTexts.notWaybillUser(meta.receiverVkn ?? ''), 'ALICI', true);
    }
    await this.check(xml);
    // An integrator sends for the account's own company only: the document's issuer must be the sender's identity.
    const issuer = supplierIdOf(xml);
    if (!meta.senderVkn || issuer !== meta.senderVkn)
      throw new IntegratorError(integratorTexts.wrongSender(issuer, meta.senderVkn), 'GONDEREN', true);
    // Delivered through GİB (e-Fatura, e-İrsaliye): done; signed and reported (e-Arşiv, e-SMM, e-MM): signed.
    const status =
      meta.kind === 'EFATURA' || meta.kind === 'EIRSALIYE' ? ENT_STATUS.done : ENT_STATUS.archiveDone;
    const inserted = await sql<{ id: number }>`insert into entegrator_belgeleri
        (ettn, belge_turu, belge_no, gonderen_vkn, alici_vkn, durum, xml)
      values (${meta.ettn}, ${meta.kind}, ${meta.number}, ${meta.senderVkn}, ${meta.receiverVkn}, ${status}, ${xml})
      on conflict (ettn) do nothing returning id`.execute(this.db);
    // Two sends of one ETTN at the same moment: the one that lost the insert gets the first receipt.
    if (!inserted.rows.length) return (await this.existing(meta))!;
    return { ettn: meta.ettn, status, duplicate: false };
  }

  async fetchIncoming(receiverVkn: string): Promise<IncomingDocument[]> {
    return this.incoming(receiverVkn, 'EFATURA');
  }

  /** The documents of one kind held for a receiver; an e-İrsaliye has no payable, currency or KABUL / RED answer. */
  private async incoming(
    receiverVkn: string,
    belgeTuru: 'EFATURA' | 'EIRSALIYE',
  ): Promise<IncomingDocument[]> {
    const invoice = belgeTuru === 'EFATURA';
    const rows = await this.db
      .selectFrom('entegrator_belgeleri')
      .selectAll()
      .where('alici_vkn', '=', receiverVkn)
      .where('belge_turu', '=', belgeTuru)
      .orderBy('id')
      .execute();
    return rows.map((row: Row) => {
      const xml = String(row.xml);
      const kind = documentKindOf(xml);
      return {
        ettn: row.ettn,
        number: row.belge_no,
        issueDate: firstText(xml, /<cbc:IssueDate>([^<]*)</),
        senderVkn: row.gonderen_vkn,
        senderTitle: invoice ? senderTitleOf(xml) : '',
        profile: kind.profile,
        typeCode: kind.type,
        payable: invoice ? firstText(xml, /<cbc:PayableAmount[^>]*>([^<]*)</) || null : null,
        currency: invoice ? firstText(xml, /<cbc:DocumentCurrencyCode>([^<]*)</) || null : null,
        xml,
        answer: invoice ? answerOf(row) : null,
      };
    });
  }

  async answer(
    ettn: string,
    code: AnswerCode,
    reason: string | null,
    responderVkn: string,
    response: AnswerDocument,
  ): Promise<SentStatus> {
    const row = await this.db
      .selectFrom('entegrator_belgeleri')
      .selectAll()
      .where('ettn', '=', ettn)
      .where('alici_vkn', '=', responderVkn)
      .where('belge_turu', '=', 'EFATURA')
      .executeTakeFirst();
    if (!row) throw new IntegratorError(integratorTexts.notFound, 'BELGE', true);
    if (documentKindOf(String(row.xml)).profile !== 'TICARIFATURA')
      throw new IntegratorError(integratorTexts.notCommercial, 'SENARYO', true);
    // What GİB matches an answer by: an ApplicationResponse whose DocumentReference is this ETTN and whose
    // ResponseCode is the answer given; then its XSD and schematron, as for any document sent.
    const kind = documentKindOf(response.xml);
    const references = new RegExp(
      `<cac:DocumentReference>\\s*<cbc:ID>${ettn}</cbc:ID>[\\s\\S]*</cac:DocumentReference>`,
    ).test(response.xml);
    if (
      kind.root !== 'ApplicationResponse' ||
      !references ||
      firstText(response.xml, /<cbc:ResponseCode>([^<]*)</) !== code
    )
      throw new IntegratorError(integratorTexts.response, 'YANIT_BELGESI', true);
    await this.check(response.xml);
    // Once only: the conditional update lets one of two answers at the same moment through.
    const done = await sql<Row>`update entegrator_belgeleri
      set yanit_kodu = ${code}, yanit_aciklama = ${reason}, yanit_at = now(),
        yanit_ettn = ${response.uuid}, yanit_xml = ${response.xml}
      where ettn = ${ettn} and yanit_kodu is null returning *`.execute(this.db);
    if (!done.rows.length) throw new IntegratorError(integratorTexts.answered, 'YANIT', true);
    return { status: done.rows[0].durum, answer: answerOf(done.rows[0]) };
  }

  async fetchIncomingWaybills(receiverVkn: string): Promise<IncomingDocument[]> {
    return this.incoming(receiverVkn, 'EIRSALIYE');
  }

  async replyWaybill(ettn: string, reply: WaybillReply): Promise<void> {
    const row = await this.db
      .selectFrom('entegrator_belgeleri')
      .select(['id'])
      .where('ettn', '=', ettn)
      .where('alici_vkn', '=', reply.responderVkn)
      .where('belge_turu', '=', 'EIRSALIYE')
      .executeTakeFirst();
    if (!row) throw new IntegratorError(integratorTexts.waybillNotFound, 'BELGE', true);
    await this.check(reply.xml);
    // Once only: the conditional update lets one of two replies at the same moment through.
    const done = await sql<Row>`update entegrator_belgeleri
      set yanit_kodu = ${reply.state}, yanit_aciklama = ${reply.notes}, yanit_xml = ${reply.xml},
        yanit_satirlari = ${JSON.stringify(reply.lines)}::jsonb, yanit_at = now()
      where ettn = ${ettn} and yanit_kodu is null returning id`.execute(this.db);
    if (!done.rows.length) throw new IntegratorError(integratorTexts.waybillAnswered, 'YANIT', true);
  }

  async documentOf(ettn: string, vkn: string): Promise<HeldDocument | null> {
    const row = await this.db
      .selectFrom('entegrator_belgeleri')
      .selectAll()
      .where('ettn', '=', ettn)
      .where((eb) => eb.or([eb('gonderen_vkn', '=', vkn), eb('alici_vkn', '=', vkn)]))
      .executeTakeFirst();
    if (!row) return null;
    return {
      ettn: String(row.ettn),
      kind: row.belge_turu as SendKind,
      number: String(row.belge_no ?? ''),
      senderVkn: String(row.gonderen_vkn),
      receiverVkn: row.alici_vkn ?? null,
      xml: String(row.xml),
      answer: answerOf(row),
    };
  }

  async answerReceipt(
    ettn: string,
    code: AnswerCode,
    reason: string | null,
    responderVkn: string,
  ): Promise<SentStatus> {
    const row = await this.db
      .selectFrom('entegrator_belgeleri')
      .select(['id'])
      .where('ettn', '=', ettn)
      .where('alici_vkn', '=', responderVkn)
      .where('belge_turu', '=', 'ESMM')
      .executeTakeFirst();
    if (!row) throw new IntegratorError(integratorTexts.receiptNotFound, 'BELGE', true);
    // Once only: the conditional update lets one of two answers at the same moment through.
    const done = await sql<Row>`update entegrator_belgeleri
      set yanit_kodu = ${code}, yanit_aciklama = ${reason}, yanit_at = now()
      where ettn = ${ettn} and yanit_kodu is null returning *`.execute(this.db);
    if (!done.rows.length) throw new IntegratorError(integratorTexts.receiptAnswered, 'YANIT', true);
    return { status: done.rows[0].durum, answer: answerOf(done.rows[0]) };
  }

  async answerDocument(ettn: string): Promise<AnswerDocument | null> {
    const row = await this.db
      .selectFrom('entegrator_belgeleri')
      .select(['yanit_ettn', 'yanit_xml'])
      .where('ettn', '=', ettn)
      .executeTakeFirst();
    return row?.yanit_xml ? { uuid: String(row.yanit_ettn), xml: String(row.yanit_xml) } : null;
  }

  async statusOf(ettn: string): Promise<SentStatus | null> {
    const row = await this.db
      .selectFrom('entegrator_belgeleri')
      .selectAll()
      .where('ettn', '=', ettn)
      .executeTakeFirst();
    return row ? { status: row.durum, answer: answerOf(row) } : null;
  }
}
