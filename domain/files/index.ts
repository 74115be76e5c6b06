import { validation } from '../messages';

// The file rules of 001 §5.1, once for the browser (FilesWidget) and the server (store/update): the formats,
// the size limit, the image columns, the XSLT template column, and the content check by magic bytes.

/** Files: the spec's formats and size (001 §5.1); pictures are cropped to `crop`×`crop` PNG in the browser. */
export const FILE_RULES = {
  extensions: ['.pdf', '.png', '.jpeg', '.jpg'],
  imageExtensions: ['.png', '.jpeg', '.jpg'],
  xsltExtensions: ['.xslt', '.xsl'],
  maxBytes: 5_000_000,
  crop: 300,
} as const;

/** File columns that hold pictures: only PNG / JPEG (001 §2.1 `images` / `image`, and a company `logo`). */
export const IMAGE_COLUMNS: ReadonlySet<string> = new Set(['image', 'images', 'logo']);

/**
 * File columns that hold an XSLT template (`xslt.xslt_dosya`, 002 §3): `.xslt` / `.xsl`, XML text; the server also
 * compiles it before it is stored (docs/e-documents.md, "User XSLT templates").
 */
export const XSLT_COLUMNS: ReadonlySet<string> = new Set(['xslt_dosya']);

/** Files columns that hold one file (a picture, a template); every other files column holds several files. */
export const SINGLE_FILE_COLUMNS: ReadonlySet<string> = new Set(['image', 'logo', 'xslt_dosya']);

/** Which files a column takes: any of the spec's formats, pictures only, or an XSLT template. */
export type FileAccept = 'files' | 'images' | 'xslt';

/** The files a column of that name takes. */
export const acceptOf = (column: string): FileAccept =>
  IMAGE_COLUMNS.has(column) ? 'images' : XSLT_COLUMNS.has(column) ? 'xslt' : 'files';

/** The extensions a column of that kind takes. */
export const extensionsOf = (accept: FileAccept): readonly string[] =>
  accept === 'images'
    ? FILE_RULES.imageExtensions
    : accept === 'xslt'
      ? FILE_RULES.xsltExtensions
      : FILE_RULES.extensions;

/** What a file's first bytes say it is. */
export type FileKind = 'pdf' | 'png' | 'jpeg' | 'xslt';

/** The MIME type of each kind. */
export const MIME_OF: Readonly<Record<FileKind, string>> = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpeg: 'image/jpeg',
  xslt: 'application/xslt+xml',
};

const SIGNATURES: [FileKind, number[]][] = [
  ['pdf', [0x25, 0x50, 0x44, 0x46, 0x2d]], // %PDF-
  ['png', [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]],
  ['jpeg', [0xff, 0xd8, 0xff]],
];

/** How many first bytes `sniff` needs. */
export const SNIFF_BYTES = 8;

/**
 * Text that starts like XML: after an optional UTF-8 byte order mark and white space, `<`. Whether it is an XSLT
 * template at all the server decides by compiling it.
 */
function looksLikeXml(bytes: Uint8Array): boolean {
  let i = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? 3 : 0;
  while (i < bytes.length && [0x20, 0x09, 0x0a, 0x0d].includes(bytes[i])) i++;
  return bytes[i] === 0x3c;
}

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
  '.xslt': 'xslt',
  '.xsl': 'xslt',
};

/**
 * Checks a file against 001 §5.1: the extension is .pdf .png .jpeg .jpg (pictures only for image columns, .xslt
 * .xsl for a template column), the content really is what the extension says (`head` = its first bytes: magic
 * bytes, XML text for a template), and it is at most 5,000,000 bytes. Returns the spec's error text, or null when
 * the file may be stored. `accept` true is the image columns' rule (the older call).
 */
export function fileProblem(
  file: { name: string; size: number; head: Uint8Array },
  accept: FileAccept | boolean = 'files',
): string | null {
  const ext = extensionOf(file.name);
  const kind: FileAccept = accept === true ? 'images' : accept === false ? 'files' : accept;
  if (!extensionsOf(kind).includes(ext)) return validation.fileFormat;
  if (file.size > FILE_RULES.maxBytes) return validation.fileSize;
  const proven =
    KIND_OF_EXTENSION[ext] === 'xslt' ? (looksLikeXml(file.head) ? 'xslt' : undefined) : sniff(file.head);
  if (proven !== KIND_OF_EXTENSION[ext]) return validation.fileFormat;
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
