import { XSLT_TYPES } from '../../domain/edocs';
import { bool, columnIds, files, longText, staticSelect, text } from './columns';
import type { TableDef } from './types';

const n = columnIds(270);

/**
 * The company's XSLT templates of e-documents (002 §3 `xslt`; pages /ayarlar/xslt): a template file of a type
 * (E-Fatura, E-Arşiv, E-İrsaliye, E-SMM), one default per type (docs/e-documents.md, "User XSLT templates").
 * A file is checked and compiled before it is stored (xslt.hooks.ts).
 */
export const xslt: TableDef = {
  name: 'xslt',
  display_name: 'XSLT Şablonları',
  scope: 'company',
  table_id: 270,
  display_column: 'name_basic',
  single_flag: { column: 'varsayilan', per: 'xslt_tur_id' },
  columns: [
    text(n(10), 'name_basic', 'Şablon Adı*', { max_length: 100 }),
    staticSelect(
      n(11),
      'xslt_tur_id',
      'Şablon Türü*',
      XSLT_TYPES.map((t) => ({ ...t })),
      { default: '1' },
    ),
    bool(n(12), 'varsayilan', 'Varsayılan'),
    files(n(13), 'xslt_dosya', 'XSLT Dosyası*'),
    longText(n(14), 'description', 'Açıklama'),
  ],
};
