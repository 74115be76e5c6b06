import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeExe, makePdf, makePng, pngSize } from '../../tests/fixtures/files';
import { createTestContext, type TestContext } from '../test/harness';
import { departmentOf, DEMO_ADMIN, idsOf, ORNEK_USER, tablesApi } from '../tables/table.test-kit';
import { databaseFileStore } from './file.store';
import { readFileFields, saveFiles } from './files.field';
import { asciiFileName, contentDisposition } from './files.routes';

// Files columns over HTTP (docs/table-service.md, "Files"): a stock card's pictures stored from multipart
// `images[]`, kept with `images_old`, refused by content and size with the spec's texts, archived when left
// out, downloaded with their bytes and headers, and never across companies.

let t: TestContext;
let demoToken: string;
let ornekToken: string;
let api: ReturnType<typeof tablesApi>;

const FORMAT = 'Lütfen geçerli bir dosya formatı seçiniz.';
const SIZE = 'Dosya boyutu 5MB geçemez.';

/** A 400×240 picture: red left half, blue right half. */
const png = makePng(400, 240, (x) => (x < 200 ? [220, 30, 30] : [30, 60, 200]));
const pdf = makePdf();

const stockCard = (name: string) => ({
  column_set_id: '0',
  stok_adi: name,
  stok_turu_id: '4',
  giris_birimi_id: '1',
  alis_kdv_orani: '9',
  satis_kdv_orani: '9',
  alis_fiyati: '120.50',
  satis_fiyati: '149.90',
});

type Part = string | { bytes: Uint8Array; name: string; type?: string };

/** store/update as the browser sends them: multipart with every file under `col[]`. */
async function send(token: string, path: string, fields: Record<string, Part | Part[]>) {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields))
    for (const v of Array.isArray(value) ? value : [value])
      if (typeof v === 'string') body.append(key, v);
      else body.append(key, new File([v.bytes as Uint8Array<ArrayBuffer>], v.name, { type: v.type ?? '' }));
  return t.post(`/${token}/tables/stok_kartlari/${path}`, undefined, { body, headers: {} });
}

/** GET /{token}/files/{id}…: status, headers and the raw bytes. */
async function download(token: string, path: string, method = 'GET') {
  const res = await t.app.request(`/api/v1/${token}/files/${path}`, { method });
  return { status: res.status, headers: res.headers, bytes: new Uint8Array(await res.arrayBuffer()) };
}

const sha = (b: Uint8Array) => createHash('sha256').update(b).digest('hex');

beforeAll(async () => {
  t = await createTestContext();
  demoToken = await t.login(DEMO_ADMIN);
  ornekToken = await t.login(ORNEK_USER);
  api = tablesApi(t, demoToken);
});
afterAll(() => t.close());

describe('store with files', () => {
  let id: number;
  let images: any[];

  it('stores a PNG and keeps the list of stored files in the column', async () => {
    const r = await send(demoToken, 'store', {
      ...stockCard('Çay Bardağı 6’lı'),
      'images[]': { bytes: png, name: 'Çay Bardağı Ön Görünüş.png', type: 'image/png' },
      images_old: '[]',
    });
    expect(r.json.data).toMatchObject({ message: 'success' });
    id = r.json.data.id;
    images = (await api.edit('stok_kartlari', id)).json.data.record.images;
    expect(images).toHaveLength(1);
    expect(images[0]).toMatchObject({
      file_name: 'Çay Bardağı Ön Görünüş.png',
      mime: 'image/png',
      size: png.length,
      sha256: sha(png),
      disk: 'database',
      destination_path: `files/${images[0].id}`,
    });
    // The file row names its company, table, column and record.
    const row = (
      await sql<any>`select department_id, table_name, column_name, record_id, size from dosyalar
                     where id = ${images[0].id}`.execute(t.database.db)
    ).rows[0];
    expect(row).toMatchObject({ table_name: 'stok_kartlari', column_name: 'images', record_id: id });
    // show gives the same list (the detail panel leaves image columns out, the form links them).
    expect((await api.show('stok_kartlari', id)).json.data.record.images).toEqual(images);
  });

  it('downloads the bytes with their type and a Turkish file name (RFC 5987)', async () => {
    const d = await download(demoToken, `${images[0].id}/${encodeURIComponent(images[0].file_name)}`);
    expect(d.status).toBe(200);
    expect(sha(d.bytes)).toBe(sha(png));
    expect(pngSize(d.bytes)).toEqual({ width: 400, height: 240 });
    expect(d.headers.get('content-type')).toBe('image/png');
    expect(d.headers.get('content-length')).toBe(String(png.length));
    expect(d.headers.get('content-disposition')).toBe(
      `attachment; filename="Cay Bardagi On Gorunus.png"; filename*=UTF-8''${encodeURIComponent('Çay Bardağı Ön Görünüş.png')}`,
    );
    expect(d.headers.get('x-content-type-options')).toBe('nosniff');
    expect(d.headers.get('cache-control')).toBe('private, no-store');
    // A picture may be shown in the page; POST answers the same bytes.
    const inline = await download(demoToken, `${images[0].id}?inline=1`, 'POST');
    expect(inline.headers.get('content-disposition')).toMatch(/^inline; /);
    expect(sha(inline.bytes)).toBe(sha(png));
  });

  it('adds a second picture while keeping the first with images_old', async () => {
    const second = makePng(50, 80, () => [0, 160, 0]);
    const r = await send(demoToken, `${id}/update`, {
      ...stockCard('Çay Bardağı 6’lı'),
      'images[]': { bytes: second, name: 'yan.png' },
      images_old: JSON.stringify(images),
    });
    expect(r.json.data).toEqual({ message: 'success', id });
    const now = (await api.edit('stok_kartlari', id)).json.data.record.images;
    expect(now.map((f: any) => f.file_name)).toEqual(['Çay Bardağı Ön Görünüş.png', 'yan.png']);
    expect(now[0]).toEqual(images[0]);
    images = now;
  });

  it('an update that leaves the files out of the body keeps them', async () => {
    const r = await api.update('stok_kartlari', id, { satis_fiyati: '155.00' });
    expect(r.json.data).toEqual({ message: 'success', id });
    expect((await api.edit('stok_kartlari', id)).json.data.record.images).toEqual(images);
  });

  it('removing a file archives the old list; the file stays downloadable and comes back on restore', async () => {
    const [first, second] = images;
    const r = await send(demoToken, `${id}/update`, {
      ...stockCard('Çay Bardağı 6’lı'),
      images_old: JSON.stringify([second]),
    });
    expect(r.json.data).toEqual({ message: 'success', id });
    expect((await api.edit('stok_kartlari', id)).json.data.record.images).toEqual([second]);
    // The version before holds both files…
    const versions = (await api.history('stok_kartlari', id)).json.data.records;
    const before = versions.find((v: any) => v.images?.length === 2);
    expect(before.images.map((f: any) => f.id)).toEqual([first.id, second.id]);
    // …the removed file is not lost…
    expect((await download(demoToken, String(first.id))).status).toBe(200);
    // …and restoring that version brings the list back.
    expect((await api.restore('stok_kartlari', before.id)).json.data).toEqual({ message: 'success', id });
    expect((await api.edit('stok_kartlari', id)).json.data.record.images).toEqual(images);
  });

  it('keeps nothing that is not the record’s own: a keep list naming another file is ignored', async () => {
    const other = await send(demoToken, 'store', {
      ...stockCard('Başka Kart'),
      'images[]': { bytes: png, name: 'baska.png' },
    });
    const foreign = (await api.edit('stok_kartlari', other.json.data.id)).json.data.record.images;
    const r = await send(demoToken, `${id}/update`, {
      ...stockCard('Çay Bardağı 6’lı'),
      images_old: JSON.stringify([...images, ...foreign, { id: 999999, file_name: 'uydurma.png' }]),
    });
    expect(r.json.data).toEqual({ message: 'success', id });
    expect((await api.edit('stok_kartlari', id)).json.data.record.images).toEqual(images);
  });
});

describe('refused files', () => {
  it('refuses an .exe renamed to .png and a text renamed to .pdf by their content', async () => {
    for (const [bytes, name] of [
      [makeExe(), 'resim.png'],
      [Buffer.from('Bu bir PDF değil, düz metin.'), 'fatura.pdf'],
      [makeExe(), 'kurulum.exe'],
    ] as const) {
      const r = await send(demoToken, 'store', {
        ...stockCard('Reddedilecek'),
        'images[]': { bytes, name },
      });
      expect(r.json.data, name).toEqual({ message: 'error', errors: { images: [FORMAT] } });
    }
  });

  it('refuses a PDF in a picture column, and a picture whose content is not its extension', async () => {
    const pdfIn = await send(demoToken, 'store', {
      ...stockCard('Reddedilecek'),
      'images[]': { bytes: pdf, name: 'katalog.pdf' },
    });
    expect(pdfIn.json.data.errors).toEqual({ images: [FORMAT] });
    const jpegName = await send(demoToken, 'store', {
      ...stockCard('Reddedilecek'),
      'images[]': { bytes: png, name: 'foto.jpg' },
    });
    expect(jpegName.json.data.errors).toEqual({ images: [FORMAT] });
  });

  it('refuses more than 5,000,000 bytes and takes exactly 5,000,000', async () => {
    const big = Buffer.alloc(5_000_001);
    png.copy(big);
    const r = await send(demoToken, 'store', {
      ...stockCard('Büyük Resim'),
      'images[]': { bytes: big, name: 'buyuk.png' },
    });
    expect(r.json.data).toEqual({ message: 'error', errors: { images: [SIZE] } });
    const limit = await send(demoToken, 'store', {
      ...stockCard('Sınırda Resim'),
      'images[]': { bytes: big.subarray(0, 5_000_000), name: 'sinirda.png' },
    });
    expect(limit.json.data.message).toBe('success');
  });

  it('stores nothing when one file of the save is refused', async () => {
    const before = (await sql<any>`select count(*)::int as n from dosyalar`.execute(t.database.db)).rows[0].n;
    const r = await send(demoToken, 'store', {
      ...stockCard('Karışık'),
      'images[]': [
        { bytes: png, name: 'iyi.png' },
        { bytes: makeExe(), name: 'kotu.png' },
      ],
    });
    expect(r.json.data.errors).toEqual({ images: [FORMAT] });
    const after = (await sql<any>`select count(*)::int as n from dosyalar`.execute(t.database.db)).rows[0].n;
    expect(after).toBe(before);
  });
});

describe('a PDF in a documents column', () => {
  it('stores a PDF and answers it as application/pdf, always as a download', async () => {
    // No catalogue table has a documents column yet (the stock card's takes pictures only): the same generic
    // reading and storing run here on a documents column `belgeler` of the stock card's shape, and the
    // stored file is fetched over HTTP.
    const { stok_kartlari } = await import('../catalog/stok_kartlari.table');
    const images = stok_kartlari.columns.find((c) => c.name === 'images')!;
    const values: Record<string, unknown> = {};
    const errors: Record<string, string[]> = {};
    await readFileFields(
      [{ ...images, name: 'belgeler', display_name: 'Belgeler' }],
      { 'belgeler[]': new File([new Uint8Array(pdf)], 'Sözleşme (imzalı).pdf'), belgeler_old: '[]' },
      {},
      values,
      errors,
    );
    expect(errors).toEqual({});
    const demoDept = await departmentOf(t, DEMO_ADMIN);
    const [cardId] = await idsOf(t, 'stok_kartlari', demoDept);
    const stored = await t.database.db.transaction().execute((trx) =>
      saveFiles(trx, databaseFileStore, stok_kartlari, cardId, values, {
        departmentId: demoDept,
        userId: 1,
      }),
    );
    const ref = (stored.belgeler as any[])[0];
    expect(ref).toMatchObject({
      file_name: 'Sözleşme (imzalı).pdf',
      mime: 'application/pdf',
      size: pdf.length,
    });
    // `inline` is for pictures only: a PDF is always a download.
    const d = await download(demoToken, `${ref.id}?inline=1`);
    expect(d.status).toBe(200);
    expect(d.headers.get('content-type')).toBe('application/pdf');
    expect(d.headers.get('content-disposition')).toBe(
      `attachment; filename="Sozlesme (imzali).pdf"; filename*=UTF-8''S%C3%B6zle%C5%9Fme%20%28imzal%C4%B1%29.pdf`,
    );
    expect(sha(d.bytes)).toBe(sha(pdf));
  });
});

describe('download scope', () => {
  let fileId: number;

  beforeAll(async () => {
    const r = await send(demoToken, 'store', {
      ...stockCard('Gizli Ürün'),
      'images[]': { bytes: png, name: 'gizli.png' },
    });
    fileId = (await api.edit('stok_kartlari', r.json.data.id)).json.data.record.images[0].id;
  });

  it('answers fail.id for another company’s file, a missing id and a bad id', async () => {
    for (const [token, path] of [
      [ornekToken, String(fileId)],
      [ornekToken, `${fileId}/gizli.png`],
      [demoToken, '987654321'],
      [demoToken, 'abc'],
    ]) {
      const d = await download(token, path);
      expect(d.status, path).toBe(400);
      expect(JSON.parse(new TextDecoder().decode(d.bytes)).data.message).toBe('fail.id');
    }
    expect((await download(demoToken, String(fileId))).status).toBe(200);
  });

  it('answers fail.token without a valid token', async () => {
    const d = await download('gecersiz-token', String(fileId));
    expect(JSON.parse(new TextDecoder().decode(d.bytes)).data.message).toBe('fail.token');
  });
});

describe('file names', () => {
  it('gives old clients an ASCII name and everyone the UTF-8 one', () => {
    expect(asciiFileName('Şişe Çıkışı "özel".pdf')).toBe('Sise Cikisi _ozel_.pdf');
    expect(contentDisposition('a b.pdf', true)).toBe(
      `inline; filename="a b.pdf"; filename*=UTF-8''a%20b.pdf`,
    );
  });
});
