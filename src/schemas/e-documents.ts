import type { ListTab } from '../engine/page/types';

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
export const incomingTab = (table: string): ListTab => ({ id: 'third', label: 'Gelen', page: table });
