import { XSLT_TYPE } from '../../domain/edocs';
import { definePage } from '../engine/page/definePage';

/**
 * XSLT Şablonları (002 §2: /ayarlar/xslt, /ayarlar/xslt/yeni, /ayarlar/xslt/duzenle/{id}): the company's templates
 * of e-documents, one default per type; a file is checked and compiled on save (docs/e-documents.md).
 */
export default definePage({
  table: 'xslt',
  route: '/ayarlar/xslt',
  addPath: 'yeni',
  title: 'XSLT Şablonları',
  menu: { label: 'XSLT Şablonları', order: 50 },
  layout: 'special',
  groups: [
    { id: 'sablon', title: 'Şablon', columns: ['name_basic', 'xslt_tur_id', 'varsayilan'] },
    { id: 'dosya', title: 'XSLT Dosyası', columns: ['xslt_dosya', 'description'] },
  ],
  listColumns: ['name_basic', 'xslt_tur_id', 'varsayilan'],
  // The e-SMM's warning links to /ayarlar/xslt/yeni?table=smm (002 §2, §8): a new E-SMM template.
  queryPresets: { table: { smm: { xslt_tur_id: String(XSLT_TYPE.eSmm) } } },
});
