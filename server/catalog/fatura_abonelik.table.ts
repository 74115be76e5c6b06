import { columnIds, date, select, text } from './columns';
import { integer, money } from './document-columns';
import type { TableDef } from './types';

const n = columnIds(253);
const ro = { readOnly: true } as const;
/** The payment flow's amounts: numeric(12, 2) (migration 202611220700). */
const amount = { ...ro, precision: 12 };

/** The company's subscription and credit invoices, written by the payment flow (server/billing) only. */
export const fatura_abonelik: TableDef = {
  name: 'fatura_abonelik',
  display_name: 'Abonelik Faturaları',
  scope: 'company',
  table_id: 253,
  readOnly: true,
  creatable: false,
  deletable: false,
  display_column: 'fatura_no',
  columns: [
    text(n(10), 'fatura_no', 'Fatura No', ro),
    date(n(11), 'fatura_tarihi', 'Fatura Tarihi', ro),
    text(n(12), 'aciklama', 'Açıklama', ro),
    select(n(13), 'abonelik_id', 'Abonelik', 'abonelik', ro),
    select(n(14), 'kontor_paketi_id', 'Kontör Paketi', 'kontor_paketleri', ro),
    date(n(15), 'donem_baslangic', 'Dönem Başlangıcı', ro),
    date(n(16), 'donem_bitis', 'Dönem Bitişi', ro),
    money(n(17), 'matrah', 'Matrah', amount),
    money(n(18), 'kdv_tutari', 'KDV (%20)', amount),
    money(n(19), 'toplam_tutar', 'Toplam Tutar', amount),
    integer(n(20), 'kontor', 'Kontör', ro),
    text(n(21), 'kart_no', 'Kart', ro),
  ],
};
