import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  demoCards,
  idWhere,
  lineRows,
  THREE_LINE_TOTALS,
  threeLines,
  totalsOf,
  type Cards,
} from '../documents/document.test-kit';
import { DEMO_ADMIN, departmentOf, tablesApi } from '../tables/table.test-kit';
import { createTestContext, type TestContext } from '../test/harness';
import { validateUbl } from './validate';
import { turkishToday } from '../auth/user-info.service';

// The e-invoice forms (e_fatura, e_arsiv_fatura; issue 13 item 1, docs/e-documents.md "The forms") over HTTP as the
// demo company's admin: the sales invoice's calculation on a draft, the required fields and messages of 002 §5, the
// scenario and type GİB allows, the rules of the form run by the server (SGK, KAMU, TCKN), the payment info, the
// lock of a sent document, and the XML of a saved e-Fatura and e-Arşiv that GİB's XSD and schematron accept.

type Row = Record<string, unknown>;

let t: TestContext;
let token: string;
let api: ReturnType<typeof tablesApi>;
let dept: number;
let cards: Cards;
let customer: Row;
let prefix: { efatura: number; arsiv: number };

/** The demo withholding lines, each with its name as the stock / service fill of the form gives it. */
const lines = (n = 3) =>
  threeLines(cards)
    .slice(0, n)
    .map((l, i) => (i === 1 ? { ...l, mal_hizmet: 'Klavye Mouse Seti' } : l));

beforeAll(async () => {
  t = await createTestContext();
  token = await t.login(DEMO_ADMIN);
  api = tablesApi(t, token);
  dept = await departmentOf(t, DEMO_ADMIN);
  cards = await demoCards(t, dept);
  const r = await sql<Row>`select c.tc, c.unvan, c.cari_hesap_adi, c.vergi_daireleri_id,
      a.id as adres_id, a.ulkeler_id, a.sehirler_id, a.ilceler_id, a.mahalle_adi, a.sokak_adi, a.bina_no, a.posta_kodu
    from cari_hesap c join adres a on a.cari_hesap_id = c.id
    where c.id = ${cards.cari} order by a.varsayilan desc, a.id limit 1`.execute(t.database.db);
  customer = r.rows[0];
  const byPlace = (yer: number) =>
    idWhere(
      t,
      sql<{
        id: number;
      }>`select id from fatura_on_ekleri where department_id = ${dept} and on_ek_yeri_id = ${yer}`,
    );
  prefix = { efatura: await byPlace(1), arsiv: await byPlace(2) };
});
afterAll(() => t.close());

/** An e-Fatura header as the form sends it after the customer and its address filled it. */
const header = (extra: Row = {}): Row => ({
  cari_hesap_id: cards.cari,
  adres_id: customer.adres_id,
  tc: customer.tc,
  unvan: customer.unvan ?? customer.cari_hesap_adi,
  vergi_daireleri_id: customer.vergi_daireleri_id,
  ulkeler_id: customer.ulkeler_id,
  sehirler_id: customer.sehirler_id,
  ilceler_id: customer.ilceler_id,
  mahalle_adi: customer.mahalle_adi,
  sokak_adi: customer.sokak_adi,
  bina_no: customer.bina_no,
  posta_kodu: customer.posta_kodu,
  fatura_on_eki_id: prefix.efatura,
  fatura_senaryo_id: 1,
  fatura_tipi_id: 3,
  fatura_tarihi: '2026-03-02',
  para_birimi_id: 1,
  döviz_kuru: '1',
  mal_hizmet_json: JSON.stringify(lines()),
  ...extra,
});

async function store(table: string, values: Row) {
  const r = await api.store(table, values);
  expect(r.json.data, JSON.stringify(r.json)).toMatchObject({ message: 'success' });
  return r.json.data.id as number;
}

const count = async (table: string) =>
  Number(
    (await sql<{ n: number }>`select count(*)::int as n from ${sql.table(table)}`.execute(t.database.db))
      .rows[0].n,
  );

/** downloadMedia of a record: the decoded file and its name. */
async function media(table: string, body: Row) {
  const res = await t.app.request(
    `/api/v1/${token}/tables/${table}/downloadMedia`,
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

describe('an e-Fatura draft', () => {
  it('is stored with its lines as a draft with an ETTN, and the server computes every amount', async () => {
    const id = await store('e_fatura', header());
    const shown = (await api.show('e_fatura', id)).json.data.record;
    expect(totalsOf(shown)).toEqual(THREE_LINE_TOTALS);
    expect(shown.ettn).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(shown.e_fatura_durumu_id).toBe('Taslak');
    // The number is given when it is sent.
    expect(shown.e_fatura_numarasi).toBeNull();
    const rows = await lineRows(t, 'e_fatura_mal_hizmet', 'bagli_efatura_id', id);
    expect(rows.map((r) => [r.sira_no, r.mal_hizmet_tutari, r.kdv_tutari, r.kdv_tevkifat_tutari])).toEqual([
      [1, '3591.00', '718.20', '0.00'],
      [2, '300.00', '60.00', '0.00'],
      [3, '3400.00', '680.00', '476.00'],
    ]);
    // Listed in the Taslak tab, not in Giden.
    const tab = async (status: string) =>
      (
        await api.list('e_fatura', {
          filters: { e_fatura_durumu_id: { type: 1, guiType: 'select:static', filter: [status] } },
          limit: 1000,
        })
      ).json.data.records.map((r: Row) => Number(r.id));
    expect(await tab('1')).toContain(id);
    expect(await tab('2')).not.toContain(id);
  });

  it('is updated as a draft: new lines are recomputed, the old version archived, the ETTN kept', async () => {
    const id = await store('e_fatura', header());
    const before = (await api.show('e_fatura', id)).json.data.record;
    const r = await api.update('e_fatura', id, {
      fatura_tipi_id: 2,
      mal_hizmet_json: JSON.stringify([{ ...lines(2)[1], miktar: '10' }]),
    });
    expect(r.json.data, JSON.stringify(r.json)).toEqual({ message: 'success', id });
    const after = (await api.show('e_fatura', id)).json.data.record;
    // 10 × 120.00 KDV included = 1 000.00 + KDV 200.00.
    expect(after).toMatchObject({ odenecek_tutar: '1200.00', hesaplanan_kdv: '200.00', ettn: before.ettn });
    expect(after.e_fatura_durumu_id).toBe('Taslak');
    expect(await lineRows(t, 'e_fatura_mal_hizmet', 'bagli_efatura_id', id)).toHaveLength(1);
    const archived = await sql<Row>`select action from archive where table_name = 'e_fatura'
      and record_id = ${id}`.execute(t.database.db);
    expect(archived.rows.length).toBeGreaterThan(0);
  });

  it('answers the required fields of 002 §5 with their Turkish messages and stores nothing', async () => {
    const before = await count('e_fatura');
    const r = await api.store('e_fatura', {
      mal_hizmet_json: '[]',
      fatura_senaryo_id: '',
      fatura_tipi_id: '',
      ulkeler_id: '',
      fatura_tarihi: '',
    });
    expect(r.json.data.message).toBe('error');
    expect(r.json.data.errors).toMatchObject({
      fatura_senaryo_id: ['Fatura Senaryosu alanı zorunludur.'],
      fatura_tipi_id: ['Fatura Tipi alanı zorunludur.'],
      unvan: ['Ünvan alanı zorunludur.'],
      ulkeler_id: ['Ülke alanı zorunludur.'],
      fatura_tarihi: ['Fatura Tarihi alanı zorunludur.'],
      fatura_on_eki_id: ['Fatura Ön Eki alanı zorunludur.'],
      vergi_daireleri_id: ['Vergi Dairesi alanı zorunludur.'],
    });
    expect(await count('e_fatura')).toBe(before);
  });

  it('takes only the e-Fatura scenarios, and a type the scenario allows', async () => {
    const archive = await api.store('e_fatura', header({ fatura_senaryo_id: 3 }));
    expect(archive.json.data.errors).toEqual({
      fatura_senaryo_id: ['e-Arşiv senaryosundaki fatura e-Arşiv Fatura ekranından düzenlenir.'],
    });
    // GİB: a commercial invoice cannot be a return.
    const r = await api.store(
      'e_fatura',
      header({
        fatura_senaryo_id: 2,
        fatura_tipi_id: 1,
        iade_fatura_numarasi: 'DEF2026000000001',
        iade_fatura_tarihi: '2026-02-01',
        mal_hizmet_json: JSON.stringify(lines(2)),
      }),
    );
    expect(r.json.data.errors).toEqual({
      fatura_tipi_id: ['Ticari Fatura senaryosunda İade tipinde fatura düzenlenemez.'],
    });
  });

  it("runs the form's rules on save: SGK fields for an SGK invoice, IBAN for KAMU, name for a TCKN", async () => {
    const two = JSON.stringify(lines(2));
    const sgk = await api.store('e_fatura', header({ fatura_tipi_id: 9, mal_hizmet_json: two }));
    expect(sgk.json.data.errors).toEqual({
      sgk_fatura_tipi_id: ['SGK Fatura Tipi alanı zorunludur.'],
      mukellef_kodu: ['Mükellef Kodu alanı zorunludur.'],
      mukellef_adi: ['Mükellef Adı alanı zorunludur.'],
      dosya_no: ['Dosya No alanı zorunludur.'],
    });
    const kamu = await api.store(
      'e_fatura',
      header({ fatura_senaryo_id: 4, fatura_tipi_id: 2, mal_hizmet_json: two }),
    );
    expect(kamu.json.data.errors).toEqual({
      kamu_odeme_sekli_id: ['Ödeme Şekli alanı zorunludur.'],
      kamu_iban: ['IBAN alanı zorunludur.'],
    });
    const person = await api.store(
      'e_fatura',
      header({ tc: '10000000146', fatura_tipi_id: 2, mal_hizmet_json: two }),
    );
    expect(person.json.data.errors).toEqual({
      name_basic: ['Adı alanı zorunludur.'],
      surname: ['Soyadı alanı zorunludur.'],
    });
    // GİB needs a name on every line: a line whose name was emptied is refused.
    const unnamed = await api.store(
      'e_fatura',
      header({ fatura_tipi_id: 2, mal_hizmet_json: JSON.stringify([{ ...lines(2)[1], mal_hizmet: '' }]) }),
    );
    expect(unnamed.json.data.message).toBe('error');
    expect(JSON.stringify(unnamed.json.data.errors)).toContain('Bu alan zorunludur.');
  });

  it('keeps the payment info as kamu_json, and a sent e-Fatura can no longer be changed', async () => {
    const id = await store(
      'e_fatura',
      header({
        fatura_senaryo_id: 4,
        fatura_tipi_id: 2,
        mal_hizmet_json: JSON.stringify(lines(2)),
        kamu_odeme_sekli_id: '2',
        kamu_odeme_kanali_id: '1',
        kamu_iban: 'TR33 0006 1005 1978 6457 8413 26',
        kamu_aciklama: 'Hakediş ödemesi',
      }),
    );
    const stored = (await sql<Row>`select kamu_json from e_fatura where id = ${id}`.execute(t.database.db))
      .rows[0];
    expect(stored.kamu_json).toMatchObject({
      odeme_sekli: '42',
      odeme_kanali: 'BANKA',
      iban: 'TR330006100519786457841326',
      aciklama: 'Hakediş ödemesi',
    });
    // Its XML (KAMU) passes GİB's checks with the IBAN as the payee's account.
    const xml = await media('e_fatura', { id, mediaType: 'xml' });
    expect(xml.status, xml.text).toBe(200);
    expect(xml.content).toContain('TR330006100519786457841326');
    const checked = await validateUbl(xml.content);
    expect(checked.issues).toEqual([]);

    await sql`update e_fatura set e_fatura_durumu_id = 2 where id = ${id}`.execute(t.database.db);
    const r = await api.update('e_fatura', id, { description: 'sonradan' });
    expect(r.json.data.errors).toEqual({
      e_fatura_durumu_id: ['Gönderilmiş e-belge değiştirilemez; yalnızca taslaklar düzenlenebilir.'],
    });
  });

  it("answers the saved e-Fatura's XML, which passes GİB's XSD and schematron, by id and by ETTN", async () => {
    const id = await store('e_fatura', header({ description: 'Mart ayı bakım' }));
    const record = (await api.show('e_fatura', id)).json.data.record;
    const byId = await media('e_fatura', { id, mediaType: 'xml' });
    expect(byId.status, byId.text).toBe(200);
    // A draft has no number yet: its prefix and year with zeros.
    expect(byId.name).toBe('DEF2026000000000.xml');
    expect(byId.content).toContain(`<cbc:UUID>${record.ettn}</cbc:UUID>`);
    expect(byId.content).toContain('<cbc:ProfileID>TEMELFATURA</cbc:ProfileID>');
    expect(byId.content).toContain('<cbc:PayableAmount currencyID="TRY">8273.20</cbc:PayableAmount>');
    const checked = await validateUbl(byId.content);
    expect(checked.issues).toEqual([]);
    expect(checked.valid).toBe(true);
    const byUuid = await media('e_fatura', { documentUuid: record.ettn, mediaType: 'xml' });
    expect(byUuid.content).toBe(byId.content);
  });
  it('offers and takes only the XSLT templates of its own type', async () => {
    const template = async (name: string, type: number) =>
      idWhere(
        t,
        sql<{ id: number }>`insert into xslt (department_id, name_basic, xslt_tur_id, xslt_dosya)
          values (${dept}, ${name}, ${type}, '[]'::jsonb) returning id`,
      );
    const fatura = await template('Kurumsal Fatura', 1);
    const irsaliye = await template('Sevk Şablonu', 3);
    const offered = (await api.select('e_fatura', 'fatura_xslt_id')).json.results.map((r: Row) => r.id);
    expect(offered).toContain(fatura);
    expect(offered).not.toContain(irsaliye);
    const r = await api.store('e_fatura', header({ fatura_xslt_id: irsaliye }));
    expect(r.json.data.errors).toEqual({ fatura_xslt_id: ['XSLT Şablonu için geçerli bir seçim yapınız.'] });
    const id = await store('e_fatura', header({ fatura_xslt_id: fatura }));
    expect((await api.show('e_fatura', id)).json.data.record.fatura_xslt_id).toBe('Kurumsal Fatura');
  });
});

describe('an export (İhracat) e-Fatura', () => {
  /** An export of dried apricots to a buyer in Berlin, in EUR, KDV-exempt (301) as the form sends it. */
  async function exportHeader(extra: Row = {}, line: Row = {}): Promise<Row> {
    const one = async (q: ReturnType<typeof sql<{ id: number }>>) => idWhere(t, q);
    const germany = await one(sql<{ id: number }>`select id from ulkeler where kod = 'DE'`);
    const exemption = await one(sql<{ id: number }>`select id from istisna_kodlari where kod = '301'`);
    return header({
      fatura_senaryo_id: 5,
      fatura_tipi_id: 4,
      tc: '2222222222',
      unvan: 'Müller Lebensmittel Handels GmbH',
      ulkeler_id: germany,
      sehirler_id: '',
      ilceler_id: '',
      sehirler_input: 'Berlin',
      ilceler_input: 'Mitte',
      sokak_adi: 'Friedrichstraße',
      bina_no: '68',
      posta_kodu: '10117',
      para_birimi_id: 3,
      döviz_kuru: '48.2145',
      mal_hizmet_json: JSON.stringify([
        {
          ...lines(1)[0],
          mal_hizmet: 'Kuru Kayısı (12,5 kg koli)',
          iskonto_orani: '0',
          kdv_id: 5,
          kdv_istisna_muafiyet_sebebi_id: exemption,
          ...line,
        },
      ]),
      ...extra,
    });
  }

  it("requires the delivery terms, the transport mode and each line's GTİP, and hides them elsewhere", async () => {
    const r = await api.store('e_fatura', await exportHeader());
    expect(r.json.data.errors).toMatchObject({
      teslim_sarti_id: ['Teslim Şartı alanı zorunludur.'],
      gonderilme_sekli_id: ['Gönderilme Şekli alanı zorunludur.'],
    });
    expect(JSON.stringify(r.json.data.errors)).toContain('Bu alan zorunludur.');
    // On a domestic invoice the export fields are cleared by the form's rules, on the server too.
    const id = await store(
      'e_fatura',
      header({ teslim_sarti_id: '4', alici_vergi_no: 'DE811907980', description: 'yurt içi' }),
    );
    const row = (
      await sql<Row>`select teslim_sarti_id, alici_vergi_no from e_fatura where id = ${id}`.execute(
        t.database.db,
      )
    ).rows[0];
    expect(row).toEqual({ teslim_sarti_id: null, alici_vergi_no: null });
  });

  it("is built for GİB's customs administration with the buyer abroad, the terms, GTİP and package, and passes GİB's checks", async () => {
    const id = await store(
      'e_fatura',
      await exportHeader(
        { alici_vergi_no: 'DE811907980', teslim_sarti_id: '4', gonderilme_sekli_id: '3' },
        { gtip_no: '081310000000', kap_cinsi: 'BX', kap_no: 'MLR-2026-01', kap_adedi: '100' },
      ),
    );
    const lineRow = (await lineRows(t, 'e_fatura_mal_hizmet', 'bagli_efatura_id', id))[0];
    expect(lineRow).toMatchObject({ gtip_no: '081310000000', kap_cinsi: 'BX', kap_no: 'MLR-2026-01' });
    const xml = await media('e_fatura', { id, mediaType: 'xml' });
    expect(xml.status, xml.text).toBe(200);
    const c = xml.content;
    expect(c).toContain('<cbc:ProfileID>IHRACAT</cbc:ProfileID>');
    // The customs administration receives it; the buyer abroad is BuyerCustomerParty with its tax number there.
    expect(c).toMatch(/<cac:AccountingCustomerParty>[\s\S]*1460415308[\s\S]*<\/cac:AccountingCustomerParty>/);
    expect(c).toMatch(
      /<cac:BuyerCustomerParty>[\s\S]*EXPORT[\s\S]*Müller Lebensmittel Handels GmbH[\s\S]*Berlin[\s\S]*DE811907980[\s\S]*<\/cac:BuyerCustomerParty>/,
    );
    expect(c).toContain('<cbc:ID schemeID="INCOTERMS">FOB</cbc:ID>');
    expect(c).toContain('<cbc:TransportModeCode>3</cbc:TransportModeCode>');
    expect(c).toContain('<cbc:RequiredCustomsID>081310000000</cbc:RequiredCustomsID>');
    expect(c).toMatch(
      /<cac:ActualPackage>\s*<cbc:ID>MLR-2026-01<\/cbc:ID>\s*<cbc:Quantity>100<\/cbc:Quantity>\s*<cbc:PackagingTypeCode>BX<\/cbc:PackagingTypeCode>/,
    );
    // The company's own tax office (Demo Ticaret: Şişli), which GİB requires of an export invoice's seller.
    expect(c).toMatch(
      /<cac:AccountingSupplierParty>[\s\S]*<cac:PartyTaxScheme>\s*<cac:TaxScheme>\s*<cbc:Name>Şişli Vergi Dairesi Müdürlüğü<\/cbc:Name>/,
    );
    const checked = await validateUbl(c);
    expect(checked.issues).toEqual([]);
    expect(checked.valid).toBe(true);

    // Sent to the customs administration (a registered e-invoice user), not to the buyer's 2222222222.
    const res = await t.app.request(
      `/api/v1/${token}/tables/e_fatura/sendInvoice`,
      { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ id }) },
      { incoming: { socket: { remoteAddress: t.address } } },
    );
    const sent = (await res.json()) as { data: Row };
    expect(sent.data, JSON.stringify(sent)).toMatchObject({ message: 'Fatura gönderildi.' });
    const job = (
      await sql<Row>`select alici_vkn from giden_kutusu where belge_tablosu = 'e_fatura' and belge_id = ${id}`.execute(
        t.database.db,
      )
    ).rows[0];
    expect(job.alici_vkn).toBe('1460415308');
  });

  it('is refused in Turkish when the buyer is not abroad', async () => {
    const id = await store(
      'e_fatura',
      await exportHeader(
        {
          ulkeler_id: customer.ulkeler_id,
          sehirler_id: customer.sehirler_id,
          ilceler_id: customer.ilceler_id,
          teslim_sarti_id: '4',
          gonderilme_sekli_id: '3',
        },
        { gtip_no: '081310000000' },
      ),
    );
    const xml = await media('e_fatura', { id, mediaType: 'xml' });
    expect(xml.status).toBe(400);
    expect(xml.text).toContain(
      'İhracat faturasında alıcının adresi yurt dışında olmalıdır (Ülke Türkiye olamaz).',
    );
  });
});

describe('an e-Arşiv draft', () => {
  it('needs its time and sending type, and is always an EARSIVFATURA', async () => {
    const r = await api.store(
      'e_arsiv_fatura',
      header({ fatura_on_eki_id: prefix.arsiv, fatura_saati: '', gonderim_sekli_id: '' }),
    );
    expect(r.json.data.errors).toMatchObject({
      fatura_saati: ['Fatura Saati alanı zorunludur.'],
      gonderim_sekli_id: ['Gönderim Şekli alanı zorunludur.'],
    });
  });

  it("is stored with the scenario e-Arşiv whatever was sent, and its XML passes GİB's e-Arşiv checks", async () => {
    const id = await store(
      'e_arsiv_fatura',
      header({
        fatura_on_eki_id: prefix.arsiv,
        fatura_senaryo_id: 1,
        fatura_saati: '14:35',
        gonderim_sekli_id: '2',
      }),
    );
    const row = (
      await sql<Row>`select fatura_senaryo_id, fatura_saati, odenecek_tutar from e_arsiv_fatura where id = ${id}`.execute(
        t.database.db,
      )
    ).rows[0];
    expect(row).toMatchObject({ fatura_senaryo_id: 3, fatura_saati: '14:35:00', odenecek_tutar: '8273.20' });
    expect(await lineRows(t, 'e_arsiv_mal_hizmet', 'bagli_efatura_id', id)).toHaveLength(3);
    const xml = await media('e_arsiv_fatura', { id, mediaType: 'xml' });
    expect(xml.status, xml.text).toBe(200);
    expect(xml.name).toBe('ARS2026000000000.xml');
    expect(xml.content).toContain('<cbc:ProfileID>EARSIVFATURA</cbc:ProfileID>');
    expect(xml.content).toContain('<cbc:IssueTime>14:35:00</cbc:IssueTime>');
    expect(xml.content).toContain('KAGIT');
    const checked = await validateUbl(xml.content);
    expect(checked.issues).toEqual([]);
    expect(checked.valid).toBe(true);
  });
});

describe('an e-Arşiv internet sale (gonderim_sekli_id 3)', () => {
  const internet = (extra: Row = {}) =>
    header({
      fatura_on_eki_id: prefix.arsiv,
      fatura_saati: '10:15',
      gonderim_sekli_id: '3',
      ...extra,
    });

  it('needs the web address and payment type; a card payment its date, an intermediary its name, a carrier its name and place', async () => {
    const bare = await api.store('e_arsiv_fatura', internet());
    expect(bare.json.data.errors).toMatchObject({
      internet_web_adresi: ['Web Adresi alanı zorunludur.'],
      internet_odeme_sekli_id: ['Ödeme Türü alanı zorunludur.'],
    });
    const paid = await api.store(
      'e_arsiv_fatura',
      internet({
        internet_web_adresi: 'https://www.ornekmagaza.com.tr',
        internet_odeme_sekli_id: '4',
        internet_tasiyici_vkn: '1234567890',
      }),
    );
    expect(Object.keys(paid.json.data.errors ?? {}).sort()).toEqual([
      'internet_gonderim_tarihi',
      'internet_odeme_aracisi',
      'internet_odeme_tarihi',
      'internet_tasiyici_il',
      'internet_tasiyici_ilce',
      'internet_tasiyici_unvan',
    ]);
  });

  it("writes the web address, PaymentMeans and the carrier's Delivery, and passes GİB's e-Arşiv XSD and schematron", async () => {
    const id = await store(
      'e_arsiv_fatura',
      internet({
        internet_web_adresi: 'https://www.ornekmagaza.com.tr',
        internet_odeme_sekli_id: '4',
        internet_odeme_tarihi: '2026-03-01',
        internet_odeme_aracisi: 'iyzico',
        internet_tasiyici_vkn: '1234567890',
        internet_tasiyici_unvan: 'Hızlı Kargo A.Ş.',
        internet_tasiyici_il: 'İstanbul',
        internet_tasiyici_ilce: 'Kadıköy',
        internet_gonderim_tarihi: '2026-03-02',
      }),
    );
    const xml = (await media('e_arsiv_fatura', { id, mediaType: 'xml' })).content;
    expect(xml).toContain('<cbc:WebsiteURI>https://www.ornekmagaza.com.tr</cbc:WebsiteURI>');
    expect(xml).toMatch(
      /<cac:PaymentMeans>\s*<cbc:PaymentMeansCode>ZZZ<\/cbc:PaymentMeansCode>\s*<cbc:PaymentDueDate>2026-03-01<\/cbc:PaymentDueDate>\s*<cbc:PaymentChannelCode>iyzico<\/cbc:PaymentChannelCode>\s*<cbc:InstructionNote>ODEMEARACISI<\/cbc:InstructionNote>/,
    );
    expect(xml).toMatch(
      /<cac:Delivery>\s*<cac:CarrierParty>\s*<cac:PartyIdentification>\s*<cbc:ID schemeID="VKN">1234567890</,
    );
    expect(xml).toContain('<cbc:Name>Hızlı Kargo A.Ş.</cbc:Name>');
    expect(xml).toContain('<cbc:ActualDespatchDate>2026-03-02</cbc:ActualDespatchDate>');
    expect(xml).toContain('ELEKTRONIK');
    const checked = await validateUbl(xml);
    expect(checked.issues).toEqual([]);
    expect(checked.valid).toBe(true);
    // Another sending: the internet fields are cleared by the rules and nothing of them is written.
    const paper = await store(
      'e_arsiv_fatura',
      internet({ gonderim_sekli_id: '2', internet_web_adresi: 'https://www.ornekmagaza.com.tr' }),
    );
    const row = (
      await sql<Row>`select internet_web_adresi from e_arsiv_fatura where id = ${paper}`.execute(
        t.database.db,
      )
    ).rows[0];
    expect(row.internet_web_adresi).toBeNull();
    const plain = (await media('e_arsiv_fatura', { id: paper, mediaType: 'xml' })).content;
    expect(plain).not.toContain('WebsiteURI');
    expect(plain).not.toContain('<cac:Delivery>');
  });
});

describe('the demo e-invoices', () => {
  it("are whole documents whose XML passes GİB's XSD and schematron", async () => {
    const today = turkishToday(new Date());
    for (const table of ['e_fatura', 'e_arsiv_fatura']) {
      const rows = (
        await sql<Row>`select id, cari_hesap_id, odenecek_tutar from ${sql.table(table)}
          where department_id = ${dept} and fatura_tarihi <= ${today} order by id`.execute(t.database.db)
      ).rows.filter((r) => r.cari_hesap_id !== null);
      expect(rows.length, table).toBeGreaterThan(0);
      const demo = rows[0];
      expect(Number(demo.odenecek_tutar)).toBeGreaterThan(0);
      const xml = await media(table, { id: demo.id, mediaType: 'xml' });
      expect(xml.status, xml.text).toBe(200);
      const checked = await validateUbl(xml.content);
      expect(checked.issues, table).toEqual([]);
    }
  });
});
