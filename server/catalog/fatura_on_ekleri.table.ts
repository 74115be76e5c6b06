import { ON_EK_YERLERI, optionsOf } from '../../domain/edocs';
import { bool, columnIds, longText, staticSelect, text } from './columns';
import type { TableDef } from './types';

const n = columnIds(218);

/**
 * The company's document number prefixes (002 §5 "Invoice prefix: on_ek_kodu, on_ek_yeri_id"): the three characters
 * a GİB document number starts with (`DMT` in DMT2026000000001), and which documents they number. An e-document
 * form's `fatura_on_eki_id` chooses one; the number itself is given when the document is sent.
 */
export const fatura_on_ekleri: TableDef = {
  name: 'fatura_on_ekleri',
  display_name: 'Fatura Ön Ekleri',
  scope: 'company',
  table_id: 218,
  display_column: 'on_ek_kodu',
  single_flag: { column: 'varsayilan', per: 'on_ek_yeri_id' },
  columns: [
    text(n(10), 'on_ek_kodu', 'Ön Ek Kodu*', { min_length: 3, max_length: 3, value_kind: 'number_prefix' }),
    staticSelect(n(11), 'on_ek_yeri_id', 'Ön Ek Yeri*', optionsOf(ON_EK_YERLERI), { default: '1' }),
    bool(n(12), 'varsayilan', 'Varsayılan'),
    longText(n(13), 'description', 'Açıklama'),
  ],
};
