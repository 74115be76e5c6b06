import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { zipSync } from 'fflate';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN, ORNEK_USER, departmentOf } from '../../tables/table.test-kit';
import { createTestContext, type TestContext } from '../../test/harness';

// "XML Yükle" on the Gelen tabs (issue 26, item 1; docs/e-documents.md, "Received documents"), over HTTP as Demo
// Ticaret's admin: documents another integrator built (tests/fixtures/received: signed UBLExtensions, the integrator's
// XSLT embedded, several notes, MERSİS / trade registry ids, US dollars, a withholding, an İade, an e-Arşiv received as
// a buyer, a waybill with two drivers) are stored with their bytes; broken ones (not XML, sums that do not add up, a
// zip with a text file, a zip bomb, 60 MB) are refused in Turkish with nothing stored; the same ETTN twice is stored
// once.

type Row = Record<string, unknown>;

const FIXTURES = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../../tests/fixtures/received');
const fixture = (name: string) => new Uint8Array(readFileSync(path.join(FIXTURES, name)));
const text = (name: string) => readFileSync(path.join(FIXTURES, name), 'utf8');
const bytes = (s: string) => new Uint8Array(Buffer.from(s, 'utf8'));

let t: TestContext;
let token: string;
let ornekToken: string;
let dept: number;

beforeAll(async () => {
  t = await createTestContext();
  token = await t.login(DEMO_ADMIN);
  ornekToken = await t.login(ORNEK_USER);
  dept = await departmentOf(t, DEMO_ADMIN);
}, 300_000);
afterAll(() => t.close());

const q = async (query: ReturnType<typeof sql<Row>>) => (await query.execute(t.database.db)).rows;
const count = async (table: string) =>
  Number(
    (await q(sql<Row>`select count(*)::int as n from ${sql.table(table)} where department_id = ${dept}`))[0]
      .n,
  );

/** POSTs files to an import call as the browser does (multipart `dosya`). */
async function upload(table: string, files: { name: string; bytes: Uint8Array }[], tok = token) {
  const form = new FormData();
  for (const f of files)
    form.append('dosya', new File([Buffer.from(f.bytes)], f.name, { type: 'application/octet-stream' }));
  const res = await t.app.request(
    `/api/v1/${tok}/tables/${table}/inbox/import`,
    { method: 'POST', body: form },
    { incoming: { socket: { remoteAddress: t.address } } },
  );
  return { status: res.status, json: (await res.json()) as any };
}

const outcomes = (r: { json: any }) =>
  (r.json.data.sonuclar as Row[]).map((o) => ({ file: o.file, status: o.status, message: o.message }));

describe('importing received documents', () => {
  it('stores every kind another integrator sends, with its bytes as they came', async () => {
    const before = await count('gelen_efatura');
    const names = [
      'ege-ticari-imzali.xml',
      'ege-dolar.xml',
      'ege-tevkifat.xml',
      'ege-iade.xml',
      'ege-earsiv.xml',
    ];
    const r = await upload(
      'gelen_efatura',
      names.map((n) => ({ name: n, bytes: fixture(n) })),
    );
    expect(r.status).toBe(200);
    expect(outcomes(r)).toEqual(
      names.map((file) => ({
        file,
        status: 'stored',
        message: expect.stringMatching(
          /^Yüklendi: EG[BA]2026\d{9} \(Ege Büro Malzemeleri Sanayi ve Ticaret A\.Ş\.\)\.$/,
        ),
      })),
    );
    expect(r.json.data).toMatchObject({
      message: '5 belge yüklendi.',
      yuklenen: 5,
      zaten_yuklu: 0,
      reddedilen: 0,
    });
    expect(await count('gelen_efatura')).toBe(before + 5);
    const rows =
      await q(sql<Row>`select document_id, gonderen_vkn, gonderen_unvan, document_profile, fatura_tipi,
        odenecek_tutar, para_birimi, kaynak, xml_dosya, xml_sha256, response_code
      from gelen_efatura where department_id = ${dept} and kaynak = 'XML yükleme' order by document_id`);
    expect(rows.map((x) => [x.document_id, x.document_profile, x.fatura_tipi, x.para_birimi])).toEqual([
      ['EGA2026000000871', 'EARSIVFATURA', 'SATIS', 'TRY'],
      ['EGB2026000004127', 'TICARIFATURA', 'SATIS', 'TRY'],
      ['EGB2026000004130', 'TEMELFATURA', 'SATIS', 'USD'],
      ['EGB2026000004131', 'TICARIFATURA', 'TEVKIFAT', 'TRY'],
      ['EGB2026000004140', 'TEMELFATURA', 'IADE', 'TRY'],
    ]);
    // The bytes as uploaded, and nothing answered through an integrator.
    const signed = rows.find((x) => x.document_id === 'EGB2026000004127')!;
    expect(
      Buffer.from(signed.xml_dosya as Uint8Array).equals(Buffer.from(fixture('ege-ticari-imzali.xml'))),
    ).toBe(true);
    expect(signed.response_code).toBeNull();
    expect(signed.gonderen_vkn).toBe('3185047261');
  }, 120_000);

  it('takes a waybill with two drivers on the e-İrsaliye Gelen tab, and says where GİB’s schematron ran', async () => {
    const r = await upload('gelen_eirsaliye', [
      { name: 'irsaliye.xml', bytes: fixture('ege-irsaliye-iki-sofor.xml') },
    ]);
    expect(outcomes(r)).toEqual([
      {
        file: 'irsaliye.xml',
        status: 'stored',
        message: 'Yüklendi: EGI2026000001207 (Ege Büro Malzemeleri Sanayi ve Ticaret A.Ş.).',
      },
    ]);
    const [row] = await q(sql<Row>`select irsaliye_satirlari, dogrulama_bulgulari, kaynak from gelen_eirsaliye
      where department_id = ${dept} and document_id = 'EGI2026000001207'`);
    expect(row.irsaliye_satirlari).toEqual([
      { sira: '1', mal_hizmet_adi: 'HP 26A Uyumlu Lazer Toner', miktar: '10', birim_kodu: 'C62' },
      { sira: '2', mal_hizmet_adi: 'A4 Fotokopi Kağıdı 80 g (500 yaprak)', miktar: '40', birim_kodu: 'PA' },
    ]);
    expect(row.kaynak).toBe('XML yükleme');
    expect(String(row.dogrulama_bulgulari)).toMatch(/uyumluluk kipinde/);
    // An invoice is not a waybill, and the other way round.
    const wrong = await upload('gelen_efatura', [
      { name: 'irsaliye.xml', bytes: fixture('ege-irsaliye-iki-sofor.xml') },
    ]);
    expect(outcomes(wrong)[0].message).toBe(
      'Bu bir e-İrsaliye; e-İrsaliye ekranının Gelen sekmesinden yükleyiniz.',
    );
  }, 120_000);

  it('stores the same ETTN once: a second import is a duplicate that changes nothing', async () => {
    const before = await count('gelen_efatura');
    const r = await upload('gelen_efatura', [
      { name: 'tekrar.xml', bytes: fixture('ege-ticari-imzali.xml') },
      { name: 'ikinci.xml', bytes: fixture('ege-ticari-ikinci.xml') },
      { name: 'ikinci-kopya.xml', bytes: fixture('ege-ticari-ikinci.xml') },
    ]);
    expect(outcomes(r)).toEqual([
      {
        file: 'tekrar.xml',
        status: 'duplicate',
        message:
          'Bu belge zaten yüklü: EGB2026000004127 (ETTN 6f1d2c3e-8a4b-4c5d-9e6f-7a8b9c0d1e21); yeniden yüklenmedi, hiçbir şey değişmedi.',
      },
      { file: 'ikinci.xml', status: 'stored', message: expect.stringMatching(/^Yüklendi: EGB2026000004163/) },
      {
        file: 'ikinci-kopya.xml',
        status: 'duplicate',
        message: expect.stringMatching(/^Bu belge zaten yüklü/),
      },
    ]);
    expect(r.json.data.message).toBe('1 belge yüklendi, 2 belge zaten yüklüydü.');
    expect(await count('gelen_efatura')).toBe(before + 1);
  }, 120_000);

  it('refuses broken files in Turkish and stores nothing of them', async () => {
    const before = await count('gelen_efatura');
    const signed = text('ege-ticari-imzali.xml');
    const fresh = (xml: string, uuid: string) => xml.replaceAll('6f1d2c3e-8a4b-4c5d-9e6f-7a8b9c0d1e21', uuid);
    // The 20 % KDV base doubled (its tax as it was): GİB's schematron would let it through.
    const base =
      /<cac:TaxTotal>\s*<cbc:TaxAmount[^>]*>[^<]*<\/cbc:TaxAmount>\s*<cac:TaxSubtotal>\s*<cbc:TaxableAmount currencyID="TRY">([\d.]+)<\/cbc:TaxableAmount>/.exec(
        signed,
      )!;
    const doubled = fresh(signed, 'aaaaaaaa-1111-4111-8111-aaaaaaaaaaaa').replace(
      base[0],
      base[0].replace(`>${base[1]}<`, `>${(Number(base[1]) * 2).toFixed(2)}<`),
    );
    const zip = zipSync({
      'kasim/EGB2026000004150.xml': bytes(
        fresh(signed, 'bbbbbbbb-2222-4222-8222-bbbbbbbbbbbb').replace(
          /EGB2026000004127/g,
          'EGB2026000004150',
        ),
      ),
      'kasim/okubeni.txt': bytes('Kasım ayı faturaları ektedir.'),
    });
    const r = await upload('gelen_efatura', [
      { name: 'bozuk.xml', bytes: bytes('<Invoice><cbc:ID>1</Invoice>') },
      { name: 'tutarsiz.xml', bytes: bytes(doubled) },
      { name: 'fatura.pdf', bytes: bytes('%PDF-1.7\n%âãÏÓ\n1 0 obj') },
      { name: 'kasim.zip', bytes: zip },
    ]);
    const got = outcomes(r);
    expect(got[0]).toEqual({
      file: 'bozuk.xml',
      status: 'refused',
      message: expect.stringMatching(/^XML okunamadı: /),
    });
    expect(got[1].status).toBe('refused');
    expect(got[1].message).toMatch(/^Belgenin tutarları tutmuyor: .*KDV %20 matrahı/);
    expect(got[2]).toEqual({
      file: 'fatura.pdf',
      status: 'refused',
      message: 'fatura.pdf: bir XML belgesi ya da zip değil (dosyanın içeriği okunarak denetlenir).',
    });
    // The zip: its text file refused, its invoice stored.
    expect(got.slice(3)).toEqual([
      {
        file: 'kasim.zip › kasim/EGB2026000004150.xml',
        status: 'stored',
        message: expect.stringMatching(/^Yüklendi: EGB2026000004150/),
      },
      {
        file: 'kasim.zip › kasim/okubeni.txt',
        status: 'refused',
        message: 'kasim.zip › kasim/okubeni.txt: zip içindeki bu dosya bir XML belgesi değil.',
      },
    ]);
    expect(await count('gelen_efatura')).toBe(before + 1);
  }, 120_000);

  it('refuses a zip bomb and a 60 MB file before reading them whole', async () => {
    const before = await count('gelen_efatura');
    // 150 MB of zeros compress to about 150 KB.
    const bomb = zipSync({ 'fatura.xml': new Uint8Array(150 * 1024 * 1024) }, { level: 9 });
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const r = await upload('gelen_efatura', [{ name: 'bomba.zip', bytes: bomb }]);
    expect(outcomes(r)).toEqual([
      {
        file: 'bomba.zip',
        status: 'refused',
        message:
          'bomba.zip: zip açıldığında izin verilenden büyük (en fazla 100 MB); sıkıştırma bombası olabilir, hiçbir belgesi yüklenmedi.',
      },
    ]);
    const big = await upload('gelen_efatura', [
      { name: 'buyuk.xml', bytes: new Uint8Array(60 * 1024 * 1024).fill(0x20) },
    ]);
    expect(big.status).toBe(413);
    expect(big.json.data.message).toBe('fail.body.size');
    // Within the body limit but above one document's: refused by the import's own limit.
    const eleven = new Uint8Array(11 * 1024 * 1024).fill(0x20);
    eleven[0] = 0x3c;
    const r11 = await upload('gelen_efatura', [{ name: 'onbir.xml', bytes: eleven }]);
    expect(outcomes(r11)[0].message).toBe('onbir.xml: dosya çok büyük (11 MB); en fazla 10 MB yüklenebilir.');
    expect(await count('gelen_efatura')).toBe(before);
  }, 120_000);

  it('takes only documents addressed to the company', async () => {
    const r = await upload(
      'gelen_efatura',
      [{ name: 'ege.xml', bytes: fixture('ege-dolar.xml') }],
      ornekToken,
    );
    expect(outcomes(r)).toEqual([
      {
        file: 'ege.xml',
        status: 'refused',
        message: "Belge firmanıza düzenlenmemiş: alıcı VKN / TCKN 2910473856, firmanızın VKN'si 6482053170.",
      },
    ]);
  });

  it('shows an imported invoice with its integrator’s XSLT and answers its XML byte for byte', async () => {
    const [row] = await q(sql<Row>`select id from gelen_efatura where department_id = ${dept}
      and document_id = 'EGB2026000004127'`);
    const media = async (mediaType: string) => {
      const res = await t.app.request(
        `/api/v1/${token}/tables/gelen_efatura/downloadMedia`,
        {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ id: row.id, mediaType }),
        },
        { incoming: { socket: { remoteAddress: t.address } } },
      );
      return Buffer.from(await res.text(), 'base64');
    };
    expect((await media('xml')).equals(Buffer.from(fixture('ege-ticari-imzali.xml')))).toBe(true);
    const html = (await media('html')).toString('utf8');
    expect(html).toContain('EGE ENTEGRASYON · TICARIFATURA');
    expect(html).toContain('Ödenecek: ');
  }, 240_000);
});
