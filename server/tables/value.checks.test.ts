import { describe, expect, it } from 'vitest';
import { compactIban, ibanBankCode, makeTrIban, trIbanProblem } from './value.checks';

describe('TR IBAN', () => {
  it('accepts published valid IBANs, with or without spaces and in lower case', () => {
    // The ISO 13616 example IBAN of Türkiye and an İş Bankası one.
    expect(trIbanProblem('TR33 0006 1005 1978 6457 8413 26')).toBeNull();
    expect(trIbanProblem('tr330006100519786457841326')).toBeNull();
    expect(compactIban(' tr33 0006 1005 1978 6457 8413 26 ')).toBe('TR330006100519786457841326');
  });

  it('tells a wrong format from a wrong checksum', () => {
    expect(trIbanProblem('TR33 0006 1005 1978 6457 8413 2')).toBe('format');
    expect(trIbanProblem('DE89 3704 0044 0532 0130 00')).toBe('format');
    expect(trIbanProblem('TR33 0006 1005 1978 6457 8413 2X')).toBe('format');
    expect(trIbanProblem('TR34 0006 1005 1978 6457 8413 26')).toBe('checksum');
    expect(trIbanProblem('TR33 0006 1005 1978 6457 8413 27')).toBe('checksum');
  });

  it('builds valid IBANs for a bank code and reads the bank code back', () => {
    const iban = makeTrIban('0064', '1042000318765');
    expect(iban).toMatch(/^TR\d{24}$/);
    expect(trIbanProblem(iban)).toBeNull();
    expect(ibanBankCode(iban)).toBe('00064');
    expect(makeTrIban('0061', '0519786457841326')).toBe('TR330006100519786457841326');
  });
});
