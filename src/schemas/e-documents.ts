import type { ListTab } from '../../domain/pages/page.types';

// Shared data of the e-document pages (issue 5 gives them lists; the e-document issues add the forms).

/**
 * The notice of an outgoing e-document list while its form does not exist: `route/ekle` (Ctrl+M for the
 * e-invoice) opens the list with it (docs/shell.md, "e-Documents").
 */
export const eDocumentNotice = (kind: string) =>
  `${kind} düzenleme ekranı henüz hazır değil; bu sürümde kayıtları listeleyebilir ve ayrıntılarını görebilirsiniz.`;

const status = (id: string) => ({
  e_fatura_durumu_id: { type: 1, guiType: 'select:static', filter: [id] },
});

/** Taslak and Giden: the e_fatura_durumu_id split of 002 §4 (1 first list, 2 second). */
export const draftAndOutgoingTabs: ListTab[] = [
  { id: 'first', label: 'Taslak', filters: status('1') },
  { id: 'second', label: 'Giden', filters: status('2') },
];

/** The third tab, Gelen: the incoming documents' page (`table`) shown under the outgoing route (000 §2, 002 §2). */
export const incomingTab = (table: string, filters?: ListTab['filters']): ListTab => ({
  id: 'third',
  label: 'Gelen',
  page: table,
  ...(filters ? { filters } : {}),
});

/**
 * Received invoices share gelen_efatura (issue 26): e-Fatura's Gelen tab lists those whose scenario is not e-Arşiv,
 * e-Arşiv's Gelen tab the e-Arşiv invoices the company received as a buyer (text filter 5 "does not contain", 2
 * "starts with").
 */
export const receivedInvoiceFilters = {
  efatura: { document_profile: { type: 5, guiType: 'string', filter: 'EARSIV' } },
  earsiv: { document_profile: { type: 2, guiType: 'string', filter: 'EARSIV' } },
};

/** 002 §4 / §6: users whose branch name (firma_sube_adi) is 1k or 3k see no send and reply buttons. */
export const NO_ACTION_BRANCHES = ['1k', '3k'] as const;

/**
 * 002 §4: "Status Onaylandı (approved) hides reply and send buttons" — the status texts an integrator writes
 * (ent_fatura_durumu, the commercial answer) or a received document's answer.
 */
export const approvedWhen = (columns: string[]) => ({ columns, values: ['Onaylandı'] });

/** The viewer's empty states (002 §8). */
export const emptyTexts = {
  efatura: 'E-Fatura bulunamadı.',
  earsiv: 'E-Arşiv bulunamadı.',
} as const;

/**
 * "Tekrar Gönder": the status the server's outbox writes on a document whose job it gave up (server ENT_STATUS.failed;
 * docs/e-documents.md, "Resending a job given up").
 */
export const resendWhen = { column: 'ent_fatura_durumu', values: ['GÖNDERİLEMEDİ'] } as const;
