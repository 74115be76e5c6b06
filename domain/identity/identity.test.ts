import { describe, expect, it } from 'vitest';
import {
  ANONYMOUS_CONSUMER_TCKN,
  formatIban,
  isValidIban,
  isValidTckn,
  isValidTrIban,
  isValidVkn,
  isValidVknOrTckn,
  normalizeIban,
  tcknCheckDigits,
  vknCheckDigit,
} from './index';

describe('TCKN', () => {
  it('computes the two check digits from the first nine', () => {
    expect(tcknCheckDigits('100000001')).toBe('46');
    expect(tcknCheckDigits('172917160')).toBe('60');
  });

  it.each([
    '10000000146', // the widely published test number
    '17291716060', // python-stdnum's doctest
    '39586528950', // the customer of GİB's OZELMATRAH.xml sample
  ])('accepts %s', (tckn) => expect(isValidTckn(tckn)).toBe(true));

  it.each([
    ['17291716050', 'wrong 10th digit'],
    ['10000000147', 'wrong 11th digit'],
    ['07291716092', 'leading zero'],
    ['1729171606', '10 digits'],
    ['172917160600', '12 digits'],
    ['1729171606a', 'a letter'],
    ['', 'empty'],
  ])('refuses %s (%s)', (tckn) => expect(isValidTckn(tckn)).toBe(false));

  it("does not treat GİB's unnamed-consumer convention as a checksum-valid number", () => {
    expect(isValidTckn(ANONYMOUS_CONSUMER_TCKN)).toBe(false);
  });
});

describe('VKN', () => {
  it.each([
    '4540536920', // python-stdnum's doctest
    '1870200192', // the customer of GİB's TEVKIFAT.xml sample
    '1460415308', // the customer of GİB's IHRACAT.xml sample
    '4840847211', // izibiz, the sender of its published e-MM samples
    '3900892152', // GİB's e-İrsaliye mailbox (ubl-tr.md §3)
  ])('accepts %s', (vkn) => expect(isValidVkn(vkn)).toBe(true));

  it.each([
    ['4540536921', 'wrong check digit'],
    ['3333333888', "the placeholder of GİB's YTB samples"],
    ['1111111111', 'a placeholder'],
    ['454053692', '9 digits'],
    ['45405369201', '11 digits'],
    ['454053692O', 'a letter O'],
  ])('refuses %s (%s)', (vkn) => expect(isValidVkn(vkn)).toBe(false));

  it('computes the check digit, including the "weighted 0 counts as 9" rule', () => {
    expect(vknCheckDigit('454053692')).toBe(0);
    // First digit 0: (0 + 9) × 2⁹ mod 9 is 0, which counts as 9; the nine terms sum to 49 → check digit 1.
    expect(vknCheckDigit('000000000')).toBe(1);
  });

  it('tells VKN and TCKN apart by length for the tc field', () => {
    expect(isValidVknOrTckn('4540536920')).toBe(true);
    expect(isValidVknOrTckn('10000000146')).toBe(true);
    expect(isValidVknOrTckn('1000000014')).toBe(false);
  });
});

describe('IBAN', () => {
  it.each([
    'TR330006100519786457841326', // the Turkish example of the IBAN registry / Wikipedia
    'tr33 0006 1005 1978 6457 8413 26', // the same, typed with spaces and lower case
    'TR320010009999901234567890',
  ])('accepts the Turkish IBAN %s', (iban) => {
    expect(isValidIban(iban)).toBe(true);
    expect(isValidTrIban(iban)).toBe(true);
  });

  it.each(['GB82WEST12345698765432', 'DE89370400440532013000'])(
    'accepts the foreign IBAN %s, but not as TR',
    (iban) => {
      expect(isValidIban(iban)).toBe(true);
      expect(isValidTrIban(iban)).toBe(false);
    },
  );

  it.each([
    ['TR330006100519786457841327', 'wrong check digits'],
    ['TR860004600032008000022176', "the made-up account of GİB's samples"],
    ['TR33000610051978645784132', '25 characters'],
    ['TR3300061005197864578413260', '27 characters'],
    ['GB82WEST1234569876543X', 'a letter where GB has digits fails mod-97'],
    ['TR33 0006 1005 1978 6457 8413 2!', 'a symbol'],
    ['', 'empty'],
  ])('refuses %s (%s)', (iban) => {
    expect(isValidIban(iban)).toBe(false);
    expect(isValidTrIban(iban)).toBe(false);
  });

  it('normalises and groups in fours', () => {
    expect(normalizeIban(' tr33 0006 1005 1978 6457 8413 26 ')).toBe('TR330006100519786457841326');
    expect(formatIban('TR330006100519786457841326')).toBe('TR33 0006 1005 1978 6457 8413 26');
    expect(formatIban('gb82west12345698765432')).toBe('GB82 WEST 1234 5698 7654 32');
    expect(formatIban('')).toBe('');
  });
});
