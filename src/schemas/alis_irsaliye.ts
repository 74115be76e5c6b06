import { PACKAGES } from '../../domain/packages';
import { definePage } from '../engine/page/definePage';
import { waybillConversions } from './conversions';
import { waybillGroups, waybillLines, waybillListColumns, waybillRulesOf } from './waybill';

/** Alış irsaliyeleri (002 §2): /alis-satis-yonetimi/irsaliye lists both kinds in tabs, first the purchase waybills (this page's own list), second the sales waybills; add and edit at alis-ekle, alis-duzenle/{id}. Saving one adds its stock. */
export default definePage({
  table: 'alis_irsaliye',
  route: '/alis-satis-yonetimi/irsaliye',
  addPath: 'alis-ekle',
  editPath: 'alis-duzenle',
  detailPath: 'alis-detay',
  title: 'Alış İrsaliyeleri',
  listTitle: 'İrsaliyeler',
  tabs: [
    { id: 'first', label: 'Alış İrsaliyeleri' },
    { id: 'second', label: 'Satış İrsaliyeleri', page: 'satis_irsaliye' },
  ],
  menu: { label: 'Alış İrsaliyeleri', order: 26 },
  packages: [PACKAGES.onMuhasebe, PACKAGES.muhasebe, PACKAGES.sube],
  layout: 'double',
  groups: waybillGroups,
  listColumns: waybillListColumns,
  rules: waybillRulesOf('alis'),
  lines: waybillLines,
  redirect: '/alis-satis-yonetimi/irsaliye?tab=first',
  conversions: waybillConversions('alis'),
});
