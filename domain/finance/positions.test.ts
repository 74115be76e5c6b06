import { describe, expect, it } from 'vitest';
import { isOpen, mayMove, moveRefusal, POSITIONS as P, positionsOf, startPosition } from './positions';

// The life of a cheque or note (docs/finance.md, "Positions").

describe('cheque and note positions', () => {
  it('start customers’ papers in the portfolio and the company’s as given', () => {
    expect(startPosition('musteri_cek')).toBe(P.portfoyde);
    expect(startPosition('firma_senet')).toBe(P.verildi);
  });

  it('offer bounced to cheques and protested to notes, never the other sides’ positions', () => {
    expect(positionsOf('musteri_cek')).toEqual([1, 2, 3, 4, 5, 7, 9]);
    expect(positionsOf('musteri_senet')).toEqual([1, 2, 3, 4, 5, 8, 9]);
    expect(positionsOf('firma_cek')).toEqual([6, 7, 9, 10]);
    expect(positionsOf('firma_senet')).toEqual([6, 8, 9, 10]);
  });

  it('allow a customer cheque to go to the bank and be collected, but never back from collected', () => {
    expect(mayMove('musteri_cek', P.portfoyde, P.tahsileVerildi)).toBe(true);
    expect(mayMove('musteri_cek', P.tahsileVerildi, P.tahsilEdildi)).toBe(true);
    expect(mayMove('musteri_cek', P.tahsileVerildi, P.karsiliksiz)).toBe(true);
    expect(mayMove('musteri_cek', P.tahsilEdildi, P.portfoyde)).toBe(false);
    expect(mayMove('musteri_cek', P.teminataVerildi, P.ciroEdildi)).toBe(false);
    expect(mayMove('musteri_cek', P.tahsilEdildi, P.tahsilEdildi)).toBe(true);
    expect(mayMove('firma_cek', P.verildi, P.odendi)).toBe(true);
    expect(mayMove('firma_cek', P.odendi, P.verildi)).toBe(false);
  });

  it('keep a paper open until a final position, and word a refused move in Turkish', () => {
    expect(isOpen('musteri_senet', P.protestolu)).toBe(true);
    expect(isOpen('musteri_senet', P.iadeEdildi)).toBe(false);
    expect(isOpen('firma_cek', P.odendi)).toBe(false);
    expect(moveRefusal(P.tahsilEdildi, P.portfoyde)).toBe(
      "'Tahsil Edildi' pozisyonundan 'Portföyde' pozisyonuna geçilemez.",
    );
  });
});
