// The e-document integrator (özel entegratör) behind an interface (docs/e-documents.md, "Integrator"): what Defter
// asks of one. `LocalIntegrator` (local.ts) is the one this machine has; a real integrator's client implements the
// same interface (docs say what it needs) and is handed to the app as `AppDeps.integrator`.

/** A registered e-invoice user of GİB's list (the integrator's "mükellef sorgulama"). */
export interface EInvoiceUser {
  vknTckn: string;
  /** The user's registered title (spec 002 §7: `data.users.unvan_ad`). */
  unvan: string;
  /** The receiving alias (posta kutusu etiketi), e.g. `urn:mail:defaultpk@…`. */
  etiket: string;
}

/**
 * e-Fatura goes to a registered receiver through GİB; e-Arşiv is signed and reported, delivered by e-mail / paper;
 * the receipts (e-SMM, e-MM) go like e-Arşiv; e-İrsaliye goes to a registered receiver like e-Fatura.
 */
export type SendKind = 'EFATURA' | 'EARSIV' | 'EIRSALIYE' | 'ESMM' | 'EMM';

export interface SendMeta {
  ettn: string;
  kind: SendKind;
  number: string;
  senderVkn: string;
  /** The receiver's VKN / TCKN (required for an e-Fatura). */
  receiverVkn: string | null;
}

/** The integrator's receipt: the status it reports (002 §4 `ent_fatura_durumu` values). */
export interface SendReceipt {
  ettn: string;
  status: string;
  /** The ETTN had been sent before: this is the first send's receipt, nothing was sent again. */
  duplicate: boolean;
}

/** An incoming document the integrator holds for a receiver. */
export interface IncomingDocument {
  ettn: string;
  number: string;
  issueDate: string;
  senderVkn: string;
  senderTitle: string;
  profile: string;
  typeCode: string;
  payable: string | null;
  currency: string | null;
  xml: string;
  answer: { code: AnswerCode; reason: string | null; at: string } | null;
}

export type AnswerCode = 'KABUL' | 'RED';

/** An ApplicationResponse (Uygulama Yanıtı): its own ETTN and the UBL-TR XML. */
export interface AnswerDocument {
  uuid: string;
  xml: string;
}

/** The status of a sent document as the integrator knows it, with the receiver's answer once given. */
export interface SentStatus {
  status: string;
  answer: { code: AnswerCode; reason: string | null; at: string } | null;
}

/**
 * A refusal of the integrator. `permanent`: sending the same document again would be refused again (invalid XML,
 * receiver not registered); otherwise (the service is down, a timeout) a later try may succeed.
 */
export class IntegratorError extends Error {
  constructor(
    message: string,
    readonly code: string,
    readonly permanent: boolean,
  ) {
    super(message);
    this.name = 'IntegratorError';
  }
}

export interface Integrator {
  /**
   * The VKN / TCKN the integrator's account of this company belongs to (a real integrator's contract is the
   * company's; its client asks the integrator whose account it holds) — the integrator's proof of a company's
   * identity for `setCompanyIdentity` (server/edocs/identity.ts). The local integrator has no accounts: undefined.
   */
  accountIdentity?(departmentId: number): Promise<string | null>;
  /** The registered e-invoice user of that VKN / TCKN, or null when it is none. */
  isEInvoiceUser(vknTckn: string): Promise<EInvoiceUser | null>;
  /**
   * Sends a UBL-TR document. The integrator validates it (GİB's XSD and schematron) before accepting it; a second
   * send of an ETTN it has is answered with the first receipt (`duplicate`), never sent again.
   */
  send(xml: string, meta: SendMeta): Promise<SendReceipt>;
  /** The e-Fatura documents the integrator holds for a receiver, oldest first. */
  fetchIncoming(receiverVkn: string): Promise<IncomingDocument[]>;
  /**
   * The receiver's commercial answer (KABUL / RED) to a TICARIFATURA it received, as GİB carries it: the
   * ApplicationResponse document (`response`, built and validated by Defter; the integrator signs and sends it).
   */
  answer(
    ettn: string,
    code: AnswerCode,
    reason: string | null,
    responderVkn: string,
    response: AnswerDocument,
  ): Promise<SentStatus>;
  /** The ApplicationResponse sent for a document (by its receiver), or null when it has none. */
  answerDocument(ettn: string): Promise<AnswerDocument | null>;
  /** The status of a document sent through this integrator, or null when it has none of that ETTN. */
  statusOf(ettn: string): Promise<SentStatus | null>;
  /** The e-İrsaliye documents the integrator holds for a receiver, oldest first (with the reply once given). */
  fetchIncomingWaybills?(receiverVkn: string): Promise<IncomingDocument[]>;
  /**
   * The receiver's reply (İrsaliye Yanıtı, a ReceiptAdvice) to an e-İrsaliye it received, once; the integrator
   * validates it and delivers it to the waybill's sender.
   */
  replyWaybill?(ettn: string, reply: WaybillReply): Promise<void>;
  /**
   * A document the integrator holds whose sender or receiver is `vkn` (002 §7 e-SMM `inbox/getDocument`: the signed
   * copy of a sent or received receipt), or null when it holds none of that ETTN for that party.
   */
  documentOf?(ettn: string, vkn: string): Promise<HeldDocument | null>;
  /**
   * The receiver's answer (KABUL / RED) to an e-SMM it received, once. GİB carries no ApplicationResponse for a
   * receipt (KABUL / RED are TICARIFATURA's), so the integrator only records it and tells the issuer.
   */
  answerReceipt?(
    ettn: string,
    code: AnswerCode,
    reason: string | null,
    responderVkn: string,
  ): Promise<SentStatus>;
}

/** A document as the integrator holds it. */
export interface HeldDocument {
  ettn: string;
  kind: SendKind;
  number: string;
  senderVkn: string;
  receiverVkn: string | null;
  xml: string;
  answer: SentStatus['answer'];
}

/** A waybill reply as the integrator takes it: the ReceiptAdvice, its answer state and lines, who replies. */
export interface WaybillReply {
  xml: string;
  /** YANIT_DURUMLARI (domain/edocs/waybill): KABUL EDİLDİ, KISMEN KABUL EDİLDİ, REDDEDİLDİ. */
  state: string;
  lines: unknown;
  notes: string | null;
  responderVkn: string;
}

/** The integrator statuses Defter writes into `ent_fatura_durumu` (002 §4 "Integrator status"). */
export const ENT_STATUS = {
  /** e-Fatura accepted by GİB and delivered to the receiver. */
  done: 'BASARIYLA TAMAMLANDI',
  /** e-Fatura queued in Defter's outbox, not yet with the integrator. */
  waiting: 'GIB GONDERIMI BEKLENIYOR',
  /** e-Arşiv signed by the integrator. */
  archiveDone: 'DÖKÜMAN İMZALANDI',
  /** e-Arşiv queued. */
  archiveWaiting: 'DOKÜMAN ENTEGRATÖR TARAFINDAN İŞLENİYOR',
  /**
   * Defter's (002 §4 lists no such status): the outbox gave the job up (a permanent refusal, or its last try failed);
   * the document keeps its number and ETTN and offers "Tekrar Gönder" (docs/e-documents.md).
   */
  failed: 'GÖNDERİLEMEDİ',
} as const;

/** The commercial answer of a received TICARIFATURA not answered yet (002 §4). */
export const NO_ANSWER = 'CEVAP VERİLMEDİ';
