import { useAtomValue } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import { codeTexts, detailTexts, ui } from '../../../../domain/messages';
import { toast } from '../../../services/notify';
import type { FormLoad } from '../../../services/tables';
import { adminModeAtom } from '../../../state/admin';
import { useAuths, useTables } from '../../engine-context';
import { columnsOf } from '../../schema/column-kind';
import { texts } from '../../texts';
import { openCentreModal } from '../modals';
import { pageOf } from '../modals/record-pages';
import { detailRows, type DetailValue } from './detail-values';
import { DocumentActions, DocumentPreview } from './DocumentActions';
import { PaymentPanel } from './PaymentPanel';
import { InvoiceTools } from './InvoiceTools';
import { OrderPaymentPanel } from './OrderPaymentPanel';
import './DetailPanel.css';

/** Opens a related record; by default its own detail panel in the centre modal. */
export type OpenRelated = (table: string, id: string, title: string) => void;

const openInCentre: OpenRelated = (table, id, title) =>
  void openCentreModal({ title, content: <DetailPanel table={table} id={id} /> });

function Value({ value, label, onOpen }: { value: DetailValue; label: string; onOpen: OpenRelated }) {
  switch (value.type) {
    case 'empty':
      return <span className="df-detail__empty">—</span>;
    case 'text':
      return <span>{value.text}</span>;
    case 'tag':
      return <span className={`df-tag df-tag--${value.tone}`}>{value.text}</span>;
    case 'relation':
      return (
        <span>
          {value.items.map((item, i) => (
            <span key={item.id}>
              {i > 0 && ', '}
              <button
                type="button"
                className="df-link"
                onClick={() => onOpen(value.table, item.id, item.text)}
              >
                {item.text}
              </button>
            </span>
          ))}
        </span>
      );
    case 'lines':
      return (
        <details className="df-detail__lines">
          <summary>{detailTexts.lineCount(value.items.length)}</summary>
          <ol>
            {value.items.map((line, i) => (
              <li key={i}>{line}</li>
            ))}
          </ol>
        </details>
      );
    case 'files':
      return (
        <span className="df-detail__files">
          {value.files.map((f) =>
            f.href ? (
              <a key={f.name} href={f.href} download={f.name}>
                {f.name}
              </a>
            ) : (
              <span key={f.name}>{f.name}</span>
            ),
          )}
        </span>
      );
    case 'html':
      // A document from outside (an integrator's HTML): shown, never run — no scripts, no same origin.
      return <iframe className="df-detail__document" sandbox="" srcDoc={value.html} title={label} />;
  }
}

/**
 * The record detail panel (001 §2.1): a labelled read-only list of a record's fields from its show answer —
 * labels without `*`, hidden and image columns left out, relations by their text (opening in the centre
 * modal), money with ₺, the spec's tags and words, lines, files, HTML documents in a sandboxed frame. In admin
 * mode the technical names stand beside the labels. An e-document's page (`media`) adds its file buttons above.
 */
export function DetailPanel(props: {
  table: string;
  id: string | number;
  onOpenRelated?: OpenRelated;
  /** The record could not be shown (fail.id, no.auth…): after the toast, e.g. to drop a detail route's tab. */
  onFailed?: (message: string) => void;
  /** The record changed from the panel (a payment): e.g. to refresh the list under the modal. */
  onChanged?: () => void;
}) {
  const { table, id } = props;
  const onFailed = useRef(props.onFailed);
  onFailed.current = props.onFailed;
  const tables = useTables();
  const showSet = useAuths().tables?.[table]?.shows?.[0];
  const admin = useAtomValue(adminModeAtom);
  const [load, setLoad] = useState<FormLoad | null>(null);
  const [failed, setFailed] = useState(false);
  // Bumped after a payment from the panel: the record is shown again with what the server changed.
  const [version, setVersion] = useState(0);

  useEffect(() => {
    let live = true;
    if (version === 0) setLoad(null);
    setFailed(false);
    tables.show(table, id, showSet === undefined ? '0' : String(showSet)).then(
      (res) => live && setLoad(res),
      (err) => {
        if (!live) return;
        const message = err instanceof Error ? err.message : String(err);
        toast.error(codeTexts[message] ?? (message || ui.unknownError), { title: texts.errorTitle });
        setFailed(true);
        onFailed.current?.(message);
      },
    );
    return () => {
      live = false;
    };
  }, [tables, table, id, showSet, version]);

  if (failed) return <p className="df-detail__status">{codeTexts['fail.id']}</p>;
  if (!load)
    return (
      <p role="status" className="df-detail__status">
        {ui.loading}
      </p>
    );
  const page = pageOf(table);
  const rows = detailRows(columnsOf(load.column_set), load.record, page?.paidState);
  const list = (
    <dl className="df-detail">
      {rows.map((r) => (
        <div key={r.name} className="df-detail__row" data-field={r.name}>
          <dt className="df-detail__label">
            {r.label}
            {admin && <code className="df-field__tech">{r.name}</code>}
          </dt>
          <dd className="df-detail__value">
            <Value value={r.value} label={r.label} onOpen={props.onOpenRelated ?? openInCentre} />
          </dd>
        </div>
      ))}
    </dl>
  );
  // The collection / payment panel under the fields (001 §2.2), when the page has one.
  const paid = () => {
    setVersion((v) => v + 1);
    props.onChanged?.();
  };
  const payments = (page?.payments || page?.orderPayment || page?.invoiceTools) && (
    <>
      {page.payments && <PaymentPanel def={page.payments} record={load.record} id={id} onPaid={paid} />}
      {page.orderPayment && (
        <OrderPaymentPanel def={page.orderPayment} record={load.record} id={id} onPaid={paid} />
      )}
      {page.invoiceTools && <InvoiceTools table={table} id={id} def={page.invoiceTools} />}
    </>
  );
  // An e-document's files (PDF, XML, HTML) above its fields.
  if (!page?.media && !page?.eDocument)
    return payments ? (
      <>
        {list}
        {payments}
      </>
    ) : (
      list
    );
  return (
    <>
      <DocumentActions table={table} id={id} page={page} record={load.record} />
      {page?.eDocument?.preview && (
        <DocumentPreview table={table} id={id} empty={page.eDocument.preview.empty} />
      )}
      {list}
      {payments}
    </>
  );
}
