import { definePage } from '../engine/page/definePage';

/**
 * Fatura Ön Ekleri: the three characters the company's e-document numbers start with, per kind of document
 * (002 §5 "Invoice prefix"); an e-document form's Fatura Ön Eki chooses one (docs/e-documents.md, "The forms").
 */
export default definePage({
  table: 'fatura_on_ekleri',
  route: '/ayarlar/fatura-on-ekleri',
  title: 'Fatura Ön Ekleri',
  menu: { label: 'Fatura Ön Ekleri', order: 51 },
  layout: 'special',
  groups: [
    { id: 'on-ek', title: 'Ön Ek', columns: ['on_ek_kodu', 'on_ek_yeri_id', 'varsayilan', 'description'] },
  ],
  listColumns: ['on_ek_kodu', 'on_ek_yeri_id', 'varsayilan'],
});
