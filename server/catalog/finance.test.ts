import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN, departmentOf, tablesApi } from '../tables/table.test-kit';
import { createTestContext, type TestContext } from '../test/harness';

// Cash and bank transactions, cheques and notes over HTTP as Demo Ticaret's admin (issue 11 items 3 and 4;
// docs/finance.md): the spec's required fields and messages, the islem_tipi_id / tip_id rules, KDV at 3 decimals,
// the copy of the referenced invoice on an incoming transfer, the cards' balances from their movements, the
// position moves of a cheque and the due-date notification of a note.

type Row = Record<string, unknown>;

let t: TestContext;
let api: ReturnType<typeof tablesApi>;
let dept: number;
let kasa: number;
let euroKasa: number;
let banka: number;
let cari: number;
let invoice: Row;

/** The JSON answer of a call. */
const j = async (call: { json: any } | Promise<{ json: any }>) => (await call).json;
const one = async (q: ReturnType<typeof sql<Row>>) => (await q.execute(t.database.db)).rows[0];
const balance = async (table: 'kasa_karti' | 'banka_karti', id: number) =>
  String((await one(sql<Row>`select bakiye::text as b from ${sql.table(table)} where id = ${id}`))!.b);

beforeAll(async () => {
  t = await createTestContext();
  api = tablesApi(t, await t.login(DEMO_ADMIN));
  dept = await departmentOf(t, DEMO_ADMIN);
  const id = async (q: ReturnType<typeof sql<Row>>) => Number((await one(q))!.id);
  kasa = await id(
    sql<Row>`select id from kasa_karti where department_id = ${dept} and kasa_tanımı = 'Merkez Kasa'`,
  );
  euroKasa = await id(
    sql<Row>`select id from kasa_karti where department_id = ${dept} and para_birimi_id = 3`,
  );
  banka = await id(
    sql<Row>`select id from banka_karti where department_id = ${dept} and para_birimi_id = 1 order by id limit 1`,
  );
  invoice = (await one(
    sql<Row>`select id, cari_hesap_id, fatura_numarasi, to_char(fatura_tarihi, 'YYYY-MM-DD') as tarih,
      odenecek_tutar::text as tutar from satis_fatura where department_id = ${dept} order by id limit 1`,
  ))!;
  cari = Number(invoice.cari_hesap_id);
});
afterAll(() => t.close());

/** A cash receipt from a customer against nothing in particular yet. */
const receipt = (extra: Row = {}): Row => ({
  kasa_karti2_id: kasa,
  islem_tipi_id: 3,
  hizmet_ve_masraf_kartlari_id: '',
  islem_tarihi: '2026-11-20',
  para_birimi_id: 1,
  döviz_kuru: '1',
  kdv_id: 5,
  kdv_dahil_buton: '1',
  tutar: '100',
  ...extra,
});

describe('cash and bank transactions', () => {
  it('answers the columns of every finance table and lists the demo rows', async () => {
    for (const table of [
      'tahsilat_islem',
      'odeme_islemi',
      'banka_gelen_havale_islemi',
      'banka_giden_havale_islem',
      'musteri_cek',
      'firma_cek',
      'musteri_senet',
      'firma_senet',
    ]) {
      const c = await j(api.create(table));
      expect(c.code, table).toBe(200);
      expect(Object.keys(c.data.column_set.column_arrays[0].columns).length).toBeGreaterThan(8);
      const l = await j(api.list(table, { page: 1, limit: 10 }));
      expect(l.code, table).toBe(200);
    }
    const cheques = await j(api.list('musteri_cek', { page: 1, limit: 10 }));
    expect(cheques.data.all_records_count).toBe(2);
  });

  it('seeds the demo: a cheque in portfolio, one collected, a note due this week with its notice, balances', async () => {
    const papers = (
      await sql<Row>`select 'cek' as kind, pozisyon_id, vade_tarihi - current_date as days from musteri_cek
        where department_id = ${dept} union all
        select 'senet', pozisyon_id, vade_tarihi - current_date from musteri_senet where department_id = ${dept}
        order by 1, 2`.execute(t.database.db)
    ).rows;
    expect(papers.map((p) => [p.kind, p.pozisyon_id])).toEqual([
      ['cek', 1],
      ['cek', 5],
      ['senet', 1],
    ]);
    const note = papers.find((p) => p.kind === 'senet')!;
    expect(Number(note.days)).toBeGreaterThanOrEqual(2);
    expect(Number(note.days)).toBeLessThanOrEqual(4);
    const notice = await one(
      sql<Row>`select title from bildirimler where department_id = ${dept}
        and (bildirim_json::jsonb)->>'table' = 'musteri_senet'`,
    );
    expect(notice?.title).toBe('Senet vadesi yaklaşıyor');
    const wrong = await one(sql<Row>`select count(*)::int as n from kasa_karti k where k.bakiye <>
      coalesce((select sum(h.giris - h.cikis) from kasa_hareketleri h where h.kasa_karti_id = k.id), 0)`);
    expect(wrong!.n).toBe(0);
    expect(Number(await balance('kasa_karti', kasa))).toBeGreaterThan(0);
  });

  it('refuses a receipt without the required fields, with the spec messages', async () => {
    const r = await j(
      await api.store('tahsilat_islem', {
        kasa_karti2_id: '',
        islem_tipi_id: '',
        tutar: '',
        islem_tarihi: '',
      }),
    );
    expect(r.data.message).toBe('error');
    expect(r.data.errors.kasa_karti2_id).toEqual(['Kasa alanı zorunludur.']);
    expect(r.data.errors.islem_tipi_id).toEqual(['İşlem Tipi alanı zorunludur.']);
    expect(r.data.errors.tutar).toEqual(['Tutar alanı zorunludur.']);
    expect(r.data.errors.islem_tarihi).toEqual(['İşlem Tarihi alanı zorunludur.']);
  });

  it('islem_tipi_id 3 requires the service card, 4 the customer and tip_id, and tip_id its target', async () => {
    let r = await j(api.store('tahsilat_islem', receipt()));
    expect(r.data.errors.hizmet_ve_masraf_kartlari_id).toEqual(['Hizmet / Masraf Kartı alanı zorunludur.']);
    r = await j(api.store('tahsilat_islem', receipt({ islem_tipi_id: 4 })));
    expect(r.data.errors.tip_id).toEqual(['Belge Türü alanı zorunludur.']);
    expect(r.data.errors.cari_hesap_id).toEqual(['Cari Hesap alanı zorunludur.']);
    r = await j(api.store('tahsilat_islem', receipt({ islem_tipi_id: 4, cari_hesap_id: cari, tip_id: 1 })));
    expect(r.data.errors).toEqual({ satis_fatura_id: ['Satış Faturası alanı zorunludur.'] });
    r = await j(api.store('odeme_islemi', receipt({ islem_tipi_id: 4, cari_hesap_id: cari, tip_id: 2 })));
    expect(r.data.errors).toEqual({ firma_cek_id: ['Firma Çeki alanı zorunludur.'] });
  });

  it('pays a fixed operating expense (tip_id 4): the expense is required, stored, and cleared when tip_id changes', async () => {
    const gider = await one(
      sql<Row>`select id from sabit_isletme_giderleri where department_id = ${dept} order by id limit 1`,
    );
    expect(gider, 'the demo has fixed operating expenses').toBeDefined();
    const payment = receipt({ islem_tipi_id: 4, cari_hesap_id: cari, tip_id: 4 });
    let r = await j(api.store('odeme_islemi', payment));
    expect(r.data.errors).toEqual({
      sabit_isletme_giderleri_id: ['Sabit İşletme Gideri alanı zorunludur.'],
    });
    r = await j(api.store('odeme_islemi', { ...payment, sabit_isletme_giderleri_id: gider!.id }));
    expect(r.data.message, JSON.stringify(r)).toBe('success');
    const stored = await one(
      sql<Row>`select tip_id, sabit_isletme_giderleri_id from odeme_islemi where id = ${r.data.id}`,
    );
    expect(stored).toEqual({ tip_id: 4, sabit_isletme_giderleri_id: Number(gider!.id) });
    // Another kind: the expense goes, the invoice is now required.
    const u = await j(api.update('odeme_islemi', r.data.id, { tip_id: 1 }));
    expect(u.data.errors).toEqual({ alis_fatura_id: ['Alış Faturası alanı zorunludur.'] });
    const list = await j(api.select('odeme_islemi', 'sabit_isletme_giderleri_id'));
    expect(JSON.stringify(list)).toContain(String(gider!.id));
  });

  it('computes KDV on the amount at 3 decimals', async () => {
    const r = await j(
      await api.store(
        'tahsilat_islem',
        receipt({
          islem_tipi_id: 4,
          cari_hesap_id: cari,
          tip_id: 1,
          satis_fatura_id: invoice.id,
          tutar: '1000',
          kdv_id: 9,
        }),
      ),
    );
    expect(r.data.message).toBe('success');
    const row = await one(
      sql<Row>`select kdv_tutari::text, vergi_tutar::text, dovizli_tutar::text from tahsilat_islem where id = ${r.data.id}`,
    );
    expect(row).toEqual({ kdv_tutari: '166.667', vergi_tutar: '1000.000', dovizli_tutar: '1000.000' });
    await api.update('tahsilat_islem', r.data.id, { kdv_dahil_buton: '0' });
    const after = await one(
      sql<Row>`select kdv_tutari::text, vergi_tutar::text from tahsilat_islem where id = ${r.data.id}`,
    );
    expect(after).toEqual({ kdv_tutari: '200.000', vergi_tutar: '1200.000' });
  });

  it('changing tip_id clears every target', async () => {
    const cek = await one(
      sql<Row>`select id from musteri_cek where department_id = ${dept} and cari_hesap_id = ${cari} limit 1`,
    );
    const r = await j(
      await api.store(
        'tahsilat_islem',
        receipt({ islem_tipi_id: 4, cari_hesap_id: cari, tip_id: 1, satis_fatura_id: invoice.id }),
      ),
    );
    expect(r.data.message).toBe('success');
    const u = await j(api.update('tahsilat_islem', r.data.id, { tip_id: 2 }));
    // The invoice is cleared; the cheque is now required.
    expect(u.data.errors).toEqual({ musteri_cek_id: ['Müşteri Çeki alanı zorunludur.'] });
    if (cek) {
      const ok = await j(api.update('tahsilat_islem', r.data.id, { tip_id: 2, musteri_cek_id: cek.id }));
      expect(ok.data.message).toBe('success');
      const row = await one(
        sql<Row>`select satis_fatura_id, musteri_cek_id from tahsilat_islem where id = ${r.data.id}`,
      );
      expect(row!.satis_fatura_id).toBeNull();
    }
    const cash = await j(
      api.update('tahsilat_islem', r.data.id, { islem_tipi_id: 2, banka_karti_id: banka }),
    );
    expect(cash.data.message).toBe('success');
    const row = await one(
      sql<Row>`select tip_id, cari_hesap_id, satis_fatura_id, musteri_cek_id from tahsilat_islem where id = ${r.data.id}`,
    );
    expect(row).toEqual({ tip_id: null, cari_hesap_id: null, satis_fatura_id: null, musteri_cek_id: null });
  });

  it('an incoming transfer copies the sales invoice it is for', async () => {
    // The amount copied is what is left to collect (docs/payments.md), after the receipts stored so far.
    const left = (await one(
      sql<Row>`select kalan_odeme_tutari::text as k from satis_fatura where id = ${invoice.id}`,
    ))!.k;
    const r = await j(
      await api.store('banka_gelen_havale_islemi', {
        banka_karti2_id: banka,
        islem_tipi_id: 4,
        cari_hesap_id: cari,
        tip_id: 1,
        satis_fatura_id: invoice.id,
        islem_tarihi: '2026-11-21',
        kdv_id: 5,
        para_birimi_id: 1,
        döviz_kuru: '1',
      }),
    );
    expect(r.data.message).toBe('success');
    const row = await one(
      sql<Row>`select belge_no, to_char(belge_tarihi, 'YYYY-MM-DD') as belge_tarihi, tutar::text, vergi_tutar::text
        from banka_gelen_havale_islemi where id = ${r.data.id}`,
    );
    expect(row).toEqual({
      belge_no: invoice.fatura_numarasi,
      belge_tarihi: invoice.tarih,
      tutar: Number(left).toFixed(3),
      vergi_tutar: Number(left).toFixed(3),
    });
    // Taken back, the transfer gives the invoice its remaining amount back.
    await api.remove('banka_gelen_havale_islemi', r.data.id);
    // Without a target the amount is required.
    const bad = await j(
      await api.store('banka_gelen_havale_islemi', {
        banka_karti2_id: banka,
        islem_tipi_id: 4,
        cari_hesap_id: cari,
        tip_id: 1,
        islem_tarihi: '2026-11-21',
      }),
    );
    expect(bad.data.errors.tutar).toEqual(['Tutar alanı zorunludur.']);
  });

  it('keeps each card balance equal to its movements, transfers included', async () => {
    const k0 = Number(await balance('kasa_karti', kasa));
    const b0 = Number(await balance('banka_karti', banka));
    const inR = await j(
      api.store('tahsilat_islem', receipt({ islem_tipi_id: 2, banka_karti_id: banka, tutar: '250.5' })),
    );
    expect(inR.data.message).toBe('success');
    expect(Number(await balance('kasa_karti', kasa))).toBeCloseTo(k0 + 250.5, 3);
    expect(Number(await balance('banka_karti', banka))).toBeCloseTo(b0 - 250.5, 3);
    await api.update('tahsilat_islem', inR.data.id, { tutar: '300' });
    expect(Number(await balance('kasa_karti', kasa))).toBeCloseTo(k0 + 300, 3);
    const out = await j(
      await api.store('banka_giden_havale_islem', {
        ...receipt({ kasa_karti2_id: undefined, islem_tipi_id: 1, kasa_karti_id: kasa, tutar: '40' }),
        banka_karti2_id: banka,
      }),
    );
    expect(out.data.message).toBe('success');
    expect(Number(await balance('kasa_karti', kasa))).toBeCloseTo(k0 + 340, 3);
    expect(Number(await balance('banka_karti', banka))).toBeCloseTo(b0 - 340, 3);
    await api.remove('tahsilat_islem', inR.data.id);
    expect(Number(await balance('kasa_karti', kasa))).toBeCloseTo(k0 + 40, 3);
    // The movements tab lists the card's rows; the card list shows the balance.
    const moves = await j(
      await api.list('kasa_hareketleri', {
        page: 1,
        limit: 100,
        filters: { kasa_karti_id: { type: 1, filter: [kasa] } },
      }),
    );
    expect(moves.code).toBe(200);
    const sumMoves = moves.data.records.reduce(
      (s: number, m: Row) => s + Number(m.giris) - Number(m.cikis),
      0,
    );
    expect(sumMoves).toBeCloseTo(Number(await balance('kasa_karti', kasa)), 3);
    const cards = await j(api.list('kasa_karti', { page: 1, limit: 10 }));
    expect(cards.data.records.find((c: Row) => Number(c.id) === kasa).bakiye).toBe(
      await balance('kasa_karti', kasa),
    );
  });

  it('takes the customer from the chosen document and lists the TL cards first', async () => {
    const other = await one(
      sql<Row>`select id from cari_hesap where department_id = ${dept} and id <> ${cari} order by id limit 1`,
    );
    const r = await j(
      api.store(
        'tahsilat_islem',
        receipt({ islem_tipi_id: 4, cari_hesap_id: other!.id, tip_id: 1, satis_fatura_id: invoice.id }),
      ),
    );
    expect(r.data.message).toBe('success');
    const row = await one(sql<Row>`select cari_hesap_id from tahsilat_islem where id = ${r.data.id}`);
    expect(Number(row!.cari_hesap_id)).toBe(cari);
    const cards = await api.select('tahsilat_islem', 'kasa_karti2_id');
    expect(cards.json.results.map((o: Row) => o.text)).toEqual(['Merkez Kasa', 'Döviz Kasası']);
  });

  it('refuses a transaction in another currency than a foreign-currency card', async () => {
    const r = await j(
      api.store(
        'tahsilat_islem',
        receipt({ kasa_karti2_id: euroKasa, islem_tipi_id: 2, banka_karti_id: banka }),
      ),
    );
    expect(r.data.errors.para_birimi_id).toEqual([
      'Kasa kartının para birimi ile işlemin para birimi aynı olmalıdır.',
    ]);
  });

  it('movement views are read-only', async () => {
    const r = await j(api.store('kasa_hareketleri', { islem_turu: 'x' }));
    expect(r.code).toBe(400);
  });
});

describe('cheques and notes', () => {
  const cheque = (extra: Row = {}): Row => ({
    cari_hesap_id: cari,
    cek_numarasi: '7700123',
    islem_tarihi: '2026-11-20',
    vade_tarihi: '2026-12-20',
    sehirler_id: 34,
    tutar: '5000',
    para_birimi_id: 1,
    ...extra,
  });

  it('refuses a cheque without the required fields', async () => {
    const r = await j(
      api.store('musteri_cek', { cari_hesap_id: '', cek_numarasi: '', tutar: '', sehirler_id: '' }),
    );
    expect(r.data.errors.cari_hesap_id).toEqual(['Cari Hesap alanı zorunludur.']);
    expect(r.data.errors.cek_numarasi).toEqual(['Çek Numarası alanı zorunludur.']);
    expect(r.data.errors.tutar).toEqual(['Tutar alanı zorunludur.']);
    expect(r.data.errors.sehirler_id).toEqual(['Ödeme Yeri alanı zorunludur.']);
    const n = await j(api.store('musteri_senet', { senet_no: '', vade_tarihi: '', tutar: '1' }));
    expect(n.data.errors.senet_no).toEqual(['Senet No alanı zorunludur.']);
    expect(n.data.errors.vade_tarihi).toEqual(['Vade Tarihi alanı zorunludur.']);
  });

  it('moves a customer cheque through allowed positions and refuses the others', async () => {
    const r = await j(api.store('musteri_cek', cheque()));
    expect(r.data.message).toBe('success');
    const pos = async () =>
      Number((await one(sql<Row>`select pozisyon_id from musteri_cek where id = ${r.data.id}`))!.pozisyon_id);
    expect(await pos()).toBe(1);
    expect((await j(api.update('musteri_cek', r.data.id, { pozisyon_id: 2 }))).data.message).toBe('success');
    expect((await j(api.update('musteri_cek', r.data.id, { pozisyon_id: 5 }))).data.message).toBe('success');
    const back = await j(api.update('musteri_cek', r.data.id, { pozisyon_id: 1 }));
    expect(back.data.errors.pozisyon_id).toEqual([
      "'Tahsil Edildi' pozisyonundan 'Portföyde' pozisyonuna geçilemez.",
    ]);
    expect(await pos()).toBe(5);
    // Firma positions are not offered on a customer's cheque.
    const other = await j(api.update('musteri_cek', r.data.id, { pozisyon_id: 10 }));
    expect(other.data.message).toBe('error');
  });

  it('hides and empties the rate fields for TL, keeps the TL equivalent for a foreign currency', async () => {
    const r = await j(
      await api.store(
        'firma_cek',
        cheque({
          cek_numarasi: '9900',
          para_birimi_id: 2,
          döviz_kuru: '34.5',
          tutar: '100',
          kur_tarihi: '2026-11-20',
        }),
      ),
    );
    expect(r.data.message).toBe('success');
    let row = await one(
      sql<Row>`select dovizli_tutar::text, pozisyon_id, kur_tarihi from firma_cek where id = ${r.data.id}`,
    );
    expect(row!.dovizli_tutar).toBe('3450.000');
    expect(row!.pozisyon_id).toBe(10);
    await api.update('firma_cek', r.data.id, { para_birimi_id: 1 });
    row = await one(
      sql<Row>`select dovizli_tutar::text, döviz_kuru::text as kur, kur_tarihi from firma_cek where id = ${r.data.id}`,
    );
    expect(row).toEqual({ dovizli_tutar: '100.000', kur: '1.0000', kur_tarihi: null });
    const missingRate = await j(
      api.store('firma_cek', cheque({ cek_numarasi: '9901', para_birimi_id: 2, döviz_kuru: '' })),
    );
    expect(missingRate.data.errors.döviz_kuru).toEqual(['Döviz Kuru alanı zorunludur.']);
  });

  it('a note due soon schedules its notification, replaced when the due date moves', async () => {
    const due = new Date(Date.now() + 10 * 86400e3).toISOString().slice(0, 10);
    const r = await j(
      await api.store('musteri_senet', {
        ...cheque({ cek_numarasi: undefined }),
        senet_no: 'S-77',
        vade_tarihi: due,
      }),
    );
    expect(r.data.message).toBe('success');
    const notes = async () =>
      (
        await sql<Row>`select title, description from bildirimler where bildirim_json::jsonb->>'table' = 'musteri_senet'
          and bildirim_json::jsonb->>'id' = ${String(r.data.id)}`.execute(t.database.db)
      ).rows;
    expect(await notes()).toHaveLength(1);
    expect((await notes())[0].title).toBe('Senet vadesi yaklaşıyor');
    await api.update('musteri_senet', r.data.id, {
      vade_tarihi: new Date(Date.now() + 20 * 86400e3).toISOString().slice(0, 10),
    });
    expect(await notes()).toHaveLength(1);
    await api.update('musteri_senet', r.data.id, { pozisyon_id: 5 });
    expect(await notes()).toHaveLength(0);
  });
});
