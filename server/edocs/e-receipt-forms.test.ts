import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calculateFreelanceReceipt, calculateProducerReceipt } from '../../domain/documents';
import { OutboxWorker } from '../jobs/outbox.worker';
import { DEMO_ADMIN, departmentOf, ORNEK_USER, tablesApi } from '../tables/table.test-kit';
import { createTestContext, type TestContext } from '../test/harness';
import { LocalIntegrator } from './integrator';
import { validateUblBatch } from './validate';
import { turkishToday } from '../auth/user-info.service';

// The receipt forms (serbest_meslek_makbuzu e-SMM, e_mustahsil_makbuzu e-MM; issue 13 item 1, docs/e-documents.md
// "e-SMM ve e-MM formları") over HTTP as the demo company's admin: amounts computed on the server equal domain's
// receipt calculators, the refusals a user meets, the XML of saved and demo receipts that GİB's XSD and schematron
// accept (downloadMedia xml), the HTML through makbuz.xslt, and sending: number per prefix and year, the outbox,
// the local integrator's status, the lock of a sent receipt.

type Row = Record<string, any>;

let t: TestContext;
let token: string;
let ornekToken: string;
let api: ReturnType<typeof tablesApi>;
let dept: number;
let client: Row;
let producer: Row;
let prefix: { smm: number; emm: number; efatura: number };
let codes: { smm: string; emm: string };
let withholding: number;
let kg: number;
let address: number;

const q = async (query: ReturnType<typeof sql<Row>>) => (await query.execute(t.database.db)).rows;
const today = turkishToday(new Date());

beforeAll(async () => {
  t = await createTestContext();
  token = await t.login(DEMO_ADMIN);
  ornekToken = await t.login(ORNEK_USER);
  api = tablesApi(t, token);
  dept = await departmentOf(t, DEMO_ADMIN);
  const customer = (tcLength: number) =>
    q(sql<Row>`select c.id as cari_hesap_id, c.tc, c.unvan, c.cari_hesap_adi, c.name_basic, c.surname,
        c.vergi_daireleri_id, a.id as adres_id, a.ulkeler_id, a.sehirler_id, a.ilceler_id, a.mahalle_adi,
        a.sokak_adi, a.bina_no, a.posta_kodu
      from cari_hesap c join adres a on a.cari_hesap_id = c.id
      where c.department_id = ${dept} and length(c.tc) = ${tcLength} and c.vergi_daireleri_id is not null
        and (${tcLength} = 10 or c.surname is not null)
      order by c.id, a.varsayilan desc, a.id limit 1`);
  client = (await customer(10))[0];
  producer = (await customer(11))[0] ?? client;
  const byPlace = async (yer: number) =>
    (
      await q(sql<Row>`select id, on_ek_kodu from fatura_on_ekleri where department_id = ${dept}
        and on_ek_yeri_id = ${yer} order by varsayilan desc, id limit 1`)
    )[0];
  const [smm, emm, efatura] = [await byPlace(4), await byPlace(5), await byPlace(1)];
  prefix = { smm: Number(smm.id), emm: Number(emm.id), efatura: Number(efatura.id) };
  codes = { smm: smm.on_ek_kodu, emm: emm.on_ek_kodu };
  withholding = Number((await q(sql<Row>`select id from tevkifat_kodlari where kod = '626'`))[0].id);
  kg = Number((await q(sql<Row>`select id from birimler where kod = 'KGM' limit 1`))[0].id);
  address = Number(
    (
      await q(
        sql<Row>`select id from firma_adres where department_id = ${dept} order by varsayilan desc, id limit 1`,
      )
    )[0].id,
  );
});
afterAll(() => t.close());

/** The receiver's identity and address as the form fills them from the chosen current account. */
const identity = (c: Row): Row => ({
  cari_hesap_id: c.cari_hesap_id,
  adres_id: c.adres_id,
  tc: c.tc,
  ...(String(c.tc).length === 10
    ? { unvan: c.unvan ?? c.cari_hesap_adi }
    : { name_basic: c.name_basic, surname: c.surname }),
  vergi_daireleri_id: c.vergi_daireleri_id,
  ulkeler_id: c.ulkeler_id ?? 1,
  sehirler_id: c.sehirler_id,
  ilceler_id: c.ilceler_id,
  mahalle_adi: c.mahalle_adi,
  sokak_adi: c.sokak_adi,
  bina_no: c.bina_no,
  posta_kodu: c.posta_kodu,
  firma_adres_id: address,
});

const SMM_LINES = () => [
  {
    mal_hizmet: 'Mart 2026 hukuki danışmanlık',
    brut_ucret: '17.80',
    gv_stopaj_orani: '20',
    // 18 % (id 4), as izibiz's sample.
    kdv_id: 4,
    kdv_tevkifat_orani: '2',
    tevkifat_kodlari_listesi_id: withholding,
  },
  { mal_hizmet: 'Dava takip ücreti', brut_ucret: '12345.67', gv_stopaj_orani: '20', kdv_id: 9 },
];

const EMM_LINES = () => [
  {
    mal_hizmet: 'Buğday',
    miktar: '10000',
    birim_id: kg,
    mal_hizmet_tutari: '49000',
    gv_stopaj_orani: '4',
    borsa_tescil_ucreti_orani: '2',
  },
  {
    mal_hizmet: 'Arpa',
    miktar: '333',
    birim_id: kg,
    mal_hizmet_tutari: '1234.57',
    gv_stopaj_orani: '2',
    mera_fonu_orani: '1',
    sgk_prim_kesintisi_orani: '1',
    borsa_tescil_ucreti_orani: '0.2',
  },
];

const smmBody = (extra: Row = {}): Row => ({
  ...identity(client),
  fatura_on_eki_id: prefix.smm,
  duzenleme_tarihi: today,
  duzenleme_zamani: '10:15:00',
  gonderim_sekli_id: 1,
  mal_hizmet_json: JSON.stringify(SMM_LINES()),
  ...extra,
});

const emmBody = (extra: Row = {}): Row => ({
  ...identity(producer),
  fatura_on_eki_id: prefix.emm,
  duzenleme_tarihi: today,
  duzenleme_zamani: '09:30:00',
  teslim_tarihi: today,
  mal_hizmet_json: JSON.stringify(EMM_LINES()),
  ...extra,
});

async function store(table: string, values: Row) {
  const r = await api.store(table, values);
  expect(r.json.data, JSON.stringify(r.json)).toMatchObject({ message: 'success' });
  return r.json.data.id as number;
}

/** A media call of a record: the decoded file and its name. */
async function media(table: string, body: Row, call = 'downloadMedia', as = token) {
  const res = await t.app.request(
    `/api/v1/${as}/tables/${table}/${call}`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    },
    { incoming: { socket: { remoteAddress: t.address } } },
  );
  const text = await res.text();
  const name = /filename\*=UTF-8''([^;]+)/.exec(res.headers.get('content-disposition') ?? '')?.[1];
  return {
    status: res.status,
    text,
    name: name && decodeURIComponent(name),
    content: res.status === 200 ? Buffer.from(text, 'base64').toString('utf8') : '',
  };
}

const lineRows = (table: string, id: number) =>
  q(sql<Row>`select * from ${sql.table(table)} where bagli_efatura_id = ${id} order by sira_no`);

const money2 = (v: unknown) => Number(v).toFixed(2);

describe('an e-SMM draft', () => {
  it('is stored with its services; every amount is calculateFreelanceReceipt’s, on the lines and the header', async () => {
    const id = await store('serbest_meslek_makbuzu', smmBody());
    const [row] = await q(sql<Row>`select * from serbest_meslek_makbuzu where id = ${id}`);
    const expected = calculateFreelanceReceipt({ lines: SMM_LINES() });
    for (const [k, v] of Object.entries(expected.totals))
      if (k !== 'odenecek_tutar') expect(money2(row[k]), k).toBe(v);
    // izibiz's sample line: 17.80 − 3.56 + 3.20 − 0.64 = 16.80.
    expect(expected.lines[0].net_tahsilat).toBe('16.80');
    expect(row.e_fatura_durumu_id).toBe(1);
    expect(row.ettn).toMatch(/^[0-9a-f-]{36}$/);
    expect(row.makbuz_numarasi).toBeNull();
    const lines = await lineRows('serbest_meslek_malhizmet', id);
    expect(lines).toHaveLength(2);
    lines.forEach((line, i) => {
      for (const [k, v] of Object.entries(expected.lines[i]))
        if (k !== 'brut_ucret' && k !== 'kdv_orani') expect(money2(line[k]), `${i}.${k}`).toBe(v);
    });
  });

  it('never keeps amounts the request sends, and recomputes on update', async () => {
    const id = await store('serbest_meslek_makbuzu', smmBody({ net_tahsilat: '1.00', brut_ucret: '5' }));
    const before = (await q(sql<Row>`select net_tahsilat from serbest_meslek_makbuzu where id = ${id}`))[0];
    expect(money2(before.net_tahsilat)).toBe(
      calculateFreelanceReceipt({ lines: SMM_LINES() }).totals.net_tahsilat,
    );
    const one = [{ mal_hizmet: 'Tek hizmet', brut_ucret: '1000', gv_stopaj_orani: '20', kdv_id: 9 }];
    const r = await api.update('serbest_meslek_makbuzu', id, { mal_hizmet_json: JSON.stringify(one) });
    expect(r.json.data.message, JSON.stringify(r.json)).toBe('success');
    const after = (
      await q(sql<Row>`select brut_ucret, gv_stopaj_tutari, kdv_tutari, net_tahsilat
        from serbest_meslek_makbuzu where id = ${id}`)
    )[0];
    // 1000 − 200 stopaj + 200 KDV = 1000.
    expect(
      [after.brut_ucret, after.gv_stopaj_tutari, after.kdv_tutari, after.net_tahsilat].map(money2),
    ).toEqual(['1000.00', '200.00', '200.00', '1000.00']);
    expect(await lineRows('serbest_meslek_malhizmet', id)).toHaveLength(1);
  });

  it('refuses what GİB or the calculator would refuse, in Turkish, on the field', async () => {
    const refused = async (values: Row) => {
      const r = await api.store('serbest_meslek_makbuzu', values);
      expect(r.json.data.message, JSON.stringify(r.json)).toBe('error');
      return r.json.data.errors as Record<string, string[]>;
    };
    /** The summaries of the line cells' errors ("1. satır, Tevkifat Kodu: Bu alan zorunludur."). */
    const onLines = async (lines: Row[]) =>
      (await refused(smmBody({ mal_hizmet_json: JSON.stringify(lines) }))).mal_hizmet_json;
    expect(await refused(smmBody({ mal_hizmet_json: '[]' }))).toEqual({
      mal_hizmet_json: ['En az bir satır girilmelidir.'],
    });
    expect(await onLines([{ ...SMM_LINES()[0], tevkifat_kodlari_listesi_id: null }])).toEqual([
      '1. satır, Tevkifat Kodu: Bu alan zorunludur.',
    ]);
    expect(await onLines([SMM_LINES()[1], { ...SMM_LINES()[1], kdv_id: 5 }])).toEqual([
      '2. satır, KDV İstisna / Muafiyet Sebebi: Bu alan zorunludur.',
    ]);
    expect(await onLines([{ ...SMM_LINES()[1], brut_ucret: '' }])).toEqual([
      '1. satır, Brüt Ücret: Bu alan zorunludur.',
    ]);
    expect((await onLines([{ ...SMM_LINES()[1], gv_stopaj_orani: '150' }])).join(' ')).toMatch(
      /^1\. satır: GV Stopaj Oranı \(%\) en fazla 100/,
    );
    // A prefix of another kind (the e-Fatura's) is no choice of an e-SMM.
    expect((await refused(smmBody({ fatura_on_eki_id: prefix.efatura }))).fatura_on_eki_id).toBeDefined();
    expect((await refused(smmBody({ fatura_on_eki_id: null }))).fatura_on_eki_id).toEqual([
      'Makbuz Ön Eki alanı zorunludur.',
    ]);
    expect((await refused(smmBody({ unvan: null }))).unvan).toBeDefined();
    expect((await refused(smmBody({ duzenleme_zamani: null }))).duzenleme_zamani).toBeDefined();
    // An e-SMM of another company is not found.
    const id = await store('serbest_meslek_makbuzu', smmBody());
    const theirs = await tablesApi(t, ornekToken).update('serbest_meslek_makbuzu', id, { description: 'x' });
    expect(theirs.json.status).not.toBe('success');
  });

  it('answers its XML (GİB’s XSD and schematron accept it) and its HTML through makbuz.xslt', async () => {
    const id = await store('serbest_meslek_makbuzu', smmBody({ description: 'Avans & <not>' }));
    const xml = await media('serbest_meslek_makbuzu', { id, mediaType: 'xml' });
    expect(xml.status).toBe(200);
    expect(xml.name).toBe(`${codes.smm}${today.slice(0, 4)}000000000.xml`);
    expect(xml.content).toContain('<cbc:ProfileID>EARSIVBELGE</cbc:ProfileID>');
    expect(xml.content).toContain('<cbc:InvoiceTypeCode>SERBESTMESLEKMAKBUZU</cbc:InvoiceTypeCode>');
    const expected = calculateFreelanceReceipt({ lines: SMM_LINES() }).totals;
    expect(xml.content).toContain(
      `<cbc:PayableAmount currencyID="TRY">${expected.net_tahsilat}</cbc:PayableAmount>`,
    );
    const checked = await validateUblBatch([{ name: 'smm', xml: xml.content }]);
    expect(checked[0].issues, JSON.stringify(checked[0].issues)).toEqual([]);
    const html = await media('serbest_meslek_makbuzu', { id, mediaType: 'html' }, 'showMedia');
    expect(html.status).toBe(200);
    expect(html.content).toContain('Net Tahsil Edilen');
    // Another company's receipt: not found.
    expect(
      (await media('serbest_meslek_makbuzu', { id, mediaType: 'xml' }, 'downloadMedia', ornekToken)).status,
    ).toBe(400);
  });
});

describe('an e-MM draft', () => {
  it('is stored with its goods; every amount is calculateProducerReceipt’s', async () => {
    const id = await store('e_mustahsil_makbuzu', emmBody());
    const [row] = await q(sql<Row>`select * from e_mustahsil_makbuzu where id = ${id}`);
    const expected = calculateProducerReceipt({ lines: EMM_LINES() });
    for (const [k, v] of Object.entries(expected.totals)) expect(money2(row[k]), k).toBe(v);
    // izibiz: 49 000 − 1 960 − (47 040 × 2 % = 940.80) = 46 099.20.
    expect(expected.lines[0].odenecek_tutar).toBe('46099.20');
    const lines = await lineRows('e_mustahsil_malhizmet', id);
    lines.forEach((line, i) => {
      for (const [k, v] of Object.entries(expected.lines[i])) expect(money2(line[k]), `${i}.${k}`).toBe(v);
    });
    expect(row.ettn).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('needs the goods’ name, quantity and unit (002 §5), and answers an XML GİB’s XSD accepts', async () => {
    const r = await api.store(
      'e_mustahsil_makbuzu',
      emmBody({ mal_hizmet_json: JSON.stringify([{ ...EMM_LINES()[0], mal_hizmet: '', birim_id: null }]) }),
    );
    expect(r.json.data.message).toBe('error');
    expect(r.json.data.line_errors.mal_hizmet_json).toEqual([
      { index: 0, errors: { mal_hizmet: ['Bu alan zorunludur.'], birim_id: ['Bu alan zorunludur.'] } },
    ]);
    const id = await store('e_mustahsil_makbuzu', emmBody());
    const xml = await media('e_mustahsil_makbuzu', { id, mediaType: 'xml' });
    expect(xml.status).toBe(200);
    expect(xml.content).toContain('<cbc:CreditNoteTypeCode>MUSTAHSILMAKBUZ</cbc:CreditNoteTypeCode>');
    const checked = await validateUblBatch([{ name: 'emm', xml: xml.content }]);
    expect(checked[0].issues, JSON.stringify(checked[0].issues)).toEqual([]);
  });
});

describe('the demo receipts', () => {
  it('are whole drafts (the calendar’s e-SMM, an e-MM of each demo company), each an XML GİB accepts', async () => {
    const rows = await q(sql<Row>`select 'serbest_meslek_makbuzu' as t, id, department_id, cari_hesap_id
        from serbest_meslek_makbuzu where description like 'Demo%'
      union all select 'e_mustahsil_makbuzu', id, department_id, cari_hesap_id
        from e_mustahsil_makbuzu where description like 'Demo%' order by 1, 2`);
    const ornekDept = await departmentOf(t, ORNEK_USER);
    for (const [table, company] of [
      ['serbest_meslek_makbuzu', dept],
      ['e_mustahsil_makbuzu', dept],
      ['e_mustahsil_makbuzu', ornekDept],
    ] as const)
      expect(
        rows.filter((r) => r.t === table && Number(r.department_id) === company),
        `${table} ${company}`,
      ).not.toEqual([]);
    const files = [];
    for (const r of rows) {
      const as = Number(r.department_id) === dept ? token : ornekToken;
      const xml = await media(r.t, { id: r.id, mediaType: 'xml' }, 'downloadMedia', as);
      expect(xml.status, `${r.t} ${r.id}: ${xml.text}`).toBe(200);
      files.push({ name: `${r.t}-${r.id}`, xml: xml.content });
    }
    const checked = await validateUblBatch(files);
    for (const c of checked) expect(c.issues, JSON.stringify(c)).toEqual([]);
  });
});

describe('sending a receipt', () => {
  it('numbers it per prefix and year in order, queues it, locks it; the integrator signs it', async () => {
    const year = today.slice(0, 4);
    const a = await store('serbest_meslek_makbuzu', smmBody());
    const b = await store('serbest_meslek_makbuzu', smmBody());
    const first = await t.post(`/${token}/tables/serbest_meslek_makbuzu/sendInvoice`, {
      id: a,
      column_set_id: '0',
    });
    expect(first.json.data, JSON.stringify(first.json)).toMatchObject({ message: 'Makbuz gönderildi.' });
    const ettn = (await q(sql<Row>`select ettn from serbest_meslek_makbuzu where id = ${b}`))[0].ettn;
    const second = await t.post(`/${token}/tables/serbest_meslek_makbuzu/sendInvoice`, {
      documentUuid: ettn,
    });
    const n1 = Number(String(first.json.data.e_fatura_numarasi).slice(7));
    expect(first.json.data.e_fatura_numarasi).toMatch(new RegExp(`^${codes.smm}${year}\\d{9}$`));
    expect(second.json.data.e_fatura_numarasi).toBe(`${codes.smm}${year}${String(n1 + 1).padStart(9, '0')}`);
    const shown = (await api.show('serbest_meslek_makbuzu', a)).json.data.record;
    expect(shown).toMatchObject({
      makbuz_numarasi: first.json.data.e_fatura_numarasi,
      e_fatura_durumu_id: 'Giden',
      ent_fatura_durumu: 'DOKÜMAN ENTEGRATÖR TARAFINDAN İŞLENİYOR',
      document_profile: 'EARSIVBELGE',
    });
    // Locked: no update, no delete, no second send.
    expect(
      (await api.update('serbest_meslek_makbuzu', a, { description: 'sonra' })).json.data.errors,
    ).toEqual({
      e_fatura_durumu_id: ['Gönderilmiş e-belge değiştirilemez; yalnızca taslaklar düzenlenebilir.'],
    });
    expect((await api.remove('serbest_meslek_makbuzu', a)).json.data.message).toBe(
      'Gönderilmiş e-belge silinemez; yalnızca taslaklar silinebilir.',
    );
    expect(
      (await t.post(`/${token}/tables/serbest_meslek_makbuzu/sendInvoice`, { id: a })).json.data.message,
    ).toBe('Bu belge daha önce gönderilmiş; yalnızca taslaklar gönderilebilir.');

    const worker = new OutboxWorker({ db: t.database.db, integrator: new LocalIntegrator(t.database.db) });
    await worker.drain();
    const done = await q(sql<Row>`select id, ent_fatura_durumu from serbest_meslek_makbuzu
      where id in (${a}, ${b}) order by id`);
    expect(done.map((d) => d.ent_fatura_durumu)).toEqual(['DÖKÜMAN İMZALANDI', 'DÖKÜMAN İMZALANDI']);
    const accepted = await q(sql<Row>`select belge_turu, belge_no from entegrator_belgeleri
      where belge_no = ${first.json.data.e_fatura_numarasi}`);
    expect(accepted).toEqual([{ belge_turu: 'ESMM', belge_no: first.json.data.e_fatura_numarasi }]);
    // The XML as numbered and queued.
    const outbox = await media(
      'serbest_meslek_makbuzu',
      { withXML: 'XML', parameter: shown.ettn },
      'outbox/downloadMedia',
    );
    expect(outbox.content).toContain(`<cbc:ID>${first.json.data.e_fatura_numarasi}</cbc:ID>`);
  });

  it('numbers an e-MM from its own prefix, and the integrator accepts it', async () => {
    const id = await store('e_mustahsil_makbuzu', emmBody());
    const sent = await t.post(`/${token}/tables/e_mustahsil_makbuzu/sendInvoice`, { id });
    expect(sent.json.data, JSON.stringify(sent.json)).toMatchObject({ message: 'Makbuz gönderildi.' });
    expect(sent.json.data.e_fatura_numarasi).toMatch(new RegExp(`^${codes.emm}${today.slice(0, 4)}\\d{9}$`));
    await new OutboxWorker({ db: t.database.db, integrator: new LocalIntegrator(t.database.db) }).drain();
    const [row] = await q(sql<Row>`select makbuz_numarasi, ent_fatura_durumu, e_fatura_durumu_id
      from e_mustahsil_makbuzu where id = ${id}`);
    expect(row).toEqual({
      makbuz_numarasi: sent.json.data.e_fatura_numarasi,
      ent_fatura_durumu: 'DÖKÜMAN İMZALANDI',
      e_fatura_durumu_id: 2,
    });
    const job = await q(sql<Row>`select durum from giden_kutusu where belge_tablosu = 'e_mustahsil_makbuzu'
      and belge_id = ${id}`);
    expect(job).toEqual([{ durum: 'gonderildi' }]);
  });
});

describe('the e-SMM inbox calls (002 §7)', () => {
  it('answer a receipt the integrator holds to its issuer and its receiver, and let the receiver answer it once', async () => {
    // Demo Ticaret's receipt to Örnek Gıda (a company on this server), sent and signed.
    const id = await store(
      'serbest_meslek_makbuzu',
      smmBody({ tc: '6482053170', unvan: 'Örnek Gıda Ltd. Şti.' }),
    );
    const sent = await t.post(`/${token}/tables/serbest_meslek_makbuzu/sendInvoice`, { id });
    expect(sent.json.data, JSON.stringify(sent.json)).toMatchObject({ message: 'Makbuz gönderildi.' });
    await new OutboxWorker({ db: t.database.db, integrator: new LocalIntegrator(t.database.db) }).drain();
    const ettn = String(
      (await q(sql<Row>`select ettn from serbest_meslek_makbuzu where id = ${id}`))[0].ettn,
    );
    const number = sent.json.data.e_fatura_numarasi;

    const get = (as: string, body: Row) => media('serbest_meslek_makbuzu', body, 'inbox/getDocument', as);
    for (const as of [token, ornekToken]) {
      const xml = await get(as, { withXML: 'XML', parameter: ettn, paramType: 'Document_UUID' });
      expect(xml.status, xml.text).toBe(200);
      expect(xml.name).toBe(`${number}.xml`);
      expect(xml.content).toContain('<cbc:InvoiceTypeCode>SERBESTMESLEKMAKBUZU</cbc:InvoiceTypeCode>');
      expect(xml.content).toContain(`<cbc:ID>${number}</cbc:ID>`);
    }
    const html = await get(ornekToken, { withXML: 'HTML2', parameter: ettn });
    expect(html.status, html.text).toBe(200);
    expect(html.content).toContain(number);
    // Nobody else's, and no unknown ETTN: the spec's empty state.
    const unknown = await get(token, { withXML: 'XML', parameter: '0b0e7f7a-3c1d-4e2b-9f00-000000000000' });
    expect([unknown.status, JSON.parse(unknown.text).data.message]).toEqual([
      400,
      'Serbest Meslek Makbuzu bulunamadı.',
    ]);

    const answer = (as: string, body: Row) =>
      t.post(`/${as}/tables/serbest_meslek_makbuzu/inbox/answerInvoice`, body);
    // Only its receiver answers; RED needs 3 characters (002 §5).
    expect((await answer(token, { invoiceUUID: ettn, responseCode: 'KABUL' })).json.data.message).toBe(
      'Yanıtlanacak makbuz bulunamadı.',
    );
    expect(
      (await answer(ornekToken, { invoiceUUID: ettn, responseCode: 'RED', responseExplanation: 'ab' })).json
        .data.message,
    ).toBe('Reddedilecekse açıklama girilmek zorundadır. En az 3 hane olacak şekilde giriniz.');
    const red = await answer(ornekToken, {
      invoiceUUID: ettn,
      responseCode: 'RED',
      responseExplanation: 'Hizmet Mart ayında verilmedi.',
    });
    expect(red.json.data, JSON.stringify(red.json)).toMatchObject({
      message: 'Makbuz reddedildi.',
      status: 'RED',
    });
    // The issuer sees the answer on its receipt.
    expect((await api.show('serbest_meslek_makbuzu', id)).json.data.record).toMatchObject({
      response_code: 'RED',
      response_explanation: 'Hizmet Mart ayında verilmedi.',
    });
    expect((await answer(ornekToken, { invoiceUUID: ettn, responseCode: 'KABUL' })).json.data.message).toBe(
      'Bu makbuza daha önce yanıt verilmiş.',
    );
  });
});
