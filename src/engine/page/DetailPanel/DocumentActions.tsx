import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { codeTexts, eDocumentTexts, mediaTexts, receivedTexts, ui } from '../../../../domain/messages';
import { userAtom } from '../../../state/session';
import type { FileReply } from '../../../services/http';
import { confirmDialog, toast } from '../../../services/notify';
import type { MediaType } from '../../../services/tables';
import { useTables } from '../../engine-context';
import { texts } from '../../texts';
import { openCentreModal } from '../modals';
import type { PageDefinition } from '../../../../domain/pages/page.types';
import { TransferForm } from './TransferForm';
import { WaybillReplyForm } from './WaybillReply';

/** The commercial answer of a received TICARIFATURA not answered yet (002 §4). */
const NO_ANSWER = 'CEVAP VERİLMEDİ';

const empty = (v: unknown) => v === undefined || v === null || String(v) === '' || String(v) === 'null';

const showError = (err: unknown) => {
  const message = err instanceof Error ? err.message : String(err);
  toast.error(codeTexts[message] ?? (message || ui.unknownError), { title: texts.errorTitle });
};

/** After an integrator action the page reloads (002 §4: "the page then reloads"). */
const reload = () => setTimeout(() => window.location.reload(), 600);

/** The KABUL / RED dialog of an incoming TICARIFATURA (002 §4): KABUL by default, RED needs an explanation. */
function AnswerForm(props: { onSubmit: (code: 'KABUL' | 'RED', reason: string) => Promise<boolean> }) {
  const [code, setCode] = useState<'KABUL' | 'RED'>('KABUL');
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  return (
    <form
      className="df-answer"
      onSubmit={(e) => {
        e.preventDefault();
        setBusy(true);
        void props.onSubmit(code, reason).finally(() => setBusy(false));
      }}
    >
      <label className="df-field">
        <span className="df-field__label">{eDocumentTexts.answerCode}</span>
        <select value={code} onChange={(e) => setCode(e.target.value as 'KABUL' | 'RED')}>
          <option value="KABUL">KABUL</option>
          <option value="RED">RED</option>
        </select>
      </label>
      <label className="df-field">
        <span className="df-field__label">{eDocumentTexts.answerReason}</span>
        <textarea value={reason} rows={3} onChange={(e) => setReason(e.target.value)} />
      </label>
      <button type="submit" className="df-button df-button--primary" disabled={busy}>
        {eDocumentTexts.answerSubmit}
      </button>
    </form>
  );
}

/** Hands a file to the browser's download (a temporary object URL behind a link). */
function saveFile(file: FileReply): void {
  const url = URL.createObjectURL(new Blob([file.bytes as BlobPart], { type: file.mime }));
  const link = document.createElement('a');
  link.href = url;
  link.download = file.fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

const DOWNLOADS: MediaType[] = ['pdf', 'xml', 'html'];

/** Whether the user's branch name is one the page gives no send and reply (002 §4: 1k, 3k). */
export function branchWithoutActions(page: PageDefinition | undefined, branch: string | null | undefined) {
  const name = (branch ?? '').trim().toLocaleLowerCase('tr');
  return !!name && (page?.eDocument?.noActionBranches ?? []).some((b) => b.toLocaleLowerCase('tr') === name);
}

/** Whether the record is approved (a status column holds one of the page's approved values, e.g. Onaylandı). */
export function approvedRecord(
  page: PageDefinition | undefined,
  record: Record<string, unknown> | undefined,
) {
  const approved = page?.eDocument?.approved;
  if (!approved || !record) return false;
  return approved.columns.some((c) => approved.values.includes(String(record[c] ?? '')));
}

type Preview =
  | { kind: 'loading' }
  | { kind: 'pdf'; url: string; name: string }
  | { kind: 'html'; html: string; name: string; note: string }
  | { kind: 'empty' };

/**
 * The viewer's PDF preview (002 §2 "Document viewers"): the record's PDF in a frame (a `blob:` URL of the server's
 * file); when the server makes no PDF (no Chromium: its Turkish message) the record's HTML in a sandboxed frame with
 * that message above it; when neither loads, the page's empty-state text.
 */
export function DocumentPreview({ table, id, empty }: { table: string; id: string | number; empty: string }) {
  const tables = useTables();
  const [state, setState] = useState<Preview>({ kind: 'loading' });
  useEffect(() => {
    if (!tables.media) return;
    let live = true;
    let url: string | null = null;
    void (async () => {
      try {
        const pdf = await tables.media!(table, id, 'pdf');
        if (!live) return;
        url = URL.createObjectURL(new Blob([pdf.bytes as BlobPart], { type: 'application/pdf' }));
        setState({ kind: 'pdf', url, name: pdf.fileName });
      } catch (err) {
        const note = err instanceof Error ? err.message : String(err);
        try {
          const html = await tables.media!(table, id, 'html');
          if (!live) return;
          setState({
            kind: 'html',
            html: new TextDecoder().decode(html.bytes),
            name: html.fileName,
            note: codeTexts[note] ?? note,
          });
        } catch {
          if (live) setState({ kind: 'empty' });
        }
      }
    })();
    return () => {
      live = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [tables, table, id]);
  if (!tables.media) return null;
  if (state.kind === 'loading')
    return (
      <p className="df-document-preview df-document-preview--loading" aria-busy="true">
        {mediaTexts.previewLoading}
      </p>
    );
  if (state.kind === 'empty') return <p className="df-document-preview df-empty">{empty}</p>;
  if (state.kind === 'pdf')
    return (
      <iframe
        className="df-document-frame df-document-preview"
        src={state.url}
        title={mediaTexts.previewTitle(state.name)}
      />
    );
  return (
    <div className="df-document-preview">
      {state.note && (
        <p className="df-document-preview__note" role="status">
          {state.note}
        </p>
      )}
      <iframe
        className="df-document-frame"
        sandbox=""
        srcDoc={state.html}
        title={mediaTexts.previewTitle(state.name)}
      />
    </div>
  );
}

/**
 * An e-document record's files (002 §2 "Document viewers"; the page's `media`): Görüntüle shows its HTML in the
 * centre modal, in a frame that runs nothing and has no origin of its own (`sandbox=""`: a template's HTML is not
 * trusted, docs/e-documents.md); PDF / XML / HTML indir download the file under the server's name, with the spec's
 * toast ("PDF oluşturuldu."). A refusal (no Chromium for the PDF…) is the server's Turkish message.
 */
export function DocumentActions({
  table,
  id,
  page,
  record,
}: {
  table: string;
  id: string | number;
  page?: PageDefinition;
  record?: Record<string, unknown>;
}) {
  const tables = useTables();
  const user = useAtomValue(userAtom);
  const [busy, setBusy] = useState<MediaType | 'send' | null>(null);
  const status = String(record?.e_fatura_durumu_id ?? '');
  // 002 §4 / §6: branches 1k and 3k see no send and reply; an approved (Onaylandı) document has none either.
  const actionsAllowed = !branchWithoutActions(page, user?.firma_sube_adi) && !approvedRecord(page, record);
  const canSend =
    actionsAllowed && !!page?.eDocument?.send && !!tables.action && (status === '1' || status === 'Taslak');
  const answerTable = page?.eDocument?.answerTable;
  const answered = String(record?.response_code ?? '');
  // An imported received document (issue 26) came through no integrator of Defter's: no KABUL / RED, no reply.
  const imported = String(record?.kaynak ?? '') === 'XML yükleme';
  const transferRule = page?.eDocument?.transfer;
  const canTransfer = !!transferRule && !!tables.action && empty(record?.[transferRule.linkColumn]);
  const canAnswer =
    !imported &&
    actionsAllowed &&
    !!answerTable &&
    !!tables.action &&
    record?.document_profile === 'TICARIFATURA' &&
    (answered === '' || answered === 'null' || answered === NO_ANSWER);
  // İrsaliye Yanıtla: an incoming waybill not answered yet (no reply number), 002 §2.
  const waybillReply = page?.eDocument?.waybillReply;
  const canReply =
    !imported && actionsAllowed && !!waybillReply && !!tables.action && empty(record?.yanit_numarasi);
  // Tekrar Gönder: a sent document whose outbox job was given up.
  const resendRule = page?.eDocument?.resend;
  const canResend =
    actionsAllowed &&
    !!resendRule &&
    !!tables.action &&
    resendRule.values.includes(String(record?.[resendRule.column] ?? ''));
  // The reason the outbox gave the job up (its last_error, the integrator's message as is), beside Tekrar Gönder.
  const showReason =
    !!resendRule && !!tables.action && resendRule.values.includes(String(record?.[resendRule.column] ?? ''));
  const [reason, setReason] = useState<string | null>(null);
  useEffect(() => {
    if (!showReason) return;
    let live = true;
    tables.action!(table, 'outbox/status', { id }).then(
      (data) => {
        if (live && !empty(data.last_error)) setReason(String(data.last_error));
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [showReason, tables, table, id]);
  const withMedia = (page === undefined || !!page.media) && !!tables.media;
  if (!withMedia && !canSend && !canAnswer && !canReply && !canResend && !reason && !canTransfer) return null;
  // Send and resend: the integrator call with the button busy, its message as a toast, the record reloaded.
  const call = async (action: string, body: Record<string, unknown>) => {
    setBusy('send');
    try {
      const data = await tables.action!(table, action, body);
      toast.success(String(data.message ?? ''));
      reload();
    } catch (err) {
      showError(err);
    } finally {
      setBusy(null);
    }
  };
  const resend = () => call('outbox/resend', { id });
  const reply = () =>
    openCentreModal({
      title: eDocumentTexts.waybillReply,
      size: 1200,
      content: (close) => (
        <WaybillReplyForm
          tables={tables}
          optionsTable={waybillReply!.optionsTable}
          record={record}
          onError={(message) => toast.error(message, { title: texts.errorTitle })}
          onSubmit={async (payload) => {
            try {
              const data = await tables.action!(waybillReply!.table, 'inbox/sendReceiptAdvice', payload);
              toast.success(String(data.message ?? ''));
              close();
              reload();
              return true;
            } catch (err) {
              showError(err);
              return false;
            }
          }}
        />
      ),
    });
  const send = async () => {
    const yes = await confirmDialog({
      title: eDocumentTexts.sendTitle,
      text: eDocumentTexts.sendConfirm,
      yes: eDocumentTexts.sendYes,
      no: eDocumentTexts.sendNo,
    });
    if (!yes) {
      toast.info(eDocumentTexts.cancelled);
      return;
    }
    await call('sendInvoice', { id, column_set_id: '0' });
  };
  const answer = () =>
    openCentreModal({
      title: eDocumentTexts.answerTitle,
      size: 768,
      content: (close) => (
        <AnswerForm
          onSubmit={async (code, reason) => {
            try {
              const data = await tables.action!(answerTable!, 'inbox/answerInvoice', {
                invoiceUUID: record?.document_uuid,
                responseCode: code,
                responseExplanation: reason,
              });
              toast.success(String(data.message ?? ''));
              close();
              reload();
              return true;
            } catch (err) {
              showError(err);
              return false;
            }
          }}
        />
      ),
    });
  const transfer = () =>
    openCentreModal({
      title: receivedTexts.transferTitle,
      size: 992,
      content: (close) => (
        <TransferForm
          tables={tables}
          table={table}
          id={id}
          cardsFrom={transferRule!.cardsFrom}
          onSubmit={async (choices) => {
            try {
              const data = await tables.action!(table, 'inbox/transfer', { id, satirlar: choices });
              toast.success(String(data.message ?? receivedTexts.transferred));
              close();
              reload();
              return true;
            } catch (err) {
              showError(err);
              return false;
            }
          }}
        />
      ),
    });
  const fetchFile = async (type: MediaType): Promise<FileReply | null> => {
    if (!tables.media) return null;
    setBusy(type);
    try {
      return await tables.media!(table, id, type);
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      toast.error(codeTexts[message] ?? (message || ui.unknownError), { title: texts.errorTitle });
      return null;
    } finally {
      setBusy(null);
    }
  };
  const view = async () => {
    const file = await fetchFile('html');
    if (!file) return;
    const html = new TextDecoder().decode(file.bytes);
    const title = mediaTexts.viewTitle(file.fileName.replace(/\.html$/, ''));
    openCentreModal({
      title,
      size: 1200,
      content: <iframe className="df-document-frame" sandbox="" srcDoc={html} title={title} />,
    });
  };
  const download = async (type: MediaType) => {
    const file = await fetchFile(type);
    if (!file) return;
    saveFile(file);
    toast.success(mediaTexts.created[type]);
  };
  return (
    <div className="df-detail__actions" role="toolbar" aria-label={mediaTexts.actions} aria-busy={!!busy}>
      {canTransfer && (
        <button type="button" className="df-button df-button--primary" disabled={!!busy} onClick={transfer}>
          {receivedTexts.transfer}
        </button>
      )}
      {imported && (
        <p className="df-notice" role="note">
          {receivedTexts.imported}
        </p>
      )}
      {withMedia && (
        <>
          <button
            type="button"
            className="df-button df-button--primary"
            disabled={!!busy}
            onClick={() => void view()}
          >
            {mediaTexts.view}
          </button>
          {DOWNLOADS.map((type) => (
            <button
              key={type}
              type="button"
              className="df-button"
              disabled={!!busy}
              onClick={() => void download(type)}
            >
              {mediaTexts.download[type]}
            </button>
          ))}
        </>
      )}
      {canSend && (
        <button
          type="button"
          className="df-button df-button--primary"
          disabled={!!busy}
          onClick={() => void send()}
        >
          {eDocumentTexts.send}
        </button>
      )}
      {canAnswer && (
        <button type="button" className="df-button df-button--primary" onClick={() => answer()}>
          {eDocumentTexts.answer}
        </button>
      )}
      {canReply && (
        <button type="button" className="df-button df-button--primary" onClick={() => reply()}>
          {eDocumentTexts.waybillReply}
        </button>
      )}
      {canResend && (
        <button
          type="button"
          className="df-button df-button--primary"
          disabled={!!busy}
          onClick={() => void resend()}
        >
          {eDocumentTexts.resend}
        </button>
      )}
      {reason && (
        <p className="df-detail__reason" role="note" aria-label={eDocumentTexts.givenUpTitle}>
          <strong>{eDocumentTexts.givenUpTitle}:</strong> {reason}
        </p>
      )}
    </div>
  );
}
