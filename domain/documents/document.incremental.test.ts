import { describe, expect, it } from 'vitest';
import { createDocumentCalculator } from './document.incremental';
import { calculateDocument } from './document.totals';
import type { DocumentInput, DocumentLineInput } from './document.types';

// A small deterministic generator, so a failure can be replayed.
function random(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

function lineFrom(r: () => number): DocumentLineInput {
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(r() * xs.length)];
  const taxes = [
    [],
    [],
    [{ id: 19, oran: pick(['2', '5', '7', '9']) }],
    [{ id: 3, oran: '20' }],
    [{ id: 7, oran: '2.5' }],
    [{ id: 10, oran: '25' }],
  ];
  return {
    miktar: pick(['1', '2', '3.5', '0.125', '12', '-1']),
    birim_fiyat: pick(['12.3456', '59', '10.05', '0.05', '1999.99', '']),
    iskonto_orani: pick(['', '0', '10', '12.5']),
    iskonto_arttirim: pick(['0', '1']),
    kdv_id: pick([2, 3, 4, 5, 7, 8, 9, '']),
    kdv_dahil_buton: pick(['0', '1']),
    diger_vergiler: pick(taxes),
    ozel_matrah_tutari: pick(['', '0', '22.28']),
  };
}

const header = { fatura_tipi_id: 3, para_birimi_id: 2, döviz_kuru: '32.1234', scale: 2 };

describe('DocumentCalculator', () => {
  it('gives the totals and lines calculateDocument gives, after every kind of change', () => {
    const r = random(42);
    const lines = Array.from({ length: 40 }, () => lineFrom(r));
    const calc = createDocumentCalculator({ ...header, lines });
    const expectSame = (input: DocumentInput) => {
      const full = calculateDocument(input);
      expect(calc.totals()).toEqual(full.totals);
      input.lines.forEach((_, i) => expect(calc.line(i)).toEqual(full.lines[i]));
    };
    expectSame({ ...header, lines });
    for (let step = 0; step < 200; step++) {
      const op = Math.floor(r() * 4);
      if (op === 0 && lines.length) {
        const i = Math.floor(r() * lines.length);
        lines[i] = lineFrom(r);
        calc.setLine(i, lines[i]);
      } else if (op === 1) {
        const i = Math.floor(r() * (lines.length + 1));
        const line = lineFrom(r);
        lines.splice(i, 0, line);
        calc.insertLine(i, line);
      } else if (op === 2 && lines.length > 1) {
        const i = Math.floor(r() * lines.length);
        lines.splice(i, 1);
        calc.removeLine(i);
      } else if (lines.length > 1) {
        const from = Math.floor(r() * lines.length);
        const to = Math.floor(r() * lines.length);
        lines.splice(to, 0, ...lines.splice(from, 1));
        calc.moveLine(from, to);
      }
      if (step % 20 === 0) expectSame({ ...header, lines });
    }
    expectSame({ ...header, lines });
  });

  it("gives calculateDocument's results on random documents whose header changes too (type, currency, rate, scale)", () => {
    const headers = [
      { fatura_tipi_id: 2, para_birimi_id: 1, döviz_kuru: '1', scale: 2 },
      { fatura_tipi_id: 3, para_birimi_id: 2, döviz_kuru: '32.1234', scale: 2 },
      { fatura_tipi_id: 5, para_birimi_id: 3, döviz_kuru: '35.5', scale: 3 },
      { fatura_tipi_id: 1, para_birimi_id: 1, döviz_kuru: '1', scale: 4 },
      { fatura_tipi_id: 4, para_birimi_id: 2, döviz_kuru: '0.0312', scale: 2 },
    ];
    for (const seed of [11, 12, 13, 14, 15]) {
      const r = random(seed);
      const pickHeader = () => headers[Math.floor(r() * headers.length)];
      let head = pickHeader();
      const lines = Array.from({ length: 1 + Math.floor(r() * 150) }, () => lineFrom(r));
      const calc = createDocumentCalculator({ ...head, lines });
      for (let step = 0; step < 60; step++) {
        if (r() < 0.15) {
          head = pickHeader();
          calc.setHeader(head);
        } else {
          const i = Math.floor(r() * lines.length);
          lines[i] = lineFrom(r);
          calc.setLine(i, lines[i]);
        }
        const full = calculateDocument({ ...head, lines });
        expect(calc.totals(), `seed ${seed}, step ${step}`).toEqual(full.totals);
        lines.forEach((_, i) => expect(calc.line(i), `seed ${seed}, line ${i}`).toEqual(full.lines[i]));
      }
    }
  });

  it('recomputes every line when the invoice type changes (withholding only on type 3)', () => {
    const lines = [{ miktar: 1, birim_fiyat: '20000', kdv_id: 4, diger_vergiler: [{ id: 19, oran: '9' }] }];
    const calc = createDocumentCalculator({ fatura_tipi_id: 3, lines });
    expect(calc.totals().tevkifat_toplami).toBe('3240.00');
    expect(calc.totals().odenecek_tutar).toBe('20360.00');
    calc.setHeader({ fatura_tipi_id: 2 });
    expect(calc.totals()).toEqual(calculateDocument({ fatura_tipi_id: 2, lines }).totals);
    expect(calc.totals().tevkifat_toplami).toBe('0.00');
    expect(calc.totals().odenecek_tutar).toBe('23600.00');
  });

  it('counts a line it cannot calculate as zero and names its error instead of throwing', () => {
    const good = { miktar: '2', birim_fiyat: '59', kdv_id: 9 };
    const calc = createDocumentCalculator({ lines: [good, good] });
    calc.setLine(1, { miktar: '2,5', birim_fiyat: '59', kdv_id: 9 });
    expect(calc.line(1)).toBeNull();
    expect(calc.lineError(1)?.field).toBe('lines[1].miktar');
    expect(calc.totals()).toEqual(calculateDocument({ lines: [good] }).totals);
    calc.setLine(1, good);
    expect(calc.lineError(1)).toBeNull();
    expect(calc.totals().odenecek_tutar).toBe('283.20');
  });

  it('uses rate 1 for the foreign amount while a foreign currency has no rate, and says so', () => {
    const calc = createDocumentCalculator({
      para_birimi_id: 2,
      döviz_kuru: '',
      lines: [{ miktar: 1, birim_fiyat: 10 }],
    });
    expect(calc.headerError?.field).toBe('döviz_kuru');
    expect(calc.totals().dovizli_tutar).toBe('12.00');
    calc.setHeader({ para_birimi_id: 2, döviz_kuru: '30' });
    expect(calc.headerError).toBeNull();
    expect(calc.totals().dovizli_tutar).toBe('360.00');
    // An overridden payable takes the same derivation (002 §8).
    expect(calc.amountAtRate('11.5')).toBe('345.00');
  });

  it('refuses an index outside the lines', () => {
    const calc = createDocumentCalculator({ lines: [] });
    expect(() => calc.setLine(0, {})).toThrow(/index/);
    calc.insertLine(0, { miktar: 1, birim_fiyat: 1 });
    expect(() => calc.removeLine(1)).toThrow(/index/);
  });

  it('keeps a change of one line at 1,000 lines far below a frame (16 ms)', () => {
    const r = random(7);
    const lines = Array.from({ length: 1000 }, () => lineFrom(r));
    const calc = createDocumentCalculator({ ...header, lines });
    calc.totals();
    const started = performance.now();
    for (let i = 0; i < 100; i++) {
      calc.setLine(500, { ...lines[500], miktar: String(i + 1) });
      calc.totals();
    }
    expect((performance.now() - started) / 100).toBeLessThan(4);
  });
});
