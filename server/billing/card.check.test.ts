import { describe, expect, it } from 'vitest';
import { checkCard, luhnValid } from './card.check';

// 15 March 2026, 10:00 in Türkiye.
const NOW = new Date('2026-03-15T07:00:00Z');
const card = (change: Record<string, string>) =>
  checkCard(
    { kart_sahibi: 'Ayşe Yılmaz', kart_no: '4242424242424242', son_kullanma: '04/27', cvc: '123', ...change },
    NOW,
  );

describe('checkCard', () => {
  it('passes known test numbers through Luhn and rejects a changed digit', () => {
    for (const n of ['4242424242424242', '5555555555554444', '378282246310005', '4000000000000002'])
      expect(luhnValid(n), n).toBe(true);
    expect(luhnValid('4242424242424243')).toBe(false);
    expect(luhnValid('')).toBe(false);
  });

  it('keeps only the holder and the last four digits', () => {
    expect(card({ kart_no: '4242 4242-4242 4242' })).toEqual({
      card: { holder: 'Ayşe Yılmaz', last4: '4242', declined: false },
    });
    expect(card({ kart_no: '4000 0000 0000 0002' })).toMatchObject({ card: { declined: true } });
  });

  it('takes a card through the end of its month, in Turkish time', () => {
    expect(card({ son_kullanma: '03/26' })).toHaveProperty('card');
    expect(card({ son_kullanma: '3/2026' })).toHaveProperty('card');
    expect(card({ son_kullanma: '02/26' })).toEqual({
      errors: { son_kullanma: 'Kartın son kullanma tarihi geçmiş.' },
    });
    expect(card({ son_kullanma: '00/27' })).toEqual({
      errors: { son_kullanma: 'Son kullanma tarihi AA/YY biçiminde olmalıdır.' },
    });
    expect(card({ son_kullanma: '01/2099' })).toEqual({
      errors: { son_kullanma: 'Son kullanma tarihi geçerli değil.' },
    });
  });

  it('asks 4 CVC digits of American Express and 3 of the others', () => {
    expect(card({ kart_no: '378282246310005', cvc: '123' })).toEqual({
      errors: { cvc: 'Güvenlik kodu 4 haneli olmalıdır.' },
    });
    expect(card({ kart_no: '378282246310005', cvc: '1234' })).toHaveProperty('card');
    expect(card({ cvc: '1234' })).toEqual({ errors: { cvc: 'Güvenlik kodu 3 haneli olmalıdır.' } });
  });

  it('reports every wrong field at once, whatever the value types', () => {
    const r = checkCard({ kart_sahibi: 5, kart_no: ['4242'], son_kullanma: null, cvc: {} }, NOW);
    expect(Object.keys((r as { errors: object }).errors).sort()).toEqual([
      'cvc',
      'kart_no',
      'kart_sahibi',
      'son_kullanma',
    ]);
  });
});
