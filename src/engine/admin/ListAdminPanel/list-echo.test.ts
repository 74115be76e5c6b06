import { describe, expect, it } from 'vitest';
import type { ColumnMeta } from '../../../../domain/api/contract';
import { filterEcho, filterSentence, pageEcho, sortEcho } from './list-echo';

const col = (
  name: string,
  display_name: string,
  gui: string,
  more: Partial<ColumnMeta> = {},
): ColumnMeta => ({
  id: 1,
  name,
  display_name,
  gui_type_name: gui as ColumnMeta['gui_type_name'],
  db_type_name: 'string',
  relation: null,
  up_column_name: null,
  default: null,
  ...more,
});

const columns: Record<string, ColumnMeta> = {
  fatura_tarihi: col('fatura_tarihi', 'Fatura Tarihi *', 'date', { db_type_name: 'date' }),
  tutar: col('tutar', 'Tutar', 'money', { db_type_name: 'numeric' }),
  cari_hesap_adi: col('cari_hesap_adi', 'Cari Hesap Adı *', 'string'),
  aktif: col('aktif', 'Aktif', 'boolean', { db_type_name: 'boolean' }),
  cari_tipi: col('cari_tipi', 'Cari Tipi', 'select:static', {
    options: [
      { id: '1', text: 'Müşteri' },
      { id: '2', text: 'Tedarikçi' },
    ],
  }),
  sehirler_id: col('sehirler_id', 'İl', 'select', {
    relation: { table_name: 'sehirler', source_column_name: 'id', display_column_name: 'sehir_adi' },
  }),
};

describe('the filter echo (list params in words, no SQL)', () => {
  it('dates: "between" with one date is ≥, with two ≥ and ≤; = < >', () => {
    const f = (type: number, filter: string, filter2?: string) =>
      filterSentence('fatura_tarihi', { type, guiType: 'date', filter, filter2 }, columns.fatura_tarihi);
    expect(f(4, '2026-11-01')).toBe('Fatura Tarihi ≥ 01.11.2026');
    expect(f(4, '2026-11-01', '2026-11-30')).toBe('Fatura Tarihi ≥ 01.11.2026 ve ≤ 30.11.2026');
    expect(f(1, '2026-11-01')).toBe('Fatura Tarihi = 01.11.2026');
    expect(f(2, '2026-11-01')).toBe('Fatura Tarihi < 01.11.2026');
    expect(f(3, '2026-11-01')).toBe('Fatura Tarihi > 01.11.2026');
  });

  it('text, numbers (Turkish format), booleans, options by their text, relations by id, empty / not empty', () => {
    const s = (name: string, type: number, filter?: unknown) =>
      filterSentence(name, { type, filter }, columns[name]);
    expect(s('cari_hesap_adi', 1, 'Deniz')).toBe('Cari Hesap Adı içerir "Deniz"');
    expect(s('cari_hesap_adi', 2, 'şük')).toBe('Cari Hesap Adı "şük" ile başlar');
    expect(s('cari_hesap_adi', 3, 'A.Ş.')).toBe('Cari Hesap Adı "A.Ş." ile biter');
    expect(s('cari_hesap_adi', 4, 'Ege')).toBe('Cari Hesap Adı = "Ege"');
    expect(s('cari_hesap_adi', 5, 'Ltd')).toBe('Cari Hesap Adı içermez "Ltd"');
    expect(s('tutar', 4, '1234.5')).toBe('Tutar > 1.234,5');
    expect(s('tutar', 2, ['0'])).toBe('Tutar ≠ 0');
    expect(s('aktif', 1, '1')).toBe('Aktif = Evet');
    expect(s('cari_tipi', 1, ['1', '2'])).toBe('Cari Tipi: şunlardan biri: Müşteri, Tedarikçi');
    expect(s('sehirler_id', 1, [34])).toBe('İl: şunlardan biri: #34');
    expect(s('tutar', 100)).toBe('Tutar boş');
    expect(s('sehirler_id', 101)).toBe('İl boş değil');
    expect(s('tutar', 1, '')).toBe('Tutar: değer yok, uygulanmadı');
    expect(s('tutar', 9, '1')).toBe('Tutar: bilinmeyen filtre türü 9 (1)');
    // A column the answer did not describe: its name, the kind from the filter's guiType.
    expect(filterSentence('vade', { type: '4', guiType: 'date', filter: '2026-12-31' })).toBe(
      'vade ≥ 31.12.2026',
    );
  });

  it('the params: every filter, the order, the page, the count and the totals', () => {
    const params = {
      page: 2,
      limit: 25,
      sorts: { fatura_tarihi: false, tutar: true },
      filters: { cari_hesap_adi: { type: 1, filter: 'Deniz' }, tutar: { type: 101 } },
      totals: ['tutar'],
      totals_by: 'cari_tipi',
    };
    expect(filterEcho(params, columns)).toEqual(['Cari Hesap Adı içerir "Deniz"', 'Tutar boş değil']);
    expect(sortEcho(params, columns)).toBe('Fatura Tarihi azalan, Tutar artan');
    expect(sortEcho({ sorts: [] }, columns)).toBe('en yeni kayıt önce (id azalan, varsayılan)');
    expect(pageEcho(params, { pages: 3, all_records_count: 60 }, columns)).toEqual([
      'Sayfa 2 / 3, sayfa başına 25 kayıt',
      '60 kayıt',
      'Toplamlar: Tutar (Cari Tipi değerine göre ayrı)',
    ]);
  });
});
