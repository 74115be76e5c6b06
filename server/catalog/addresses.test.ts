import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { archiveActions, DEMO_ADMIN, departmentOf, ORNEK_USER, tablesApi } from '../tables/table.test-kit';
import { createTestContext, type TestContext } from '../test/harness';

// The address tables over HTTP: company addresses (firma_adres) and current-account addresses (adres), their
// company isolation, the invoice's dependent address select, the required addresses of an invoice with their
// defaults, one default address per customer, and the demo data that gives every customer and company one.

type Row = Record<string, any>;

let t: TestContext;
let demo: ReturnType<typeof tablesApi>;
let ornek: ReturnType<typeof tablesApi>;
let demoDept: number;
let ornekDept: number;

const q = async <T = Row>(query: ReturnType<typeof sql<T>>) => (await query.execute(t.database.db)).rows;
const idOf = async (table: string, column: string, value: string, dept: number) =>
  Number(
    (
      await q<{ id: number }>(
        sql`select id from ${sql.table(table)} where ${sql.ref(column)} = ${value} and department_id = ${dept}`,
      )
    )[0].id,
  );
const district = async (il: number, name: string) =>
  Number(
    (
      await q<{ id: number }>(sql`select id from ilceler where sehirler_id = ${il} and name_basic = ${name}`)
    )[0].id,
  );
const addressesOf = async (cari: number) =>
  (await q<{ id: number }>(sql`select id from adres where cari_hesap_id = ${cari} order by id`)).map((r) =>
    Number(r.id),
  );

let seq = 0;
const header = (extra: Row): Row => ({
  fatura_senaryo_id: 1,
  fatura_tipi_id: 2,
  fatura_numarasi: `ADR2026${String(++seq).padStart(9, '0')}`,
  fatura_tarihi: '2026-03-10',
  para_birimi_id: 1,
  döviz_kuru: '1',
  // A document needs a line (docs/document-numbers.md, "Lines"): one hour of the demo company's maintenance.
  mal_hizmet_json: JSON.stringify([
    {
      mal_hizmet_turu_id: 2,
      hizmet_ve_masraf_kartlari_id: bakim,
      miktar: '1',
      birim_id: 1,
      birim_fiyat: '850',
      kdv_id: 9,
    },
  ]),
  ...extra,
});
let bakim = 0;

beforeAll(async () => {
  t = await createTestContext();
  demo = tablesApi(t, await t.login(DEMO_ADMIN));
  ornek = tablesApi(t, await t.login(ORNEK_USER));
  demoDept = await departmentOf(t, DEMO_ADMIN);
  ornekDept = await departmentOf(t, ORNEK_USER);
  bakim = Number(
    (
      await q<{ id: number }>(sql`select id from hizmet_ve_masraf_kartlari where department_id = ${demoDept}
        and hizmet_masraf_kodu = 'HZM-002'`)
    )[0].id,
  );
});
afterAll(() => t.close());

describe('demo data', () => {
  it('gives every current account a default "Merkez" address made of its own address fields', async () => {
    const rows = await q(sql<Row>`
      select c.cari_hesap_adi, a.adres_basligi, a.varsayilan, a.sehirler_id = c.sehirler_id as same_il,
        a.ilceler_id = c.ilceler_id as same_ilce, a.sokak_adi = c.sokak_adi as same_sokak
      from cari_hesap c left join adres a on a.cari_hesap_id = c.id`);
    expect(rows.length).toBe(11);
    for (const r of rows)
      expect(r, r.cari_hesap_adi).toMatchObject({
        adres_basligi: 'Merkez',
        varsayilan: true,
        same_il: true,
        same_ilce: true,
        same_sokak: true,
      });
  });

  it('gives each demo company a "Merkez" company address in parts', async () => {
    const rows = await q(sql`
      select d.name_basic, f.adres_basligi, f.varsayilan, s.name_basic as il, i.name_basic as ilce, f.mahalle_adi,
        f.sokak_adi, f.bina_no, f.posta_kodu
      from departments d join firma_adres f on f.department_id = d.id
      join sehirler s on s.id = f.sehirler_id join ilceler i on i.id = f.ilceler_id
      where d.id in (${demoDept}, ${ornekDept}) order by d.id`);
    expect(rows).toEqual([
      {
        name_basic: 'Demo Ticaret A.Ş.',
        adres_basligi: 'Merkez',
        varsayilan: true,
        il: 'İstanbul',
        ilce: 'Şişli',
        mahalle_adi: 'Harbiye',
        sokak_adi: 'Halaskargazi Caddesi',
        bina_no: '214',
        posta_kodu: '34373',
      },
      {
        name_basic: 'Örnek Gıda Ltd. Şti.',
        adres_basligi: 'Merkez',
        varsayilan: true,
        il: 'İzmir',
        ilce: 'Kemalpaşa',
        mahalle_adi: 'Kemalpaşa OSB',
        sokak_adi: 'Ankara Asfaltı Caddesi',
        bina_no: '28',
        posta_kodu: '35730',
      },
    ]);
  });

  it("puts the customer's and the company's addresses, with the address parts, on every demo invoice", async () => {
    for (const table of ['satis_fatura', 'alis_fatura']) {
      const rows = await q(sql<Row>`
        select t.fatura_numarasi, a.cari_hesap_id = t.cari_hesap_id as own_customer,
          f.department_id = t.department_id as own_company, t.sehirler_id = a.sehirler_id as same_il,
          t.sokak_adi = a.sokak_adi as same_sokak
        from ${sql.table(table)} t join adres a on a.id = t.adres_id join firma_adres f on f.id = t.firma_adres_id`);
      expect(rows.length, table).toBeGreaterThan(0);
      for (const r of rows)
        expect(r, r.fatura_numarasi).toMatchObject({
          own_customer: true,
          own_company: true,
          same_il: true,
          same_sokak: true,
        });
    }
  });
});

describe('company isolation', () => {
  it("lists, shows and edits only the caller's company addresses", async () => {
    const demoIds = (
      await q<{ id: number }>(sql`select id from adres where department_id = ${demoDept}`)
    ).map((r) => Number(r.id));
    const demoFirma = await idOf('firma_adres', 'adres_basligi', 'Merkez', demoDept);
    for (const table of ['adres', 'firma_adres']) {
      const list = (await ornek.list(table, { limit: 100 })).json.data;
      expect(list.records.length, table).toBeGreaterThan(0);
      for (const r of list.records) expect(Number(r.department_id), table).toBe(ornekDept);
    }
    const foreign = [...demoIds.map((id) => ['adres', id] as const), ['firma_adres', demoFirma] as const];
    for (const [table, id] of foreign) {
      expect((await ornek.show(table, id)).json.data.message).toBe('fail.id');
      expect((await ornek.edit(table, id)).json.data.message).toBe('fail.id');
      expect((await ornek.update(table, id, { adres_basligi: 'Ele geçirildi' })).json.data.message).toBe(
        'fail.id',
      );
      expect((await ornek.remove(table, id)).json.data.message).toBe('fail.id');
    }
    expect(
      (await q(sql`select 1 from adres where adres_basligi = 'Ele geçirildi'`)).length +
        (await q(sql`select 1 from firma_adres where adres_basligi = 'Ele geçirildi'`)).length,
    ).toBe(0);
  });

  it("refuses another company's customer on an address and another company's addresses on an invoice", async () => {
    const demoCari = await idOf('cari_hesap', 'cari_hesap_adi', 'Ege Zeytincilik', demoDept);
    const r = await ornek.store('adres', {
      cari_hesap_id: demoCari,
      adres_basligi: 'Depo',
      sehirler_id: 35,
      ilceler_id: 3501,
    });
    expect(r.json.data.errors).toEqual({ cari_hesap_id: ['Cari Hesap için geçerli bir seçim yapınız.'] });

    const ornekCari = await idOf('cari_hesap', 'cari_hesap_adi', 'Kemalpaşa Un Sanayi', ornekDept);
    const [ornekAdres] = await addressesOf(ornekCari);
    const ornekFirma = await idOf('firma_adres', 'adres_basligi', 'Merkez', ornekDept);
    const stored = await demo.store(
      'satis_fatura',
      header({ cari_hesap_id: demoCari, adres_id: ornekAdres, firma_adres_id: ornekFirma }),
    );
    expect(stored.json.data.errors).toEqual({
      adres_id: ['Adres için geçerli bir seçim yapınız.'],
      firma_adres_id: ['Firma Adresi için geçerli bir seçim yapınız.'],
    });
  });

  it('offers in the select data only the own company addresses', async () => {
    const ornekFirma = await idOf('firma_adres', 'adres_basligi', 'Merkez', ornekDept);
    const options = (await demo.select('satis_fatura', 'firma_adres_id')).json.results;
    expect(options).toEqual([
      { id: await idOf('firma_adres', 'adres_basligi', 'Merkez', demoDept), text: 'Merkez' },
    ]);
    expect(options.map((o: Row) => o.id)).not.toContain(ornekFirma);
  });
});

describe("the invoice's addresses", () => {
  let ege: number;
  let baskent: number;
  let egeMerkez: number;
  let egeDepo: number;

  beforeAll(async () => {
    ege = await idOf('cari_hesap', 'cari_hesap_adi', 'Ege Zeytincilik', demoDept);
    baskent = await idOf('cari_hesap', 'cari_hesap_adi', 'Başkent Bilişim', demoDept);
    [egeMerkez] = await addressesOf(ege);
    const r = await demo.store('adres', {
      cari_hesap_id: ege,
      adres_basligi: 'Torbalı Depo',
      ulkeler_id: 1,
      sehirler_id: 35,
      ilceler_id: await district(35, 'Torbalı'),
      mahalle_adi: 'Pancar',
      sokak_adi: 'Torbalı Organize Sanayi Caddesi',
      bina_no: '7',
      posta_kodu: '35860',
    });
    expect(r.json.data, JSON.stringify(r.json)).toMatchObject({ message: 'success' });
    egeDepo = r.json.data.id;
  });

  it("lists only the chosen customer's addresses, and asks for the customer first", async () => {
    const texts = async (upColumnData: unknown) =>
      (await demo.select('satis_fatura', 'adres_id', { search: '***', upColumnData })).json.results;
    expect(await texts(ege)).toEqual([
      { id: egeMerkez, text: 'Merkez' },
      { id: egeDepo, text: 'Torbalı Depo' },
    ]);
    expect(await texts([{ source: baskent }])).toEqual([
      { id: (await addressesOf(baskent))[0], text: 'Merkez' },
    ]);
    expect(await texts('')).toEqual([{ id: '', text: 'Lütfen önce Cari Hesap seçiniz.', disabled: true }]);
  });

  it('answers the required addresses with their Turkish field errors', async () => {
    const r = await demo.store(
      'satis_fatura',
      header({ cari_hesap_id: ege, adres_id: '', firma_adres_id: '' }),
    );
    expect(r.json.data).toEqual({
      message: 'error',
      errors: {
        adres_id: ['Adres alanı zorunludur.'],
        firma_adres_id: ['Firma Adresi alanı zorunludur.'],
      },
    });
    const multipart = await demo.multipart('store', 'alis_fatura', {
      ...(header({ cari_hesap_id: String(ege) }) as Record<string, string>),
      adres_id: '',
    });
    expect(multipart.json.data.errors).toEqual({ adres_id: ['Adres alanı zorunludur.'] });
  });

  it('refuses an address of another customer: the select depends on the customer', async () => {
    const r = await demo.store('satis_fatura', header({ cari_hesap_id: baskent, adres_id: egeDepo }));
    expect(r.json.data.errors).toEqual({ adres_id: ['Adres seçimi Cari Hesap seçimiyle uyumlu değil.'] });
    const ok = await demo.store('satis_fatura', header({ cari_hesap_id: ege, adres_id: egeDepo }));
    expect(ok.json.data.message).toBe('success');
    // A new customer without a new address is refused on update too.
    const moved = await demo.update('satis_fatura', ok.json.data.id, { cari_hesap_id: baskent });
    expect(moved.json.data.errors).toEqual({ adres_id: ['Adres seçimi Cari Hesap seçimiyle uyumlu değil.'] });
  });

  it("defaults the company's address on the create form, and both addresses on a store that leaves them out", async () => {
    const demoMerkez = await idOf('firma_adres', 'adres_basligi', 'Merkez', demoDept);
    const form = (await demo.create('satis_fatura')).json.data.record;
    expect(form.firma_adres_id).toEqual([{ source: demoMerkez, display: 'Merkez' }]);
    expect(form.adres_id).toBeNull();
    const r = await demo.store('satis_fatura', header({ cari_hesap_id: baskent }));
    expect(r.json.data.message).toBe('success');
    const shown = (await demo.show('satis_fatura', r.json.data.id)).json.data.record;
    expect(shown).toMatchObject({
      adres_id: 'Merkez',
      adres_id__id: (await addressesOf(baskent))[0],
      firma_adres_id: 'Merkez',
      firma_adres_id__id: demoMerkez,
    });
  });

  it('stores the address parts the form filled, and shows them with their display texts', async () => {
    const r = await demo.store(
      'satis_fatura',
      header({
        cari_hesap_id: ege,
        adres_id: egeDepo,
        ulkeler_id: 1,
        sehirler_id: 35,
        mahalle_adi: 'Pancar',
        sokak_adi: 'Torbalı Organize Sanayi Caddesi',
        bina_no: '7',
        posta_kodu: '35860',
      }),
    );
    expect(r.json.data.message).toBe('success');
    const shown = (await demo.show('satis_fatura', r.json.data.id)).json.data.record;
    expect(shown).toMatchObject({
      adres_id: 'Torbalı Depo',
      adres_id__id: egeDepo,
      ulkeler_id: 'Türkiye',
      ulkeler_id__id: 1,
      sehirler_id: 'İzmir',
      sehirler_id__id: 35,
      mahalle_adi: 'Pancar',
      posta_kodu: '35860',
    });
  });
});

describe('a current account and its addresses', () => {
  it('gives a new current account its own address as default "Merkez", so it can be invoiced at once', async () => {
    const r = await demo.store('cari_hesap', {
      cari_hesap_adi: 'Karadeniz Fındık',
      tc: '4540536920',
      vergi_daireleri_id: Number((await q(sql<Row>`select id from vergi_daireleri limit 1`))[0].id),
      unvan: 'Karadeniz Fındık Tarım Ürünleri A.Ş.',
      ulkeler_id: 1,
      sehirler_id: 61,
      ilceler_id: await district(61, 'Ortahisar'),
      mahalle_adi: 'Kemerkaya',
      sokak_adi: 'Kahramanmaraş Caddesi',
      bina_no: '17',
      posta_kodu: '61030',
    });
    expect(r.json.data, JSON.stringify(r.json)).toMatchObject({ message: 'success' });
    const rows =
      await q(sql<Row>`select adres_basligi, varsayilan, sehirler_id, sokak_adi, bina_no, posta_kodu,
      department_id from adres where cari_hesap_id = ${r.json.data.id}`);
    expect(rows).toEqual([
      {
        adres_basligi: 'Merkez',
        varsayilan: true,
        sehirler_id: 61,
        sokak_adi: 'Kahramanmaraş Caddesi',
        bina_no: '17',
        posta_kodu: '61030',
        department_id: demoDept,
      },
    ]);
    // Editing the account later does not rewrite its addresses.
    await demo.update('cari_hesap', r.json.data.id, { bina_no: '19' });
    expect(
      (await q(sql<Row>`select bina_no from adres where cari_hesap_id = ${r.json.data.id}`))[0].bina_no,
    ).toBe('17');
    const invoice = await demo.store('satis_fatura', header({ cari_hesap_id: r.json.data.id }));
    expect(invoice.json.data.message).toBe('success');
  });

  it('deletes a current account with its addresses (archived), and keeps both while invoices use them', async () => {
    const used = await idOf('cari_hesap', 'cari_hesap_adi', 'Başkent Bilişim', demoDept);
    const refused = await demo.remove('cari_hesap', used);
    expect(refused.json.data.message).toBe('fail.in.use');
    expect(await addressesOf(used)).toHaveLength(1);

    // An account nothing uses (the demo's accounts all carry documents or, since issue 24, the rent contract).
    const made = await demo.store('cari_hesap', {
      cari_hesap_adi: 'Ege Zeytin',
      tc: '4540536920',
      vergi_daireleri_id: Number((await q(sql<Row>`select id from vergi_daireleri limit 1`))[0].id),
      unvan: 'Ege Zeytin Gıda A.Ş.',
      ulkeler_id: 1,
      sehirler_id: 61,
      ilceler_id: await district(61, 'Ortahisar'),
      mahalle_adi: 'Kemerkaya',
      sokak_adi: 'Kahramanmaraş Caddesi',
      bina_no: '21',
      posta_kodu: '61030',
    });
    expect(made.json.data, JSON.stringify(made.json)).toMatchObject({ message: 'success' });
    const unused = made.json.data.id as number;
    const [merkez] = await addressesOf(unused);
    expect((await demo.remove('cari_hesap', unused)).json.data).toEqual({ message: 'success' });
    expect(await addressesOf(unused)).toEqual([]);
    expect(await archiveActions(t, 'adres', merkez)).toEqual(['delete']);
    // The address can be brought back from the deleted addresses once the account is restored.
    const gone = (await demo.deleted('cari_hesap', { limit: 100 })).json.data.records;
    const entry = gone.find((x: Row) => x.record_id === unused);
    expect((await demo.restore('cari_hesap', entry.id)).json.data.message).toBe('success');
    const deletedAddress = (await demo.deleted('adres', { limit: 100 })).json.data.records.find(
      (x: Row) => x.record_id === merkez,
    );
    expect((await demo.restore('adres', deletedAddress.id)).json.data).toEqual({
      message: 'success',
      id: merkez,
    });
  });
});

describe('one default address', () => {
  it("moves a customer's default to the new address and archives the old one's change", async () => {
    const zeynep = await idOf('cari_hesap', 'cari_hesap_adi', 'Zeynep Arslan', demoDept);
    const baskent = await idOf('cari_hesap', 'cari_hesap_adi', 'Başkent Bilişim', demoDept);
    const [merkez] = await addressesOf(zeynep);
    const r = await demo.store('adres', {
      cari_hesap_id: zeynep,
      adres_basligi: 'Ev',
      sehirler_id: 34,
      ilceler_id: 3401,
      varsayilan: '1',
    });
    expect(r.json.data.message).toBe('success');
    const flags = async (cari: number) =>
      (
        await q<{ id: number; varsayilan: boolean }>(
          sql`select id, varsayilan from adres where cari_hesap_id = ${cari} order by id`,
        )
      ).map((x) => [Number(x.id), x.varsayilan]);
    expect(await flags(zeynep)).toEqual([
      [merkez, false],
      [r.json.data.id, true],
    ]);
    expect(await archiveActions(t, 'adres', merkez)).toEqual(['update']);
    // Another customer's default stays.
    expect(await flags(baskent)).toEqual([[(await addressesOf(baskent))[0], true]]);
    // A store that leaves the address out now takes the new default.
    const stored = await demo.store('satis_fatura', header({ cari_hesap_id: zeynep }));
    expect(
      Number((await demo.edit('satis_fatura', stored.json.data.id)).json.data.record.adres_id[0].source),
    ).toBe(r.json.data.id);
  });

  it('keeps one default company address: a new default clears the old one', async () => {
    const old = await idOf('firma_adres', 'adres_basligi', 'Merkez', ornekDept);
    const r = await ornek.store('firma_adres', {
      adres_basligi: 'Bornova Şube',
      sehirler_id: 35,
      ilceler_id: await district(35, 'Bornova'),
      varsayilan: '1',
    });
    expect(r.json.data.message).toBe('success');
    const rows = await q<{ adres_basligi: string; varsayilan: boolean }>(
      sql`select adres_basligi, varsayilan from firma_adres where department_id = ${ornekDept} order by id`,
    );
    expect(rows).toEqual([
      { adres_basligi: 'Merkez', varsayilan: false },
      { adres_basligi: 'Bornova Şube', varsayilan: true },
    ]);
    expect((await ornek.show('firma_adres', old)).json.data.record.varsayilan).toBe('0');
    // The Demo company's default is not touched.
    const demoRows = await q<{ varsayilan: boolean }>(
      sql`select varsayilan from firma_adres where department_id = ${demoDept}`,
    );
    expect(demoRows).toEqual([{ varsayilan: true }]);
  });
});

describe('address forms', () => {
  it('require the province and district in Türkiye, the city and district text abroad (page rules)', async () => {
    const inTr = await demo.store('firma_adres', { adres_basligi: 'Ankara Şube', ulkeler_id: 1 });
    expect(inTr.json.data.errors).toEqual({
      sehirler_id: ['İl alanı zorunludur.'],
      ilceler_id: ['İlçe alanı zorunludur.'],
    });
    const abroad = await demo.store('firma_adres', { adres_basligi: 'Köln Ofis', ulkeler_id: 2 });
    expect(abroad.json.data.errors).toEqual({
      sehir_adi: ['Şehir alanı zorunludur.'],
      ilce_adi: ['İlçe / Bölge alanı zorunludur.'],
    });
    const title = await demo.store('adres', { sehirler_id: 34, ilceler_id: 3401 });
    expect(title.json.data.errors).toEqual({
      cari_hesap_id: ['Cari Hesap alanı zorunludur.'],
      adres_basligi: ['Adres Başlığı alanı zorunludur.'],
    });
  });
});
