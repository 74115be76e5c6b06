import { PACKAGES } from '../../domain/packages';
import { definePage } from '../engine/page/definePage';
import { CANCELLED_ORDER_TO_PURCHASE, orderConversions, toOrder } from './conversions';
import { orderLines, salesOrderLineRules } from '../../domain/pages/document-lines';
import { orderGroups, orderListColumns, orderRules } from './order.groups';

/**
 * Satış siparişleri (002 §2): listed in the second tab of /alis-satis-yonetimi/siparis (the purchase orders' page
 * owns the route); add and edit at satis-ekle, satis-duzenle/{id}.
 */
export default definePage({
  table: 'satis_siparis',
  route: '/alis-satis-yonetimi/siparis',
  addPath: 'satis-ekle',
  editPath: 'satis-duzenle',
  detailPath: 'satis-detay',
  title: 'Satış Siparişleri',
  menu: { label: 'Satış Siparişleri', order: 26 },
  packages: [PACKAGES.onMuhasebe, PACKAGES.muhasebe, PACKAGES.sube],
  layout: 'double',
  groups: orderGroups,
  listTotals: { columns: ['odenecek_tutar'], by: 'para_birimi_id' },
  listColumns: orderListColumns,
  rules: [...orderRules, ...salesOrderLineRules],
  lines: orderLines,
  conversions: [
    ...orderConversions('satis'),
    toOrder('Alış Siparişine Dönüştür', 'alis', {
      lineTable: 'satis_siparis_hizmet',
      parentColumn: 'satis_siparis_id',
      keepCustomer: false,
      refuse: CANCELLED_ORDER_TO_PURCHASE,
    }),
  ],
  redirect: '/alis-satis-yonetimi/siparis?tab=second',
});
