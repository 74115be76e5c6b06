import { useId, useState } from 'react';
import { validation } from '../../../../../domain/messages';
import { ui } from '../../../../../domain/messages';
import { toast } from '../../../../services/notify';
import { SINGLE_FILE_COLUMNS } from '../../../schema/field-data';
import { fileHref } from '../../../../services/files';
import { isNewFile, type FileEntry, type StoredFile } from '../../../schema/values';
import type { EngineWidgetProps } from '../../form-context';
import { inputAria } from '../../form-context';
import { widgetTexts } from '../_parts/texts';
import { checkFile } from './file-checks';
import { cropToSquarePng } from './crop';

const sizeText = (bytes: number) =>
  bytes >= 1_000_000
    ? `${(bytes / 1_000_000).toLocaleString('tr-TR', { maximumFractionDigits: 1 })} MB`
    : `${Math.max(1, Math.round(bytes / 1000)).toLocaleString('tr-TR')} KB`;

/**
 * files: pick .pdf .png .jpeg .jpg files (an .xslt / .xsl template in a template field) of at most 5 MB, checked by extension AND content (magic bytes),
 * with the spec's two error texts; pictures of image fields are cropped to 300×300 PNG in the browser. The
 * value lists the stored files kept and the new ones; the wire gets `col[]` (new) and `col_old` (kept).
 * Stored files are links to the server's download route; stored pictures show a thumbnail.
 */
export function FilesWidget(props: EngineWidgetProps) {
  const { id, value, options, disabled, readonly, autofocus, onChange, onBlur, onFocus } = props;
  const errorId = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const entries: FileEntry[] = Array.isArray(value) ? (value as FileEntry[]) : [];
  // Image fields that hold one picture (image, logo); every other files field takes several files.
  const single = SINGLE_FILE_COLUMNS.has(options.column);
  const locked = disabled || readonly;

  const pick = async (list: FileList | null) => {
    const files = Array.from(list ?? []);
    if (!files.length) return;
    setBusy(true);
    const added: File[] = [];
    let error: string | null = null;
    for (const f of single ? files.slice(0, 1) : files) {
      const why = await checkFile(f, options.fileAccept ?? Boolean(options.image));
      if (why) {
        error ??= why;
        continue;
      }
      try {
        added.push(options.image ? await cropToSquarePng(f) : f);
      } catch {
        error ??= validation.fileFormat;
      }
    }
    setBusy(false);
    setProblem(error);
    if (error) toast.error(error, { title: ui.errorTitle });
    if (added.length) onChange(single ? added : [...entries, ...added]);
  };
  const remove = (i: number) => {
    const next = entries.filter((_, j) => j !== i);
    onChange(next.length ? next : undefined);
  };
  const aria = inputAria(props, problem ? errorId : undefined);

  return (
    <div className="df-files" aria-busy={busy || undefined}>
      <input
        id={id}
        name={id}
        type="file"
        className="df-files__input"
        accept={options.accept}
        multiple={!single}
        disabled={locked}
        autoFocus={autofocus}
        {...aria}
        aria-invalid={problem ? true : aria['aria-invalid']}
        onChange={(e) => {
          void pick(e.target.files);
          e.target.value = '';
        }}
        onBlur={() => onBlur(id, value)}
        onFocus={() => onFocus(id, value)}
      />
      <div className="df-files__help">
        {options.image
          ? widgetTexts.chooseImage
          : options.fileAccept === 'xslt'
            ? widgetTexts.chooseXslt
            : widgetTexts.chooseFiles}
      </div>
      {problem && (
        <div id={errorId} className="df-field__error" role="alert">
          {problem}
        </div>
      )}
      {entries.length > 0 ? (
        <ul className="df-files__list" aria-label={widgetTexts.fileList(options.labelText)}>
          {entries.map((f, i) => {
            const name = isNewFile(f) ? f.name : f.file_name;
            // A stored file opens through the server's download route; a picture also shows itself.
            const href = isNewFile(f) ? undefined : fileHref(f);
            const thumb = options.image && href ? fileHref(f as StoredFile, { inline: true }) : undefined;
            return (
              <li key={`${name}-${i}`} className="df-files__item">
                {thumb && <img className="df-files__thumb" src={thumb} alt="" width={48} height={48} />}
                {href ? (
                  <a className="df-files__name" href={href} download={name}>
                    {name}
                  </a>
                ) : (
                  <span className="df-files__name">{name}</span>
                )}
                {isNewFile(f) && (
                  <span className="df-files__meta">
                    {widgetTexts.newFile} · {sizeText(f.size)}
                  </span>
                )}
                {!locked && (
                  <button
                    type="button"
                    className="df-chip__remove"
                    aria-label={widgetTexts.removeFile(name)}
                    onClick={() => remove(i)}
                  >
                    ×
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      ) : (
        <div className="df-files__empty">{widgetTexts.noFiles}</div>
      )}
    </div>
  );
}
