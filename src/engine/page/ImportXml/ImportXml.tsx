import { useRef, useState } from 'react';
import { receivedTexts } from '../../../../domain/messages';
import { useTables } from '../../engine-context';

// "XML Yükle" of a list whose page says `eDocument.importXml` (issue 26; docs/e-documents.md, "Received documents"):
// the chosen files go one by one to `{table}/inbox/import` (the progress is the file being sent, n of total); each
// document's outcome — stored, already there, refused with the server's Turkish reason — is listed under the toolbar.

/** The browser's own limits, before anything is sent (the server checks them again). */
const MAX_FILE_BYTES = 25 * 1024 * 1024;
const MAX_FILES = 100;

interface Outcome {
  file: string;
  status: 'stored' | 'duplicate' | 'refused';
  message: string;
}

const STATUS_TEXT: Record<Outcome['status'], string> = {
  stored: receivedTexts.stored,
  duplicate: receivedTexts.duplicate,
  refused: receivedTexts.refused,
};

export function ImportXml({ table, onDone }: { table: string; onDone?: () => void }) {
  const tables = useTables();
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<string | null>(null);
  const [outcomes, setOutcomes] = useState<Outcome[]>([]);
  if (!tables.action) return null;

  const upload = async (files: File[]) => {
    const out: Outcome[] = [];
    if (files.length > MAX_FILES) {
      setOutcomes([{ file: '', status: 'refused', message: receivedTexts.tooMany(MAX_FILES) }]);
      return;
    }
    for (const [i, f] of files.entries()) {
      setProgress(receivedTexts.uploading(i, files.length, f.name));
      if (f.size > MAX_FILE_BYTES) {
        out.push({
          file: f.name,
          status: 'refused',
          message: receivedTexts.tooBig(
            f.name,
            (f.size / 1024 / 1024).toLocaleString('tr-TR', { maximumFractionDigits: 1 }),
          ),
        });
        continue;
      }
      const body = new FormData();
      body.append('dosya', f, f.name);
      try {
        const data = await tables.action!(table, 'inbox/import', body as unknown as Record<string, unknown>);
        out.push(...((data.sonuclar as Outcome[]) ?? []));
      } catch (err) {
        out.push({
          file: f.name,
          status: 'refused',
          message: err instanceof Error ? err.message : String(err),
        });
      }
      setOutcomes([...out]);
    }
    setProgress(null);
    setOutcomes(out);
    onDone?.();
  };

  return (
    <>
      <button
        type="button"
        className="df-button"
        title={receivedTexts.importHint}
        onClick={() => input.current?.click()}
      >
        {receivedTexts.importButton}
      </button>
      <input
        ref={input}
        type="file"
        multiple
        accept=".xml,.zip,application/xml,text/xml,application/zip"
        hidden
        aria-label={receivedTexts.importButton}
        onChange={(e) => {
          const files = [...(e.target.files ?? [])];
          e.target.value = '';
          if (files.length) void upload(files);
        }}
      />
      {(progress || outcomes.length > 0) && (
        <div className="df-import-results" role="status" aria-label={receivedTexts.results}>
          {progress && <p className="df-notice">{progress}</p>}
          {outcomes.length > 0 && (
            <ul>
              {outcomes.map((o, i) => (
                <li key={`${o.file}-${i}`} className={`df-import-result is-${o.status}`}>
                  <strong>{STATUS_TEXT[o.status]}</strong> {o.file && <span>{o.file}: </span>}
                  {o.message}
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </>
  );
}
