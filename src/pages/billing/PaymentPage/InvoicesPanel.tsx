import { useEffect, useState } from 'react';
import { ui } from '../../../../domain/messages';
import { formatDate, formatMoney } from '../../../engine/schema/format';
import { httpTables, type TableRecord } from '../../../services/tables';
import { toastFailure } from '../../accounts/errors';
import { billingTexts as texts } from '../texts';

/** The company's subscription invoices (fatura_abonelik), newest first. */
export function InvoicesPanel() {
  const [rows, setRows] = useState<TableRecord[] | null>(null);
  useEffect(() => {
    let live = true;
    httpTables.list('fatura_abonelik', { page: 1, limit: 100, sorts: { id: false } }).then(
      (d) => live && setRows(d.records),
      (err: unknown) => {
        if (live) setRows([]);
        toastFailure(err);
      },
    );
    return () => {
      live = false;
    };
  }, []);
  if (rows === null) return <p role="status">{ui.loading}</p>;
  if (rows.length === 0) return <p>{texts.noInvoices}</p>;
  return (
    <table className="billing-invoices">
      <thead>
        <tr>
          {texts.columns.map((c) => (
            <th key={c} scope="col">
              {c}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={String(r.id)}>
            <td>{String(r.fatura_no)}</td>
            <td>{formatDate(r.fatura_tarihi)}</td>
            <td>{String(r.aciklama)}</td>
            <td>
              {r.donem_baslangic ? `${formatDate(r.donem_baslangic)} – ${formatDate(r.donem_bitis)}` : '—'}
            </td>
            <td className="billing-invoices__amount">{formatMoney(r.toplam_tutar)}</td>
            <td>{r.kart_no ? String(r.kart_no) : '—'}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
