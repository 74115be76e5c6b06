import { Unzip, UnzipInflate } from 'fflate';

// An upload of received documents (issue 26, item 1; docs/e-documents.md, "Received documents"): one XML file, or a
// zip of them. Checked by content, never by name: a zip by its magic bytes (PK\3\4), an XML by its first character
// after a byte order mark and white space. A zip is read as a stream with a cap on every entry and on the whole, so a
// zip bomb (a small file that inflates to gigabytes, or entries whose header lies about their size) stops at the cap.

export const IMPORT_LIMITS = {
  /** One XML document (a UBL-TR invoice with its integrator's XSLT and a PDF attached stays far below). */
  xmlBytes: 10 * 1024 * 1024,
  /** One uploaded zip, as sent. */
  zipBytes: 25 * 1024 * 1024,
  /** What a zip may inflate to, all entries together. */
  unzippedBytes: 100 * 1024 * 1024,
  /** Documents in one zip. */
  zipEntries: 200,
  /** Files chosen at once (each is uploaded on its own). */
  files: 100,
} as const;

const MB = 1024 * 1024;
const mb = (n: number) => `${(n / MB).toLocaleString('tr-TR', { maximumFractionDigits: 1 })} MB`;

export const unpackTexts = {
  tooBig: (name: string, size: number, limit: number) =>
    `${name}: dosya çok büyük (${mb(size)}); en fazla ${mb(limit)} yüklenebilir.`,
  empty: (name: string) => `${name}: dosya boş.`,
  notXml: (name: string) =>
    `${name}: bir XML belgesi ya da zip değil (dosyanın içeriği okunarak denetlenir).`,
  zipEntryNotXml: (name: string) => `${name}: zip içindeki bu dosya bir XML belgesi değil.`,
  zipBroken: (name: string, detail: string) => `${name}: zip dosyası açılamadı (${detail}).`,
  zipBomb: (name: string) =>
    `${name}: zip açıldığında izin verilenden büyük (en fazla ${mb(IMPORT_LIMITS.unzippedBytes)}); sıkıştırma bombası olabilir, hiçbir belgesi yüklenmedi.`,
  zipEntries: (name: string) =>
    `${name}: zip içinde ${IMPORT_LIMITS.zipEntries} belgeden fazlası var; daha küçük parçalar hâlinde yükleyiniz.`,
  zipEntryTooBig: (name: string) =>
    `${name}: zip içindeki belge ${mb(IMPORT_LIMITS.xmlBytes)} sınırını aşıyor.`,
} as const;

/** One document to import, or a refusal of a file (or a zip entry) that is none. */
export type Unpacked = { name: string; bytes: Uint8Array } | { name: string; refused: string };

const isZip = (b: Uint8Array) =>
  b.length >= 4 && b[0] === 0x50 && b[1] === 0x4b && b[2] === 0x03 && b[3] === 0x04;

/** Whether the bytes start like an XML document: after a UTF-8 / UTF-16 byte order mark and white space, `<`. */
export function looksLikeXml(b: Uint8Array): boolean {
  let i = 0;
  if (b[0] === 0xef && b[1] === 0xbb && b[2] === 0xbf) i = 3;
  else if ((b[0] === 0xff && b[1] === 0xfe) || (b[0] === 0xfe && b[1] === 0xff)) return true;
  while (i < b.length && i < 4096 && (b[i] === 0x20 || b[i] === 0x09 || b[i] === 0x0a || b[i] === 0x0d)) i++;
  return b[i] === 0x3c;
}

/** The documents of one uploaded file: itself when it is XML, its entries when it is a zip. */
export function unpack(name: string, bytes: Uint8Array): Unpacked[] {
  if (!bytes.length) return [{ name, refused: unpackTexts.empty(name) }];
  if (isZip(bytes)) {
    if (bytes.length > IMPORT_LIMITS.zipBytes)
      return [{ name, refused: unpackTexts.tooBig(name, bytes.length, IMPORT_LIMITS.zipBytes) }];
    return unzip(name, bytes);
  }
  if (!looksLikeXml(bytes)) return [{ name, refused: unpackTexts.notXml(name) }];
  if (bytes.length > IMPORT_LIMITS.xmlBytes)
    return [{ name, refused: unpackTexts.tooBig(name, bytes.length, IMPORT_LIMITS.xmlBytes) }];
  return [{ name, bytes }];
}

class ZipRefused extends Error {}

function unzip(zipName: string, bytes: Uint8Array): Unpacked[] {
  const out: Unpacked[] = [];
  let total = 0;
  let entries = 0;
  const unzipper = new Unzip();
  unzipper.register(UnzipInflate);
  unzipper.onfile = (file) => {
    const name = file.name;
    // Folders and the Finder's resource forks are no documents.
    if (name.endsWith('/') || name.startsWith('__MACOSX/') || name.split('/').pop()!.startsWith('._')) return;
    if (++entries > IMPORT_LIMITS.zipEntries) throw new ZipRefused(unpackTexts.zipEntries(zipName));
    const label = `${zipName} › ${name}`;
    const chunks: Uint8Array[] = [];
    let size = 0;
    let tooBig = false;
    file.ondata = (err, chunk, final) => {
      if (err) throw new ZipRefused(unpackTexts.zipBroken(zipName, err.message));
      size += chunk.length;
      total += chunk.length;
      // The inflated bytes are counted as they come: a header's declared size is not trusted.
      if (total > IMPORT_LIMITS.unzippedBytes) throw new ZipRefused(unpackTexts.zipBomb(zipName));
      if (size > IMPORT_LIMITS.xmlBytes) {
        if (!tooBig) out.push({ name: label, refused: unpackTexts.zipEntryTooBig(label) });
        tooBig = true;
        file.terminate();
        return;
      }
      chunks.push(chunk);
      if (final) {
        const all = new Uint8Array(size);
        let at = 0;
        for (const c of chunks) {
          all.set(c, at);
          at += c.length;
        }
        out.push(
          looksLikeXml(all)
            ? { name: label, bytes: all }
            : { name: label, refused: unpackTexts.zipEntryNotXml(label) },
        );
      }
    };
    if (file.originalSize !== undefined && file.originalSize > IMPORT_LIMITS.unzippedBytes)
      throw new ZipRefused(unpackTexts.zipBomb(zipName));
    file.start();
  };
  try {
    unzipper.push(bytes, true);
  } catch (err) {
    if (err instanceof ZipRefused) return [{ name: zipName, refused: err.message }];
    return [
      {
        name: zipName,
        refused: unpackTexts.zipBroken(zipName, err instanceof Error ? err.message : String(err)),
      },
    ];
  }
  if (!out.length) return [{ name: zipName, refused: unpackTexts.zipBroken(zipName, 'içinde belge yok') }];
  return out;
}
