import { definePage } from '../engine/page/definePage';

/** Gelen e-İrsaliyeler: incoming e-waybills, a list only (the inbox writes them); the Gelen tab of e-İrsaliye. */
export default definePage({
  table: 'gelen_eirsaliye',
  route: '/e-donusum/irsaliye/gelen',
  title: 'Gelen e-İrsaliyeler',
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
