import { describe, expect, it } from 'vitest';
import { formatNumber, gibNumberProblem, parseNumber } from './document-number';

describe('document numbers', () => {
  it('writes and reads GİB’s 16 characters and the dashed form', () => {
    expect(formatNumber('gib', 'DTC', 2026, 4)).toBe('DTC2026000000004');
    expect(formatNumber('dashed', 'SSP', 2026, 12)).toBe('SSP-2026-0012');
    expect(parseNumber('gib', 'DTC2026000000004')).toEqual({ prefix: 'DTC', year: 2026, seq: 4 });
    expect(parseNumber('dashed', 'TKL-2026-0002')).toEqual({ prefix: 'TKL', year: 2026, seq: 2 });
    expect(parseNumber('gib', 'DTC202600000004')).toBeNull();
    expect(parseNumber('dashed', 'A-1')).toBeNull();
  });

  it('explains a GİB number that is not one, or of another year than the date', () => {
    expect(gibNumberProblem('ABC2026000000001', 'Fatura Numarası', 2026)).toBeNull();
    expect(gibNumberProblem('AB-2026000000001', 'Fatura Numarası')).toMatch(/GİB biçiminde olmalıdır/);
    expect(gibNumberProblem('ABC2026000000000', 'Fatura Numarası')).toBe(
      'Fatura Numarası sıra numarası 000000001 veya büyük olmalıdır.',
    );
    expect(gibNumberProblem('ABC2025000000001', 'Fatura Numarası', 2026)).toBe(
      'Fatura Numarası içindeki yıl (2025) belge tarihinin yılıyla (2026) aynı olmalıdır.',
    );
  });
});
