import { describe, expect, it } from 'vitest';
import {
  accountAncestors,
  accountLevel,
  LEDGER_KIND,
  postDepreciation,
  postFixedAssetMovement,
  postPaper,
  postPersonnelPayment,
  postPurchaseInvoice,
  postSalesInvoice,
  postTransaction,
  ROLE,
  voucherTotals,
} from './index';

const customer = { table: 'cari_hesap' as const, id: 7 };

describe('the posters (docs/ledger.md)', () => {
  it('a sales invoice of 1.000 + 20 % KDV: 120 borç 1.200, 600 alacak 1.000, 391 alacak 200', () => {
    const e = postSalesInvoice(
      {
        rate: '1',
        urun_hizmet_toplam_tutar: '1000',
        toplam_iskonto: '0',
        hesaplanan_kdv: '200',
        dovizli_tutar: '1200',
      },
      customer,
    );
    expect(e).toEqual([
      { role: ROLE.cari, party: customer, borc: '1200.00', alacak: '0.00' },
      { role: ROLE.satis, borc: '0.00', alacak: '1000.00' },
      { role: ROLE.hesaplananKdv, borc: '0.00', alacak: '200.00' },
    ]);
  });

  it('withholding, discount and a foreign currency still balance (600 takes the rounding)', () => {
    // USD 1.000 gross, 10 % discount, KDV 180, 7/10 withheld 126; payable 954 at 34.5678 = 32 977.68.
    const e = postSalesInvoice(
      {
        rate: '34.5678',
        urun_hizmet_toplam_tutar: '1000',
        toplam_iskonto: '-100',
        hesaplanan_kdv: '180',
        tevkifat_toplami: '126',
        dovizli_tutar: '32977.68',
      },
      customer,
    );
    const t = voucherTotals(e);
    expect(t.borc).toBe(t.alacak);
    expect(e.find((x) => x.role === ROLE.tevkifat)).toMatchObject({ borc: '4355.54' });
    expect(e.find((x) => x.role === ROLE.iskonto)).toMatchObject({ borc: '3456.78' });
    expect(e.find((x) => x.role === ROLE.hesaplananKdv)).toMatchObject({ alacak: '6222.20' });
  });

  it('a purchase splits the cost by line type and credits the withheld KDV to 360', () => {
    const e = postPurchaseInvoice(
      {
        rate: '1',
        hesaplanan_kdv: '300',
        tevkifat_toplami: '70',
        dovizli_tutar: '1730',
        linesByType: [
          { type: 1, amount: '1000' },
          { type: 2, amount: '500' },
        ],
      },
      { table: 'cari_hesap', id: 3 },
    );
    expect(e.map((x) => [x.role, x.borc, x.alacak])).toEqual([
      [ROLE.stok, '1000.00', '0.00'],
      [ROLE.hizmet, '500.00', '0.00'],
      [ROLE.indirilecekKdv, '300.00', '0.00'],
      [ROLE.cari, '0.00', '1730.00'],
      [ROLE.tevkifat, '0.00', '70.00'],
    ]);
  });

  it('a cash payment for an expense: 770 and 191 against the cash card', () => {
    const e = postTransaction({
      direction: 'out',
      card: { table: 'kasa_karti', id: 1 },
      cardRole: ROLE.kasa,
      islemTipi: 3,
      total: '1200',
      kdv: '200',
    });
    expect(e.map((x) => [x.role, x.borc, x.alacak])).toEqual([
      [ROLE.kasa, '0.00', '1200.00'],
      [ROLE.indirilecekKdv, '200.00', '0.00'],
      [ROLE.hizmet, '1000.00', '0.00'],
    ]);
  });

  it('account levels and ancestors follow the Tekdüzen digits, then the dotted parts', () => {
    expect(accountAncestors('120.01.0001')).toEqual(['1', '12', '120', '120.01', '120.01.0001']);
    expect([accountLevel('1'), accountLevel('12'), accountLevel('120'), accountLevel('120.01.0001')]).toEqual(
      [1, 2, 3, 5],
    );
  });
});

describe('cheques, notes, personnel payments and depreciation (docs/ledger.md)', () => {
  const short = (e: ReturnType<typeof postPaper>) => e.map((x) => [x.role, x.borc, x.alacak]);

  it('a received note by position: portfolio, protested to 128, returned without a voucher', () => {
    const at = (position: number) =>
      postPaper({ received: true, position, amount: '1000.005', party: customer });
    expect(short(at(1))).toEqual([
      [ROLE.portfoy, '1000.01', '0.00'],
      [ROLE.cari, '0.00', '1000.01'],
    ]);
    expect(short(at(8))).toEqual([
      [ROLE.cari, '0.00', '1000.01'],
      [ROLE.supheliAlacak, '1000.01', '0.00'],
    ]);
    expect(short(at(4))).toEqual([
      [ROLE.cari, '0.00', '1000.01'],
      [ROLE.ciro, '1000.01', '0.00'],
    ]);
    expect(at(9)).toEqual([]);
    for (const p of [1, 2, 3, 4, 5, 7, 8]) {
      const t = voucherTotals(at(p));
      expect(t.borc).toBe(t.alacak);
    }
  });

  it('a given cheque: supplier against 103 (or 321); paid, the bank instead', () => {
    const supplier = { table: 'cari_hesap' as const, id: 9 };
    expect(short(postPaper({ received: false, position: 10, amount: '250', party: supplier }))).toEqual([
      [ROLE.cari, '250.00', '0.00'],
      [ROLE.portfoy, '0.00', '250.00'],
    ]);
    expect(short(postPaper({ received: false, position: 6, amount: '250', party: supplier }))).toEqual([
      [ROLE.cari, '250.00', '0.00'],
      [ROLE.banka, '0.00', '250.00'],
    ]);
  });

  it('a salary from the bank posts 335 against the bank card, an advance 196; depreciation 770 / 257', () => {
    const bank = { table: 'banka_karti' as const, id: 3 };
    expect(
      postPersonnelPayment({ advance: false, amount: '28500.500', cash: false, card: bank }).map(
        (x) => x.role,
      ),
    ).toEqual([ROLE.personel, ROLE.banka]);
    expect(postPersonnelPayment({ advance: true, amount: '10', cash: true }).map((x) => x.role)).toEqual([
      ROLE.personelAvans,
      ROLE.kasa,
    ]);
    expect(short(postDepreciation('290000'))).toEqual([
      [ROLE.amortismanGideri, '290000.00', '0.00'],
      [ROLE.birikmisAmortisman, '0.00', '290000.00'],
    ]);
    expect(postDepreciation('0')).toEqual([]);
  });

  it('a transfer that collects a cheque credits the cheque kind’s portfolio, not the customer', () => {
    const bank = { table: 'banka_karti' as const, id: 3 };
    const e = postTransaction({
      direction: 'in',
      card: bank,
      cardRole: ROLE.banka,
      islemTipi: 4,
      counter: customer,
      paperKind: LEDGER_KIND.musteriCek,
      total: '800',
      kdv: '0',
    });
    expect(e).toEqual([
      { role: ROLE.banka, party: bank, borc: '800.00', alacak: '0.00' },
      { role: ROLE.portfoy, kind: LEDGER_KIND.musteriCek, borc: '0.00', alacak: '800.00' },
    ]);
  });

  it('fixed-asset movements: a purchase, a sale with a gain and with a loss, a scrapping, a revaluation', () => {
    const row = (e: ReturnType<typeof postFixedAssetMovement>) => e.map((x) => [x.role, x.borc, x.alacak]);
    expect(
      row(postFixedAssetMovement({ type: 1, amount: '50000', cost: 0, accumulated: 0, party: customer })),
    ).toEqual([
      [ROLE.sabitKiymet, '50000.00', '0.00'],
      [ROLE.cari, '0.00', '50000.00'],
    ]);
    // Cost 100.000, 40.000 depreciated: book value 60.000.
    const sale = (price: string) =>
      row(
        postFixedAssetMovement({
          type: 2,
          amount: price,
          cost: '100000',
          accumulated: '40000',
          party: customer,
        }),
      );
    expect(sale('65000')).toEqual([
      [ROLE.cari, '65000.00', '0.00'],
      [ROLE.birikmisAmortisman, '40000.00', '0.00'],
      [ROLE.sabitKiymet, '0.00', '100000.00'],
      [ROLE.sabitKiymetSatisKari, '0.00', '5000.00'],
    ]);
    expect(sale('57500.5')).toEqual([
      [ROLE.cari, '57500.50', '0.00'],
      [ROLE.birikmisAmortisman, '40000.00', '0.00'],
      [ROLE.sabitKiymet, '0.00', '100000.00'],
      [ROLE.sabitKiymetSatisZarari, '2499.50', '0.00'],
    ]);
    // Its sales invoice posted the price (120 / 600 / 391): the price comes out of 600, the customer owes it once.
    expect(
      row(
        postFixedAssetMovement({
          type: 2,
          amount: '65000',
          cost: '100000',
          accumulated: '40000',
          party: customer,
          invoiced: true,
        }),
      ),
    ).toEqual([
      [ROLE.satis, '65000.00', '0.00'],
      [ROLE.birikmisAmortisman, '40000.00', '0.00'],
      [ROLE.sabitKiymet, '0.00', '100000.00'],
      [ROLE.sabitKiymetSatisKari, '0.00', '5000.00'],
    ]);
    // Sold at exactly its book value: no result line.
    expect(sale('60000').map((r) => r[0])).toEqual([ROLE.cari, ROLE.birikmisAmortisman, ROLE.sabitKiymet]);
    expect(
      row(postFixedAssetMovement({ type: 3, amount: '999', cost: '100000', accumulated: '40000' })),
    ).toEqual([
      [ROLE.birikmisAmortisman, '40000.00', '0.00'],
      [ROLE.sabitKiymet, '0.00', '100000.00'],
      [ROLE.sabitKiymetSatisZarari, '60000.00', '0.00'],
    ]);
    expect(postFixedAssetMovement({ type: 4, amount: '1', cost: '1', accumulated: '0' })).toEqual([]);
  });
});
