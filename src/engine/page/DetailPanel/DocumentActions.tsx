import { useState } from 'react';
import { codeTexts, mediaTexts, ui } from '../../../../domain/messages';
import type { FileReply } from '../../../services/http';
import { toast } from '../../../services/notify';
import type { MediaType } from '../../../services/tables';
import { useTables } from '../../engine-context';
import { texts } from '../../texts';
import { openCentreModal } from '../modals';

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

/**
 * An e-document record's files (002 §2 "Document viewers"; the page's `media`): Görüntüle shows its HTML in the
 * centre modal, in a frame that runs nothing and has no origin of its own (`sandbox=""`: a template's HTML is not
 * trusted, docs/e-documents.md); PDF / XML / HTML indir download the file under the server's name, with the spec's
 * toast ("PDF oluşturuldu."). A refusal (no Chromium for the PDF…) is the server's Turkish message.
 */
export function DocumentActions({ table, id }: { table: string; id: string | number }) {
  const tables = useTables();
  const [busy, setBusy] = useState<MediaType | null>(null);
  if (!tables.media) return null;
  const fetchFile = async (type: MediaType): Promise<FileReply | null> => {
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
    </div>
  );
}
