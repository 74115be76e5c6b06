import { describe, expect, it } from 'vitest';
import { hints } from '../../../domain/messages';
import { hintText } from './hints';

describe('field hints (001 §5.1)', () => {
  it('says what the length of a TC / VKN means', () => {
    expect(hintText('tc', '12345678901', {})).toBe(hints.citizenId);
    expect(hintText('tc', '1234567890', {})).toBe(hints.taxNumber);
    expect(hintText('tc', '123', {})).toBe(hints.tc);
  });
  it('reminds that a Turkish IBAN starts with TR', () => {
    expect(hintText('iban', '', {})).toBe('Türkiye IBAN numarası TR ile başlar.');
  });
  it('asks for a rate of 1,00 only while the currency is ₺', () => {
    expect(hintText('rate', '1', { para_birimi_id: 1 })).toBe('₺ için döviz kuru 1,00 olmalıdır.');
    expect(hintText('rate', '32.5', { para_birimi_id: 2 })).toBeUndefined();
  });
});
