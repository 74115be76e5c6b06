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
  // 002 §2: the e-SMM warning's link (yeni?table=smm) opens the form on an E-SMM template.
  queryPresets: {
    table: {
      column: 'xslt_tur_id',
      values: {
        fatura: String(XSLT_TYPE.eFatura),
        arsiv: String(XSLT_TYPE.eArsiv),
        irsaliye: String(XSLT_TYPE.eIrsaliye),
        smm: String(XSLT_TYPE.eSmm),
      },
    },
  },
});
