import { definePage } from '../engine/page/definePage';

/** Gelen e-Faturalar: incoming e-invoices, a list only (the inbox writes them); the Gelen tab of e-Fatura. */
export default definePage({
  table: 'gelen_efatura',
  route: '/e-donusum/fatura/gelen',
  title: 'Gelen e-Faturalar',
  readOnly: true,
  layout: 'special',
  groups: [
    {
      id: 'belge',
      title: 'Belge Bilgileri',
      columns: ['document_id', 'document_issue_date', 'document_uuid'],
    },
  ],
  listColumns: ['document_id', 'document_issue_date', 'document_uuid'],
});
