import { describe, expect, it } from 'vitest';
import type { ColumnMeta } from '../../../domain/api/contract';
import { column, relation } from '../../services/tables.fixtures';
import { MASKS, phonePattern, storedLength } from './masks';
import { translate, type FieldOptions } from './translate';

const options = (c: ColumnMeta) => {
  const out = translate([c], { table: 't' });
  return {
    o: out.uiSchema[c.name]['ui:options'] as FieldOptions,
    widget: out.uiSchema[c.name]['ui:widget'] as string,
    prop: out.schema.properties![c.name] as Record<string, unknown>,
  };
};

describe('the spec’s masks and limits (001 §5.1)', () => {
  it('has one entry per column the spec names, with its length', () => {
    const lengths = Object.fromEntries(
      Object.entries(MASKS).map(([name, m]) => [
        name,
        m.digits ?? m.maxLength ?? storedLength(m.pattern ?? ''),
      ]),
    );
    expect(lengths).toEqual({
      tc: 11,
      tc_no: 11,
      firma_vkn: 11,
      tasiyici_vkn: 11,
      ticaret_sicil_no: 16,
      personel_sicil_numarasi: 13,
      iban_no: 40,
      hesap_numarasi: 24,
      musteri_numarasi: 16,
      kobi_taksit_sayisi: 3,
      vade: 4,
      on_ek_kodu: 3,
      fatura_numarasi: 16,
      irsaliye_numarasi: 16,
      posta_kodu: 5,
      faydali_omur: 4,
      iskonto_orani: 3,
      fire_orani: 5,
      temin_suresi: 5,
      digerVergi: 6,
      gonderilen_miktar: 9,
      askeri_stok: 12,
      azemi_stok: 12,
      mersis_no: 26,
      miktar: 14,
    });
  });

  it('gives masked text columns the MaskedWidget, their pattern and length', () => {
    for (const [name, spec] of Object.entries(MASKS)) {
      if (name === 'miktar') continue;
      const { o, widget, prop } = options(column(name, name, 'string', { max_length: null }));
      expect(widget, name).toBe('MaskedWidget');
      const pattern = o.mask!.pattern;
      expect(prop.maxLength, name).toBe(storedLength(pattern));
      if (spec.digits) {
        expect(pattern, name).toBe('0'.repeat(spec.digits));
        expect(new RegExp(prop.pattern as string).test('12a'), name).toBe(false);
      }
    }
    expect(options(column('ticaret_sicil_no', 'Ticaret Sicil No', 'string')).o.mask).toEqual({
      pattern: `00000${'#'.repeat(11)}`,
      upper: true,
    });
    expect(options(column('on_ek_kodu', 'Ön Ek', 'string')).o.mask).toEqual({ pattern: 'a##', upper: true });
  });

  it('keeps the column’s own shorter limit and minimum (tc: 10 to 11)', () => {
    const { prop } = options(column('tc', 'TC / VKN*', 'string', { min_length: 10, max_length: 11 }));
    expect(prop).toMatchObject({ minLength: 10, maxLength: 11 });
    expect(options(column('posta_kodu', 'Posta Kodu', 'string', { max_length: 4 })).prop.maxLength).toBe(4);
  });

  it('shows the IBAN in groups of four with a placeholder starting TR and the TR hint', () => {
    const { o } = options(column('iban_no', 'IBAN', 'string', { max_length: 34 }));
    expect(o.mask).toEqual({ pattern: `aa00${' ####'.repeat(9)}`, upper: true });
    expect(o.placeholder).toMatch(/^TR00 0000 /);
    expect(o.hint).toBe('iban');
  });

  it('limits numeric columns by digits (integers) and miktar to 14 characters with decimals', () => {
    const taksit = options(column('kobi_taksit_sayisi', 'Taksit Sayısı', 'numeric'));
    expect(taksit.widget).toBe('NumericWidget');
    expect(taksit.o).toMatchObject({ maxDigits: 3, scale: 0 });
    expect(new RegExp(taksit.prop.pattern as string).test('1.5')).toBe(false);
    const miktar = options(column('miktar', 'Miktar', 'numeric', { scale: 4 }));
    expect(miktar.o).toMatchObject({ maxLength: 14, scale: 4 });
    expect(miktar.o.maxDigits).toBeUndefined();
  });

  it('turns a country’s phone mask into an imask pattern that keeps the dial code fixed', () => {
    expect(phonePattern('+90 (###) ### ## ##')).toBe('+9\\0 (000) 000 00 00');
    expect(phonePattern('+380 ## ### ####')).toBe('+38\\0 00 000 0000');
  });
});

describe('per-column behaviour as data', () => {
  it('labels the spec’s toggles', () => {
    expect(options(column('kobi_alinan_satilan', 'Alınan / Satılan', 'boolean')).o.toggle).toEqual({
      on: 'Satılan',
      off: 'Alınan',
    });
    expect(options(column('kasa_banka', 'Kasa / Banka', 'boolean:fastchange')).o.toggle).toEqual({
      on: 'Kasa',
      off: 'Banka',
    });
    expect(options(column('kdv_dahil_buton', 'KDV', 'boolean')).o.toggle).toEqual({
      on: 'Dahil',
      off: 'Hariç',
    });
    expect(options(column('iskonto_arttirim', 'İskonto / Arttırım', 'boolean')).o.toggle).toEqual({
      on: 'Arttırım',
      off: 'İskonto',
    });
    expect(options(column('aktif', 'Aktif', 'boolean')).o.toggle).toBeUndefined();
  });

  it('limits gecerlilik_tarihi and duzenleme_tarihi against now', () => {
    expect(options(column('gecerlilik_tarihi', 'Geçerlilik', 'date')).o.dateLimit).toEqual({
      notBefore: 'now',
    });
    expect(options(column('duzenleme_tarihi', 'Düzenleme', 'datetime')).o.dateLimit).toEqual({
      notAfter: 'now',
    });
  });

  it('gives selects their related table and the spec’s extra buttons', () => {
    const para = options(relation('para_birimi_id', 'Para Birimi', 'para_birimleri'));
    expect(para.o).toMatchObject({
      relationTable: 'para_birimleri',
      relationDisplay: 'name_basic',
      buttons: { exchangeRate: { target: 'döviz_kuru' } },
    });
    expect(options(relation('satis_fatura_id', 'Fatura', 'satis_fatura')).o.buttons).toEqual({
      payInFull: { target: 'tutar', from: 'kalan_odeme_tutari' },
    });
    expect(options(column('döviz_kuru', 'Döviz Kuru', 'numeric')).o.hint).toBe('rate');
  });

  it('accepts pictures only in image fields', () => {
    expect(options(column('images', 'Resimler', 'files')).o).toMatchObject({
      image: true,
      accept: '.png,.jpeg,.jpg',
    });
    expect(options(column('fatura_dosyasi', 'Fatura', 'files')).o).toMatchObject({
      image: false,
      accept: '.pdf,.png,.jpeg,.jpg',
    });
  });
});
