import { describe, expect, it } from 'vitest';
import { postTransactionEntries as postTransaction } from './document-posting';
import {
  accountAncestors,
  accountLevel,
  LEDGER_KIND,
  postDepreciation,
  postFixedAssetMovement,
  postPaper,
  postPersonnelPayment,
  ROLE,
  voucherTotals,
} from './index';

const customer = { table: 'cari_hesap' as const, id: 7 };

describe('the posters (docs/ledger.md)', () => {
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
