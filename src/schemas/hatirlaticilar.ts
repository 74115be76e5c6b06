import { definePage } from '../engine/page/definePage';

/** Hatırlatıcılar (002 §5: title and hatirlatici_tarih required): a user's reminders, shown on the calendar. */
export default definePage({
  table: 'hatirlaticilar',
  route: '/buro-yonetimi/hatirlaticilar',
  title: 'Hatırlatıcılar',
  menu: { label: 'Hatırlatıcılar', order: 72 },
  layout: 'special',
  groups: [
    {
      id: 'hatirlatici',
      title: 'Hatırlatıcı',
      columns: ['title', 'hatirlatici_tarih', 'tamamlandi', 'description'],
    },
  ],
  listColumns: ['hatirlatici_tarih', 'title', 'tamamlandi'],
});
