import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { tokenStore } from './http';
import { httpTables, toMultipart } from './tables';

interface Seen {
  url: string;
  method: string;
  json?: unknown;
  form?: Record<string, string>;
}

/** A fetch stub answering `reply` and recording what the server would receive. */
function stubFetch(reply: unknown) {
  const seen: Seen[] = [];
  vi.stubGlobal('fetch', async (input: Request | string, init?: RequestInit) => {
    const req = input instanceof Request ? input : new Request(input, init);
    const type = req.headers.get('content-type') ?? '';
    const entry: Seen = { url: new URL(req.url).pathname, method: req.method };
    if (type.includes('multipart/form-data'))
      entry.form = Object.fromEntries([...(await req.formData()).entries()].map(([k, v]) => [k, String(v)]));
    else if (type.includes('json')) entry.json = await req.json();
    seen.push(entry);
    return new Response(JSON.stringify(reply), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  return seen;
}

const ok = (data: unknown) => ({ status: 'success', code: 200, data });

describe('httpTables', () => {
  beforeEach(() => tokenStore.set('tok'));
  afterEach(() => {
    vi.unstubAllGlobals();
    tokenStore.clear();
  });

  it('lists with params under the token', async () => {
    const seen = stubFetch(ok({ records: [], all_records_count: 0 }));
    const params = {
      page: 2,
      limit: 50,
      column_array_id: '0',
      column_array_id_query: '0',
      sorts: { tc: true },
      filters: {},
    };
    await httpTables.list('cari_hesap', params);
    expect(seen).toEqual([{ url: '/api/v1/tok/tables/cari_hesap', method: 'POST', json: { params } }]);
  });

  it('loads create and edit forms with the column set id', async () => {
    const seen = stubFetch(ok({ column_set: {}, record: {} }));
    await httpTables.create('kasa_karti', '0');
    await httpTables.edit('kasa_karti', 12, '3');
    expect(seen.map((s) => [s.url, s.json])).toEqual([
      ['/api/v1/tok/tables/kasa_karti/create', { params: { column_set_id: '0' } }],
      ['/api/v1/tok/tables/kasa_karti/12/edit', { params: { column_set_id: '3' } }],
    ]);
  });

  it('stores and updates as multipart with every field a string', async () => {
    const seen = stubFetch(ok({ message: 'success', id: 5 }));
    const fields = { column_set_id: '0', kasa_tanımı: 'Merkez Kasa', para_birimi_id: '1', description: '' };
    expect(await httpTables.store('kasa_karti', fields)).toEqual({ message: 'success', id: 5 });
    await httpTables.update('kasa_karti', 5, fields);
    expect(seen[0]).toEqual({ url: '/api/v1/tok/tables/kasa_karti/store', method: 'POST', form: fields });
    expect(seen[1]).toMatchObject({ url: '/api/v1/tok/tables/kasa_karti/5/update', form: fields });
  });

  it('deletes, and reads select data without an envelope', async () => {
    const seen = stubFetch({ results: [{ id: 34, text: 'İstanbul' }], pagination: { more: false } });
    const res = await httpTables.selectData('cari_hesap', 'sehirler_id', {
      search: '***',
      page: 1,
      limit: 50,
    });
    expect(res.results).toEqual([{ id: 34, text: 'İstanbul' }]);
    expect(seen[0]).toEqual({
      url: '/api/v1/tok/tables/cari_hesap/getSelectColumnData/sehirler_id',
      method: 'POST',
      json: { search: '***', page: 1, limit: 50 },
    });
  });

  it('sends new files under col[] with their names and bytes, and the kept ones as col_old', async () => {
    const kept = [{ id: 3, file_name: 'eski.png', disk: 'database', destination_path: 'files/3' }];
    const png = (...rest: number[]) => new Uint8Array([0x89, 0x50, 0x4e, 0x47, ...rest]);
    const front = new File([png(1, 2)], 'Ön Yüz.png', { type: 'image/png' });
    const back = new File([png(3)], 'arka.png', { type: 'image/png' });
    const fields = { column_set_id: '0', 'images[]': [front, back], images_old: JSON.stringify(kept) };
    // The body fetch sends (jsdom's Request would drop the file names on its way to Node's fetch).
    const body = toMultipart(fields);
    const files = body.getAll('images[]') as File[];
    expect(files.map((f) => f.name)).toEqual(['Ön Yüz.png', 'arka.png']);
    expect([...new Uint8Array(await files[0].arrayBuffer())]).toEqual([0x89, 0x50, 0x4e, 0x47, 1, 2]);
    expect(files[1].size).toBe(5);
    expect(JSON.parse(String(body.get('images_old')))).toEqual(kept);
    expect(body.get('column_set_id')).toBe('0');
    // …posted as multipart to the update path.
    const seen = stubFetch(ok({ message: 'success', id: 8 }));
    await httpTables.update('stok_kartlari', 8, fields);
    expect(seen[0]).toMatchObject({ url: '/api/v1/tok/tables/stok_kartlari/8/update', method: 'POST' });
    expect(seen[0].form).toMatchObject({ images_old: JSON.stringify(kept), column_set_id: '0' });
    expect(seen[0].form).toHaveProperty(['images[]']);
  });

  it('turns an error envelope into ApiError with the machine code', async () => {
    stubFetch({ status: 'error', code: 400, data: { message: 'fail.id' } });
    await expect(httpTables.delete('cari_hesap', 9)).rejects.toMatchObject({
      name: 'ApiError',
      message: 'fail.id',
      code: 400,
    });
  });

  it('fetches an e-document file: base64 body, its name from Content-Disposition; a refusal throws', async () => {
    const pdf = '%PDF-1.7 Şişli';
    let seen: unknown = null;
    vi.stubGlobal('fetch', async (input: Request | string, init?: RequestInit) => {
      const req = input instanceof Request ? input : new Request(input, init);
      seen = { url: new URL(req.url).pathname, json: await req.json() };
      return new Response(Buffer.from(pdf).toString('base64'), {
        headers: {
          'content-type': 'text/plain; charset=utf-8',
          'content-disposition': `attachment; filename="Fatura_Sisli.pdf"; filename*=UTF-8''Fatura_%C5%9Ei%C5%9Fli.pdf`,
          'x-media-type': 'application/pdf',
        },
      });
    });
    const file = await httpTables.media!('satis_fatura', 9, 'pdf');
    expect(seen).toEqual({
      url: '/api/v1/tok/tables/satis_fatura/downloadMedia',
      json: { id: 9, mediaType: 'pdf' },
    });
    expect(file.fileName).toBe('Fatura_Şişli.pdf');
    expect(file.mime).toBe('application/pdf');
    expect(new TextDecoder().decode(file.bytes)).toBe(pdf);
    stubFetch({ status: 'error', code: 400, data: { message: 'PDF oluşturulamıyor.' } });
    await expect(httpTables.media!('satis_fatura', 9, 'pdf')).rejects.toThrow('PDF oluşturulamıyor.');
  });
});
