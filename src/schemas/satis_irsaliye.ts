import { PACKAGES } from '../../domain/packages';
import { definePage } from '../engine/page/definePage';
import { waybillConversions } from './conversions';
import { waybillGroups, waybillLines, waybillListColumns, waybillRulesOf } from './waybill';

/** Satış irsaliyeleri (002 §2): the second tab of /alis-satis-yonetimi/irsaliye; add and edit at satis-ekle, satis-duzenle/{id}. Saving one removes its stock. */
export default definePage({
  table: 'satis_irsaliye',
  route: '/alis-satis-yonetimi/irsaliye',
  addPath: 'satis-ekle',
  editPath: 'satis-duzenle',
  detailPath: 'satis-detay',
  title: 'Satış İrsaliyeleri',

  menu: { label: 'Satış İrsaliyeleri', order: 27 },
  packages: [PACKAGES.onMuhasebe, PACKAGES.muhasebe, PACKAGES.sube],
  layout: 'double',
  groups: waybillGroups,
  listColumns: waybillListColumns,
  rules: waybillRulesOf('satis'),
  lines: waybillLines,
  redirect: '/alis-satis-yonetimi/irsaliye?tab=second',
  conversions: waybillConversions('satis'),
});
