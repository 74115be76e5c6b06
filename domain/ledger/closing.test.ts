import { describe, expect, it } from 'vitest';
import { D, type Dec } from '../money';
import {
  carryForwardLines,
  closingTotals,
  closingVoucherLines,
  depreciationShare,
  incomeClosingLines,
  openingVoucherLines,
  provisionLines,
  reflectionLines,
  resultLines,
  unclosableCostAccounts,
} from './closing';
import { costOfSales, type CostMovement } from './cost-of-sales';

// Hand-worked closing entries (MSUGT, 1 Sıra No.lu Muhasebe Sistemi Uygulama Genel Tebliği: the working of 7/A,
// 690, 691, 692, 590, 591, 370, 371, 570, 580) and a hand-worked weighted average (VUK 274, 275).

const bal = (o: Record<string, string>): Map<string, Dec> =>
  new Map(Object.entries(o).map(([k, v]) => [k, D(v)]));
const rows = (lines: { code: string; borc: string; alacak: string }[]) =>
  lines.map((l) => [l.code, l.borc, l.alacak]);

describe('the 7/A reflection (step 3)', () => {
  it('reflects 770 into 632 through 771 and closes 771 against 770 and its sub-accounts', () => {
    const lines = reflectionLines(bal({ '770': '327325.00', '770.05': '1000.00', '760': '250.50' }));
    expect(rows(lines)).toEqual([
      ['631', '250.50', '0.00'],
      ['761', '0.00', '250.50'],
      ['761', '250.50', '0.00'],
      ['760', '0.00', '250.50'],
      ['632', '328325.00', '0.00'],
      ['771', '0.00', '328325.00'],
      ['771', '328325.00', '0.00'],
      ['770', '0.00', '327325.00'],
      ['770.05', '0.00', '1000.00'],
    ]);
    expect(closingTotals(lines)).toEqual({ borc: '657151.00', alacak: '657151.00' });
  });

  it('reflects only what the year’s monthly reflections left, and closes 771 whole', () => {
    // 770 100,00 of which 60,00 reflected during the year (632 / 771).
    const lines = reflectionLines(bal({ '632': '60.00', '770': '100.00', '771': '-60.00' }));
    expect(rows(lines)).toEqual([
      ['632', '40.00', '0.00'],
      ['771', '0.00', '40.00'],
      ['771', '100.00', '0.00'],
      ['770', '0.00', '100.00'],
    ]);
  });

  it('names production and 7/B cost accounts it cannot close', () => {
    expect(unclosableCostAccounts(bal({ '710': '5.00', '770': '1.00', '790': '2.00', '730': '0' }))).toEqual([
      '710',
      '790',
    ]);
  });
});

describe('closing the income statement (steps 4–6)', () => {
  // A year: sales 100.000, discounts 2.000, cost of sales 60.000, general expenses (reflected) 25.000, a fixed-asset
  // sale's gain 1.500: profit before tax 14.500.
  const year = bal({
    '600': '-100000.00',
    '610': '2000.00',
    '621': '60000.00',
    '632': '25000.00',
    '679': '-1500.00',
    '193': '1200.00',
  });

  it('moves 60–68 into 690', () => {
    const lines = incomeClosingLines(year);
    expect(rows(lines)).toEqual([
      ['600', '100000.00', '0.00'],
      ['610', '0.00', '2000.00'],
      ['621', '0.00', '60000.00'],
      ['632', '0.00', '25000.00'],
      ['679', '1500.00', '0.00'],
      ['690', '0.00', '14500.00'],
    ]);
  });

  it('books the keyed tax provision (691 / 370) and offsets the prepaid taxes up to it (371 / 193)', () => {
    expect(rows(provisionLines(D('3625.00'), year))).toEqual([
      ['691', '3625.00', '0.00'],
      ['370', '0.00', '3625.00'],
      ['371', '1200.00', '0.00'],
      ['193', '0.00', '1200.00'],
    ]);
    expect(provisionLines(D('0'), year)).toEqual([]);
  });

  it('closes 690 and 691 into 692 and the net profit into 590', () => {
    const { lines, result } = resultLines(bal({ '690': '-14500.00', '691': '3625.00' }));
    expect(rows(lines)).toEqual([
      ['690', '14500.00', '0.00'],
      ['692', '0.00', '14500.00'],
      ['692', '3625.00', '0.00'],
      ['691', '0.00', '3625.00'],
      ['692', '10875.00', '0.00'],
      ['590', '0.00', '10875.00'],
    ]);
    expect(result.toFixed(2)).toBe('10875.00');
  });

  it('closes a loss into 591 (the demo’s 2025: depreciation 327.325,00 and nothing else)', () => {
    const { lines, result } = resultLines(bal({ '690': '327325.00' }));
    expect(rows(lines)).toEqual([
      ['690', '0.00', '327325.00'],
      ['692', '327325.00', '0.00'],
      ['591', '327325.00', '0.00'],
      ['692', '0.00', '327325.00'],
    ]);
    expect(result.toFixed(2)).toBe('-327325.00');
  });
});

describe('kapanış, açılış and the carry-forward (steps 7–9)', () => {
  it('reverses every balance-sheet account, refuses while 6 / 7 hold a balance, opens the same next year', () => {
    const after = bal({
      '100.01.0001': '5000.00',
      '255': '1624500.00',
      '257': '-290000.00',
      '500': '-1624500.00',
      '591': '285000.00',
    });
    const { lines, open } = closingVoucherLines(after);
    expect(open).toEqual([]);
    expect(rows(lines)).toEqual([
      ['100.01.0001', '0.00', '5000.00'],
      ['255', '0.00', '1624500.00'],
      ['257', '290000.00', '0.00'],
      ['500', '1624500.00', '0.00'],
      ['591', '0.00', '285000.00'],
    ]);
    expect(closingTotals(lines)).toEqual({ borc: '1914500.00', alacak: '1914500.00' });
    expect(rows(openingVoucherLines(lines))).toEqual([
      ['100.01.0001', '5000.00', '0.00'],
      ['255', '1624500.00', '0.00'],
      ['257', '0.00', '290000.00'],
      ['500', '0.00', '1624500.00'],
      ['591', '285000.00', '0.00'],
    ]);
    expect(closingVoucherLines(bal({ '100': '1.00', '770': '1.00', '600': '-2.00' })).open).toEqual([
      '600',
      '770',
    ]);
  });

  it('moves last year’s loss to 580 and a profit to 570', () => {
    expect(rows(carryForwardLines(bal({ '591': '327325.00' })))).toEqual([
      ['580', '327325.00', '0.00'],
      ['591', '0.00', '327325.00'],
    ]);
    expect(rows(carryForwardLines(bal({ '590': '-10875.00' })))).toEqual([
      ['570', '0.00', '10875.00'],
      ['590', '10875.00', '0.00'],
    ]);
  });
});

describe('the period’s depreciation share (ara dönem)', () => {
  it('spreads the year over its months: 3/12 at March’s end, all of it in December', () => {
    expect(depreciationShare(D('290000.00'), null, 3).toFixed(2)).toBe('72500.00');
    expect(depreciationShare(D('12125.00'), null, 6).toFixed(2)).toBe('6062.50');
    expect(depreciationShare(D('290000.00'), null, 12).toFixed(2)).toBe('290000.00');
  });

  it('spreads an asset acquired in the year over its months from acquisition', () => {
    // Acquired in April: 9 months; June's end carries 3/9 of 48.500,00.
    expect(depreciationShare(D('48500.00'), 4, 6).toFixed(2)).toBe('16166.67');
    expect(depreciationShare(D('48500.00'), 4, 3).toFixed(2)).toBe('0.00');
    expect(depreciationShare(D('48500.00'), 4, 12).toFixed(2)).toBe('48500.00');
  });
});

describe('cost of sales by the periodic weighted average', () => {
  const m = (
    card: number,
    warehouse: number,
    date: string,
    qty: string,
    value: string | null,
  ): CostMovement => ({
    card,
    warehouse,
    date,
    qty,
    value,
  });
  const movements: CostMovement[] = [
    // Card 1, warehouse 1: opening 50 × 95,00; bought 100 for 9.500,00; sold 20 in January.
    m(1, 1, '2026-01-01', '50', '4750.00'),
    m(1, 1, '2026-01-05', '100', '9500.00'),
    m(1, 1, '2026-01-15', '-20', null),
    // February: bought 10 for 1.100,00, sold 30.
    m(1, 1, '2026-02-03', '10', '1100.00'),
    m(1, 1, '2026-02-20', '-30', null),
    // Card 2, warehouse 2: 10 × 30,00 in, 5 back from a customer (no cost of their own), 12 out.
    m(2, 2, '2026-01-10', '10', '300.00'),
    m(2, 2, '2026-01-11', '5', null),
    m(2, 2, '2026-01-12', '-12', null),
    // Card 3: 3 for 10,00; 1 sold in January, the last 2 in February.
    m(3, 1, '2026-01-02', '3', '10.00'),
    m(3, 1, '2026-01-03', '-1', null),
    m(3, 1, '2026-02-03', '-2', null),
    // Card 4: sold with nothing in stock.
    m(4, 1, '2026-02-05', '-2', null),
  ];

  it('January: unit cost (opening + purchases) / quantities, goods out at it', () => {
    const r = costOfSales(movements, [], '2026-01-31');
    const card1 = r.rows.find((x) => x.card === 1)!;
    expect(card1).toMatchObject({
      openingQty: '0.0000',
      receiptQty: '150.0000',
      receiptValue: '14250.00',
      unitCost: '95.0000',
      issueQty: '20.0000',
      cost: '1900.00',
      closingQty: '130.0000',
      closingValue: '12350.00',
    });
    // 5 returned units join at 30,00: 450,00 available, 12 × 30,00 = 360,00 out, 3 × 30,00 left.
    expect(r.rows.find((x) => x.card === 2)).toMatchObject({
      uncostedQty: '5.0000',
      cost: '360.00',
      closingValue: '90.00',
    });
    expect(r.rows.find((x) => x.card === 3)).toMatchObject({ cost: '3.33', closingValue: '6.67' });
    expect(r.total).toBe('2263.33');
  });

  it('February after a January run: the opening is what January left; the last units take the whole value', () => {
    const r = costOfSales(movements, ['2026-01-31'], '2026-02-28');
    expect(r.from).toBe('2026-01-31');
    // (12.350,00 + 1.100,00) / (130 + 10) = 96,0714…; 30 × 96,0714… = 2.882,142857 → 2.882,14.
    expect(r.rows.find((x) => x.card === 1)).toMatchObject({
      openingQty: '130.0000',
      openingValue: '12350.00',
      unitCost: '96.0714',
      cost: '2882.14',
      closingQty: '110.0000',
      closingValue: '10567.86',
    });
    expect(r.rows.find((x) => x.card === 3)).toMatchObject({
      cost: '6.67',
      closingQty: '0.0000',
      closingValue: '0.00',
    });
    expect(r.unknownCost).toEqual([{ card: 4, warehouse: 1, qty: '2.0000' }]);
    expect(r.total).toBe('2888.81');
  });

  it('goods sent back to the supplier undo their purchase at its price, not a sale', () => {
    const r = costOfSales(
      [
        m(9, 1, '2026-01-02', '10', '1000.00'),
        m(9, 1, '2026-01-03', '-2', '-200.00'),
        m(9, 1, '2026-01-04', '-4', null),
      ],
      [],
      '2026-01-31',
    );
    // 8 at 800,00 remain bought: unit 100,00; 4 sold: 400,00; 4 left at 400,00.
    expect(r.rows[0]).toMatchObject({
      receiptQty: '8.0000',
      receiptValue: '800.00',
      cost: '400.00',
      closingValue: '400.00',
    });
  });

  it('a quarter without monthly runs averages the whole quarter', () => {
    const r = costOfSales(movements, [], '2026-03-31');
    // Card 1: (14.250,00 + 1.100,00) / 160 = 95,9375; 50 out: 4.796,875 → 4.796,88.
    expect(r.rows.find((x) => x.card === 1)).toMatchObject({
      unitCost: '95.9375',
      cost: '4796.88',
      closingValue: '10553.12',
    });
  });
});
