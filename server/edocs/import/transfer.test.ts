import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN, departmentOf, tablesApi } from '../../tables/table.test-kit';
import { createTestContext, type TestContext } from '../../test/harness';

// "Alış Faturasına Aktar" (issue 26, item 2; docs/e-documents.md, "Into the books"), as Demo Ticaret's admin: a received
// e-Fatura becomes a purchase invoice through the purchase invoice's own save and posts the same voucher as the same
// invoice keyed by hand (whatever posting rules are on main: the test compares, it names no account); the lines nothing
// matched are chosen once and matched by the supplier's item code on its next invoice without asking; a document is
// transferred once.

type Row = Record<string, unknown>;

const FIXTURES = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../../tests/fixtures/received');
const fixture = (name: string) => new Uint8Array(readFileSync(path.join(FIXTURES, name)));

let t: TestContext;
let token: string;
let api: ReturnType<typeof tablesApi>;
let dept: number;
let stock: { toner: number; paper: number };

const q = async (query: ReturnType<typeof sql<Row>>) => (await query.execute(t.database.db)).rows;

async function importFile(name: string): Promise<number> {
  const form = new FormData();
  form.append('dosya', new File([Buffer.from(fixture(name))], name));
  const res = await t.app.request(
    `/api/v1/${token}/tables/gelen_efatura/inbox/import`,
    { method: 'POST', body: form },
    { incoming: { socket: { remoteAddress: t.address } } },
  );
  const json = (await res.json()) as any;
  expect(json.data.sonuclar[0].status, JSON.stringify(json)).toBe('stored');
  return Number(json.data.sonuclar[0].id);
}

/** The voucher lines of a purchase invoice: account code, debit, credit. */
const voucherOf = async (invoiceId: number) =>
  q(sql<Row>`select h.hesap_kodu, s.borc::text as borc, s.alacak::text as alacak
    from fis f join fis_satiri s on s.fisler_id = f.id join hesap_plani h on h.id = s.hesap_plani_id
    where f.kaynak_tablo = 'alis_fatura' and f.kaynak_id = ${invoiceId} order by s.sira_no`);

beforeAll(async () => {
  t = await createTestContext();
  token = await t.login(DEMO_ADMIN);
  api = tablesApi(t, token);
  dept = await departmentOf(t, DEMO_ADMIN);
  const byCode = async (kod: string) =>
    Number(
      (
        await q(sql<Row>`select id from stok_kartlari where department_id = ${dept} and stok_kodu = ${kod}`)
      )[0].id,
    );
  stock = { toner: await byCode('STK-002'), paper: await byCode('STK-001') };
}, 300_000);
afterAll(() => t.close());

describe('a received e-Fatura into the books', () => {
  it('asks for the lines nothing matches, then posts the voucher of the same invoice keyed by hand', async () => {
    const gelen = await importFile('ege-ticari-imzali.xml');
    const proposal = await t.post(`/${token}/tables/gelen_efatura/inbox/transferProposal`, { id: gelen });
    expect(proposal.json.data.supplier).toEqual({
      id: null,
      vkn: '3185047261',
      title: 'Ege Büro Malzemeleri Sanayi ve Ticaret A.Ş.',
    });
    expect(proposal.json.data.lines.map((l: Row) => [l.sellersCode, l.card])).toEqual([
      ['EGB-TN-26A', null],
      ['EGB-KG-A480', null],
    ]);
    const asked = await t.post(`/${token}/tables/gelen_efatura/inbox/transfer`, { id: gelen });
    expect(asked.status).toBe(400);
    expect(asked.json.data.message).toBe(
      '1. satır (HP 26A Uyumlu Lazer Toner, satıcı kodu EGB-TN-26A): stok ya da hizmet kartını seçiniz. 2. satır (A4 Fotokopi Kağıdı 80 g (500 yaprak), satıcı kodu EGB-KG-A480): stok ya da hizmet kartını seçiniz.',
    );
    // Nothing was written by the refusal (the supplier's card aside, which it needs).
    expect(
      (
        await q(
          sql<Row>`select count(*)::int as n from alis_fatura where fatura_numarasi = 'EGB2026000004127'`,
        )
      )[0].n,
    ).toBe(0);

    const done = await t.post(`/${token}/tables/gelen_efatura/inbox/transfer`, {
      id: gelen,
      satirlar: { '1': { stok_kartlari_id: stock.toner }, '2': { stok_kartlari_id: stock.paper } },
    });
    expect(done.json.data, JSON.stringify(done.json)).toMatchObject({
      message: 'Alış faturası oluşturuldu (EGB2026000004127); yevmiye fişi kesildi.',
      fatura_numarasi: 'EGB2026000004127',
    });
    const invoiceId = Number(done.json.data.id);
    expect(done.json.data.fis_id).toEqual(expect.any(Number));
    const [inv] =
      await q(sql<Row>`select cari_hesap_id, odenecek_tutar::text as odenecek, fatura_tarihi::text as tarih
      from alis_fatura where id = ${invoiceId}`);
    // The payable is the document's.
    const [doc] = await q(
      sql<Row>`select odenecek_tutar::text as p, alis_fatura_id from gelen_efatura where id = ${gelen}`,
    );
    expect(inv.odenecek).toBe(doc.p);
    expect(Number(doc.alis_fatura_id)).toBe(invoiceId);
    // The supplier's card was made from the document's party.
    const [supplier] = await q(sql<Row>`select tc, unvan from cari_hesap where id = ${inv.cari_hesap_id}`);
    expect(supplier).toEqual({ tc: '3185047261', unvan: 'Ege Büro Malzemeleri Sanayi ve Ticaret A.Ş.' });

    // The same invoice keyed by hand on the purchase invoice form.
    const byHand = await api.store('alis_fatura', {
      cari_hesap_id: inv.cari_hesap_id,
      fatura_senaryo_id: 2,
      fatura_tipi_id: 2,
      fatura_numarasi: 'EGB2026000009999',
      fatura_tarihi: inv.tarih,
      para_birimi_id: 1,
      döviz_kuru: '1',
      mal_hizmet_json: JSON.stringify([
        {
          mal_hizmet_turu_id: 1,
          stok_kartlari_id: stock.toner,
          depo_kartlari_id: await depotOf(stock.toner),
          mal_hizmet: 'HP 26A Uyumlu Lazer Toner',
          miktar: '10',
          birim_id: await unitId('C62'),
          birim_fiyat: '1380.00',
          kdv_id: 9,
        },
        {
          mal_hizmet_turu_id: 1,
          stok_kartlari_id: stock.paper,
          depo_kartlari_id: await depotOf(stock.paper),
          mal_hizmet: 'A4 Fotokopi Kağıdı 80 g (500 yaprak)',
          miktar: '40',
          birim_id: await unitId('PA'),
          birim_fiyat: '92.50',
          kdv_id: 9,
          iskonto_orani: '5',
        },
      ]),
    });
    expect(byHand.json.data.message, JSON.stringify(byHand.json)).toBe('success');
    const transferred = await voucherOf(invoiceId);
    expect(transferred.length).toBeGreaterThan(2);
    expect(transferred).toEqual(await voucherOf(Number(byHand.json.data.id)));

    // Once only.
    const again = await t.post(`/${token}/tables/gelen_efatura/inbox/transfer`, {
      id: gelen,
      satirlar: { '1': { stok_kartlari_id: stock.toner }, '2': { stok_kartlari_id: stock.paper } },
    });
    expect(again.json.data.message).toBe(
      'Bu belge daha önce alış faturasına aktarılmış (EGB2026000004127); ikinci kez aktarılmaz.',
    );
  }, 240_000);

  it('matches the lines of the same supplier’s next invoice by its item code, without asking', async () => {
    const gelen = await importFile('ege-ticari-ikinci.xml');
    const proposal = await t.post(`/${token}/tables/gelen_efatura/inbox/transferProposal`, { id: gelen });
    expect(proposal.json.data.lines.map((l: Row) => [l.sellersCode, l.card, l.matchedBy])).toEqual([
      ['EGB-TN-26A', { stok_kartlari_id: stock.toner, hizmet_ve_masraf_kartlari_id: null }, 'hatırlanan'],
    ]);
    const done = await t.post(`/${token}/tables/gelen_efatura/inbox/transfer`, { id: gelen });
    expect(done.json.data.message, JSON.stringify(done.json)).toBe(
      'Alış faturası oluşturuldu (EGB2026000004163); yevmiye fişi kesildi.',
    );
    const [line] = await q(
      sql<Row>`select stok_kartlari_id from alis_fatura_hizmet where alis_fatura_id = ${done.json.data.id}`,
    );
    expect(Number(line.stok_kartlari_id)).toBe(stock.toner);
  }, 240_000);
});

async function unitId(kod: string) {
  return Number(
    (
      await q(
        sql<Row>`select id from birimler where kod = ${kod} and department_id is null order by id limit 1`,
      )
    )[0].id,
  );
}

async function depotOf(stok: number) {
  return Number(
    (await q(sql<Row>`select depo_kartlari_id from stok_kartlari where id = ${stok}`))[0].depo_kartlari_id,
  );
}
