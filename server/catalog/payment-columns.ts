import { bool, columnIds, date } from './columns';
import { computedMoney } from './document-columns';
import type { CatalogColumn } from './types';

/**
 * What a payment changes on an invoice (issue 12, docs/payments.md): the amount still to pay or collect in TL and
 * the paid flag (001 §2.1: "Tahsilat Tamamlandı" / "Ödeme Tamamlandı"). Both are kept by the database from the
 * transactions that point at the invoice; nobody writes them through the table service.
 */
export function paymentStateColumns(
  tableId: number,
  direction: 'in' | 'out',
  opts: { remaining: boolean },
): CatalogColumn[] {
  const n = columnIds(tableId);
  return [
    ...(opts.remaining
      ? [computedMoney(n(51), 'kalan_odeme_tutari', 'Kalan Ödeme Tutarı', { readOnly: true })]
      : []),
    bool(n(52), 'tahsilat_tamamlandi', direction === 'in' ? 'Tahsilat Tamamlandı' : 'Ödeme Tamamlandı', {
      readOnly: true,
      // Kept by the database like the remaining amount: the form leaves it to the server (not a form field).
      computed: true,
    }),
    // The due date (issue 28, docs/dashboard.md): the invoice date when left empty (the database fills it).
    date(n(53), 'vade_tarihi', 'Vade Tarihi'),
  ];
}
