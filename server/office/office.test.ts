import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN, departmentOf, ORNEK_USER, tablesApi } from '../tables/table.test-kit';
import { createTestContext, type TestContext } from '../test/harness';
import { demoCards, invoiceHeader, threeLines } from '../documents/document.test-kit';

// Issue 11 items 6–8 through the table service: fixed-asset movements and the yearly depreciation run, the
// depreciation list, personnel, rents, fixed operating expenses, reminders, notes and categories, and the Kobi
// package's small-business orders — required fields with the spec's messages, rules, computed amounts, demo data.

let t: TestContext;
let api: ReturnType<typeof tablesApi>;
let ornek: ReturnType<typeof tablesApi>;
let dept: number;
let van: number;
let kasa: number;
let banka: number;
let cari: number;

const one = async (q: ReturnType<typeof sql<{ id: number }>>) =>
  Number((await q.execute(t.database.db)).rows[0].id);

beforeAll(async () => {
  t = await createTestContext();
  api = tablesApi(t, await t.login(DEMO_ADMIN));
  ornek = tablesApi(t, await t.login(ORNEK_USER));
  dept = await departmentOf(t, DEMO_ADMIN);
  van = await one(
    sql`select id from sabit_kiymet_kartlari where department_id = ${dept} and sabit_kiymet_kodu = 'SK-001'`,
  );
  kasa = await one(sql`select id from kasa_karti where department_id = ${dept} order by id limit 1`);
  banka = await one(sql`select id from banka_karti where department_id = ${dept} order by id limit 1`);
  cari = await one(sql`select id from cari_hesap where department_id = ${dept} order by id limit 1`);
});
afterAll(() => t.close());

const ok = (r: { json: any }) => {
  expect(r.json.data, JSON.stringify(r.json)).toMatchObject({ message: 'success' });
  return r.json.data.id as number;
};
const errorsOf = (r: { json: any }) => {
  expect(r.json.data.message, JSON.stringify(r.json)).toBe('error');
  return r.json.data.errors as Record<string, string[]>;
};

describe('required fields answer the spec’s messages (002 §5)', () => {
  it.each([
    [
      'sabit_kiymet_hareketleri',
      { hareket_turu_id: 3 },
      { sabit_kiymet_karti_id: 'Sabit Kıymet', belge_tarihi: 'Belge Tarihi' },
    ],
    [
      'personel_odeme',
      { kasa_banka: '1', para_birimi_id: 1 },
      {
        personel_kartlari_id: 'Personel',
        islem_tarihi: 'İşlem Tarihi',
        tutar: 'Tutar',
        kasa_karti_id: 'Kasa Kartı',
      },
    ],
    [
      'sabit_isletme_giderleri',
      { gider_adi: 'Elektrik', para_birimi_id: 1 },
      { tutar: 'Tutar', son_odeme_tarihi: 'Son Ödeme Tarihi' },
    ],
    ['hatirlaticilar', {}, { title: 'Başlık', hatirlatici_tarih: 'Hatırlatma Zamanı' }],
    ['kayitli_notlar', {}, { not_basligi: 'Not Başlığı', not: 'Not' }],
    ['kategori', {}, { name_basic: 'Kategori Adı' }],
    [
      'kiralar',
      { kira_turu_id: 1, para_birimi_id: 1 },
      { kira_adi: 'Kira Tanımı', baslangic_tarihi: 'Başlangıç Tarihi', tutar: 'Brüt Kira Tutarı' },
    ],
    ['personel_kartlari', {}, { personel_adi: 'Adı', personel_soyadi: 'Soyadı' }],
    ['amortisman_hesaplari', {}, { sabit_kiymet_karti_id: 'Sabit Kıymet', yil: 'Yıl' }],
  ])('%s', async (table, body, labels) => {
    const errors = errorsOf(await api.store(table, body));
    const want = Object.fromEntries(Object.entries(labels).map(([k, l]) => [k, [`${l} alanı zorunludur.`]]));
    expect(errors).toEqual(want);
  });

  it('kobi_siparis (Kobi package only)', async () => {
    expect(errorsOf(await ornek.store('kobi_siparis', { kobi_alinan_satilan: '0' }))).toEqual({
      cari_hesap_id: ['Cari Hesap alanı zorunludur.'],
      urun_adi: ['Ürün Adı alanı zorunludur.'],
      tutar: ['Tutar alanı zorunludur.'],
      vade_tarihi: ['Vade Tarihi alanı zorunludur.'],
    });
    expect((await api.create('kobi_siparis')).json.data.message).toBe('no.auth');
  });
});

describe('the depreciation list and the fixed-asset card (show fills, 002 §7)', () => {
  it('serves the Ministry’s rows to every company; show answers the life and the rate', async () => {
    const list = (await api.list('amortisman_listesi', { limit: 50 })).json.data;
    const binek = list.records.find((r: any) => r.name_basic === 'Binek otomobilleri');
    expect(binek).toBeDefined();
    const shown = (await ornek.show('amortisman_listesi', binek.id)).json.data.record;
    expect(shown).toMatchObject({ faydali_omur: 5, normal_amortisman_oran: '20.00' });
    // Global rows are nobody's to change.
    expect(
      (await api.update('amortisman_listesi', binek.id, { faydali_omur: 3 })).json.data.message,
    ).not.toBe('success');
  });

  it('a company’s own row gets the straight-line rate of its life', async () => {
    const id = ok(await api.store('amortisman_listesi', { name_basic: 'Klima santrali', faydali_omur: '8' }));
    expect((await api.show('amortisman_listesi', id)).json.data.record).toMatchObject({
      normal_amortisman_oran: '12.50',
      faydali_omur: 8,
    });
    expect((await ornek.show('amortisman_listesi', id)).json.data.message).toBe('fail.id');
  });
});

describe('the depreciation run of a year', () => {
  it('computes the year’s, the accumulated depreciation and the net value from the card, to the kuruş', async () => {
    // The demo seed ran last year (2025) already; this is the third year of five.
    const id = ok(
      await api.store('amortisman_hesaplari', { sabit_kiymet_karti_id: van, yil: '2026', net_deger: '1' }),
    );
    expect((await api.show('amortisman_hesaplari', id)).json.data.record).toMatchObject({
      yil: 2026,
      amortisman_orani: '20.00',
      donem_amortismani: '290000.00',
      birikmis_amortisman: '870000.00',
      net_deger: '580000.00',
    });
    expect(
      errorsOf(await api.store('amortisman_hesaplari', { sabit_kiymet_karti_id: van, yil: 2025 })),
    ).toEqual({
      yil: ['Bu sabit kıymetin 2025 yılı amortismanı daha önce hesaplanmış.'],
    });
    // A year before the purchase has nothing to depreciate: the net value is the cost.
    const before = ok(await api.store('amortisman_hesaplari', { sabit_kiymet_karti_id: van, yil: 2023 }));
    expect((await api.show('amortisman_hesaplari', before)).json.data.record).toMatchObject({
      donem_amortismani: '0.00',
      birikmis_amortisman: '0.00',
      net_deger: '1450000.00',
    });
    // Moving the row to the last year of the life: the rest, down to a net value of zero.
    expect((await api.update('amortisman_hesaplari', id, { yil: 2028 })).json.data.message).toBe('success');
    expect((await api.show('amortisman_hesaplari', id)).json.data.record).toMatchObject({
      donem_amortismani: '290000.00',
      birikmis_amortisman: '1450000.00',
      net_deger: '0.00',
    });
  });

  it('uses declining balance when the card says so (twice the rate, at most 50 %)', async () => {
    const card = ok(
      await api.store('sabit_kiymet_kartlari', {
        sabit_kiymet_adi: 'CNC Torna Tezgâhı',
        alis_tarihi: '2024-05-20',
        alis_bedeli: '333333.33',
        faydali_omur: '10',
        amortisman_yontemi_id: '2',
        kdv_id: 9,
      }),
    );
    const id = ok(await api.store('amortisman_hesaplari', { sabit_kiymet_karti_id: card, yil: 2025 }));
    // 2024: 333 333.33 × 20 % = 66 666.67; 2025: (333 333.33 − 66 666.67) × 20 % = 53 333.33
    expect((await api.show('amortisman_hesaplari', id)).json.data.record).toMatchObject({
      amortisman_yontemi_id: 'Azalan Bakiyeler',
      amortisman_orani: '20.00',
      donem_amortismani: '53333.33',
      birikmis_amortisman: '120000.00',
      net_deger: '213333.33',
    });
  });

  it('refuses a card without an acquisition date with a Turkish field error', async () => {
    const card = ok(
      await api.store('sabit_kiymet_kartlari', {
        sabit_kiymet_adi: 'Tarihsiz',
        alis_bedeli: '10',
        faydali_omur: 5,
        kdv_id: 9,
      }),
    );
    expect(
      errorsOf(await api.store('amortisman_hesaplari', { sabit_kiymet_karti_id: card, yil: 2026 })),
    ).toEqual({
      sabit_kiymet_karti_id: ['Sabit kıymetin alış tarihi girilmemiş; amortisman hesaplanamaz.'],
    });
  });
});

describe('fixed-asset movements', () => {
  it('store, update, list and delete (archived); scrapping has no counterparty or amount', async () => {
    const id = ok(
      await api.store('sabit_kiymet_hareketleri', {
        sabit_kiymet_karti_id: van,
        hareket_turu_id: 2,
        belge_tarihi: '2026-11-20',
        belge_no: 'SAT-2026-14',
        cari_hesap_id: cari,
        tutar: '900000',
      }),
    );
    expect(errorsOf(await api.update('sabit_kiymet_hareketleri', id, { tutar: '' }))).toEqual({
      tutar: ['Tutar alanı zorunludur.'],
    });
    ok(await api.update('sabit_kiymet_hareketleri', id, { hareket_turu_id: 3 }));
    expect((await api.edit('sabit_kiymet_hareketleri', id)).json.data.record).toMatchObject({
      cari_hesap_id: null,
      tutar: null,
    });
    const listed = (await api.list('sabit_kiymet_hareketleri', { limit: 100 })).json.data;
    expect(listed.records.some((r: any) => r.id === id)).toBe(true);
    expect((await api.remove('sabit_kiymet_hareketleri', id)).json.data.message).toBe('success');
    const deleted = (await api.deleted('sabit_kiymet_hareketleri')).json.data.records;
    expect(deleted.some((r: any) => Number(r.record_id) === id)).toBe(true);
  });
});

describe('personnel payments (kasa_banka, 002 §4)', () => {
  it('kasa_banka 1 requires the cash card and clears the bank card; otherwise the bank card', async () => {
    const person = ok(
      await api.store('personel_kartlari', { personel_adi: 'Zeynep', personel_soyadi: 'Arslan' }),
    );
    expect((await api.show('personel_kartlari', person)).json.data.record.adi_soyadi).toBe('Zeynep Arslan');
    const base = {
      personel_kartlari_id: person,
      islem_tarihi: '2026-11-25',
      tutar: '28500.5',
      para_birimi_id: 1,
    };
    expect(errorsOf(await api.store('personel_odeme', { ...base, kasa_banka: '0' }))).toEqual({
      banka_karti_id: ['Banka Kartı alanı zorunludur.'],
    });
    const id = ok(
      await api.store('personel_odeme', {
        ...base,
        kasa_banka: '1',
        kasa_karti_id: kasa,
        banka_karti_id: banka,
      }),
    );
    const rec = (await api.edit('personel_odeme', id)).json.data.record;
    // TL: the TL amount is the amount itself, the rate 1.
    expect(rec).toMatchObject({ tutar: '28500.500', dovizli_tutar: '28500.500', banka_karti_id: null });
    expect(rec.döviz_kuru).toBe('1.0000');
    // In euros the TL amount is the user's.
    ok(
      await api.update('personel_odeme', id, {
        para_birimi_id: 3,
        döviz_kuru: '36.5',
        tutar: '500',
        dovizli_tutar: '18250',
      }),
    );
    expect((await api.edit('personel_odeme', id)).json.data.record).toMatchObject({
      tutar: '500.000',
      dovizli_tutar: '18250.000',
    });
    expect(errorsOf(await api.update('personel_odeme', id, { dovizli_tutar: '' }))).toEqual({
      dovizli_tutar: ['Tutar (TL) alanı zorunludur.'],
    });
  });
});

describe('rents and fixed operating expenses', () => {
  it('a rent’s withholding and net amount are the server’s', async () => {
    const id = ok(
      await api.store('kiralar', {
        kira_adi: 'Şube kirası (Bornova)',
        kira_turu_id: 1,
        baslangic_tarihi: '2026-01-01',
        tutar: '18333.335',
        para_birimi_id: 1,
        stopaj_orani: '20',
        net_tutar: '1',
      }),
    );
    expect((await api.show('kiralar', id)).json.data.record).toMatchObject({
      stopaj_tutari: '3666.670',
      net_tutar: '14666.665',
    });
    expect(errorsOf(await api.update('kiralar', id, { bitis_tarihi: '2025-12-31' }))).toEqual({
      bitis_tarihi: ['Bitiş tarihi başlangıç tarihinden önce olamaz.'],
    });
  });

  it('withholds stopaj only from a landlord who is a person (TCKN), never from a company (VKN): GVK 94/5-a', async () => {
    // GVK 94/5-a: rent paid to a real person is withheld; a company (kurum) declares its rent income itself.
    const landlord = async (digits: number) =>
      one(
        sql`select id from cari_hesap where department_id = ${dept} and length(tc) = ${digits} order by id limit 1`,
      );
    const rent = (cari_hesap_id: number) => ({
      kira_adi: `Kira ${cari_hesap_id}`,
      kira_turu_id: 1,
      cari_hesap_id,
      baslangic_tarihi: '2026-01-01',
      tutar: '45000',
      para_birimi_id: 1,
      stopaj_orani: '20',
    });
    const person = ok(await api.store('kiralar', rent(await landlord(11))));
    expect((await api.show('kiralar', person)).json.data.record).toMatchObject({
      stopaj_tutari: '9000.000',
      net_tutar: '36000.000',
    });
    const toCompany = await api.store('kiralar', rent(await landlord(10)));
    const company = ok(toCompany);
    expect(toCompany.json.data.warnings).toEqual([
      'Kiraya veren bir şirket (VKN): stopaj yalnızca gerçek kişiye ödenen kiradan kesilir (GVK 94/5-a). Stopaj uygulanmadı.',
    ]);
    expect((await api.edit('kiralar', company)).json.data.record).toMatchObject({
      stopaj_orani: '0.00',
      stopaj_tutari: '0.000',
      net_tutar: '45000.000',
    });
    // The landlord changed to a company later: the withholding goes too.
    ok(await api.update('kiralar', person, { cari_hesap_id: await landlord(10) }));
    expect((await api.show('kiralar', person)).json.data.record).toMatchObject({
      stopaj_tutari: '0.000',
      net_tutar: '45000.000',
    });
  });

  it('a fixed expense keeps its bill number, amount to 3 decimals and last day of payment', async () => {
    const id = ok(
      await api.store('sabit_isletme_giderleri', {
        gider_adi: 'Aidat',
        tutar: '2450.125',
        para_birimi_id: 1,
        son_odeme_tarihi: '2026-11-30',
        fatura_numarasi: 'AID2026000000011',
      }),
    );
    expect((await api.show('sabit_isletme_giderleri', id)).json.data.record).toMatchObject({
      tutar: '2450.125',
      son_odeme_tarihi: '2026-11-30',
    });
    expect(errorsOf(await api.update('sabit_isletme_giderleri', id, { tutar: '-5' })).tutar).toHaveLength(1);
  });
});

describe('reminders, notes and categories', () => {
  it('the demo reminder is due this week and belongs to its user only', async () => {
    const week = await sql<{
      from: string;
      to: string;
    }>`select current_date::text as from, (current_date + 7)::text as to`.execute(t.database.db);
    const { from, to } = week.rows[0];
    const r = (
      await api.list('hatirlaticilar', {
        limit: 10,
        filters: { hatirlatici_tarih: { type: 4, guiType: 'datetime', filter: from, filter2: to } },
      })
    ).json.data;
    expect(r.records.map((x: any) => x.title)).toContain('KDV beyannamesini kontrol et');
    const mine = r.records[0].id;
    expect((await ornek.show('hatirlaticilar', mine)).json.data.message).toBe('fail.id');
  });

  it('show of a saved note answers the text a form copies into its description', async () => {
    const kat = ok(await api.store('kategori', { name_basic: 'Teklif Notları' }));
    const id = ok(
      await api.store('kayitli_notlar', {
        not_basligi: 'Teslim',
        not: 'Teslimat 7 iş günü içinde yapılır.',
        kategori_id: kat,
      }),
    );
    expect((await api.show('kayitli_notlar', id)).json.data.record).toMatchObject({
      not: 'Teslimat 7 iş günü içinde yapılır.',
      not_basligi: 'Teslim',
    });
  });
});

describe('a saved note on an invoice', () => {
  it('is stored with the invoice and shown by its title; another company’s note is refused', async () => {
    const note = ok(
      await api.store('kayitli_notlar', {
        not_basligi: 'İade koşulu',
        not: 'İade 14 gün içinde kabul edilir.',
      }),
    );
    const c = await demoCards(t, dept);
    const r = await api.store('satis_fatura', {
      ...invoiceHeader(c, 'NOT2026000000001'),
      kayitli_notlar_id: note,
      description: 'İade 14 gün içinde kabul edilir.',
      mal_hizmet_json: JSON.stringify(threeLines(c)),
    });
    const id = ok(r);
    expect((await api.show('satis_fatura', id)).json.data.record.kayitli_notlar_id).toBe('İade koşulu');
    const foreign = ok(
      await ornek.store('kayitli_notlar', { not_basligi: 'Başka', not: 'Başka şirketin notu' }),
    );
    expect(
      errorsOf(await api.update('satis_fatura', id, { kayitli_notlar_id: foreign })).kayitli_notlar_id,
    ).toHaveLength(1);
  });
});

describe('small-business orders (001 §3–§5)', () => {
  const ornekIds = async () => {
    const d = await departmentOf(t, ORNEK_USER);
    return {
      cari: await one(sql`select id from cari_hesap where department_id = ${d} order by id limit 1`),
      kasa: await one(sql`select id from kasa_karti where department_id = ${d} order by id limit 1`),
      banka: await one(sql`select id from banka_karti where department_id = ${d} order by id limit 1`),
    };
  };

  it('computes KDV, total, instalment amount and paid state on the server', async () => {
    const o = await ornekIds();
    const id = ok(
      await ornek.store('kobi_siparis', {
        cari_hesap_id: o.cari,
        urun_adi: 'Endüstriyel buzdolabı',
        kobi_alinan_satilan: '0',
        tutar: '10000',
        kdv_id: 9,
        kdv_dahil_buton: '0',
        vade_tarihi: '2026-12-25',
        kobi_taksit_sayisi: '3',
        kobi_odenen_tutar: '2000',
        kasa_banka: '0',
        banka_karti_id: o.banka,
        kasa_karti_id: o.kasa,
        kobi_odendi: '1',
      }),
    );
    expect((await ornek.edit('kobi_siparis', id)).json.data.record).toMatchObject({
      kdv_tutari: '2000.00',
      vergi_tutar: '12000.00',
      taksitli: '1',
      kobi_taksit_tutari: '3333.333',
      kobi_taksit: 1,
      kobi_odenmis_tutar: '2000.00',
      kobi_odendi: '0',
      kasa_karti_id: null,
    });
    // Paid in full up front, no instalments.
    ok(await ornek.update('kobi_siparis', id, { kobi_taksit_sayisi: '1', kobi_odenen_tutar: '12000' }));
    expect((await ornek.edit('kobi_siparis', id)).json.data.record).toMatchObject({
      taksitli: '0',
      kobi_odendi: '1',
      kobi_odenmis_tutar: '12000.00',
    });
  });

  it('refuses paying more than the price, a negative instalment count, a payment without its card', async () => {
    const o = await ornekIds();
    const base = {
      cari_hesap_id: o.cari,
      urun_adi: 'Kasa terazisi',
      kobi_alinan_satilan: '1',
      tutar: '4800',
      vade_tarihi: '2026-12-01',
    };
    expect(
      errorsOf(
        await ornek.store('kobi_siparis', {
          ...base,
          kdv_dahil_buton: '1',
          kobi_odenen_tutar: '5000',
          kasa_banka: '1',
          kasa_karti_id: o.kasa,
        }),
      ),
    ).toEqual({
      kobi_odenen_tutar: ['Ürün fiyatından daha fazla ödeyemezsiniz!'],
    });
    expect(
      errorsOf(
        await ornek.store('kobi_siparis', {
          ...base,
          kdv_dahil_buton: '0',
          kdv_id: 9,
          kobi_odenen_tutar: '5800',
          kasa_banka: '1',
          kasa_karti_id: o.kasa,
        }),
      ),
    ).toEqual({
      kobi_odenen_tutar: ['Ürün fiyatından daha fazla ödeyemezsiniz!'],
    });
    expect(errorsOf(await ornek.store('kobi_siparis', { ...base, kobi_taksit_sayisi: '-2' }))).toEqual({
      // The column's 3-digit mask (001 §5.1) refuses the minus before the page rule's own text would.
      kobi_taksit_sayisi: ['Taksit Sayısı en az 0 değerini almalıdır.'],
    });
    expect(
      errorsOf(await ornek.store('kobi_siparis', { ...base, kobi_odenen_tutar: '100', kasa_banka: '1' })),
    ).toEqual({
      kasa_karti_id: ['Kasa Kartı alanı zorunludur.'],
    });
    // Nothing paid up front: no card asked, any sent is cleared.
    const id = ok(
      await ornek.store('kobi_siparis', { ...base, kobi_odenen_tutar: '0', banka_karti_id: o.banka }),
    );
    expect((await ornek.edit('kobi_siparis', id)).json.data.record.banka_karti_id).toBeNull();
  });

  it('come with the Kobi demo company: one sold and paid, one bought in instalments', async () => {
    const r = (await ornek.list('kobi_siparis', { limit: 10, sorts: { id: true } })).json.data.records;
    expect(r.slice(0, 2).map((x: any) => [x.urun_adi, x.kobi_odendi])).toEqual([
      ['Zeytinyağı 5 L (20 teneke)', '1'],
      ['Soğuk oda raf sistemi', '0'],
    ]);
  });
});

describe('demo data', () => {
  it('the demo rents withhold stopaj only from a person landlord (GVK 94/5-a)', async () => {
    const rows = (
      await sql<{ vergi_no: string; tc: string; stopaj_orani: string; stopaj_tutari: string }>`
        select d.vergi_no, c.tc, k.stopaj_orani::text, k.stopaj_tutari::text from kiralar k
        join departments d on d.id = k.department_id join cari_hesap c on c.id = k.cari_hesap_id
        where d.vergi_no in ('2910473856', '6482053170')
          and k.id = (select min(x.id) from kiralar x where x.department_id = d.id)
        order by d.vergi_no`.execute(t.database.db)
    ).rows;
    expect(rows.map((r) => [r.vergi_no, r.tc.length, r.stopaj_orani, r.stopaj_tutari])).toEqual([
      ['2910473856', 11, '20.00', '9000.000'],
      ['6482053170', 10, '0.00', '0.000'],
    ]);
  });

  it('each demo company has staff, a payment, a rent, bills, notes, movements and a depreciation run', async () => {
    for (const [who, caller] of [
      ['demo', api],
      ['ornek', ornek],
    ] as const) {
      for (const table of [
        'personel_kartlari',
        'personel_odeme',
        'kiralar',
        'sabit_isletme_giderleri',
        'kayitli_notlar',
        'sabit_kiymet_hareketleri',
        'amortisman_hesaplari',
      ]) {
        const n = (await caller.list(table, { limit: 1 })).json.data.all_records_count;
        expect(n, `${who} ${table}`).toBeGreaterThan(0);
      }
    }
  });
});
