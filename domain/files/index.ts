import { validation } from '../messages';

// The file rules of 001 §5.1, once for the browser (FilesWidget) and the server (store/update): the formats,
// the size limit, the image columns, and the content check by magic bytes.

/** Files: the spec's formats and size (001 §5.1); pictures are cropped to `crop`×`crop` PNG in the browser. */
export const FILE_RULES = {
  extensions: ['.pdf', '.png', '.jpeg', '.jpg'],
  imageExtensions: ['.png', '.jpeg', '.jpg'],
  maxBytes: 5_000_000,
  crop: 300,
} as const;

/** File columns that hold pictures: only PNG / JPEG (001 §2.1 `images` / `image`, and a company `logo`). */
export const IMAGE_COLUMNS: ReadonlySet<string> = new Set(['image', 'images', 'logo']);

/** Image columns that hold one picture; every other files column holds several files. */
export const SINGLE_FILE_COLUMNS: ReadonlySet<string> = new Set(['image', 'logo']);

/** What a file's first bytes say it is. */
export type FileKind = 'pdf' | 'png' | 'jpeg';

/** The MIME type of each kind. */
export const MIME_OF: Readonly<Record<FileKind, string>> = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpeg: 'image/jpeg',
};

const SIGNATURES: [FileKind, number[]][] = [
  ['pdf', [0x25, 0x50, 0x44, 0x46, 0x2d]], // %PDF-
  ['png', [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]],
  ['jpeg', [0xff, 0xd8, 0xff]],
];

/** How many first bytes `sniff` needs. */
export const SNIFF_BYTES = 8;

/** The kind the magic bytes show, or undefined for anything else. */
export function sniff(bytes: Uint8Array): FileKind | undefined {
  return SIGNATURES.find(([, sig]) => sig.every((b, i) => bytes[i] === b))?.[0];
}

/** `Fatura.PDF` → `.pdf`; '' without an extension. */
export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot).toLocaleLowerCase('en');
}

const KIND_OF_EXTENSION: Readonly<Record<string, FileKind>> = {
  '.pdf': 'pdf',
  '.png': 'png',
  '.jpg': 'jpeg',
  '.jpeg': 'jpeg',
};

/**
 * Checks a file against 001 §5.1: the extension is .pdf .png .jpeg .jpg (pictures only for image columns),
 * the content really is what the extension says (`head` = its first bytes), and it is at most 5,000,000
 * bytes. Returns the spec's error text, or null when the file may be stored.
 */
export function fileProblem(
  file: { name: string; size: number; head: Uint8Array },
  image = false,
): string | null {
  const ext = extensionOf(file.name);
  const allowed: readonly string[] = image ? FILE_RULES.imageExtensions : FILE_RULES.extensions;
  if (!allowed.includes(ext)) return validation.fileFormat;
  if (file.size > FILE_RULES.maxBytes) return validation.fileSize;
  if (sniff(file.head) !== KIND_OF_EXTENSION[ext]) return validation.fileFormat;
  return null;
}

/** The kind a file's extension names (only for names `fileProblem` accepted). */
export const kindOfName = (name: string): FileKind | undefined => KIND_OF_EXTENSION[extensionOf(name)];

/**
 * A file as a files column stores it and as the edit load and show answers give it (docs/form-fields.md,
 * "Files"): `id` names the stored file (the download route `/{token}/files/{id}`); `disk`, `destination_path`
 * and `file_name` are the spec's fields (001 §2.1): `disk` 'database', `destination_path` `files/{id}`.
 */
export interface StoredFileRef {
  id: number;
  file_name: string;
  mime: string;
  size: number;
  sha256: string;
  disk: string;
  destination_path: string;
}
