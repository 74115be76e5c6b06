import { fileProblem, SNIFF_BYTES, type FileAccept } from '../../../../../domain/files';

export { sniff, type FileKind as Sniffed } from '../../../../../domain/files';

/** A file's first bytes (FileReader where Blob.arrayBuffer is missing). */
async function head(file: Blob, n: number): Promise<Uint8Array> {
  const part = file.slice(0, n);
  if (typeof part.arrayBuffer === 'function') return new Uint8Array(await part.arrayBuffer());
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(part);
  });
}

/**
 * Checks a picked file against 001 §5.1 with the rules the server applies too (domain/files): extension
 * .pdf .png .jpeg .jpg (pictures only for image fields, .xslt .xsl for a template field), content matching the
 * extension (magic bytes; XML text), at most 5,000,000 bytes. Returns the spec's error text, or null when the file
 * may go. `accept` true is the image fields' rule.
 */
export async function checkFile(file: File, accept: FileAccept | boolean = 'files'): Promise<string | null> {
  return fileProblem({ name: file.name, size: file.size, head: await head(file, SNIFF_BYTES) }, accept);
}
