import { describe, expect, it } from 'vitest';
import { ROLE, voucherTotals, type RoleEntry } from './index';
import {
  postFreelanceReceipt,
  postPurchase,
  postPurchaseReturnIssued,
  postSale,
  postSalesReturnReceived,
  postTransactionEntries,
} from './document-posting';
import { KDV_ISLEM } from './kdv';
import { kdv1Declaration, kdvMahsupEntries } from './kdv1';

// The posters against journals worked out by hand, as an SMMM books them (Tekdüzen Hesap Planı, MSUGT account
// uses; KDVK 29, 35; KDV Genel Uygulama Tebliği I/C-2.1 on kısmi tevkifat). Each expectation is the journal entry
// written out line by line, not the poster's own arithmetic.

const customer = { table: 'cari_hesap' as const, id: 7 };
const supplier = { table: 'cari_hesap' as const, id: 9 };
const bank = { table: 'banka_karti' as const, id: 3 };
const short = (e: RoleEntry[]) => e.map((x) => [x.role, x.borc, x.alacak]);
const balanced = (e: RoleEntry[]) => {
  const t = voucherTotals(e);
  expect(t.borc).toBe(t.alacak);
};

describe('invoices by kind and direction', () => {
  it('a sale of 1.000 + %20: 120 1.200 / 600 1.000, 391 200 (KDV 1 "Tevkifat Uygulanmayan", %20, matrah 1.000)', () => {
    const e = postSale(
      { rate: 1, payable: '1200', payableTl: '1200', kdv: [{ oran: '20', matrah: '1000', kdv: '200' }] },
      customer,
    );
    expect(short(e)).toEqual([
      [ROLE.cari, '1200.00', '0.00'],
      [ROLE.satis, '0.00', '1000.00'],
      [ROLE.hesaplananKdv, '0.00', '200.00'],
    ]);
    expect(e[2].kdv).toEqual({ islem: KDV_ISLEM.teslim, oran: '20', matrah: '1000.00', tevkifat: '0.00' });
  });

  it('a 10 % line discount: the gross sale stays in 600, the discount is 611 Satış İskontoları', () => {
    // 10 × 100,00 = 1.000,00 gross; −10 % = 100,00; net 900,00; KDV %20 180,00; payable 1.080,00.
    const e = postSale(
      {
        rate: 1,
        payable: '1080',
        payableTl: '1080',
        discount: '-100',
        kdv: [{ oran: '20', matrah: '900', kdv: '180' }],
      },
      customer,
    );
    expect(short(e)).toEqual([
      [ROLE.cari, '1080.00', '0.00'],
      [ROLE.iskonto, '100.00', '0.00'],
      [ROLE.satis, '0.00', '1000.00'],
      [ROLE.hesaplananKdv, '0.00', '180.00'],
    ]);
    expect(e[3].kdv?.matrah).toBe('900.00');
  });

  it('a 5/10 withholding sale: 391 takes the seller’s half only, no 136 (the buyer declares the rest on KDV 2)', () => {
    // Net 10.000,00, KDV %20 2.000,00, withheld 5/10 = 1.000,00, payable 11.000,00.
    const e = postSale(
      {
        rate: 1,
        payable: '11000',
        payableTl: '11000',
        kdv: [{ oran: '20', matrah: '10000', kdv: '2000', tevkifat: '1000', kod: '603', onda: 5 }],
      },
      customer,
    );
    expect(short(e)).toEqual([
      [ROLE.cari, '11000.00', '0.00'],
      [ROLE.satis, '0.00', '10000.00'],
      [ROLE.hesaplananKdv, '0.00', '1000.00'],
    ]);
    expect(e[2].kdv).toEqual({
      islem: KDV_ISLEM.kismiTevkifat,
      oran: '20',
      matrah: '10000.00',
      tevkifat: '1000.00',
      kod: '603',
      orani: '5/10',
    });
    expect(e.some((x) => x.role === ROLE.tevkifat)).toBe(false);
  });

  it('the buyer of that sale: 153 and 191 whole against 320 and 360 (the withheld half, KDV 2)', () => {
    const e = postPurchase(
      {
        rate: 1,
        payable: '11000',
        payableTl: '11000',
        kdv: [{ oran: '20', matrah: '10000', kdv: '2000', tevkifat: '1000', kod: '603', onda: 5 }],
        costs: [{ role: ROLE.stok, amount: '10000' }],
      },
      supplier,
    );
    expect(short(e)).toEqual([
      [ROLE.stok, '10000.00', '0.00'],
      [ROLE.indirilecekKdv, '2000.00', '0.00'],
      [ROLE.cari, '0.00', '11000.00'],
      [ROLE.tevkifat, '0.00', '1000.00'],
    ]);
    expect(e[1].kdv).toMatchObject({ islem: KDV_ISLEM.yurticiAlim, tevkifat: '1000.00' });
    expect(e[3].kdv).toMatchObject({
      islem: KDV_ISLEM.sorumlu,
      matrah: '10000.00',
      kod: '603',
      orani: '5/10',
    });
  });

  it('a purchase with a freight card on 760 and an office card on 770 splits the costs by card account', () => {
    const e = postPurchase(
      {
        rate: 1,
        payable: '1800',
        payableTl: '1800',
        kdv: [{ oran: '20', matrah: '1500', kdv: '300' }],
        costs: [
          { role: ROLE.hizmet, account: '760', amount: '1000' },
          { role: ROLE.hizmet, account: '770', amount: '500' },
        ],
      },
      supplier,
    );
    expect(e.map((x) => [x.account ?? x.role, x.borc, x.alacak])).toEqual([
      ['760', '1000.00', '0.00'],
      ['770', '500.00', '0.00'],
      [ROLE.indirilecekKdv, '300.00', '0.00'],
      [ROLE.cari, '0.00', '1800.00'],
    ]);
  });

  it('a return received (customer → us): 610 and 191 against the customer (KDVK 35)', () => {
    // Returned goods 500,00 + KDV %20 100,00 = 600,00.
    const e = postSalesReturnReceived(
      { rate: 1, payable: '600', payableTl: '600', kdv: [{ oran: '20', matrah: '500', kdv: '100' }] },
      customer,
    );
    expect(short(e)).toEqual([
      [ROLE.satisIade, '500.00', '0.00'],
      [ROLE.indirilecekKdv, '100.00', '0.00'],
      [ROLE.cari, '0.00', '600.00'],
    ]);
    expect(e[1].kdv).toMatchObject({ islem: KDV_ISLEM.satisIade, matrah: '500.00' });
  });

  it('a return issued (us → supplier): the supplier against 153 and 391', () => {
    // Goods sent back 800,00 + KDV %20 160,00 = 960,00.
    const e = postPurchaseReturnIssued(
      {
        rate: 1,
        payable: '960',
        payableTl: '960',
        kdv: [{ oran: '20', matrah: '800', kdv: '160' }],
        costs: [{ role: ROLE.stok, amount: '800' }],
      },
      supplier,
    );
    expect(short(e)).toEqual([
      [ROLE.cari, '960.00', '0.00'],
      [ROLE.stok, '0.00', '800.00'],
      [ROLE.hesaplananKdv, '0.00', '160.00'],
    ]);
    expect(e[2].kdv).toMatchObject({ islem: KDV_ISLEM.alinanMalIadesi, matrah: '800.00' });
  });

  it('a USD sale: the customer line keeps the dollars and the rate; KDV by rate in TL', () => {
    // 1.000,00 USD + %20 = 1.200,00 USD at 30,0000 → 36.000,00 TL.
    const e = postSale(
      {
        rate: '30.0000',
        currency: 2,
        payable: '1200',
        payableTl: '36000',
        kdv: [{ oran: '20', matrah: '1000', kdv: '200' }],
      },
      customer,
    );
    expect(short(e)).toEqual([
      [ROLE.cari, '36000.00', '0.00'],
      [ROLE.satis, '0.00', '30000.00'],
      [ROLE.hesaplananKdv, '0.00', '6000.00'],
    ]);
    expect(e[0].fx).toEqual({ currency: 2, amount: '1200.000', rate: '30' });
  });

  it('several rates and a rounding at the rate still balance (600 takes the kuruş)', () => {
    const e = postSale(
      {
        rate: '34.5678',
        currency: 2,
        payable: '1213.33',
        payableTl: '41941.15',
        kdv: [
          { oran: '20', matrah: '1000', kdv: '200' },
          { oran: '10', matrah: '12.12', kdv: '1.21' },
        ],
      },
      customer,
    );
    balanced(e);
    expect(e.filter((x) => x.role === ROLE.hesaplananKdv).map((x) => [x.kdv?.oran, x.alacak])).toEqual([
      ['20', '6913.56'],
      ['10', '41.83'],
    ]);
  });

  it('an e-SMM with 2/10 withheld: 391 the client did not withhold, no 136', () => {
    // izibiz: brüt 17,80; stopaj 3,56; KDV %18 3,20; withheld 2/10 0,64; net 16,80.
    const e = postFreelanceReceipt(
      {
        brut_ucret: '17.80',
        gv_stopaj_tutari: '3.56',
        kdv_tutari: '3.20',
        kdv_tevkifat_tutari: '0.64',
        net_tahsilat: '16.80',
        kdv: [{ oran: '18', matrah: '17.80', kdv: '3.20', tevkifat: '0.64', kod: '626', onda: 2 }],
      },
      customer,
    );
    expect(short(e)).toEqual([
      [ROLE.cari, '16.80', '0.00'],
      [ROLE.pesinVergi, '3.56', '0.00'],
      [ROLE.satis, '0.00', '17.80'],
      [ROLE.hesaplananKdv, '0.00', '2.56'],
    ]);
  });
});

describe('cash and bank transactions', () => {
  it('a cash expense of 1.200 with %20 KDV on an invoice: 770 1.000 and 191 200 (KDV 1) against the cash card', () => {
    const e = postTransactionEntries({
      direction: 'out',
      card: { table: 'kasa_karti', id: 1 },
      cardRole: ROLE.kasa,
      islemTipi: 3,
      total: '1200',
      kdv: '200',
      kdvOran: '20',
    });
    expect(short(e)).toEqual([
      [ROLE.hizmet, '1000.00', '0.00'],
      [ROLE.indirilecekKdv, '200.00', '0.00'],
      [ROLE.kasa, '0.00', '1200.00'],
    ]);
    expect(e[1].kdv).toEqual({
      islem: KDV_ISLEM.yurticiAlim,
      oran: '20',
      matrah: '1000.00',
      tevkifat: '0.00',
    });
  });

  it('a USD invoice collected at a higher typed rate: 102 at the bank’s rate, 120 at the invoice’s, 646 the gain', () => {
    // Invoice 1.000,00 USD at 30,0000 = 30.000,00 TL; the bank credits 1.000 USD at 32,5000 = 32.500,00 TL.
    const e = postTransactionEntries({
      direction: 'in',
      card: bank,
      cardRole: ROLE.banka,
      islemTipi: 4,
      counter: customer,
      total: '32500',
      kdv: '0',
      kurFarki: '2500',
      cardFx: { currency: 2, amount: '1000', rate: '32.5' },
      counterFx: { currency: 2, amount: '1000', rate: '30' },
    });
    expect(short(e)).toEqual([
      [ROLE.banka, '32500.00', '0.00'],
      [ROLE.cari, '0.00', '30000.00'],
      [ROLE.kambiyoKari, '0.00', '2500.00'],
    ]);
    expect(e[0].fx).toEqual({ currency: 2, amount: '1000.000', rate: '32.5' });
    expect(e[1].fx).toEqual({ currency: 2, amount: '1000.000', rate: '30' });
  });

  it('the same invoice collected at a lower rate: 656 the loss', () => {
    // 1.000 USD at 29,0000 = 29.000,00 TL against 30.000,00 booked.
    const e = postTransactionEntries({
      direction: 'in',
      card: bank,
      cardRole: ROLE.banka,
      islemTipi: 4,
      counter: customer,
      total: '29000',
      kdv: '0',
      kurFarki: '-1000',
    });
    expect(short(e)).toEqual([
      [ROLE.banka, '29000.00', '0.00'],
      [ROLE.kambiyoZarari, '1000.00', '0.00'],
      [ROLE.cari, '0.00', '30000.00'],
    ]);
  });

  it('a EUR purchase paid at a higher rate: 320 the booked TL, 656 the loss, 102 what left the bank', () => {
    // 500,00 EUR at 35,0000 = 17.500,00 booked; paid at 36,0000 = 18.000,00; kur_farki −500,00.
    const e = postTransactionEntries({
      direction: 'out',
      card: bank,
      cardRole: ROLE.banka,
      islemTipi: 4,
      counter: supplier,
      total: '18000',
      kdv: '0',
      kurFarki: '-500',
    });
    expect(short(e)).toEqual([
      [ROLE.cari, '17500.00', '0.00'],
      [ROLE.kambiyoZarari, '500.00', '0.00'],
      [ROLE.banka, '0.00', '18000.00'],
    ]);
  });

  it('a small-business order paid in advance: 340 Alınan Sipariş Avansları, not the customer', () => {
    const e = postTransactionEntries({
      direction: 'in',
      card: bank,
      cardRole: ROLE.banka,
      islemTipi: 4,
      counter: customer,
      orderAdvance: true,
      total: '500',
      kdv: '0',
    });
    expect(short(e)).toEqual([
      [ROLE.banka, '500.00', '0.00'],
      [ROLE.siparisAvansi, '0.00', '500.00'],
    ]);
  });
});

describe('KDV 1 and the month-end KDV voucher', () => {
  // January, worked by hand: sales at %20 10.000 / 2.000 and at %10 1.000 / 100; a 5/10 withholding sale (603)
  // 10.000 → the seller's 1.000; a return issued 800 / 160; purchases at %20 5.000 / 1.000 of which 500 withheld by
  // us (sorumlu); a return received 500 / 100. No carry-forward.
  const january = [
    { islem: KDV_ISLEM.teslim, oran: '20', matrah: '10000', vergi: '2000' },
    { islem: KDV_ISLEM.teslim, oran: '10', matrah: '1000', vergi: '100' },
    {
      islem: KDV_ISLEM.kismiTevkifat,
      oran: '20',
      kod: '603',
      orani: '5/10',
      matrah: '10000',
      vergi: '1000',
      tevkifat: '1000',
    },
    { islem: KDV_ISLEM.alinanMalIadesi, oran: '20', matrah: '800', vergi: '160' },
    { islem: KDV_ISLEM.yurticiAlim, oran: '20', matrah: '5000', vergi: '1000', tevkifat: '500' },
    { islem: KDV_ISLEM.satisIade, oran: '20', matrah: '500', vergi: '100' },
  ] as const;

  it('hesaplanan 3.260, indirimler 1.100, ödenecek 2.160 — GİB’s sections in order', () => {
    const r = kdv1Declaration(january, '0');
    expect([r.hesaplanan, r.indirimler, r.odenecek, r.sonrakiDevreden]).toEqual([
      '3260.00',
      '1100.00',
      '2160.00',
      '0.00',
    ]);
    const v = (satir: string) => r.rows.find((x) => x.satir === satir);
    expect(v('matrah_toplami')?.matrah).toBe('21800.00');
    expect(v('yurtici_alim')?.vergi).toBe('500.00');
    expect(v('sorumlu')?.vergi).toBe('500.00');
    expect(v('satis_iade')?.vergi).toBe('100.00');
    expect(v('kismi:603:20:5/10')).toMatchObject({
      matrah: '10000.00',
      tevkifat_orani: '5/10',
      vergi: '1000.00',
    });
    expect(v('alinan_mal_iadesi')).toMatchObject({ matrah: '800.00', vergi: '160.00' });
    expect(r.rows.map((x) => x.bolum).filter((b, i, a) => a.indexOf(b) === i)).toEqual([
      'MATRAH',
      'İNDİRİMLER',
      'SONUÇ HESAPLARI',
      'DİĞER BİLGİLER',
    ]);
  });

  it('the mahsup of a payable month: 391 3.260 against 191 1.100 and 360 2.160', () => {
    expect(short(kdvMahsupEntries({ hesaplanan: '3260', indirilecek: '1100', devreden: '0' }))).toEqual([
      [ROLE.hesaplananKdv, '3260.00', '0.00'],
      [ROLE.indirilecekKdv, '0.00', '1100.00'],
      [ROLE.odenecekKdv, '0.00', '2160.00'],
    ]);
  });

  it('a carry-forward month: 190 takes the rest, and the next month starts from it', () => {
    // February: 391 400, 191 1.000 → devreden 600. March: 391 1.000, 191 100, 190 600 → ödenecek 300.
    const feb = kdvMahsupEntries({ hesaplanan: '400', indirilecek: '1000', devreden: '0' });
    expect(short(feb)).toEqual([
      [ROLE.hesaplananKdv, '400.00', '0.00'],
      [ROLE.devredenKdv, '600.00', '0.00'],
      [ROLE.indirilecekKdv, '0.00', '1000.00'],
    ]);
    const march = kdv1Declaration(
      [
        { islem: KDV_ISLEM.teslim, oran: '20', matrah: '5000', vergi: '1000' },
        { islem: KDV_ISLEM.yurticiAlim, oran: '20', matrah: '500', vergi: '100' },
      ],
      '600',
    );
    expect([march.devreden, march.odenecek]).toEqual(['600.00', '300.00']);
    expect(short(kdvMahsupEntries({ hesaplanan: '1000', indirilecek: '100', devreden: '600' }))).toEqual([
      [ROLE.hesaplananKdv, '1000.00', '0.00'],
      [ROLE.indirilecekKdv, '0.00', '100.00'],
      [ROLE.devredenKdv, '0.00', '600.00'],
      [ROLE.odenecekKdv, '0.00', '300.00'],
    ]);
  });
});
