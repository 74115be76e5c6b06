import { validation } from '../../../../../domain/messages';
import { FILE_RULES } from '../../../schema/field-data';

/** What a file's first bytes say it is. */
export type Sniffed = 'pdf' | 'png' | 'jpeg';

const SIGNATURES: [Sniffed, number[]][] = [
  ['pdf', [0x25, 0x50, 0x44, 0x46, 0x2d]], // %PDF-
  ['png', [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]],
  ['jpeg', [0xff, 0xd8, 0xff]],
];

/** The kind the magic bytes show, or undefined for anything else. */
export function sniff(bytes: Uint8Array): Sniffed | undefined {
  return SIGNATURES.find(([, sig]) => sig.every((b, i) => bytes[i] === b))?.[0];
}

const extensionOf = (name: string) => {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot).toLocaleLowerCase('en');
};

const KIND_OF_EXTENSION: Record<string, Sniffed> = {
  '.pdf': 'pdf',
  '.png': 'png',
  '.jpg': 'jpeg',
  '.jpeg': 'jpeg',
};

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
 * Checks a picked file against 001 §5.1: the extension is .pdf .png .jpeg .jpg (pictures only for image
 * fields), the content really is what the extension says (magic bytes), and it is at most 5,000,000 bytes.
 * Returns the spec's error text, or null when the file may go.
 */
export async function checkFile(file: File, image = false): Promise<string | null> {
  const ext = extensionOf(file.name);
  const allowed: readonly string[] = image ? FILE_RULES.imageExtensions : FILE_RULES.extensions;
  if (!allowed.includes(ext)) return validation.fileFormat;
  if (file.size > FILE_RULES.maxBytes) return validation.fileSize;
  if (sniff(await head(file, 8)) !== KIND_OF_EXTENSION[ext]) return validation.fileFormat;
  return null;
}
