import { PACKAGES } from '../../domain/packages';
import { definePage } from '../engine/page/definePage';
import { orderConversions } from './conversions';
import { orderLines, purchaseOrderLineRules } from '../../domain/pages/document-lines';
import { orderGroups, orderListColumns, orderRules } from './order.groups';

/**
 * Alış siparişleri (002 §2): /alis-satis-yonetimi/siparis lists both order kinds in tabs, first the purchase orders
 * (this page's own list), second the sales orders; add and edit at alis-ekle, alis-duzenle/{id}.
 */
export default definePage({
  table: 'alis_siparis',
  route: '/alis-satis-yonetimi/siparis',
  addPath: 'alis-ekle',
  editPath: 'alis-duzenle',
  detailPath: 'alis-detay',
  title: 'Alış Siparişleri',
  listTitle: 'Siparişler',
  menu: { label: 'Alış Siparişleri', order: 27 },
  packages: [PACKAGES.onMuhasebe, PACKAGES.muhasebe, PACKAGES.sube],
  tabs: [
    { id: 'first', label: 'Alış Siparişleri' },
    { id: 'second', label: 'Satış Siparişleri', page: 'satis_siparis' },
  ],
  layout: 'double',
  groups: orderGroups,
  listTotals: { columns: ['odenecek_tutar'], by: 'para_birimi_id' },
  listColumns: orderListColumns,
  rules: [...orderRules, ...purchaseOrderLineRules],
  lines: orderLines,
  conversions: orderConversions('alis'),
  redirect: '/alis-satis-yonetimi/siparis?tab=first',
});
