import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { turkishToday } from '../auth/user-info.service';
import { demoCards, idWhere, lineRows, type Cards } from '../documents/document.test-kit';
import { OutboxWorker } from '../jobs/outbox.worker';
import { DEMO_ADMIN, departmentOf, ORNEK_USER, tablesApi } from '../tables/table.test-kit';
import { createTestContext, type TestContext } from '../test/harness';
import { IntegratorError, LocalIntegrator } from './integrator';
import { validateUbl, validateUblBatch } from './validate';
import { replyWaybill } from './waybill.service';

// The e-İrsaliye (issue 13, the waybill part; docs/e-documents.md "e-İrsaliye") over HTTP: the form's store, update
// and refusals (required fields, carrier rules, drivers' TCKN, Hal Tipi künye, Matbudan), the XML of saved and demo
// waybills through GİB's XSD and schematron, sendInvoice (number in order, status, outbox, lock), delivery to Örnek
// Gıda's Gelen tab, and its İrsaliye Yanıtı (sendReceiptAdvice) that the sender then sees.

type Row = Record<string, any>;

const ORNEK_VKN = '6482053170';
const DRIVER = { isim: 'Kemal', soyisim: 'Aydın', tc: '10000000146' };

let t: TestContext;
let token: string;
let ornekToken: string;
let api: ReturnType<typeof tablesApi>;
let ornekApi: ReturnType<typeof tablesApi>;
let dept: number;
let ornekDept: number;
let cards: Cards;
let customer: Row;
let prefix: number;
let ornekPrefix: number;
let ornekAddress: number;
let today: string;

beforeAll(async () => {
  t = await createTestContext();
  token = await t.login(DEMO_ADMIN);
  ornekToken = await t.login(ORNEK_USER);
  api = tablesApi(t, token);
  ornekApi = tablesApi(t, ornekToken);
  dept = await departmentOf(t, DEMO_ADMIN);
  ornekDept = await departmentOf(t, ORNEK_USER);
  cards = await demoCards(t, dept);
  customer = (
    await sql<Row>`select c.vergi_daireleri_id, a.id as adres_id, a.ulkeler_id, a.sehirler_id, a.ilceler_id,
      a.mahalle_adi, a.sokak_adi, a.bina_no, a.posta_kodu
    from cari_hesap c join adres a on a.cari_hesap_id = c.id
    where c.id = ${cards.cari} order by a.varsayilan desc, a.id limit 1`.execute(t.database.db)
  ).rows[0];
  const prefixOf = (d: number) =>
    idWhere(
      t,
      sql<{ id: number }>`select id from fatura_on_ekleri where department_id = ${d} and on_ek_yeri_id = 3
        order by varsayilan desc, id limit 1`,
    );
  prefix = await prefixOf(dept);
  ornekPrefix = await prefixOf(ornekDept);
  ornekAddress = await idWhere(
    t,
    sql<{
      id: number;
    }>`select id from firma_adres where department_id = ${ornekDept} order by varsayilan desc, id limit 1`,
  );
  today = turkishToday(new Date());
});
afterAll(() => t.close());

const lines = (extra: Row = {}) => [
  {
    stok_kartlari_id: cards.toner,
    depo_kartlari_id: cards.depo,
    mal_hizmet: 'Lazer Toner',
    miktar: '2',
    birim_id: 1,
    birim_fiyat: '1890',
    ...extra,
  },
  {
    stok_kartlari_id: cards.klavye,
    mal_hizmet: 'Klavye Mouse Seti',
    miktar: '3.5',
    birim_id: 1,
    birim_fiyat: '120.10',
    ...extra,
  },
];

/** An e-İrsaliye of Demo Ticaret to Örnek Gıda, dated today, carried by its own driver. */
const header = (extra: Row = {}): Row => ({
  cari_hesap_id: cards.cari,
  adres_id: customer.adres_id,
  tc: ORNEK_VKN,
  unvan: 'Örnek Gıda Ltd. Şti.',
  vergi_daireleri_id: customer.vergi_daireleri_id,
  fatura_on_eki_id: prefix,
  senaryo_id: 1,
  irsaliye_tipi_id: 1,
  kopya_bilgisi_id: 1,
  irsaliye_tarihi: today,
  irsaliye_zamani: '08:15:00',
  sevk_tarihi: today,
  sevk_zamani: '08:30:00',
  tasiyici_turu_id: 2,
  plaka: '34 DTC 905',
  sofor_bilgileri: JSON.stringify([DRIVER]),
  dorse_plaka: JSON.stringify(['34 DTD 112']),
  t_ulkeler_id: 1,
  t_sehirler_id: customer.sehirler_id,
  t_ilceler_id: customer.ilceler_id,
  t_mahalle_adi: customer.mahalle_adi,
  t_sokak_adi: customer.sokak_adi,
  t_bina_no: customer.bina_no,
  t_posta_kodu: customer.posta_kodu,
  mal_hizmet_json: JSON.stringify(lines()),
  ...extra,
});

async function store(values: Row) {
  const r = await api.store('e_irsaliye', values);
  expect(r.json.data, JSON.stringify(r.json)).toMatchObject({ message: 'success' });
  return r.json.data.id as number;
}

const q = async (query: ReturnType<typeof sql<Row>>) => (await query.execute(t.database.db)).rows;

/** A POST whose answer is a base64 file: the decoded text and its name (or the refusal's envelope). */
async function file(path: string, body: Row, tok = token) {
  const res = await t.app.request(
    `/api/v1/${tok}/tables/${path}`,
    { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) },
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

const call = (path: string, body: Row, tok = token) => t.post(`/${tok}/tables/${path}`, body);

describe('the e-İrsaliye form', () => {
  it('stores a draft with an ETTN, its lines as rows, and the lines’ value as toplam_tutar', async () => {
    const id = await store(header());
    const shown = (
      await q(sql<Row>`select e_fatura_durumu_id, ettn, toplam_tutar::text, irsaliye_numarasi
        from e_irsaliye where id = ${id}`)
    )[0];
    expect(shown.e_fatura_durumu_id).toBe(1);
    expect(shown.ettn).toMatch(/^[0-9a-f-]{36}$/);
    // 2 × 1 890.00 + 3.5 × 120.10 = 3 780.00 + 420.35
    expect(shown.toplam_tutar).toBe('4200.35');
    expect(shown.irsaliye_numarasi).toBeNull();
    const rows = await lineRows(t, 'e_irsaliye_mal_hizmet', 'bagli_eirsaliye_id', id);
    expect(rows.map((r) => [r.mal_hizmet, r.miktar, r.tutar, r.kunye_numarasi])).toEqual([
      ['Lazer Toner', '2.0000', '3780.00', null],
      ['Klavye Mouse Seti', '3.5000', '420.35', null],
    ]);
    // The form's own answers of the integrator are not written through it.
    const r = await api.update('e_irsaliye', id, { yanit_durumu: 'KABUL EDİLDİ', plaka: '34 DTC 906' });
    expect(r.json.data.message, JSON.stringify(r.json)).toBe('success');
    const after = (await api.show('e_irsaliye', id)).json.data.record;
    expect([after.plaka, after.yanit_durumu]).toEqual(['34 DTC 906', null]);
  });

  it('refuses what 002 §5 requires, one message per field', async () => {
    const r = await api.store(
      'e_irsaliye',
      header({
        senaryo_id: '',
        sevk_tarihi: '',
        sevk_zamani: '',
        irsaliye_zamani: '',
        t_posta_kodu: '',
        t_ilceler_id: '',
      }),
    );
    expect(r.json.data.message).toBe('error');
    expect(r.json.data.errors).toMatchObject({
      senaryo_id: ['Senaryo alanı zorunludur.'],
      sevk_tarihi: ['Sevk Tarihi alanı zorunludur.'],
      sevk_zamani: ['Sevk Saati alanı zorunludur.'],
      irsaliye_zamani: ['İrsaliye Saati alanı zorunludur.'],
      t_posta_kodu: ['Teslimat Posta Kodu alanı zorunludur.'],
      t_ilceler_id: ['Teslimat İlçesi alanı zorunludur.'],
    });
  });

  it('applies the carrier rules: a carrier company needs VKN and title; drivers need a valid TCKN', async () => {
    const carrier = await api.store('e_irsaliye', header({ tasiyici_turu_id: 1, sofor_bilgileri: '' }));
    expect(carrier.json.data.errors).toMatchObject({
      tasiyici_vkn: ['Taşıyıcı VKN / TCKN alanı zorunludur.'],
      tasiyici_unvan: ['Taşıyıcı Unvanı alanı zorunludur.'],
    });
    const none = await api.store('e_irsaliye', header({ sofor_bilgileri: '[]' }));
    expect(none.json.data.errors.sofor_bilgileri).toEqual(['Şoför Bilgileri alanı zorunludur.']);
    const wrong = await api.store(
      'e_irsaliye',
      header({ sofor_bilgileri: JSON.stringify([{ ...DRIVER, tc: '12345678901' }]) }),
    );
    expect(wrong.json.data.errors.sofor_bilgileri).toEqual(['1. Şoför T.C. Kimlik No geçerli değil.']);
    // Carrier company: the drivers are emptied; own drivers: the carrier's VKN and title are cleared.
    const id = await store(
      header({
        tasiyici_turu_id: 1,
        tasiyici_vkn: '3870421956',
        tasiyici_unvan: 'Marmara Lojistik ve Taşımacılık A.Ş.',
      }),
    );
    let row = (await api.show('e_irsaliye', id)).json.data.record;
    expect([row.tasiyici_vkn, row.sofor_bilgileri]).toEqual(['3870421956', null]);
    await api.update('e_irsaliye', id, { tasiyici_turu_id: 2, sofor_bilgileri: JSON.stringify([DRIVER]) });
    row = (await api.show('e_irsaliye', id)).json.data.record;
    expect([row.tasiyici_vkn, row.tasiyici_unvan, row.sofor_bilgileri]).toEqual([null, null, [DRIVER]]);
    // Own vehicle: the carrier company's address goes too.
    await api.update('e_irsaliye', id, {
      tasiyici_turu_id: 1,
      tasiyici_vkn: '3870421956',
      tasiyici_unvan: 'Marmara Lojistik ve Taşımacılık A.Ş.',
      tasiyici_sehirler_id: 34,
      tasiyici_posta_kodu: '34490',
      sofor_bilgileri: '',
    });
    expect((await api.show('e_irsaliye', id)).json.data.record.tasiyici_posta_kodu).toBe('34490');
    await api.update('e_irsaliye', id, { tasiyici_turu_id: 2, sofor_bilgileri: JSON.stringify([DRIVER]) });
    const cleared = (
      await q(sql<Row>`select tasiyici_sehirler_id, tasiyici_posta_kodu from e_irsaliye where id = ${id}`)
    )[0];
    expect(cleared).toEqual({ tasiyici_sehirler_id: null, tasiyici_posta_kodu: null });
  });

  it('requires the künye number on every line of a Hal Tipi waybill and the paper waybill of a Matbudan one', async () => {
    const hks = await api.store('e_irsaliye', header({ senaryo_id: 2 }));
    expect(hks.json.data.message).toBe('error');
    expect(hks.json.data.errors.mal_hizmet_json).toEqual([
      '1. satır: Hal Tipi İrsaliyede 19 karakterlik künye numarası zorunludur.',
      '2. satır: Hal Tipi İrsaliyede 19 karakterlik künye numarası zorunludur.',
    ]);
    const short = await api.store(
      'e_irsaliye',
      header({ senaryo_id: 2, mal_hizmet_json: JSON.stringify(lines({ kunye_numarasi: '1234' })) }),
    );
    expect(JSON.stringify(short.json.data.errors)).toContain(
      '1. satır: Hal Tipi İrsaliyede 19 karakterlik künye numarası zorunludur.',
    );
    const matbu = await api.store('e_irsaliye', header({ irsaliye_tipi_id: 2 }));
    expect(matbu.json.data.errors).toMatchObject({
      matbu_irsaliye_numarasi: ['Matbu İrsaliye Numarası alanı zorunludur.'],
      matbu_irsaliye_tarihi: ['Matbu İrsaliye Tarihi alanı zorunludur.'],
    });
    const empty = await api.store('e_irsaliye', header({ mal_hizmet_json: '[]' }));
    expect(empty.json.data.errors.mal_hizmet_json).toContain('İrsaliyede en az bir satır olmalıdır.');
  });

  it('builds saved and demo waybills GİB’s XSD and schematron accept (downloadMedia xml)', async () => {
    const ids = [
      await store(header()),
      await store(
        header({
          irsaliye_tipi_id: 2,
          matbu_irsaliye_numarasi: 'A-004512',
          matbu_irsaliye_tarihi: today,
          tasiyici_turu_id: 1,
          tasiyici_vkn: '3870421956',
          tasiyici_unvan: 'Marmara Lojistik & Taşımacılık A.Ş.',
          sofor_bilgileri: '',
          // The carrier's own address (Başakşehir / İstanbul), written as its CarrierParty's address.
          tasiyici_sehirler_id: 34,
          tasiyici_ilceler_id: Number(
            (
              await q(sql<Row>`select id from ilceler where sehirler_id = 34 and name_basic = 'Başakşehir'`)
            )[0].id,
          ),
          tasiyici_mahalle_adi: 'İkitelli OSB',
          tasiyici_sokak_adi: 'Atatürk Bulvarı',
          tasiyici_bina_no: '12',
          tasiyici_posta_kodu: '34490',
        }),
      ),
      await store(
        header({
          senaryo_id: 2,
          mal_hizmet_json: JSON.stringify(
            lines().map((l, i) => ({ ...l, kunye_numarasi: `2611000100000000${i}01`.slice(0, 19) })),
          ),
        }),
      ),
    ];
    const demo = await q(sql<Row>`select id from e_irsaliye where department_id = ${dept}
      and e_fatura_durumu_id = 1 and description like 'Demo e-İrsaliye%' order by id`);
    expect(demo.length).toBe(3);
    const ornekDemo = await q(sql<Row>`select id from e_irsaliye where department_id = ${ornekDept}
      and e_fatura_durumu_id = 1 and description like 'Demo e-İrsaliye%' order by id`);
    expect(ornekDemo.length).toBe(1);
    const docs = [];
    for (const [id, tok] of [
      ...[...ids, ...demo.map((d) => Number(d.id))].map((id) => [id, token] as const),
      ...ornekDemo.map((d) => [Number(d.id), ornekToken] as const),
    ]) {
      const m = await file('e_irsaliye/downloadMedia', { id, mediaType: 'xml' }, tok);
      expect(m.status, m.text).toBe(200);
      docs.push({ name: `${id}`, xml: m.content });
    }
    expect(docs[0].xml).toContain('<cbc:DespatchAdviceTypeCode>SEVK</cbc:DespatchAdviceTypeCode>');
    expect(docs[0].xml).toContain('<cbc:LicensePlateID schemeID="PLAKA">34 DTC 905</cbc:LicensePlateID>');
    expect(docs[0].xml).toContain('<cbc:ID schemeID="DORSEPLAKA">34 DTD 112</cbc:ID>');
    expect(docs[0].xml).toMatch(/<cbc:ID>IRS\d{4}000000000<\/cbc:ID>/);
    expect(docs[1].xml).toContain('<cbc:DocumentTypeCode>MATBU</cbc:DocumentTypeCode>');
    expect(docs[1].xml).toContain('Marmara Lojistik &amp; Taşımacılık A.Ş.');
    // The carrier at its own address, not at the company's (Şişli).
    const carrierParty = (xml: string) =>
      /<cac:CarrierParty>([\s\S]*?)<\/cac:CarrierParty>/.exec(xml)?.[1] ?? '';
    expect(carrierParty(docs[1].xml)).toMatch(
      /<cbc:StreetName>Atatürk Bulvarı<\/cbc:StreetName>[\s\S]*<cbc:CitySubdivisionName>Başakşehir<\/cbc:CitySubdivisionName>[\s\S]*<cbc:PostalZone>34490<\/cbc:PostalZone>/,
    );
    expect(carrierParty(docs[1].xml)).not.toContain('Şişli');
    // The demo waybill carried by Marmara Lojistik has its carrier's address too.
    expect(docs.filter((d) => carrierParty(d.xml).includes('Başakşehir')).length).toBe(2);
    expect(docs[2].xml).toContain('<cbc:ProfileID>HKSIRSALIYE</cbc:ProfileID>');
    expect(docs[2].xml).toContain('schemeID="KUNYENO"');
    const results = await validateUblBatch(docs);
    for (const [i, r] of results.entries())
      expect(r.valid, `${docs[i].name}: ${JSON.stringify(r.issues)}`).toBe(true);
    // The demo's own-vehicle waybill has two drivers: both DriverPerson (issue 26, item 4), GİB's schematron run in
    // its compatibility mode, nothing refused.
    const twoDrivers = docs.findIndex((d) => (d.xml.match(/<cac:DriverPerson>/g) ?? []).length === 2);
    expect(twoDrivers).toBeGreaterThan(-1);
    expect(results[twoDrivers].compat).toBe(true);
    // The HTML through GİB's irsaliye.xslt.
    const html = await file('e_irsaliye/downloadMedia', { id: ids[0], mediaType: 'html' });
    expect(html.status).toBe(200);
    expect(html.content).toContain('34 DTC 905');
  }, 120_000);
});

describe('sending, delivery and the reply', () => {
  let first: { id: number; ettn: string; number: string };

  it('numbers drafts in order per prefix and year, marks them sent, queues them, and locks them', async () => {
    const a = await store(header());
    const b = await store(header());
    const sa = await call('e_irsaliye/sendInvoice', { id: a, column_set_id: '0' });
    expect(sa.json.data, JSON.stringify(sa.json)).toMatchObject({ message: 'İrsaliye gönderildi.' });
    const ettnB = (await q(sql<Row>`select ettn from e_irsaliye where id = ${b}`))[0].ettn;
    const sb = await call('e_irsaliye/sendInvoice', { documentUuid: ettnB, column_set_id: '0' });
    expect(sb.json.data.message).toBe('İrsaliye gönderildi.');
    const year = today.slice(0, 4);
    const na = Number(String(sa.json.data.irsaliye_numarasi).slice(7));
    expect(sa.json.data.irsaliye_numarasi).toMatch(new RegExp(`^IRS${year}\\d{9}$`));
    expect(sb.json.data.irsaliye_numarasi).toBe(`IRS${year}${String(na + 1).padStart(9, '0')}`);
    const row = (
      await q(sql<Row>`select e_fatura_durumu_id, ent_fatura_durumu, document_profile, yanit_durumu
      from e_irsaliye where id = ${a}`)
    )[0];
    expect(row).toEqual({
      e_fatura_durumu_id: 2,
      ent_fatura_durumu: 'GIB GONDERIMI BEKLENIYOR',
      document_profile: 'TEMELIRSALIYE',
      yanit_durumu: 'YANIT BEKLENİYOR',
    });
    const jobs = await q(sql<Row>`select belge_no, alici_vkn, durum from giden_kutusu
      where belge_tablosu = 'e_irsaliye' and belge_id in (${a}, ${b}) order by id`);
    expect(jobs).toEqual([
      { belge_no: sa.json.data.irsaliye_numarasi, alici_vkn: ORNEK_VKN, durum: 'bekliyor' },
      { belge_no: sb.json.data.irsaliye_numarasi, alici_vkn: ORNEK_VKN, durum: 'bekliyor' },
    ]);
    // Locked: no update, no delete, no second send.
    const upd = await api.update('e_irsaliye', a, { plaka: '06 ABC 1' });
    expect(upd.json.data.errors).toEqual({
      e_fatura_durumu_id: ['Gönderilmiş e-belge değiştirilemez; yalnızca taslaklar düzenlenebilir.'],
    });
    const del = await api.remove('e_irsaliye', a);
    expect(JSON.stringify(del.json)).toContain('Gönderilmiş e-belge silinemez');
    const again = await call('e_irsaliye/sendInvoice', { id: a });
    expect(again.json.data.message).toBe(
      'Bu belge daha önce gönderilmiş; yalnızca taslaklar gönderilebilir.',
    );
    first = { id: a, ettn: sa.json.data.ettn, number: sa.json.data.irsaliye_numarasi };
  }, 60_000);

  it('refuses a receiver who is not a registered user, before numbering', async () => {
    const id = await store(header({ tc: '1111111111', unvan: 'Kayıtsız Ticaret' }));
    const r = await call('e_irsaliye/sendInvoice', { id });
    expect(r.json.data.message).toBe(
      'E-İrsaliye gönderilemez: alıcı GİB e-İrsaliye sisteminde kayıtlı değildir.',
    );
    const row = (
      await q(sql<Row>`select e_fatura_durumu_id, irsaliye_numarasi from e_irsaliye where id = ${id}`)
    )[0];
    expect(row).toEqual({ e_fatura_durumu_id: 1, irsaliye_numarasi: null });
  });

  it('is delivered by the outbox worker to Örnek Gıda’s Gelen tab, with its lines', async () => {
    const worker = new OutboxWorker({
      db: t.database.db,
      integrator: new LocalIntegrator(t.database.db),
      id: 'w-irs',
    });
    expect(await worker.drain()).toBeGreaterThanOrEqual(2);
    const sent = (await q(sql<Row>`select ent_fatura_durumu from e_irsaliye where id = ${first.id}`))[0];
    expect(sent.ent_fatura_durumu).toBe('BASARIYLA TAMAMLANDI');
    const inbox = (
      await q(sql<Row>`select document_id, gonderen_vkn, gonderen_unvan, document_profile, irsaliye_tipi,
        irsaliye_satirlari, yanit_durumu from gelen_eirsaliye where department_id = ${ornekDept}
        and document_uuid = ${first.ettn}`)
    )[0];
    expect(inbox).toEqual({
      document_id: first.number,
      gonderen_vkn: '2910473856',
      gonderen_unvan: 'Demo Ticaret A.Ş.',
      document_profile: 'TEMELIRSALIYE',
      irsaliye_tipi: 'SEVK',
      irsaliye_satirlari: [
        { sira: '1', mal_hizmet_adi: 'Lazer Toner', miktar: '2', birim_kodu: expect.any(String) },
        { sira: '2', mal_hizmet_adi: 'Klavye Mouse Seti', miktar: '3.5', birim_kodu: expect.any(String) },
      ],
      yanit_durumu: 'YANIT BEKLENİYOR',
    });
    // The browser's poll finds nothing new; the list shows it to Örnek Gıda, not to Demo Ticaret.
    const poll = await call('gelen_eirsaliye/inbox/getInboxes', {}, ornekToken);
    expect(poll.json.data.yeni_kayit_sayisi).toBe(0);
    const list = await ornekApi.list('gelen_eirsaliye');
    expect(list.json.data.records.map((r: Row) => r.document_id)).toContain(first.number);
    // The sender's XML as queued, and the receiver's copy: each to its owner only.
    const out = await file('e_irsaliye/outbox/downloadMedia', { withXML: 'XML', parameter: first.ettn });
    expect(out.content).toContain(`<cbc:ID>${first.number}</cbc:ID>`);
    expect(
      (await file('e_irsaliye/outbox/downloadMedia', { withXML: 'XML', parameter: first.ettn }, ornekToken))
        .status,
    ).toBe(400);
    const got = await file(
      'gelen_eirsaliye/inbox/downloadMedia',
      { withXML: 'XML', parameter: first.ettn },
      ornekToken,
    );
    expect(got.content).toBe(out.content);
    expect(
      (await file('gelen_eirsaliye/inbox/downloadMedia', { withXML: 'XML', parameter: first.ettn })).status,
    ).toBe(400);
  }, 60_000);

  it('answers the waybill with a ReceiptAdvice GİB accepts; the sender sees its state', async () => {
    const reply = (extra: Row = {}) => ({
      invoiceUUID: first.ettn,
      firma_adres: ornekAddress,
      irsaliye_zamani: `${today} 00:00:01`,
      notlar: 'Teslim alındı.<br>Bir koli hasarlı.',
      fatura_on_eki_id: ornekPrefix,
      mal_hizmet: JSON.stringify([
        {
          mal_hizmet_adi: 'Lazer Toner',
          teslim_alinan_miktar: '2',
          kabul_edilmeyen_miktar: '1',
          aciklama: 'Kutu ezik geldi',
          eksik_miktar: '0',
          fazla_miktar: '0',
        },
        {
          mal_hizmet_adi: 'Klavye Mouse Seti',
          teslim_alinan_miktar: '3',
          eksik_miktar: '0.5',
          kabul_edilmeyen_miktar: '0',
          fazla_miktar: '0',
        },
      ]),
      ...extra,
    });
    const path = 'gelen_eirsaliye/inbox/sendReceiptAdvice';
    const refused = async (extra: Row) => (await call(path, reply(extra), ornekToken)).json.data.message;
    expect(await refused({ irsaliye_zamani: '' })).toBe('Lütfen zorunlu alanları doldurunuz.');
    expect(await refused({ fatura_on_eki_id: '' })).toBe('Lütfen zorunlu alanları doldurunuz.');
    expect(await refused({ irsaliye_zamani: '2099-01-01 10:00:00' })).toBe(
      'Yanıt zamanı ileri bir tarih olamaz.',
    );
    expect(
      await refused({
        mal_hizmet: JSON.stringify([
          { teslim_alinan_miktar: '2', kabul_edilmeyen_miktar: '1', aciklama: 'no' },
          { teslim_alinan_miktar: '3' },
        ]),
      }),
    ).toBe('1. satır: Reddedilecekse açıklama girilmek zorundadır. En az 3 hane olacak şekilde giriniz.');
    expect(await refused({ mal_hizmet: JSON.stringify([{ teslim_alinan_miktar: '-1' }, {}]) })).toBe(
      '1. satır: Teslim alınan miktar en az 0 değerini almalıdır.',
    );
    expect(await refused({ mal_hizmet: '[]' })).toBe(
      'Yanıt irsaliyenin 2 satırının her biri için bir satır içermelidir.',
    );
    // Demo Ticaret cannot answer Örnek Gıda's waybill.
    expect((await call(path, reply(), token)).json.data.message).toBe('fail.id');

    const ok = await call(path, reply(), ornekToken);
    expect(ok.json.data, JSON.stringify(ok.json)).toMatchObject({
      message: 'İrsaliye yanıtı gönderildi (KISMEN KABUL EDİLDİ).',
      yanit_durumu: 'KISMEN KABUL EDİLDİ',
    });
    expect(ok.json.data.yanit_numarasi).toMatch(new RegExp(`^IRS${today.slice(0, 4)}\\d{9}$`));
    const again = await call(path, reply(), ornekToken);
    expect(again.json.data.message).toBe('Bu irsaliyeye daha önce yanıt verilmiş.');

    const received = (
      await q(sql<Row>`select yanit_durumu, yanit_numarasi, yanit_notlar, yanit_mal_hizmet
      from gelen_eirsaliye where department_id = ${ornekDept} and document_uuid = ${first.ettn}`)
    )[0];
    expect(received.yanit_durumu).toBe('KISMEN KABUL EDİLDİ');
    expect(received.yanit_notlar).toBe('Teslim alındı.\nBir koli hasarlı.');
    expect(received.yanit_mal_hizmet[0]).toMatchObject({
      kabul_edilmeyen_miktar: '1',
      aciklama: 'Kutu ezik geldi',
    });
    const sender = (
      await q(sql<Row>`select yanit_durumu, yanit_mal_hizmet from e_irsaliye where id = ${first.id}`)
    )[0];
    expect(sender.yanit_durumu).toBe('KISMEN KABUL EDİLDİ');
    expect(sender.yanit_mal_hizmet[1]).toMatchObject({ eksik_miktar: '0.5' });

    const xml = (
      await file(
        'gelen_eirsaliye/inbox/downloadMedia',
        { withXML: 'XML', parameter: first.ettn, belge: 'yanit' },
        ornekToken,
      )
    ).content;
    expect(xml).toContain('<cbc:ReceiptAdviceTypeCode>SEVK</cbc:ReceiptAdviceTypeCode>');
    expect(xml).toContain(`<cbc:ID>${first.number}</cbc:ID>`);
    expect(xml).toContain('<cbc:RejectReason>Kutu ezik geldi</cbc:RejectReason>');
    const checked = await validateUbl(xml);
    expect(checked.valid, JSON.stringify(checked.issues)).toBe(true);
  }, 60_000);

  it('clears a reply the integrator refuses and gives its number back; the next reply takes it', async () => {
    const other = (
      await q(sql<Row>`select id, document_uuid from gelen_eirsaliye where department_id = ${ornekDept}
        and xml_icerik is not null and yanit_numarasi is null order by id limit 1`)
    )[0];
    const local = new LocalIntegrator(t.database.db);
    const input = {
      id: Number(other.id),
      firmaAdres: ornekAddress,
      time: `${today} 00:00:02`,
      notes: '',
      prefixId: ornekPrefix,
      lines: [{ teslim_alinan_miktar: '2' }, { teslim_alinan_miktar: '3.5' }],
    };
    const series = async () =>
      Number(
        (
          await q(sql<Row>`select last_no from belge_serileri where department_id = ${ornekDept}
            and table_name = 'gelen_eirsaliye'`)
        )[0].last_no,
      );
    const before = await series();
    const refusing = Object.assign(Object.create(local) as LocalIntegrator, {
      replyWaybill: async () => {
        throw new IntegratorError('Entegratör yanıtı kabul etmedi.', 'TEST', true);
      },
    });
    await expect(
      replyWaybill({
        db: t.database.db,
        integrator: refusing,
        departmentId: ornekDept,
        now: new Date(),
        input,
      }),
    ).rejects.toThrow('Entegratör yanıtı kabul etmedi.');
    const cleared = (
      await q(
        sql<Row>`select yanit_numarasi, yanit_durumu, yanit_xml from gelen_eirsaliye where id = ${other.id}`,
      )
    )[0];
    expect(cleared).toEqual({ yanit_numarasi: null, yanit_durumu: 'YANIT BEKLENİYOR', yanit_xml: null });
    expect(await series()).toBe(before);
    const done = await replyWaybill({
      db: t.database.db,
      integrator: local,
      departmentId: ornekDept,
      now: new Date(),
      input,
    });
    expect(done.state).toBe('KABUL EDİLDİ');
    expect(Number(done.number.slice(7))).toBe(before + 1);
    const sender = (
      await q(sql<Row>`select yanit_durumu from e_irsaliye where ettn = ${other.document_uuid}`)
    )[0];
    expect(sender.yanit_durumu).toBe('KABUL EDİLDİ');
  }, 60_000);
});
