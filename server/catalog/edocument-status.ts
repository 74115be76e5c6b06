import { staticSelect } from './columns';

/**
 * The lists an outgoing e-document is in (002 §4: "The e_fatura_durumu_id filter splits lists: 1 first list
 * (draft), 2 second (outgoing)"). Every saved document starts as a draft; sending it (the e-document issues)
 * moves it to 2. Incoming documents have their own tables.
 */
export const E_BELGE_DURUMLARI = [
  { id: '1', text: 'Taslak' },
  { id: '2', text: 'Giden' },
];

/** The status column of an outgoing e-document: written by the server only, 1 (draft) on store. */
export const eDocumentStatus = (id: number) =>
  staticSelect(id, 'e_fatura_durumu_id', 'Belge Durumu', E_BELGE_DURUMLARI, { default: '1', readOnly: true });
