import { describe, expect, it } from 'vitest';
import type { ColumnMeta } from '../../../domain/api/contract';
import { column, relation } from '../../services/tables.fixtures';
import type { ValueKind } from '../../../domain/masks';
import { MASKS, phonePattern, storedLength, type MaskSpec } from './masks';
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
  it('has one entry per value kind the spec masks, with its length', () => {
    const lengths = Object.fromEntries(
      Object.entries(MASKS).map(([kind, m]) => [
        kind,
        m.digits ?? m.maxLength ?? storedLength(m.pattern ?? ''),
      ]),
    );
    expect(lengths).toEqual({
      tc: 11,
      vkn: 11,
      trade_registry: 16,
      personnel_no: 13,
      iban: 40,
      bank_account_no: 24,
      customer_no: 16,
      instalments: 3,
      term_days: 4,
      number_prefix: 3,
      document_no: 16,
      postcode: 5,
      useful_life: 4,
      discount_rate: 3,
      wastage_rate: 5,
      lead_time: 5,
      other_tax: 6,
      sent_quantity: 9,
      stock_level: 12,
      mersis_no: 26,
      quantity: 14,
    });
  });

  it('gives masked text columns the MaskedWidget, their pattern and length', () => {
    for (const [kind, spec] of Object.entries(MASKS) as [ValueKind, MaskSpec][]) {
      if (kind === 'quantity') continue;
      const { o, widget, prop } = options(
        column('alan', kind, 'string', { max_length: null, value_kind: kind }),
      );
      expect(widget, kind).toBe('MaskedWidget');
      const pattern = o.mask!.pattern;
      expect(prop.maxLength, kind).toBe(storedLength(pattern));
      if (spec.digits) {
        expect(pattern, kind).toBe('0'.repeat(spec.digits));
        expect(new RegExp(prop.pattern as string).test('12a'), kind).toBe(false);
      }
    }
    expect(
      options(column('ticaret_sicil_no', 'Ticaret Sicil No', 'string', { value_kind: 'trade_registry' })).o
        .mask,
    ).toEqual({
      pattern: `00000${'#'.repeat(11)}`,
      upper: true,
    });
    expect(options(column('on_ek_kodu', 'Ön Ek', 'string', { value_kind: 'number_prefix' })).o.mask).toEqual({
      pattern: 'a##',
      upper: true,
    });
  });

  it('chooses masks and hints by the declared kind, never by the column’s name', () => {
    // Named like a TC or an IBAN, declaring nothing: a plain text input without mask or hint.
    for (const name of ['tc', 'tc_no', 'iban_no', 'posta_kodu']) {
      const { o, widget } = options(column(name, name, 'string'));
      expect(widget, name).toBe('TextWidget');
      expect(o.mask, name).toBeUndefined();
      expect(o.hint, name).toBeUndefined();
    }
    expect(options(column('döviz_kuru', 'Döviz Kuru', 'numeric')).o.hint).toBeUndefined();
    // Any name that declares the kind gets its mask and hint.
    const tc = options(column('vatandas_no', 'TC', 'string', { value_kind: 'tc' }));
    expect(tc.o).toMatchObject({ mask: { pattern: '0'.repeat(11) }, hint: 'tc' });
    expect(options(column('hesap', 'IBAN', 'string', { value_kind: 'iban' })).o.hint).toBe('iban');
    expect(options(column('kur', 'Kur', 'numeric', { value_kind: 'exchange_rate' })).o.hint).toBe('rate');
    // A VKN has the mask without the TC hint.
    expect(options(column('firma_vkn', 'VKN', 'string', { value_kind: 'vkn' })).o).toMatchObject({
      mask: { pattern: '0'.repeat(11) },
    });
    expect(options(column('firma_vkn', 'VKN', 'string', { value_kind: 'vkn' })).o.hint).toBeUndefined();
  });

  it('keeps the column’s own shorter limit and minimum (tc: 10 to 11)', () => {
    const { prop } = options(
      column('tc', 'TC / VKN*', 'string', { min_length: 10, max_length: 11, value_kind: 'tc' }),
    );
    expect(prop).toMatchObject({ minLength: 10, maxLength: 11 });
    expect(
      options(column('posta_kodu', 'Posta Kodu', 'string', { max_length: 4, value_kind: 'postcode' })).prop
        .maxLength,
    ).toBe(4);
  });

  it('shows the IBAN in groups of four with a placeholder starting TR and the TR hint', () => {
    const { o } = options(column('iban_no', 'IBAN', 'string', { max_length: 34, value_kind: 'iban' }));
    expect(o.mask).toEqual({ pattern: `aa00${' ####'.repeat(9)}`, upper: true });
    expect(o.placeholder).toMatch(/^TR00 0000 /);
    expect(o.hint).toBe('iban');
  });

  it('limits numeric columns by digits (integers) and miktar to 14 characters with decimals', () => {
    const taksit = options(
      column('kobi_taksit_sayisi', 'Taksit Sayısı', 'numeric', { value_kind: 'instalments' }),
    );
    expect(taksit.widget).toBe('NumericWidget');
    expect(taksit.o).toMatchObject({ maxDigits: 3, scale: 0 });
    expect(new RegExp(taksit.prop.pattern as string).test('1.5')).toBe(false);
    const miktar = options(column('miktar', 'Miktar', 'numeric', { scale: 4, value_kind: 'quantity' }));
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
    expect(
      options(column('döviz_kuru', 'Döviz Kuru', 'numeric', { value_kind: 'exchange_rate' })).o.hint,
    ).toBe('rate');
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
