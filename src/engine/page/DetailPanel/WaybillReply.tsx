import { useEffect, useState } from 'react';
import { checkReplyLines, replyState, replyTexts, YANIT_DURUMLARI } from '../../../../domain/edocs/waybill';
import { eDocumentTexts } from '../../../../domain/messages';
import type { TableClient } from '../../../services/tables';

// "İrsaliye Yanıtla" (002 §2 "Document viewers", §3 "Waybill reply", §5): the reply dialog of an incoming
// e-waybill. The lines come from the received record (`irsaliye_satirlari`: position, name, quantity, unit code);
// the answer type fills them (KABUL: all received; RED: all received and refused; KISMEN KABUL: the user's), the
// domain's checkReplyLines / replyState — the server's own — check them before the call.

type Row = Record<string, unknown>;

/** The answer types the dialog offers and the state each one means (`yanit_durumu`). */
export const REPLY_TYPES = [
  { id: 'KABUL', state: YANIT_DURUMLARI.accepted },
  { id: 'KISMEN KABUL', state: YANIT_DURUMLARI.partial },
  { id: 'RED', state: YANIT_DURUMLARI.rejected },
] as const;
type ReplyType = (typeof REPLY_TYPES)[number]['id'];

interface Delivered {
  sira: string;
  name: string;
  quantity: string;
  unit: string;
}

interface LineInput {
  teslim_alinan_miktar: string;
  kabul_edilmeyen_miktar: string;
  eksik_miktar: string;
  fazla_miktar: string;
  aciklama: string;
}

/** The delivered lines of a received record (a jsonb array, or its JSON text). */
export function deliveredLines(record: Row | undefined): Delivered[] {
  let raw = record?.irsaliye_satirlari;
  if (typeof raw === 'string') {
    try {
      raw = JSON.parse(raw);
    } catch {
      raw = [];
    }
  }
  return (Array.isArray(raw) ? raw : []).map((l: Row, i) => ({
    sira: String(l.sira ?? i + 1),
    name: String(l.mal_hizmet_adi ?? ''),
    quantity: String(l.miktar ?? '0'),
    unit: String(l.birim_kodu ?? ''),
  }));
}

const filled = (lines: Delivered[], type: ReplyType): LineInput[] =>
  lines.map((l) => ({
    teslim_alinan_miktar: l.quantity,
    kabul_edilmeyen_miktar: type === 'RED' ? l.quantity : '0',
    eksik_miktar: '0',
    fazla_miktar: '0',
    aciklama: '',
  }));

/** Now in Türkiye as the `datetime-local` value `YYYY-MM-DDTHH:mm:ss` (the server checks the time in Türkiye). */
function turkeyNow(): string {
  return new Intl.DateTimeFormat('sv-SE', {
    timeZone: 'Europe/Istanbul',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  })
    .format(new Date())
    .replace(' ', 'T');
}

type Options = { id: number | string; text: string }[];

function useOptions(tables: TableClient, table: string, column: string): Options {
  const [options, setOptions] = useState<Options>([]);
  useEffect(() => {
    let live = true;
    tables
      .selectData(table, column, { search: '***', page: 1, limit: 100 })
      .then((r) => live && setOptions(r.results.filter((o) => !o.disabled)))
      .catch(() => live && setOptions([]));
    return () => {
      live = false;
    };
  }, [tables, table, column]);
  return options;
}

export interface WaybillReplyProps {
  tables: TableClient;
  /** Whose columns give the address, prefix and template choices (the outgoing waybill's table). */
  optionsTable: string;
  record: Row | undefined;
  /** Sends the payload of 002 §3 "Waybill reply"; true when the server took it. */
  onSubmit: (payload: Row) => Promise<boolean>;
  /** A refusal of the dialog's own checks (a toast). */
  onError: (message: string) => void;
}

export function WaybillReplyForm({ tables, optionsTable, record, onSubmit, onError }: WaybillReplyProps) {
  const delivered = deliveredLines(record);
  const [type, setType] = useState<ReplyType>('KABUL');
  const [lines, setLines] = useState<LineInput[]>(() => filled(delivered, 'KABUL'));
  const [time, setTime] = useState(turkeyNow);
  const [address, setAddress] = useState('');
  const [prefix, setPrefix] = useState('');
  const [xslt, setXslt] = useState('');
  const [notes, setNotes] = useState('');
  const [busy, setBusy] = useState(false);
  const addresses = useOptions(tables, optionsTable, 'firma_adres_id');
  const prefixes = useOptions(tables, optionsTable, 'fatura_on_eki_id');
  const templates = useOptions(tables, optionsTable, 'fatura_xslt_id');
  // The first address and prefix are chosen for the user (most companies have one of each).
  useEffect(() => {
    if (!address && addresses.length) setAddress(String(addresses[0].id));
  }, [addresses, address]);
  useEffect(() => {
    if (!prefix && prefixes.length) setPrefix(String(prefixes[0].id));
  }, [prefixes, prefix]);

  const checked = checkReplyLines(
    lines,
    delivered.map((d) => ({ name: d.name, quantity: d.quantity })),
  );
  const state = 'lines' in checked ? replyState(checked.lines) : null;
  const setLine = (i: number, key: keyof LineInput, value: string) =>
    setLines((all) => all.map((l, j) => (j === i ? { ...l, [key]: value } : l)));
  const chooseType = (next: ReplyType) => {
    setType(next);
    // KISMEN KABUL keeps what the user keyed; KABUL and RED fill every line.
    if (next !== 'KISMEN KABUL') setLines(filled(delivered, next));
  };

  const submit = async () => {
    if (!time || !address || !prefix) return onError(replyTexts.required);
    if ('error' in checked) return onError(checked.error);
    const wanted = REPLY_TYPES.find((t) => t.id === type)!.state;
    if (state !== wanted) return onError(eDocumentTexts.replyMismatch(wanted, state ?? ''));
    setBusy(true);
    try {
      await onSubmit({
        id: record?.id,
        invoiceUUID: record?.document_uuid,
        firma_adres: address,
        irsaliye_zamani: time.replace('T', ' ').padEnd(19, ':00').slice(0, 19),
        // 002 §3: newlines become line breaks.
        notlar: notes.replace(/\r?\n/g, '<br>'),
        fatura_on_eki_id: prefix,
        xslt_id: xslt,
        mal_hizmet: JSON.stringify(checked.lines),
      });
    } finally {
      setBusy(false);
    }
  };

  const select = (
    label: string,
    value: string,
    set: (v: string) => void,
    options: Options,
    empty?: string,
  ) => (
    <label className="df-field">
      <span className="df-field__label">{label}*</span>
      <select value={value} onChange={(e) => set(e.target.value)}>
        {empty !== undefined && <option value="">{empty}</option>}
        {options.map((o) => (
          <option key={o.id} value={String(o.id)}>
            {o.text}
          </option>
        ))}
      </select>
    </label>
  );
  const quantity = (i: number, key: keyof LineInput, label: string, disabled: boolean) => (
    <td>
      <input
        type="text"
        inputMode="decimal"
        aria-label={`${i + 1}. satır ${label}`}
        value={lines[i][key]}
        disabled={disabled}
        onChange={(e) => setLine(i, key, e.target.value)}
      />
    </td>
  );
  const fixed = type !== 'KISMEN KABUL';
  return (
    <form
      className="df-answer df-waybill-reply"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <label className="df-field">
        <span className="df-field__label">{eDocumentTexts.replyType}</span>
        <select value={type} onChange={(e) => chooseType(e.target.value as ReplyType)}>
          {REPLY_TYPES.map((t) => (
            <option key={t.id} value={t.id}>
              {t.id}
            </option>
          ))}
        </select>
      </label>
      <label className="df-field">
        <span className="df-field__label">{eDocumentTexts.replyTime}*</span>
        <input type="datetime-local" step={1} value={time} onChange={(e) => setTime(e.target.value)} />
      </label>
      {select(eDocumentTexts.replyAddress, address, setAddress, addresses, '')}
      {select(eDocumentTexts.replyPrefix, prefix, setPrefix, prefixes, '')}
      {select(eDocumentTexts.replyXslt, xslt, setXslt, templates, eDocumentTexts.replyXsltDefault)}
      <table className="df-waybill-reply__lines">
        <thead>
          <tr>
            <th>#</th>
            <th>{eDocumentTexts.replyLineName}</th>
            <th>{eDocumentTexts.replyDelivered}</th>
            <th>{eDocumentTexts.replyReceived}</th>
            <th>{eDocumentTexts.replyRejected}</th>
            <th>{eDocumentTexts.replyShort}</th>
            <th>{eDocumentTexts.replyOver}</th>
            <th>{eDocumentTexts.replyReason}</th>
          </tr>
        </thead>
        <tbody>
          {delivered.map((d, i) => (
            <tr key={d.sira}>
              <td>{d.sira}</td>
              <td>{d.name}</td>
              <td>
                {d.quantity} {d.unit}
              </td>
              {quantity(i, 'teslim_alinan_miktar', eDocumentTexts.replyReceived, fixed)}
              {quantity(i, 'kabul_edilmeyen_miktar', eDocumentTexts.replyRejected, fixed)}
              {quantity(i, 'eksik_miktar', eDocumentTexts.replyShort, fixed)}
              {quantity(i, 'fazla_miktar', eDocumentTexts.replyOver, fixed)}
              <td>
                <input
                  type="text"
                  maxLength={1000}
                  aria-label={`${i + 1}. satır ${eDocumentTexts.replyReason}`}
                  value={lines[i].aciklama}
                  onChange={(e) => setLine(i, 'aciklama', e.target.value)}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="df-waybill-reply__state" role="status">
        {eDocumentTexts.replyState}: {state ?? ('error' in checked ? checked.error : '')}
      </p>
      <label className="df-field">
        <span className="df-field__label">{eDocumentTexts.replyNotes}</span>
        <textarea value={notes} rows={3} maxLength={1000} onChange={(e) => setNotes(e.target.value)} />
      </label>
      <button type="submit" className="df-button df-button--primary" disabled={busy}>
        {eDocumentTexts.replySubmit}
      </button>
    </form>
  );
}
